package proc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// ModuleRoot is the directory of the main module, so that a benchmark
// builds the service wherever it runs inside the repository.
func ModuleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the switchyard module: run from the repository (go run ./bench/<name>)")
	}
	return filepath.Dir(gomod), nil
}

// BuildService builds ./cmd/switchyard into dir, with the build tags
// given (none: the full binary with the devnet), and returns its path.
func BuildService(ctx context.Context, dir string, tags ...string) (string, error) {
	root, err := ModuleRoot(ctx)
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "switchyard")
	args := []string{"build", "-o", bin}
	if len(tags) > 0 {
		args = append(args, "-tags", strings.Join(tags, ","))
	}
	cmd := exec.CommandContext(ctx, "go", append(args, "./cmd/switchyard")...)
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/switchyard: %w\n%s", err, out.String())
	}
	return bin, nil
}

// CleanEnv is this process's environment without SWITCHYARD_* variables
// (so that the caller's shell cannot change what is measured) and without
// the variables named in drop.
func CleanEnv(drop ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !strings.HasPrefix(k, "SWITCHYARD_") && !slices.Contains(drop, k) {
			env = append(env, kv)
		}
	}
	return env
}

// AddIntegrator creates a custom-tier integrator named bench at rate
// req/s through the CLI of bin, in the store that storeArgs name (e.g.
// --database-url; the data dir's SQLite store without them), and returns
// its raw id.
func AddIntegrator(ctx context.Context, bin, dataDir string, rate int, storeArgs ...string) (string, error) {
	args := append([]string{"integrators", "add", "--data-dir", dataDir}, storeArgs...)
	cmd := exec.CommandContext(ctx, bin, append(args, "--name", "bench", "--tier", "custom", "--rate", strconv.Itoa(rate))...)
	cmd.Env = CleanEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("switchyard integrators add: %w\n%s", err, stderr.String())
	}
	id := strings.TrimSpace(string(out))
	if id == "" || strings.ContainsAny(id, " \n") {
		return "", fmt.Errorf("switchyard integrators add printed %q, want one id", out)
	}
	return id, nil
}
