package chainaddr

import "encoding/base32"

// Stellar StrKey (SEP-23): a version byte, the key, and a CRC16-XModem
// checksum of both stored little-endian, all in RFC 4648 base32 without
// padding. An account id is version byte 6<<3 and a 32-byte ed25519 key, 56
// characters starting with "G". Every account id decodes from exactly 280
// bits, so there are no padding bits and the spelling is unique.

const (
	strkeyAccountLen     = 56     // characters of an encoded account id
	strkeyAccountVersion = 6 << 3 // "G..."
)

var strkeyEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// crc16XModem is CRC-16 with polynomial 0x1021, initial value 0 and no
// reflection, as StrKey uses it.
func crc16XModem(data []byte) uint16 {
	var crc uint16
	for _, b := range data {
		crc ^= uint16(b) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// normalizeStellar accepts a StrKey account id (G...). Muxed accounts,
// contracts and secret seeds are refused with a message naming what they are;
// a secret seed is never echoed back.
func normalizeStellar(addr string) (string, error) {
	const fam = "stellar"
	switch addr[0] {
	case 'S':
		if len(addr) == strkeyAccountLen {
			return "", reject(fam, "S...", "is a Stellar secret seed, not an account id: never share it; give the public account id starting with G")
		}
	case 'M':
		return "", reject(fam, addr, "is a muxed account (M...): give the underlying account id starting with G (and a memo if the recipient needs one)")
	case 'C':
		return "", reject(fam, addr, "is a contract address (C...): want an account id starting with G")
	}
	if addr[0] != 'G' || len(addr) != strkeyAccountLen {
		return "", reject(fam, addr, "is not a Stellar account id: want %d characters starting with G", strkeyAccountLen)
	}
	for i := range len(addr) {
		if c := addr[i]; !('A' <= c && c <= 'Z' || '2' <= c && c <= '7') {
			if 'a' <= c && c <= 'z' {
				return "", reject(fam, addr, "is not a Stellar account id: StrKey is upper case only")
			}
			return "", reject(fam, addr, "is not a Stellar account id: %q is not a base32 character (A-Z, 2-7)", addr[i:i+1])
		}
	}
	raw, err := strkeyEncoding.DecodeString(addr)
	if err != nil || len(raw) != 35 {
		// Unreachable for 56 base32 characters; kept so a decoder change
		// cannot turn into a panic below.
		return "", reject(fam, addr, "is not a Stellar account id: it does not decode as base32")
	}
	body, sum := raw[:33], uint16(raw[33])|uint16(raw[34])<<8
	if crc16XModem(body) != sum {
		return "", reject(fam, addr, "fails its StrKey checksum (check for a mistyped character)")
	}
	if v := body[0]; v != strkeyAccountVersion {
		return "", reject(fam, addr, "has StrKey version byte 0x%02x: want 0x%02x, an ed25519 account id", v, strkeyAccountVersion)
	}
	return addr, nil
}
