package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

// routeFlags are the members of a route request, one flag each.
type routeFlags struct {
	fromChain, fromToken, fromAmount, fromAddress *string
	toAmount                                      *string
	toChain, toToken, toAddress                   *string
	slippage                                      *float64
	quoteOnly, gasOnDest, bypass, boost           *bool
	preHook, postHook, fallbacks, refund, custom  *string
	bridgeTypes                                   *string
}

func addRouteFlags(fs *flag.FlagSet) *routeFlags {
	return &routeFlags{
		fromChain:   fs.String("from-chain", "", "source chain id (required)"),
		fromToken:   fs.String("from-token", "", "source token: address, or symbol listed on the chain (required)"),
		fromAmount:  fs.String("from-amount", "", "amount to send in base units, e.g. 1000000 for 1 USDC (this or --to-amount)"),
		toAmount:    fs.String("to-amount", "", "exact output instead of --from-amount: base units of --to-token to receive"),
		fromAddress: fs.String("from-address", "", "sending wallet (route --execute: the key's address)"),
		toChain:     fs.String("to-chain", "", "destination chain id (default: --from-chain)"),
		toToken:     fs.String("to-token", "", "destination token: address or symbol (required)"),
		toAddress:   fs.String("to-address", "", "recipient (default: the sending wallet)"),
		slippage:    fs.Float64("slippage", 0, "slippage in percent, 0 < s < 100 (default: the service's, 1)"),
		quoteOnly:   fs.Bool("quote-only", false, "ask for a quote without a transaction (exempt from the wallet quote limit)"),
		gasOnDest:   fs.Bool("receive-gas-on-destination", false, "receiveGasOnDestination"),
		bypass:      fs.Bool("bypass-guardrails", false, "bypassGuardrails: allow price impact above the service's limit"),
		boost:       fs.Bool("enable-boost", false, "enableBoost"),
		preHook:     fs.String("pre-hook", "", `preHook as JSON ({"calls":[{"target","callData","value","estimatedGas"}],"description"}) or @file`),
		postHook:    fs.String("post-hook", "", "postHook as JSON or @file"),
		fallbacks:   fs.String("fallback-addresses", "", "fallbackAddresses as coinType:address,… (e.g. 118:cosmos1…)"),
		refund:      fs.String("override-gas-refund-address", "", "overrideGasRefundAddress"),
		custom:      fs.String("custom-params", "", "customParams as a JSON object"),
		bridgeTypes: fs.String("bridge-types", "", "bridgeTypes: gmp, intents or gmp,intents (default both)"),
	}
}

// request builds the route request; token symbols are looked up in the
// service's listing of the chain.
func (f *routeFlags) request(ctx context.Context, c *client.Client, from string) (api.RouteRequest, error) {
	r := api.RouteRequest{FromChain: *f.fromChain, FromAmount: *f.fromAmount, ToAmount: *f.toAmount, FromAddress: *f.fromAddress, ToChain: *f.toChain,
		ToAddress: *f.toAddress, QuoteOnly: *f.quoteOnly, ReceiveGasOnDestination: *f.gasOnDest, BypassGuardrails: *f.bypass,
		EnableBoost: *f.boost, OverrideGasRefundAddress: *f.refund}
	if from != "" {
		if r.FromAddress != "" && !strings.EqualFold(r.FromAddress, from) {
			return r, fmt.Errorf("--from-address %s is not the key's address %s", r.FromAddress, from)
		}
		r.FromAddress = from
	}
	if (r.FromAmount == "") == (r.ToAmount == "") {
		return r, errors.New("give --from-amount (the amount to send) or --to-amount (the amount to receive), one of them")
	}
	for name, v := range map[string]string{"from-chain": r.FromChain, "from-token": *f.fromToken,
		"to-token": *f.toToken, "from-address": r.FromAddress} {
		if v == "" {
			return r, fmt.Errorf("--%s is required", name)
		}
	}
	if r.ToChain == "" {
		r.ToChain = r.FromChain
	}
	if r.ToAddress == "" {
		r.ToAddress = r.FromAddress
	}
	var err error
	if r.FromToken, err = resolveToken(ctx, c, r.FromChain, *f.fromToken); err != nil {
		return r, err
	}
	if r.ToToken, err = resolveToken(ctx, c, r.ToChain, *f.toToken); err != nil {
		return r, err
	}
	if *f.slippage != 0 {
		r.Slippage = f.slippage
	}
	for _, h := range []struct {
		flag, val string
		dst       **api.Hook
	}{{"pre-hook", *f.preHook, &r.PreHook}, {"post-hook", *f.postHook, &r.PostHook}} {
		if h.val == "" {
			continue
		}
		*h.dst = new(api.Hook)
		if err := readJSONFlag(h.val, *h.dst); err != nil {
			return r, fmt.Errorf("--%s: %w", h.flag, err)
		}
	}
	for _, fa := range splitList(*f.fallbacks) {
		ct, addr, ok := strings.Cut(fa, ":")
		n, err := strconv.ParseUint(ct, 10, 32)
		if !ok || err != nil {
			return r, fmt.Errorf("--fallback-addresses: %q is not coinType:address", fa)
		}
		r.FallbackAddresses = append(r.FallbackAddresses, api.FallbackAddress{CoinType: uint32(n), Address: addr})
	}
	if *f.custom != "" {
		if !json.Valid([]byte(*f.custom)) {
			return r, fmt.Errorf("--custom-params is not JSON")
		}
		r.CustomParams = json.RawMessage(*f.custom)
	}
	for _, b := range splitList(*f.bridgeTypes) {
		r.BridgeTypes = append(r.BridgeTypes, api.BridgeType(b))
	}
	return r, nil
}

// readJSONFlag decodes a flag's JSON, given inline or as @file.
func readJSONFlag(val string, dst any) error {
	b := []byte(val)
	if name, ok := strings.CutPrefix(val, "@"); ok {
		var err error
		if b, err = os.ReadFile(name); err != nil {
			return err
		}
	}
	return json.Unmarshal(b, dst)
}

// resolveToken returns an address as is and looks a symbol up on the chain.
func resolveToken(ctx context.Context, c *client.Client, chainID, tok string) (string, error) {
	if strings.HasPrefix(tok, "0x") || len(tok) > 16 {
		return tok, nil
	}
	tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: chainID, Fields: []string{"symbol", "address"}})
	if err != nil {
		return "", fmt.Errorf("looking up %s on chain %s: %w", tok, chainID, err)
	}
	for _, t := range tokens {
		if t.Address == tok { // a short Cosmos denom, e.g. uusdc
			return t.Address, nil
		}
	}
	for _, t := range tokens {
		if strings.EqualFold(t.Symbol, tok) {
			return t.Address, nil
		}
	}
	return "", fmt.Errorf("no token with symbol %q on chain %s (switchyard tokens --chain %s lists them)", tok, chainID, chainID)
}

func runQuote(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("quote", stderr)
	svc := addServiceFlags(fs)
	rf := addRouteFlags(fs)
	asJSON := fs.Bool("json", false, "print the service's answer as it is")
	if err := parseFlags(fs, args, nil, serviceEnv...); err != nil {
		return err
	}
	c, err := svc.client()
	if err != nil {
		return err
	}
	req, err := rf.request(ctx, c, "")
	if err != nil {
		return err
	}
	if *asJSON {
		raw, err := c.RouteJSON(ctx, req)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", raw)
		return err
	}
	r, err := c.Route(ctx, req)
	if err != nil {
		return err
	}
	printRoute(stdout, &r.Route)
	return nil
}

// printRoute is a route for a person: what goes in, what comes out at
// least, the steps, the costs and the transaction.
func printRoute(w io.Writer, r *api.Route) {
	e := &r.Estimate
	kind := "QUOTE"
	if r.TransactionRequest != nil {
		kind = r.TransactionRequest.RouteType
	}
	expires := ""
	if at, err := strconv.ParseInt(e.ExpiresAt, 10, 64); err == nil {
		expires = fmt.Sprintf(", expires in %s", time.Until(time.Unix(at, 0)).Round(time.Second))
	}
	fmt.Fprintf(w, "route %s: chain %s → chain %s (quote %s%s)\n", kind, r.Params.FromChain, r.Params.ToChain, r.QuoteID, expires)
	fmt.Fprintf(w, "  send      %s ($%s)\n", tokenAmount(e.FromAmount, e.FromToken), e.FromAmountUSD)
	fmt.Fprintf(w, "  receive   %s ($%s), at least %s\n", tokenAmount(e.ToAmount, e.ToToken), e.ToAmountUSD, tokenAmount(e.ToAmountMin, e.ToToken))
	fmt.Fprintf(w, "  rate      %s, price impact %s%%, slippage %g%%\n", e.ExchangeRate, e.AggregatePriceImpact, e.AggregateSlippage)
	for i, a := range e.Actions {
		fmt.Fprintf(w, "  step %d    %s: %s (%s)\n", i+1, a.Type, a.Description, a.Provider)
	}
	for _, c := range append(append([]api.Cost(nil), e.GasCosts...), e.FeeCosts...) {
		fmt.Fprintf(w, "  cost      %s: %s ($%s)\n", c.Name, tokenAmount(c.Amount, c.Token), c.AmountUSD)
	}
	if e.EstimatedRouteDurationP90 > e.EstimatedRouteDuration {
		fmt.Fprintf(w, "  duration  about %d s (9 in 10 within %d s)\n", e.EstimatedRouteDuration, e.EstimatedRouteDurationP90)
	} else {
		fmt.Fprintf(w, "  duration  about %d s\n", e.EstimatedRouteDuration)
	}
	if t := r.TransactionRequest; t != nil {
		if m, err := api.ParseCosmosTransfer(t.Data); err == nil {
			fmt.Fprintf(w, "  sign      MsgTransfer over %s/%s to %s, gasLimit %s at %s, on chain %s\n", m.SourcePort, m.SourceChannel,
				m.Receiver, t.GasLimit, t.GasPrice, r.Params.FromChain)
			return
		}
		fmt.Fprintf(w, "  send tx   to %s value %s gasLimit %s on chain %s\n", t.Target, t.Value, t.GasLimit, r.Params.FromChain)
	}
}
