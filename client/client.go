package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// Client calls one Switchyard service as one integrator. It is safe for
// concurrent use.
type Client struct {
	base         *url.URL
	integratorID string
	http         *http.Client
	retry        bool
	maxRetries   int
	userAgent    string
	clock        Clock

	mu sync.Mutex
	// notBefore holds requests back after RateLimit-Remaining: 0.
	notBefore time.Time
	// estimates remembers each quote's estimatedRouteDuration, for the
	// escalation time of WaitForStatus.
	estimates map[string]time.Duration
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient replaces the HTTP client (its CheckRedirect is replaced
// too: redirects are always refused).
func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

// WithoutRateLimitRetry turns off waiting on 429 and on RateLimit-*: a
// 429 is returned at once as *Error with its RetryAfter.
func WithoutRateLimitRetry() Option { return func(c *Client) { c.retry = false } }

// WithMaxRetries bounds the retries of one call after 429s (default 5).
func WithMaxRetries(n int) Option { return func(c *Client) { c.maxRetries = n } }

// WithUserAgent sets the User-Agent header.
func WithUserAgent(ua string) Option { return func(c *Client) { c.userAgent = ua } }

// New returns a client of the service at baseURL (such as
// http://127.0.0.1:8080) that sends integratorID as x-integrator-id.
func New(baseURL, integratorID string, opts ...Option) (*Client, error) {
	u, err := url.Parse(strings.TrimRight(baseURL, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("client: base URL %q is not an http(s) URL", baseURL)
	}
	if integratorID == "" {
		return nil, errors.New("client: an integrator id is required (x-integrator-id)")
	}
	c := &Client{base: u, integratorID: integratorID, retry: true, maxRetries: 5, userAgent: "switchyard-go-client",
		estimates: map[string]time.Duration{}}
	for _, o := range opts {
		o(c)
	}
	c.clock = clockOr(c.clock)
	if c.http == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.DialContext = (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext
		t.TLSHandshakeTimeout = 10 * time.Second
		t.ResponseHeaderTimeout = 30 * time.Second
		c.http = &http.Client{Transport: t, Timeout: 60 * time.Second}
	} else {
		h := *c.http
		c.http = &h
	}
	c.http.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return c, nil
}

// call sends one request (retrying 429s when allowed) and decodes a 2xx
// body into out (when not nil).
func (c *Client) call(ctx context.Context, method, path string, query url.Values, body, out any) error {
	var payload []byte
	if body != nil {
		var err error
		if payload, err = json.Marshal(body); err != nil {
			return fmt.Errorf("encoding the request: %w", err)
		}
	}
	for attempt := 0; ; attempt++ {
		if err := c.holdBack(ctx); err != nil {
			return err
		}
		raw, err := c.once(ctx, method, path, query, payload)
		var e *Error
		if errors.As(err, &e) && e.StatusCode == http.StatusTooManyRequests && c.retry && attempt < c.maxRetries {
			if err := c.clock.Sleep(ctx, max(e.RetryAfter, time.Second)); err != nil {
				return fmt.Errorf("%w (while waiting to retry after %s: %v)", e, e.RetryAfter, err)
			}
			continue
		}
		if err != nil {
			return err
		}
		if out == nil {
			return nil
		}
		if err := json.Unmarshal(raw, out); err != nil {
			return fmt.Errorf("%s %s: decoding the answer: %w", method, path, err)
		}
		return nil
	}
}

// maxBody bounds a response body (sdk-info of a large catalog is a few MB).
const maxBody = 64 << 20

// once sends one request and returns the body of a 2xx answer, or *Error.
func (c *Client) once(ctx context.Context, method, path string, query url.Values, payload []byte) ([]byte, error) {
	u := *c.base
	u.Path += path
	u.RawQuery = query.Encode()
	var rd io.Reader
	if payload != nil {
		rd = bytes.NewReader(payload)
	}
	req, err := http.NewRequestWithContext(ctx, method, u.String(), rd)
	if err != nil {
		return nil, fmt.Errorf("building the request: %w", err)
	}
	req.Header.Set("x-integrator-id", c.integratorID)
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", c.userAgent)
	if payload != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, fmt.Errorf("%s %s: reading the answer: %w", method, path, err)
	}
	c.noteRateHeaders(resp.Header)
	if resp.StatusCode/100 != 2 {
		return nil, decodeError(resp, raw)
	}
	return raw, nil
}

// decodeError reads a non-2xx answer: the standard body, the wallet limit
// body, or (from something in between, such as a proxy) neither.
func decodeError(resp *http.Response, raw []byte) *Error {
	e := &Error{StatusCode: resp.StatusCode, Body: raw, RequestID: resp.Header.Get("x-request-id")}
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
		e.RetryAfter = time.Duration(s) * time.Second
	} else if s, err := strconv.Atoi(resp.Header.Get("RateLimit-Reset")); err == nil && s > 0 && resp.StatusCode == http.StatusTooManyRequests {
		// a 429 without Retry-After: the bucket's reset says when to come back
		e.RetryAfter = time.Duration(s) * time.Second
	}
	var probe map[string]json.RawMessage
	if json.Unmarshal(raw, &probe) == nil {
		if _, ok := probe["retryAfter"]; ok {
			var w api.WalletLimitBody
			if json.Unmarshal(raw, &w) == nil {
				e.WalletLimit, e.Message = true, w.Error
				if e.RetryAfter == 0 {
					e.RetryAfter = time.Duration(w.RetryAfter) * time.Second
				}
				return e
			}
		}
		var b api.ErrorBody
		if json.Unmarshal(raw, &b) == nil {
			e.Type, e.Message, e.Reason, e.Details, e.RouteTransactionStatus = b.Type, b.Message, b.Reason, b.Details, b.RouteTransactionStatus
			return e
		}
	}
	if resp.StatusCode/100 == 3 {
		e.Message = "redirect to " + resp.Header.Get("Location") + " refused"
	} else {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}

// noteRateHeaders holds the next request back when the integrator's
// bucket is empty, so that a paced caller is not refused at all.
func (c *Client) noteRateHeaders(h http.Header) {
	if !c.retry || h.Get("RateLimit-Remaining") != "0" {
		return
	}
	reset, err := strconv.Atoi(h.Get("RateLimit-Reset"))
	if err != nil || reset <= 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if t := c.clock.Now().Add(time.Duration(reset) * time.Second); t.After(c.notBefore) {
		c.notBefore = t
	}
}

func (c *Client) holdBack(ctx context.Context) error {
	c.mu.Lock()
	d := c.notBefore.Sub(c.clock.Now())
	c.mu.Unlock()
	if d <= 0 {
		return nil
	}
	return c.clock.Sleep(ctx, d)
}
