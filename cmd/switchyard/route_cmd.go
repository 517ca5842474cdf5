package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

// runRoute quotes a route and, with --execute, performs it as a v2
// client does (approve fromToken to the target when the allowance is
// short, send {to, data, value, gasLimit}) and follows it to the end.
func runRoute(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("route", stderr)
	svc := addServiceFlags(fs)
	rf := addRouteFlags(fs)
	execute := fs.Bool("execute", false, "sign and send the route's transaction, then follow it")
	keyFile := fs.String("key-file", "", "file holding the sender's hex private key (or env SWITCHYARD_PRIVATE_KEY)")
	rpcURL := fs.String("rpc-url", "", "JSON-RPC of the source chain (default: the chain's rpc from /v2/chains)")
	followIt := fs.Bool("follow", true, "after sending, follow the transaction as status --wait does")
	asJSON := fs.Bool("json", false, "print the route and the status records as JSON")
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
	key, err := loadKey(*keyFile)
	if err != nil {
		return err
	}
	req, err := rf.request(ctx, c, key.address().Hex())
	if err != nil {
		return err
	}
	url := *rpcURL
	if url == "" {
		if url, err = chainRPC(ctx, c, req.FromChain); err != nil {
			return err
		}
	}
	w, err := dialWallet(ctx, key, url, req.FromChain)
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
	tx, err := sendRoute(ctx, w, ro, stdout)
	if err != nil {
		return err
	}
	q := api.StatusQuery{TransactionID: tx.Hex(), FromChainID: ro.Params.FromChain, ToChainID: ro.Params.ToChain, QuoteID: ro.QuoteID}
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

// chainRPC is the chain's preferred JSON-RPC as the service lists it.
func chainRPC(ctx context.Context, c *client.Client, chainID string) (string, error) {
	chains, err := c.Chains(ctx, client.ListQuery{ChainID: chainID, Fields: []string{"rpc"}})
	if err != nil {
		return "", err
	}
	if len(chains) == 0 || chains[0].RPC == "" {
		return "", fmt.Errorf("chain %s lists no rpc: give --rpc-url", chainID)
	}
	return chains[0].RPC, nil
}

// sendRoute approves when the allowance is short, then sends the route's
// transaction as quoted.
func sendRoute(ctx context.Context, w *sender, ro *api.Route, out io.Writer) (common.Hash, error) {
	t := ro.TransactionRequest
	if t == nil {
		return common.Hash{}, errors.New("the answer has no transactionRequest")
	}
	if !common.IsHexAddress(t.Target) {
		return common.Hash{}, fmt.Errorf("transactionRequest.target %q is not an address", t.Target)
	}
	target := common.HexToAddress(t.Target)
	value, ok1 := new(big.Int).SetString(t.Value, 10)
	gas, err := strconv.ParseUint(t.GasLimit, 10, 64)
	data, err2 := hexutil.Decode(t.Data)
	amount, ok2 := new(big.Int).SetString(ro.Params.FromAmount, 10)
	if !ok1 || !ok2 || err != nil || err2 != nil {
		return common.Hash{}, fmt.Errorf("transactionRequest is malformed: value %q gasLimit %q", t.Value, t.GasLimit)
	}
	if !strings.EqualFold(ro.Params.FromToken, api.NativeEVMAddress) {
		if err := w.ensureAllowance(ctx, common.HexToAddress(ro.Params.FromToken), target, amount, out); err != nil {
			return common.Hash{}, err
		}
	}
	return w.send(ctx, target, value, gas, data)
}
