// Command swap is a same-chain swap through Switchyard's Go client: it
// asks for a route from the chain's native asset to USDC, approves and
// sends it with the sender's key, and waits until the service says where
// the funds are.
//
//	SWITCHYARD_URL=http://127.0.0.1:8080 SWITCHYARD_INTEGRATOR_ID=sy_… \
//	SWITCHYARD_PRIVATE_KEY=0x… go run ./examples/swap
//
// SWAP_CHAIN (default 1) and SWAP_AMOUNT (base units, default 0.01 ETH)
// change the chain and the amount.
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/evmtx"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := run(ctx); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context) error {
	chain, amount := env("SWAP_CHAIN", "1"), env("SWAP_AMOUNT", "10000000000000000")
	c, err := client.New(env("SWITCHYARD_URL", "http://127.0.0.1:8080"), os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	if err != nil {
		return err
	}
	key, err := evmtx.ParseKey(os.Getenv("SWITCHYARD_PRIVATE_KEY"))
	if err != nil {
		return err
	}
	user := crypto.PubkeyToAddress(key.PublicKey).Hex()

	// the chain's USDC and RPC, as the service lists them
	tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: chain, Fields: []string{"symbol", "address"}})
	if err != nil {
		return err
	}
	usdc := ""
	for _, t := range tokens {
		if t.Symbol == "USDC" {
			usdc = t.Address
		}
	}
	chains, err := c.Chains(ctx, client.ListQuery{ChainID: chain, Fields: []string{"rpc"}})
	if err != nil {
		return err
	}

	r, err := c.Route(ctx, api.RouteRequest{FromChain: chain, FromToken: api.NativeEVMAddress, FromAmount: amount,
		FromAddress: user, ToChain: chain, ToToken: usdc, ToAddress: user})
	if err != nil {
		return err // a *client.Error keeps the service's whole answer
	}
	fmt.Printf("quote %s: %s base units of USDC, at least %s\n", r.Route.QuoteID, r.Route.Estimate.ToAmount, r.Route.Estimate.ToAmountMin)

	s, err := evmtx.Dial(ctx, chains[0].RPC, key, chain)
	if err != nil {
		return err
	}
	defer s.Close()
	sent, err := s.Execute(ctx, &r.Route)
	if err != nil {
		return err
	}
	fmt.Println("sent", sent.Tx.Hex())

	rec, err := c.WaitForStatus(ctx, api.StatusQuery{TransactionID: sent.Tx.Hex(), FromChainID: chain, ToChainID: chain,
		QuoteID: r.Route.QuoteID}, func(r api.StatusRecord) { fmt.Println("status:", r.RouteTransactionStatus, r.Status) })
	if err != nil {
		return err
	}
	if rec.RouteTransactionStatus != api.StateSuccess || rec.FundsAt == nil {
		return fmt.Errorf("the swap ended %s", rec.RouteTransactionStatus)
	}
	fmt.Printf("funds at: %s base units of %s held by %s on chain %s\n", rec.FundsAt.Amount, rec.FundsAt.Token, rec.FundsAt.Address, rec.FundsAt.ChainID)
	return nil
}

func env(name, def string) string {
	if v := strings.TrimSpace(os.Getenv(name)); v != "" {
		return v
	}
	return def
}
