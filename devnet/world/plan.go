package world

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/contracts"
)

// BridgedSymbol is the gateway symbol of the bridged canonical token. On a
// chain whose catalog lists it, its token is minted and burned by the
// gateway; on a chain that lists none (Ethereum, where the canonical token
// originates), the symbol is registered to the chain's USDC, which the
// gateway then burns and mints in its place.
const BridgedSymbol = "axlUSDC"

// roles are the tokens pools are made of: the first symbol the chain's
// catalog lists stands in for the role (Arbitrum's catalog has USDT0 but
// no USDT, Base's has cbBTC but no WBTC).
var roles = []struct{ role, symbols string }{
	{"ETH", "WETH"},
	{"BTC", "WBTC,cbBTC"},
	{"USDC", "USDC"},
	{"USDT", "USDT,USDT0"},
	{"DAI", "DAI"},
	{"BRIDGED", BridgedSymbol},
}

// poolSpec is a pool between two roles, with its depth per side on
// Ethereum in USD; other chains get depthDivisor times less.
type poolSpec struct {
	base, quote string // roles
	kind        PoolKind
	feeBps      uint64 // pairs
	stableFee   uint64 // stable pools, 1e10 precision
	a           uint64 // stable pools
	depthUSD    int64
	// stable marks a pair of like-priced tokens: its V3 pools take the
	// stable tiers and narrower ranges.
	stable bool
}

// poolSpecs are seeded wherever both roles have a priced token. A
// WNATIVE/USDC pair joins them where the wrapped native is not WETH. Each
// constant-product spec is a Uniswap V2 pair (30 bps, the only fee V2
// has) plus V3 pools at its tiers (v3plan.go), all at the same price.
var poolSpecs = []poolSpec{
	{base: "ETH", quote: "USDC", kind: KindUniswapV2, feeBps: 30, depthUSD: 5_000_000},
	{base: "ETH", quote: "USDT", kind: KindUniswapV2, feeBps: 30, depthUSD: 2_000_000},
	{base: "BTC", quote: "USDC", kind: KindUniswapV2, feeBps: 30, depthUSD: 3_000_000},
	{base: "BTC", quote: "ETH", kind: KindUniswapV2, feeBps: 30, depthUSD: 2_000_000},
	{base: "USDC", quote: "USDT", kind: KindUniswapV2, feeBps: 30, depthUSD: 5_000_000, stable: true},
	{base: "DAI", quote: "USDC", kind: KindUniswapV2, feeBps: 30, depthUSD: 2_000_000, stable: true},
	{base: "BRIDGED", quote: "USDC", kind: KindStableSwap, stableFee: 4_000_000, a: 200, depthUSD: 2_000_000},
}

// wrappedNativePool is the WNATIVE/USDC pair of chains whose wrapped
// native token is not WETH.
var wrappedNativePool = poolSpec{base: "WNATIVE", quote: "USDC", kind: KindUniswapV2, feeBps: 30, depthUSD: 1_000_000}

const (
	// depthDivisor divides the pool depths on every chain but Ethereum.
	depthDivisor = 5
	// inventoryUSD is what the solver holds of each pooled token, per chain.
	inventoryUSD = 1_000_000
)

// plan is what the world puts on one chain, derived from the catalog
// before the chain starts.
type plan struct {
	chainID         uint64
	bridgeChainName string
	nativeSymbol    string
	tokens          []Token           // catalog listing order
	bySymbol        map[string]Token  // the same tokens
	role            map[string]string // role → symbol
	wrapped         string            // wrapped native symbol, "" if the catalog lists none
	bridged         map[string]string // gateway symbol → token symbol
	pools           []plannedPool     // pairs and stable pools
	v3pools         []plannedPool     // V3 pools, seeded after the pairs
	inventory       []string          // symbols the solver receives
	notes           []string          // what was left out or substituted, for the log
}

// plannedPool is a pool with its seed amounts.
type plannedPool struct {
	Pool
	baseAmount, quoteAmount *big.Int
	v3                      *plannedV3 // V3 pools only
}

// newPlan derives the chain's plan from the catalog; nil when the catalog
// does not list the chain as an EVM chain.
func newPlan(cat *catalog.Catalog, chainID uint64) *plan {
	view := cat.View(nil)
	id := strconv.FormatUint(chainID, 10)
	ch, ok := cat.Chain(view, id)
	if !ok || ch.Type != "evm" {
		return nil
	}
	p := &plan{chainID: chainID, bridgeChainName: ch.BridgeChainName, nativeSymbol: ch.NativeCurrency.Symbol, bySymbol: map[string]Token{},
		role: map[string]string{}, bridged: map[string]string{}}
	if p.bridgeChainName == "" {
		p.bridgeChainName = ch.ChainName
		p.note("the catalog gives no bridgeChainName; the gateway uses the chain name %q", ch.ChainName)
	}
	wrappedAddr := common.Address{}
	if a := ch.ChainNativeContracts.WrappedNativeToken; common.IsHexAddress(a) {
		wrappedAddr = common.HexToAddress(a)
	}
	byAddress := map[common.Address]string{}
	for _, t := range cat.Tokens(view, id) {
		if strings.EqualFold(t.Address, catalog.NativeEVMAddress) || !common.IsHexAddress(t.Address) {
			continue
		}
		if _, dup := p.bySymbol[t.Symbol]; dup {
			p.note("the catalog lists %s twice; only %s gets a contract", t.Symbol, p.bySymbol[t.Symbol].Address.Hex())
			continue
		}
		if other, dup := byAddress[common.HexToAddress(t.Address)]; dup {
			p.note("the catalog lists %s and %s at %s; the contract is %s", other, t.Symbol, t.Address, other)
			continue
		}
		byAddress[common.HexToAddress(t.Address)] = t.Symbol
		if t.Decimals < 0 || t.Decimals > 77 {
			p.note("%s has %d decimals, which no ERC-20 can hold; left out", t.Symbol, t.Decimals)
			continue
		}
		tok := Token{Symbol: t.Symbol, Name: t.Name, Address: common.HexToAddress(t.Address), Decimals: uint8(t.Decimals),
			USDPrice: t.USDPrice, Kind: KindERC20, BridgeSymbol: t.BridgeNetworkSymbol}
		if tok.Address == wrappedAddr {
			tok.Kind = KindWETH9
			p.wrapped = tok.Symbol
		}
		p.tokens = append(p.tokens, tok)
		p.bySymbol[tok.Symbol] = tok
	}
	if p.wrapped == "" {
		p.note("the catalog lists no token at the wrapped native address %q; the chain has no WETH9", ch.ChainNativeContracts.WrappedNativeToken)
	}
	p.assignRoles()
	p.planBridge()
	p.planPools(chainID)
	return p
}

func (p *plan) note(format string, args ...any) {
	p.notes = append(p.notes, fmt.Sprintf(format, args...))
}

// assignRoles picks the token of each role.
func (p *plan) assignRoles() {
	for _, r := range roles {
		symbols := strings.Split(r.symbols, ",")
		for _, s := range symbols {
			if _, ok := p.bySymbol[s]; ok {
				p.role[r.role] = s
				if s != symbols[0] {
					p.note("no %s in the catalog; %s stands in for it in the pools", symbols[0], s)
				}
				break
			}
		}
		if _, ok := p.role[r.role]; !ok && r.role != "BRIDGED" {
			p.note("no %s in the catalog; its pools are left out", strings.ReplaceAll(r.symbols, ",", " or "))
		}
	}
	if p.wrapped != "" {
		p.role["WNATIVE"] = p.wrapped
	}
}

// planBridge registers the tokens the catalog gives a bridge symbol, and
// BridgedSymbol to USDC where the catalog lists no bridged canonical token.
func (p *plan) planBridge() {
	for _, t := range p.tokens {
		if t.BridgeSymbol != "" && t.Kind == KindERC20 {
			p.bridged[t.BridgeSymbol] = t.Symbol
		}
	}
	if _, ok := p.bridged[BridgedSymbol]; !ok {
		if usdc, ok := p.role["USDC"]; ok {
			p.bridged[BridgedSymbol] = usdc
			t := p.bySymbol[usdc]
			t.BridgeSymbol = BridgedSymbol
			p.setToken(t)
			p.note("no %s in the catalog; the gateway bridges %s as %s", BridgedSymbol, usdc, BridgedSymbol)
		}
	}
}

func (p *plan) setToken(t Token) {
	p.bySymbol[t.Symbol] = t
	for i := range p.tokens {
		if p.tokens[i].Symbol == t.Symbol {
			p.tokens[i] = t
		}
	}
}

// planPools computes every pool's seed amounts from the catalog prices.
func (p *plan) planPools(chainID uint64) {
	specs := poolSpecs
	if p.wrapped != "" && p.wrapped != p.role["ETH"] {
		specs = append(specs[:len(specs):len(specs)], wrappedNativePool)
	}
	inventory := map[string]bool{}
	for _, s := range specs {
		base, quote := p.bySymbol[p.role[s.base]], p.bySymbol[p.role[s.quote]]
		if base.Symbol == "" || quote.Symbol == "" {
			continue
		}
		name := base.Symbol + "/" + quote.Symbol
		if unpriced := unpricedOf(base, quote); unpriced != "" {
			p.note("pool %s left out: the catalog has no USD price for %s", name, unpriced)
			continue
		}
		if s.kind == KindStableSwap && (base.Decimals > 18 || quote.Decimals > 18) {
			p.note("pool %s left out: a stable pool takes coins of at most 18 decimals", name)
			continue
		}
		depth := big.NewRat(s.depthUSD, 1)
		if chainID != 1 {
			depth.Quo(depth, big.NewRat(depthDivisor, 1))
		}
		pp := plannedPool{
			Pool: Pool{Name: name, Base: base.Symbol, Quote: quote.Symbol, Kind: s.kind, FeeBps: s.feeBps,
				StableFee: s.stableFee, A: s.a},
			baseAmount:  unitsForUSD(depth, base.USDPrice, base.Decimals),
			quoteAmount: unitsForUSD(depth, quote.USDPrice, quote.Decimals),
		}
		if s.kind == KindStableSwap {
			pp.FeeBps = s.stableFee / 1_000_000 // 1e10 precision → bps
		}
		p.pools = append(p.pools, pp)
		if s.kind == KindUniswapV2 {
			p.planV3(s, base, quote, pp.baseAmount, pp.quoteAmount)
		}
		for _, sym := range []string{base.Symbol, quote.Symbol} {
			if !inventory[sym] {
				inventory[sym] = true
				p.inventory = append(p.inventory, sym)
			}
		}
	}
}

// inventoryAmount is what the solver receives of a token.
func (p *plan) inventoryAmount(t Token) *big.Int {
	return unitsForUSD(big.NewRat(inventoryUSD, 1), t.USDPrice, t.Decimals)
}

// wethNeeded is the wrapped native the deployer wraps at start: its side
// of the pools and the solver's inventory.
func (p *plan) wethNeeded() *big.Int {
	total := new(big.Int)
	if p.wrapped == "" {
		return total
	}
	for _, pp := range p.pools {
		if pp.Base == p.wrapped {
			total.Add(total, pp.baseAmount)
		}
		if pp.Quote == p.wrapped {
			total.Add(total, pp.quoteAmount)
		}
	}
	for _, s := range p.inventory {
		if s == p.wrapped {
			total.Add(total, p.inventoryAmount(p.bySymbol[s]))
		}
	}
	if need, ok := p.v3Needs()[p.wrapped]; ok {
		total.Add(total, need)
	}
	return total
}

// genesis places the token contracts at the catalog's addresses, already
// initialized with the catalog's name, symbol and decimals (the deployer
// is every ERC20Token's minter), and funds the service accounts.
func (p *plan) genesis(erc20, weth9 []byte) types.GenesisAlloc {
	alloc := serviceAlloc()
	for _, t := range p.tokens {
		acct := types.Account{Code: erc20, Balance: new(big.Int), Storage: erc20Storage(t.Name, t.Symbol, t.Decimals, Deployer().Address)}
		if t.Kind == KindWETH9 {
			acct = types.Account{Code: weth9, Balance: new(big.Int), Storage: weth9Storage(t.Name, t.Symbol, t.Decimals)}
		}
		alloc[t.Address] = acct
	}
	return alloc
}

// runtimeCode loads the token contracts' runtime code.
func runtimeCode() (erc20, weth9 []byte, err error) {
	a, err := contracts.LoadArtifact("ERC20Token")
	if err != nil {
		return nil, nil, err
	}
	w, err := contracts.LoadArtifact("WETH9")
	if err != nil {
		return nil, nil, err
	}
	return a.DeployedBytecode, w.DeployedBytecode, nil
}

// unpricedOf names the first token without a positive USD price.
func unpricedOf(tokens ...Token) string {
	for _, t := range tokens {
		if !(t.USDPrice > 0) {
			return t.Symbol
		}
	}
	return ""
}
