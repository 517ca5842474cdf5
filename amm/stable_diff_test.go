package amm

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// checkStableOld compares GetDy and GetDx of s (cached terms, if any) and
// of a copy without the cache with the old implementation, answers and
// errors alike.
func checkStableOld(t *testing.T, s *Stable, i, j int, dx *uint256.Int) {
	t.Helper()
	fresh := *s
	fresh.inv = nil
	want, werr := oldGetDy(s, i, j, dx)
	for name, st := range map[string]*Stable{"cached": s, "fresh": &fresh} {
		got, err := st.GetDy(i, j, dx)
		if err != werr || got != want {
			t.Fatalf("%s %+v GetDy(%d, %d, %s) = %s, %v; old %s, %v", name, st, i, j, dx.Dec(), got.Dec(), err, want.Dec(), werr)
		}
	}
	if werr != nil {
		return
	}
	// The inverse, for the output just found and a unit more.
	for _, out := range []uint256.Int{want, *new(uint256.Int).AddUint64(&want, 1)} {
		wx, werr := oldGetDx(s, i, j, &out)
		for name, st := range map[string]*Stable{"cached": s, "fresh": &fresh} {
			gx, err := st.GetDx(i, j, &out)
			if err != werr || gx != wx {
				t.Fatalf("%s %+v GetDx(%d, %d, %s) = %s, %v; old %s, %v", name, st, i, j, out.Dec(), gx.Dec(), err, wx.Dec(), werr)
			}
		}
	}
}

// The rewritten GetDy/GetDx against the old implementation over random
// states, a third of them moved in place after NewStable cached their terms.
func TestStableMatchesOld(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(21, 22))
	for n := range 6000 {
		s, _, _, _, bal := randStable(t, rng)
		if n%3 == 0 {
			var dx uint256.Int
			dx.SetFromBig(randDx(rng, bal[0]))
			s.Balances[0].Add(&s.Balances[0], &dx)
		}
		i := rng.IntN(2)
		var dx uint256.Int
		if o := dx.SetFromBig(randDx(rng, bal[i])); o || dx.IsZero() {
			continue
		}
		checkStableOld(t, s, i, 1-i, &dx)
	}
}

// FuzzStableOldVsNew compares the two on any state, including hand-built
// ones NewStable would refuse (any rates and A).
func FuzzStableOldVsNew(f *testing.F) {
	f.Add([]byte{0x0d, 0xe0, 0xb6, 0xb3, 0xa7, 0x64, 0x00, 0x00}, []byte{0x0d, 0xe0, 0xb6, 0xb3, 0xa7, 0x64, 0x00, 0x00}, uint8(18), uint8(6), uint64(20000), uint64(4e6), []byte{1, 0}, true, false)
	f.Add([]byte{1}, []byte{0}, uint8(6), uint8(6), uint64(100), uint64(0), []byte{0xff}, false, true)
	f.Add(max256B.Bytes(), max256B.Bytes(), uint8(0), uint8(18), uint64(1e8), uint64(5e9), max256B.Bytes(), true, false)
	f.Add([]byte{0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []byte{0x03, 0, 0, 0, 0, 0, 0, 0, 0}, uint8(6), uint8(18), uint64(0), uint64(1e10), []byte{0x10, 0, 0, 0, 0}, false, true)
	f.Fuzz(func(t *testing.T, b0, b1 []byte, e0, e1 uint8, amp, fee uint64, dx []byte, zeroToOne, cache bool) {
		if len(b0) > 32 || len(b1) > 32 || len(dx) > 32 {
			return
		}
		var s Stable
		s.Balances[0].SetBytes(b0)
		s.Balances[1].SetBytes(b1)
		ten := uint256.NewInt(10)
		s.Rates[0].Exp(ten, uint256.NewInt(uint64(e0%78)))
		s.Rates[1].Exp(ten, uint256.NewInt(uint64(e1%78)))
		s.Amp.SetUint64(amp)
		s.Fee.SetUint64(fee)
		if cache {
			s.cacheInvariant()
		}
		var in uint256.Int
		in.SetBytes(dx)
		i := 0
		if !zeroToOne {
			i = 1
		}
		checkStableOld(t, &s, i, 1-i, &in)
	})
}
