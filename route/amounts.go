package route

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// pow10f are powers of ten as floats, for display conversions.
var pow10f = func() [78]float64 {
	var p [78]float64
	for i := range p {
		p[i] = math.Pow10(i)
	}
	return p
}()

// units is an amount in whole tokens (display and ranking only).
func units(amount *uint256.Int, decimals uint8) float64 {
	return amount.Float64() / pow10f[decimals]
}

// tokenAmount renders base units of t exactly in whole tokens with its
// symbol, for explanations: "1.000975 USDC".
func tokenAmount(amount *uint256.Int, t liquidity.Token) string {
	return formatUnits(amount, t.Decimals) + " " + t.Symbol
}

// formatUnits renders base units exactly as a decimal number of whole
// tokens, without trailing zeros.
func formatUnits(amount *uint256.Int, decimals uint8) string {
	s := amount.Dec()
	d := int(decimals)
	if d == 0 {
		return s
	}
	if len(s) <= d {
		s = strings.Repeat("0", d-len(s)+1) + s
	}
	whole, frac := s[:len(s)-d], strings.TrimRight(s[len(s)-d:], "0")
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// usd is an amount's USD value (display and ranking only).
func usd(amount *uint256.Int, t liquidity.Token) float64 {
	return units(amount, t.Decimals) * t.USDPrice
}

// fromUSD converts a USD value into base units of t, rounding down; zero
// when t has no price. Used for solver quotes and cost conversions, which
// are prices rather than chain computations.
func fromUSD(v float64, t liquidity.Token) uint256.Int {
	var out uint256.Int
	if t.USDPrice <= 0 || v <= 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return out
	}
	f := new(big.Float).SetPrec(256).SetFloat64(v / t.USDPrice)
	f.Mul(f, new(big.Float).SetPrec(256).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(t.Decimals)), nil)))
	i, _ := f.Int(nil)
	if i.Sign() > 0 && i.BitLen() <= 256 {
		out.SetFromBig(i)
	}
	return out
}

// formatUSD renders a USD value with two decimals.
func formatUSD(v float64) string {
	if v < 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		v = 0
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// applySlippage returns amount × (1 − slippage%), rounding down; slippage
// is taken to 1e-6 percent.
func applySlippage(amount *uint256.Int, slippage float64) uint256.Int {
	keep := uint64(math.Round((100 - slippage) * 1e6)) // of 1e8
	var out uint256.Int
	out.MulDivOverflow(amount, uint256.NewInt(keep), uint256.NewInt(100_000_000))
	return out
}

// mulBps returns amount × bps / 10000, rounding up (fees).
func mulBpsUp(amount *uint256.Int, bps uint64) uint256.Int {
	var out, rem uint256.Int
	out.MulDivOverflow(amount, uint256.NewInt(bps), uint256.NewInt(10_000))
	rem.MulMod(amount, uint256.NewInt(bps), uint256.NewInt(10_000))
	if !rem.IsZero() {
		out.AddUint64(&out, 1)
	}
	return out
}

// gasCost is units × price in wei.
func gasCost(unitsGas uint64, price *uint256.Int) uint256.Int {
	var out uint256.Int
	out.Mul(uint256.NewInt(unitsGas), price)
	return out
}
