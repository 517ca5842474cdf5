package ibc_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/ibc"
)

const blockTime = 300 * time.Millisecond

func startChains(t *testing.T, dir string) *cosmos.Network {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	began := time.Now()
	n, err := cosmos.Start(ctx, cosmos.Config{DataDir: filepath.Join(dir, "cosmos"), BlockTime: blockTime})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("3 chains started in %s", time.Since(began).Round(10*time.Millisecond))
	return n
}

func relayerConfig(n *cosmos.Network, dir string) ibc.Config {
	return ibc.Config{Chains: ibc.ChainsOf(n), StatePath: filepath.Join(dir, "cosmos", "ibc-relayer.json")}
}

func startRelayer(t *testing.T, cfg ibc.Config) *ibc.Relayer {
	t.Helper()
	cfg.Logf = t.Logf
	r, err := ibc.NewRelayer(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	began := time.Now()
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Logf("relayer started (paths open) in %s", time.Since(began).Round(10*time.Millisecond))
	return r
}

// wantPaths are the contract's channel ids.
var wantPaths = map[string][2]string{
	cosmos.OsmosisChainID:   {"channel-0", "channel-0"},
	cosmos.CosmosHubChainID: {"channel-1", "channel-0"},
}

func checkPaths(t *testing.T, r *ibc.Relayer) {
	t.Helper()
	got := map[string][2]string{}
	for _, p := range r.Paths() {
		if p.A != cosmos.HubChainID {
			t.Errorf("path %+v does not start at the hub", p)
		}
		got[p.B] = [2]string{p.ChannelA, p.ChannelB}
	}
	if d := cmp.Diff(wantPaths, got); d != "" {
		t.Fatalf("paths (-want +got):\n%s", d)
	}
}

// waitBalance waits until addr holds want of denom on c.
func waitBalance(t *testing.T, c *cosmos.Client, addr, denom string, want sdkmath.Int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var got sdkmath.Int
	for {
		var err error
		got, err = c.Balance(ctx, addr, denom)
		if err == nil && got.Equal(want) {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s balance of %s: %s %s, want %s", c.Spec().ID, addr, got, denom, want)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func balance(t *testing.T, c *cosmos.Client, addr, denom string) sdkmath.Int {
	t.Helper()
	b, err := c.Balance(context.Background(), addr, denom)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func transfer(t *testing.T, c *cosmos.Client, from cosmos.Key, tr cosmos.Transfer) *cosmos.TxResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := c.Transfer(ctx, from, tr)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestIBC runs the chains once for every IBC scenario (starting three
// chains is the slow part): channel ids, a transfer there and back, a
// timeout refund, kill -9 of a relayer process mid-transfer, and a restart.
func TestIBC(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	dir := t.TempDir()
	n := startChains(t, dir)
	defer func() { _ = n.Close() }()
	cfg := relayerConfig(n, dir)
	r := startRelayer(t, cfg)
	defer func() { _ = r.Close() }()
	checkPaths(t, r)

	hubC, _ := n.Chain(cosmos.HubChainID)
	osmoC, _ := n.Chain(cosmos.OsmosisChainID)
	atomC, _ := n.Chain(cosmos.CosmosHubChainID)
	hub, osmo, atom := hubC.Client(), osmoC.Client(), atomC.Client()
	bridge := cosmos.BridgeKey()
	user, err := cosmos.DevKey(3)
	if err != nil {
		t.Fatal(err)
	}
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	t.Run("there and back", func(t *testing.T) {
		amount := sdkmath.NewInt(2_500_000)
		bridgeBefore := balance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom)
		transfer(t, hub, bridge, cosmos.Transfer{SourceChannel: "channel-0", Receiver: user.AddressOn(cosmos.OsmosisChainID),
			Token: sdk.NewCoin(cosmos.USDCDenom, amount), Memo: `{"quote_id":"q-1"}`})
		waitBalance(t, osmo, user.AddressOn(cosmos.OsmosisChainID), voucher, amount)
		waitBalance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom, bridgeBefore.Sub(amount))

		transfer(t, osmo, user, cosmos.Transfer{SourceChannel: "channel-0", Receiver: bridge.AddressOn(cosmos.HubChainID),
			Token: sdk.NewCoin(voucher, amount)})
		waitBalance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom, bridgeBefore)
		waitBalance(t, osmo, user.AddressOn(cosmos.OsmosisChainID), voucher, sdkmath.ZeroInt())
	})

	t.Run("devnet fund", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		k, err := cosmos.DevKey(5)
		if err != nil {
			t.Fatal(err)
		}
		to := k.AddressOn(cosmos.OsmosisChainID)
		native := balance(t, osmo, to, "uosmo")
		if _, err := n.Fund(ctx, cosmos.OsmosisChainID, to, "uosmo", sdkmath.NewInt(77)); err != nil {
			t.Fatal(err)
		}
		waitBalance(t, osmo, to, "uosmo", native.Add(sdkmath.NewInt(77)))
		if _, err := n.Fund(ctx, cosmos.OsmosisChainID, to, voucher, sdkmath.NewInt(88)); err != nil {
			t.Fatal(err)
		}
		waitBalance(t, osmo, to, voucher, sdkmath.NewInt(88))
		if _, err := n.Fund(ctx, cosmos.OsmosisChainID, to, "uatom", sdkmath.NewInt(1)); err == nil || !strings.Contains(err.Error(), "no denom") {
			t.Fatalf("funding a denom osmosis-1 lacks: %v", err)
		}
	})

	t.Run("timeout refunds", func(t *testing.T) {
		amount := sdkmath.NewInt(700_000)
		bridgeBefore := balance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom)
		r.Pause()
		transfer(t, hub, bridge, cosmos.Transfer{SourceChannel: "channel-0", Receiver: user.AddressOn(cosmos.OsmosisChainID),
			Token: sdk.NewCoin(cosmos.USDCDenom, amount), Timeout: 3 * time.Second})
		if got := balance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom); !got.Equal(bridgeBefore.Sub(amount)) {
			t.Fatalf("escrow: bridge holds %s, want %s", got, bridgeBefore.Sub(amount))
		}
		waitChainTime(t, osmo, time.Now().Add(4*time.Second))
		r.Resume()
		waitBalance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom, bridgeBefore)
		if got := balance(t, osmo, user.AddressOn(cosmos.OsmosisChainID), voucher); !got.IsZero() {
			t.Fatalf("a timed-out packet was delivered: %s", got)
		}
	})

	t.Run("kill -9 mid-transfer delivers once", func(t *testing.T) {
		if err := r.Close(); err != nil {
			t.Fatal(err)
		}
		amount := sdkmath.NewInt(4_200_000)
		to := user.AddressOn(cosmos.CosmosHubChainID)
		atomVoucher := cosmos.USDCVoucher(cosmos.CosmosHubChainID)
		bridgeBefore := balance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom)
		proc := startRelayerProcess(t, cfg)
		transfer(t, hub, bridge, cosmos.Transfer{SourceChannel: "channel-1", Receiver: to, Token: sdk.NewCoin(cosmos.USDCDenom, amount)})
		// Kill it while the packet is on its way: once the destination has
		// it, before the acknowledgement is back.
		waitBalance(t, atom, to, atomVoucher, amount)
		if err := proc.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		_ = proc.Wait()
		r = startRelayer(t, cfg)
		checkPaths(t, r)
		waitPacketsSettled(t, cfg.StatePath)
		if got := balance(t, atom, to, atomVoucher); !got.Equal(amount) {
			t.Fatalf("after the restart %s holds %s, want exactly %s", to, got, amount)
		}
		if got := balance(t, hub, bridge.AddressOn(cosmos.HubChainID), cosmos.USDCDenom); !got.Equal(bridgeBefore.Sub(amount)) {
			t.Fatalf("bridge holds %s, want %s", got, bridgeBefore.Sub(amount))
		}
	})

	t.Run("restart keeps balances and channels", func(t *testing.T) {
		osmoBefore := balance(t, osmo, user.AddressOn(cosmos.OsmosisChainID), "uosmo")
		_ = r.Close()
		if err := n.Close(); err != nil {
			t.Fatal(err)
		}
		n = startChains(t, dir)
		r = startRelayer(t, relayerConfig(n, dir))
		checkPaths(t, r)
		osmoC, _ := n.Chain(cosmos.OsmosisChainID)
		if got := balance(t, osmoC.Client(), user.AddressOn(cosmos.OsmosisChainID), "uosmo"); !got.Equal(osmoBefore) {
			t.Fatalf("after a restart the balance is %s, want %s", got, osmoBefore)
		}
		// And the channel still carries transfers.
		hubC, _ := n.Chain(cosmos.HubChainID)
		amount := sdkmath.NewInt(10)
		before := balance(t, osmoC.Client(), user.AddressOn(cosmos.OsmosisChainID), voucher)
		transfer(t, hubC.Client(), bridge, cosmos.Transfer{SourceChannel: "channel-0", Receiver: user.AddressOn(cosmos.OsmosisChainID),
			Token: sdk.NewCoin(cosmos.USDCDenom, amount)})
		waitBalance(t, osmoC.Client(), user.AddressOn(cosmos.OsmosisChainID), voucher, before.Add(amount))
	})
}

// waitChainTime waits until c has a block later than at.
func waitChainTime(t *testing.T, c *cosmos.Client, at time.Time) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for {
		h, err := c.Height(ctx)
		if err == nil {
			commit, err := c.RPC().Commit(ctx, &h)
			if err == nil && commit.Header.Time.After(at) {
				return
			}
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s made no block after %s", c.Spec().ID, at)
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// waitPacketsSettled waits until the relayer's journal holds no pending
// packet: every packet acknowledged or timed out.
func waitPacketsSettled(t *testing.T, path string) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		b, err := os.ReadFile(path)
		if err == nil {
			var st struct{ Packets map[string]json.RawMessage }
			if json.Unmarshal(b, &st) == nil && len(st.Packets) == 0 {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("packets still pending: %s", b)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// startRelayerProcess runs the relayer in a child process (this test
// binary), so that it can be killed with SIGKILL.
func startRelayerProcess(t *testing.T, cfg ibc.Config) *exec.Cmd {
	t.Helper()
	raw, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), relayerEnv+"="+string(raw))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "relaying" {
		_ = cmd.Process.Kill()
		t.Fatalf("relayer process: %q, %v", line, err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	return cmd
}
