package explorer_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
	"github.com/switchyard-dev/switchyard/devnet/solver"
)

// An intents order the paused solver lets expire: its page shows it
// created (and refreshing), then refunded; the creation and refund
// transactions' pages name the order events and link the order page.
func TestOrderPage(t *testing.T) {
	// Blocks on an interval: the order expires by block time.
	f := startRelayerWorld(t, relayertest.Options{BlockInterval: 300 * time.Millisecond})
	w := f.w
	var chains []solver.Chain
	for _, s := range []*relayertest.Side{w.A, w.B} {
		chains = append(chains, solver.Chain{ChainID: s.ChainID, Backend: s.Client, Settlement: s.Settlement})
	}
	solverAccount, user := w.Users[3], w.Users[0]
	s, err := solver.New(solver.Config{Chains: chains, SolverKey: solverAccount.Key, SettlerKey: w.Deployer.Key, Poll: 100 * time.Millisecond,
		OrderLifetime: solver.MinOrderLifetime})
	if err != nil {
		t.Fatal(err)
	}
	s.Pause()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })

	head, err := w.A.Client.HeaderByNumber(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	o := bindings.IntentsSettlementOrder{
		FromChainId: big.NewInt(1), FromAddress: user.Address, FromToken: w.A.Bridged, FromAmount: big.NewInt(2_500_000),
		ToChainId: big.NewInt(42161), ToToken: w.B.Bridged, ToAmount: big.NewInt(2_490_000), ToAddress: user.Address,
		Solver: s.Address(), Expiry: new(big.Int).SetUint64(head.Time + uint64(s.OrderLifetime()/time.Second)), Nonce: big.NewInt(7),
	}
	sig, err := s.SignQuote(o, w.A.Settlement)
	if err != nil {
		t.Fatal(err)
	}
	w.A.MustSend(t, user, w.A.Bridged, nil, relayertest.ERC20.PackApprove(w.A.Router, o.FromAmount))
	created := w.A.MustSend(t, user, w.A.Router, nil, relayertest.Router.PackCreateIntentOrder(bindings.RouteRouterOrder(o), sig))
	var orderHash common.Hash
	for _, l := range created.Logs {
		if l.Address == w.A.Settlement && len(l.Topics) > 1 {
			orderHash = l.Topics[1]
		}
	}
	if orderHash == (common.Hash{}) {
		t.Fatal("no OrderCreated in the creation's receipt")
	}
	path := explorer.OrderURL("", 1, orderHash)

	status, page := f.get(path)
	if status != 200 || !strings.Contains(page, `http-equiv="refresh"`) || !strings.Contains(page, "2.5 "+relayertest.BridgedSymbol) {
		t.Fatalf("open order page (%d): %s", status, page)
	}
	relayertest.Eventually(t, "the order page shows the refund", func() bool {
		_, page = f.get(path)
		return strings.Contains(page, "<code>refunded</code>")
	})
	for _, want := range []string{"Refunded", "2.5 " + relayertest.BridgedSymbol + " returned to " + user.Address.Hex(), "Created", "Ethereum (1) → arbitrum (42161)"} {
		if !strings.Contains(page, want) {
			t.Errorf("refunded order page lacks %q:\n%s", want, page)
		}
	}
	if strings.Contains(page, `http-equiv="refresh"`) {
		t.Error("a refunded order's page still refreshes itself")
	}
	_, page = f.get(explorer.TxURL("", 1, created.TxHash))
	if !strings.Contains(page, `href="`+path+`"`) || !strings.Contains(page, "created: the input is escrowed") {
		t.Errorf("the creation's transaction page does not name and link the order:\n%s", page)
	}
	if status, _ := f.get(explorer.OrderURL("", 1, common.Hash{1})); status != 404 {
		t.Errorf("an unknown order: %d, want 404", status)
	}
	if status, _ := f.get("/order/1/0x12"); status != 400 {
		t.Errorf("a malformed order hash: %d, want 400", status)
	}
	if bin, err := chromiumOrSkip(); err == nil {
		text, png := browse(t, bin, f.srv.URL()+path)
		checkScreenshot(t, "order page", png)
		if !strings.Contains(text, "Status refunded") {
			t.Errorf("order page in Chromium lacks the state:\n%s", text)
		}
	}
}
