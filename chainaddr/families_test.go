package chainaddr

import (
	"encoding/hex"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNormalizeEVM(t *testing.T) {
	t.Parallel()
	const (
		notEVM   = "is not an EVM address: want 0x followed by 40 hex digits"
		checksum = "fails its EIP-55 checksum (mixed case must match; lowercase is accepted)"
	)
	cases := []testCase{
		// EIP-55's own vectors: the checksummed form of the first two is all
		// upper case, of the next two all lower case.
		{addr: "0x52908400098527886E0F7030069857D2E4169EE7", want: "0x52908400098527886E0F7030069857D2E4169EE7"},
		{addr: "0x8617E340B3D01FA5F11F306F4090FD50E238070D", want: "0x8617E340B3D01FA5F11F306F4090FD50E238070D"},
		{addr: "0xde709f2102306220921060314715629080e2fb77", want: "0xde709f2102306220921060314715629080e2fb77"},
		{addr: "0x27b1fdb04752bbc536007a920d24acb045561c26", want: "0x27b1fdb04752bbc536007a920d24acb045561c26"},
		{addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", want: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{addr: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", want: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"},
		{addr: "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", want: "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB"},
		{addr: "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb", want: "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb"},
		{name: "all lower case gets its checksum", addr: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", want: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{name: "all upper case gets its checksum", addr: "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED", want: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{name: "native-asset placeholder", addr: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", want: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"},
		{name: "one letter in the wrong case", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" ` + checksum},
		{name: "all-caps vector with one letter lowered", addr: "0x52908400098527886E0F7030069857D2E4169eE7", err: `"0x52908400098527886E0F7030069857D2E4169eE7" ` + checksum},
		{name: "zero address", addr: "0x0000000000000000000000000000000000000000",
			err: `"0x0000000000000000000000000000000000000000" is refused: the zero address cannot send or receive`},
		{name: "too short", addr: "0x12", err: `"0x12" ` + notEVM},
		{name: "41 digits", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0", err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0" ` + notEVM},
		{name: "no 0x", addr: "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", err: `"5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" ` + notEVM},
		{name: "0X", addr: "0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", err: `"0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" ` + notEVM},
		{name: "not hex", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg" ` + notEVM},
		{name: "Sui address", addr: "0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7",
			err: `"0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7" ` + notEVM},
	}
	runCases(t, "evm", cases)
}

func TestNormalizeCosmos(t *testing.T) {
	t.Parallel()
	// Module accounts are the first 20 bytes of SHA-256 of the module name;
	// the literals are cross-checked against that derivation below.
	feeCollector := sha256Prefix("fee_collector", 20)
	const osmoContract = "osmo14klwqgkmackvx2tqa0trtg69dmy0nrg4ntq4gjgw2za4734r5seqjqm4gm" // a CosmWasm contract on Osmosis
	long := strings.Repeat("x", 40)
	nonZeroPad := bech32Values(bytesOf(32, 7))
	nonZeroPad[len(nonZeroPad)-1] |= 1
	badPad := bech32EncodeValues("cosmos", nonZeroPad, variantBech32)
	b32m := bech32EncodeTest("cosmos", feeCollector, variantBech32m)
	short := bech32EncodeTest("cosmos", bytesOf(25, 3), variantBech32)
	valoper := bech32EncodeTest("cosmosvaloper", feeCollector, variantBech32)
	cases := []testCase{
		{name: "fee collector", prefix: "cosmos", addr: "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta", want: "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta"},
		{name: "gov module", prefix: "cosmos", addr: "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn", want: "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn"},
		{name: "upper case", prefix: "cosmos", addr: "COSMOS10D07Y265GMMUVT4Z0W9AW880JNSR700J6ZN9KN", want: "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn"},
		{name: "osmosis fee collector", prefix: "osmo", addr: "osmo17xpfvakm2amg962yls6f84z3kell8c5lczssa0", want: "osmo17xpfvakm2amg962yls6f84z3kell8c5lczssa0"},
		{name: "osmosis 32-byte contract", prefix: "osmo", addr: osmoContract, want: osmoContract},
		{name: "prefix over 90 characters in all", prefix: long, addr: bech32EncodeTest(long, bytesOf(32, 9), variantBech32), want: bech32EncodeTest(long, bytesOf(32, 9), variantBech32)},
		{name: "osmo address on the hub", prefix: "cosmos", addr: "osmo17xpfvakm2amg962yls6f84z3kell8c5lczssa0",
			err: `"osmo17xpfvakm2amg962yls6f84z3kell8c5lczssa0" has the wrong prefix for this chain: want "cosmos1..."`},
		{name: "hub address on osmosis", prefix: "osmo", addr: "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta",
			err: `"cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta" has the wrong prefix for this chain: want "osmo1..."`},
		{name: "EVM address on osmosis", prefix: "osmo", addr: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
			err: `"0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc" is an EVM address, not a Cosmos address: want a bech32 address starting with "osmo1"`},
		{name: "validator operator address", prefix: "cosmos", addr: valoper,
			err: `"` + valoper + `" has the wrong prefix for this chain: want "cosmos1..."`},
		{name: "mixed case", prefix: "cosmos", addr: "cosmos10D07y265gmmuvt4z0w9aw880jnsr700j6zn9kn",
			err: `"cosmos10D07y265gmmuvt4z0w9aw880jnsr700j6zn9kn" mixes upper and lower case: bech32 must be all one case`},
		{name: "mistyped", prefix: "cosmos", addr: "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kp",
			err: `"cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kp" fails its bech32 checksum (check for a mistyped or missing character)`},
		{name: "not a bech32 character", prefix: "cosmos", addr: "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kb",
			err: `"cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kb" contains "b" after its prefix, which is not a bech32 character`},
		{name: "bech32m", prefix: "cosmos", addr: b32m, err: `"` + b32m + `" has a bech32m checksum: Cosmos addresses use bech32`},
		{name: "25 bytes", prefix: "cosmos", addr: short, err: `"` + short + `" holds 25 bytes: want a 20-byte account or a 32-byte module or contract address`},
		{name: "non-zero padding", prefix: "cosmos", addr: badPad, err: `"` + badPad + `" has non-zero padding bits after its data`},
		{name: "no separator", prefix: "cosmos", addr: "cosmos", err: `"cosmos" is not a Cosmos address: want a bech32 address starting with "cosmos1"`},
		{name: "no prefix configured", prefix: "", addr: "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta",
			err: `"cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta" cannot be checked: the chain has no bech32 prefix configured`},
	}
	runCases(t, "cosmos", cases)

	for name, want := range map[string]string{
		"fee_collector":      "cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta",
		"gov":                "cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn",
		"bonded_tokens_pool": "cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh",
	} {
		if diff := cmp.Diff(want, bech32EncodeTest("cosmos", sha256Prefix(name, 20), variantBech32)); diff != "" {
			t.Errorf("module account %q (-literal +derived):\n%s", name, diff)
		}
	}
	if diff := cmp.Diff("osmo17xpfvakm2amg962yls6f84z3kell8c5lczssa0", bech32EncodeTest("osmo", feeCollector, variantBech32)); diff != "" {
		t.Errorf("osmosis fee collector (-literal +derived):\n%s", diff)
	}
}

func TestNormalizeSolana(t *testing.T) {
	t.Parallel()
	maxKey := base58EncodeTest(bitcoinBase58, bytesOf(32, 0xff))
	cases := []testCase{
		{name: "system program", addr: "11111111111111111111111111111111", want: "11111111111111111111111111111111"},
		{name: "USDC mint, 44 characters", addr: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", want: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"},
		{name: "wrapped SOL mint", addr: "So11111111111111111111111111111111111111112", want: "So11111111111111111111111111111111111111112"},
		{name: "largest key", addr: maxKey, want: maxKey},
		{name: "31 bytes", addr: strings.Repeat("1", 31), err: `"1111111111111111111111111111111" is not a Solana address: it decodes to 31 bytes, want 32`},
		{name: "33 bytes", addr: base58EncodeTest(bitcoinBase58, bytesOf(33, 0xff)),
			err: `"` + base58EncodeTest(bitcoinBase58, bytesOf(33, 0xff)) + `" is not a Solana address: it decodes to 33 bytes, want 32`},
		{name: "bitcoin address", addr: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", err: `"1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa" is not a Solana address: it decodes to 25 bytes, want 32`},
		{name: "l is not base58", addr: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1l",
			err: `"EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1l" is not a Solana address: "l" is not a character of the base58 alphabet`},
		{name: "EVM address", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
			err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" is not a Solana address: "0" is not a character of the base58 alphabet`},
	}
	runCases(t, "solana", cases)
}

func TestNormalizeSui(t *testing.T) {
	t.Parallel()
	const (
		usdc   = "0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7" // the USDC package
		notSui = "is not a Sui address: want 0x followed by 64 hex digits"
	)
	cases := []testCase{
		{name: "USDC package", addr: usdc, want: usdc},
		{name: "upper case", addr: "0x" + strings.ToUpper(usdc[2:]), want: usdc},
		{name: "mixed case", addr: "0xDBA34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900E7", want: usdc},
		{name: "system id written short", addr: "0x2", err: `"0x2" ` + notSui + " (write short ids such as 0x2 in full, with leading zeros)"},
		{name: "EVM address", addr: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", err: `"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" ` + notSui},
		{name: "65 digits", addr: usdc + "0", err: `"` + usdc + `0" ` + notSui},
		{name: "not hex", addr: usdc[:65] + "g", err: `"` + usdc[:65] + `g" ` + notSui},
		{name: "0X", addr: "0X" + usdc[2:], err: `"0X` + usdc[2:] + `" ` + notSui},
		{name: "coin type", addr: usdc + "::usdc::USDC", err: `"` + usdc + `::usdc::USDC" ` + notSui},
	}
	runCases(t, "sui", cases)
}

func TestNormalizeXRPL(t *testing.T) {
	t.Parallel()
	genesisID, _ := hex.DecodeString("b5f762798a53d543a014caf8b297cff8f2f937e8")
	xAddress := base58CheckEncodeTest(rippleBase58, append(append([]byte{0x05, 0x44}, genesisID...), make([]byte, 9)...))
	tAddress := base58CheckEncodeTest(rippleBase58, append(append([]byte{0x04, 0x93}, genesisID...), make([]byte, 9)...))
	const xMsg = "looks like an X-address: use the classic address starting with r (and a destination tag if the recipient needs one)"
	cases := []testCase{
		{name: "genesis account", addr: "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh", want: "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"},
		{name: "genesis derived", addr: base58CheckEncodeTest(rippleBase58, append([]byte{0}, genesisID...)), want: "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"},
		{name: "RLUSD issuer", addr: "rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De", want: "rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De"},
		{name: "ACCOUNT_ZERO is well formed", addr: "rrrrrrrrrrrrrrrrrrrrrhoLvTp", want: "rrrrrrrrrrrrrrrrrrrrrhoLvTp"},
		{name: "mistyped", addr: "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi",
			err: `"rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi" fails its base58check checksum (check for a mistyped character)`},
		{name: "mainnet X-address", addr: xAddress, err: `"` + xAddress + `" ` + xMsg},
		{name: "testnet X-address", addr: tAddress, err: `"` + tAddress + `" ` + xMsg},
		{name: "bitcoin address", addr: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
			err: `"1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa" is not an XRPL address: want a classic address starting with r`},
		{name: "zero is not in the alphabet", addr: "rHb9CJAWyB4rj91VRWn96DkukG4bwdty0h",
			err: `"rHb9CJAWyB4rj91VRWn96DkukG4bwdty0h" is not an XRPL address: "0" is not a character of the XRPL base58 alphabet`},
		{name: "too short", addr: "rHb9CJAWyB4rj91VRWn96Dkuk",
			err: `"rHb9CJAWyB4rj91VRWn96Dkuk" is not an XRPL address: it decodes to 19 bytes, want 25`},
		{name: "issued currency", addr: "RLUSD.rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De",
			err: `"RLUSD.rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De" is not an XRPL address: want a classic address starting with r`},
	}
	if !strings.HasPrefix(xAddress, "X") || !strings.HasPrefix(tAddress, "T") {
		t.Fatalf("derived X-addresses %q, %q do not start with X and T", xAddress, tAddress)
	}
	runCases(t, "xrpl", cases)
}

func TestNormalizeCanton(t *testing.T) {
	t.Parallel()
	fp := "1220" + hex.EncodeToString(sha256Prefix("alice", 32))
	const notParty = "is not a Canton party id: "
	const badFP = notParty + `the fingerprint after "::" must be 1220 and 64 lower-case hex digits`
	longest := strings.Repeat("a", 130) + "::" + fp
	cases := []testCase{
		{name: "simple", addr: "alice::" + fp, want: "alice::" + fp},
		{name: "hint with every allowed kind of character", addr: "Alice-Corp_42::" + fp, want: "Alice-Corp_42::" + fp},
		{name: "longest hint", addr: longest, want: longest},
		{name: "hint too long", addr: strings.Repeat("a", 131) + "::1220",
			err: `"` + strings.Repeat("a", 131) + `::1220" ` + notParty + `the hint before "::" must be 1 to 130 characters`},
		{name: "empty hint", addr: "::" + fp, err: `"::` + fp + `" ` + notParty + `the hint before "::" must be 1 to 130 characters`},
		{name: "dot in hint", addr: "alice.bob::" + fp, err: `"alice.bob::` + fp + `" ` + notParty + `its hint contains "."; want letters, digits, "_" and "-"`},
		{name: "non-ASCII hint", addr: "zoë::" + fp, err: `"zoë::` + fp + `" ` + notParty + `its hint contains "ë"; want letters, digits, "_" and "-"`},
		{name: "no separator", addr: "alice:" + fp, err: `"alice:` + fp + `" ` + notParty + `want hint::fingerprint, e.g. alice::1220 and 64 hex digits`},
		{name: "upper-case fingerprint", addr: "alice::" + strings.ToUpper(fp), err: `"alice::` + strings.ToUpper(fp) + `" ` + badFP},
		{name: "other multihash", addr: "alice::1221" + fp[4:], err: `"alice::1221` + fp[4:] + `" ` + badFP},
		{name: "short fingerprint", addr: "alice::" + fp[:67], err: `"alice::` + fp[:67] + `" ` + badFP},
		{name: "two separators", addr: "alice::bob::" + fp, err: `"alice::bob::` + fp + `" ` + badFP},
	}
	runCases(t, "canton", cases)
}
