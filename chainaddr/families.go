package chainaddr

import (
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// The families whose rules fit in a few lines: EVM, Cosmos, Solana, Sui,
// XRPL and Canton. Bitcoin is in bitcoin.go, Stellar in strkey.go.

// normalizeEVM accepts 0x and 40 hex digits, all lower case, all upper case,
// or mixed case matching EIP-55, and returns the EIP-55 form. The zero
// address is refused.
func normalizeEVM(addr string) (string, error) {
	const fam = "evm"
	digits, ok := strings.CutPrefix(addr, "0x")
	if !ok || len(digits) != 40 || !isHex(digits) {
		return "", reject(fam, addr, "is not an EVM address: want 0x followed by 40 hex digits")
	}
	canonical := common.HexToAddress(addr).Hex()
	if mixedCase(digits) && addr != canonical {
		return "", reject(fam, addr, "fails its EIP-55 checksum (mixed case must match; lowercase is accepted)")
	}
	if strings.Trim(digits, "0") == "" {
		return "", reject(fam, addr, "is refused: the zero address cannot send or receive")
	}
	return canonical, nil
}

// mixedCase says whether hex digits hold both lower- and upper-case
// letters: only those carry an EIP-55 checksum.
func mixedCase(digits string) bool {
	lower, upper := false, false
	for i := 0; i < len(digits); i++ {
		switch c := digits[i]; {
		case 'a' <= c && c <= 'f':
			lower = true
		case 'A' <= c && c <= 'F':
			upper = true
		}
	}
	return lower && upper
}

// normalizeCosmos accepts a bech32 (not bech32m) address whose prefix is the
// chain's and whose data is a 20-byte account or a 32-byte module or
// contract address, and returns it in lower case. Mixed case is refused as
// BIP-173 requires. The 90-character limit of BIP-173 does not apply (the
// Cosmos SDK lifts it); MaxLen does.
func normalizeCosmos(bech32Prefix, addr string) (string, error) {
	const fam = "cosmos"
	prefix := strings.ToLower(bech32Prefix)
	if prefix == "" {
		return "", reject(fam, addr, "cannot be checked: the chain has no bech32 prefix configured")
	}
	if len(addr) == 42 && (strings.HasPrefix(addr, "0x") || strings.HasPrefix(addr, "0X")) {
		// an EVM address "has the wrong prefix" only by accident of its
		// digits: say what it is
		return "", reject(fam, addr, "is an EVM address, not a Cosmos address: want a bech32 address starting with %q", prefix+"1")
	}
	sep := strings.LastIndexByte(addr, '1')
	if sep < 1 {
		return "", reject(fam, addr, "is not a Cosmos address: want a bech32 address starting with %q", prefix+"1")
	}
	if strings.ToLower(addr[:sep]) != prefix {
		return "", reject(fam, addr, "has the wrong prefix for this chain: want %q", prefix+"1...")
	}
	_, data, variant, err := bech32Decode(addr, 0)
	if err != nil {
		return "", reject(fam, addr, "%v", err)
	}
	if variant != variantBech32 {
		return "", reject(fam, addr, "has a bech32m checksum: Cosmos addresses use bech32")
	}
	payload, err := bech32Bytes(data)
	if err != nil {
		return "", reject(fam, addr, "%v", err)
	}
	if n := len(payload); n != 20 && n != 32 {
		return "", reject(fam, addr, "holds %d bytes: want a 20-byte account or a 32-byte module or contract address", n)
	}
	return strings.ToLower(addr), nil
}

// normalizeSolana accepts base58 that decodes to exactly 32 bytes (an
// ed25519 public key or a program-derived address) and returns it as given,
// its only spelling.
func normalizeSolana(addr string) (string, error) {
	const fam = "solana"
	raw, err := bitcoinBase58.decode(addr)
	if err != nil {
		return "", reject(fam, addr, "is not a Solana address: %v", err)
	}
	if len(raw) != 32 {
		return "", reject(fam, addr, "is not a Solana address: it decodes to %d bytes, want 32", len(raw))
	}
	return addr, nil
}

// normalizeSui accepts 0x and exactly 64 hex digits in any case and returns
// it in lower case. Short forms such as 0x2 are refused rather than padded;
// the message suggests padding only for system ids of up to four digits, so
// that it never invites someone to pad an EVM address into a Sui one.
func normalizeSui(addr string) (string, error) {
	const fam = "sui"
	digits, ok := strings.CutPrefix(addr, "0x")
	if !ok || len(digits) != 64 || !isHex(digits) {
		hint := ""
		if ok && digits != "" && len(digits) <= 4 && isHex(digits) {
			hint = " (write short ids such as 0x2 in full, with leading zeros)"
		}
		return "", reject(fam, addr, "is not a Sui address: want 0x followed by 64 hex digits%s", hint)
	}
	return strings.ToLower(addr), nil
}

// normalizeXRPL accepts a classic address: "r", base58 in the XRPL
// alphabet, decoding to version byte 0x00, a 20-byte account id and a
// base58check checksum. It is returned as given, its only spelling.
// X-addresses are refused.
func normalizeXRPL(addr string) (string, error) {
	const fam = "xrpl"
	switch addr[0] {
	case 'X', 'T':
		return "", reject(fam, addr, "looks like an X-address: use the classic address starting with r (and a destination tag if the recipient needs one)")
	case 'r':
	default:
		return "", reject(fam, addr, "is not an XRPL address: want a classic address starting with r")
	}
	raw, err := rippleBase58.decode(addr)
	if err != nil {
		return "", reject(fam, addr, "is not an XRPL address: %v", err)
	}
	// A leading "r" is the zero digit, so a 25-byte result always starts
	// with the account version byte 0x00.
	if len(raw) != 25 {
		return "", reject(fam, addr, "is not an XRPL address: it decodes to %d bytes, want 25", len(raw))
	}
	if !base58CheckOK(raw) {
		return "", reject(fam, addr, "fails its base58check checksum (check for a mistyped character)")
	}
	return addr, nil
}

// Canton party ids are hint::fingerprint. The rule chosen here:
//
//   - the hint is 1 to cantonMaxHint characters of ASCII letters, digits, "_"
//     and "-". Canton allows 185, but a hint that long would make the party
//     id longer than MaxLen, which Normalize refuses first; 200 - len("::") -
//     68 leaves 130.
//   - the fingerprint is a SHA-256 multihash in lower-case hex: "1220" and 64
//     hex digits, which is how Canton prints every namespace fingerprint.
//     Party ids are compared as strings, so upper case is refused rather than
//     folded.
//
// The id is returned as given.
const (
	cantonFingerprintPrefix = "1220"
	cantonFingerprintLen    = len(cantonFingerprintPrefix) + 64
	cantonMaxHint           = MaxLen - len("::") - cantonFingerprintLen
)

func normalizeCanton(addr string) (string, error) {
	const fam = "canton"
	hint, fingerprint, ok := strings.Cut(addr, "::")
	if !ok {
		return "", reject(fam, addr, "is not a Canton party id: want hint::fingerprint, e.g. alice::1220 and 64 hex digits")
	}
	if hint == "" || len(hint) > cantonMaxHint {
		return "", reject(fam, addr, "is not a Canton party id: the hint before \"::\" must be 1 to %d characters", cantonMaxHint)
	}
	for _, c := range hint {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return "", reject(fam, addr, "is not a Canton party id: its hint contains %q; want letters, digits, \"_\" and \"-\"", string(c))
		}
	}
	digits, ok := strings.CutPrefix(fingerprint, cantonFingerprintPrefix)
	if !ok || len(fingerprint) != cantonFingerprintLen || !isHex(digits) || strings.ToLower(digits) != digits {
		return "", reject(fam, addr, "is not a Canton party id: the fingerprint after \"::\" must be 1220 and 64 lower-case hex digits")
	}
	return addr, nil
}

// isHex reports whether s is hex digits only, in either case.
func isHex(s string) bool {
	for i := range len(s) {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}
