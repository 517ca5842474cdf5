//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// TestDevnetAccount makes a key file, reads it back the way route --execute
// does, shows it, and refuses to overwrite it.
func TestDevnetAccount(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "key.hex")
	run := func(args ...string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		code := runCommand(ctx, append([]string{"devnet", "account"}, args...), &stdout, &stderr)
		return stdout.String(), stderr.String(), code
	}

	out, errOut, code := run("--key-file", path)
	if code != 0 {
		t.Fatalf("create: exit %d, stderr %s", code, errOut)
	}
	addr := strings.TrimSpace(out)
	if !common.IsHexAddress(addr) || common.HexToAddress(addr).Hex() != addr {
		t.Fatalf("create printed %q, want one checksummed address", out)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %v, want 0600", st.Mode().Perm())
	}
	key, err := loadKey(path) // what route --execute reads
	if err != nil {
		t.Fatalf("route's loadKey refuses the file: %v", err)
	}
	if got := crypto.PubkeyToAddress(key.PublicKey).Hex(); got != addr {
		t.Errorf("file holds the key of %s, printed %s", got, addr)
	}
	if !strings.Contains(errOut, "devnet fund --chain 1 --to "+addr) {
		t.Errorf("create does not say how to fund the account:\n%s", errOut)
	}
	before, _ := os.ReadFile(path)

	out, _, code = run("--key-file", path, "--show")
	if code != 0 || strings.TrimSpace(out) != addr {
		t.Errorf("--show: exit %d, printed %q, want %s", code, out, addr)
	}

	_, errOut, code = run("--key-file", path)
	if code == 0 || !strings.Contains(errOut, "never overwritten") {
		t.Errorf("second create: exit %d, stderr %q; want a refusal", code, errOut)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the refused create changed the key file")
	}
}

func TestDevnetAccountErrors(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.hex")
	if err := os.WriteFile(bad, []byte("not a key\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no key file", nil, "--key-file is required"},
		{"show missing file", []string{"--key-file", filepath.Join(dir, "missing.hex"), "--show"}, "no such file"},
		{"show bad file", []string{"--key-file", bad, "--show"}, "not 32 bytes of hex"},
		{"create in missing dir", []string{"--key-file", filepath.Join(dir, "no", "key.hex")}, "no such file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := runCommand(context.Background(), append([]string{"devnet", "account"}, tc.args...), &stdout, &stderr)
			if code == 0 || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want an error containing %q", code, stderr.String(), tc.want)
			}
		})
	}
}
