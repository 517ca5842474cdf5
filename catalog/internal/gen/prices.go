package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
)

// defaultPrices is the reference price snapshot bundled with the generator.
//
//go:embed prices.json
var defaultPrices []byte

// priceBook is a reference USD price snapshot: round values for display and
// devnet seeding, not a live feed.
type priceBook struct {
	AsOf          string                 `json:"asOf"`
	Note          string                 `json:"note"`
	ByCoingeckoID map[string]json.Number `json:"byCoingeckoId"`
	// BySymbol is used only for tokens without a coingeckoId, and holds only
	// symbols that name one asset in this catalog (WETH, USDC, ...).
	BySymbol map[string]json.Number `json:"bySymbol"`
}

// loadPrices reads path, or the bundled snapshot when path is "".
func loadPrices(path string) (*priceBook, error) {
	data := defaultPrices
	if path != "" {
		var err error
		if data, err = os.ReadFile(path); err != nil {
			return nil, err
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	var pb priceBook
	if err := dec.Decode(&pb); err != nil {
		return nil, fmt.Errorf("prices: %w", err)
	}
	if pb.AsOf == "" {
		return nil, fmt.Errorf("prices: asOf is required")
	}
	for _, m := range []map[string]json.Number{pb.ByCoingeckoID, pb.BySymbol} {
		for k, v := range m {
			r, ok := new(big.Rat).SetString(v.String())
			if !ok || r.Sign() < 0 {
				return nil, fmt.Errorf("prices: %q has invalid price %q", k, v)
			}
		}
	}
	return &pb, nil
}

// lookup returns the reference price of a token as a decimal string, or ""
// when it has none: by coingeckoId when the token has one, else by symbol.
func (pb *priceBook) lookup(coingeckoID, symbol string) json.Number {
	if coingeckoID != "" {
		return pb.ByCoingeckoID[coingeckoID]
	}
	return pb.BySymbol[symbol]
}

// usd converts a price to the token's usdPrice number (0 when unknown).
func usd(p json.Number) float64 {
	if p == "" {
		return 0
	}
	f, err := p.Float64()
	if err != nil {
		return 0
	}
	return f
}

// gasTargetUSD is what swapAmountForGas is worth at the reference price.
var gasTargetUSD = big.NewRat(2, 1)

// swapAmountForGas is the integer number of base units of the native asset
// worth gasTargetUSD at price p (rounded down), or "0" without a price.
func swapAmountForGas(p json.Number, decimals int) string {
	if p == "" {
		return "0"
	}
	price, ok := new(big.Rat).SetString(p.String())
	if !ok || price.Sign() <= 0 {
		return "0"
	}
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)
	amount := new(big.Rat).Mul(gasTargetUSD, new(big.Rat).SetInt(scale))
	amount.Quo(amount, price)
	return new(big.Int).Quo(amount.Num(), amount.Denom()).String()
}
