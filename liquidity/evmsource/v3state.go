package evmsource

import (
	"context"
	"fmt"
	"math/big"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// The constant calls of V3 pools (token0() and token1() are the pair's).
var (
	dataV3Fee         = v3PoolABI.PackFee()
	dataV3TickSpacing = v3PoolABI.PackTickSpacing()
	dataV3Slot0       = v3PoolABI.PackSlot0()
	dataV3Liquidity   = v3PoolABI.PackLiquidity()
)

func init() {
	methodNames[[4]byte(dataV3TickSpacing[:4])] = "tickSpacing()"
	methodNames[[4]byte(dataV3Slot0[:4])] = "slot0()"
	methodNames[[4]byte(dataV3Liquidity[:4])] = "liquidity()"
	methodNames[[4]byte(v3PoolABI.PackTickBitmap(0)[:4])] = "tickBitmap(word)"
	methodNames[[4]byte(v3PoolABI.PackTicks(new(big.Int))[:4])] = "ticks(tick)"
}

// v3MetaCalls are what Load reads of a V3 pool once: its coins, fee and
// tick spacing (immutables).
func v3MetaCalls(s PoolSpec) []*request {
	a := s.Address
	return []*request{call(a, dataToken0), call(a, dataToken1), call(a, dataV3Fee), call(a, dataV3TickSpacing)}
}

// learnV3 reads the fee and tick spacing from the meta calls.
func learnV3(m *poolMeta, qs []*request) error {
	fee, err := qs[2].uint64()
	if err != nil {
		return err
	}
	spacing, err := qs[3].uint64()
	if err != nil {
		return err
	}
	if fee >= 1_000_000 || spacing == 0 || spacing > 16384 {
		return fmt.Errorf("%w: fee %d, tick spacing %d out of range", errBadReturn, fee, spacing)
	}
	m.v3Fee, m.v3Spacing = uint32(fee), int32(spacing)
	return nil
}

// v3StateCalls are the first calls of every refresh of a V3 pool; the
// tick bitmap words around the price and the ticks set in them follow in
// readV3, which needs their answers.
func v3StateCalls(m *poolMeta) []*request {
	return []*request{call(m.spec.Address, dataV3Slot0), call(m.spec.Address, dataV3Liquidity)}
}

// v3Read is a V3 pool's state as read, or why it could not be.
type v3Read struct {
	pool *amm.V3Pool
	err  error
}

// readV3 completes the V3 pools' states at block from their state calls
// (slot0, liquidity): one round of tickBitmap calls for DefaultV3Words
// words either side of each pool's current word, one of ticks() for every
// initialized tick in them, for all the chain's V3 pools at once. A pool
// that answers nonsense gets its error in its v3Read; the error returned
// is a transport failure.
func (r *reader) readV3(ctx context.Context, pools []poolMeta, states [][]*request, block uint64) ([]v3Read, error) {
	out := make([]v3Read, len(pools))
	type window struct{ lo, hi int32 }
	wins := make([]window, len(pools))
	bitmaps := make([][]*request, len(pools))
	var reqs []*request
	for i := range pools {
		m := &pools[i]
		if m.spec.Kind != liquidity.V3Pool {
			continue
		}
		p, err := m.v3Head(states[i])
		if err != nil {
			out[i].err = err
			continue
		}
		out[i].pool = p
		lo, hi := v3Words(p.Tick, p.TickSpacing, DefaultV3Words)
		wins[i] = window{lo, hi}
		for w := lo; w <= hi; w++ {
			bitmaps[i] = append(bitmaps[i], call(m.spec.Address, v3PoolABI.PackTickBitmap(int16(w))))
		}
		reqs = append(reqs, bitmaps[i]...)
	}
	if err := r.do(ctx, reqs, block); err != nil {
		return nil, err
	}
	ticks := make([][]*request, len(pools))
	reqs = reqs[:0]
	for i := range pools {
		p := out[i].pool
		if p == nil {
			continue
		}
		for k, q := range bitmaps[i] {
			b, err := q.answer(1)
			if err != nil {
				out[i] = v3Read{err: err}
				break
			}
			bitmap := word(b, 0)
			w := wins[i].lo + int32(k)
			for bit := range 256 {
				if (bitmap[bit/64]>>(bit%64))&1 == 0 {
					continue
				}
				tick := (w*256 + int32(bit)) * p.TickSpacing
				p.Ticks = append(p.Ticks, amm.V3Tick{Index: tick})
				ticks[i] = append(ticks[i], call(pools[i].spec.Address, v3PoolABI.PackTicks(big.NewInt(int64(tick)))))
			}
		}
		if out[i].pool == nil {
			ticks[i] = nil
			continue
		}
		reqs = append(reqs, ticks[i]...)
	}
	if err := r.do(ctx, reqs, block); err != nil {
		return nil, err
	}
	for i := range pools {
		p := out[i].pool
		if p == nil {
			continue
		}
		for k, q := range ticks[i] {
			b, err := q.answer(8)
			if err == nil {
				info, uerr := v3PoolABI.UnpackTicks(b)
				if uerr != nil || !p.Ticks[k].SetLiquidityNet(info.LiquidityNet) {
					err = fmt.Errorf("%s: %w: liquidityNet is not an int128", q.what(), errBadReturn)
				}
			}
			if err != nil {
				out[i] = v3Read{err: err}
				break
			}
		}
		if out[i].pool != nil {
			v3Finish(p, wins[i].lo, wins[i].hi)
		}
	}
	return out, nil
}

// v3Head decodes slot0 and liquidity into a pool without ticks.
func (m *poolMeta) v3Head(qs []*request) (*amm.V3Pool, error) {
	b, err := qs[0].answer(7)
	if err != nil {
		return nil, err
	}
	slot0, err := v3PoolABI.UnpackSlot0(b)
	if err != nil {
		return nil, fmt.Errorf("slot0(): %w: %v", errBadReturn, err)
	}
	liq, err := qs[1].uint256()
	if err != nil {
		return nil, err
	}
	if !slot0.Tick.IsInt64() || slot0.Tick.Int64() < int64(amm.V3MinTick) || slot0.Tick.Int64() > int64(amm.V3MaxTick) {
		return nil, fmt.Errorf("slot0(): %w: tick %s out of range", errBadReturn, slot0.Tick)
	}
	p := &amm.V3Pool{Tick: int32(slot0.Tick.Int64()), Fee: m.v3Fee, TickSpacing: m.v3Spacing, FeeProtocol: slot0.FeeProtocol, Liquidity: liq}
	if p.SqrtPriceX96.SetFromBig(slot0.SqrtPriceX96) {
		return nil, fmt.Errorf("slot0(): %w: sqrtPriceX96 overflows", errBadReturn)
	}
	return p, nil
}

// v3Empty is a V3 pool no route can use (published while it is unreadable).
func (m *poolMeta) v3Empty() liquidity.Pool {
	return liquidity.Pool{Address: m.spec.Address, Kind: liquidity.V3Pool, Tokens: m.tokens,
		V3: amm.V3Pool{Fee: m.v3Fee, TickSpacing: m.v3Spacing}}
}
