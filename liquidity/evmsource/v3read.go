package evmsource

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3pool"
)

var v3PoolABI = uniswapv3pool.NewUniswapV3Pool()

// V3Caller is what ReadV3Pool needs of a node: eth_call at a block
// (ethclient.Client and the devnet's in-process clients have it).
type V3Caller interface {
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// DefaultV3Words is how many tick bitmap words ReadV3Pool reads on each
// side of the current price's word: a swap that would move the price past
// them is refused (amm.ErrOutsideWindow), not guessed.
const DefaultV3Words = 2

// maxV3Words bounds words: each is one call, plus one per initialized tick.
const maxV3Words = 64

// ReadV3Pool reads a UniswapV3Pool's state at one block, as amm prices it:
// slot0, liquidity(), fee(), tickSpacing(), the tick bitmap `words` words
// either side of the current tick's word, and ticks(i).liquidityNet for
// every initialized tick in them. The window is the ticks those words
// cover, clamped to the tick range.
func ReadV3Pool(ctx context.Context, c V3Caller, pool common.Address, block *big.Int, words int) (*amm.V3Pool, error) {
	if words < 0 || words > maxV3Words {
		return nil, fmt.Errorf("v3 pool %s: %d bitmap words each side, want 0..%d", pool.Hex(), words, maxV3Words)
	}
	call := func(data []byte) ([]byte, error) {
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &pool, Data: data}, block)
		if err == nil && len(out) == 0 {
			err = errors.New("no contract code or empty return")
		}
		return out, err
	}
	fail := func(what string, err error) (*amm.V3Pool, error) {
		return nil, fmt.Errorf("v3 pool %s %s: %w", pool.Hex(), what, err)
	}
	out, err := call(v3PoolABI.PackSlot0())
	if err != nil {
		return fail("slot0()", err)
	}
	slot0, err := v3PoolABI.UnpackSlot0(out)
	if err != nil {
		return fail("slot0()", err)
	}
	if out, err = call(v3PoolABI.PackLiquidity()); err != nil {
		return fail("liquidity()", err)
	}
	liq, err := v3PoolABI.UnpackLiquidity(out)
	if err != nil {
		return fail("liquidity()", err)
	}
	if out, err = call(v3PoolABI.PackFee()); err != nil {
		return fail("fee()", err)
	}
	fee, err := v3PoolABI.UnpackFee(out)
	if err != nil {
		return fail("fee()", err)
	}
	if out, err = call(v3PoolABI.PackTickSpacing()); err != nil {
		return fail("tickSpacing()", err)
	}
	spacing, err := v3PoolABI.UnpackTickSpacing(out)
	if err != nil {
		return fail("tickSpacing()", err)
	}
	if !slot0.Tick.IsInt64() || !fee.IsUint64() || fee.Uint64() >= 1_000_000 || !spacing.IsInt64() || spacing.Int64() <= 0 || spacing.Int64() > 16384 {
		return fail("state", fmt.Errorf("tick %s, fee %s, tick spacing %s out of range", slot0.Tick, fee, spacing))
	}
	p := &amm.V3Pool{Tick: int32(slot0.Tick.Int64()), Fee: uint32(fee.Uint64()), TickSpacing: int32(spacing.Int64()), FeeProtocol: slot0.FeeProtocol}
	if p.SqrtPriceX96.SetFromBig(slot0.SqrtPriceX96) || p.Liquidity.SetFromBig(liq) {
		return fail("state", errors.New("sqrtPriceX96 or liquidity overflows 256 bits"))
	}
	s := p.TickSpacing
	lo, hi := v3Words(p.Tick, s, words)
	for w := lo; w <= hi; w++ {
		if out, err = call(v3PoolABI.PackTickBitmap(int16(w))); err != nil {
			return fail(fmt.Sprintf("tickBitmap(%d)", w), err)
		}
		bitmap, err := v3PoolABI.UnpackTickBitmap(out)
		if err != nil {
			return fail(fmt.Sprintf("tickBitmap(%d)", w), err)
		}
		for b := range 256 {
			if bitmap.Bit(b) == 0 {
				continue
			}
			tick := (w*256 + int32(b)) * s
			if out, err = call(v3PoolABI.PackTicks(big.NewInt(int64(tick)))); err != nil {
				return fail(fmt.Sprintf("ticks(%d)", tick), err)
			}
			info, err := v3PoolABI.UnpackTicks(out)
			if err != nil {
				return fail(fmt.Sprintf("ticks(%d)", tick), err)
			}
			t := amm.V3Tick{Index: tick}
			if !t.SetLiquidityNet(info.LiquidityNet) {
				return fail(fmt.Sprintf("ticks(%d)", tick), fmt.Errorf("liquidityNet %s is not an int128", info.LiquidityNet))
			}
			p.Ticks = append(p.Ticks, t)
		}
	}
	v3Finish(p, lo, hi)
	return p, nil
}

// v3Words are the bitmap words `words` either side of the current tick's
// word (as TickBitmap.position computes it), clamped to the tick range.
func v3Words(tick, s int32, words int) (lo, hi int32) {
	compressed := tick / s
	if tick < 0 && tick%s != 0 {
		compressed--
	}
	center := compressed >> 8
	lo, hi = center-int32(words), center+int32(words)
	minWord, maxWord := (amm.V3MinTick/s)>>8, (amm.V3MaxTick/s)>>8
	if amm.V3MinTick%s != 0 {
		minWord = (amm.V3MinTick/s - 1) >> 8
	}
	return max(lo, minWord), min(hi, maxWord)
}

// v3Finish sorts the ticks read and sets the window the words lo..hi cover.
func v3Finish(p *amm.V3Pool, lo, hi int32) {
	s := p.TickSpacing
	slices.SortFunc(p.Ticks, func(a, b amm.V3Tick) int { return int(a.Index) - int(b.Index) })
	p.WindowLo = max(lo*256*s, amm.V3MinTick)
	p.WindowHi = min((hi*256+255)*s, amm.V3MaxTick)
}
