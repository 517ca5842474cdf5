package evmsource

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// CatalogChain returns the static part of one of the catalog's EVM chains:
// ID, NumericID, BridgeName (the catalog's bridgeChainName, else its chain
// name), NativeToken (its nativeCurrency, priced by the catalog's native
// token entry), WrappedNative (chainNativeContracts.wrappedNativeToken)
// and Tokens: every ERC-20 the catalog lists on the chain, with its
// symbol, decimals and USD price (the first of two at one address), and
// Gas = liquidity.DefaultGas(). The catalog is read without feature flags, as the
// devnet world reads it.
func CatalogChain(cat *catalog.Catalog, chainID string) (*liquidity.Chain, error) {
	view := cat.FullView()
	ch, ok := cat.Chain(view, chainID)
	if !ok {
		return nil, fmt.Errorf("chain %q is not in the catalog", chainID)
	}
	if ch.Type != "evm" {
		return nil, fmt.Errorf("chain %q is a %s chain, not an EVM chain", chainID, ch.Type)
	}
	num, err := strconv.ParseUint(chainID, 10, 64)
	if err != nil || num == 0 {
		return nil, fmt.Errorf("chain %q: an EVM chain id must be a positive decimal number", chainID)
	}
	if d := ch.NativeCurrency.Decimals; d < 0 || d > 77 {
		return nil, fmt.Errorf("chain %q: native currency decimals %d out of range", chainID, d)
	}
	c := &liquidity.Chain{ID: chainID, NumericID: num, BridgeName: ch.BridgeChainName, Gas: liquidity.DefaultGas(),
		NativeToken: liquidity.Token{Address: liquidity.Native, Symbol: ch.NativeCurrency.Symbol, Decimals: uint8(ch.NativeCurrency.Decimals)}}
	if c.BridgeName == "" {
		c.BridgeName = ch.ChainName
	}
	if t, ok := cat.Token(view, chainID, catalog.NativeEVMAddress); ok {
		c.NativeToken.USDPrice = t.USDPrice
	}
	if a := ch.ChainNativeContracts.WrappedNativeToken; common.IsHexAddress(a) {
		c.WrappedNative = common.HexToAddress(a)
	}
	seen := map[common.Address]bool{}
	for _, t := range cat.Tokens(view, chainID) {
		if strings.EqualFold(t.Address, catalog.NativeEVMAddress) || !common.IsHexAddress(t.Address) || t.Decimals < 0 || t.Decimals > 77 {
			continue
		}
		a := common.HexToAddress(t.Address)
		if seen[a] {
			continue
		}
		seen[a] = true
		c.Tokens = append(c.Tokens, liquidity.Token{Address: a, Symbol: t.Symbol, Decimals: uint8(t.Decimals), USDPrice: t.USDPrice})
	}
	return c, nil
}
