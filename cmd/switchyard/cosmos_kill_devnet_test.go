//go:build !nodevnet

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/gogoproto/proto"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// TestCosmosSurvivesKill9: an EVM → osmosis-1 route and an osmosis-1 →
// Arbitrum route, their packets held by the paused IBC relayer, are in
// flight when the service is killed (kill -9, no shutdown at all); the
// next start on the same data dir delivers each exactly once and status
// follows both to success. On that start, a route whose forward from the
// hub times out ends refund with the funds back at its sender.
func TestCosmosSurvivesKill9(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	bin := filepath.Join(t.TempDir(), "switchyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	dir := t.TempDir()
	args := []string{"--devnet-cosmos", "--devnet-explorer-delay", "0s"}
	s, cmd := startBinary(t, bin, dir, args...)
	w := cosmosWorldOf(t, s, "")
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	osmoVoucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)

	// A Cosmos wallet on osmosis-1 holding the hub's USDC voucher.
	key, err := cosmos.DevKey(2)
	if err != nil {
		t.Fatal(err)
	}
	sender := key.AddressOn(cosmos.OsmosisChainID)
	hub, osmo := w.client(cosmos.HubChainID), w.client(cosmos.OsmosisChainID)
	if _, err := hub.Transfer(ctx, cosmos.BridgeKey(), cosmos.Transfer{SourceChannel: "channel-0", Receiver: sender,
		Token: sdk.NewCoin(cosmos.USDCDenom, sdkmath.NewInt(40_000_000))}); err != nil {
		t.Fatalf("fund %s with the voucher: %v", sender, err)
	}
	w.waitCosmosBalance(cosmos.OsmosisChainID, sender, osmoVoucher, "40000000")
	w.fund("1", "USDC", "25000000")

	w.setIBC(true, "")
	// EVM → osmosis-1: the hub's bridge forwards it over IBC, where the
	// paused relayer holds the packet.
	toOsmo := freshCosmosAddress(t, "osmo")
	a := w.quoteCosmos(map[string]any{"fromChain": "1", "fromToken": w.token("1", "USDC"), "fromAmount": "20000000",
		"fromAddress": w.user.Hex(), "toChain": cosmos.OsmosisChainID, "toToken": osmoVoucher, "toAddress": toOsmo, "slippage": 1})
	evmTx := w.execute("1", w.token("1", "USDC"), "20000000", a).TxHash.Hex()
	// osmosis-1 → Arbitrum: the packet to the hub is held too.
	toArb := freshAddress("cosmos kill -9 to arbitrum")
	usdc := w.token("42161", "USDC")
	b := w.quoteCosmos(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "12000000",
		"fromAddress": sender, "toChain": "42161", "toToken": usdc, "toAddress": toArb.Hex(), "slippage": 1})
	msg, gas := decodeMsgTransfer(t, b.Route.TransactionRequest.Data, b.Route.TransactionRequest.GasLimit)
	res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
	if err != nil {
		t.Fatalf("send the route's MsgTransfer: %v", err)
	}
	cosmosTx := res.Hash
	// The kill comes once the hub's bridge has sent the first route's
	// forward: both routes then have a packet in flight.
	w.waitHubTransferTo(ctx, hub, toOsmo)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	t.Logf("killed with both packets in flight")

	s, _ = startBinary(t, bin, dir, args...)
	w = cosmosWorldOf(t, s, w.id)
	hub, osmo = w.client(cosmos.HubChainID), w.client(cosmos.OsmosisChainID) // the chains' ports are new
	w.setIBC(false, "")
	w.waitExactlyOnce(func() *big.Int {
		got, err := restBalance(ctx, w.rest[cosmos.OsmosisChainID], toOsmo, osmoVoucher)
		if err != nil {
			return nil
		}
		return got
	}, a.Route.Estimate.ToAmountMin, "the voucher at "+toOsmo)
	w.waitExactlyOnce(func() *big.Int { return tokenBalance(t, w.clients["42161"], usdc, toArb.Hex()) },
		b.Route.Estimate.ToAmountMin, "USDC at "+toArb.Hex()+" on Arbitrum")
	w.waitSuccess(evmTx, "1", cosmos.OsmosisChainID, a.Route.QuoteID, 1)
	w.waitSuccess(cosmosTx, cosmos.OsmosisChainID, "42161", b.Route.QuoteID, 1)

	// On the restarted service: the hub's forward of an osmosis-1 →
	// cosmoshub-4 route is held past its timeout; the hub's bridge returns
	// the funds to the sender on osmosis-1, where status says they are.
	t.Run("a hub forward held past its timeout goes back to the sender", func(t *testing.T) {
		w.t = t
		to := freshCosmosAddress(t, "cosmos")
		atomVoucher := cosmos.USDCVoucher(cosmos.CosmosHubChainID)
		c := w.quoteCosmos(map[string]any{"fromChain": cosmos.OsmosisChainID, "fromToken": osmoVoucher, "fromAmount": "3000000",
			"fromAddress": sender, "toChain": cosmos.CosmosHubChainID, "toToken": atomVoucher, "toAddress": to, "slippage": 1})
		before, err := restBalance(ctx, w.rest[cosmos.OsmosisChainID], sender, osmoVoucher)
		if err != nil {
			t.Fatal(err)
		}
		// The sender's transfer was quoted with the full timeout; the
		// hub's forwards from now on time out after 5 s.
		w.setIBC(false, "5s")
		msg, gas := decodeMsgTransfer(t, c.Route.TransactionRequest.Data, c.Route.TransactionRequest.GasLimit)
		res, err := osmo.SignAndSend(ctx, key, []proto.Message{msg}, "", gas)
		if err != nil {
			t.Fatalf("send the route's MsgTransfer: %v", err)
		}
		w.holdHubForward(ctx, hub, to)
		time.Sleep(8 * time.Second) // past the forward's timeout on cosmoshub's clock
		w.setIBC(false, "")
		rec, seen := w.waitState(res.Hash, cosmos.OsmosisChainID, cosmos.CosmosHubChainID, c.Route.QuoteID, "refund")
		t.Logf("states %v; routeStatus %+v; error %q", seen, rec.RouteStatus, rec.Error.Message)
		f := rec.FundsAt
		if f == nil || f.ChainID != cosmos.OsmosisChainID || f.Address != sender || f.Token != osmoVoucher {
			t.Fatalf("fundsAt %+v, want the sender %s on %s holding %s", f, sender, cosmos.OsmosisChainID, osmoVoucher)
		}
		returned, ok := new(big.Int).SetString(f.Amount, 10)
		if !ok || returned.Sign() <= 0 {
			t.Fatalf("fundsAt amount %q", f.Amount)
		}
		want := new(big.Int).Add(new(big.Int).Sub(before, big.NewInt(3_000_000)), returned)
		got, err := restBalance(ctx, w.rest[cosmos.OsmosisChainID], sender, osmoVoucher)
		if err != nil || got.Cmp(want) != 0 {
			t.Errorf("the sender holds %s (%v), want %s: %s before, 3000000 sent, %s returned", got, err, want, before, returned)
		}
		if got, err := restBalance(ctx, w.rest[cosmos.CosmosHubChainID], to, atomVoucher); err != nil || got.Sign() != 0 {
			t.Errorf("the recipient holds %s (%v), want nothing", got, err)
		}
	})
}

// holdHubForward pauses the IBC relayer as soon as the hub has sent its
// forward to receiver: the relayer cannot prove the packet before the
// hub's next block, so polling the hub quickly holds it surely.
func (w *cosmosWorld) holdHubForward(ctx context.Context, hub *cosmos.Client, receiver string) {
	w.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		res, err := hub.RPC().TxSearch(ctx, fmt.Sprintf("ibc_transfer.receiver='%s'", receiver), false, nil, nil, "asc")
		if err == nil && len(res.Txs) > 0 {
			w.setIBC(true, "10m")
			return
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("the hub sent no forward to %s within 2 minutes", receiver)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// cosmosWorldOf is a route world on a service with Cosmos chains, their
// RPC and REST URLs read from /v2/chains as a wallet reads them.
func cosmosWorldOf(t *testing.T, s *service, id string) *cosmosWorld {
	t.Helper()
	w := &cosmosWorld{routeWorld: attachRouteWorld(t, s, id), rpc: map[string]string{}, rest: map[string]string{}}
	var chains struct {
		Chains []struct {
			ChainID string `json:"chainId"`
			RPC     string `json:"rpc"`
			REST    string `json:"rest"`
		} `json:"chains"`
	}
	resp, raw := s.do("GET", "/v2/chains", w.id, "")
	if resp.StatusCode != http.StatusOK || json.Unmarshal(raw, &chains) != nil {
		t.Fatalf("chains: %d %s", resp.StatusCode, raw)
	}
	for _, c := range chains.Chains {
		if c.REST != "" {
			w.rpc[c.ChainID], w.rest[c.ChainID] = c.RPC, c.REST
		}
	}
	return w
}

// setIBC pauses or resumes the IBC relayer, and sets the packet timeout
// of routes quoted from now on unless timeout is "".
func (w *cosmosWorld) setIBC(paused bool, timeout string) {
	w.t.Helper()
	if _, err := w.admin.SetIBC(context.Background(), &paused, timeout); err != nil {
		w.t.Fatalf("devnet ibc: %v", err)
	}
}

// waitHubTransferTo waits until the hub has sent an ICS-20 transfer to
// receiver (the bridge's forward) and returns its transaction's hash.
func (w *cosmosWorld) waitHubTransferTo(ctx context.Context, hub *cosmos.Client, receiver string) string {
	w.t.Helper()
	var hash string
	testkit.Eventually(w.t, 3*time.Minute, "the hub's forward to "+receiver, func() bool {
		res, err := hub.RPC().TxSearch(ctx, fmt.Sprintf("ibc_transfer.receiver='%s'", receiver), false, nil, nil, "asc")
		if err != nil || len(res.Txs) == 0 {
			return false
		}
		hash = fmt.Sprintf("%X", res.Txs[0].Hash)
		return true
	})
	return hash
}

// waitExactlyOnce waits until balance reaches want, then checks that it
// stays below twice want for a while: the funds arrived once.
func (w *cosmosWorld) waitExactlyOnce(balance func() *big.Int, want, what string) {
	w.t.Helper()
	minimum, ok := new(big.Int).SetString(want, 10)
	if !ok {
		w.t.Fatalf("toAmountMin %q", want)
	}
	var got *big.Int
	testkit.Eventually(w.t, 4*time.Minute, what, func() bool {
		got = balance()
		return got != nil && got.Cmp(minimum) >= 0
	})
	twice := new(big.Int).Lsh(minimum, 1)
	for end := time.Now().Add(15 * time.Second); time.Now().Before(end); time.Sleep(time.Second) {
		if now := balance(); now != nil && now.Cmp(twice) >= 0 {
			w.t.Fatalf("%s: %s, at least twice the %s delivered once", what, now, minimum)
		}
	}
	w.t.Logf("%s: %s (toAmountMin %s), once", what, got, want)
}
