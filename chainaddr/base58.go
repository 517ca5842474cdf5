package chainaddr

import (
	"bytes"
	"crypto/sha256"
	"fmt"
)

// Base58 reads a string as a big-endian number in base 58, each leading
// occurrence of the alphabet's zero digit standing for one leading zero
// byte. Bitcoin and Solana use the Bitcoin alphabet; the XRP Ledger uses its
// own ordering of the same characters. Base58check appends the first four
// bytes of a double SHA-256 of the payload as a checksum.
//
// Decoding is a bijection between strings and byte strings, so an address
// that decodes is already in its only spelling.

type base58Alphabet struct {
	name   string
	digits string
	index  [256]int8
}

func newBase58Alphabet(name, digits string) *base58Alphabet {
	a := &base58Alphabet{name: name, digits: digits}
	for i := range a.index {
		a.index[i] = -1
	}
	for i := range len(digits) {
		a.index[digits[i]] = int8(i)
	}
	return a
}

var (
	bitcoinBase58 = newBase58Alphabet("the base58 alphabet", "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
	rippleBase58  = newBase58Alphabet("the XRPL base58 alphabet", "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz")
)

// decode returns the bytes s stands for. The error is a phrase naming the
// first character outside the alphabet.
func (a *base58Alphabet) decode(s string) ([]byte, error) {
	zeros := 0
	for zeros < len(s) && s[zeros] == a.digits[0] {
		zeros++
	}
	// le holds the number so far, least significant byte first.
	le := make([]byte, 0, len(s))
	for i := zeros; i < len(s); i++ {
		d := a.index[s[i]]
		if d < 0 {
			return nil, fmt.Errorf("%q is not a character of %s", s[i:i+1], a.name)
		}
		carry := int(d)
		for j := range le {
			carry += int(le[j]) * 58
			le[j] = byte(carry)
			carry >>= 8
		}
		for carry > 0 {
			le = append(le, byte(carry))
			carry >>= 8
		}
	}
	out := make([]byte, zeros+len(le))
	for i, b := range le {
		out[len(out)-1-i] = b
	}
	return out, nil
}

// base58CheckOK reports whether the last four bytes of b are the
// base58check checksum of the rest.
func base58CheckOK(b []byte) bool {
	if len(b) < 4 {
		return false
	}
	payload, sum := b[:len(b)-4], b[len(b)-4:]
	first := sha256.Sum256(payload)
	second := sha256.Sum256(first[:])
	return bytes.Equal(second[:4], sum)
}
