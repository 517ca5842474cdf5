// Package catalog owns the chains and tokens Switchyard serves: the model,
// loading and validating the bundled or operator catalog, visibility by
// integrator feature flags, ordering, and field selection for listings.
package catalog

import "encoding/json"

// Families of chains and the token family each one carries ("" for none).
var chainFamilies = map[string]string{
	"evm":     "evm",
	"cosmos":  "cosmos",
	"bitcoin": "bitcoin",
	"solana":  "solana",
	"sui":     "sui",
	"xrpl":    "xrpl",
	"stellar": "stellar",
	"canton":  "",
}

// NativeEVMAddress is the address that stands for an EVM chain's native asset.
const NativeEVMAddress = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"

// ChainFields are the public fields of a chain in the order the API lists
// them (the interface's chain configuration table plus `chainType`, `rpc`,
// `caip2` and `bech32Prefix`).
type ChainFields struct {
	ID                string `json:"id"`
	ChainID           string `json:"chainId"`
	NetworkIdentifier string `json:"networkIdentifier"`
	ChainName         string `json:"chainName"`
	BridgeChainName   string `json:"bridgeChainName"`
	Type              string `json:"type"`
	// ChainType repeats Type: existing v2 SDKs dispatch on this name
	// (decisions: Compatibility with existing v2 clients).
	ChainType               string            `json:"chainType"`
	NetworkName             string            `json:"networkName"`
	NativeCurrency          NativeCurrency    `json:"nativeCurrency"`
	ChainIconURI            string            `json:"chainIconURI"`
	BlockExplorerURLs       []string          `json:"blockExplorerUrls"`
	SwapAmountForGas        string            `json:"swapAmountForGas"`
	SameChainSwapsSupported bool              `json:"sameChainSwapsSupported"`
	Compliance              *Compliance       `json:"compliance,omitempty"`
	BoostSupported          bool              `json:"boostSupported"`
	EnableBoostByDefault    bool              `json:"enableBoostByDefault"`
	RPCList                 []string          `json:"rpcList"`
	RPC                     string            `json:"rpc"`
	Visible                 *bool             `json:"visible"`
	ChainNativeContracts    NativeContracts   `json:"chainNativeContracts"`
	FeeCurrencies           []json.RawMessage `json:"feeCurrencies"`
	Currencies              []json.RawMessage `json:"currencies"`
	Features                []json.RawMessage `json:"features"`
	BridgeFeeMultiplier     *float64          `json:"bridgeFeeMultiplier,omitempty"`
	CAIP2                   string            `json:"caip2,omitempty"`
	Bech32Prefix            string            `json:"bech32Prefix,omitempty"`
}

// NativeCurrency describes a chain's native asset.
type NativeCurrency struct {
	Name     string `json:"name"`
	Symbol   string `json:"symbol"`
	Decimals int    `json:"decimals"`
	Icon     string `json:"icon"`
}

// Compliance carries the chain's screening identifier.
type Compliance struct {
	TRMIdentifier string `json:"trmIdentifier"`
}

// NativeContracts are well-known contracts of a chain.
type NativeContracts struct {
	WrappedNativeToken string `json:"wrappedNativeToken"`
	ENSRegistry        string `json:"ensRegistry"`
	Multicall          string `json:"multicall"`
	USDCToken          string `json:"usdcToken"`
}

// operatorFields are the model's operator-only fields: decoded from the
// catalog file, never selectable and never serialized.
type operatorFields struct {
	RequiredFeature  string          `json:"requiredFeature"`
	PrivateRPCList   []string        `json:"privateRpcList"`
	LiquiditySources json.RawMessage `json:"liquiditySources"`
}

// blockedFields are the names of operatorFields; requests may name them but
// they select nothing.
var blockedFields = map[string]bool{
	"requiredFeature":  true,
	"privateRpcList":   true,
	"liquiditySources": true,
}

// Chain is one chain of the catalog.
type Chain struct {
	ChainFields
	operatorFields
	obj object
}

// RequiredFeature is the feature flag an integrator needs to see the chain.
func (c *Chain) RequiredFeature() string { return c.operatorFields.RequiredFeature }

// PrivateRPCList are operator RPC URLs that may embed keys.
func (c *Chain) PrivateRPCList() []string { return c.operatorFields.PrivateRPCList }

// LiquiditySources is the operator's opaque liquidity configuration.
func (c *Chain) LiquiditySources() json.RawMessage { return c.operatorFields.LiquiditySources }

// TokenFields are the public fields of a token in API order.
type TokenFields struct {
	Symbol              string  `json:"symbol"`
	Address             string  `json:"address"`
	ChainID             string  `json:"chainId"`
	Decimals            int     `json:"decimals"`
	USDPrice            float64 `json:"usdPrice"`
	Type                string  `json:"type"`
	Name                string  `json:"name"`
	LogoURI             string  `json:"logoURI"`
	CoingeckoID         string  `json:"coingeckoId"`
	Volatility          int     `json:"volatility"`
	BridgeNetworkSymbol string  `json:"bridgeNetworkSymbol,omitempty"`
	Disabled            bool    `json:"disabled"`
}

// Token is one token of the catalog.
type Token struct {
	TokenFields
	operatorFields
	obj object
}

// RequiredFeature is the feature flag an integrator needs to see the token.
func (t *Token) RequiredFeature() string { return t.operatorFields.RequiredFeature }

// JSON is the token's public object, as listings serialize it.
func (t *Token) JSON() json.RawMessage { return t.obj.appendSelected(nil, nil) }
