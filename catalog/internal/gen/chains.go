package main

import (
	"fmt"
	"strings"
)

// bridgeChainNames maps a chainId to the chain's name on the Axelar GMP
// network, spelled exactly as axelarnetwork/axelarscan-api config/chains.json
// (commit 537cdb6d8b746339a4316012be4378b49ae527b3, key mainnet.<section>.<key>
// .chain_name) spells it; each entry's chain_id there matches the chainId
// here. Chains missing from that file (Sonic, ZKsync Era, Unichain, Noble,
// dYdX, Bitcoin, Solana, Canton) are not connected and get "".
var bridgeChainNames = map[string]string{
	// mainnet.evm
	"1":      "Ethereum",
	"56":     "binance",
	"137":    "Polygon",
	"43114":  "Avalanche",
	"250":    "Fantom",
	"1284":   "Moonbeam",
	"42161":  "arbitrum",
	"10":     "optimism",
	"8453":   "base",
	"5000":   "mantle",
	"42220":  "celo",
	"2222":   "kava",
	"314":    "filecoin",
	"59144":  "linea",
	"534352": "scroll",
	"13371":  "immutable",
	"252":    "fraxtal",
	"81457":  "blast",
	// mainnet.cosmos
	"axelar-dojo-1": "Axelarnet",
	"osmosis-1":     "osmosis",
	"cosmoshub-4":   "cosmoshub",
	"juno-1":        "juno",
	"injective-1":   "injective",
	"kaiyo-1":       "kujira",
	"stride-1":      "stride",
	"neutron-1":     "neutron",
	"celestia":      "celestia",
	// mainnet.amplifier
	"stellar": "stellar",
	"sui":     "sui",
	"xrpl":    "xrpl",
}

const (
	trustWallet = "https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/"
	chainReg    = "https://raw.githubusercontent.com/cosmos/chain-registry/master/"
	llamaIcons  = "https://icons.llamao.fi/icons/chains/"
)

// chainIcons are chain icons for chains whose data carries no logoURI (cosmos
// chains use the chain-registry logoURI from the data). Each file was found in
// the named public repository with find_files:
//   - trustwallet/assets blockchains/<name>/info/logo.png;
//   - Unichain: trustwallet/assets has blockchains/unichain/info/info.json and
//     the logo.png at that path exists in a mirror of the repository
//     (achego/block-assets); the binary itself is not in the index;
//   - DefiLlama/icons assets/chains/rsz_<name>.jpg, served by DefiLlama at
//     icons.llamao.fi/icons/chains/ (the Fraxtal URL is used verbatim by many
//     integrations);
//   - cosmos/chain-registry _non-cosmos/xrpl/images/xrp.png (XRPL; the same
//     file is the native token's logoURI).
var chainIcons = map[string]string{
	"1":       trustWallet + "ethereum/info/logo.png",
	"42161":   trustWallet + "arbitrum/info/logo.png",
	"8453":    trustWallet + "base/info/logo.png",
	"10":      trustWallet + "optimism/info/logo.png",
	"137":     trustWallet + "polygon/info/logo.png",
	"43114":   trustWallet + "avalanchec/info/logo.png",
	"56":      trustWallet + "smartchain/info/logo.png",
	"59144":   trustWallet + "linea/info/logo.png",
	"534352":  trustWallet + "scroll/info/logo.png",
	"81457":   trustWallet + "blast/info/logo.png",
	"42220":   trustWallet + "celo/info/logo.png",
	"250":     trustWallet + "fantom/info/logo.png",
	"146":     trustWallet + "sonic/info/logo.png",
	"1284":    trustWallet + "moonbeam/info/logo.png",
	"5000":    trustWallet + "mantle/info/logo.png",
	"2222":    trustWallet + "kavaevm/info/logo.png",
	"314":     trustWallet + "filecoin/info/logo.png",
	"13371":   trustWallet + "immutablezkevm/info/logo.png",
	"324":     trustWallet + "zksync/info/logo.png",
	"130":     trustWallet + "unichain/info/logo.png",
	"252":     llamaIcons + "rsz_fraxtal.jpg",
	"bitcoin": trustWallet + "bitcoin/info/logo.png",
	"solana":  trustWallet + "solana/info/logo.png",
	"sui":     trustWallet + "sui/info/logo.png",
	"stellar": trustWallet + "stellar/info/logo.png",
	"xrpl":    chainReg + "_non-cosmos/xrpl/images/xrp.png",
	"canton":  llamaIcons + "rsz_canton.jpg",
}

// trmIdentifiers are TRM Labs chain identifiers confirmed by public code that
// sends them to TRM's screening API (api.trmlabs.com/public/v2/screening):
//   - renproject/lightnode resolver/screener.go (func trmIdentifier):
//     ethereum, avalanche_c_chain, binance_smart_chain, bitcoin, polygon,
//     solana;
//   - threshold-network/token-dashboard
//     src/networks/utils/chainIdToTrmNetworkName.ts: ethereum, arbitrum, base.
//
// Other chains are left without the key: no source named their identifier
// (lightnode maps Fantom, Arbitrum, Kava, Moonbeam and Optimism to "ethereum",
// a fallback rather than their identifier, and its "filecoin" is native
// Filecoin, not the FEVM chain).
var trmIdentifiers = map[string]string{
	"1":       "ethereum",
	"43114":   "avalanche_c_chain",
	"56":      "binance_smart_chain",
	"137":     "polygon",
	"42161":   "arbitrum",
	"8453":    "base",
	"bitcoin": "bitcoin",
	"solana":  "solana",
}

const (
	ensRegistryMainnet = "0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e"
	ethereumFeeFactor  = 1.1
	cantonFeature      = "canton"
)

// nativeAddressByFamily is the address convention for a native asset when
// the chain entry does not name one (SOURCES.md, "Token address by family").
var nativeAddressByFamily = map[string]string{
	"evm":     "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
	"bitcoin": "native",
	"stellar": "native",
	"xrpl":    "XRP",
	"sui":     "0x2::sui::SUI",
	"solana":  "11111111111111111111111111111111",
}

// nativeAddress is the token address of the chain's native asset, or "" for
// a family without tokens (canton).
func nativeAddress(c srcChain) string {
	switch {
	case c.NativeTokenAddress != "":
		return c.NativeTokenAddress
	case c.Family == "cosmos":
		return c.NativeCurrency.Denom
	default:
		return nativeAddressByFamily[c.Family]
	}
}

// buildChain assembles one chain. native is the chain's native token as
// emitted (nil for canton), byAddr the chain's emitted tokens by address.
func buildChain(c srcChain, native *tokenOut, byAddr map[string]*tokenOut, gas string) (chainOut, error) {
	if c.ChainID == "" || c.Name == "" || c.Family == "" {
		return chainOut{}, fmt.Errorf("chain %q: chainId, name and family are required", c.ChainID)
	}
	out := chainOut{
		ID:                      c.ChainID,
		ChainID:                 c.ChainID,
		NetworkIdentifier:       c.NetworkIdentifier,
		ChainName:               c.Name,
		BridgeChainName:         bridgeChainNames[c.ChainID],
		Type:                    c.Family,
		NetworkName:             c.Name,
		NativeCurrency:          nativeOut{Name: c.NativeCurrency.Name, Symbol: c.NativeCurrency.Symbol, Decimals: c.NativeCurrency.Decimals},
		BlockExplorerURLs:       nonNil(c.BlockExplorerURLs),
		SwapAmountForGas:        gas,
		SameChainSwapsSupported: c.Family == "evm" || c.ChainID == "osmosis-1",
		RPCList:                 nonNil(c.RPCURLs),
		Visible:                 true,
		FeeCurrencies:           []keplrCurrency{},
		Currencies:              []keplrCurrency{},
		Features:                []string{},
	}
	if len(out.RPCList) > 0 {
		out.RPC = out.RPCList[0]
	}
	if native != nil {
		out.NativeCurrency.Icon = native.LogoURI
	}
	switch {
	case c.Family == "cosmos" && c.LogoURI != "":
		out.ChainIconURI = c.LogoURI
	case chainIcons[c.ChainID] != "":
		out.ChainIconURI = chainIcons[c.ChainID]
	default:
		out.ChainIconURI = out.NativeCurrency.Icon
	}
	if out.NativeCurrency.Icon == "" {
		// Left only for chains whose native asset is the chain's own token
		// (MNT, S, KAVA, IMX, FRAX, CC): the chain's icon is that token's.
		out.NativeCurrency.Icon = out.ChainIconURI
	}
	if id, ok := trmIdentifiers[c.ChainID]; ok {
		out.Compliance = &complianceOut{TRMIdentifier: id}
	}
	if c.WrappedNativeToken != nil {
		out.ChainNativeContracts.WrappedNativeToken = c.WrappedNativeToken.Address
	}
	if c.ChainID == "1" {
		out.ChainNativeContracts.ENSRegistry = ensRegistryMainnet
		f := ethereumFeeFactor
		out.BridgeFeeMultiplier = &f
	}
	out.ChainNativeContracts.Multicall = c.Multicall3
	if c.USDC != nil {
		out.ChainNativeContracts.USDCToken = c.USDC.Address
	}
	if c.CAIP2 != nil {
		out.CAIP2 = *c.CAIP2
	}
	if c.Family == "cosmos" {
		if c.Bech32Prefix == "" || native == nil {
			return chainOut{}, fmt.Errorf("cosmos chain %q needs bech32Prefix and a native token", c.ChainID)
		}
		out.Bech32Prefix = c.Bech32Prefix
		out.Features = []string{"ibc-transfer", "ibc-go"}
		out.Currencies = []keplrCurrency{keplr(native)}
		out.FeeCurrencies = cosmosFeeCurrencies(c, native, byAddr)
	}
	if c.ChainID == cantonFeature {
		out.RequiredFeature = cantonFeature
	}
	return out, nil
}

// cosmosFeeCurrencies lists the native denom first, then the staking denom
// and the chain's other fee denoms, in the data's order, keeping only denoms
// present in the token output.
func cosmosFeeCurrencies(c srcChain, native *tokenOut, byAddr map[string]*tokenOut) []keplrCurrency {
	out := []keplrCurrency{keplr(native)}
	seen := map[string]bool{native.Address: true}
	for _, d := range append([]string{c.StakingDenom}, c.FeeDenoms...) {
		if d == "" || seen[d] {
			continue
		}
		seen[d] = true
		if t := byAddr[d]; t != nil {
			out = append(out, keplr(t))
		}
	}
	return out
}

func keplr(t *tokenOut) keplrCurrency {
	return keplrCurrency{
		CoinDenom:        t.Symbol,
		CoinMinimalDenom: t.Address,
		CoinDecimals:     t.Decimals,
		CoinGeckoID:      t.CoingeckoID,
	}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// chainLess orders chains by name, case-insensitively, then by chainId.
func chainLess(a, b chainOut) int {
	if c := strings.Compare(strings.ToLower(a.ChainName), strings.ToLower(b.ChainName)); c != 0 {
		return c
	}
	return strings.Compare(a.ChainID, b.ChainID)
}
