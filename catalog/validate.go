package catalog

import (
	"fmt"
	"math/big"
	"net/url"
	"regexp"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

var (
	networkIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)
	evmChainID       = regexp.MustCompile(`^[1-9][0-9]{0,19}$`)
	hexAddress       = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)
)

// validate checks the whole catalog and returns every problem found, each
// naming the entry so the operator can find it.
func validate(chains []*Chain, tokens []*Token) []string {
	var problems []string
	bad := func(where, format string, args ...any) {
		problems = append(problems, where+": "+fmt.Sprintf(format, args...))
	}
	byID := map[string]*Chain{}
	for i, c := range chains {
		where := fmt.Sprintf("chains[%d] (chainId %q)", i, c.ChainID)
		if c.ChainID == "" {
			bad(where, "chainId is required")
			continue
		}
		if _, dup := byID[c.ChainID]; dup {
			bad(where, "duplicate chainId")
		}
		byID[c.ChainID] = c
		if c.ID != c.ChainID {
			bad(where, "id %q must equal chainId", c.ID)
		}
		if _, ok := chainFamilies[c.Type]; !ok {
			bad(where, "type %q is not one of evm, cosmos, bitcoin, solana, sui, xrpl, stellar, canton", c.Type)
		}
		if c.ChainType != c.Type {
			bad(where, "chainType %q must equal type %q (it is derived from type when left out)", c.ChainType, c.Type)
		}
		if c.Type == "evm" && !evmChainID.MatchString(c.ChainID) {
			bad(where, "an evm chainId must be the decimal EIP-155 id")
		}
		if !networkIDPattern.MatchString(c.NetworkIdentifier) {
			bad(where, "networkIdentifier %q must be short lowercase letters, digits and dashes", c.NetworkIdentifier)
		}
		if strings.TrimSpace(c.ChainName) == "" {
			bad(where, "chainName is required")
		}
		nc := c.NativeCurrency
		if nc.Symbol == "" || nc.Name == "" {
			bad(where, "nativeCurrency needs name and symbol")
		}
		if nc.Decimals < 0 || nc.Decimals > 36 {
			bad(where, "nativeCurrency.decimals %d is outside 0..36", nc.Decimals)
		}
		for j, u := range c.RPCList {
			if !isHTTPURL(u) {
				bad(where, "rpcList[%d] %q is not an http(s) URL", j, u)
			}
		}
		for j, u := range c.BlockExplorerURLs {
			if !isHTTPURL(u) {
				bad(where, "blockExplorerUrls[%d] %q is not an http(s) URL", j, u)
			}
		}
		if _, ok := new(big.Int).SetString(c.SwapAmountForGas, 10); !ok || strings.HasPrefix(c.SwapAmountForGas, "-") {
			bad(where, "swapAmountForGas %q must be a non-negative integer string", c.SwapAmountForGas)
		}
		if c.Type == "evm" {
			for name, a := range map[string]string{
				"wrappedNativeToken": c.ChainNativeContracts.WrappedNativeToken,
				"ensRegistry":        c.ChainNativeContracts.ENSRegistry,
				"multicall":          c.ChainNativeContracts.Multicall,
				"usdcToken":          c.ChainNativeContracts.USDCToken,
			} {
				if a != "" {
					if msg := checkEVMAddress(a); msg != "" {
						bad(where, "chainNativeContracts.%s: %s", name, msg)
					}
				}
			}
		}
	}
	seen := map[string]bool{}
	for i, t := range tokens {
		where := fmt.Sprintf("tokens[%d] (%s %q on chain %q)", i, t.Symbol, t.Address, t.ChainID)
		c, ok := byID[t.ChainID]
		if !ok {
			bad(where, "chainId %q is not a chain of the catalog", t.ChainID)
			continue
		}
		family := chainFamilies[c.Type]
		if family == "" {
			bad(where, "chains of type %q carry no tokens", c.Type)
		} else if t.Type != family {
			bad(where, "type %q does not match the chain's token family %q", t.Type, family)
		}
		if t.Symbol == "" || t.Name == "" {
			bad(where, "symbol and name are required")
		}
		if t.Decimals < 0 || t.Decimals > 36 {
			bad(where, "decimals %d is outside 0..36", t.Decimals)
		}
		if t.USDPrice < 0 {
			bad(where, "usdPrice must not be negative")
		}
		if t.Volatility < 0 || t.Volatility > 3 {
			bad(where, "volatility %d is outside 0..3", t.Volatility)
		}
		if t.Address == "" {
			bad(where, "address is required")
		} else if t.Type == "evm" {
			if msg := checkEVMAddress(t.Address); msg != "" {
				bad(where, "%s", msg)
			}
		}
		key := tokenKey(t.ChainID, t.Address, family)
		if seen[key] {
			bad(where, "duplicate token (same chain and address)")
		}
		seen[key] = true
	}
	return problems
}

// checkEVMAddress returns "" for a well-formed address; a mixed-case address
// must carry a valid EIP-55 checksum, since a typo there moves real funds.
func checkEVMAddress(a string) string {
	if !hexAddress.MatchString(a) {
		return fmt.Sprintf("address %q is not 0x followed by 40 hex digits", a)
	}
	lower, upper := strings.ToLower(a[2:]), strings.ToUpper(a[2:])
	if a[2:] != lower && a[2:] != upper && common.HexToAddress(a).Hex() != a {
		return fmt.Sprintf("address %q fails its EIP-55 checksum (expected %s)", a, common.HexToAddress(a).Hex())
	}
	return ""
}

func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// tokenKey identifies a token; EVM addresses compare case-insensitively.
func tokenKey(chainID, address, typ string) string {
	if typ == "evm" {
		address = strings.ToLower(address)
	}
	return chainID + "\x00" + address
}
