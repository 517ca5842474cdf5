package world

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// The world's arithmetic: amounts are integers in base units (big.Int),
// prices exact rationals (big.Rat). Floats appear only as the catalog's
// USD prices, whose binary value is taken exactly.

// pow10 is 10^n.
func pow10(n uint8) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil) }

// unitsForUSD is floor(usd / price * 10^decimals): the base units of a
// token worth usd at its USD price.
func unitsForUSD(usd *big.Rat, price float64, decimals uint8) *big.Int {
	p := new(big.Rat).SetFloat64(price)
	if p == nil || p.Sign() <= 0 {
		return new(big.Int)
	}
	r := new(big.Rat).Quo(usd, p)
	r.Mul(r, new(big.Rat).SetInt(pow10(decimals)))
	return new(big.Int).Quo(r.Num(), r.Denom())
}

// humanPrice is the price in quote per base of reserves in base units:
// (quote / 10^quoteDecimals) / (base / 10^baseDecimals).
func humanPrice(base, quote *big.Int, baseDecimals, quoteDecimals uint8) *big.Rat {
	if base.Sign() == 0 {
		return new(big.Rat)
	}
	r := new(big.Rat).SetFrac(new(big.Int).Mul(quote, pow10(baseDecimals)), new(big.Int).Mul(base, pow10(quoteDecimals)))
	return r
}

// rawPrice turns a price in quote per base into base units: quote units
// per base unit.
func rawPrice(price *big.Rat, baseDecimals, quoteDecimals uint8) *big.Rat {
	r := new(big.Rat).Mul(price, new(big.Rat).SetInt(pow10(quoteDecimals)))
	return r.Quo(r, new(big.Rat).SetInt(pow10(baseDecimals)))
}

var priceText = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?$`)

// maxPriceDigits bounds a price's text.
const maxPriceDigits = 60

// ParsePrice parses a positive decimal price such as "3500" or "0.00031".
func ParsePrice(s string) (*big.Rat, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, fmt.Errorf("price is required: a positive decimal number of quote tokens per base token, e.g. \"3500\" for WETH/USDC")
	}
	if len(s) > maxPriceDigits || !priceText.MatchString(s) {
		return nil, fmt.Errorf("price %q must be a positive decimal number (e.g. 3500 or 0.00031), without sign, exponent or separators", s)
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() <= 0 {
		return nil, fmt.Errorf("price %q must be positive", s)
	}
	return r, nil
}

// priceDigits is how many significant digits FormatPrice shows: enough
// for any price a person sets, and it hides the last-unit rounding of
// reserves (3250.4999999994 shows as 3250.5).
const priceDigits = 10

// FormatPrice renders a price with priceDigits significant digits,
// rounded, without trailing zeros.
func FormatPrice(r *big.Rat) string {
	if r.Sign() == 0 {
		return "0"
	}
	var exp int // about floor(log10(r)); one too low for an exact power of ten below 1
	if q := new(big.Int).Quo(r.Num(), r.Denom()); q.Sign() != 0 {
		exp = len(q.String()) - 1
	} else {
		exp = -len(new(big.Int).Quo(r.Denom(), r.Num()).String())
	}
	s := r.FloatString(max(0, priceDigits-1-exp))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// sqrtFloor is floor(sqrt(n)).
func sqrtFloor(n *big.Int) *big.Int { return new(big.Int).Sqrt(n) }

// targetReserves returns reserves with the same product as (base, quote)
// whose raw price quote/base is p: base' = sqrt(k/p), quote' = sqrt(k*p).
func targetReserves(base, quote *big.Int, p *big.Rat) (*big.Int, *big.Int) {
	k := new(big.Int).Mul(base, quote)
	b := sqrtFloor(new(big.Int).Quo(new(big.Int).Mul(k, p.Denom()), p.Num()))
	q := sqrtFloor(new(big.Int).Quo(new(big.Int).Mul(k, p.Num()), p.Denom()))
	return b, q
}

// mulRat is floor(n * r).
func mulRat(n *big.Int, r *big.Rat) *big.Int {
	return new(big.Int).Quo(new(big.Int).Mul(n, r.Num()), r.Denom())
}

// quoRat is floor(n / r).
func quoRat(n *big.Int, r *big.Rat) *big.Int {
	return new(big.Int).Quo(new(big.Int).Mul(n, r.Denom()), r.Num())
}
