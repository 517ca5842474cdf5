package route

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
)

// A GMP route with gas on the destination: the gas swap comes out of what
// arrives, the output out of the rest, and the destination gas limit
// covers both.
func TestPlanGasOnDestination(t *testing.T) {
	t.Parallel()
	e, a, b := testEngine(t)
	base := Params{FromChain: "1", ToChain: "42161", FromToken: sym(a, "USDC"), ToToken: sym(b, "USDC"), FromAmount: *u("2000000000"), SkipIntents: true}
	without, err := e.Plan(context.Background(), &base)
	if err != nil {
		t.Fatal(err)
	}
	p := base
	p.GasOnDest = *u("666666666666666")
	pl, err := e.Plan(context.Background(), &p)
	if err != nil {
		t.Fatal(err)
	}
	if pl.DestGas == nil || !pl.DestGas.Unwrap || pl.DestGas.Out.Lt(&p.GasOnDest) {
		t.Fatalf("gas leg %+v", pl.DestGas)
	}
	var sum uint256.Int
	sum.Add(&pl.Dest.In, &pl.DestGas.In)
	if !sum.Eq(&without.Dest.In) {
		t.Errorf("output leg %s + gas leg %s, want what arrives: %s", pl.Dest.In.Dec(), pl.DestGas.In.Dec(), without.Dest.In.Dec())
	}
	if !pl.ToAmount.Lt(&without.ToAmount) || pl.DestGasLimit <= without.DestGasLimit {
		t.Errorf("toAmount %s (without gas %s), dest gas limit %d (%d)", pl.ToAmount.Dec(), without.ToAmount.Dec(), pl.DestGasLimit, without.DestGasLimit)
	}
	// intents cannot deliver it
	p.SkipIntents, p.SkipGMP = false, true
	if _, err := e.Plan(context.Background(), &p); err == nil || !strings.Contains(apperr.As(err).Details["explanation"].(string), "cannot deliver receiveGasOnDestination") {
		t.Errorf("intents with gas: %v", err)
	}
}

func TestServiceGasOnDestination(t *testing.T) {
	t.Parallel()
	w := newServiceWorld(t)
	r := w.request("USDC", "42161", "WETH")
	r.ReceiveGasOnDestination = true
	ro, err := w.route(r)
	if err != nil {
		t.Fatal(err)
	}
	if ro.TransactionRequest.RouteType != "BRIDGE" {
		t.Fatalf("routeType %s", ro.TransactionRequest.RouteType)
	}
	var action, cost bool
	for _, x := range ro.Estimate.Actions {
		action = action || (x.Provider == "Gas on destination" && x.ToAmount == "666666666666666" && x.FromChain == "42161")
	}
	for _, c := range ro.Estimate.FeeCosts {
		cost = cost || (c.Name == "Gas on destination" && c.Amount == "666666666666666")
	}
	if !action || !cost {
		t.Errorf("actions %+v\nfeeCosts %+v", ro.Estimate.Actions, ro.Estimate.FeeCosts)
	}
	// the destination calls start with the gas delivery: exactly the gas
	// amount out of PairSwapper, then native to toAddress
	data := hexutil.MustDecode(ro.TransactionRequest.Data)
	args, err := routerABI.GetABI().Methods["bridgeCall"].Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	payload := args[6].([]byte)
	dec, err := routerABI.GetABI().Methods["encodeDestinationPayload"].Inputs.Unpack(payload)
	if err != nil {
		t.Fatal(err)
	}
	calls := dec[4].([]struct {
		CallType uint8          `json:"callType"`
		Target   common.Address `json:"target"`
		Value    *big.Int       `json:"value"`
		CallData []byte         `json:"callData"`
		Payload  []byte         `json:"payload"`
	})
	if len(calls) < 4 || calls[1].Target != w.b.Contracts.PairSwapper || calls[3].CallType != callCollectBalance || calls[3].Target != common.HexToAddress(user) {
		t.Fatalf("destination calls %+v", calls)
	}
	xs, err := pairSwapperABI.GetABI().Methods["swapExactOut"].Inputs.Unpack(calls[1].CallData[4:])
	if err != nil || xs[1].(*big.Int).String() != "666666666666666" {
		t.Errorf("swapExactOut %v %v", xs, err)
	}

	refusals := []struct {
		name   string
		change func(r *Request)
		want   string
	}{
		{"same chain", func(r *Request) { r.ToChain, r.ToToken = "1", sym(w.a, "WETH").Hex() }, "same-chain swap has no destination chain"},
		{"intents only", func(r *Request) { r.BridgeTypes = []BridgeType{BridgeIntents} }, "intents routes cannot deliver it"},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			r := w.request("USDC", "42161", "WETH")
			r.ReceiveGasOnDestination = true
			tc.change(&r)
			_, err := w.route(r)
			ae := apperr.As(err)
			if err == nil || ae.Kind != apperr.KindBadRequest || ae.Details["path"] != "$.receiveGasOnDestination" || !strings.Contains(ae.Message, tc.want) {
				t.Errorf("got %v, want a 400 saying %q", err, tc.want)
			}
		})
	}
}
