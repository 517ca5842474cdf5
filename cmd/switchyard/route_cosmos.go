package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"io"
	"time"

	"github.com/btcsuite/btcd/chaincfg"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/cosmostx"
)

// runCosmosRoute is route --execute from a Cosmos chain: the key file's
// secp256k1 key, as its bech32 address on the source chain, signs the
// route's MsgTransfer, which goes to the chain's CometBFT RPC; then the
// route is followed as from an EVM chain.
func runCosmosRoute(ctx context.Context, c *client.Client, rf *routeFlags, key *ecdsa.PrivateKey, src api.Chain, rpcURL string,
	btcNet *chaincfg.Params, followIt, asJSON bool, stdout io.Writer) error {
	if src.Bech32Prefix == "" {
		return fmt.Errorf("chain %s lists no bech32Prefix, so the key's address there is unknown", src.ChainID)
	}
	if rpcURL == "" {
		if rpcURL = src.RPC; rpcURL == "" {
			return fmt.Errorf("chain %s lists no rpc: give --rpc-url (the chain's CometBFT RPC)", *rf.fromChain)
		}
	}
	w, err := cosmostx.Dial(ctx, rpcURL, key, *rf.fromChain, src.Bech32Prefix)
	if err != nil {
		return err
	}
	if err := keyToAddress(ctx, c, rf, key, "cosmos", btcNet); err != nil {
		return err
	}
	req, err := rf.request(ctx, c, w.Address())
	if err != nil {
		return err
	}
	r, err := c.Route(ctx, req)
	if err != nil {
		return err
	}
	ro := &r.Route
	if asJSON {
		printJSON(stdout, r)
	} else {
		printRoute(stdout, ro)
	}
	sent, err := w.Execute(ctx, ro)
	if err != nil {
		return err
	}
	q := api.StatusQuery{TransactionID: sent.TxHash, FromChainID: ro.Params.FromChain, ToChainID: ro.Params.ToChain, QuoteID: ro.QuoteID}
	est := ro.Estimate.EstimatedRouteDuration
	if !asJSON || !followIt {
		fmt.Fprintf(stdout, "sent %s on chain %s (block %d, gas %d, fee %s); follow it with:\nswitchyard status --wait --tx %s --from-chain %s --to-chain %s --quote-id %s --estimate %d\n",
			q.TransactionID, q.FromChainID, sent.Height, sent.Gas, sent.Fee, q.TransactionID, q.FromChainID, q.ToChainID, q.QuoteID, est)
	}
	if !followIt {
		return nil
	}
	return follow(ctx, c, q, time.Duration(est)*time.Second, stdout, asJSON)
}
