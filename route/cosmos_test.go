package route

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/go-cmp/cmp"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Valid bech32 addresses of the test chains.
const (
	osmoUser   = "osmo1qyqszqgpqyqszqgpqyqszqgpqyqszqgp6gjwmw"
	cosmosUser = "cosmos1qgpqyqszqgpqyqszqgpqyqszqgpqyqszrh8mx2"
	hubUser    = "axelar1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrxfsj82"
	hubBridge  = "axelar1qszqgpqyqszqgpqyqszqgpqyqszqgpqyxehhqk"
	hubFees    = "axelar1q5zs2pg9q5zs2pg9q5zs2pg9q5zs2pg98fkk2h"
	junoUser   = "juno1qcrqvpsxqcrqvpsxqcrqvpsxqcrqvpsxy39qdu"
)

var (
	osmoVoucher = IBCVoucher("channel-0", "uusdc")
	hubNow      = time.Unix(1_700_000_000, 0)
)

type cosmosWorld struct {
	svc  *Service
	cat  *catalog.Catalog
	a, b *liquidity.Chain
}

// newCosmosWorld is the engine's two EVM test chains, the hub, osmosis-1
// and cosmoshub-4 as the devnet connects them, and juno-1, a Cosmos chain
// of the catalog the network does not reach.
func newCosmosWorld(t *testing.T, withNetwork bool) *cosmosWorld {
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
	for _, c := range []struct{ id, name, prefix, native, usdc string }{
		{"axelar-dojo-1", "Axelar", "axelar", "uaxl", "uusdc"},
		{"osmosis-1", "Osmosis", "osmo", "uosmo", osmoVoucher},
		{"cosmoshub-4", "Cosmos Hub", "cosmos", "uatom", IBCVoucher("channel-0", "uusdc")},
		{"juno-1", "Juno", "juno", "ujuno", IBCVoucher("channel-9", "uusdc")},
	} {
		chains = append(chains, obj{"chainId": c.id, "networkIdentifier": c.prefix, "chainName": c.name, "type": "cosmos", "bech32Prefix": c.prefix,
			"nativeCurrency": obj{"name": c.name, "symbol": strings.ToUpper(c.native[1:]), "decimals": 6, "icon": ""}})
		tokens = append(tokens,
			obj{"symbol": strings.ToUpper(c.native[1:]), "address": c.native, "chainId": c.id, "decimals": 6, "usdPrice": 0.5, "type": "cosmos", "name": c.name},
			obj{"symbol": "USDC", "address": c.usdc, "chainId": c.id, "decimals": 6, "usdPrice": 1, "type": "cosmos", "name": "USD Coin", "bridgeNetworkSymbol": "axlUSDC"})
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
	cfg := ServiceConfig{Catalog: cat, Engine: e, Now: func() time.Time { return hubNow }}
	if withNetwork {
		cfg.Cosmos = testCosmosNetwork(t)
	}
	return &cosmosWorld{svc: NewService(cfg), cat: cat, a: a, b: b}
}

func testCosmosNetwork(t *testing.T) *StaticCosmos {
	t.Helper()
	hub := CosmosHub{ChainID: "axelar-dojo-1", BridgeAccount: hubBridge, FeeCollector: hubFees, GMPSymbol: "axlUSDC",
		ExecutionFee: *uint256.NewInt(150_000), Confirmation: 5 * time.Second}
	ch := func(id, name, denom, hubChannel, gas string) CosmosChain {
		c := CosmosChain{ChainID: id, BridgeName: name, BridgedDenom: denom, IBCTimeout: 10 * time.Minute, GasPrice: gas,
			TransferGas: 180_000, BlockTime: time.Second}
		if hubChannel != "" {
			c.HubChannel, c.ChannelToHub = hubChannel, "channel-0"
		}
		return c
	}
	n, err := NewStaticCosmos(hub,
		ch("axelar-dojo-1", "Axelarnet", "uusdc", "", "0.007uaxl"),
		ch("osmosis-1", "osmosis", osmoVoucher, "channel-0", "0.025uosmo"),
		ch("cosmoshub-4", "cosmoshub", IBCVoucher("channel-0", "uusdc"), "channel-1", "0.005uatom"))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (w *cosmosWorld) route(r Request) (*RouteObject, error) {
	a, err := w.svc.Route(context.Background(), "integrator", w.cat.FullView(), r)
	if err != nil {
		return nil, err
	}
	var resp Response
	if err := json.Unmarshal(a.JSON, &resp); err != nil {
		return nil, err
	}
	return &resp.Route, nil
}

func actionTypes(ro *RouteObject) []string {
	var out []string
	for _, a := range ro.Estimate.Actions {
		out = append(out, a.Type+":"+a.FromChain+">"+a.ToChain)
	}
	return out
}

func TestIBCVoucher(t *testing.T) {
	// the public denoms of ATOM (channel-0) and axlUSDC (channel-208) on Osmosis
	for _, tc := range []struct{ channel, base, want string }{
		{"channel-0", "uatom", "ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2"},
		{"channel-208", "uusdc", "ibc/D189335C6E4A68B513C10AB227BF1C1D38C746766278BA3EEB4FB14124F1D858"},
	} {
		if got := IBCVoucher(tc.channel, tc.base); got != tc.want {
			t.Errorf("IBCVoucher(%s, %s) = %s, want %s", tc.channel, tc.base, got, tc.want)
		}
	}
}

// bridgeCallArgs decodes a route transaction's bridgeCall, without its
// quote tag.
func bridgeCallArgs(t *testing.T, data string) []any {
	t.Helper()
	b := hexutil.MustDecode(data)
	b = b[:len(b)-20]
	m, ok := routerABI.GetABI().Methods["bridgeCall"]
	if !ok {
		t.Fatal("no bridgeCall in the router ABI")
	}
	args, err := m.Inputs.Unpack(b[4:])
	if err != nil {
		t.Fatal(err)
	}
	return args
}

func TestEVMToCosmos(t *testing.T) {
	w := newCosmosWorld(t, true)
	cases := []struct {
		name, toChain, toToken, toAddress, destination string
		fromSym                                        string
		actions                                        []string
	}{
		{"to osmosis through the hub", "osmosis-1", osmoVoucher, osmoUser, "osmosis", "axlUSDC",
			[]string{"bridge:1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>osmosis-1"}},
		{"swap first, to cosmoshub", "cosmoshub-4", IBCVoucher("channel-0", "uusdc"), cosmosUser, "cosmoshub", "USDC",
			[]string{"swap:1>1", "bridge:1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
		{"to the hub itself", "axelar-dojo-1", "uusdc", hubUser, "Axelarnet", "axlUSDC",
			[]string{"bridge:1>axelar-dojo-1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Request{FromChain: "1", FromToken: sym(w.a, tc.fromSym).Hex(), FromAmount: "25000000", FromAddress: user,
				ToChain: tc.toChain, ToToken: tc.toToken, ToAddress: tc.toAddress}
			ro, err := w.route(r)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.actions, actionTypes(ro)); diff != "" {
				t.Errorf("actions (-want +got):\n%s", diff)
			}
			toTok, _ := api.ParseToken(ro.Estimate.ToToken)
			if toTok.Address != tc.toToken {
				t.Errorf("estimate toToken %s, want %s", toTok.Address, tc.toToken)
			}
			tx := ro.TransactionRequest
			if tx.RouteType != api.RouteTypeBridge || tx.Target != w.a.Contracts.Router.Hex() || tx.MaxFeePerGas == "" {
				t.Errorf("transaction %+v: want a BRIDGE call of the router with EVM fees", tx)
			}
			args := bridgeCallArgs(t, tx.Data)
			if args[4] != tc.destination || args[5] != tc.toAddress {
				t.Errorf("bridgeCall to %v at %v, want %s at %s", args[4], args[5], tc.destination, tc.toAddress)
			}
			if fee := args[8].(*big.Int); fee.Sign() != 0 || tx.Value != "0" {
				t.Errorf("gas fee %v, value %s: the hub runs no call, nothing is prepaid", fee, tx.Value)
			}
			if to, min := u(ro.Estimate.ToAmount), u(ro.Estimate.ToAmountMin); to.IsZero() || min.Gt(to) || min.IsZero() {
				t.Errorf("toAmount %s, toAmountMin %s", ro.Estimate.ToAmount, ro.Estimate.ToAmountMin)
			}
		})
	}
}

func TestCosmosToEVM(t *testing.T) {
	w := newCosmosWorld(t, true)
	r := Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "25000000", FromAddress: osmoUser,
		ToChain: "42161", ToToken: sym(w.b, "USDC").Hex(), ToAddress: user}
	ro, err := w.route(r)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"ibc_transfer:osmosis-1>axelar-dojo-1", "bridge:axelar-dojo-1>42161", "fee:axelar-dojo-1>axelar-dojo-1", "swap:42161>42161"}
	if diff := cmp.Diff(want, actionTypes(ro)); diff != "" {
		t.Errorf("actions (-want +got):\n%s", diff)
	}
	// the wire shape: no EIP-1559 fields, a CosmJS gas price
	raw, _ := json.Marshal(ro.TransactionRequest)
	var fields map[string]any
	_ = json.Unmarshal(raw, &fields)
	for _, k := range []string{"maxFeePerGas", "maxPriorityFeePerGas"} {
		if _, ok := fields[k]; ok {
			t.Errorf("a Cosmos transactionRequest has %s", k)
		}
	}
	tx := ro.TransactionRequest
	if tx.Type != "ON_CHAIN_EXECUTION" || tx.RouteType != api.RouteTypeBridge || tx.Target != hubBridge || tx.GasPrice != "0.025uosmo" ||
		tx.GasLimit != "180000" || tx.Value != "0" {
		t.Errorf("transaction %+v", tx)
	}
	if !strings.HasPrefix(tx.Data, `{"typeUrl":"/ibc.applications.transfer.v1.MsgTransfer","value":{"sourcePort":"transfer","sourceChannel":"channel-0","token":{"denom":"`+osmoVoucher+`","amount":"25000000"},"sender":"`+osmoUser+`","receiver":"`+hubBridge+`","timeoutTimestamp":"1700000600000000000","memo":"{`) {
		t.Errorf("data %s", tx.Data)
	}
	msg, err := api.ParseCosmosTransfer(tx.Data)
	if err != nil {
		t.Fatal(err)
	}
	var memo api.BridgeMemo
	if err := json.Unmarshal([]byte(msg.Memo), &memo); err != nil {
		t.Fatal(err)
	}
	if memo.DestinationChain != "chain-42161" || memo.DestinationAddress != w.b.Contracts.Router.Hex() || memo.Type != api.MemoTypeCallWithToken ||
		memo.Fee != (api.BridgeFee{Amount: "150000", Recipient: hubFees}) || memo.QuoteID != ro.QuoteID || memo.Payload == nil {
		t.Errorf("memo %+v", memo)
	}
	if got := api.ParseMemoQuoteID(msg.Memo); got != ro.QuoteID {
		t.Errorf("memo names quote %q, want %q", got, ro.QuoteID)
	}
	// the payload is the destination router's, as an EVM source sends it
	payload, err := base64.StdEncoding.DecodeString(*memo.Payload)
	if err != nil {
		t.Fatal(err)
	}
	args, err := routerABI.GetABI().Methods["encodeDestinationPayload"].Inputs.Unpack(payload)
	if err != nil {
		t.Fatal(err)
	}
	if args[0].(common.Address).Hex() != user || args[1].(*big.Int).String() != ro.Estimate.ToAmountMin || args[2].(common.Address) != sym(w.b, "USDC") {
		t.Errorf("payload %v", args)
	}
	if ro.Estimate.FeeCosts[0].Amount != "150000" {
		t.Errorf("fee costs %+v", ro.Estimate.FeeCosts)
	}
	if g := ro.Estimate.GasCosts[0]; g.Amount != "4500" || g.GasLimit != "180000" {
		t.Errorf("gas cost %+v, want 180000 × 0.025 = 4500 uosmo", g)
	}
}

func TestCosmosToCosmos(t *testing.T) {
	w := newCosmosWorld(t, true)
	atomVoucher := IBCVoucher("channel-0", "uusdc")
	cases := []struct {
		name                       string
		from, fromToken, fromAddr  string
		to, toToken, toAddr        string
		channel, receiver, memoKey string
		actions                    []string
	}{
		{"osmosis to cosmoshub through the hub", "osmosis-1", osmoVoucher, osmoUser, "cosmoshub-4", atomVoucher, cosmosUser,
			"channel-0", hubBridge, `"type":3`, []string{"ibc_transfer:osmosis-1>axelar-dojo-1", "ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
		{"hub to cosmoshub", "axelar-dojo-1", "uusdc", hubUser, "cosmoshub-4", atomVoucher, cosmosUser,
			"channel-1", cosmosUser, `{"quote_id":`, []string{"ibc_transfer:axelar-dojo-1>cosmoshub-4"}},
		{"osmosis to the hub", "osmosis-1", osmoVoucher, osmoUser, "axelar-dojo-1", "uusdc", hubUser,
			"channel-0", hubUser, `{"quote_id":`, []string{"ibc_transfer:osmosis-1>axelar-dojo-1"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ro, err := w.route(Request{FromChain: tc.from, FromToken: tc.fromToken, FromAmount: "7000000", FromAddress: tc.fromAddr,
				ToChain: tc.to, ToToken: tc.toToken, ToAddress: tc.toAddr})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.actions, actionTypes(ro)); diff != "" {
				t.Errorf("actions (-want +got):\n%s", diff)
			}
			if ro.Estimate.ToAmount != "7000000" || ro.Estimate.ToAmountMin != "7000000" {
				t.Errorf("IBC carries the amount whole: toAmount %s, min %s", ro.Estimate.ToAmount, ro.Estimate.ToAmountMin)
			}
			msg, err := api.ParseCosmosTransfer(ro.TransactionRequest.Data)
			if err != nil {
				t.Fatal(err)
			}
			if msg.SourceChannel != tc.channel || msg.Receiver != tc.receiver || !strings.Contains(msg.Memo, tc.memoKey) ||
				api.ParseMemoQuoteID(msg.Memo) != ro.QuoteID || ro.TransactionRequest.RouteType != api.RouteTypeIBC {
				t.Errorf("message %+v, routeType %s", msg, ro.TransactionRequest.RouteType)
			}
		})
	}
}

func TestCosmosRouteRefusals(t *testing.T) {
	w := newCosmosWorld(t, true)
	fromOsmo := func() Request {
		return Request{FromChain: "osmosis-1", FromToken: osmoVoucher, FromAmount: "25000000", FromAddress: osmoUser,
			ToChain: "42161", ToToken: sym(w.b, "USDC").Hex(), ToAddress: user}
	}
	toOsmo := func() Request {
		return Request{FromChain: "1", FromToken: sym(w.a, "axlUSDC").Hex(), FromAmount: "25000000", FromAddress: user,
			ToChain: "osmosis-1", ToToken: osmoVoucher, ToAddress: osmoUser}
	}
	cases := []struct {
		name   string
		req    func() Request
		reason string
		says   string
	}{
		{"bech32 of another chain as fromAddress", func() Request { r := fromOsmo(); r.FromAddress = cosmosUser; return r },
			ReasonInvalidAddress, `want "osmo1..."`},
		{"EVM fromAddress on a Cosmos source", func() Request { r := fromOsmo(); r.FromAddress = user; return r },
			ReasonInvalidAddress, `starting with "osmo1"`},
		{"bech32 toAddress for an EVM destination", func() Request { r := fromOsmo(); r.ToAddress = osmoUser; return r },
			ReasonInvalidAddress, "not an EVM address"},
		{"EVM toAddress on a Cosmos destination", func() Request { r := toOsmo(); r.ToAddress = user; return r },
			ReasonInvalidAddress, `starting with "osmo1"`},
		{"a denom the chain does not have", func() Request { r := fromOsmo(); r.FromToken = "ibc/0000"; return r },
			ReasonUnsupportedToken, "not a supported token"},
		{"a token other than the bridged asset", func() Request { r := fromOsmo(); r.FromToken = "uosmo"; return r },
			ReasonNoRoute, osmoVoucher},
		{"hooks", func() Request {
			r := toOsmo()
			r.PostHook = &Hook{Calls: []HookCall{{Target: user, CallData: "0x"}}}
			return r
		},
			"", "postHook is not available"},
		{"receiveGasOnDestination to a Cosmos chain", func() Request { r := toOsmo(); r.ReceiveGasOnDestination = true; return r },
			"", "the hub can only forward the bridged asset"},
		{"intents only", func() Request { r := toOsmo(); r.BridgeTypes = []BridgeType{BridgeIntents}; return r },
			ReasonNoRoute, "leaves out gmp"},
		{"a Cosmos chain the hub does not reach", func() Request {
			r := toOsmo()
			r.ToChain, r.ToToken, r.ToAddress = "juno-1", IBCVoucher("channel-9", "uusdc"), junoUser
			return r
		}, ReasonNoRoute, "not connected over IBC"},
		{"from the hub to EVM", func() Request {
			r := fromOsmo()
			r.FromChain, r.FromToken, r.FromAddress = "axelar-dojo-1", "uusdc", hubUser
			return r
		}, ReasonNoRoute, "from the hub"},
		{"less than the hub's fee", func() Request { r := fromOsmo(); r.FromAmount = "150000"; return r },
			ReasonAmountTooLow, "the hub keeps 0.15 axlUSDC"},
		{"gas refund address on a Cosmos source", func() Request { r := fromOsmo(); r.OverrideGasRefundAddress = user; return r },
			"", "overrideGasRefundAddress"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := w.route(tc.req())
			ae := apperr.As(err)
			if ae == nil || ae.Kind == apperr.KindInternal {
				t.Fatalf("got %v, want a 400", err)
			}
			text := ae.Message + " " + stringDetail(ae.Details, "explanation")
			if ae.Reason != tc.reason || !strings.Contains(text, tc.says) {
				t.Errorf("got %q (reason %q), want reason %q saying %q", text, ae.Reason, tc.reason, tc.says)
			}
		})
	}
	t.Run("amount too low names the range", func(t *testing.T) {
		r := fromOsmo()
		r.FromAmount = "1000"
		_, err := w.route(r)
		ae := apperr.As(err)
		if ae == nil || ae.Details["minAmount"] != "150002" {
			t.Errorf("got %v %v, want minAmount 150002 (1 unit arriving comes out of no pool)", err, ae.Details)
		}
	})
	t.Run("no network", func(t *testing.T) {
		w := newCosmosWorld(t, false)
		_, err := w.route(toOsmo())
		if ae := apperr.As(err); ae == nil || ae.Reason != ReasonNoRoute || !strings.Contains(stringDetail(ae.Details, "explanation"), "reaches none") {
			t.Errorf("got %v", err)
		}
	})
}

func stringDetail(d map[string]any, k string) string {
	s, _ := d[k].(string)
	return s
}

func TestParseGasPrice(t *testing.T) {
	for _, tc := range []struct {
		in   string
		gas  uint64
		want string // cost of gas, or "" for an error
	}{
		{"0.025uosmo", 200_000, "5000"},
		{"0.007uaxl", 100_001, "701"}, // 700.007 rounds up
		{"1ibc/ABC", 3, "3"},
		{"0uatom", 10, "0"},
		{"uosmo", 1, ""},
		{"0.025", 1, ""},
		{"1.2.3uosmo", 1, ""},
		{".5uosmo", 1, ""},
		{"1u", 1, ""},
		{"1u!x", 1, ""},
	} {
		price, _, err := parseGasPrice(tc.in)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%q: no error", tc.in)
		case tc.want != "" && err != nil:
			t.Errorf("%q: %v", tc.in, err)
		case tc.want != "":
			if got := cosmosGasCost(tc.gas, price); got.Dec() != tc.want {
				t.Errorf("%q × %d = %s, want %s", tc.in, tc.gas, got.Dec(), tc.want)
			}
		}
	}
}

func TestStaticCosmosChecks(t *testing.T) {
	hub := CosmosHub{ChainID: "axelar-dojo-1", BridgeAccount: hubBridge, GMPSymbol: "axlUSDC"}
	_, err := NewStaticCosmos(hub, CosmosChain{ChainID: "osmosis-1", BridgeName: "osmosis", BridgedDenom: osmoVoucher, IBCTimeout: time.Minute, GasPrice: "0.025uosmo"})
	if err == nil || !strings.Contains(err.Error(), "channels") || !strings.Contains(err.Error(), "hub") {
		t.Errorf("got %v, want the missing channels and hub named", err)
	}
}
