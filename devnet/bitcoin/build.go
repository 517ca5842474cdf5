// Package bitcoin runs the devnet's Bitcoin chain: a btcd node in regtest as
// a child process (built from the Go module proxy on first use), the
// Esplora-compatible REST API beside it, and the solver's regtest wallet
// (HD keys from the devnet seed, payments with an OP_RETURN, per-quote
// deposit addresses, sweeps and refunds), plus the devnet controls that
// fund an address and mine blocks.
package bitcoin

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// BtcdVersion is the btcd release the devnet runs. It is built with
// `go install github.com/btcsuite/btcd@BtcdVersion` rather than as a tool
// dependency of this module: btcd v0.26 moved wire, txscript and btcutil
// into v2 modules, and btcutil/psbt (v1.1.8, the newest) still imports them
// from btcd's root module, so one go.mod cannot hold both. The libraries
// here use btcd v0.24.2's packages, which speak the same wire protocol and
// JSON-RPC.
const BtcdVersion = "v0.26.2"

// DefaultBinDir is where built btcd binaries are cached:
// $XDG_CACHE_HOME/switchyard/bin (os.UserCacheDir).
func DefaultBinDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("bitcoin: no cache directory for the btcd binary: %w", err)
	}
	return filepath.Join(dir, "switchyard", "bin"), nil
}

// EnsureBtcd returns the path of the btcd binary of BtcdVersion under
// binDir, building it with the go command first if it is not there. A
// build goes to a private directory and is renamed into place, so
// concurrent callers never run a half-written binary.
func EnsureBtcd(ctx context.Context, binDir string) (string, error) {
	dir := filepath.Join(binDir, "btcd-"+BtcdVersion)
	bin := filepath.Join(dir, "btcd")
	if fi, err := os.Stat(bin); err == nil && fi.Mode().IsRegular() {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("bitcoin: btcd cache directory: %w", err)
	}
	tmp, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", fmt.Errorf("bitcoin: btcd build directory: %w", err)
	}
	defer os.RemoveAll(tmp)
	goBin, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("bitcoin: the btcd node is built with the go command, which is not on PATH")
	}
	cmd := exec.CommandContext(ctx, goBin, "install", "github.com/btcsuite/btcd@"+BtcdVersion)
	// Outside any module, so this module's go.mod and GOFLAGS (e.g.
	// -mod=vendor) do not apply to btcd's own dependency set.
	cmd.Dir = tmp
	cmd.Env = append(filterEnv(os.Environ(), "GOBIN=", "GOFLAGS=", "GOWORK="), "GOBIN="+tmp, "GOWORK=off", "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("bitcoin: go install github.com/btcsuite/btcd@%s: %w: %s", BtcdVersion, err, strings.TrimSpace(string(out)))
	}
	if err := os.Rename(filepath.Join(tmp, "btcd"), bin); err != nil {
		return "", fmt.Errorf("bitcoin: install btcd: %w", err)
	}
	return bin, nil
}

func filterEnv(env []string, drop ...string) []string {
	out := env[:0:0]
next:
	for _, kv := range env {
		for _, p := range drop {
			if strings.HasPrefix(kv, p) {
				continue next
			}
		}
		out = append(out, kv)
	}
	return out
}
