package evmsource

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Catalog tokens of Arbitrum One.
const (
	arbUSDC    = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831"
	arbUSDT0   = "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9"
	arbWETH    = "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1"
	arbAxlUSDC = "0xEB466342C4d449BC9f53A865D5Cb90586f405215"
	addr1      = "0x1111111111111111111111111111111111111111"
	addr2      = "0x2222222222222222222222222222222222222222"
	addr3      = "0x3333333333333333333333333333333333333333"
)

// validChain is a complete, valid chain entry.
func validChain() map[string]any {
	return map[string]any{
		"chainId": "42161", "rpcUrl": "https://arb.example/v2/SECRETKEY", "blockTimeSeconds": 0.25, "batchSize": 100,
		"contracts": map[string]any{"router": addr1, "multicall": addr2, "pairSwapper": addr3, "gateway": addr1, "gasService": addr2, "settlement": addr3},
		"pools": []any{
			map[string]any{"address": addr1, "kind": "uniswap-v2", "feeBps": 30},
			map[string]any{"address": addr2, "kind": "uniswap-v2"},
			map[string]any{"address": addr3, "kind": "stableswap", "tokens": []string{arbAxlUSDC, arbUSDC}},
		},
		"gmp": map[string]any{"symbol": "axlUSDC", "token": arbAxlUSDC, "feeBps": 0, "baseFee": "0", "min": "1000000",
			"max": 1000000000000, "confirmationSeconds": 60},
		"intents": map[string]any{"solver": addr1, "inventoryTokens": []string{"native", arbUSDC, arbWETH}, "spreadBps": 10, "fixedFeeUSD": 0.5,
			"minUSD": 10, "fillTimeSeconds": 10, "expirySeconds": 900},
		"gas": map[string]any{"base": 100000},
	}
}

func TestLoadLiveConfig(t *testing.T) {
	cat := bundled(t)
	lc, err := LoadLiveConfig(writeJSON(t, map[string]any{"chains": []any{validChain()}}), cat)
	if err != nil {
		t.Fatal(err)
	}
	defer lc.Close()
	cfg := lc.Config
	if cfg.Name != "live" || cfg.Poll != 0 || len(cfg.Chains) != 1 {
		t.Fatalf("config %+v", cfg)
	}
	cc := cfg.Chains[0]
	s := cc.Static
	if s.ID != "42161" || s.NumericID != 42161 || s.BridgeName != "arbitrum" || s.BlockTime != 250*time.Millisecond ||
		s.NativeToken.Symbol != "ETH" || s.NativeToken.Decimals != 18 || s.NativeToken.USDPrice != 3000 || s.NativeToken.Address != liquidity.Native ||
		s.WrappedNative != common.HexToAddress(arbWETH) || cc.BatchSize != 100 || cc.Client == nil {
		t.Errorf("static chain %+v", s)
	}
	if s.Contracts.Router != common.HexToAddress(addr1) || s.Contracts.PairSwapper != common.HexToAddress(addr3) || s.Contracts.Settlement != common.HexToAddress(addr3) {
		t.Errorf("contracts %+v", s.Contracts)
	}
	usdc, ok := s.TokenIndex(common.HexToAddress(arbUSDC))
	_ = usdc
	if ok { // not finalized: TokenIndex knows nothing yet
		t.Errorf("static chain finalized")
	}
	var found bool
	for _, tok := range s.Tokens {
		if tok.Address == common.HexToAddress(arbUSDC) {
			found = tok.Symbol == "USDC" && tok.Decimals == 6 && tok.USDPrice == 1
		}
		if tok.Address == liquidity.Native {
			t.Errorf("the native asset is among the tokens")
		}
	}
	if !found {
		t.Errorf("USDC not among the tokens with the catalog's decimals and price")
	}
	want := []PoolSpec{{Address: common.HexToAddress(addr1), Kind: liquidity.PairPool, FeeBps: 30}, {Address: common.HexToAddress(addr2), Kind: liquidity.PairPool},
		{Address: common.HexToAddress(addr3), Kind: liquidity.StablePool, Tokens: [2]common.Address{common.HexToAddress(arbAxlUSDC), common.HexToAddress(arbUSDC)}}}
	if len(cc.Pools) != 3 || cc.Pools[0] != want[0] || cc.Pools[1] != want[1] || cc.Pools[2] != want[2] {
		t.Errorf("pools %+v", cc.Pools)
	}
	if g := s.GMP; g == nil || g.Token != common.HexToAddress(arbAxlUSDC) || g.Min.Uint64() != 1e6 || g.Max.Uint64() != 1e12 || g.Confirmation != time.Minute {
		t.Errorf("gmp %+v", s.GMP)
	}
	if in := s.Intents; in == nil || in.Solver != common.HexToAddress(addr1) || in.FixedFeeUSD != 0.5 || in.FillTime != 10*time.Second || in.Expiry != 15*time.Minute {
		t.Errorf("intents %+v", s.Intents)
	}
	if len(cc.InventoryTokens) != 3 || cc.InventoryTokens[0] != liquidity.Native {
		t.Errorf("inventory tokens %v", cc.InventoryTokens)
	}
	if g := s.Gas; g.Base != 100000 || g.PairHop != liquidity.DefaultGas().PairHop || g.Execute != liquidity.DefaultGas().Execute {
		t.Errorf("gas %+v", g)
	}
	if _, err := New(cfg); err != nil {
		t.Errorf("New: %v", err)
	}

	// A minimal chain: no GMP, no solver, no gas model, no pools.
	lc2, err := LoadLiveConfig(writeJSON(t, map[string]any{"pollIntervalSeconds": 2, "chains": []any{
		map[string]any{"chainId": 1, "rpcUrl": "http://127.0.0.1:1", "contracts": map[string]any{"router": addr1}},
	}}), cat)
	if err != nil {
		t.Fatal(err)
	}
	defer lc2.Close()
	if c := lc2.Config.Chains[0].Static; lc2.Config.Poll != 2*time.Second || c.ID != "1" || c.BridgeName != "Ethereum" || c.GMP != nil || c.Intents != nil || c.Gas != liquidity.DefaultGas() {
		t.Errorf("minimal chain %+v", c)
	}
}

// with returns the valid chain with fields replaced (path "a.b" sets a
// nested field; a nil value deletes it).
func with(changes map[string]any) map[string]any {
	c := validChain()
	for path, v := range changes {
		m := c
		keys := strings.Split(path, ".")
		for _, k := range keys[:len(keys)-1] {
			next, ok := m[k].(map[string]any)
			if !ok {
				next = map[string]any{}
			} else {
				next = maps.Clone(next)
			}
			m[k] = next
			m = next
		}
		if v == nil {
			delete(m, keys[len(keys)-1])
		} else {
			m[keys[len(keys)-1]] = v
		}
	}
	return c
}

func TestLoadLiveConfigProblems(t *testing.T) {
	cat := bundled(t)
	pool := func(address, kind string, extra ...any) map[string]any {
		p := map[string]any{"address": address, "kind": kind}
		for i := 0; i < len(extra); i += 2 {
			p[extra[i].(string)] = extra[i+1]
		}
		return p
	}
	for _, tc := range []struct {
		name string
		file any
		want []string
	}{
		{"no chains", map[string]any{"chains": []any{}}, []string{`"chains" lists no chain`}},
		{"negative poll", map[string]any{"pollIntervalSeconds": -1, "chains": []any{validChain()}}, []string{"pollIntervalSeconds -1 must not be negative"}},
		{"chain id missing", map[string]any{"chains": []any{with(map[string]any{"chainId": nil})}}, []string{"chains[0]: chainId is required"}},
		{"unknown chain", map[string]any{"chains": []any{with(map[string]any{"chainId": "999999"})}}, []string{`chains[0] (chainId "999999"): chain "999999" is not in the catalog`}},
		{"not EVM", map[string]any{"chains": []any{with(map[string]any{"chainId": "cosmoshub-4"})}}, []string{`chain "cosmoshub-4" is a cosmos chain, not an EVM chain`}},
		{"listed twice", map[string]any{"chains": []any{validChain(), validChain()}}, []string{`chains[1] (chainId "42161"): the chain is listed twice`}},
		{"rpc url missing", map[string]any{"chains": []any{with(map[string]any{"rpcUrl": nil})}}, []string{"rpcUrl is required"}},
		{"rpc url not http", map[string]any{"chains": []any{with(map[string]any{"rpcUrl": "wss://arb.example/SECRETKEY"})}}, []string{`rpcUrl "wss://arb.example/…" must be an http:// or https:// URL`}},
		{"negative block time and batch", map[string]any{"chains": []any{with(map[string]any{"blockTimeSeconds": -1, "batchSize": -5})}},
			[]string{"blockTimeSeconds -1 must not be negative", "batchSize -5 must not be negative"}},
		{"contracts", map[string]any{"chains": []any{with(map[string]any{"contracts.router": nil, "contracts.multicall": "0x12",
			"contracts.pairSwapper": "1111111111111111111111111111111111111111", "contracts.gateway": "0x0000000000000000000000000000000000000000",
			"contracts.gasService": nil, "contracts.settlement": nil})}},
			[]string{"contracts.router is required", `contracts.multicall "0x12" is not a 0x-prefixed hex address`,
				`contracts.pairSwapper "1111111111111111111111111111111111111111" is not a 0x-prefixed`, "contracts.gateway must not be the zero address",
				"contracts.gasService is required", "contracts.settlement is required"}},
		{"pools", map[string]any{"chains": []any{with(map[string]any{"pools": []any{
			pool("", "uniswap-v2"),
			pool(addr1, "curve"),
			pool(addr1, ""),
			pool(addr2, "uniswap-v2", "feeBps", 10000),
			pool(addr3, "stableswap", "feeBps", 4),
			pool("0x4444444444444444444444444444444444444444", "stableswap", "tokens", []string{arbUSDC}),
			pool("0x5555555555555555555555555555555555555555", "uniswap-v2", "tokens", []string{arbUSDC, arbUSDC}),
			pool("0x6666666666666666666666666666666666666666", "uniswap-v2", "tokens", []string{arbUSDC, addr1}),
		}})}}, []string{
			"pools[0].address is required",
			`pools[1].kind "curve" is unknown: "uniswap-v2", "stableswap" or "uniswap-v3"`,
			"pools[2]: pool " + common.HexToAddress(addr1).Hex() + " is listed twice",
			"pools[2].kind is required",
			"pools[3].feeBps 10000 must be below 10000",
			"pools[4].feeBps: a stable pool's fee is read from its fee()",
			"pools[5].tokens must list the pool's 2 coins in its order, not 1",
			"pools[6].tokens names one token twice",
			"pools[7].tokens[1] " + common.HexToAddress(addr1).Hex() + " is not a token of chain 42161 in the catalog",
		}},
		{"gmp", map[string]any{"chains": []any{with(map[string]any{"gmp": map[string]any{"token": addr1, "feeBps": 10000, "baseFee": "-1",
			"min": "1.5", "confirmationSeconds": -3}})}}, []string{
			"gmp.symbol is required", "gmp.token " + common.HexToAddress(addr1).Hex() + " is not a token of chain 42161", "gmp.feeBps 10000 must be below 10000",
			"gmp.confirmationSeconds -3 must not be negative", `gmp.baseFee "-1" is not a non-negative integer`, `gmp.min "1.5" is not a non-negative integer`,
			"gmp.max is required"}},
		{"gmp bounds", map[string]any{"chains": []any{with(map[string]any{"gmp.min": "5000", "gmp.max": "10", "gmp.token": nil})}},
			[]string{"gmp.min 5000 is above gmp.max 10", "gmp.token is required"}},
		{"gmp zero max", map[string]any{"chains": []any{with(map[string]any{"gmp.max": 0})}}, []string{"gmp.max must be positive"}},
		{"gmp without gateway", map[string]any{"chains": []any{with(map[string]any{"contracts.gateway": nil})}}, []string{"contracts.gateway is required"}},
		{"intents", map[string]any{"chains": []any{with(map[string]any{"intents": map[string]any{"spreadBps": 10000, "fixedFeeUSD": -1,
			"inventoryTokens": []string{"native", "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", "USDC", addr2}}})}}, []string{
			"intents.solver is required", "intents.spreadBps 10000 must be below 10000", "intents.fixedFeeUSD and intents.minUSD must not be negative",
			"intents.fillTimeSeconds must be positive", "intents.expirySeconds must be positive",
			"intents.inventoryTokens[1]: 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE is listed twice",
			`intents.inventoryTokens[2] "USDC" is not a 0x-prefixed hex address`,
			"intents.inventoryTokens[3] " + common.HexToAddress(addr2).Hex() + " is not a token of chain 42161"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadLiveConfig(writeJSON(t, tc.file), cat)
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not say %q:\n%v", w, err)
				}
			}
			if strings.Contains(err.Error(), "SECRETKEY") {
				t.Errorf("the error shows the RPC URL's key: %v", err)
			}
		})
	}
}

func TestLoadLiveConfigFile(t *testing.T) {
	cat := bundled(t)
	dir := t.TempDir()
	n := 0
	write := func(s string) string {
		n++
		p := filepath.Join(dir, fmt.Sprintf("f%d.json", n))
		if err := os.WriteFile(p, []byte(s), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	chain, _ := json.Marshal(validChain())
	for _, tc := range []struct{ name, path, want string }{
		{"missing file", filepath.Join(dir, "none.json"), "no such file"},
		{"not JSON", write("{"), "unexpected EOF"},
		{"unknown field", write(`{"chains": [], "pools": []}`), `unknown field "pools"`},
		{"typo in a chain", write(`{"chains": [{"chainId": "1", "rpc_url": "http://x"}]}`), `unknown field "rpc_url"`},
		{"trailing data", write(`{"chains": [` + string(chain) + `]} {}`), "data after the JSON object"},
		{"chain id of the wrong type", write(`{"chains": [{"chainId": true}]}`), "must be a string or a number"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadLiveConfig(tc.path, cat)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := LoadLiveConfig(write(`{"chains": []}`), nil); err == nil {
		t.Error("no catalog accepted")
	}
}
