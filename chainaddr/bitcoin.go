package chainaddr

import "strings"

// Bitcoin mainnet addresses: legacy base58check P2PKH ("1...", version 0x00)
// and P2SH ("3...", version 0x05), and segwit addresses with the "bc" prefix
// under the validity rules of BIP-173 and BIP-350:
//
//   - the data part holds a witness version (0..16) and a witness program of
//     2 to 40 bytes;
//   - version 0 programs are 20 bytes (P2WPKH) or 32 bytes (P2WSH) and carry a
//     bech32 checksum;
//   - version 1 and later (taproot is version 1 with 32 bytes) carry a
//     bech32m checksum.
//
// Like Bitcoin Core, this accepts every address those rules allow, including
// witness versions 2..16 and version 1 programs other than 32 bytes, which
// no wallet produces today. Testnet and regtest addresses are refused.
//
// In regtest mode (Options.BitcoinRegtest, the devnet) the same rules apply
// to regtest's spellings instead: the "bcrt" prefix and the test networks'
// base58 versions 0x6f (m... or n...) and 0xc4 (2...); mainnet and testnet
// ("tb1") addresses are refused.

const (
	btcVersionP2PKH        = 0x00
	btcVersionP2SH         = 0x05
	btcVersionTestnetP2PKH = 0x6f
	btcVersionTestnetP2SH  = 0xc4
	btcLegacyLen           = 1 + 20 + 4 // version, hash160, checksum
	btcMainnetHRP          = "bc"
	btcRegtestHRP          = "bcrt"
)

const (
	btcMainnetOnly = "is a testnet address: Switchyard routes Bitcoin mainnet only"
	btcRegtestOnly = "is not a regtest address: the devnet's Bitcoin chain is a regtest chain (bcrt1... addresses)"
)

func normalizeBitcoin(addr string, regtest bool) (string, error) {
	lower := strings.ToLower(addr)
	if regtest {
		switch {
		case strings.HasPrefix(lower, btcRegtestHRP+"1"):
			return normalizeSegwit(addr, btcRegtestHRP)
		case strings.HasPrefix(lower, "bc1"), strings.HasPrefix(lower, "tb1"):
			return "", reject("bitcoin", addr, btcRegtestOnly)
		}
		return normalizeLegacyBitcoin(addr, true)
	}
	switch {
	case strings.HasPrefix(lower, btcMainnetHRP+"1"):
		return normalizeSegwit(addr, btcMainnetHRP)
	case strings.HasPrefix(lower, "tb1"), strings.HasPrefix(lower, "bcrt1"):
		return "", reject("bitcoin", addr, btcMainnetOnly)
	}
	return normalizeLegacyBitcoin(addr, false)
}

func normalizeLegacyBitcoin(addr string, regtest bool) (string, error) {
	const fam = "bitcoin"
	want := "want a legacy (1... or 3...) or segwit (bc1...) address"
	if regtest {
		want = "want a regtest legacy (m..., n... or 2...) or segwit (bcrt1...) address"
	}
	raw, err := bitcoinBase58.decode(addr)
	if err != nil {
		return "", reject(fam, addr, "is not a Bitcoin address: %v; %s", err, want)
	}
	if len(raw) != btcLegacyLen {
		return "", reject(fam, addr, "is not a Bitcoin address: it decodes to %d bytes, not %d; %s", len(raw), btcLegacyLen, want)
	}
	if !base58CheckOK(raw) {
		return "", reject(fam, addr, "fails its base58check checksum (check for a mistyped character)")
	}
	switch v := raw[0]; {
	case regtest && (v == btcVersionTestnetP2PKH || v == btcVersionTestnetP2SH):
		return addr, nil
	case regtest && (v == btcVersionP2PKH || v == btcVersionP2SH):
		return "", reject(fam, addr, btcRegtestOnly)
	case regtest:
		return "", reject(fam, addr, "has version byte 0x%02x: want a regtest P2PKH (m... or n...) or P2SH (2...) address", v)
	case v == btcVersionP2PKH || v == btcVersionP2SH:
		return addr, nil
	case v == btcVersionTestnetP2PKH || v == btcVersionTestnetP2SH:
		return "", reject(fam, addr, btcMainnetOnly)
	default:
		return "", reject(fam, addr, "has version byte 0x%02x: want a mainnet P2PKH (1...) or P2SH (3...) address", v)
	}
}

func normalizeSegwit(addr, wantHRP string) (string, error) {
	const fam = "bitcoin"
	hrp, data, variant, err := bech32Decode(addr, segwitMaxLen)
	if err != nil {
		return "", reject(fam, addr, "%v", err)
	}
	if hrp != wantHRP {
		// "bc1" began a longer prefix: the separator is the last "1".
		return "", reject(fam, addr, "is not a Bitcoin address: its bech32 prefix is %q, want %q", hrp, wantHRP)
	}
	if len(data) == 0 {
		return "", reject(fam, addr, "has no witness version or program after %q", wantHRP+"1")
	}
	version := data[0]
	if version > 16 {
		return "", reject(fam, addr, "has witness version %d: want 0 to 16", version)
	}
	program, err := bech32Bytes(data[1:])
	if err != nil {
		return "", reject(fam, addr, "%v", err)
	}
	if n := len(program); n < 2 || n > 40 {
		return "", reject(fam, addr, "has a %d-byte witness program: want 2 to 40 bytes", n)
	}
	if n := len(program); version == 0 && n != 20 && n != 32 {
		return "", reject(fam, addr, "has a %d-byte version 0 witness program: want 20 (P2WPKH) or 32 (P2WSH)", n)
	}
	want := variantBech32m
	if version == 0 {
		want = variantBech32
	}
	if variant != want {
		return "", reject(fam, addr, "is a witness version %d address with a %s checksum: want %s (BIP-350)", version, variant, want)
	}
	return strings.ToLower(addr), nil
}
