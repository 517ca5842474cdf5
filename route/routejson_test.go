package route

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
)

// jsonFiller fills every field of a value at random, from values that
// exercise encoding/json's escaping, number formatting and omitempty.
type jsonFiller struct{ rng *rand.Rand }

var (
	fillStrings = []string{"", "0", "swap", "Swap DKZAS for USDT", `quote "x"`, `back\slash`, "<script>&amp;</script>",
		"line\nbreak\ttab\r\b\f", "\x00\x01\x1f\x7f", "Ünïcödé → ЮSD 🚀", "bad \xff\xfe utf-8", "sep \u2028 \u2029", "0x8A70dC4c5E4E9A67225b140DEE94C6FFc4070De5"}
	fillFloats = []float64{0, 1, 0.5, -2.25, 1e-7, 1e-6, 123456789.125, 1e20, 1e21, 3.5e300, -1e-300, 0.012396299999999999}
	fillRaws   = []json.RawMessage{nil, json.RawMessage(`{"symbol":"USDC","address":"0xabc","decimals":6,"usdPrice":1.5,"name":"USD Coin"}`),
		json.RawMessage(`{"a": 1, "b" : [1, 2]}`), json.RawMessage(`{"s":"<b>&</b>"}`), json.RawMessage(`{"s":"a \"quoted\" \\ value"}`),
		json.RawMessage("{\"s\":\"sep \u2028\"}"), json.RawMessage(`[]`), json.RawMessage(`"str"`), json.RawMessage("{\n\t\"x\": null\n}"), json.RawMessage(`{}`)}
)

func (f jsonFiller) fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(fillStrings[f.rng.IntN(len(fillStrings))])
	case reflect.Bool:
		v.SetBool(f.rng.IntN(2) == 1)
	case reflect.Int, reflect.Int64:
		v.SetInt(f.rng.Int64N(1<<40) - 1<<39)
	case reflect.Uint32:
		v.SetUint(uint64(f.rng.Uint32()))
	case reflect.Float64:
		v.SetFloat(fillFloats[f.rng.IntN(len(fillFloats))])
	case reflect.Pointer:
		if f.rng.IntN(3) > 0 {
			v.Set(reflect.New(v.Type().Elem()))
			f.fill(v.Elem())
		}
	case reflect.Slice:
		if v.Type() == reflect.TypeFor[json.RawMessage]() {
			v.Set(reflect.ValueOf(fillRaws[f.rng.IntN(len(fillRaws))]))
			return
		}
		switch n := f.rng.IntN(5); n {
		case 0: // nil
		default:
			s := reflect.MakeSlice(v.Type(), n-1, n-1)
			for i := range n - 1 {
				f.fill(s.Index(i))
			}
			v.Set(s)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f.fill(v.Field(i))
		}
	default:
		panic("jsonFiller: add kind " + v.Kind().String())
	}
}

// The hand-written encoding is json.Marshal's, byte for byte, for route
// objects with every field set or left out at random.
func TestMarshalRouteIsEncodingJSON(t *testing.T) {
	f := jsonFiller{rand.New(rand.NewPCG(1, 2))}
	for i := range 5000 {
		var ro RouteObject
		f.fill(reflect.ValueOf(&ro).Elem())
		want, wantErr := json.Marshal(&ro)
		got, err := marshalRoute(&ro)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("sample %d: error %v, encoding/json's %v", i, err, wantErr)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("sample %d (-encoding/json +marshalRoute):\n%s", i, cmp.Diff(string(want), string(got)))
		}
		if wantErr == nil {
			body, _, _ := marshalAnswer(&ro)
			if wantBody, _ := json.Marshal(&Response{Route: ro}); !bytes.Equal(body, wantBody) {
				t.Fatalf("sample %d: the answer's body is not json.Marshal(RouteResponse)", i)
			}
		}
		wantReq, _ := json.Marshal(&ro.Params)
		gotReq, _ := marshalRequest(&ro.Params)
		if !bytes.Equal(gotReq, wantReq) {
			t.Fatalf("sample %d request (-encoding/json +marshalRequest):\n%s", i, cmp.Diff(string(wantReq), string(gotReq)))
		}
	}
}

// Values encoding/json refuses are refused the same way.
func TestMarshalRouteRefusesWhatEncodingJSONRefuses(t *testing.T) {
	for _, ro := range []RouteObject{
		{Estimate: api.Estimate{AggregateSlippage: math.NaN()}},
		{Estimate: api.Estimate{FromToken: json.RawMessage(`{"a": `)}},
		{Estimate: api.Estimate{GasCosts: []api.Cost{{Token: json.RawMessage{}}}}},
	} {
		if _, err := marshalRoute(&ro); err == nil {
			t.Errorf("%+v: no error", ro.Estimate)
		}
	}
}

// BenchmarkMarshalRoute encodes a route shaped as the realistic world's
// (six swaps, compact token objects).
func BenchmarkMarshalRoute(b *testing.B) {
	tok := json.RawMessage(`{"symbol":"USDT","address":"0x19D4f23C0B4fFD23272A46d811b852C7684E04ad","chainId":"900012","decimals":6,"usdPrice":1,"type":"evm","name":"Tether USD","logoURI":"","coingeckoId":"","volatility":0,"disabled":false}`)
	slip := 1.0
	ro := RouteObject{QuoteID: "019ace5f2b7c4e0d9a1b2c3d4e5f6a7b",
		Params: api.RouteRequest{FromChain: "900012", FromToken: "0x8501b52C08122D87955aAA3D3AaC30c1eE91E63A", FromAmount: "3397421926374913",
			FromAddress: "0x000000000000000000000000000000000000a11c", ToChain: "900010", ToToken: "0x91823F8d7993fa1d8D50Eb8af68d1CF6bA06F213",
			ToAddress: "0x000000000000000000000000000000000000a11c", Slippage: &slip, QuoteOnly: true},
		Estimate: api.Estimate{FromToken: tok, ToToken: tok, FromAmount: "3397421926374913", ToAmount: "46288008", ToAmountMin: "45825127",
			ExchangeRate: "13624.6953125", AggregatePriceImpact: "0.21", AggregateSlippage: 1, EstimatedRouteDuration: 20, EstimatedRouteDurationP90: 30,
			FromAmountUSD: "46.71", ToAmountUSD: "46.29", ToAmountMinUSD: "45.83", ExpiresAt: "1796000000",
			GasCosts: []api.Cost{{Type: "executeCall", Name: "Gas", Description: "Gas of the transaction on chain-12", Token: tok, Amount: "1234567890000", AmountUSD: "0.42", GasLimit: "450000"}},
			FeeCosts: []api.Cost{{Type: "gas-fee", Name: "Destination gas", Description: "Prepaid to the gas service", Token: tok, Amount: "1234567890000", AmountUSD: "0.42"}}}}
	for range 6 {
		ro.Estimate.Actions = append(ro.Estimate.Actions, api.Action{Type: "swap", FromChain: "900012", ToChain: "900012", FromToken: tok, ToToken: tok,
			FromAmount: "3397421926374913", ToAmount: "46503545", ToAmountMin: "46038509", Provider: "Uniswap V2 pair",
			Description: "Swap DKZAS for USDT", Pool: &api.PoolInfo{Address: "0xeE8D0Ec5DF8eceb8D962A278690e82aa34B4E3F5", Kind: "uniswap-v2", Fee: "0.3"}})
	}
	b.Run("encoding/json", func(b *testing.B) {
		for b.Loop() {
			json.Marshal(&ro)
		}
	})
	b.Run("marshalRoute", func(b *testing.B) {
		for b.Loop() {
			marshalRoute(&ro)
		}
	})
}
