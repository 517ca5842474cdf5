package amm

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// The cached invariant changes nothing: GetDy and GetDx of a state with
// its D cached equal those computed afresh, also after the balances are
// moved in place (as a route's gas leg does), which must not reuse the
// stale D.
func TestStableCachedInvariant(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(11, 12))
	for n := range 3000 {
		s, _, _, _, bal := randStable(t, rng)
		if n%3 == 0 { // a state moved after NewStable cached its D
			var dx uint256.Int
			dx.SetFromBig(randDx(rng, bal[0]))
			s.Balances[0].Add(&s.Balances[0], &dx)
		}
		fresh := *s
		fresh.inv = nil
		i := rng.IntN(2)
		var dx uint256.Int
		if o := dx.SetFromBig(randDx(rng, bal[i])); o {
			continue
		}
		got, gerr := s.GetDy(i, 1-i, &dx)
		want, werr := fresh.GetDy(i, 1-i, &dx)
		if !errors.Is(gerr, werr) || got != want {
			t.Fatalf("GetDy(%d, %s) on %+v: cached %s %v, fresh %s %v", i, dx.Dec(), s.Balances, got.Dec(), gerr, want.Dec(), werr)
		}
		if werr != nil {
			continue
		}
		gx, gerr := s.GetDx(i, 1-i, &want)
		wx, werr := fresh.GetDx(i, 1-i, &want)
		if !errors.Is(gerr, werr) || gx != wx {
			t.Fatalf("GetDx(%d, %s): cached %s %v, fresh %s %v", i, want.Dec(), gx.Dec(), gerr, wx.Dec(), werr)
		}
	}
}
