// Command crosschain moves value across chains through Switchyard's Go
// client: native ETH on one chain to USDC on another, over the kind of
// bridge asked for, followed until the funds arrive.
//
//	SWITCHYARD_URL=http://127.0.0.1:8080 SWITCHYARD_INTEGRATOR_ID=sy_… \
//	SWITCHYARD_PRIVATE_KEY=0x… go run ./examples/crosschain
//
// FROM_CHAIN (default 1), TO_CHAIN (default 42161), AMOUNT (base units,
// default 0.01 ETH) and BRIDGE_TYPE (gmp or intents; default either)
// change the route.
package main

import (
	"context"
	"errors"
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
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	if err := run(ctx); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context) error {
	from, to, amount := env("FROM_CHAIN", "1"), env("TO_CHAIN", "42161"), env("AMOUNT", "10000000000000000")
	c, err := client.New(env("SWITCHYARD_URL", "http://127.0.0.1:8080"), os.Getenv("SWITCHYARD_INTEGRATOR_ID"))
	if err != nil {
		return err
	}
	key, err := evmtx.ParseKey(os.Getenv("SWITCHYARD_PRIVATE_KEY"))
	if err != nil {
		return err
	}
	user := crypto.PubkeyToAddress(key.PublicKey).Hex()
	tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: to, Fields: []string{"symbol", "address"}})
	if err != nil {
		return err
	}
	usdc := ""
	for _, t := range tokens {
		if t.Symbol == "USDC" {
			usdc = t.Address
		}
	}
	req := api.RouteRequest{FromChain: from, FromToken: api.NativeEVMAddress, FromAmount: amount, FromAddress: user,
		ToChain: to, ToToken: usdc, ToAddress: user}
	if b := os.Getenv("BRIDGE_TYPE"); b != "" {
		req.BridgeTypes = []api.BridgeType{api.BridgeType(b)}
	}
	r, err := c.Route(ctx, req)
	if err != nil {
		return err
	}
	est := r.Route.Estimate
	fmt.Printf("quote %s (%s): at least %s base units of USDC on chain %s in about %d s\n", r.Route.QuoteID,
		r.Route.TransactionRequest.RouteType, est.ToAmountMin, to, est.EstimatedRouteDuration)

	chains, err := c.Chains(ctx, client.ListQuery{ChainID: from, Fields: []string{"rpc"}})
	if err != nil {
		return err
	}
	s, err := evmtx.Dial(ctx, chains[0].RPC, key, from)
	if err != nil {
		return err
	}
	defer s.Close()
	sent, err := s.Execute(ctx, &r.Route)
	if err != nil {
		return err
	}
	fmt.Println("sent", sent.Tx.Hex())

	start := time.Now()
	rec, err := c.WaitForStatus(ctx, api.StatusQuery{TransactionID: sent.Tx.Hex(), FromChainID: from, ToChainID: to,
		QuoteID: r.Route.QuoteID}, func(r api.StatusRecord) {
		fmt.Printf("%5.1fs %s %s\n", time.Since(start).Seconds(), r.RouteTransactionStatus, r.Status)
	})
	var esc *client.EscalateError
	switch {
	case errors.As(err, &esc):
		return fmt.Errorf("escalate: %w", esc)
	case err != nil:
		return err
	case rec.RouteTransactionStatus == api.StateNeedsGas && rec.Recovery != nil:
		return fmt.Errorf("needs gas: send %s wei to %s on chain %s (%s)", rec.Recovery.Value, rec.Recovery.Target, rec.Recovery.ChainID, rec.Recovery.Description)
	case rec.RouteTransactionStatus != api.StateSuccess || rec.FundsAt == nil:
		return fmt.Errorf("the route ended %s", rec.RouteTransactionStatus)
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
