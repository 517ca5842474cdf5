package amm

import (
	"math/rand/v2"
	"testing"

	"github.com/holiman/uint256"
)

// checkArith compares the fast-path helpers with uint256's general
// operations on x and y.
func checkArith(t *testing.T, x, y *uint256.Int) {
	t.Helper()
	var want, got uint256.Int
	_, wo := want.MulOverflow(x, y)
	if o := mulOv(&got, x, y); o != wo || got != want {
		t.Fatalf("mulOv(%s, %s) = %s, %v; want %s, %v", x.Hex(), y.Hex(), got.Hex(), o, want.Hex(), wo)
	}
	_, wo = want.MulOverflow(x, uint256.NewInt(y[0]))
	if o := mulOvUint64(&got, x, y[0]); o != wo || got != want {
		t.Fatalf("mulOvUint64(%s, %d) = %s, %v; want %s, %v", x.Hex(), y[0], got.Hex(), o, want.Hex(), wo)
	}
	_, wo = want.MulOverflow(x, uint256.NewInt(2))
	if o := shl1(&got, x); o != wo || got != want {
		t.Fatalf("shl1(%s) = %s, %v; want %s, %v", x.Hex(), got.Hex(), o, want.Hex(), wo)
	}
	var wq, wr, q, r uint256.Int
	wq.DivMod(x, y, &wr)
	divMod(&q, &r, x, y)
	if q != wq || r != wr {
		t.Fatalf("divMod(%s, %s) = %s, %s; want %s, %s", x.Hex(), y.Hex(), q.Hex(), r.Hex(), wq.Hex(), wr.Hex())
	}
	div(&q, x, y)
	if q != wq {
		t.Fatalf("div(%s, %s) = %s; want %s", x.Hex(), y.Hex(), q.Hex(), wq.Hex())
	}
	// aliased operands, as the pool math uses them
	q.Set(x)
	div(&q, &q, y)
	if q != wq {
		t.Fatalf("div(z=x=%s, %s) = %s; want %s", x.Hex(), y.Hex(), q.Hex(), wq.Hex())
	}
}

// randWords draws a value of a random number of bits, with runs of all-one
// and all-zero words (the edges of the long division's estimates).
func randWords(rng *rand.Rand) uint256.Int {
	var v uint256.Int
	for i := range v {
		switch rng.IntN(4) {
		case 0:
			v[i] = 0
		case 1:
			v[i] = ^uint64(0) - rng.Uint64N(3)
		default:
			v[i] = rng.Uint64()
		}
	}
	v.Rsh(&v, uint(rng.IntN(257)))
	return v
}

func TestArithMatchesUint256(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 32))
	edges := []uint256.Int{
		{}, {1}, {^uint64(0)}, {0, 1}, {^uint64(0), ^uint64(0)}, {0, 1 << 63}, {1, 1 << 63},
		{0, 0, 1}, {^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}, {0, ^uint64(0), ^uint64(0), ^uint64(0)},
		{^uint64(0), 1 << 63}, {0, 0, 0, 1 << 63},
	}
	for i := range edges {
		for j := range edges {
			checkArith(t, &edges[i], &edges[j])
		}
	}
	for range 200_000 {
		x, y := randWords(rng), randWords(rng)
		checkArith(t, &x, &y)
	}
}

func FuzzArith(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint64(3), uint64(4), uint64(5), uint64(6), uint64(0), uint64(0))
	f.Add(^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0), uint64(1<<63), uint64(0), uint64(0))
	f.Fuzz(func(t *testing.T, x0, x1, x2, x3, y0, y1, y2, y3 uint64) {
		x, y := uint256.Int{x0, x1, x2, x3}, uint256.Int{y0, y1, y2, y3}
		checkArith(t, &x, &y)
	})
}
