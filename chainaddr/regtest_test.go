package chainaddr

import (
	"encoding/hex"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNormalizeBitcoinRegtest(t *testing.T) {
	const (
		notRegtest = "is not a regtest address: the devnet's Bitcoin chain is a regtest chain (bcrt1... addresses)"
		wantLegacy = "want a regtest legacy (m..., n... or 2...) or segwit (bcrt1...) address"
	)
	hash, _ := hex.DecodeString("62e907b15cbf27d5425399ebf6f0fb50ebb88f18")
	regtestP2PKH := base58CheckEncodeTest(bitcoinBase58, append([]byte{0x6f}, hash...))
	regtestP2SH := base58CheckEncodeTest(bitcoinBase58, append([]byte{0xc4}, hash...))
	p2wpkh := bech32EncodeValues("bcrt", append([]byte{0}, bech32Values(hash)...), variantBech32)
	taproot := bech32EncodeValues("bcrt", append([]byte{1}, bech32Values(bytesOf(32, 0x22))...), variantBech32m)
	v0m := bech32EncodeValues("bcrt", append([]byte{0}, bech32Values(hash)...), variantBech32m)
	opts := Options{BitcoinRegtest: true}
	type row struct {
		name, addr string
		want       result
	}
	rows := []row{
		{"P2WPKH", p2wpkh, result{Canonical: p2wpkh}},
		{"P2WPKH upper case", "BCRT1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KYGT080", result{Canonical: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"}},
		{"taproot", taproot, result{Canonical: taproot}},
		{"P2PKH", regtestP2PKH, result{Canonical: regtestP2PKH}},
		{"P2SH", regtestP2SH, result{Canonical: regtestP2SH}},
		{"v0 with bech32m", v0m, result{Err: `"` + v0m + `" is a witness version 0 address with a bech32m checksum: want bech32 (BIP-350)`}},
		{"mainnet segwit", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", result{Err: `"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" ` + notRegtest}},
		{"testnet segwit", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", result{Err: `"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7" ` + notRegtest}},
		{"mainnet P2PKH", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", result{Err: `"1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa" ` + notRegtest}},
		{"short base58", "1111", result{Err: `"1111" is not a Bitcoin address: it decodes to 4 bytes, not 25; ` + wantLegacy}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			got, err := opts.Normalize("bitcoin", "", r.addr)
			res := result{Canonical: got}
			if err != nil {
				res.Err = err.Error()
				checkError(t, "bitcoin", r.addr, err)
			}
			if diff := cmp.Diff(r.want, res); diff != "" {
				t.Errorf("regtest Normalize(%q) mismatch (-want +got):\n%s", r.addr, diff)
			}
		})
	}
	// Live mode is unchanged: the same regtest address is refused.
	if _, err := Normalize("bitcoin", "", p2wpkh); err == nil {
		t.Errorf("live mode accepted the regtest address %s", p2wpkh)
	}
}
