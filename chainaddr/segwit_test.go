package chainaddr

import (
	"encoding/hex"
	"testing"
)

func TestSegwitProgram(t *testing.T) {
	tests := []struct {
		name    string
		opts    Options
		addr    string
		version byte
		program string // hex; "" for an error
	}{
		{"mainnet p2wpkh", Options{}, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", 0, "751e76e8199196d454941c45d1b3a323f1433bd6"},
		{"regtest p2wpkh", Options{BitcoinRegtest: true}, "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 0, "751e76e8199196d454941c45d1b3a323f1433bd6"},
		{"regtest on live", Options{}, "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 0, ""},
		{"legacy", Options{}, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, p, err := tt.opts.SegwitProgram(tt.addr)
			if tt.program == "" {
				if err == nil {
					t.Fatalf("accepted: version %d program %x", v, p)
				}
				return
			}
			if err != nil || v != tt.version || hex.EncodeToString(p) != tt.program {
				t.Fatalf("got %d %x %v; want %d %s", v, p, err, tt.version, tt.program)
			}
		})
	}
}
