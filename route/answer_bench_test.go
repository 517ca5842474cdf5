package route

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// benchService is newServiceWorld for a benchmark.
func benchService(b *testing.B) (*Service, *catalog.Catalog, *liquidity.Chain, *liquidity.Chain) {
	e, a, c := testEngine(b)
	type obj = map[string]any
	var chains, tokens []obj
	for _, ch := range []*liquidity.Chain{a, c} {
		chains = append(chains, obj{"chainId": ch.ID, "networkIdentifier": "chain-" + ch.ID, "chainName": "Chain " + ch.ID, "type": "evm", "swapAmountForGas": "666666666666666",
			"nativeCurrency": obj{"name": "Ether", "symbol": "ETH", "decimals": 18, "icon": ""}})
		tokens = append(tokens, obj{"symbol": "ETH", "address": catalog.NativeEVMAddress, "chainId": ch.ID, "decimals": 18, "usdPrice": 3000, "type": "evm", "name": "Ether"})
		for _, tok := range ch.Tokens {
			tokens = append(tokens, obj{"symbol": tok.Symbol, "address": tok.Address.Hex(), "chainId": ch.ID, "decimals": tok.Decimals,
				"usdPrice": tok.USDPrice, "type": "evm", "name": tok.Symbol})
		}
	}
	raw, _ := json.Marshal(obj{"mode": "replace", "chains": chains, "tokens": tokens})
	path := filepath.Join(b.TempDir(), "catalog.json")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		b.Fatal(err)
	}
	cat, err := catalog.LoadWithOverride(path)
	if err != nil {
		b.Fatal(err)
	}
	svc := NewService(ServiceConfig{Catalog: cat, Engine: e, Signer: &flakySigner{}})
	return svc, cat, a, c
}

// BenchmarkAnswerPieces times the parts of an answer around its plan: the
// request's validation, the route object's build and its encoding.
func BenchmarkAnswerPieces(b *testing.B) {
	s, cat, a, c := benchService(b)
	r := Request{FromChain: a.ID, FromToken: sym(a, "TKN").Hex(), FromAmount: "1000000000000000000000", FromAddress: user,
		ToChain: c.ID, ToToken: sym(c, "DAI").Hex(), ToAddress: user, QuoteOnly: true}
	view := cat.FullView()
	v, err := validate(s.cfg.Addresses, cat, view, r)
	if err != nil {
		b.Fatal(err)
	}
	pl, err := s.cfg.Engine.Plan(context.Background(), &v.Engine)
	if err != nil {
		b.Fatal(err)
	}
	now := time.Unix(1796000000, 0)
	ro, err := s.build(v, pl, now)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("validate", func(b *testing.B) {
		for b.Loop() {
			validate(s.cfg.Addresses, cat, view, r)
		}
	})
	b.Run("build", func(b *testing.B) {
		for b.Loop() {
			s.build(v, pl, now)
		}
	})
	b.Run("marshal", func(b *testing.B) {
		for b.Loop() {
			marshalAnswer(ro)
		}
	})
}
