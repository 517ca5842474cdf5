//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/chainaddr"
)

// The same key file shows one address per family: the EVM address, the
// bech32 address with the Cosmos chain's prefix and the regtest P2WPKH
// address, each valid for its chain. Private key 1's HASH160 is BIP-173's
// example program, so the Bitcoin and Cosmos encodings are checked exactly.
func TestDevnetAccountAddressPerFamily(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "key.hex")
	if err := os.WriteFile(path, []byte(strings.Repeat("0", 63)+"1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		chain, want string
	}{
		{"", "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"},
		{"1", "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"},
		{"bitcoin", "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"},
		{"osmosis-1", "osmo1w508d6qejxtdg4y5r3zarvary0c5xw7kjxy2e2"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		args := []string{"devnet", "account", "--key-file", path, "--show"}
		if tt.chain != "" {
			args = append(args, "--chain", tt.chain)
		}
		if code := runCommand(context.Background(), args, &stdout, &stderr); code != 0 {
			t.Fatalf("--chain %q: exit %d, %s", tt.chain, code, stderr.String())
		}
		if got := strings.TrimSpace(stdout.String()); got != tt.want {
			t.Errorf("--chain %q: %s, want %s", tt.chain, got, tt.want)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := runCommand(context.Background(), []string{"devnet", "account", "--key-file", path, "--show", "--chain", "solana"}, &stdout, &stderr); code == 0 {
		t.Errorf("--chain solana: exit 0 (%s), want a refusal", stdout.String())
	}
	if _, err := (chainaddr.Options{BitcoinRegtest: true}).Normalize("bitcoin", "", tests[2].want); err != nil {
		t.Errorf("the regtest address is refused: %v", err)
	}
	if _, err := chainaddr.Normalize("cosmos", "osmo", tests[3].want); err != nil {
		t.Errorf("the osmosis address is refused: %v", err)
	}
}
