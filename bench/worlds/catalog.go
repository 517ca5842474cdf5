package worlds

import (
	"bytes"
	"encoding/json"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// catalogChain is a catalog file's chain entry: the fields a chain must
// give (the loader derives id and rpc); tokens, native currency and native
// contracts use the catalog's own types.
type (
	catalogChain struct {
		ChainID                 string                  `json:"chainId"`
		NetworkIdentifier       string                  `json:"networkIdentifier"`
		ChainName               string                  `json:"chainName"`
		BridgeChainName         string                  `json:"bridgeChainName"`
		Type                    string                  `json:"type"`
		NetworkName             string                  `json:"networkName"`
		NativeCurrency          catalog.NativeCurrency  `json:"nativeCurrency"`
		ChainIconURI            string                  `json:"chainIconURI"`
		BlockExplorerURLs       []string                `json:"blockExplorerUrls"`
		SwapAmountForGas        string                  `json:"swapAmountForGas"`
		SameChainSwapsSupported bool                    `json:"sameChainSwapsSupported"`
		RPCList                 []string                `json:"rpcList"`
		ChainNativeContracts    catalog.NativeContracts `json:"chainNativeContracts"`
		CAIP2                   string                  `json:"caip2"`
	}
)

// catalogJSON writes the world's catalog file: mode "replace", one chain
// or token per line. Each chain lists its native asset (at
// liquidity.Native) and its Tokens; addresses are EIP-55.
func catalogJSON(w *World, metas []chainMeta) ([]byte, error) {
	var buf bytes.Buffer
	n := 0
	for _, c := range w.Chains {
		n += len(c.Tokens) + 1
	}
	buf.Grow(len(w.Chains)*700 + n*230)
	enc := json.NewEncoder(&buf) // one value and a newline per Encode
	enc.SetEscapeHTML(false)
	buf.WriteString("{\"mode\": \"replace\",\n\"chains\": [\n")
	for i, c := range w.Chains {
		info, m := &w.Info[i], &metas[i]
		if i > 0 {
			buf.WriteString(",\n")
		}
		host := info.Network + ".invalid"
		if err := enc.Encode(catalogChain{
			ChainID:           c.ID,
			NetworkIdentifier: info.Network,
			ChainName:         info.Name,
			BridgeChainName:   c.BridgeName,
			Type:              "evm",
			NetworkName:       info.Name,
			NativeCurrency:    catalog.NativeCurrency{Name: m.native.name, Symbol: m.native.symbol, Decimals: int(m.native.decimals)},
			BlockExplorerURLs: []string{"https://explorer." + host},
			SwapAmountForGas:  "0",
			RPCList:           []string{"https://rpc." + host},
			ChainNativeContracts: catalog.NativeContracts{
				WrappedNativeToken: c.WrappedNative.Hex(),
				Multicall:          c.Contracts.Multicall.Hex(),
				USDCToken:          m.usdc.Hex(),
			},
			SameChainSwapsSupported: true,
			CAIP2:                   "eip155:" + c.ID,
		}); err != nil {
			return nil, err
		}
		buf.Truncate(buf.Len() - 1)
	}
	buf.WriteString("\n],\n\"tokens\": [\n")
	first := true
	token := func(t catalog.TokenFields) error {
		if !first {
			buf.WriteString(",\n")
		}
		first = false
		t.Type = "evm"
		if err := enc.Encode(t); err != nil {
			return err
		}
		buf.Truncate(buf.Len() - 1)
		return nil
	}
	for i, c := range w.Chains {
		m := &metas[i]
		nat := m.native
		if err := token(catalog.TokenFields{Symbol: nat.symbol, Address: liquidity.Native.Hex(), ChainID: c.ID, Decimals: int(nat.decimals),
			USDPrice: nat.price, Name: nat.name, Volatility: int(nat.volatility)}); err != nil {
			return nil, err
		}
		for k, t := range c.Tokens {
			s := &m.specs[k]
			ct := catalog.TokenFields{Symbol: t.Symbol, Address: t.Address.Hex(), ChainID: c.ID, Decimals: int(t.Decimals),
				USDPrice: t.USDPrice, Name: s.name, Volatility: int(s.volatility)}
			if int32(k) == w.Info[i].Bridged {
				ct.BridgeNetworkSymbol = BridgedSymbol
			}
			if err := token(ct); err != nil {
				return nil, err
			}
		}
	}
	buf.WriteString("\n]}\n")
	return buf.Bytes(), nil
}
