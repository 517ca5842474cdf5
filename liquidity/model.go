// Package liquidity owns the state routes are priced on: per chain, the
// tokens, the pools with their exact on-chain state, the chain's gas price
// and route contracts, and the bridges that leave it (the GMP gateway with
// its canonical bridged token, the intents solver with its inventory).
// Sources (the devnet chains, live RPC endpoints, benchmark worlds) build
// Chains; a Book publishes them as immutable Snapshots that any number of
// quotes read without locks.
package liquidity

import (
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
)

// Native is the address that stands for a chain's native asset in routes.
var Native = common.HexToAddress("0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE")

// Token is what pricing needs to know of a token.
type Token struct {
	Address  common.Address
	Symbol   string
	Decimals uint8
	// USDPrice is a display and ranking price (gas and fees converted to
	// the output token); amounts never depend on it.
	USDPrice float64
}

// PoolKind is the contract behind a pool.
type PoolKind uint8

// Pool kinds.
const (
	// PairPool is a Uniswap-V2 pair (constant product, fee in bps).
	PairPool PoolKind = iota + 1
	// StablePool is a Curve 2-coin StableSwap pool.
	StablePool
	// V3Pool is a Uniswap-V3 pool (concentrated liquidity, fee in
	// hundredths of a bp), read over a window of ticks (v3.go).
	V3Pool
)

func (k PoolKind) String() string {
	switch k {
	case PairPool:
		return "uniswap-v2"
	case StablePool:
		return "stableswap"
	case V3Pool:
		return "uniswap-v3"
	}
	return fmt.Sprintf("PoolKind(%d)", k)
}

// Pool is one pool and its state at Chain.Block.
type Pool struct {
	// Kind and the pair state come first: pricing reads pools at random
	// from arrays of thousands, mostly pairs, and a pair's evaluation then
	// touches the one or two cache lines at the start of its Pool.
	Kind   PoolKind
	Pair   amm.Pair   // PairPool state
	V3     amm.V3Pool // V3Pool state
	Stable amm.Stable // StablePool state

	Address common.Address
	// Tokens are the pool's coins in its own order (pair: token0, token1;
	// stable pool: coins(0), coins(1)).
	Tokens [2]common.Address
}

// AmountOut is what the pool pays for amountIn of coin `in` (0 or 1),
// exactly as the contract computes it.
func (p *Pool) AmountOut(in int, amountIn *uint256.Int) (uint256.Int, error) {
	switch p.Kind {
	case StablePool:
		return p.Stable.GetDy(in, 1-in, amountIn)
	case V3Pool:
		return p.v3AmountOut(in, amountIn)
	}
	return p.Pair.AmountOut(in == 0, amountIn)
}

// SpotPrice is the marginal output per unit of input of coin `in` in base
// units, without the fee (display: price impact).
func (p *Pool) SpotPrice(in int) float64 {
	switch p.Kind {
	case StablePool:
		return p.Stable.SpotPrice(in, 1-in)
	case V3Pool:
		return p.v3SpotPrice(in)
	}
	return p.Pair.SpotPrice(in == 0)
}

// FeeBps is the pair's fee, or a stable pool's fee rounded down to basis
// points (display and statistics; the pool math uses the exact fee).
func (p *Pool) FeeBps() uint64 {
	switch p.Kind {
	case StablePool:
		return p.Stable.Fee.Uint64() / 1_000_000 // 1e10 precision → bps
	case V3Pool:
		return uint64(p.V3.Fee) / 100 // hundredths of a bp → bps
	}
	return p.Pair.FeeBps
}

// FeeFraction is the pool's swap fee as a fraction of the input.
func (p *Pool) FeeFraction() float64 {
	switch p.Kind {
	case StablePool:
		return p.Stable.Fee.Float64() / 1e10
	case V3Pool:
		return float64(p.V3.Fee) / 1e6
	}
	return float64(p.Pair.FeeBps) / 10_000
}

// Contracts are the route contracts of a chain (RouteRouter and friends).
type Contracts struct {
	Router      common.Address // transactionRequest.target
	Multicall   common.Address
	PairSwapper common.Address
	// V3Router is the Uniswap-V3 periphery SwapRouter that V3 hops go
	// through (a pool pays only a caller that answers its callback).
	V3Router   common.Address
	Gateway    common.Address
	GasService common.Address
	Settlement common.Address
}

// GMP is the chain's end of the GMP bridge: the gateway moves Token under
// Symbol, one for one, minus the bridge fee.
type GMP struct {
	Symbol string
	Token  common.Address
	// FeeBps and BaseFee (in Token base units) are the bridge's own fee on
	// the amount sent from this chain.
	FeeBps  uint64
	BaseFee uint256.Int
	// Min and Max bound one transfer from this chain, in Token base units.
	Min, Max uint256.Int
	// Confirmation is how long the gateway waits for finality on this
	// chain before the message is approved on the destination.
	Confirmation time.Duration
}

// Intents is the solver's presence on the chain.
type Intents struct {
	Solver common.Address
	// Inventory is what the solver holds and will pay out here, by token
	// (Native for the native asset).
	Inventory map[common.Address]uint256.Int
	// SpreadBps is the solver's margin on the USD value; FixedFeeUSD its
	// fee per fill, both taken from the output.
	SpreadBps   uint64
	FixedFeeUSD float64
	// MinUSD is the smallest order it accepts.
	MinUSD float64
	// FillTime is how long a fill takes once the order is seen; Expiry how
	// long an order stays open before it may be refunded.
	FillTime, Expiry time.Duration
}

// Gas is a chain's gas model: units per part of a route transaction on
// the route contracts, and the gas price.
type Gas struct {
	Price uint256.Int // wei per gas, the chain's eth_gasPrice

	Base      uint64 // RouteRouter.swap with no calls
	PairHop   uint64 // one exact-input pair hop
	StableHop uint64 // one stable pool exchange
	// A V3 hop through the SwapRouter costs V3Hop, plus V3Tick per
	// initialized tick crossed and V3Step per further step of the pool's
	// swap loop (a bitmap word or tick reached).
	V3Hop, V3Tick, V3Step uint64
	Wrap                  uint64 // WETH deposit or withdraw
	BridgeCall            uint64 // bridgeCall beyond Base: gas service + gateway
	IntentOrder           uint64 // createIntentOrder
	// Execute is the relayer's executeWithToken here without destination
	// calls; DestinationHop the gas limit the payload gives per swap hop.
	Execute        uint64
	DestinationHop uint64
}

// DefaultGas is the gas model of a chain whose configuration gives none:
// units per part of a route transaction on the route contracts, upper
// bounds of what the parts cost under mainnet's fork rules, which the
// devnet runs (a new storage slot costs 22.1k gas, an approve for a first
// allowance ~46k). They cover what was measured on the devnet with
// recipients that never held the output token, the costliest case
// (go test -race -v -run TestRoutesExecuteOnDevnet ./cmd/switchyard/ logs
// it per route kind): a one-pair-hop swap 152k, native in 157k, native out
// 210k (an unwrap and a new account), a bridge call with a wrap and a pair
// hop 244k, an intents order 205k. A one-off run of further shapes
// measured two pair hops 199k, one stable hop 202k, bridge calls without
// swaps 147k and with a stable hop 277k, and ~125k of the relayer's
// executeWithToken before its destination calls. Routes quote 1.5 times
// their sum as the gas limit.
// Price is left 0: sources read eth_gasPrice.
func DefaultGas() Gas {
	return Gas{
		Base:           110_000, // RouteRouter.swap with no calls: collecting the input, delivering to a new holder
		PairHop:        60_000,  // one exact-input pair hop (~47k measured)
		StableHop:      120_000, // one stable pool exchange (~97k measured, ~130k inside a bridge call)
		V3Hop:          V3HopGas,
		V3Tick:         V3TickGas,
		V3Step:         V3StepGas,
		Wrap:           60_000,  // WETH deposit or withdraw
		BridgeCall:     80_000,  // gas service + gateway, beyond Base (~42k measured)
		IntentOrder:    120_000, // createIntentOrder: the escrow's new slots (~100k measured beyond Base)
		Execute:        200_000, // the relayer's executeWithToken without destination calls (~125k measured)
		DestinationHop: 150_000, // gas limit per destination swap hop (a stable hop takes up to ~130k)
	}
}

// Chain is one chain's routing state at Block. Build it, then call
// Finalize; after that it is immutable.
type Chain struct {
	ID         string // catalog chainId, e.g. "1"
	NumericID  uint64
	BridgeName string // the chain's name on the GMP bridge
	Block      uint64
	BlockTime  time.Duration

	NativeToken   Token // Address Native
	WrappedNative common.Address
	Tokens        []Token
	Pools         []Pool
	Contracts     Contracts
	Gas           Gas
	GMP           *GMP     // nil: no GMP gateway
	Intents       *Intents // nil: no solver

	index map[common.Address]int32 // token address → index in Tokens
	adj   [][]Edge                 // token index → pools holding it
}

// Edge is a pool seen from one of its coins.
type Edge struct {
	Pool int32 // index in Chain.Pools
	In   uint8 // the coin's position in the pool
	To   int32 // the other coin's token index
}

// Finalize indexes tokens and pools. Pools whose coins are not among the
// Tokens are refused: the engine must know decimals and prices of every
// coin it routes through.
func (c *Chain) Finalize() error {
	c.index = make(map[common.Address]int32, len(c.Tokens))
	for i, t := range c.Tokens {
		if _, dup := c.index[t.Address]; dup {
			return fmt.Errorf("liquidity: chain %s lists token %s twice", c.ID, t.Address.Hex())
		}
		c.index[t.Address] = int32(i)
	}
	c.adj = make([][]Edge, len(c.Tokens))
	for pi, p := range c.Pools {
		var idx [2]int32
		for k, a := range p.Tokens {
			i, ok := c.index[a]
			if !ok {
				return fmt.Errorf("liquidity: chain %s pool %s holds unknown token %s", c.ID, p.Address.Hex(), a.Hex())
			}
			idx[k] = i
		}
		if idx[0] == idx[1] {
			return fmt.Errorf("liquidity: chain %s pool %s holds one token twice", c.ID, p.Address.Hex())
		}
		c.adj[idx[0]] = append(c.adj[idx[0]], Edge{Pool: int32(pi), In: 0, To: idx[1]})
		c.adj[idx[1]] = append(c.adj[idx[1]], Edge{Pool: int32(pi), In: 1, To: idx[0]})
	}
	return nil
}

// TokenIndex returns the index of the token at addr.
func (c *Chain) TokenIndex(addr common.Address) (int32, bool) {
	i, ok := c.index[addr]
	return i, ok
}

// Token returns the token at addr; Native is the chain's native token.
func (c *Chain) Token(addr common.Address) (Token, bool) {
	if addr == Native {
		return c.NativeToken, true
	}
	i, ok := c.index[addr]
	if !ok {
		return Token{}, false
	}
	return c.Tokens[i], true
}

// Edges returns the pools holding the token at index i.
func (c *Chain) Edges(i int32) []Edge { return c.adj[i] }

// WithPools returns a copy of the chain with new pool states (same pools,
// same order) read at block, sharing the indexes; used by sources on
// every block.
func (c *Chain) WithPools(block uint64, pools []Pool, gasPrice *uint256.Int) *Chain {
	n := *c
	n.Block = block
	n.Pools = pools
	if gasPrice != nil {
		n.Gas.Price = *gasPrice
	}
	return &n
}
