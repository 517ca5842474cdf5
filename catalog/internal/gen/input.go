package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// srcChain is one entry of the reference chains.json (see SOURCES.md in the
// data folder for the meaning of every field). Fields the catalog does not
// use are not decoded.
type srcChain struct {
	Family             string         `json:"family"`
	ChainID            string         `json:"chainId"`
	CAIP2              *string        `json:"caip2"`
	Name               string         `json:"name"`
	NetworkIdentifier  string         `json:"networkIdentifier"`
	NativeCurrency     srcNative      `json:"nativeCurrency"`
	NativeTokenAddress string         `json:"nativeTokenAddress"`
	RPCURLs            []string       `json:"rpcUrls"`
	BlockExplorerURLs  []string       `json:"blockExplorerUrls"`
	WrappedNativeToken *srcAddressRef `json:"wrappedNativeToken"`
	USDC               *srcAddressRef `json:"usdc"`
	Multicall3         string         `json:"multicall3"`
	Bech32Prefix       string         `json:"bech32Prefix"`
	StakingDenom       string         `json:"stakingDenom"`
	FeeDenoms          []string       `json:"feeDenoms"`
	LogoURI            string         `json:"logoURI"`
}

type srcNative struct {
	Name     string `json:"name"`
	Symbol   string `json:"symbol"`
	Decimals int    `json:"decimals"`
	Denom    string `json:"denom"`
}

type srcAddressRef struct {
	Address  string `json:"address"`
	Symbol   string `json:"symbol"`
	Decimals int    `json:"decimals"`
}

// srcToken is one entry of the reference tokens.json.
type srcToken struct {
	Family      string  `json:"family"`
	ChainID     string  `json:"chainId"`
	Address     string  `json:"address"`
	Symbol      string  `json:"symbol"`
	Name        string  `json:"name"`
	Decimals    int     `json:"decimals"`
	CoingeckoID string  `json:"coingeckoId"`
	LogoURI     string  `json:"logoURI"`
	Confidence  string  `json:"confidence"`
	IBC         *srcIBC `json:"ibc"`
}

type srcIBC struct {
	Path              string `json:"path"`
	CounterpartyChain string `json:"counterpartyChain"`
	CounterpartyDenom string `json:"counterpartyDenom"`
}

// loadData reads chains.json and tokens.json from dir.
func loadData(dir string) ([]srcChain, []srcToken, error) {
	var chains []srcChain
	if err := readJSON(filepath.Join(dir, "chains.json"), &chains); err != nil {
		return nil, nil, err
	}
	var tokens []srcToken
	if err := readJSON(filepath.Join(dir, "tokens.json"), &tokens); err != nil {
		return nil, nil, err
	}
	if len(chains) == 0 || len(tokens) == 0 {
		return nil, nil, fmt.Errorf("%s: chains.json or tokens.json is empty", dir)
	}
	return chains, tokens, nil
}

func readJSON(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
