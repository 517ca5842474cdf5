package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/route"
)

// Router answers route requests (route.Service).
type Router interface {
	Route(ctx context.Context, integratorHash string, view catalog.View, req route.Request) (*route.Answer, error)
}

// routeFields are the members a route request may have.
var routeFields = []string{"fromChain", "fromToken", "fromAmount", "fromAddress", "toChain", "toToken", "toAddress",
	"slippage", "quoteOnly", "receiveGasOnDestination", "bypassGuardrails", "preHook", "postHook",
	// the public v2 members beyond the interface's list, and bridgeTypes
	"enableBoost", "fallbackAddresses", "overrideGasRefundAddress", "customParams", "toAmount", "bridgeTypes"}

// requiredRouteFields must be present.
var requiredRouteFields = []string{"fromChain", "fromToken", "fromAmount", "fromAddress", "toChain", "toToken", "toAddress"}

func (s *Server) postRoute(w http.ResponseWriter, r *http.Request) error {
	raw, err := readBody(w, r)
	if err != nil {
		return err
	}
	if s.cfg.Routes == nil {
		return apperr.NotImplemented("POST /v2/route is not available: this service runs without liquidity sources")
	}
	req, err := decodeRouteRequest(raw)
	if err != nil {
		return err
	}
	in := integratorOf(r.Context())
	a, err := s.cfg.Routes.Route(r.Context(), in.IDHash, s.view(r), req)
	if err != nil {
		return err
	}
	// The answer's encoding was made with the quote it stores; writing it
	// as is keeps one encoding per answer.
	body := a.JSON
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(body)
	return nil
}

// decodeRouteRequest checks the body's JSON shape: an object of the known
// members with the right types; the meaning is route.Validate's.
func decodeRouteRequest(raw []byte) (route.Request, error) {
	var req route.Request
	obj, err := decodeObject(raw, routeFields...)
	if err != nil {
		return req, err
	}
	if err := checkFreeFormCaps(obj); err != nil {
		return req, err
	}
	if err := checkAmountMembers(obj); err != nil {
		return req, err
	}
	exactOut := false
	if v, ok := obj["toAmount"]; ok && string(v) != "null" {
		// an exact output: toAmount stands in for fromAmount
		if err := json.Unmarshal(v, &req.ToAmount); err != nil || req.ToAmount == "" {
			return req, schemaErr("$.toAmount", "must be a non-empty string")
		}
		exactOut = true
	}
	for _, k := range requiredRouteFields {
		if k == "fromAmount" && exactOut {
			continue
		}
		if v, ok := obj[k]; (!ok || string(v) == "null") && k == "fromAmount" {
			return req, errNoAmount()
		} else if !ok || string(v) == "null" {
			// a missing parameter is BAD_REQUEST (interface: "invalid or
			// missing request parameters"); wrong shapes are schema errors
			return req, apperr.BadRequest("$.%s: is required", k).WithDetails(map[string]any{"path": "$." + k})
		}
	}
	strs := map[string]*string{"fromChain": &req.FromChain, "fromToken": &req.FromToken, "fromAmount": &req.FromAmount,
		"fromAddress": &req.FromAddress, "toChain": &req.ToChain, "toToken": &req.ToToken, "toAddress": &req.ToAddress}
	if exactOut {
		delete(strs, "fromAmount")
	}
	for k, dst := range strs {
		if err := unmarshalString(obj[k], dst); err != nil {
			return req, schemaErr("$."+k, "must be a string")
		}
		if *dst == "" {
			return req, schemaErr("$."+k, "must not be empty")
		}
	}
	bools := map[string]*bool{"quoteOnly": &req.QuoteOnly, "receiveGasOnDestination": &req.ReceiveGasOnDestination,
		"bypassGuardrails": &req.BypassGuardrails, "enableBoost": &req.EnableBoost}
	for k, dst := range bools {
		if v, ok := obj[k]; ok && string(v) != "null" {
			if err := unmarshalBool(v, dst); err != nil {
				return req, schemaErr("$."+k, "must be true or false")
			}
		}
	}
	if v, ok := obj["slippage"]; ok && string(v) != "null" {
		var f float64
		if err := json.Unmarshal(v, &f); err != nil {
			return req, schemaErr("$.slippage", "must be a number (percent)")
		}
		req.Slippage = &f
	}
	if err := decodeCompatMembers(obj, &req); err != nil {
		return req, err
	}
	for _, k := range []string{"preHook", "postHook"} {
		v, ok := obj[k]
		if !ok || string(v) == "null" {
			continue
		}
		h, err := decodeHook(k, v)
		if err != nil {
			return req, err
		}
		if k == "preHook" {
			req.PreHook = h
		} else {
			req.PostHook = h
		}
	}
	return req, nil
}

// decodeHook checks a hook's shape: {calls: [{target, callData, value?,
// estimatedGas?}], description?}.
func decodeHook(name string, raw json.RawMessage) (*route.Hook, error) {
	obj, err := decodeObject(raw, "calls", "description")
	if err != nil {
		return nil, schemaErr("$."+name, "must be an object with calls and an optional description")
	}
	h := &route.Hook{}
	if v, ok := obj["description"]; ok && string(v) != "null" {
		if err := json.Unmarshal(v, &h.Description); err != nil {
			return nil, schemaErr("$."+name+".description", "must be a string")
		}
	}
	var calls []json.RawMessage
	if err := json.Unmarshal(obj["calls"], &calls); err != nil || len(calls) == 0 {
		return nil, schemaErr("$."+name+".calls", "must be an array of at least one call")
	}
	for i, c := range calls {
		path := fmt.Sprintf("$.%s.calls[%d]", name, i)
		co, err := decodeObject(c, "target", "callData", "value", "estimatedGas")
		if err != nil {
			return nil, schemaErr(path, "must be an object with target, callData and optional value and estimatedGas")
		}
		var hc route.HookCall
		fields := map[string]*string{"target": &hc.Target, "callData": &hc.CallData, "value": &hc.Value, "estimatedGas": &hc.EstimatedGas}
		for k, dst := range fields {
			v, ok := co[k]
			if !ok || string(v) == "null" {
				if k == "target" || k == "callData" {
					return nil, schemaErr(path+"."+k, "is required")
				}
				continue
			}
			if err := json.Unmarshal(v, dst); err != nil {
				return nil, schemaErr(path+"."+k, "must be a string")
			}
		}
		h.Calls = append(h.Calls, hc)
	}
	return h, nil
}

// decodeCompatMembers checks the shapes of the public v2 members beyond
// the interface's list and of bridgeTypes; route.Validate checks their
// meaning.
func decodeCompatMembers(obj jsonObject, req *route.Request) error {
	present := func(k string) (json.RawMessage, bool) {
		v, ok := obj[k]
		return v, ok && string(v) != "null"
	}
	if v, ok := present("overrideGasRefundAddress"); ok {
		if err := json.Unmarshal(v, &req.OverrideGasRefundAddress); err != nil || req.OverrideGasRefundAddress == "" {
			return schemaErr("$.overrideGasRefundAddress", "must be a non-empty string")
		}
	}
	if v, ok := present("customParams"); ok {
		if len(v) == 0 || v[0] != '{' {
			return schemaErr("$.customParams", "must be an object")
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, v); err != nil {
			return schemaErr("$.customParams", "must be an object")
		}
		req.CustomParams = buf.Bytes()
	}
	if v, ok := present("fallbackAddresses"); ok {
		var items []json.RawMessage
		if err := json.Unmarshal(v, &items); err != nil {
			return schemaErr("$.fallbackAddresses", "must be an array of {coinType, address}")
		}
		req.FallbackAddresses = make([]route.FallbackAddress, 0, len(items))
		for i, it := range items {
			path := fmt.Sprintf("$.fallbackAddresses[%d]", i)
			o, err := decodeObject(it, "coinType", "address")
			if err != nil {
				return schemaErr(path, "must be an object with coinType and address")
			}
			var fa route.FallbackAddress
			if err := json.Unmarshal(o["coinType"], &fa.CoinType); err != nil || string(o["coinType"]) == "null" {
				return schemaErr(path+".coinType", "must be a SLIP-44 coin type (a whole number)")
			}
			if err := json.Unmarshal(o["address"], &fa.Address); err != nil || fa.Address == "" {
				return schemaErr(path+".address", "must be a non-empty string")
			}
			req.FallbackAddresses = append(req.FallbackAddresses, fa)
		}
	}
	if _, ok := present("bridgeTypes"); ok {
		list, err := obj.stringList("bridgeTypes")
		if err != nil {
			return err
		}
		for i, s := range list {
			if !slices.Contains(route.BridgeTypes, route.BridgeType(s)) {
				path := fmt.Sprintf("$.bridgeTypes[%d]", i)
				return schemaErr(path, fmt.Sprintf("%q is not a bridge type (want gmp or intents)", apperr.Clip(s)))
			}
			req.BridgeTypes = append(req.BridgeTypes, route.BridgeType(s))
		}
		if len(list) == 0 {
			return schemaErr("$.bridgeTypes", "must name at least one of gmp, intents (leave it out for both)")
		}
	}
	return nil
}
