package world

import (
	"math/big"
	"testing"
)

func TestFormatPrice(t *testing.T) {
	for in, want := range map[string]string{
		"3000": "3000", "3250.4999999994": "3250.5", "2998.999999999613": "2999", "0.00031": "0.00031",
		"0.001": "0.001", "1": "1", "0.98": "0.98", "123456789012.5": "123456789013", "1/3": "0.3333333333",
		"0.0000000000123456789012": "0.0000000000123456789",
	} {
		r, ok := new(big.Rat).SetString(in)
		if !ok {
			t.Fatal(in)
		}
		if got := FormatPrice(r); got != want {
			t.Errorf("FormatPrice(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestParsePrice(t *testing.T) {
	for _, ok := range []string{"3500", "0.00031", " 2.5 ", "007"} {
		if _, err := ParsePrice(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "0", "0.000", "-1", "1e3", "1/3", "1,000", "abc", "1.", ".5"} {
		if _, err := ParsePrice(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestSeedAmounts(t *testing.T) {
	tests := []struct {
		usd      int64
		price    float64
		decimals uint8
		want     string
	}{
		{5_000_000, 3000, 18, "1666666666666666666666"},
		{5_000_000, 1, 6, "5000000000000"},
		{3_000_000, 100000, 8, "3000000000"},
		{1_000_000, 0.25, 18, "4000000000000000000000000"},
		{1, 0, 18, "0"},
	}
	for _, tt := range tests {
		if got := unitsForUSD(big.NewRat(tt.usd, 1), tt.price, tt.decimals); got.String() != tt.want {
			t.Errorf("$%d at %v with %d decimals = %s, want %s", tt.usd, tt.price, tt.decimals, got, tt.want)
		}
	}
}

func TestTargetReserves(t *testing.T) {
	base, quote := big.NewInt(1_000_000_000), big.NewInt(3_000_000_000_000)
	b, q := targetReserves(base, quote, big.NewRat(4000, 1))
	k := new(big.Int).Mul(base, quote)
	k2 := new(big.Int).Mul(b, q)
	if diff := new(big.Int).Sub(k, k2); diff.Sign() < 0 || diff.Cmp(new(big.Int).Add(b, q)) > 0 {
		t.Errorf("product %s → %s", k, k2)
	}
	if got := new(big.Rat).SetFrac(q, b); !withinRounding(got, big.NewRat(4000, 1)) {
		t.Errorf("price %s", got.FloatString(6))
	}
}
