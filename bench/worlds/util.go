package worlds

import (
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/holiman/uint256"
)

// addresser derives deterministic addresses: the last 20 bytes of
// keccak256("switchyard/bench/worlds/<seed>/<chain id>/<kind>/<n>"). One
// per goroutine (the hasher is reused).
type addresser struct {
	h      crypto.KeccakState
	prefix []byte // "switchyard/bench/worlds/<seed>/<chain id>/"
	buf    []byte
	sum    [32]byte
}

func newAddresser(seed uint64, chainID string) *addresser {
	p := append([]byte("switchyard/bench/worlds/"), strconv.FormatUint(seed, 10)...)
	p = append(p, '/')
	p = append(p, chainID...)
	p = append(p, '/')
	return &addresser{h: crypto.NewKeccakState(), prefix: p}
}

// addr returns the address of the n-th object of a kind ("token", "pool",
// "router", …).
func (a *addresser) addr(kind string, n int) common.Address {
	a.buf = append(a.buf[:0], a.prefix...)
	a.buf = append(a.buf, kind...)
	a.buf = append(a.buf, '/')
	a.buf = strconv.AppendInt(a.buf, int64(n), 10)
	a.h.Reset()
	a.h.Write(a.buf)
	a.h.Read(a.sum[:])
	return common.BytesToAddress(a.sum[12:])
}

// pow10 are the exact float64 powers of ten a token's decimals need.
var pow10 = func() [37]float64 {
	var p [37]float64
	for i := range p {
		p[i] = math.Pow10(i)
	}
	return p
}()

// maxReserve keeps every generated reserve far below uint112 (2^112-1),
// leaving room for the largest trades a benchmark sends.
var maxReserve = math.Ldexp(1, 104)

// fromFloat converts a non-negative finite float64 to the nearest
// uint256 at or below it (no big.Int).
func fromFloat(x float64) uint256.Int {
	var z uint256.Int
	if !(x >= 1) {
		return z
	}
	frac, exp := math.Frexp(x) // x = frac * 2^exp, frac in [0.5, 1)
	mant := uint64(math.Ldexp(frac, 53))
	z.SetUint64(mant)
	if shift := exp - 53; shift > 0 {
		z.Lsh(&z, uint(shift))
	} else if shift < 0 {
		z.Rsh(&z, uint(-shift))
	}
	return z
}

// units is the base-unit amount of a token worth usd at price.
func units(usd, price float64, decimals uint8) float64 {
	return usd / price * pow10[decimals]
}

// logUniform draws from [lo, hi) uniformly in log space.
func logUniform(r *rand.Rand, lo, hi float64) float64 {
	return lo * math.Exp(r.Float64()*math.Log(hi/lo))
}

// logNormal draws a log-normal value of the given median and sigma,
// clamped to [lo, hi].
func logNormal(r *rand.Rand, median, sigma, lo, hi float64) float64 {
	v := median * math.Exp(sigma*r.NormFloat64())
	return min(max(v, lo), hi)
}

// between draws an integer in [lo, hi].
func between(r *rand.Rand, lo, hi uint64) uint64 {
	return lo + r.Uint64N(hi-lo+1)
}

// noise is a factor in [1-eps, 1+eps].
func noise(r *rand.Rand, eps float64) float64 {
	return 1 + eps*(2*r.Float64()-1)
}

// letters draws an uppercase ticker of n letters.
func letters(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('A' + r.IntN(26))
	}
	return string(b)
}

// cumulative samples indexes in proportion to weights.
type cumulative []float64

func newCumulative(weights []float64) cumulative {
	c := make(cumulative, len(weights))
	s := 0.0
	for i, w := range weights {
		s += w
		c[i] = s
	}
	return c
}

// pick returns an index drawn in proportion to its weight; -1 when all
// weights are zero.
func (c cumulative) pick(r *rand.Rand) int {
	if len(c) == 0 || c[len(c)-1] <= 0 {
		return -1
	}
	x := r.Float64() * c[len(c)-1]
	lo, hi := 0, len(c)-1
	for lo < hi {
		m := (lo + hi) / 2
		if c[m] > x {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return lo
}
