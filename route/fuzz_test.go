package route

import (
	"context"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// FuzzPlan plans arbitrary amounts between arbitrary tokens of two test
// chains: never a panic, and a plan found pays what its pools compute.
func FuzzPlan(f *testing.F) {
	f.Add(uint8(0), uint8(1), false, []byte{1})
	f.Add(uint8(4), uint8(3), true, []byte{0x03, 0xe8, 0, 0, 0, 0, 0, 0})
	f.Add(uint8(6), uint8(6), true, []byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff})
	e, a, b := testEngine(f)
	f.Fuzz(func(t *testing.T, from, to uint8, cross bool, amount []byte) {
		if len(amount) > 32 {
			amount = amount[:32]
		}
		src, dst := a, a
		if cross {
			dst = b
		}
		pick := func(c *liquidity.Chain, i uint8) (addr [20]byte) {
			if int(i) >= len(c.Tokens) {
				return liquidity.Native
			}
			return c.Tokens[i].Address
		}
		p := &Params{FromChain: src.ID, ToChain: dst.ID, FromToken: pick(src, from), ToToken: pick(dst, to),
			FromAmount: *new(uint256.Int).SetBytes(amount), BypassGuardrails: from%2 == 0}
		pl, err := e.Plan(context.Background(), p)
		if err != nil {
			return
		}
		legs := []*Leg{&pl.Source}
		if pl.Dest != nil {
			legs = append(legs, pl.Dest)
		}
		for _, l := range legs {
			if len(l.Path.Hops) == 0 {
				continue
			}
			// A split leg divides its input over its parts (each from the
			// leg's pools at the state before the route) and merges them.
			var in, got uint256.Int
			for _, part := range l.parts() {
				out := pathOut(t, l.Chain, part, &part.Hops[0].AmountIn)
				in.Add(&in, &part.Hops[0].AmountIn)
				got.Add(&got, &out)
			}
			if !in.Eq(&l.In) {
				t.Fatalf("leg takes %s, its parts take %s", l.In.Dec(), in.Dec())
			}
			if !got.Eq(&l.Out) {
				t.Fatalf("leg pays %s, its pools compute %s", l.Out.Dec(), got.Dec())
			}
		}
	})
}
