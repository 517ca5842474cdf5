package chainaddr

import (
	"bytes"
	"testing"
)

func TestCosmosAddress(t *testing.T) {
	tests := []struct {
		prefix string
		addr   []byte
		want   string
	}{
		// The zero address, and one cross-checked with btcutil/bech32.
		{"cosmos", make([]byte, 20), "cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a"},
		{"osmo", bytes.Repeat([]byte{7}, 20), "osmo1qurswpc8qurswpc8qurswpc8qurswpc8mg52kn"},
	}
	for _, tt := range tests {
		got, err := CosmosAddress(tt.prefix, tt.addr)
		if err != nil || got != tt.want {
			t.Errorf("CosmosAddress(%q, %x) = %q, %v; want %q", tt.prefix, tt.addr, got, err, tt.want)
		}
		if n, err := Normalize("cosmos", tt.prefix, got); err != nil || n != got {
			t.Errorf("Normalize(%q) = %q, %v", got, n, err)
		}
	}
	for _, bad := range []struct {
		prefix string
		addr   []byte
	}{{"", make([]byte, 20)}, {"Osmo", make([]byte, 20)}, {"osmo", nil}, {"osmo", make([]byte, 65)}} {
		if got, err := CosmosAddress(bad.prefix, bad.addr); err == nil {
			t.Errorf("CosmosAddress(%q, %d bytes) = %q, want an error", bad.prefix, len(bad.addr), got)
		}
	}
}
