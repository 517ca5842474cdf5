package cosmos_test

import (
	"context"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

func TestVoucherDenom(t *testing.T) {
	// The public voucher of transfer/channel-0/uusdc.
	// SHA256("transfer/channel-0/uusdc"), upper hex.
	got := cosmos.VoucherDenom("channel-0", "uusdc")
	if got != "ibc/8E27BA2D5493AF5636760E354E46004562C46AB7EC0CC4C1CA14E9E20E2545B5" {
		t.Fatalf("VoucherDenom = %q", got)
	}
	if cosmos.USDCVoucher(cosmos.HubChainID) != "uusdc" || cosmos.USDCVoucher(cosmos.OsmosisChainID) != got {
		t.Fatalf("USDCVoucher disagrees with VoucherDenom")
	}
}

func TestKeysAddresses(t *testing.T) {
	k, err := cosmos.DevKey(0)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range cosmos.Specs {
		if a := k.AddressOn(s.ID); !strings.HasPrefix(a, s.Prefix+"1") {
			t.Errorf("%s address %q", s.ID, a)
		}
	}
	if cosmos.BridgeKey().Address("axelar") == cosmos.FeeCollectorKey().Address("axelar") {
		t.Error("bridge and fee collector share a key")
	}
}

func startNetwork(t *testing.T, dir string, chains ...string) *cosmos.Network {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	began := time.Now()
	n, err := cosmos.Start(ctx, cosmos.Config{DataDir: dir, Chains: chains, BlockTime: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d chains started in %s", len(n.Chains()), time.Since(began).Round(10*time.Millisecond))
	return n
}

func TestChainsStartSendAndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	dir := t.TempDir()
	n := startNetwork(t, dir, cosmos.HubChainID, cosmos.OsmosisChainID)
	closed := false
	defer func() {
		if !closed {
			_ = n.Close()
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	for _, c := range n.Chains() {
		for _, u := range []string{c.RPCURL, c.RESTURL} {
			pu, err := url.Parse(u)
			if err != nil || pu.Hostname() != "127.0.0.1" {
				t.Errorf("%s listens on %q, not 127.0.0.1", c.ID, u)
			}
		}
		h, err := c.Client().Height(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.Client().WaitHeight(ctx, h+2); err != nil {
			t.Fatalf("%s makes no blocks: %v", c.ID, err)
		}
		assertLoopbackOnly(t, c.Pid())
	}

	hub, _ := n.Chain(cosmos.HubChainID)
	fresh, err := cosmos.DevKey(9)
	if err != nil {
		t.Fatal(err)
	}
	to := fresh.AddressOn(cosmos.HubChainID)
	before, err := hub.Client().Balance(ctx, to, cosmos.USDCDenom)
	if err != nil {
		t.Fatal(err)
	}
	amount := sdkmath.NewInt(1_234_567)
	res, err := hub.Client().Send(ctx, cosmos.BridgeKey(), to, sdk.NewCoins(sdk.NewCoin(cosmos.USDCDenom, amount)))
	if err != nil {
		t.Fatal(err)
	}
	after, err := hub.Client().Balance(ctx, to, cosmos.USDCDenom)
	if err != nil {
		t.Fatal(err)
	}
	if !after.Sub(before).Equal(amount) {
		t.Fatalf("balance went from %s to %s after sending %s (tx %s)", before, after, amount, res.Hash)
	}
	restBalance(t, hub.RESTURL, to, amount.Add(before))

	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	closed = true
	n2 := startNetwork(t, dir, cosmos.HubChainID)
	defer n2.Close()
	hub2, _ := n2.Chain(cosmos.HubChainID)
	got, err := hub2.Client().Balance(ctx, to, cosmos.USDCDenom)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Equal(after) {
		t.Fatalf("after a restart the balance is %s, want %s", got, after)
	}
	if res2, err := hub2.Client().FindTx(ctx, res.Hash); err != nil || res2 == nil {
		t.Fatalf("after a restart tx %s is not found: %v", res.Hash, err)
	}
}

func TestOtherGenesisRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	dir := t.TempDir()
	n := startNetwork(t, dir, cosmos.OsmosisChainID)
	if err := n.Close(); err != nil {
		t.Fatal(err)
	}
	fp := dir + "/" + cosmos.OsmosisChainID + "/genesis.fingerprint"
	if err := os.WriteFile(fp, []byte("another\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	_, err := cosmos.Start(ctx, cosmos.Config{DataDir: dir, Chains: []string{cosmos.OsmosisChainID}})
	if err == nil || !strings.Contains(err.Error(), "--devnet-reset") {
		t.Fatalf("start on another genesis: %v, want a refusal naming --devnet-reset", err)
	}
}
