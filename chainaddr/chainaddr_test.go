package chainaddr

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestErrorMessage(t *testing.T) {
	t.Parallel()
	err := error(&Error{Family: "evm", Address: "0x12", Reason: "is not an EVM address: want 0x followed by 40 hex digits"})
	if diff := cmp.Diff(`"0x12" is not an EVM address: want 0x followed by 40 hex digits`, err.Error()); diff != "" {
		t.Errorf("Error() mismatch (-want +got):\n%s", diff)
	}
}

func TestNormalizeRefusesBeforeLookingAtTheFormat(t *testing.T) {
	t.Parallel()
	const evm = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
	long := strings.Repeat("1", MaxLen+1)
	type row struct {
		name, family, addr string
		want               *Error
	}
	rows := []row{
		{"unknown family", "tron", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7", &Error{"tron", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
			`cannot be checked: "tron" is not a chain family Switchyard routes on (want one of evm, cosmos, bitcoin, solana, sui, xrpl, stellar, canton)`}},
		{"family names are exact", "EVM", evm, &Error{"EVM", evm,
			`cannot be checked: "EVM" is not a chain family Switchyard routes on (want one of evm, cosmos, bitcoin, solana, sui, xrpl, stellar, canton)`}},
		{"too long", "solana", long, &Error{"solana", strings.Repeat("1", 24) + "...",
			"is too long to be a Solana address (201 bytes; no address is longer than 200)"}},
		{"too long, cut on a character boundary", "xrpl", strings.Repeat("é", 120), &Error{"xrpl", strings.Repeat("é", 12) + "...",
			"is too long to be an XRPL address (240 bytes; no address is longer than 200)"}},
		{"empty evm", "evm", "", &Error{"evm", "", "is empty: want an EVM address"}},
		{"empty cosmos", "cosmos", "", &Error{"cosmos", "", "is empty: want a Cosmos address"}},
		{"empty bitcoin", "bitcoin", "", &Error{"bitcoin", "", "is empty: want a Bitcoin address"}},
		{"empty solana", "solana", "", &Error{"solana", "", "is empty: want a Solana address"}},
		{"empty sui", "sui", "", &Error{"sui", "", "is empty: want a Sui address"}},
		{"empty xrpl", "xrpl", "", &Error{"xrpl", "", "is empty: want an XRPL address"}},
		{"empty stellar", "stellar", "", &Error{"stellar", "", "is empty: want a Stellar account id"}},
		{"empty canton", "canton", "", &Error{"canton", "", "is empty: want a Canton party id"}},
		{"leading space", "evm", " " + evm, &Error{"evm", " " + evm, "has whitespace around it: remove it and try again"}},
		{"trailing newline", "evm", evm + "\n", &Error{"evm", evm + "\n", "has whitespace around it: remove it and try again"}},
		{"only a tab", "bitcoin", "\t", &Error{"bitcoin", "\t", "has whitespace around it: remove it and try again"}},
		{"no-break space", "solana", "11111111111111111111111111111111\u00a0",
			&Error{"solana", "11111111111111111111111111111111\u00a0", "has whitespace around it: remove it and try again"}},
		{"space inside", "cosmos", "osmo1 7xpf", &Error{"cosmos", "osmo1 7xpf", `contains " ", which bech32 does not allow`}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			got, err := Normalize(r.family, "osmo", r.addr)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Normalize = %q, %v; want an *Error", got, err)
			}
			if diff := cmp.Diff(r.want, e); diff != "" {
				t.Errorf("error mismatch (-want +got):\n%s", diff)
			}
			checkError(t, r.family, r.addr, err)
		})
	}
}

func TestMaxLenIsTheOnlyLengthLimit(t *testing.T) {
	t.Parallel()
	// 200 bytes pass the early check and reach the family's rules.
	addr := strings.Repeat("1", MaxLen)
	_, err := Normalize("solana", "", addr)
	if diff := cmp.Diff(`"`+addr+`" is not a Solana address: it decodes to 200 bytes, want 32`, err.Error()); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}
