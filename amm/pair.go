package amm

import "github.com/holiman/uint256"

// bps is the pair's fee denominator (BPS in UniswapV2Pair.sol).
const bps = 10_000

// maxUint112 is the largest reserve the pair can hold: _update reverts
// Overflow above it. Bounding reserves and the post-trade input balance by
// it is also what keeps every product below 2^256 (see AmountOut).
var maxUint112 = func() uint256.Int {
	var m uint256.Int
	m.Lsh(uint256.NewInt(1), 112)
	m.SubUint64(&m, 1)
	return m
}()

// Pair is a UniswapV2Pair's state: its reserves (getReserves) and feeBps.
// Amounts in are what is sent to the pair before swap; the model assumes the
// pair's balances equal its reserves (no unsynced donation), as after every
// swap, mint, burn or sync.
type Pair struct {
	Reserve0, Reserve1 uint256.Int
	FeeBps             uint64
}

// sides returns (reserveIn, reserveOut) for the direction, and checks the
// state the contract could hold: a fee below 100% (InvalidFee otherwise) and
// uint112 reserves.
func (p *Pair) sides(zeroForOne bool) (rIn, rOut *uint256.Int, err error) {
	if p.FeeBps >= bps {
		return nil, nil, ErrInvalidArgument
	}
	rIn, rOut = &p.Reserve0, &p.Reserve1
	if !zeroForOne {
		rIn, rOut = rOut, rIn
	}
	if rIn.Gt(&maxUint112) || rOut.Gt(&maxUint112) {
		return nil, nil, ErrOverflow
	}
	if rIn.IsZero() || rOut.IsZero() {
		return nil, nil, ErrInsufficientLiquidity
	}
	return rIn, rOut, nil
}

// AmountOut is the pair's largest output for amountIn of token0 (zeroForOne)
// or token1:
//
//	out = in*(10000-f)*rOut / (rIn*10000 + in*(10000-f))   (floor)
//
// which is exactly the largest out the K check accepts:
// (rIn*1e4 + in*(1e4-f)) * (rOut-out) * 1e4 >= rIn*rOut*1e8 rearranges to
// out*den <= in*(1e4-f)*rOut. A zero output is ErrInsufficientLiquidity (swap
// reverts InsufficientOutputAmount), and an input that would lift the
// reserve above uint112 is ErrOverflow (swap reverts Overflow).
func (p *Pair) AmountOut(zeroForOne bool, amountIn *uint256.Int) (uint256.Int, error) {
	var out uint256.Int
	rIn, rOut, err := p.sides(zeroForOne)
	if err != nil {
		return out, err
	}
	if amountIn.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	// rIn + amountIn <= 2^112-1, checked without overflowing 256 bits.
	var room uint256.Int
	room.Sub(&maxUint112, rIn)
	if amountIn.Gt(&room) {
		return out, ErrOverflow
	}
	// With in, rIn, rOut < 2^112 and 10000 < 2^14: inWithFee < 2^126,
	// num < 2^238 and den < 2^127, so plain (unchecked) ops are exact.
	var inWithFee, num, den uint256.Int
	mulOvUint64(&inWithFee, amountIn, bps-p.FeeBps)
	mulOv(&num, &inWithFee, rOut)
	mulOvUint64(&den, rIn, bps)
	den.Add(&den, &inWithFee)
	div(&out, &num, &den)
	if out.IsZero() {
		return out, ErrInsufficientLiquidity
	}
	return out, nil
}

// AmountIn is the smallest input of token0 (zeroForOne) or token1 for which
// AmountOut is at least amountOut. Uniswap's getAmountIn returns
// rIn*out*1e4 / ((rOut-out)*(1e4-f)) + 1, which overshoots by one when the
// division is exact; this rounds up instead, so AmountOut(AmountIn(x)) >= x
// and AmountOut(AmountIn(x)-1) < x. amountOut >= reserveOut (the pair reverts
// InsufficientLiquidity) and a zero amountOut are ErrInsufficientLiquidity;
// an input beyond the uint112 reserve limit is ErrOverflow.
func (p *Pair) AmountIn(zeroForOne bool, amountOut *uint256.Int) (uint256.Int, error) {
	var in uint256.Int
	rIn, rOut, err := p.sides(zeroForOne)
	if err != nil {
		return in, err
	}
	if amountOut.IsZero() || !amountOut.Lt(rOut) {
		return in, ErrInsufficientLiquidity
	}
	// rIn*out*1e4 < 2^238 and (rOut-out)*(1e4-f) < 2^126: exact.
	var num, den, rem uint256.Int
	mulOv(&num, rIn, amountOut)
	mulOvUint64(&num, &num, bps)
	den.Sub(rOut, amountOut)
	mulOvUint64(&den, &den, bps-p.FeeBps)
	divMod(&in, &rem, &num, &den)
	if !rem.IsZero() {
		in.AddUint64(&in, 1)
	}
	var room uint256.Int
	room.Sub(&maxUint112, rIn)
	if in.Gt(&room) {
		return in, ErrOverflow
	}
	return in, nil
}

// SpotPrice is rOut/rIn: the marginal output per unit input in raw base
// units, excluding the fee (multiply by (10000-FeeBps)/10000 to include it).
// Display only; 0 for an empty pair.
func (p *Pair) SpotPrice(zeroForOne bool) float64 {
	rIn, rOut := &p.Reserve0, &p.Reserve1
	if !zeroForOne {
		rIn, rOut = rOut, rIn
	}
	if rIn.IsZero() {
		return 0
	}
	return rOut.Float64() / rIn.Float64()
}
