package chainaddr

import (
	"crypto/sha256"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testCase is one row of a family's table: a valid address and its
// canonical form, or an invalid one and the exact message it must produce.
type testCase struct {
	name   string // optional; the address names the row otherwise
	prefix string // bech32 prefix, for cosmos
	addr   string
	want   string // canonical form; empty when the address is invalid
	err    string // the whole Error() text; empty when the address is valid
}

// result is what a row compares: exactly one of the fields is set.
type result struct {
	Canonical string
	Err       string
}

// runCases runs a family's table and checks every failure is an *Error that
// names the family, names the address and opens its message with it.
func runCases(t *testing.T, family string, cases []testCase) {
	t.Helper()
	for _, tc := range cases {
		name := tc.name
		if name == "" {
			name = tc.addr
		}
		t.Run(name, func(t *testing.T) {
			got, err := Normalize(family, tc.prefix, tc.addr)
			res := result{Canonical: got}
			if err != nil {
				res.Err = err.Error()
				checkError(t, family, tc.addr, err)
			}
			if diff := cmp.Diff(result{Canonical: tc.want, Err: tc.err}, res); diff != "" {
				t.Errorf("Normalize(%q, %q, %q) mismatch (-want +got):\n%s", family, tc.prefix, tc.addr, diff)
			}
			if err == nil {
				again, err := Normalize(family, tc.prefix, got)
				if err != nil || again != got {
					t.Errorf("Normalize is not idempotent on %q: got %q, %v", got, again, err)
				}
			}
		})
	}
}

// checkError checks err names the address (as given, or cut short or
// redacted where the package documents it) and gives a reason.
func checkError(t *testing.T, family, addr string, err error) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v is a %T, want *Error", err, err)
	}
	if e.Family != family {
		t.Errorf("Error.Family = %q, want %q", e.Family, family)
	}
	if e.Address != addr && !(len(addr) > MaxLen && strings.HasPrefix(addr, strings.TrimSuffix(e.Address, "..."))) && e.Address != "S..." {
		t.Errorf("Error.Address = %q, want the address %q", e.Address, addr)
	}
	if len(e.Reason) < 10 {
		t.Errorf("Error.Reason = %q, too short to say what is wrong", e.Reason)
	}
	if want := strconv.Quote(e.Address) + " "; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("message %q does not open with the quoted address %s", err, want)
	}
}

// The encoders below derive test vectors from their definitions; the
// package itself only ever decodes.

func bech32EncodeTest(hrp string, payload []byte, v bech32Variant) string {
	return bech32EncodeValues(hrp, bech32Values(payload), v)
}

// bech32Values regroups bytes as 5-bit values, zero-padding the last one.
func bech32Values(payload []byte) []byte {
	var data []byte
	var acc uint32
	var bits uint
	for _, b := range payload {
		acc = acc<<8 | uint32(b)
		bits += 8
		for bits >= 5 {
			bits -= 5
			data = append(data, byte(acc>>bits)&31)
		}
	}
	if bits > 0 {
		data = append(data, byte(acc<<(5-bits))&31)
	}
	return data
}

func bech32EncodeValues(hrp string, data []byte, v bech32Variant) string {
	values := append(bech32HRPExpand(hrp), data...)
	values = append(values, make([]byte, bech32ChecksumLen)...)
	constant := uint32(bech32Const)
	if v == variantBech32m {
		constant = bech32mConst
	}
	mod := bech32Polymod(values) ^ constant
	var b strings.Builder
	b.WriteString(hrp + "1")
	for _, d := range data {
		b.WriteByte(bech32Charset[d])
	}
	for i := range bech32ChecksumLen {
		b.WriteByte(bech32Charset[(mod>>(5*(5-i)))&31])
	}
	return b.String()
}

// segwitEncodeTest encodes a mainnet witness program: the version is the
// first data value, then the program in 5-bit values.
func segwitEncodeTest(version byte, program []byte, v bech32Variant) string {
	return bech32EncodeValues("bc", append([]byte{version}, bech32Values(program)...), v)
}

func base58EncodeTest(a *base58Alphabet, b []byte) string {
	zeros := 0
	for zeros < len(b) && b[zeros] == 0 {
		zeros++
	}
	var le []byte // base-58 digits, least significant first
	for _, x := range b[zeros:] {
		carry := int(x)
		for i := range le {
			carry += int(le[i]) << 8
			le[i] = byte(carry % 58)
			carry /= 58
		}
		for carry > 0 {
			le = append(le, byte(carry%58))
			carry /= 58
		}
	}
	var s strings.Builder
	for range zeros {
		s.WriteByte(a.digits[0])
	}
	for i := len(le) - 1; i >= 0; i-- {
		s.WriteByte(a.digits[le[i]])
	}
	return s.String()
}

func base58CheckEncodeTest(a *base58Alphabet, payload []byte) string {
	first := sha256.Sum256(payload)
	second := sha256.Sum256(first[:])
	return base58EncodeTest(a, append(append([]byte{}, payload...), second[:4]...))
}

func strkeyEncodeTest(version byte, key []byte) string {
	body := append([]byte{version}, key...)
	sum := crc16XModem(body)
	return strkeyEncoding.EncodeToString(append(body, byte(sum), byte(sum>>8)))
}

func sha256Prefix(s string, n int) []byte {
	h := sha256.Sum256([]byte(s))
	return h[:n]
}

func bytesOf(n int, b byte) []byte {
	out := make([]byte, n)
	for i := range out {
		out[i] = b
	}
	return out
}
