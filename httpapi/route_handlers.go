package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/route"
)

// Router answers route requests (route.Service).
type Router interface {
	Route(ctx context.Context, integratorHash string, view catalog.View, req route.Request) ([]byte, error)
}

// routeFields are the members a route request may have.
var routeFields = []string{"fromChain", "fromToken", "fromAmount", "fromAddress", "toChain", "toToken", "toAddress",
	"slippage", "quoteOnly", "receiveGasOnDestination", "bypassGuardrails", "preHook", "postHook"}

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
	body, err := s.cfg.Routes.Route(r.Context(), in.IDHash, s.view(r), req)
	if err != nil {
		return err
	}
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
	for _, k := range requiredRouteFields {
		if v, ok := obj[k]; !ok || string(v) == "null" {
			// a missing parameter is BAD_REQUEST (interface: "invalid or
			// missing request parameters"); wrong shapes are schema errors
			return req, apperr.BadRequest("$.%s: is required", k).WithDetails(map[string]any{"path": "$." + k})
		}
	}
	strs := map[string]*string{"fromChain": &req.FromChain, "fromToken": &req.FromToken, "fromAmount": &req.FromAmount,
		"fromAddress": &req.FromAddress, "toChain": &req.ToChain, "toToken": &req.ToToken, "toAddress": &req.ToAddress}
	for k, dst := range strs {
		if err := json.Unmarshal(obj[k], dst); err != nil {
			return req, schemaErr("$."+k, "must be a string")
		}
		if *dst == "" {
			return req, schemaErr("$."+k, "must not be empty")
		}
	}
	bools := map[string]*bool{"quoteOnly": &req.QuoteOnly, "receiveGasOnDestination": &req.ReceiveGasOnDestination, "bypassGuardrails": &req.BypassGuardrails}
	for k, dst := range bools {
		if v, ok := obj[k]; ok && string(v) != "null" {
			if err := json.Unmarshal(v, dst); err != nil {
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
