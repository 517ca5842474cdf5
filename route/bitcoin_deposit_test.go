package route

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

func regtestAddress(t *testing.T, name string) (string, []byte) {
	t.Helper()
	h := sha256.Sum256([]byte(name))
	a, err := btcutil.NewAddressWitnessPubKeyHash(h[:20], &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	_, script, err := btc.ParseAddress(a.EncodeAddress(), &chaincfg.RegressionNetParams)
	if err != nil {
		t.Fatal(err)
	}
	return a.EncodeAddress(), script
}

// fakeDeposits is a Bitcoin chain holding utxos, handing out deposit
// addresses in order.
type fakeDeposits struct {
	t     *testing.T
	mu    sync.Mutex
	utxos map[string][]btc.UTXO
	made  []DepositQuote
	addrs []string
}

func (f *fakeDeposits) UTXOs(_ context.Context, addr string) ([]btc.UTXO, error) {
	return f.utxos[addr], nil
}

func (f *fakeDeposits) TxHex(context.Context, string) ([]byte, error) {
	return nil, fmt.Errorf("no previous transactions here")
}

func (f *fakeDeposits) FeeRate(context.Context) (float64, error) { return 2, nil }

func (f *fakeDeposits) NewDeposit(_ context.Context, q DepositQuote) (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	a, _ := regtestAddress(f.t, fmt.Sprintf("deposit %d", len(f.made)))
	f.made = append(f.made, q)
	f.addrs = append(f.addrs, a)
	return a, nil
}

// newBitcoinDepositWorld is newServiceWorld with the bitcoin chain and BTC
// in the catalog, regtest address rules and a fake Bitcoin chain.
func newBitcoinDepositWorld(t *testing.T) (*serviceWorld, *fakeDeposits) {
	t.Helper()
	e, a, b := testEngine(t)
	type obj = map[string]any
	chains := []obj{{"chainId": "bitcoin", "networkIdentifier": "bitcoin", "chainName": "Bitcoin", "type": "bitcoin",
		"nativeCurrency": obj{"name": "Bitcoin", "symbol": "BTC", "decimals": 8, "icon": ""}}}
	tokens := []obj{{"symbol": "BTC", "address": "native", "chainId": "bitcoin", "decimals": 8, "usdPrice": 60000, "type": "bitcoin", "name": "Bitcoin"}}
	for _, c := range []*liquidity.Chain{a, b} {
		chains = append(chains, obj{"chainId": c.ID, "networkIdentifier": "chain-" + c.ID, "chainName": "Chain " + c.ID, "type": "evm",
			"nativeCurrency": obj{"name": "Ether", "symbol": "ETH", "decimals": 18, "icon": ""}})
		for _, tok := range c.Tokens {
			tokens = append(tokens, obj{"symbol": tok.Symbol, "address": tok.Address.Hex(), "chainId": c.ID, "decimals": tok.Decimals,
				"usdPrice": tok.USDPrice, "type": "evm", "name": tok.Symbol})
		}
	}
	raw, _ := json.Marshal(obj{"mode": "replace", "chains": chains, "tokens": tokens})
	path := filepath.Join(t.TempDir(), "catalog.json")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	cat, err := catalog.LoadWithOverride(path)
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeDeposits{t: t, utxos: map[string][]btc.UTXO{}}
	w := &serviceWorld{store: &memStore{}, signer: &flakySigner{}, cat: cat, a: a, b: b}
	w.svc = NewService(ServiceConfig{Catalog: cat, Engine: e, Store: w.store, Window: &memWindow{held: map[string]bool{}}, Signer: w.signer,
		Addresses: chainaddr.Options{BitcoinRegtest: true}, BitcoinDeposits: f})
	return w, f
}

func TestBitcoinToEVMDepositRoute(t *testing.T) {
	w, f := newBitcoinDepositWorld(t)
	payer, payerScript := regtestAddress(t, "payer")
	f.utxos[payer] = []btc.UTXO{{TxID: strings.Repeat("ab", 32), Vout: 1, Value: 5_000_000, Status: btc.TxStatus{Confirmed: true, BlockHeight: 200}}}
	usdc := sym(w.b, "USDC").Hex()
	req := Request{FromChain: "bitcoin", FromToken: "native", FromAmount: "1000000", FromAddress: payer,
		ToChain: w.b.ID, ToToken: usdc, ToAddress: user}

	ro, err := w.route(req)
	if err != nil {
		t.Fatal(err)
	}
	tx := ro.TransactionRequest
	if tx == nil || len(f.made) != 1 {
		t.Fatalf("no deposit request (%d deposits made): %+v", len(f.made), ro)
	}
	made := f.made[0]
	if diff := cmp.Diff([]string{TransactionTypeDeposit, "INTENTS", f.addrs[0], "1000000"}, []string{tx.Type, tx.RouteType, tx.Target, tx.Value}); diff != "" {
		t.Errorf("transactionRequest (-want +got):\n%s", diff)
	}
	if made.QuoteID != ro.QuoteID || made.Payer != payer || made.Sats != 1_000_000 || made.ToChainID != 42161 ||
		made.ToToken.Hex() != usdc || made.ToAmount.String() != ro.Estimate.ToAmount || !strings.EqualFold(made.ToAddress.Hex(), user) {
		t.Errorf("deposit terms %+v do not match the route %+v", made, ro.Estimate)
	}
	// ~$600 of BTC less the solver's spread and fee, in USDC.
	if ro.Estimate.ToAmount < "590000000" || ro.Estimate.ToAmount != ro.Estimate.ToAmountMin || !strings.Contains(string(ro.Estimate.FromToken), `"BTC"`) {
		t.Errorf("estimate %s → %s (min %s), fromToken %s", ro.Estimate.FromAmount, ro.Estimate.ToAmount, ro.Estimate.ToAmountMin, ro.Estimate.FromToken)
	}
	raw, err := hex.DecodeString(tx.Data)
	if err != nil {
		t.Fatalf("data is not hex: %v", err)
	}
	p, err := psbt.NewFromRawBytes(bytes.NewReader(raw), false)
	if err != nil {
		t.Fatalf("data is not a PSBT: %v", err)
	}
	_, depositScript, _ := btc.ParseAddress(f.addrs[0], &chaincfg.RegressionNetParams)
	out := p.UnsignedTx.TxOut
	if len(out) != 2 || out[0].Value != 1_000_000 || !bytes.Equal(out[0].PkScript, depositScript) || !bytes.Equal(out[1].PkScript, payerScript) {
		t.Errorf("PSBT outputs %+v: want the deposit, then change to the payer", out)
	}
	if len(p.Inputs) != 1 || p.Inputs[0].WitnessUtxo == nil || p.Inputs[0].WitnessUtxo.Value != 5_000_000 {
		t.Errorf("PSBT inputs %+v: want the payer's output with its witness UTXO", p.Inputs)
	}
	if fee := ro.Estimate.GasCosts[0]; fee.Name != "Network fee" || fee.Amount == "0" || !strings.Contains(string(fee.Token), `"BTC"`) {
		t.Errorf("gas cost %+v, want the deposit's network fee in BTC", fee)
	}

	// quoteOnly: a price, no deposit address used up.
	q := req
	q.QuoteOnly = true
	ro, err = w.route(q)
	if err != nil || ro.TransactionRequest != nil || len(f.made) != 1 {
		t.Errorf("quoteOnly: %v, transaction %+v, %d deposits made", err, ro, len(f.made))
	}
}

func TestBitcoinToEVMRefusals(t *testing.T) {
	w, f := newBitcoinDepositWorld(t)
	funded, _ := regtestAddress(t, "funded")
	empty, _ := regtestAddress(t, "empty")
	f.utxos[funded] = []btc.UTXO{{TxID: strings.Repeat("cd", 32), Value: 50_000, Status: btc.TxStatus{Confirmed: true, BlockHeight: 1}}}
	usdc := sym(w.b, "USDC").Hex()
	req := func(from, amount, toChain, toToken string) Request {
		return Request{FromChain: "bitcoin", FromToken: "native", FromAmount: amount, FromAddress: from, ToChain: toChain, ToToken: toToken, ToAddress: user}
	}
	for _, tc := range []struct {
		name    string
		req     Request
		reason  string
		message string
	}{
		{"dust", req(funded, "500", w.b.ID, usdc), ReasonAmountTooLow, "at least 0.00000"},
		{"below the solver's minimum", req(funded, "10000", w.b.ID, usdc), ReasonAmountTooLow, "at least $10.00"},
		{"more than the solver holds", req(funded, "2000000000", w.b.ID, usdc), ReasonAmountTooHigh, "holds"},
		{"no outputs", req(empty, "40000", w.b.ID, usdc), "", "no unspent outputs"},
		{"not enough", req(funded, "60000", w.b.ID, usdc), "", "cannot pay"},
		{"mainnet payer", req("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "40000", w.b.ID, usdc), ReasonInvalidAddress, "fromAddress"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := w.route(tc.req)
			var ae *apperr.Error
			if !errors.As(err, &ae) {
				t.Fatalf("got %v, want a 400", err)
			}
			said := fmt.Sprint(ae.Message, ae.Details)
			if ae.Kind != apperr.KindBadRequest || (tc.reason != "" && ae.Reason != tc.reason) || !strings.Contains(said, tc.message) {
				t.Errorf("got %v %s (%s), want a 400 %s saying %q", ae.Kind, said, ae.Reason, tc.reason, tc.message)
			}
		})
	}
	if len(f.made) > 1 {
		t.Errorf("refused quotes used %d deposit addresses", len(f.made))
	}
}
