package world

import (
	"maps"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// Deployment is what the world put on one chain: the addresses the
// relayer, solver, explorer and quote engine work with. It is immutable
// once Start returns; the accessors hand out copies.
type Deployment struct {
	ChainID uint64
	// BridgeChainName is the chain's name on the GMP bridge (the catalog's
	// bridgeChainName): destinationChain in gateway calls, sourceChain in
	// approvals.
	BridgeChainName string

	Multicall  common.Address // RouteMulticall
	Gateway    common.Address // GMPGateway; operator Relayer()
	GasService common.Address // GasService; operator Relayer()
	Settlement common.Address // IntentsSettlement; settler Relayer()
	Router     common.Address // RouteRouter, wired to the four above
	// PairSwapper is the stateless exact-input helper for the Uniswap-V2
	// pairs (PairSwapper.swapExactIn, a Default call of route calls).
	PairSwapper common.Address
	// Uniswap are the published Uniswap V2 and V3 contracts: the factories
	// every constant-product and concentrated-liquidity pool comes from,
	// and the V3 periphery (position manager, QuoterV2, SwapRouter).
	Uniswap UniswapContracts

	// Tokens are the world's tokens on the chain by catalog symbol, at the
	// catalog's addresses.
	Tokens map[string]Token
	// WrappedNative is the symbol of the wrapped native token (WETH9 code).
	WrappedNative string
	// Bridged maps each symbol registered on the gateway to its token: the
	// bridged canonical token, or on a chain where the catalog has none
	// (Ethereum) the token the gateway locks and mints in its place (USDC).
	Bridged map[string]common.Address
	// Pools are the seeded pools, in seeding order.
	Pools []Pool
}

// TokenKind is the contract behind a token.
type TokenKind string

// Token kinds.
const (
	// KindERC20 is ERC20Token: the deployer mints and burns it.
	KindERC20 TokenKind = "erc20"
	// KindWETH9 is the wrapped native token: minted by depositing native.
	KindWETH9 TokenKind = "weth9"
)

// Token is one token of the world.
type Token struct {
	Symbol   string
	Name     string
	Address  common.Address
	Decimals uint8
	// USDPrice is the catalog's reference price the pools are seeded at.
	USDPrice float64
	Kind     TokenKind
	// BridgeSymbol is the gateway symbol this token travels as ("" if none).
	BridgeSymbol string
}

// PoolKind is the contract behind a pool.
type PoolKind string

// Pool kinds.
const (
	// KindUniswapV2 is the published UniswapV2Pair, made by the V2
	// factory: constant product, 30 bps.
	KindUniswapV2 PoolKind = "uniswap-v2"
	// KindUniswapV3 is the published UniswapV3Pool, made by the V3
	// factory: concentrated liquidity in positions over tick ranges.
	KindUniswapV3 PoolKind = "uniswap-v3"
	// KindStableSwap is StableSwapPool: Curve's 2-coin invariant.
	KindStableSwap PoolKind = "stableswap"
)

// Pool is one seeded pool.
type Pool struct {
	// Name is "BASE/QUOTE" (e.g. "WETH/USDC") for the pair or stable pool
	// of two tokens, and "BASE/QUOTE@FEE" (e.g. "WETH/USDC@0.05%") for a
	// V3 pool; prices are in QUOTE per BASE.
	Name        string
	Base, Quote string // symbols
	Address     common.Address
	Kind        PoolKind
	// Token0 and Token1 are the pool's coin order: the pair's token0 and
	// token1 (sorted by address), or the stable pool's coins(0), coins(1).
	Token0, Token1 common.Address
	// FeeBps is the swap fee in basis points (for a stable pool, its Curve
	// fee rounded down to bps).
	FeeBps uint64
	// StableFee is a stable pool's fee in Curve's 1e10 precision, and A its
	// amplification; both 0 for a pair.
	StableFee uint64
	A         uint64
	// Fee is a V3 pool's fee in hundredths of a bp (100, 500, 3000, 10000)
	// and TickSpacing its tick spacing; both 0 for other pools.
	Fee         uint32
	TickSpacing int32
}

// UniswapContracts are the addresses of the Uniswap deployment on a chain.
type UniswapContracts struct {
	V2Factory       common.Address
	V3Factory       common.Address
	PositionManager common.Address // NonfungiblePositionManager
	QuoterV2        common.Address
	SwapRouter      common.Address // v3-periphery SwapRouter
}

// Token returns the token with the symbol, exactly, or else the only one
// whose symbol matches ignoring case.
func (d *Deployment) Token(symbol string) (Token, bool) {
	if t, ok := d.Tokens[symbol]; ok {
		return t, true
	}
	var found []Token
	for s, t := range d.Tokens {
		if strings.EqualFold(s, symbol) {
			found = append(found, t)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return Token{}, false
}

// TokenAt returns the token at the address.
func (d *Deployment) TokenAt(addr common.Address) (Token, bool) {
	for _, t := range d.Tokens {
		if t.Address == addr {
			return t, true
		}
	}
	return Token{}, false
}

// Pool returns the pool with the name (ignoring case), else the first pool
// of the two tokens named "BASE/QUOTE" (the reversed name finds it too: the
// pair, as pairs are seeded before V3 pools), or the pool at the address
// given as 0x hex.
func (d *Deployment) Pool(ref string) (Pool, bool) {
	for _, p := range d.Pools {
		if strings.EqualFold(p.Name, ref) {
			return p, true
		}
	}
	if common.IsHexAddress(ref) {
		addr := common.HexToAddress(ref)
		for _, p := range d.Pools {
			if p.Address == addr {
				return p, true
			}
		}
		return Pool{}, false
	}
	base, quote, ok := strings.Cut(ref, "/")
	if !ok {
		return Pool{}, false
	}
	for _, p := range d.Pools {
		if (strings.EqualFold(p.Base, base) && strings.EqualFold(p.Quote, quote)) ||
			(strings.EqualFold(p.Base, quote) && strings.EqualFold(p.Quote, base)) {
			return p, true
		}
	}
	return Pool{}, false
}

// Symbols returns the token symbols, sorted.
func (d *Deployment) Symbols() []string { return slices.Sorted(maps.Keys(d.Tokens)) }

// PoolNames returns the pool names in seeding order.
func (d *Deployment) PoolNames() []string {
	out := make([]string, len(d.Pools))
	for i, p := range d.Pools {
		out[i] = p.Name
	}
	return out
}

// clone returns a deep copy.
func (d *Deployment) clone() *Deployment {
	c := *d
	c.Tokens = maps.Clone(d.Tokens)
	c.Bridged = maps.Clone(d.Bridged)
	c.Pools = slices.Clone(d.Pools)
	return &c
}
