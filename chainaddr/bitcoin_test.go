package chainaddr

import (
	"encoding/hex"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Test vectors of BIP-173 and BIP-350, as listed in their reference
// implementation (github.com/sipa/bech32, ref/python/tests.py).

func TestBech32ChecksumVectors(t *testing.T) {
	t.Parallel()
	type row struct {
		s       string
		variant bech32Variant // 0: invalid as either variant
	}
	rows := []row{
		// BIP-173 valid bech32.
		{"A12UEL5L", variantBech32},
		{"a12uel5l", variantBech32},
		{"an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs", variantBech32},
		{"abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw", variantBech32},
		{"11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j", variantBech32},
		{"split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w", variantBech32},
		{"?1ezyfcl", variantBech32},
		// BIP-350 valid bech32m.
		{"A1LQFN3A", variantBech32m},
		{"a1lqfn3a", variantBech32m},
		{"an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6", variantBech32m},
		{"abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx", variantBech32m},
		{"11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8", variantBech32m},
		{"split1checkupstagehandshakeupstreamerranterredcaperredlc445v", variantBech32m},
		{"?1v759aa", variantBech32m},
		// BIP-173 invalid bech32.
		{" 1nwldj5", 0},         // HRP character out of range
		{"\x7f" + "1axkwrx", 0}, // HRP character out of range
		{"\x80" + "1eym55h", 0}, // HRP character out of range
		{"an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx", 0}, // too long
		{"pzry9x0s0muk", 0},      // no separator
		{"1pzry9x0s0muk", 0},     // empty HRP
		{"x1b4n0q5v", 0},         // invalid data character
		{"li1dgmt3", 0},          // too short checksum
		{"de1lg7wt" + "\xff", 0}, // invalid character in checksum
		{"A1G7SGD8", 0},          // checksum calculated with uppercase HRP
		{"10a06t8", 0},           // empty HRP
		{"1qzzfhee", 0},          // empty HRP
		// BIP-350 invalid bech32m.
		{" 1xj0phk", 0},
		{"\x7f" + "1g6xzxy", 0},
		{"\x80" + "1vctc34", 0},
		{"an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4", 0},
		{"qyrz8wqd2c9m", 0},
		{"1qyrz8wqd2c9m", 0},
		{"y1b0jsk6g", 0},
		{"lt1igcx5c0", 0},
		{"in1muywd", 0},
		{"mm1crxm3i", 0},
		{"au1s5cgom", 0},
		{"M1VUXWEZ", 0},
		{"16plkw9", 0},
		{"1p2gdwpf", 0},
	}
	for _, r := range rows {
		_, _, got, err := bech32Decode(r.s, segwitMaxLen)
		if (err == nil) != (got != 0) {
			t.Fatalf("bech32Decode(%q) = variant %v with error %v", r.s, got, err)
		}
		if diff := cmp.Diff(r.variant, got); diff != "" {
			t.Errorf("bech32Decode(%q) variant mismatch (-want +got):\n%s (error %v)", r.s, diff, err)
		}
		if r.variant == 0 {
			continue
		}
		// Flipping one bit of the first data character breaks the checksum.
		sep := len(r.s) - 1
		for r.s[sep] != '1' {
			sep--
		}
		flipped := r.s[:sep+1] + string(r.s[sep+1]^1) + r.s[sep+2:]
		if _, _, v, err := bech32Decode(flipped, segwitMaxLen); err == nil {
			t.Errorf("bech32Decode(%q) = %v, want a checksum error", flipped, v)
		}
	}
}

// TestSegwitPrograms checks the decoder against the scriptPubKeys BIP-350
// gives for its valid addresses, testnet ones included.
func TestSegwitPrograms(t *testing.T) {
	t.Parallel()
	vectors := map[string]string{
		"BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4":                                 "0014751e76e8199196d454941c45d1b3a323f1433bd6",
		"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7":             "00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262",
		"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y": "5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6",
		"BC1SW50QGDZ25J":                       "6002751e",
		"bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs": "5210751e76e8199196d454941c45d1b3a323",
		"tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy": "0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
		"tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c": "5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433",
		"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0": "512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
	}
	for addr, script := range vectors {
		_, data, _, err := bech32Decode(addr, segwitMaxLen)
		if err != nil {
			t.Fatalf("bech32Decode(%q): %v", addr, err)
		}
		program, err := bech32Bytes(data[1:])
		if err != nil {
			t.Fatalf("bech32Bytes(%q): %v", addr, err)
		}
		op := data[0]
		if op != 0 {
			op += 0x50 // OP_1 .. OP_16
		}
		got := hex.EncodeToString(append([]byte{op, byte(len(program))}, program...))
		if diff := cmp.Diff(script, got); diff != "" {
			t.Errorf("scriptPubKey of %q mismatch (-want +got):\n%s", addr, diff)
		}
	}
}

func TestNormalizeBitcoin(t *testing.T) {
	t.Parallel()
	const (
		testnet = "is a testnet address: Switchyard routes Bitcoin mainnet only"
		v1b32   = "is a witness version 1 address with a bech32 checksum: want bech32m (BIP-350)"
		notBTC  = `is not a Bitcoin address: "0" is not a character of the base58 alphabet; want a legacy (1... or 3...) or segwit (bc1...) address`
	)
	genesisHash, _ := hex.DecodeString("62e907b15cbf27d5425399ebf6f0fb50ebb88f18")
	p2wsh := bytesOf(32, 0x11)
	nonZeroPad := bech32Values(p2wsh)
	nonZeroPad[len(nonZeroPad)-1] |= 1 // 256 bits take 52 values: 4 padding bits
	cases := []testCase{
		// Legacy base58check.
		{name: "genesis P2PKH", addr: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", want: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"},
		{name: "P2SH", addr: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", want: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy"},
		{name: "P2PKH derived", addr: base58CheckEncodeTest(bitcoinBase58, append([]byte{0x00}, genesisHash...)), want: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"},
		{name: "genesis with a mistyped last character", addr: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb",
			err: `"1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb" fails its base58check checksum (check for a mistyped character)`},
		{name: "testnet P2PKH", addr: base58CheckEncodeTest(bitcoinBase58, append([]byte{0x6f}, genesisHash...)),
			err: `"mpXwg4jMtRhuSpVq4xS3HFHmCmWp9NyGKt" ` + testnet},
		{name: "litecoin version", addr: base58CheckEncodeTest(bitcoinBase58, append([]byte{0x30}, genesisHash...)),
			err: `"LUEweDxDA4WhvWiNXXSxjM9CYzHPJv4QQF" has version byte 0x30: want a mainnet P2PKH (1...) or P2SH (3...) address`},
		{name: "short base58", addr: "1111",
			err: `"1111" is not a Bitcoin address: it decodes to 4 bytes, not 25; want a legacy (1... or 3...) or segwit (bc1...) address`},
		{name: "EVM address", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" ` + notBTC},

		// BIP-350 valid mainnet addresses; the canonical form is lower case.
		{addr: "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", want: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"},
		{addr: "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y", want: "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y"},
		{addr: "BC1SW50QGDZ25J", want: "bc1sw50qgdz25j"},
		{addr: "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs", want: "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs"},
		{name: "taproot", addr: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", want: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"},
		{name: "P2WSH derived", addr: segwitEncodeTest(0, p2wsh, variantBech32), want: segwitEncodeTest(0, p2wsh, variantBech32)},
		// BIP-350 valid testnet addresses: refused, mainnet only.
		{addr: "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", err: `"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7" ` + testnet},
		{addr: "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy", err: `"tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy" ` + testnet},
		{addr: "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c", err: `"tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c" ` + testnet},
		{name: "regtest", addr: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", err: `"bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080" ` + testnet},

		// BIP-350 invalid addresses.
		{name: "350 invalid HRP", addr: "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",
			err: `"tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut" ` + notBTC},
		{name: "350 v1 with bech32", addr: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
			err: `"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd" ` + v1b32},
		{name: "350 testnet v2 with bech32", addr: "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf",
			err: `"tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf" ` + testnet},
		{name: "350 v16 with bech32", addr: "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL",
			err: `"BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL" is a witness version 16 address with a bech32 checksum: want bech32m (BIP-350)`},
		{name: "350 v0 with bech32m", addr: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",
			err: `"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh" is a witness version 0 address with a bech32m checksum: want bech32 (BIP-350)`},
		{name: "350 testnet v0 with bech32m", addr: "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",
			err: `"tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47" ` + testnet},
		{name: "350 invalid checksum character", addr: "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",
			err: `"bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4" contains "o" after its prefix, which is not a bech32 character`},
		{name: "350 witness version 17", addr: "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R",
			err: `"BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R" has witness version 17: want 0 to 16`},
		{name: "350 1-byte program", addr: "bc1pw5dgrnzv",
			err: `"bc1pw5dgrnzv" has a 1-byte witness program: want 2 to 40 bytes`},
		{name: "350 41-byte program", addr: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav",
			err: `"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav" has a 41-byte witness program: want 2 to 40 bytes`},
		{name: "350 v0 16-byte program", addr: "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",
			err: `"BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P" has a 16-byte version 0 witness program: want 20 (P2WPKH) or 32 (P2WSH)`},
		{name: "350 testnet mixed case", addr: "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq",
			err: `"tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq" ` + testnet},
		{name: "350 more than 4 padding bits", addr: "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",
			err: `"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf" has more than 4 bits of padding after its data`},
		{name: "350 testnet non-zero padding", addr: "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j",
			err: `"tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j" ` + testnet},
		{name: "350 empty data", addr: "bc1gmk9yu",
			err: `"bc1gmk9yu" has no witness version or program after "bc1"`},

		// BIP-173 invalid addresses not repeated above.
		{name: "173 invalid HRP", addr: "tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty",
			err: `"tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty" ` + notBTC},
		{name: "173 invalid checksum", addr: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
			err: `"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5" fails its bech32 checksum (check for a mistyped or missing character)`},
		{name: "173 witness version 17", addr: "BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2",
			err: `"BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2" has witness version 17: want 0 to 16`},
		{name: "173 1-byte program", addr: "bc1rw5uspcuh",
			err: `"bc1rw5uspcuh" has a 1-byte witness program: want 2 to 40 bytes`},
		{name: "173 41-byte program", addr: "bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90",
			err: `"bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90" has a 41-byte witness program: want 2 to 40 bytes`},
		{name: "173 testnet mixed case", addr: "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7",
			err: `"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7" ` + testnet},
		{name: "173 more than 4 padding bits", addr: "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du",
			err: `"bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du" has more than 4 bits of padding after its data`},
		{name: "173 testnet non-zero padding", addr: "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv",
			err: `"tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv" ` + testnet},
		// BIP-173 valid vectors that BIP-350 made invalid.
		{name: "173 v1 now bech32m", addr: "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx",
			err: `"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx" ` + v1b32},
		{name: "173 v16 now bech32m", addr: "BC1SW50QA3JX3S",
			err: `"BC1SW50QA3JX3S" is a witness version 16 address with a bech32 checksum: want bech32m (BIP-350)`},
		{name: "173 v2 now bech32m", addr: "bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj",
			err: `"bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj" is a witness version 2 address with a bech32 checksum: want bech32m (BIP-350)`},

		// Mainnet counterparts of testnet-only vectors, and other shapes.
		{name: "mainnet mixed case", addr: "BC1QW508D6QEJXTDG4Y5r3ZARVARY0C5XW7KV8F3T4",
			err: `"BC1QW508D6QEJXTDG4Y5r3ZARVARY0C5XW7KV8F3T4" mixes upper and lower case: bech32 must be all one case`},
		{name: "mainnet non-zero padding", addr: bech32EncodeValues("bc", append([]byte{0}, nonZeroPad...), variantBech32),
			err: `"` + bech32EncodeValues("bc", append([]byte{0}, nonZeroPad...), variantBech32) + `" has non-zero padding bits after its data`},
		{name: "bc1 then a longer prefix", addr: bech32EncodeTest("bc1q", bytesOf(20, 1), variantBech32),
			err: `"` + bech32EncodeTest("bc1q", bytesOf(20, 1), variantBech32) + `" is not a Bitcoin address: its bech32 prefix is "bc1q", want "bc"`},
		{name: "over 90 characters", addr: segwitEncodeTest(1, bytesOf(40, 0), variantBech32m) + "qqqqqqqqqqqqqqqqq",
			err: `"` + segwitEncodeTest(1, bytesOf(40, 0), variantBech32m) + `qqqqqqqqqqqqqqqqq" is 91 characters long: bech32 allows at most 90`},
	}
	runCases(t, "bitcoin", cases)
}
