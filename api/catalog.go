package api

import "encoding/json"

// Chain is a chain configuration object: an entry of GET /v2/chains and
// the chainData of a status record's chain sides (interface: Chain
// configuration object, plus the decided rpc and chainType). With field
// selection only the requested members are present; the others stay zero.
type Chain struct {
	ID                      string            `json:"id,omitempty"`
	ChainID                 string            `json:"chainId,omitempty"`
	NetworkIdentifier       string            `json:"networkIdentifier,omitempty"`
	ChainName               string            `json:"chainName,omitempty"`
	BridgeChainName         string            `json:"bridgeChainName,omitempty"`
	Type                    string            `json:"type,omitempty"`
	ChainType               string            `json:"chainType,omitempty"`
	NetworkName             string            `json:"networkName,omitempty"`
	NativeCurrency          *NativeCurrency   `json:"nativeCurrency,omitempty"`
	ChainIconURI            string            `json:"chainIconURI,omitempty"`
	BlockExplorerURLs       []string          `json:"blockExplorerUrls,omitempty"`
	SwapAmountForGas        string            `json:"swapAmountForGas,omitempty"`
	SameChainSwapsSupported bool              `json:"sameChainSwapsSupported,omitempty"`
	Compliance              *Compliance       `json:"compliance,omitempty"`
	BoostSupported          bool              `json:"boostSupported,omitempty"`
	EnableBoostByDefault    bool              `json:"enableBoostByDefault,omitempty"`
	RPCList                 []string          `json:"rpcList,omitempty"`
	RPC                     string            `json:"rpc,omitempty"`
	Visible                 *bool             `json:"visible,omitempty"`
	ChainNativeContracts    *NativeContracts  `json:"chainNativeContracts,omitempty"`
	FeeCurrencies           []json.RawMessage `json:"feeCurrencies,omitempty"`
	Currencies              []json.RawMessage `json:"currencies,omitempty"`
	Features                []json.RawMessage `json:"features,omitempty"`
	BridgeFeeMultiplier     *float64          `json:"bridgeFeeMultiplier,omitempty"`
	CAIP2                   string            `json:"caip2,omitempty"`
	Bech32Prefix            string            `json:"bech32Prefix,omitempty"`
}

// NativeCurrency is a chain's native asset.
type NativeCurrency struct {
	Name     string `json:"name"`
	Symbol   string `json:"symbol"`
	Decimals int    `json:"decimals"`
	Icon     string `json:"icon"`
}

// Compliance is a chain's compliance identifiers.
type Compliance struct {
	TRMIdentifier string `json:"trmIdentifier"`
}

// NativeContracts are a chain's well-known contracts.
type NativeContracts struct {
	WrappedNativeToken string `json:"wrappedNativeToken"`
	ENSRegistry        string `json:"ensRegistry"`
	Multicall          string `json:"multicall"`
	USDCToken          string `json:"usdcToken"`
}

// Token is an entry of GET /v2/tokens, and the token objects of a route's
// estimate (decisions: Catalog, token fields).
type Token struct {
	Symbol              string  `json:"symbol,omitempty"`
	Address             string  `json:"address,omitempty"`
	ChainID             string  `json:"chainId,omitempty"`
	Decimals            int     `json:"decimals,omitempty"`
	USDPrice            float64 `json:"usdPrice,omitempty"`
	Type                string  `json:"type,omitempty"`
	Name                string  `json:"name,omitempty"`
	LogoURI             string  `json:"logoURI,omitempty"`
	CoingeckoID         string  `json:"coingeckoId,omitempty"`
	Volatility          int     `json:"volatility,omitempty"`
	BridgeNetworkSymbol string  `json:"bridgeNetworkSymbol,omitempty"`
	Disabled            bool    `json:"disabled,omitempty"`
}

// NativeEVMAddress addresses an EVM chain's native asset in route requests.
const NativeEVMAddress = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"

// ChainsResponse is the body of GET and POST /v2/chains without chainId.
type ChainsResponse struct {
	Chains []Chain `json:"chains"`
}

// ChainResponse is the body of GET and POST /v2/chains?chainId=X.
type ChainResponse struct {
	Chain Chain `json:"chain"`
}

// TokensResponse is the body of GET and POST /v2/tokens.
type TokensResponse struct {
	Tokens []Token `json:"tokens"`
}

// FieldsRequest is the body of POST /v2/chains and POST /v2/tokens: the
// top-level fields to return (at least one, no dots).
type FieldsRequest struct {
	Fields []string `json:"fields"`
}

// SDKInfoRequest is the body of POST /v2/sdk-info: both lists are
// required, each with at least one field.
type SDKInfoRequest struct {
	TokenFields []string `json:"tokenFields"`
	ChainFields []string `json:"chainFields"`
}

// SDKInfo is the body of /v2/sdk-info. MaintenanceMessage is absent from
// the POST variant's answer.
type SDKInfo struct {
	Chains              []Chain `json:"chains"`
	Tokens              []Token `json:"tokens"`
	AxelarscanURL       string  `json:"axelarscanURL"`
	IsInMaintenanceMode bool    `json:"isInMaintenanceMode"`
	MaintenanceMessage  *string `json:"maintenanceMessage,omitempty"`
}
