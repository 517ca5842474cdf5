package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// ListQuery selects a listing: ChainID (optional) narrows it to one
// chain; Fields (optional) asks for those top-level fields only (the
// POST variant), leaving the others zero.
type ListQuery struct {
	ChainID string
	Fields  []string
}

func (q ListQuery) values() url.Values {
	v := url.Values{}
	if q.ChainID != "" {
		v.Set("chainId", q.ChainID)
	}
	return v
}

// Chains lists the chains (GET or, with Fields, POST /v2/chains). With a
// ChainID the answer has that one chain (404 *Error for an unknown one).
func (c *Client) Chains(ctx context.Context, q ListQuery) ([]api.Chain, error) {
	method, body := http.MethodGet, any(nil)
	if len(q.Fields) > 0 {
		method, body = http.MethodPost, api.FieldsRequest{Fields: q.Fields}
	}
	if q.ChainID == "" {
		var out api.ChainsResponse
		if err := c.call(ctx, method, "/v2/chains", q.values(), body, &out); err != nil {
			return nil, err
		}
		return out.Chains, nil
	}
	// one chain: {"chain": {...}}, or {} when field selection left it empty
	var out struct {
		Chain *api.Chain `json:"chain"`
	}
	if err := c.call(ctx, method, "/v2/chains", q.values(), body, &out); err != nil {
		return nil, err
	}
	if out.Chain == nil {
		return []api.Chain{}, nil
	}
	return []api.Chain{*out.Chain}, nil
}

// Tokens lists the tokens (GET or, with Fields, POST /v2/tokens),
// optionally of one chain.
func (c *Client) Tokens(ctx context.Context, q ListQuery) ([]api.Token, error) {
	method, body := http.MethodGet, any(nil)
	if len(q.Fields) > 0 {
		method, body = http.MethodPost, api.FieldsRequest{Fields: q.Fields}
	}
	var out api.TokensResponse
	if err := c.call(ctx, method, "/v2/tokens", q.values(), body, &out); err != nil {
		return nil, err
	}
	return out.Tokens, nil
}

// SDKInfoQuery selects sdk-info: ChainID (optional) narrows it to one
// chain; TokenFields and ChainFields (both or neither) select fields
// through the POST variant.
type SDKInfoQuery struct {
	ChainID     string
	TokenFields []string
	ChainFields []string
}

// SDKInfo returns the chains, tokens, explorer URL and maintenance state
// (GET or, with fields, POST /v2/sdk-info).
func (c *Client) SDKInfo(ctx context.Context, q SDKInfoQuery) (*api.SDKInfo, error) {
	method, body := http.MethodGet, any(nil)
	if len(q.TokenFields) > 0 || len(q.ChainFields) > 0 {
		method, body = http.MethodPost, api.SDKInfoRequest{TokenFields: q.TokenFields, ChainFields: q.ChainFields}
	}
	var out api.SDKInfo
	if err := c.call(ctx, method, "/v2/sdk-info", ListQuery{ChainID: q.ChainID}.values(), body, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Route asks for a route (POST /v2/route). A full quote (QuoteOnly false)
// carries the transactionRequest to send; the client remembers the
// quote's estimatedRouteDuration for WaitForStatus.
func (c *Client) Route(ctx context.Context, req api.RouteRequest) (*api.RouteResponse, error) {
	raw, err := c.RouteJSON(ctx, req)
	if err != nil {
		return nil, err
	}
	var out api.RouteResponse
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, err
	}
	c.mu.Lock()
	if len(c.estimates) >= maxEstimates {
		clear(c.estimates) // a bound, not a cache policy: a wait then uses 15 min
	}
	c.estimates[out.Route.QuoteID] = time.Duration(out.Route.Estimate.EstimatedRouteDuration) * time.Second
	c.mu.Unlock()
	return &out, nil
}

// maxEstimates bounds the remembered estimates of a long-lived client.
const maxEstimates = 4096

// RouteJSON is Route returning the answer's body as the service sent it.
func (c *Client) RouteJSON(ctx context.Context, req api.RouteRequest) (json.RawMessage, error) {
	var raw json.RawMessage
	if err := c.call(ctx, http.MethodPost, "/v2/route", nil, req, &raw); err != nil {
		return nil, err
	}
	return raw, nil
}

// Status returns the status record of a sent transaction (GET
// /v2/status). A transaction not yet indexed is a 404 *Error whose
// NotIndexed is true: retry after 5 s (WaitForStatus does).
func (c *Client) Status(ctx context.Context, q api.StatusQuery) (*api.StatusRecord, error) {
	v := url.Values{}
	v.Set("transactionId", q.TransactionID)
	v.Set("fromChainId", q.FromChainID)
	v.Set("toChainId", q.ToChainID)
	v.Set("quoteId", q.QuoteID)
	if q.RequestID != "" {
		v.Set("requestId", q.RequestID)
	}
	var out api.StatusRecord
	if err := c.call(ctx, http.MethodGet, "/v2/status", v, nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
