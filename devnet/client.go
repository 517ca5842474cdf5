package devnet

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Client calls a devnet's admin API; the CLI's devnet commands use it.
type Client struct {
	URL  string       // base URL, e.g. http://127.0.0.1:8544
	HTTP *http.Client // nil: a client with a timeout above the API's own
}

// AdminError is an error answer of the admin API.
type AdminError struct {
	StatusCode int
	Type       string
	Message    string
}

func (e *AdminError) Error() string { return e.Message }

// Chains lists the devnet's chains and development accounts.
func (c *Client) Chains(ctx context.Context) (*ChainsResponse, error) {
	var out ChainsResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/chains", nil, &out)
}

// Fund funds an address (native currency or a token).
func (c *Client) Fund(ctx context.Context, req FundRequest) (*FundResponse, error) {
	var out FundResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/fund", req, &out)
}

// SpikeGas sets a chain's gas price, in gwei.
func (c *Client) SpikeGas(ctx context.Context, chainID, gwei string) (*GasResponse, error) {
	var out GasResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/gas", GasRequest{ChainID: ChainRef(chainID), GasPriceGwei: Decimal(gwei)}, &out)
}

// ResetGas restores a chain's calm gas price.
func (c *Client) ResetGas(ctx context.Context, chainID string) (*GasResponse, error) {
	var out GasResponse
	return &out, c.do(ctx, http.MethodDelete, "/devnet/gas?chainId="+url.QueryEscape(chainID), nil, &out)
}

// Gas reports a chain's gas market.
func (c *Client) Gas(ctx context.Context, chainID string) (*GasResponse, error) {
	var out GasResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/gas?chainId="+url.QueryEscape(chainID), nil, &out)
}

// Deployments lists every chain's contracts, tokens and pools.
func (c *Client) Deployments(ctx context.Context) (*DeploymentsResponse, error) {
	var out DeploymentsResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/deployments", nil, &out)
}

// Pools reads a chain's pools with their reserves and prices.
func (c *Client) Pools(ctx context.Context, chainID string) (*PoolsResponse, error) {
	var out PoolsResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/pools?chainId="+url.QueryEscape(chainID), nil, &out)
}

// SetPoolPrice moves a pool's price.
func (c *Client) SetPoolPrice(ctx context.Context, req PoolPriceRequest) (*PoolPriceResponse, error) {
	var out PoolPriceResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/pools/price", req, &out)
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(c.URL, "/")+path, body)
	if err != nil {
		return fmt.Errorf("devnet admin URL %q: %w", c.URL, err)
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: adminTimeout + 15*time.Second}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return fmt.Errorf("devnet admin API at %s: %w (is `switchyard serve` or `switchyard devnet` running? --url selects another address)", c.URL, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK {
		var e errorBody
		if json.Unmarshal(b, &e) != nil || e.Message == "" {
			return &AdminError{StatusCode: resp.StatusCode, Message: fmt.Sprintf("devnet admin API: %s: %.200s", resp.Status, b)}
		}
		return &AdminError{StatusCode: resp.StatusCode, Type: e.Type, Message: e.Message}
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("devnet admin API: unexpected answer: %w", err)
	}
	return nil
}

// Solver reports whether the solver is paused.
func (c *Client) Solver(ctx context.Context) (*SolverResponse, error) {
	var out SolverResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/solver", nil, &out)
}

// SetSolverPaused pauses (true) or resumes (false) the solver.
func (c *Client) SetSolverPaused(ctx context.Context, paused bool) (*SolverResponse, error) {
	var out SolverResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/solver", SolverRequest{Paused: &paused}, &out)
}

// ExplorerDelay reports the bridge explorer's indexing delay.
func (c *Client) ExplorerDelay(ctx context.Context) (*DelayResponse, error) {
	var out DelayResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/explorer/delay", nil, &out)
}

// SetExplorerDelay sets the bridge explorer's indexing delay: a duration
// ("5s", "0s") or a number of seconds.
func (c *Client) SetExplorerDelay(ctx context.Context, delay string) (*DelayResponse, error) {
	var out DelayResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/explorer/delay", DelayRequest{Delay: DelayValue(delay)}, &out)
}

// Orders reports the lifetime of the intents orders the solver quotes.
func (c *Client) Orders(ctx context.Context) (*OrdersResponse, error) {
	var out OrdersResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/orders", nil, &out)
}

// SetOrderLifetime sets the lifetime of the intents orders quoted from now
// on: a duration ("30s", "10m") or a number of seconds.
func (c *Client) SetOrderLifetime(ctx context.Context, lifetime string) (*OrdersResponse, error) {
	var out OrdersResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/orders", OrdersRequest{Lifetime: LifetimeValue(lifetime)}, &out)
}

// Mine mines blocks on the devnet's Bitcoin chain now.
func (c *Client) Mine(ctx context.Context, blocks int) (*MineResponse, error) {
	var out MineResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/mine", MineRequest{ChainID: BitcoinChainRef, Blocks: blocks}, &out)
}

// IBC reports the devnet IBC relayer's state and the packet timeout of
// the routes quoted from now on.
func (c *Client) IBC(ctx context.Context) (*IBCResponse, error) {
	var out IBCResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/ibc", nil, &out)
}

// SetIBC pauses (true) or resumes (false) the IBC relayer when paused is
// set, and sets the packet timeout of routes quoted from now on when
// timeout is not empty (a duration, "30s", or a number of seconds).
func (c *Client) SetIBC(ctx context.Context, paused *bool, timeout string) (*IBCResponse, error) {
	var out IBCResponse
	return &out, c.do(ctx, http.MethodPost, "/devnet/ibc", IBCRequest{Paused: paused, Timeout: DelayValue(timeout)}, &out)
}
