package chainaddr

import (
	"errors"
	"strings"
)

// CosmosAddress is the bech32 account address with prefix of an account
// whose address bytes are addr (for a secp256k1 key, RIPEMD160(SHA256(its
// compressed public key))), as a Cosmos SDK chain derives it.
func CosmosAddress(prefix string, addr []byte) (string, error) {
	if prefix == "" || prefix != strings.ToLower(prefix) || strings.IndexFunc(prefix, func(r rune) bool { return r < 33 || r > 126 }) >= 0 {
		return "", errors.New("a bech32 prefix must be lower-case printable ASCII")
	}
	if len(addr) == 0 || len(addr) > 64 {
		return "", errors.New("a Cosmos address has 1 to 64 bytes")
	}
	var data []byte
	var acc uint32
	var bits uint
	for _, b := range addr {
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
	values := append(bech32HRPExpand(prefix), data...)
	chk := bech32Polymod(append(values, 0, 0, 0, 0, 0, 0)) ^ bech32Const
	var b strings.Builder
	b.WriteString(prefix)
	b.WriteByte('1')
	for _, d := range data {
		b.WriteByte(bech32Charset[d])
	}
	for i := range bech32ChecksumLen {
		b.WriteByte(bech32Charset[(chk>>(5*(5-i)))&31])
	}
	return b.String(), nil
}
