package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/solver"
)

// fakeDepositBitcoin is fakeBitcoin whose solver takes deposits.
type fakeDepositBitcoin struct {
	fakeBitcoin
	terms []solver.DepositTerms
	book  map[string]solver.Deposit
}

func (f *fakeDepositBitcoin) EsploraURL() string { return "http://127.0.0.1:3002" }

func (f *fakeDepositBitcoin) QuoteDeposit(_ context.Context, t solver.DepositTerms) (solver.Deposit, error) {
	if t.Sats <= 0 {
		return solver.Deposit{}, errors.New("want positive amounts")
	}
	f.terms = append(f.terms, t)
	d := solver.Deposit{Index: uint32(len(f.book)), Address: "bcrt1qdeposit", QuoteID: t.QuoteID, Payer: t.Payer, Sats: t.Sats,
		State: solver.DepositOpen, Order: bindings.IntentsSettlementOrder{ToAmount: t.ToAmount, Expiry: big.NewInt(t.ExpiresAt.Unix())}}
	f.book[t.QuoteID] = d
	return d, nil
}

func (f *fakeDepositBitcoin) Deposit(quoteID string) (solver.Deposit, bool) {
	d, ok := f.book[quoteID]
	return d, ok
}

// An attached replica makes its BTC → EVM quotes' deposit addresses with
// the devnet's solver and reads them back; the attach document names the
// chain's Esplora API.
func TestAdminBitcoinDepositsForReplicas(t *testing.T) {
	fake := &fakeDepositBitcoin{book: map[string]solver.Deposit{}}
	ts := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}, Bitcoin: fake}))
	defer ts.Close()
	c := &Client{URL: ts.URL}
	ctx := context.Background()

	doc, err := c.Attach(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(&AttachBitcoin{ChainID: "bitcoin", EsploraURL: "http://127.0.0.1:3002"}, doc.Bitcoin); diff != "" {
		t.Errorf("attach document's bitcoin (-want +got):\n%s", diff)
	}
	terms := solver.DepositTerms{QuoteID: "q1", Payer: "bcrt1qpayer", Sats: 150_000, ExpiresAt: time.Unix(1_800_000_000, 0),
		ToChainID: 1, ToToken: common.HexToAddress("0xa0b8"), ToAddress: common.HexToAddress("0x99"), ToAmount: big.NewInt(120e6)}
	d, err := c.NewBitcoinDeposit(ctx, terms)
	if err != nil {
		t.Fatal(err)
	}
	bigs := cmp.Comparer(func(a, b *big.Int) bool { return (a == nil) == (b == nil) && (a == nil || a.Cmp(b) == 0) })
	if diff := cmp.Diff([]solver.DepositTerms{terms}, fake.terms, bigs); diff != "" {
		t.Errorf("terms the solver got (-want +got):\n%s", diff)
	}
	got, ok, err := c.BitcoinDeposit(ctx, "q1")
	if err != nil || !ok {
		t.Fatalf("read back: %v %v", ok, err)
	}
	if diff := cmp.Diff(d, got, bigs); diff != "" || got.Address != "bcrt1qdeposit" {
		t.Errorf("deposit read back (-made +read):\n%s", diff)
	}
	if _, ok, err := c.BitcoinDeposit(ctx, "unknown"); ok || err != nil {
		t.Errorf("unknown quote: %v %v, want not found", ok, err)
	}

	for _, tt := range []struct {
		name, method, path, body string
		status                   int
		want                     string
	}{
		{"no quote id", "POST", "/devnet/bitcoin/deposits", `{"Sats":1}`, 400, "QuoteID is required"},
		{"solver refuses", "POST", "/devnet/bitcoin/deposits", `{"QuoteID":"q2","Sats":0}`, 400, "positive amounts"},
		{"unknown field", "POST", "/devnet/bitcoin/deposits", `{"QuoteID":"q2","sats":5,"x":1}`, 400, ""},
		{"lookup without id", "GET", "/devnet/bitcoin/deposits", "", 400, "quoteId is required"},
		{"lookup too long", "GET", "/devnet/bitcoin/deposits?quoteId=" + strings.Repeat("q", 201), "", 400, "at most 200"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var in any
			if tt.body != "" {
				in = json.RawMessage(tt.body)
			}
			err := c.do(ctx, tt.method, tt.path, in, nil)
			var ae *AdminError
			if !errors.As(err, &ae) || ae.StatusCode != tt.status || !strings.Contains(ae.Message, tt.want) {
				t.Errorf("got %v; want %d with %q", err, tt.status, tt.want)
			}
		})
	}

	// Without the solver's deposits (a chain but no book): 501 saying so.
	plain := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}, Bitcoin: &fakeBitcoin{}}))
	defer plain.Close()
	_, err = (&Client{URL: plain.URL}).NewBitcoinDeposit(ctx, terms)
	var ae *AdminError
	if !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "no BTC → EVM deposits") {
		t.Errorf("without deposits: %v", err)
	}
	if doc, err := (&Client{URL: plain.URL}).Attach(ctx); err != nil || doc.Bitcoin != nil {
		t.Errorf("attach without an Esplora API: %+v %v", doc.Bitcoin, err)
	}
}
