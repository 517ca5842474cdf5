package chainaddr

import (
	"errors"
	"fmt"
	"strings"
)

// Bech32 (BIP-173) and bech32m (BIP-350): a human-readable part (HRP), the
// separator "1", and data in a 32-character alphabet ending in a six
// character BCH checksum. The two variants differ only in the constant the
// checksum must leave behind.

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// bech32Variant says which checksum constant an address verified with.
type bech32Variant int

const (
	variantBech32  bech32Variant = iota + 1 // BIP-173
	variantBech32m                          // BIP-350
)

const (
	bech32Const  = 1
	bech32mConst = 0x2bc830a3
	// bech32ChecksumLen is the number of checksum characters at the end.
	bech32ChecksumLen = 6
	// segwitMaxLen is BIP-173's limit on the length of a whole address.
	segwitMaxLen = 90
)

var bech32Index = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := range len(bech32Charset) {
		t[bech32Charset[i]] = int8(i)
	}
	return t
}()

func (v bech32Variant) String() string {
	if v == variantBech32m {
		return "bech32m"
	}
	return "bech32"
}

// bech32Polymod is the BCH checksum of BIP-173.
func bech32Polymod(values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	for _, v := range values {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ uint32(v)
		for i, g := range gen {
			if (top>>i)&1 == 1 {
				chk ^= g
			}
		}
	}
	return chk
}

// bech32HRPExpand spreads the HRP over 5-bit values for the checksum.
func bech32HRPExpand(hrp string) []byte {
	out := make([]byte, 0, 2*len(hrp)+1)
	for i := range len(hrp) {
		out = append(out, hrp[i]>>5)
	}
	out = append(out, 0)
	for i := range len(hrp) {
		out = append(out, hrp[i]&31)
	}
	return out
}

// bech32Decode checks s as bech32 or bech32m and returns its lower-case HRP,
// its 5-bit data values without the checksum, and which variant its checksum
// verified as. maxLen limits the whole string (0: no limit beyond MaxLen).
// Errors are phrases that read after the quoted address.
func bech32Decode(s string, maxLen int) (hrp string, data []byte, v bech32Variant, err error) {
	if maxLen > 0 && len(s) > maxLen {
		return "", nil, 0, fmt.Errorf("is %d characters long: bech32 allows at most %d", len(s), maxLen)
	}
	var lower, upper bool
	for i := range len(s) {
		c := s[i]
		switch {
		case c < 33 || c > 126:
			return "", nil, 0, fmt.Errorf("contains %q, which bech32 does not allow", s[i:i+1])
		case 'a' <= c && c <= 'z':
			lower = true
		case 'A' <= c && c <= 'Z':
			upper = true
		}
	}
	if lower && upper {
		return "", nil, 0, errors.New("mixes upper and lower case: bech32 must be all one case")
	}
	s = strings.ToLower(s)
	sep := strings.LastIndexByte(s, '1')
	switch {
	case sep < 0:
		return "", nil, 0, errors.New(`has no "1" between its prefix and its data`)
	case sep == 0:
		return "", nil, 0, errors.New(`has nothing before its "1" separator, where the prefix belongs`)
	case len(s)-sep-1 < bech32ChecksumLen:
		return "", nil, 0, errors.New("is too short to carry a bech32 checksum")
	}
	hrp = s[:sep]
	values := bech32HRPExpand(hrp)
	for i := sep + 1; i < len(s); i++ {
		d := bech32Index[s[i]]
		if d < 0 {
			return "", nil, 0, fmt.Errorf("contains %q after its prefix, which is not a bech32 character", s[i:i+1])
		}
		values = append(values, byte(d))
	}
	switch bech32Polymod(values) {
	case bech32Const:
		v = variantBech32
	case bech32mConst:
		v = variantBech32m
	default:
		return "", nil, 0, errors.New("fails its bech32 checksum (check for a mistyped or missing character)")
	}
	data = values[len(values)-(len(s)-sep-1) : len(values)-bech32ChecksumLen]
	return hrp, data, v, nil
}

// bech32Bytes regroups 5-bit data values as bytes, refusing the padding
// BIP-173 forbids: more than four bits of it, or any bit of it set.
func bech32Bytes(data []byte) ([]byte, error) {
	var acc uint32
	var bits uint
	out := make([]byte, 0, len(data)*5/8)
	for _, v := range data {
		acc = acc<<5 | uint32(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	if bits >= 5 {
		return nil, errors.New("has more than 4 bits of padding after its data")
	}
	if acc&(1<<bits-1) != 0 {
		return nil, errors.New("has non-zero padding bits after its data")
	}
	return out, nil
}
