//go:build !nodevnet

package app

import (
	"context"
	"log/slog"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// TestOpenDevnetAttached: openDevnet with an attach URL reads a devnet
// running beside it (as `switchyard devnet` runs it): its chains and RPC URLs, its explorer, its
// world for the liquidity reader (every pool, through the chains'
// JSON-RPC), and a quote signer whose signature recovers to the devnet's
// solver and whose pause and order lifetime follow the devnet's controls.
func TestOpenDevnetAttached(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	admin, rpc := devnetAlone(ctx, t, cat)
	s := &DevnetSettings{AttachURL: admin}
	if p := s.Problems(); len(p) > 0 {
		t.Fatal(p)
	}
	dn, err := openDevnet(ctx, s, cat, t.TempDir(), nil, logger)
	if err != nil {
		t.Fatal(err)
	}
	defer dn.Close()
	if diff := cmp.Diff([]uint64{1, 42161}, dn.chainIDs()); diff != "" {
		t.Errorf("chains (-want +got):\n%s", diff)
	}
	wantRPC := map[string][]string{}
	for id, u := range rpc {
		wantRPC[id] = []string{u}
	}
	if diff := cmp.Diff(wantRPC, dn.rpcURLs()); diff != "" {
		t.Errorf("RPC URLs (-want +got):\n%s", diff)
	}
	if dn.adminURL() != admin || !strings.HasPrefix(dn.explorerURL(), "http://127.0.0.1:") {
		t.Errorf("admin %q (want %q), explorer %q", dn.adminURL(), admin, dn.explorerURL())
	}
	if dn.blockInterval != time.Second || dn.confirmations == 0 {
		t.Errorf("block interval %s, confirmations %d", dn.blockInterval, dn.confirmations)
	}

	heads, err := evm.New(evm.Config{Chains: devnetHeadChains(dn), Logger: logger, PollInterval: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	headsCtx, stopHeads := context.WithCancel(ctx)
	headsDone := make(chan error, 1)
	go func() { headsDone <- heads.Run(headsCtx) }()
	defer func() { stopHeads(); <-headsDone }()
	src, err := devnetLiquidity(dn, cat, heads, logger)
	if err != nil {
		t.Fatal(err)
	}
	chains, err := src.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	deps := dn.deployments()
	if len(chains) != 2 || len(deps) != 2 {
		t.Fatalf("%d chains, %d deployments", len(chains), len(deps))
	}
	for i, c := range chains {
		// Every pool of the world is an edge, Uniswap V3 pools included.
		if c.Intents == nil || c.Intents.Solver != world.Solver().Address || c.GMP == nil || len(c.Pools) != len(deps[i].Pools) ||
			c.Contracts.Router != deps[i].Router {
			t.Errorf("chain %s: %+v", c.ID, c)
		}
	}

	// The signer signs as the devnet's solver, and follows its controls.
	sig := dn.quoteSigner()
	if sig == nil {
		t.Fatal("no quote signer")
	}
	order := bindings.IntentsSettlementOrder{FromChainId: big.NewInt(1), FromAmount: big.NewInt(1), ToChainId: big.NewInt(42161),
		ToAmount: big.NewInt(1), Solver: world.Solver().Address, Expiry: big.NewInt(time.Now().Unix() + 600), Nonce: big.NewInt(7)}
	raw, err := sig.SignQuote(order, deps[0].Settlement)
	if err != nil {
		t.Fatal(err)
	}
	digest, _, err := apitypes.TypedDataAndHash(solver.OrderTypedData(order, deps[0].Settlement))
	if err != nil {
		t.Fatal(err)
	}
	raw[64] -= 27
	pub, err := crypto.SigToPub(digest, raw)
	if err != nil || crypto.PubkeyToAddress(*pub) != world.Solver().Address {
		t.Errorf("signature recovers to %v (%v), want the solver %s", pub, err, world.Solver().Address)
	}
	controls := sig.(interface {
		Paused() bool
		OrderExpiry(uint64, time.Time) time.Time
	})
	api := &devnet.Client{URL: admin}
	if _, err := api.SetSolverPaused(ctx, true); err != nil {
		t.Fatal(err)
	}
	if _, err := api.SetOrderLifetime(ctx, "30s"); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(24 * time.Hour) // past every chain's clock
	eventually(t, func() bool {
		return controls.Paused() && controls.OrderExpiry(1, later).Equal(later.Add(30*time.Second))
	}, "the signer sees the solver paused and the order lifetime set")
	// before the chain's clock, the expiry counts from the chain's head
	if early := time.Unix(1, 0); !controls.OrderExpiry(1, early).After(early.Add(time.Hour)) {
		t.Errorf("expiry of an order quoted at %s: %s, not counted from the chain's clock", early, controls.OrderExpiry(1, early))
	}
	if _, err := api.SetSolverPaused(ctx, false); err != nil {
		t.Fatal(err)
	}
	eventually(t, func() bool { return !controls.Paused() }, "the signer sees the solver resumed")
}

// devnetAlone starts an embedded devnet of chains 1 and 42161 on free
// loopback ports, with one-second blocks, until the test ends, and returns
// its admin URL and each chain's JSON-RPC URL.
func devnetAlone(ctx context.Context, t *testing.T, cat *catalog.Catalog) (string, map[string]string) {
	t.Helper()
	s := &DevnetSettings{Chains: "1,42161", BlockInterval: time.Second, AdminListen: "127.0.0.1:0", ExplorerListen: "127.0.0.1:0",
		Names: AloneDevnetFlags, DataDir: t.TempDir()}
	if p := s.Problems(); len(p) > 0 {
		t.Fatal(p)
	}
	dn, err := startEmbedded(ctx, s, cat, nil, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dn.Close() })
	rpc := map[string]string{}
	for _, id := range dn.chainIDs() {
		k := strconv.FormatUint(id, 10)
		rpc[k] = dn.rpcURLs()[k][0]
	}
	return dn.adminURL(), rpc
}

// eventually waits up to 5 s for cond.
func eventually(t *testing.T, cond func() bool, what string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not observed within 5 s: %s", what)
		}
		time.Sleep(25 * time.Millisecond)
	}
}
