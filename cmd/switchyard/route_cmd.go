package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/evmtx"
)

// runRoute quotes a route and, with --execute, performs it as a v2
// client does (approve fromToken to the target when the allowance is
// short, send {to, data, value, gasLimit}) and follows it to the end.
func runRoute(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("route", stderr)
	svc := addServiceFlags(fs)
	rf := addRouteFlags(fs)
	execute := fs.Bool("execute", false, "sign and send the route's transaction, then follow it")
	keyFile := fs.String("key-file", "", "file holding the sender's hex private key (or env SWITCHYARD_PRIVATE_KEY); on a Cosmos chain the same secp256k1 key signs, as the chain's bech32 address of it")
	rpcURL := fs.String("rpc-url", "", "JSON-RPC of the source chain, CometBFT's RPC on a Cosmos chain (default: the chain's rpc from /v2/chains)")
	followIt := fs.Bool("follow", true, "after sending, follow the transaction as status --wait does")
	asJSON := fs.Bool("json", false, "print the route and the status records as JSON")
	btcNet := fs.String("bitcoin-network", "regtest", "the network of the key's Bitcoin address (from or to the bitcoin chain): regtest (the devnet's) or mainnet")
	if err := parseFlags(fs, args, nil, serviceEnv...); err != nil {
		return err
	}
	c, err := svc.client()
	if err != nil {
		return err
	}
	if !*execute {
		req, err := rf.request(ctx, c, "")
		if err != nil {
			return err
		}
		r, err := c.Route(ctx, req)
		if err != nil {
			return err
		}
		printRoute(stdout, &r.Route)
		fmt.Fprintln(stdout, "(not sent: add --execute --key-file F to send it)")
		return nil
	}
	if *rf.quoteOnly {
		return errors.New("route --execute needs a transaction: leave out --quote-only")
	}
	if *rf.fromChain == bitcoinChain {
		return routeFromBitcoin(ctx, c, rf, *keyFile, *btcNet, *rpcURL, *followIt, *asJSON, stdout, stderr)
	}
	key, err := loadKey(*keyFile)
	if err != nil {
		return err
	}
	if st, err := os.Stat(*keyFile); *keyFile != "" && err == nil && st.Mode().Perm()&0o077 != 0 {
		fmt.Fprintf(stderr, "warning: %s can be read by other users (mode %v): chmod 600 it\n", *keyFile, st.Mode().Perm())
	}
	src, err := sourceChain(ctx, c, *rf.fromChain)
	if err != nil {
		return err
	}
	net, ok := bitcoinNetworks[*btcNet]
	if !ok {
		return fmt.Errorf("--bitcoin-network %q: want regtest (the devnet's) or mainnet", *btcNet)
	}
	if src.ChainType == "cosmos" {
		return runCosmosRoute(ctx, c, rf, key, src, *rpcURL, net, *followIt, *asJSON, stdout)
	}
	if err := keyToAddress(ctx, c, rf, key, "evm", net); err != nil {
		return err
	}
	req, err := rf.request(ctx, c, crypto.PubkeyToAddress(key.PublicKey).Hex())
	if err != nil {
		return err
	}
	url := *rpcURL
	if url == "" {
		if url = src.RPC; url == "" {
			return fmt.Errorf("chain %s lists no rpc: give --rpc-url", req.FromChain)
		}
	}
	w, err := evmtx.Dial(ctx, url, key, req.FromChain)
	if err != nil {
		return err
	}
	defer w.Close()
	r, err := c.Route(ctx, req)
	if err != nil {
		return err
	}
	ro := &r.Route
	if *asJSON {
		printJSON(stdout, r)
	} else {
		printRoute(stdout, ro)
	}
	sent, err := w.Execute(ctx, ro)
	if err != nil {
		return err
	}
	if a := sent.Approval; a != nil && !*asJSON {
		fmt.Fprintf(stdout, "approved %s of %s to %s: %s in block %d\n", ro.Params.FromAmount, ro.Params.FromToken,
			ro.TransactionRequest.Target, a.TxHash.Hex(), a.BlockNumber)
	}
	q := api.StatusQuery{TransactionID: sent.Tx.Hex(), FromChainID: ro.Params.FromChain, ToChainID: ro.Params.ToChain, QuoteID: ro.QuoteID}
	est := ro.Estimate.EstimatedRouteDuration
	if !*asJSON || !*followIt {
		fmt.Fprintf(stdout, "sent %s on chain %s; follow it with:\nswitchyard status --wait --tx %s --from-chain %s --to-chain %s --quote-id %s --estimate %d\n",
			q.TransactionID, q.FromChainID, q.TransactionID, q.FromChainID, q.ToChainID, q.QuoteID, est)
	}
	if !*followIt {
		return nil
	}
	return follow(ctx, c, q, time.Duration(est)*time.Second, stdout, *asJSON)
}

// sourceChain is the route's source chain as the service lists it: its
// family, RPC and bech32 prefix (empty without --from-chain, which the
// request then asks for).
func sourceChain(ctx context.Context, c *client.Client, chainID string) (api.Chain, error) {
	if chainID == "" {
		return api.Chain{}, nil
	}
	chains, err := c.Chains(ctx, client.ListQuery{ChainID: chainID, Fields: []string{"rpc", "chainType", "bech32Prefix"}})
	if err != nil {
		return api.Chain{}, err
	}
	if len(chains) == 0 {
		return api.Chain{}, nil
	}
	return chains[0], nil
}

// loadKey reads the sender's key from a file or SWITCHYARD_PRIVATE_KEY,
// never from a flag value (flags show in process lists and shell history).
func loadKey(file string) (*ecdsa.PrivateKey, error) {
	switch {
	case file != "":
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("--key-file: %w", err)
		}
		return evmtx.ParseKey(string(b))
	case os.Getenv("SWITCHYARD_PRIVATE_KEY") != "":
		return evmtx.ParseKey(os.Getenv("SWITCHYARD_PRIVATE_KEY"))
	}
	return nil, errors.New("a key is required: --key-file F or SWITCHYARD_PRIVATE_KEY")
}
