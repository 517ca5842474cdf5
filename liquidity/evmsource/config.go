package evmsource

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The live liquidity file (serve --mode live --liquidity FILE) lists, per
// chain, an RPC endpoint and the pools to read there; everything about
// tokens (symbols, decimals, USD prices) and the chain (native currency,
// wrapped native, bridge name) comes from the catalog. Only the listed
// pools are read: the source never invents liquidity.
//
//	{
//	  "pollIntervalSeconds": 0.25,                      // optional (0.25): how often heads and gas prices are polled
//	  "chains": [{
//	    "chainId": "42161",                             // a catalog EVM chain
//	    "rpcUrl": "https://arb1.example/rpc",           // http(s)
//	    "blockTimeSeconds": 0.25,                       // optional
//	    "batchSize": 100,                               // optional (200 calls per JSON-RPC batch)
//	    "contracts": {"router": "0x…", "multicall": "0x…", "pairSwapper": "0x…", "v3Router": "0x…", // v3Router: Uniswap V3 SwapRouter
//	                  "gateway": "0x…", "gasService": "0x…", "settlement": "0x…"},
//	    "uniswapV3": [{"factory": "0x…", "feeTiers": [100, 500, 3000, 10000],  // optional: every pool the factory
//	                   "tokens": ["0x…", "0x…", "0x…"]}],                       // has for two of the tokens at a tier
//	    "pools": [
//	      {"address": "0x…", "kind": "uniswap-v2", "feeBps": 30},
//	      {"address": "0x…", "kind": "uniswap-v2"},     // feeBps 0/absent: read feeBps() from the pair
//	      {"address": "0x…", "kind": "stableswap", "tokens": ["0x…", "0x…"]}, // tokens: optional check
//	      {"address": "0x…", "kind": "uniswap-v3"}      // fee and tick spacing read from the pool
//	    ],
//	    "gmp": {"symbol": "axlUSDC", "token": "0x…", "feeBps": 0, "baseFee": "0",
//	            "min": "1000000", "max": "1000000000000", "confirmationSeconds": 60},      // optional
//	    "intents": {"solver": "0x…", "inventoryTokens": ["native", "0x…"], "spreadBps": 10,
//	                "fixedFeeUSD": 0.5, "minUSD": 10, "fillTimeSeconds": 10, "expirySeconds": 900}, // optional
//	    "gas": {"base": 120000, "pairHop": 110000, "stableHop": 150000, "wrap": 60000, "bridgeCall": 250000,
//	            "intentOrder": 650000, "execute": 400000, "destinationHop": 250000,
//	            "v3Hop": 110000, "v3Tick": 30000, "v3Step": 5000}  // optional; absent or 0 fields: liquidity.DefaultGas
//	  }]
//	}
//
// Amounts (baseFee, min, max) are integers in the token's base units, as
// JSON strings or numbers.
type liveFile struct {
	PollIntervalSeconds float64     `json:"pollIntervalSeconds"`
	Chains              []liveChain `json:"chains"`
}

type liveChain struct {
	ChainID          flexString    `json:"chainId"`
	RPCURL           string        `json:"rpcUrl"`
	BlockTimeSeconds float64       `json:"blockTimeSeconds"`
	BatchSize        int           `json:"batchSize"`
	Contracts        liveContracts `json:"contracts"`
	Pools            []livePool    `json:"pools"`
	UniswapV3        []liveV3      `json:"uniswapV3"`
	GMP              *liveGMP      `json:"gmp"`
	Intents          *liveIntents  `json:"intents"`
	Gas              *liveGas      `json:"gas"`
}

type liveContracts struct {
	Router      string `json:"router"`
	Multicall   string `json:"multicall"`
	PairSwapper string `json:"pairSwapper"`
	V3Router    string `json:"v3Router"`
	Gateway     string `json:"gateway"`
	GasService  string `json:"gasService"`
	Settlement  string `json:"settlement"`
}

// liveV3 is a Uniswap-V3 factory whose pools are discovered.
type liveV3 struct {
	Factory  string   `json:"factory"`
	FeeTiers []uint32 `json:"feeTiers"`
	Tokens   []string `json:"tokens"`
}

type livePool struct {
	Address string   `json:"address"`
	Kind    string   `json:"kind"`
	FeeBps  uint64   `json:"feeBps"`
	Tokens  []string `json:"tokens"`
}

type liveGMP struct {
	Symbol              string  `json:"symbol"`
	Token               string  `json:"token"`
	FeeBps              uint64  `json:"feeBps"`
	BaseFee             amount  `json:"baseFee"`
	Min                 amount  `json:"min"`
	Max                 amount  `json:"max"`
	ConfirmationSeconds float64 `json:"confirmationSeconds"`
}

type liveIntents struct {
	Solver          string   `json:"solver"`
	InventoryTokens []string `json:"inventoryTokens"`
	SpreadBps       uint64   `json:"spreadBps"`
	FixedFeeUSD     float64  `json:"fixedFeeUSD"`
	MinUSD          float64  `json:"minUSD"`
	FillTimeSeconds float64  `json:"fillTimeSeconds"`
	ExpirySeconds   float64  `json:"expirySeconds"`
}

type liveGas struct {
	Base           uint64 `json:"base"`
	PairHop        uint64 `json:"pairHop"`
	StableHop      uint64 `json:"stableHop"`
	Wrap           uint64 `json:"wrap"`
	BridgeCall     uint64 `json:"bridgeCall"`
	IntentOrder    uint64 `json:"intentOrder"`
	Execute        uint64 `json:"execute"`
	DestinationHop uint64 `json:"destinationHop"`
	V3Hop          uint64 `json:"v3Hop"`
	V3Tick         uint64 `json:"v3Tick"`
	V3Step         uint64 `json:"v3Step"`
}

// flexString is a JSON string, or a number taken as written ("chainId": 1).
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*f = flexString(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return errors.New("must be a string or a number")
	}
	*f = flexString(n.String())
	return nil
}

// amount is a base-unit integer written as a JSON string or number; it is
// parsed during validation so that every bad one is reported.
type amount struct {
	raw string
	set bool
}

func (a *amount) UnmarshalJSON(b []byte) error {
	var s flexString
	if err := s.UnmarshalJSON(b); err != nil {
		return err
	}
	a.raw, a.set = string(s), true
	return nil
}

// LiveConfig is a loaded live liquidity file: the source's configuration,
// whose chain clients it dialed. Close closes them.
type LiveConfig struct {
	Config  Config
	clients []*ethclient.Client
}

// HeadChains are the chains' clients for the process's head watcher
// (evm.Config.Chains), which the source's Watch follows: the watcher polls
// them at the file's pollIntervalSeconds (Config.Poll), since HTTP has no
// head subscriptions.
func (l *LiveConfig) HeadChains() []evm.ChainConfig {
	out := make([]evm.ChainConfig, len(l.clients))
	for i, c := range l.clients {
		cc := l.Config.Chains[i]
		out[i] = evm.ChainConfig{ID: cc.Static.ID, Client: c, URL: cc.rpcURL}
	}
	return out
}

// Close closes the RPC clients.
func (l *LiveConfig) Close() {
	for _, c := range l.clients {
		c.Close()
	}
	l.clients = nil
}

// LoadLiveConfig reads the live liquidity file at path and checks every
// entry against the catalog (each chain an EVM chain of it, addresses hex,
// pool kinds known, pool and bridge tokens among the chain's catalog
// tokens), reporting every problem at once. The RPC URLs are dialed
// lazily (HTTP): nothing is sent before Load. Set Config.Logger before
// New.
func LoadLiveConfig(path string, cat *catalog.Catalog) (*LiveConfig, error) {
	if cat == nil {
		return nil, errors.New("live liquidity: a catalog is required")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("live liquidity: %w", err)
	}
	var f liveFile
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("live liquidity %s: %w", path, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("live liquidity %s: data after the JSON object", path)
	}
	chains, urls, problems := f.validate(cat)
	if len(problems) > 0 {
		return nil, fmt.Errorf("live liquidity %s: %d problem(s):\n  %s", path, len(problems), strings.Join(problems, "\n  "))
	}
	lc := &LiveConfig{Config: Config{Name: "live", Chains: chains, Poll: seconds(f.PollIntervalSeconds)}}
	for i, u := range urls {
		c, err := ethclient.Dial(u) // HTTP: no connection until the first call
		if err != nil {
			lc.Close()
			return nil, fmt.Errorf("live liquidity %s: chain %s: rpcUrl %s: %v", path, chains[i].Static.ID, redactURL(u), strings.ReplaceAll(err.Error(), u, redactURL(u)))
		}
		lc.clients = append(lc.clients, c)
		lc.Config.Chains[i].Client = c
	}
	return lc, nil
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// validate builds the chains' configurations without clients, and their
// RPC URLs.
func (f *liveFile) validate(cat *catalog.Catalog) ([]ChainConfig, []string, []string) {
	var problems []string
	add := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if f.PollIntervalSeconds < 0 || math.IsNaN(f.PollIntervalSeconds) {
		add("pollIntervalSeconds %v must not be negative", f.PollIntervalSeconds)
	}
	if len(f.Chains) == 0 {
		add(`"chains" lists no chain`)
	}
	var out []ChainConfig
	var urls []string
	seen := map[string]bool{}
	for i, lc := range f.Chains {
		where := fmt.Sprintf("chains[%d]", i)
		if lc.ChainID != "" {
			where += fmt.Sprintf(" (chainId %q)", string(lc.ChainID))
		}
		before := len(problems)
		cc, u := lc.validate(cat, func(format string, args ...any) { add(where+": "+format, args...) })
		if lc.ChainID != "" && seen[string(lc.ChainID)] {
			add("%s: the chain is listed twice", where)
		}
		seen[string(lc.ChainID)] = true
		if len(problems) == before {
			out, urls = append(out, cc), append(urls, u)
		}
	}
	return out, urls, problems
}

// validate checks one chain entry.
func (lc *liveChain) validate(cat *catalog.Catalog, add func(string, ...any)) (ChainConfig, string) {
	var cc ChainConfig
	id := string(lc.ChainID)
	if id == "" {
		add("chainId is required")
		return cc, ""
	}
	static, err := CatalogChain(cat, id)
	if err != nil {
		add("%v", err)
		return cc, ""
	}
	tokens := map[common.Address]liquidity.Token{}
	for _, t := range static.Tokens {
		tokens[t.Address] = t
	}
	// address parses a required or optional 0x address; token also wants
	// a catalog token of the chain.
	address := func(field, s string, required bool) common.Address {
		if s == "" {
			if required {
				add("%s is required", field)
			}
			return common.Address{}
		}
		if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") || !common.IsHexAddress(s) {
			add("%s %q is not a 0x-prefixed hex address of 20 bytes", field, s)
			return common.Address{}
		}
		a := common.HexToAddress(s)
		if a == (common.Address{}) {
			add("%s must not be the zero address", field)
		}
		return a
	}
	token := func(field, s string) common.Address {
		a := address(field, s, true)
		if a == (common.Address{}) {
			return a
		}
		if _, ok := tokens[a]; !ok {
			add("%s %s is not a token of chain %s in the catalog (its decimals and price would be unknown)", field, a.Hex(), id)
		}
		return a
	}

	switch u, err := url.Parse(lc.RPCURL); {
	case lc.RPCURL == "":
		add("rpcUrl is required")
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		add("rpcUrl %q must be an http:// or https:// URL", redactURL(lc.RPCURL))
	}
	if lc.BlockTimeSeconds < 0 {
		add("blockTimeSeconds %v must not be negative", lc.BlockTimeSeconds)
	}
	if lc.BatchSize < 0 {
		add("batchSize %d must not be negative", lc.BatchSize)
	}
	static.BlockTime = seconds(lc.BlockTimeSeconds)

	k := lc.Contracts
	static.Contracts = liquidity.Contracts{
		Router:      address("contracts.router", k.Router, true),
		Multicall:   address("contracts.multicall", k.Multicall, false),
		PairSwapper: address("contracts.pairSwapper", k.PairSwapper, false),
		V3Router:    address("contracts.v3Router", k.V3Router, false),
		Gateway:     address("contracts.gateway", k.Gateway, lc.GMP != nil),
		GasService:  address("contracts.gasService", k.GasService, lc.GMP != nil),
		Settlement:  address("contracts.settlement", k.Settlement, lc.Intents != nil),
	}

	addrs := map[common.Address]bool{}
	for i, p := range lc.Pools {
		field := fmt.Sprintf("pools[%d]", i)
		spec := PoolSpec{Address: address(field+".address", p.Address, true), FeeBps: p.FeeBps}
		if spec.Address != (common.Address{}) {
			if addrs[spec.Address] {
				add("%s: pool %s is listed twice", field, spec.Address.Hex())
			}
			addrs[spec.Address] = true
		}
		switch p.Kind {
		case liquidity.PairPool.String():
			spec.Kind = liquidity.PairPool
			if p.FeeBps >= 10_000 {
				add("%s.feeBps %d must be below 10000 (0 or absent: read feeBps() from the pair)", field, p.FeeBps)
			}
		case liquidity.StablePool.String():
			spec.Kind = liquidity.StablePool
			if p.FeeBps != 0 {
				add("%s.feeBps: a stable pool's fee is read from its fee(); leave feeBps out", field)
			}
		case liquidity.V3Pool.String():
			spec.Kind = liquidity.V3Pool
			if p.FeeBps != 0 {
				add("%s.feeBps: a V3 pool's fee is read from its fee(); leave feeBps out", field)
			}
		case "":
			add("%s.kind is required: %q, %q or %q", field, liquidity.PairPool.String(), liquidity.StablePool.String(), liquidity.V3Pool.String())
		default:
			add("%s.kind %q is unknown: %q, %q or %q", field, p.Kind, liquidity.PairPool.String(), liquidity.StablePool.String(), liquidity.V3Pool.String())
		}
		switch len(p.Tokens) {
		case 0:
		case 2:
			spec.Tokens = [2]common.Address{token(field+".tokens[0]", p.Tokens[0]), token(field+".tokens[1]", p.Tokens[1])}
			if spec.Tokens[0] == spec.Tokens[1] && spec.Tokens[0] != (common.Address{}) {
				add("%s.tokens names one token twice", field)
			}
		default:
			add("%s.tokens must list the pool's 2 coins in its order, not %d", field, len(p.Tokens))
		}
		cc.Pools = append(cc.Pools, spec)
	}

	v3Pools := false
	for i, v := range lc.UniswapV3 {
		field := fmt.Sprintf("uniswapV3[%d]", i)
		d := V3Discovery{Factory: address(field+".factory", v.Factory, true), Fees: v.FeeTiers}
		if len(v.FeeTiers) == 0 {
			add("%s.feeTiers is required: the fee tiers to look for, in hundredths of a bp (100, 500, 3000, 10000)", field)
		}
		for _, f := range v.FeeTiers {
			if f == 0 || f >= 1_000_000 {
				add("%s.feeTiers: %d is not a fee in hundredths of a bp (1..999999)", field, f)
			}
		}
		if len(v.Tokens) < 2 {
			add("%s.tokens must list at least 2 tokens", field)
		}
		for k, s := range v.Tokens {
			d.Tokens = append(d.Tokens, token(fmt.Sprintf("%s.tokens[%d]", field, k), s))
		}
		cc.V3 = append(cc.V3, d)
		v3Pools = true
	}
	for _, p := range cc.Pools {
		v3Pools = v3Pools || p.Kind == liquidity.V3Pool
	}
	if v3Pools && static.Contracts.V3Router == (common.Address{}) && k.V3Router == "" {
		add("contracts.v3Router (the Uniswap V3 SwapRouter) is required with uniswap-v3 pools")
	}

	if g := lc.GMP; g != nil {
		gmp := &liquidity.GMP{Symbol: g.Symbol, Token: token("gmp.token", g.Token), FeeBps: g.FeeBps, Confirmation: seconds(g.ConfirmationSeconds)}
		if g.Symbol == "" {
			add("gmp.symbol is required (the token's symbol on the bridge, e.g. axlUSDC)")
		}
		if g.FeeBps >= 10_000 {
			add("gmp.feeBps %d must be below 10000", g.FeeBps)
		}
		if g.ConfirmationSeconds < 0 {
			add("gmp.confirmationSeconds %v must not be negative", g.ConfirmationSeconds)
		}
		parse := func(field string, a amount, required bool, dst *uint256.Int) {
			if !a.set {
				if required {
					add("%s is required (an integer in the token's base units)", field)
				}
				return
			}
			if err := dst.SetFromDecimal(a.raw); err != nil || strings.HasPrefix(a.raw, "+") {
				add("%s %q is not a non-negative integer of base units", field, a.raw)
			}
		}
		parse("gmp.baseFee", g.BaseFee, false, &gmp.BaseFee)
		parse("gmp.min", g.Min, true, &gmp.Min)
		parse("gmp.max", g.Max, true, &gmp.Max)
		if g.Max.set && gmp.Max.IsZero() {
			add("gmp.max must be positive")
		}
		if gmp.Min.Gt(&gmp.Max) && !gmp.Max.IsZero() {
			add("gmp.min %s is above gmp.max %s", gmp.Min.Dec(), gmp.Max.Dec())
		}
		static.GMP = gmp
	}

	if in := lc.Intents; in != nil {
		intents := &liquidity.Intents{Solver: address("intents.solver", in.Solver, true), SpreadBps: in.SpreadBps, FixedFeeUSD: in.FixedFeeUSD,
			MinUSD: in.MinUSD, FillTime: seconds(in.FillTimeSeconds), Expiry: seconds(in.ExpirySeconds)}
		if in.SpreadBps >= 10_000 {
			add("intents.spreadBps %d must be below 10000", in.SpreadBps)
		}
		if in.FixedFeeUSD < 0 || in.MinUSD < 0 {
			add("intents.fixedFeeUSD and intents.minUSD must not be negative")
		}
		if in.FillTimeSeconds <= 0 {
			add("intents.fillTimeSeconds must be positive")
		}
		if in.ExpirySeconds <= 0 {
			add("intents.expirySeconds must be positive")
		}
		inv := map[common.Address]bool{}
		for i, s := range in.InventoryTokens {
			field := fmt.Sprintf("intents.inventoryTokens[%d]", i)
			var a common.Address
			if strings.EqualFold(s, "native") || strings.EqualFold(s, catalog.NativeEVMAddress) {
				a = liquidity.Native
			} else if a = token(field, s); a == (common.Address{}) {
				continue
			}
			if inv[a] {
				add("%s: %s is listed twice", field, s)
			}
			inv[a] = true
			cc.InventoryTokens = append(cc.InventoryTokens, a)
		}
		static.Intents = intents
	}

	if g := lc.Gas; g != nil {
		d := static.Gas
		or := func(v, def uint64) uint64 {
			if v == 0 {
				return def
			}
			return v
		}
		static.Gas = liquidity.Gas{Base: or(g.Base, d.Base), PairHop: or(g.PairHop, d.PairHop), StableHop: or(g.StableHop, d.StableHop),
			Wrap: or(g.Wrap, d.Wrap), BridgeCall: or(g.BridgeCall, d.BridgeCall), IntentOrder: or(g.IntentOrder, d.IntentOrder),
			Execute: or(g.Execute, d.Execute), DestinationHop: or(g.DestinationHop, d.DestinationHop),
			V3Hop: or(g.V3Hop, d.V3Hop), V3Tick: or(g.V3Tick, d.V3Tick), V3Step: or(g.V3Step, d.V3Step)}
	}
	cc.Static, cc.BatchSize, cc.rpcURL = static, lc.BatchSize, lc.RPCURL
	return cc, lc.RPCURL
}

// redactURL hides what may be a key in an RPC URL, for messages.
func redactURL(s string) string { return evm.RedactURL(s) }
