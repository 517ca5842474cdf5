package chainaddr

import (
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCRC16XModem(t *testing.T) {
	t.Parallel()
	// The standard check value of CRC-16/XMODEM.
	if diff := cmp.Diff(uint16(0x31c3), crc16XModem([]byte("123456789"))); diff != "" {
		t.Errorf("crc16XModem(\"123456789\") (-want +got):\n%s", diff)
	}
}

// Vectors from SEP-23 ("Strkeys"), stellar-protocol ecosystem/sep-0023.md.
func TestNormalizeStellar(t *testing.T) {
	t.Parallel()
	const (
		valid01  = "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ"
		usdc     = "GA5ZSEJYB37JRC5AVCIA5MOP4RHTM335X2KGX3IHOJAPP5RE34K4KZVN" // Circle's USDC issuer
		notG     = "is not a Stellar account id: want 56 characters starting with G"
		muxedMsg = "is a muxed account (M...): give the underlying account id starting with G (and a memo if the recipient needs one)"
	)
	key, _ := hex.DecodeString("3f0c34bf93ad0d9971d04ccc90f705511c838aad9734a4a2fb0d7a03fc7fe89a")
	cases := []testCase{
		{name: "SEP-23 valid non-multiplexed account", addr: valid01, want: valid01},
		{name: "derived from its key", addr: strkeyEncodeTest(6<<3, key), want: valid01},
		{name: "USDC issuer", addr: usdc, want: usdc},
		{name: "corrupted checksum", addr: valid01[:55] + "Y", err: `"` + valid01[:55] + `Y" fails its StrKey checksum (check for a mistyped character)`},
		{name: "corrupted key", addr: "GB7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ",
			err: `"GB7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ" fails its StrKey checksum (check for a mistyped character)`},
		{name: "SEP-23 invalid 01, 5-byte key", addr: "GAAAAAAAACGC6", err: `"GAAAAAAAACGC6" ` + notG},
		{name: "SEP-23 invalid 03, length 1 mod 8", addr: valid01 + "A", err: `"` + valid01 + `A" ` + notG},
		{name: "SEP-23 invalid 04, 36 bytes", addr: "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUACUSI",
			err: `"GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUACUSI" ` + notG},
		{name: "SEP-23 invalid 05, algorithm 7", addr: "G47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVP2I",
			err: `"G47QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVP2I" has StrKey version byte 0x37: want 0x30, an ed25519 account id`},
		{name: "SEP-23 valid 02, muxed", addr: "MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUQ",
			err: `"MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUAAAAAAAAAAAACJUQ" ` + muxedMsg},
		{name: "SEP-23 valid 03, muxed", addr: "MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAJLK",
			err: `"MA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVAAAAAAAAAAAAAJLK" ` + muxedMsg},
		{name: "SEP-23 valid 06, contract", addr: "CA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUWDA",
			err: `"CA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUWDA" is a contract address (C...): want an account id starting with G`},
		{name: "SEP-23 valid 07, liquidity pool", addr: "LA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUPJN",
			err: `"LA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJUPJN" ` + notG},
		{name: "lower case", addr: strings.ToLower(valid01), err: `"` + strings.ToLower(valid01) + `" ` + notG},
		{name: "one lower-case letter", addr: "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGz",
			err: `"GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGz" is not a Stellar account id: StrKey is upper case only`},
		{name: "digit outside base32", addr: "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSG1",
			err: `"GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSG1" is not a Stellar account id: "1" is not a base32 character (A-Z, 2-7)`},
		{name: "padding", addr: "GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSG=",
			err: `"GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSG=" is not a Stellar account id: "=" is not a base32 character (A-Z, 2-7)`},
	}
	runCases(t, "stellar", cases)
}

// A secret seed pasted by mistake must not come back in the error, where it
// would be shown and logged.
func TestStellarSecretSeedIsRedacted(t *testing.T) {
	t.Parallel()
	seed := strkeyEncodeTest(18<<3, bytesOf(32, 0x42))
	if !strings.HasPrefix(seed, "S") {
		t.Fatalf("derived seed %q does not start with S", seed)
	}
	_, err := Normalize("stellar", "", seed)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("Normalize(seed) = %v, want an *Error", err)
	}
	want := &Error{Family: "stellar", Address: "S...", Reason: "is a Stellar secret seed, not an account id: never share it; give the public account id starting with G"}
	if diff := cmp.Diff(want, e); diff != "" {
		t.Errorf("error mismatch (-want +got):\n%s", diff)
	}
	if strings.Contains(err.Error(), seed[1:]) {
		t.Errorf("error %q repeats the seed", err)
	}
}
