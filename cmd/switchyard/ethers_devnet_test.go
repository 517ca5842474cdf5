//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
)

// TestEthersBackToBack runs an unmodified ethers v6 (tests/ethers, npm ci
// --prefix tests/ethers) against the served devnet: transfers and routes
// sent back to back without waiting, as wallets and the published SDKs
// send approve and the route. Every transaction must land.
func TestEthersBackToBack(t *testing.T) {
	script, err := filepath.Abs("../../tests/ethers/backtoback.mjs")
	if err != nil {
		t.Fatal(err)
	}
	node, err := exec.LookPath("node")
	if _, statErr := os.Stat(filepath.Join(filepath.Dir(script), "node_modules", "ethers")); err != nil || statErr != nil {
		if os.Getenv("SWITCHYARD_REQUIRE_SERVICES") == "1" {
			t.Fatalf("node and tests/ethers/node_modules are required (npm ci --prefix tests/ethers): %v %v", err, statErr)
		}
		t.Skip("needs node and `npm ci --prefix tests/ethers`")
	}
	w := newRouteWorld(t, "1")
	// Hardhat/Anvil account 8, used by no other test.
	const key = "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97"
	k, _ := crypto.HexToECDSA(key[2:])
	w.user = crypto.PubkeyToAddress(k.PublicKey)
	w.fund("1", "USDC", "100000000000")
	w.waitFresh("1")
	rpc, _ := w.s.devnetURLs()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, script, rpc["1"], w.s.URL, w.id, key, w.token("1", "USDC"), w.token("1", "WETH"))
	out, err := cmd.Output()
	if err != nil {
		stderr := ""
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("ethers: %v\n%s\n%s", err, out, stderr)
	}
	type round struct{ Nonces, Status []int }
	var res struct{ Transfers, Routes []round }
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("ethers output %s: %v", out, err)
	}
	if len(res.Transfers) != 10 || len(res.Routes) != 3 {
		t.Fatalf("ethers ran %d transfer rounds and %d routes: %s", len(res.Transfers), len(res.Routes), out)
	}
	for i, r := range append(res.Transfers, res.Routes...) {
		if len(r.Nonces) != 2 || r.Nonces[1] != r.Nonces[0]+1 || r.Status[0] != 1 || r.Status[1] != 1 {
			t.Errorf("round %d: nonces %v, statuses %v", i, r.Nonces, r.Status)
		}
	}
	t.Logf("ethers: %s", out)
}
