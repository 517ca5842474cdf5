package catalog

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// CosmosNode is a Cosmos chain as a devnet runs it: where clients reach
// it, what its accounts and fees look like, and the denoms routes use on
// it. WithCosmos writes it into the catalog's chain and token objects.
type CosmosNode struct {
	ChainID string
	RPC     string // CometBFT RPC
	REST    string // LCD (REST, gRPC gateway)
	// Bech32Prefix is the account prefix ("osmo"); the other prefixes of
	// bech32Config derive from it as the Cosmos SDK derives them.
	Bech32Prefix string
	// Fee is the fee currency and its gas prices per unit, low, average
	// and high, as wallets offer them.
	Fee                          CosmosCurrency
	GasPriceLow, GasPriceAverage float64
	GasPriceHigh                 float64
	// Tokens are listed as the chain's tokens (the bridged asset's denom
	// first of all), replacing any listed token of the same denom.
	Tokens []CosmosToken
}

// CosmosCurrency is a bank denom as wallets list it.
type CosmosCurrency struct {
	Denom    string // base denom: "uosmo", "ibc/…"
	Symbol   string
	Decimals int
}

// CosmosToken is a denom of a devnet chain listed as a token.
type CosmosToken struct {
	CosmosCurrency
	Name     string
	USDPrice float64
	// BridgeNetworkSymbol is the asset's symbol on the bridge network
	// ("axlUSDC") for the bridged asset, else "".
	BridgeNetworkSymbol string
}

// WithCosmos returns a copy of the catalog in which each node's chain
// (already in the catalog, of type cosmos) is reached at the node's RPC
// and carries what Cosmos clients read (rest, bech32Config, feeCurrencies
// with gasPriceStep, currencies, coinType 118), and lists the node's
// tokens. The operator-only privateRpcList of those chains is cleared, as
// WithRPC does; every other chain and token is shared with c.
func (c *Catalog) WithCosmos(nodes []CosmosNode) (*Catalog, error) {
	var problems []string
	byID := map[string]CosmosNode{}
	for _, n := range nodes {
		ch, ok := c.byID[n.ChainID]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("chain %q is not in the catalog", n.ChainID))
		case ch.Type != "cosmos":
			problems = append(problems, fmt.Sprintf("chain %q is a %s chain, not a cosmos one", n.ChainID, ch.Type))
		case !isHTTPURL(n.RPC) || !isHTTPURL(n.REST):
			problems = append(problems, fmt.Sprintf("chain %q: RPC %q and REST %q must be http(s) URLs", n.ChainID, n.RPC, n.REST))
		case n.Bech32Prefix == "" || n.Fee.Denom == "":
			problems = append(problems, fmt.Sprintf("chain %q: a bech32 prefix and a fee denom are required", n.ChainID))
		case !(n.GasPriceLow >= 0 && n.GasPriceLow <= n.GasPriceAverage && n.GasPriceAverage <= n.GasPriceHigh) || math.IsInf(n.GasPriceHigh, 0):
			problems = append(problems, fmt.Sprintf("chain %q: gas prices must satisfy 0 <= low <= average <= high", n.ChainID))
		}
		byID[n.ChainID] = n
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("devnet cosmos chains:\n  %s", strings.Join(problems, "\n  "))
	}
	chains := make([]*Chain, len(c.chains))
	replaced := map[string]bool{}
	var added []*Token
	for i, ch := range c.chains {
		n, ok := byID[ch.ChainID]
		if !ok {
			chains[i] = ch
			continue
		}
		nc, err := ch.withCosmos(n)
		if err != nil {
			return nil, fmt.Errorf("chain %q: %w", ch.ChainID, err)
		}
		chains[i] = nc
		for _, t := range n.Tokens {
			raw, err := json.Marshal(map[string]any{"symbol": t.Symbol, "address": t.Denom, "chainId": n.ChainID, "decimals": t.Decimals,
				"usdPrice": t.USDPrice, "type": "cosmos", "name": t.Name, "bridgeNetworkSymbol": t.BridgeNetworkSymbol})
			if err != nil {
				return nil, err
			}
			tok, err := decodeToken(raw)
			if err != nil {
				return nil, fmt.Errorf("chain %q token %q: %w", n.ChainID, t.Denom, err)
			}
			added = append(added, tok)
			replaced[tokenKey(n.ChainID, t.Denom, "cosmos")] = true
		}
	}
	tokens := make([]*Token, 0, len(c.tokens)+len(added))
	for _, t := range c.tokens {
		if !replaced[tokenKey(t.ChainID, t.Address, t.Type)] {
			tokens = append(tokens, t)
		}
	}
	tokens = append(tokens, added...)
	if p := validate(chains, tokens); len(p) > 0 {
		return nil, fmt.Errorf("devnet cosmos chains:\n  %s", strings.Join(p, "\n  "))
	}
	return newCatalog(chains, tokens), nil
}

// withCosmos is a copy of the chain as the node runs it.
func (ch *Chain) withCosmos(n CosmosNode) (*Chain, error) {
	nc, err := ch.withRPC([]string{n.RPC})
	if err != nil {
		return nil, err
	}
	p := n.Bech32Prefix
	step := map[string]float64{"low": n.GasPriceLow, "average": n.GasPriceAverage, "high": n.GasPriceHigh}
	fee := map[string]any{"coinDenom": n.Fee.Symbol, "coinMinimalDenom": n.Fee.Denom, "coinDecimals": n.Fee.Decimals, "gasPriceStep": step}
	currencies := []any{map[string]any{"coinDenom": n.Fee.Symbol, "coinMinimalDenom": n.Fee.Denom, "coinDecimals": n.Fee.Decimals}}
	for _, t := range n.Tokens {
		if t.Denom != n.Fee.Denom {
			currencies = append(currencies, map[string]any{"coinDenom": t.Symbol, "coinMinimalDenom": t.Denom, "coinDecimals": t.Decimals})
		}
	}
	fields := map[string]any{
		"rest":          n.REST,
		"bech32Prefix":  p,
		"coinType":      118,
		"gasPriceStep":  step,
		"feeCurrencies": []any{fee},
		"currencies":    currencies,
		"bech32Config": map[string]string{
			"bech32PrefixAccAddr": p, "bech32PrefixAccPub": p + "pub",
			"bech32PrefixValAddr": p + "valoper", "bech32PrefixValPub": p + "valoperpub",
			"bech32PrefixConsAddr": p + "valcons", "bech32PrefixConsPub": p + "valconspub",
		},
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		raw, err := json.Marshal(fields[k])
		if err != nil {
			return nil, err
		}
		nc.obj = nc.obj.with(k, raw)
		switch k {
		case "feeCurrencies":
			nc.FeeCurrencies = []json.RawMessage{mustRaw(fee)}
		case "currencies":
			nc.Currencies = make([]json.RawMessage, len(currencies))
			for i, c := range currencies {
				nc.Currencies[i] = mustRaw(c)
			}
		}
	}
	nc.Bech32Prefix = p
	nc.Features = slices.Clone(nc.Features)
	return nc, nil
}

func mustRaw(v any) json.RawMessage {
	b, _ := json.Marshal(v) // maps of strings and numbers always encode
	return b
}
