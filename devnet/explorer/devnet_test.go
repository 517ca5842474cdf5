package explorer_test

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
	"github.com/switchyard-dev/switchyard/devnet/state"
)

// relayerWorld is the explorer over a running relayer on two devnet
// chains, served on a free loopback port.
type relayerWorld struct {
	w   *relayertest.World
	ex  *explorer.Explorer
	srv *explorer.Server
	get func(path string) (int, string)
}

func startRelayerWorld(t *testing.T, opts relayertest.Options) *relayerWorld {
	t.Helper()
	w := relayertest.New(t, opts)
	db, err := state.Open(context.Background(), filepath.Join(t.TempDir(), state.FileName), "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r, err := relayer.New(relayer.Config{Chains: w.RelayerChains(), Store: db, Confirmations: 1, PollInterval: 15 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})

	var chains []explorer.Chain
	for _, s := range []*relayertest.Side{w.A, w.B} {
		chains = append(chains, explorer.Chain{ChainID: s.ChainID, Name: s.Name, Client: s.Client, Labels: map[common.Address]string{
			s.Gateway: "GMP gateway", s.GasService: "gas service", s.Router: "router", s.Bridged: relayertest.BridgedSymbol,
			s.Settlement: explorer.SettlementLabel,
		}})
	}
	ex, err := explorer.New(explorer.Config{Source: db, Chains: chains})
	if err != nil {
		t.Fatal(err)
	}
	srv, err := explorer.Listen("127.0.0.1:0", ex, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	get := func(path string) (int, string) {
		t.Helper()
		resp, err := http.Get(srv.URL() + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(b)
	}
	return &relayerWorld{w: w, ex: ex, srv: srv, get: get}
}

// The explorer over a running relayer on two devnet chains: a message
// whose destination calls fail is shown executed (with the delivery to
// the recipient), a message short of gas is shown insufficient_fee and
// then executed after addNativeGas, and the pages render from the chains.
func TestExplorerOverTheRelayer(t *testing.T) {
	f := startRelayerWorld(t, relayertest.Options{})
	w, ex, srv, get := f.w, f.ex, f.srv, f.get
	searchTx := func(tx common.Hash) []explorer.GMP {
		t.Helper()
		resp, err := http.Post(srv.URL()+"/gmp/searchGMP", "application/json", strings.NewReader(`{"txHash":"`+tx.Hex()+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out explorer.SearchResponse
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode != 200 {
			t.Fatalf("searchGMP: %d %v", resp.StatusCode, err)
		}
		return out.Data
	}
	waitFor := func(tx common.Hash, status string) explorer.GMP {
		t.Helper()
		var got []explorer.GMP
		relayertest.Eventually(t, tx.Hex()+" "+status, func() bool {
			got = searchTx(tx)
			return len(got) == 1 && got[0].Status == status
		})
		return got[0]
	}

	// (c) destination calls fail: executed, the token delivered.
	user, recipient := w.Users[0], w.Users[2].Address
	amount := big.NewInt(7_000_000)
	call, _ := w.Bridge(t, user, w.A, w.B, amount, big.NewInt(1e16), w.B.FailingPayload(recipient))
	g := waitFor(call.TxHash, "executed")
	if g.GasStatus != "gas_paid_enough_gas" || g.Executed == nil || g.Executed.Route == nil || g.Executed.Route.Event != "DestinationCallsFailed" ||
		g.Executed.Route.Recipient != recipient.Hex() || g.Executed.Route.Amount != amount.String() || g.Call.Transaction.From != user.Address.Hex() {
		t.Fatalf("explorer record: %+v", g)
	}
	status, page := get("/gmp/" + call.TxHash.Hex())
	for _, want := range []string{"executed", "destination calls failed", recipient.Hex(), g.Executed.TransactionHash, "Ethereum (1)", "arbitrum (42161)"} {
		if status != 200 || !strings.Contains(page, want) {
			t.Errorf("message page (%d) lacks %q", status, want)
		}
	}
	status, page = get("/tx/42161/" + g.Executed.TransactionHash)
	for _, want := range []string{"success", "executeWithToken(bytes32,string,string,bytes,string,uint256)", "Executed", "DestinationCallsFailed",
		"(router)", "(GMP gateway)", "commandId", g.CommandID, w.Relayer.Address.Hex()} {
		if status != 200 || !strings.Contains(page, want) {
			t.Errorf("execution page (%d) lacks %q", status, want)
		}
	}
	status, page = get("/tx/1/" + call.TxHash.Hex())
	for _, want := range []string{"ContractCallWithToken", "NativeGasPaidForContractCallWithToken", "bridgeCall(", "(gas service)", "Transfer"} {
		if status != 200 || !strings.Contains(page, want) {
			t.Errorf("call page (%d) lacks %q", status, want)
		}
	}
	if status, _ := get("/tx/42161/" + call.TxHash.Hex()); status != http.StatusNotFound {
		t.Errorf("a transaction of another chain: %d, want 404", status)
	}
	if status, _ := get("/tx/10/" + call.TxHash.Hex()); status != http.StatusNotFound {
		t.Errorf("an unknown chain: %d, want 404", status)
	}

	// (b) short of gas: insufficient_fee, then executed after addNativeGas.
	call2, id2 := w.Bridge(t, user, w.B, w.A, amount, big.NewInt(1), w.A.DeliverPayload(recipient, amount))
	g = waitFor(call2.TxHash, "insufficient_fee")
	if g.GasStatus != "gas_paid_not_enough_gas" || !g.IsInsufficientFee || g.Approved == nil || g.Gas.GasRequiredAmount == "" {
		t.Fatalf("held: %+v", g)
	}
	status, page = get("/gmp/" + call2.TxHash.Hex())
	for _, want := range []string{"Waiting for gas: insufficient fee", "<code>insufficient_fee</code>", "What to do:</strong> Add gas with addNativeGas",
		"more: execution needs", `http-equiv="refresh"`, "held: the prepaid gas does not cover execution"} {
		if status != 200 || !strings.Contains(page, want) {
			t.Errorf("held message page (%d) lacks %q", status, want)
		}
	}
	required, _ := new(big.Int).SetString(g.Gas.GasRequiredAmount, 10)
	w.B.AddGas(t, user, id2, required)
	g = waitFor(call2.TxHash, "executed")
	if g.GasStatus != "gas_paid_enough_gas" || len(g.GasAddedTransactions) != 1 || g.Gas.GasAddedAmount != required.String() {
		t.Errorf("topped up: %+v", g)
	}

	// The indexing delay applies to the real store as well.
	ex.SetDelay(time.Hour)
	if got := searchTx(call2.TxHash); len(got) != 0 {
		t.Errorf("found under a one-hour indexing delay")
	}
	if status, page := get("/gmp/" + call2.TxHash.Hex()); status != http.StatusNotFound || !strings.Contains(page, `http-equiv="refresh"`) {
		t.Errorf("page under a one-hour delay: %d, or it does not look again by itself", status)
	}
	ex.SetDelay(0)
	if got := searchTx(call2.TxHash); len(got) != 1 {
		t.Errorf("not found without delay")
	}
}
