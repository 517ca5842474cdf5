package chainaddr

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// fuzzFamilies are the families the fuzzer picks from by index; the last
// one is unknown.
var fuzzFamilies = append(append([]string{}, familyNames...), "tron")

func FuzzNormalize(f *testing.F) {
	seeds := []struct {
		family int
		prefix string
		addr   string
	}{
		{0, "", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{0, "", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"},
		{0, "", "0x0000000000000000000000000000000000000000"},
		{1, "cosmos", "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta"},
		{1, "osmo", "osmo14klwqgkmackvx2tqa0trtg69dmy0nrg4ntq4gjgw2za4734r5seqjqm4gm"},
		{1, "OSMO", "OSMO17XPFVAKM2AMG962YLS6F84Z3KELL8C5LCZSSA0"},
		{2, "", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"},
		{2, "", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"},
		{2, "", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"},
		{2, "", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"},
		{2, "", "BC1SW50QGDZ25J"},
		{2, "", "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du"},
		{3, "", "11111111111111111111111111111111"},
		{3, "", "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"},
		{4, "", "0xDBA34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900E7"},
		{5, "", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"},
		{6, "", "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ"},
		{6, "", "MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUQ"},
		{7, "", "alice::1220" + strings.Repeat("ab", 32)},
		{8, "", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"},
		{2, "", " \x00\xff"},
	}
	for _, s := range seeds {
		f.Add(uint8(s.family), s.prefix, s.addr)
	}
	f.Fuzz(func(t *testing.T, index uint8, prefix, addr string) {
		family := fuzzFamilies[int(index)%len(fuzzFamilies)]
		got, err := Normalize(family, prefix, addr)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Normalize(%q, %q, %q) error %v is a %T, want *Error", family, prefix, addr, err, err)
			}
			if e.Family != family || e.Reason == "" || !strings.HasPrefix(err.Error(), strconv.Quote(e.Address)+" ") {
				t.Fatalf("Normalize(%q, %q, %q) = malformed error %#v", family, prefix, addr, e)
			}
			if len(e.Address) > MaxLen+len("...") {
				t.Fatalf("error echoes %d bytes of input", len(e.Address))
			}
			return
		}
		// Canonical forms only ever change letter case.
		if !strings.EqualFold(got, addr) {
			t.Fatalf("Normalize(%q, %q, %q) = %q, not the same address up to case", family, prefix, addr, got)
		}
		again, err := Normalize(family, prefix, got)
		if err != nil || again != got {
			t.Fatalf("Normalize(%q, %q, %q) = %q, %v; want %q unchanged (not idempotent)", family, prefix, got, again, err, got)
		}
	})
}
