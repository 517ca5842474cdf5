package main

// The catalog document. Field order in these structs is the key order of
// catalog.json, which is the order the API serves.

type catalogDoc struct {
	Chains []chainOut `json:"chains"`
	Tokens []tokenOut `json:"tokens"`
}

type chainOut struct {
	ID                      string          `json:"id"`
	ChainID                 string          `json:"chainId"`
	NetworkIdentifier       string          `json:"networkIdentifier"`
	ChainName               string          `json:"chainName"`
	BridgeChainName         string          `json:"bridgeChainName"`
	Type                    string          `json:"type"`
	NetworkName             string          `json:"networkName"`
	NativeCurrency          nativeOut       `json:"nativeCurrency"`
	ChainIconURI            string          `json:"chainIconURI"`
	BlockExplorerURLs       []string        `json:"blockExplorerUrls"`
	SwapAmountForGas        string          `json:"swapAmountForGas"`
	SameChainSwapsSupported bool            `json:"sameChainSwapsSupported"`
	Compliance              *complianceOut  `json:"compliance,omitempty"`
	BoostSupported          bool            `json:"boostSupported"`
	EnableBoostByDefault    bool            `json:"enableBoostByDefault"`
	RPCList                 []string        `json:"rpcList"`
	RPC                     string          `json:"rpc"`
	Visible                 bool            `json:"visible"`
	ChainNativeContracts    contractsOut    `json:"chainNativeContracts"`
	FeeCurrencies           []keplrCurrency `json:"feeCurrencies"`
	Currencies              []keplrCurrency `json:"currencies"`
	Features                []string        `json:"features"`
	BridgeFeeMultiplier     *float64        `json:"bridgeFeeMultiplier,omitempty"`
	CAIP2                   string          `json:"caip2"`
	Bech32Prefix            string          `json:"bech32Prefix,omitempty"`
	RequiredFeature         string          `json:"requiredFeature,omitempty"`
}

type nativeOut struct {
	Name     string `json:"name"`
	Symbol   string `json:"symbol"`
	Decimals int    `json:"decimals"`
	Icon     string `json:"icon"`
}

type complianceOut struct {
	TRMIdentifier string `json:"trmIdentifier"`
}

type contractsOut struct {
	WrappedNativeToken string `json:"wrappedNativeToken"`
	ENSRegistry        string `json:"ensRegistry"`
	Multicall          string `json:"multicall"`
	USDCToken          string `json:"usdcToken"`
}

// keplrCurrency is a currency in the form Keplr's chain info uses.
type keplrCurrency struct {
	CoinDenom        string `json:"coinDenom"`
	CoinMinimalDenom string `json:"coinMinimalDenom"`
	CoinDecimals     int    `json:"coinDecimals"`
	CoinGeckoID      string `json:"coinGeckoId,omitempty"`
}

type tokenOut struct {
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
