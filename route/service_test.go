package route

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// memStore keeps quotes in memory; fail makes the next saves fail.
type memStore struct {
	mu    sync.Mutex
	fail  int
	saved []StoredQuote
}

func (s *memStore) SaveQuote(_ context.Context, q StoredQuote) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail > 0 {
		s.fail--
		return errors.New("disk full")
	}
	s.saved = append(s.saved, q)
	return nil
}

// memWindow is the wallet quote window in memory, never expiring.
type memWindow struct {
	mu   sync.Mutex
	held map[string]bool
}

func (w *memWindow) Claim(_ context.Context, key string, window time.Duration) (bool, time.Duration, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.held[key] {
		return false, window, nil
	}
	w.held[key] = true
	return true, 0, nil
}

// flakySigner signs intents orders; fail makes the next signatures fail.
type flakySigner struct {
	mu   sync.Mutex
	fail int
}

func (s *flakySigner) SignQuote(bindings.IntentsSettlementOrder, common.Address) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fail > 0 {
		s.fail--
		return nil, errors.New("solver key unavailable")
	}
	return make([]byte, 65), nil
}

type serviceWorld struct {
	svc    *Service
	store  *memStore
	signer *flakySigner
	cat    *catalog.Catalog
	a, b   *liquidity.Chain
}

// newServiceWorld is the engine's two test chains behind a catalog that
// lists their tokens.
func newServiceWorld(t *testing.T) *serviceWorld {
	t.Helper()
	e, a, b := testEngine(t)
	type obj = map[string]any
	var chains, tokens []obj
	for _, c := range []*liquidity.Chain{a, b} {
		chains = append(chains, obj{"chainId": c.ID, "networkIdentifier": "chain-" + c.ID, "chainName": "Chain " + c.ID, "type": "evm", "swapAmountForGas": "666666666666666",
			"nativeCurrency": obj{"name": "Ether", "symbol": "ETH", "decimals": 18, "icon": ""}})
		tokens = append(tokens, obj{"symbol": "ETH", "address": catalog.NativeEVMAddress, "chainId": c.ID, "decimals": 18, "usdPrice": 3000, "type": "evm", "name": "Ether"})
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
	w := &serviceWorld{store: &memStore{}, signer: &flakySigner{}, cat: cat, a: a, b: b}
	w.svc = NewService(ServiceConfig{Catalog: cat, Engine: e, Store: w.store, Window: &memWindow{held: map[string]bool{}}, Signer: w.signer})
	return w
}

const user = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc"

func (w *serviceWorld) request(fromSym, toChain, toSym string) Request {
	to := w.a
	if toChain == w.b.ID {
		to = w.b
	}
	return Request{FromChain: w.a.ID, FromToken: sym(w.a, fromSym).Hex(), FromAmount: "1000000000", FromAddress: user,
		ToChain: to.ID, ToToken: sym(to, toSym).Hex(), ToAddress: user}
}

func (w *serviceWorld) route(r Request) (*RouteObject, error) {
	a, err := w.svc.Route(context.Background(), "integrator", w.cat.FullView(), r)
	if err != nil {
		return nil, err
	}
	// The typed answer and its bytes are one answer: the body is the
	// encoding of the typed response, made once.
	again, err := json.Marshal(a.Response)
	if err != nil {
		return nil, err
	}
	if string(again) != string(a.JSON) {
		return nil, fmt.Errorf("the answer's JSON is not its typed response encoded:\n%s\n%s", a.JSON, again)
	}
	var resp Response
	if err := json.Unmarshal(a.JSON, &resp); err != nil {
		return nil, err
	}
	return &resp.Route, nil
}

// TestFailedQuoteDoesNotBlockRetry: a full quote that fails to build or
// to be stored claims no wallet window, so the client's retry is answered.
func TestFailedQuoteDoesNotBlockRetry(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		req     func(w *serviceWorld) Request
		breakIt func(w *serviceWorld)
	}{
		{"store fails", func(w *serviceWorld) Request { return w.request("USDC", "1", "WETH") }, func(w *serviceWorld) { w.store.fail = 1 }},
		{"solver signature fails", func(w *serviceWorld) Request {
			r := w.request("USDC", "42161", "USDC")
			r.BridgeTypes = []BridgeType{BridgeIntents}
			return r
		}, func(w *serviceWorld) { w.signer.fail = 1 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w := newServiceWorld(t)
			tc.breakIt(w)
			if _, err := w.route(tc.req(w)); !apperr.Is(err, apperr.KindInternal) {
				t.Fatalf("first attempt: %v, want an internal error", err)
			}
			if _, err := w.route(tc.req(w)); err != nil {
				t.Fatalf("retry: %v", err)
			}
			if _, err := w.route(tc.req(w)); !apperr.Is(err, apperr.KindWalletLimited) {
				t.Fatalf("a second full quote after a successful one: %v, want the wallet limit", err)
			}
		})
	}
}

// TestConcurrentIdenticalFullQuotes: of identical full quotes racing,
// exactly one gets its quote; the others get the wallet limit.
func TestConcurrentIdenticalFullQuotes(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	const n = 8
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { _, errs[i] = w.route(w.request("USDC", "42161", "WETH")) })
	}
	wg.Wait()
	ok, limited := 0, 0
	for _, err := range errs {
		switch {
		case err == nil:
			ok++
		case apperr.Is(err, apperr.KindWalletLimited):
			limited++
		default:
			t.Errorf("unexpected %v", err)
		}
	}
	if ok != 1 || limited != n-1 {
		t.Errorf("%d quotes and %d refusals, want 1 and %d", ok, limited, n-1)
	}
}

// TestPublicV2Members: the public v2 request members are accepted as
// decided, validated, and echoed normalized in params.
func TestPublicV2Members(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	refund := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	cases := []struct {
		name   string
		change func(r *Request)
		check  func(t *testing.T, ro *RouteObject, err error)
	}{
		{"fromAmount echoed canonical", func(r *Request) { r.FromAmount = "0001000000000"; r.QuoteOnly = true }, func(t *testing.T, ro *RouteObject, err error) {
			if err != nil || ro.Params.FromAmount != "1000000000" || ro.Estimate.FromAmount != "1000000000" {
				t.Fatalf("%v %+v", err, ro)
			}
		}},
		{"enableBoost accepted, no boost", func(r *Request) { r.EnableBoost = true; r.QuoteOnly = true }, func(t *testing.T, ro *RouteObject, err error) {
			if err != nil || !ro.Params.EnableBoost || ro.Estimate.IsBoostSupported {
				t.Fatalf("%v %+v", err, ro)
			}
		}},
		{"customParams echoed", func(r *Request) { r.CustomParams = json.RawMessage(`{"jitoTipFeeInLamports":"1"}`); r.QuoteOnly = true },
			func(t *testing.T, ro *RouteObject, err error) {
				if err != nil || string(ro.Params.CustomParams) != `{"jitoTipFeeInLamports":"1"}` {
					t.Fatalf("%v %+v", err, ro)
				}
			}},
		{"fallbackAddresses normalized", func(r *Request) {
			r.QuoteOnly = true
			r.FallbackAddresses = []FallbackAddress{{CoinType: 60, Address: strings.ToLower(user)}, {CoinType: 118, Address: "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"}}
		}, func(t *testing.T, ro *RouteObject, err error) {
			want := []FallbackAddress{{CoinType: 60, Address: user}, {CoinType: 118, Address: "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu"}}
			if err != nil || fmt.Sprint(ro.Params.FallbackAddresses) != fmt.Sprint(want) {
				t.Fatalf("%v %+v", err, ro)
			}
		}},
		{"fallback address invalid for its family", func(r *Request) {
			r.FallbackAddresses = []FallbackAddress{{CoinType: 60, Address: user}, {CoinType: 501, Address: user}}
		},
			wantErr(apperr.KindBadRequest, ReasonInvalidAddress, "$.fallbackAddresses[1].address")},
		{"fallback coin type unknown", func(r *Request) { r.FallbackAddresses = []FallbackAddress{{CoinType: 9999, Address: user}} },
			wantErr(apperr.KindBadRequest, "", "$.fallbackAddresses[0].coinType")},
		{"overrideGasRefundAddress invalid", func(r *Request) { r.OverrideGasRefundAddress = "0x123" },
			wantErr(apperr.KindBadRequest, ReasonInvalidAddress, "$.overrideGasRefundAddress")},
		{"toAmount with fromAmount", func(r *Request) { r.ToAmount = "5" }, func(t *testing.T, _ *RouteObject, err error) {
			wantErr(apperr.KindBadRequest, "", "$.toAmount")(t, nil, err)
			if !strings.Contains(err.Error(), "not both") {
				t.Errorf("message %q", err)
			}
		}},
		{"toAmount across chains", func(r *Request) { r.FromAmount, r.ToAmount = "", "50000000000000000" }, func(t *testing.T, ro *RouteObject, err error) {
			if err != nil || ro.Params.ToAmount != "50000000000000000" || ro.Estimate.ToAmountMin != "50000000000000000" || ro.Estimate.FromAmountMax == "" {
				t.Fatalf("%v %+v", err, ro)
			}
		}},
		{"unknown bridge type", func(r *Request) { r.BridgeTypes = []BridgeType{"gmp", "cctp"} },
			wantErr(apperr.KindSchemaValidation, "", "$.bridgeTypes[1]")},
		{"bridgeTypes echoed in canonical order", func(r *Request) {
			r.BridgeTypes = []BridgeType{"intents", "gmp", "intents"}
			r.QuoteOnly = true
		}, func(t *testing.T, ro *RouteObject, err error) {
			if err != nil || fmt.Sprint(ro.Params.BridgeTypes) != "[gmp intents]" {
				t.Fatalf("%v %+v", err, ro)
			}
		}},
		{"gas refund goes to overrideGasRefundAddress", func(r *Request) {
			r.OverrideGasRefundAddress = strings.ToLower(refund.Hex())
			r.BridgeTypes = []BridgeType{BridgeGMP}
		}, func(t *testing.T, ro *RouteObject, err error) {
			if err != nil {
				t.Fatal(err)
			}
			if ro.Params.OverrideGasRefundAddress != refund.Hex() {
				t.Errorf("params %q", ro.Params.OverrideGasRefundAddress)
			}
			if got := bridgeCallRefund(t, ro); got != refund {
				t.Errorf("refundRecipient %s, want %s", got.Hex(), refund.Hex())
			}
		}},
		{"gas refund goes to fromAddress by default", func(r *Request) { r.BridgeTypes = []BridgeType{BridgeGMP}; r.FromAmount = "2000000000" },
			func(t *testing.T, ro *RouteObject, err error) {
				if err != nil {
					t.Fatal(err)
				}
				if got := bridgeCallRefund(t, ro); got != common.HexToAddress(user) {
					t.Errorf("refundRecipient %s, want fromAddress", got.Hex())
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := w.request("USDC", "42161", "WETH")
			tc.change(&r)
			ro, err := w.route(r)
			tc.check(t, ro, err)
		})
	}
}

func wantErr(kind apperr.Kind, reason, path string) func(*testing.T, *RouteObject, error) {
	return func(t *testing.T, _ *RouteObject, err error) {
		t.Helper()
		ae := apperr.As(err)
		if err == nil || ae.Kind != kind || ae.Reason != reason || ae.Details["path"] != path {
			t.Fatalf("got %v (%+v), want kind %v reason %q path %s", err, ae, kind, reason, path)
		}
	}
}

// bridgeCallRefund decodes the route transaction's bridgeCall and returns
// its refundRecipient.
func bridgeCallRefund(t *testing.T, ro *RouteObject) common.Address {
	t.Helper()
	if ro.TransactionRequest == nil || ro.TransactionRequest.RouteType != string(KindBridge) {
		t.Fatalf("not a bridge route: %+v", ro.TransactionRequest)
	}
	parsed, err := bindings.RouteRouterMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	data := hexutil.MustDecode(ro.TransactionRequest.Data)
	m, err := parsed.MethodById(data[:4])
	if err != nil || m.Name != "bridgeCall" {
		t.Fatalf("method %v: %v", m, err)
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	return args[7].(common.Address)
}
