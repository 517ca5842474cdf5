package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultTimeout bounds one HTTP exchange when a reader's config names no
// client; the caller's context may end it sooner.
const DefaultTimeout = 10 * time.Second

// maxBody caps what a reader reads of an answer: a transaction status is a
// few kilobytes, and a misbehaving endpoint must not make us buffer more.
const maxBody = 4 << 20

// ErrBodyTooLarge is an answer longer than the readers accept.
var ErrBodyTooLarge = errors.New("ledger: answer exceeds 4 MiB")

// HTTPError is an endpoint answering with a status the reader cannot use
// (rate limited, server error, unexpected client error). It names only the
// host: operator URLs may carry API keys in their path or query.
type HTTPError struct {
	Host       string
	StatusCode int
	// RetryAfter is the endpoint's Retry-After header, as sent ("" if none).
	RetryAfter string
	// Snippet is the start of the body, for the log.
	Snippet string
}

func (e *HTTPError) Error() string {
	msg := fmt.Sprintf("ledger: %s answered HTTP %d", e.Host, e.StatusCode)
	if e.RetryAfter != "" {
		msg += " (Retry-After " + e.RetryAfter + ")"
	}
	if e.Snippet != "" {
		msg += ": " + e.Snippet
	}
	return msg
}

// endpoint is one HTTP base URL and the client that reaches it.
type endpoint struct {
	base   string
	host   string
	client *http.Client
}

func newEndpoint(family, base string, client *http.Client) (endpoint, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return endpoint{}, fmt.Errorf("ledger: %s base URL %q is not an http(s) URL", family, redact(base))
	}
	if client == nil {
		client = &http.Client{Timeout: DefaultTimeout}
	}
	return endpoint{base: strings.TrimRight(base, "/"), host: u.Host, client: client}, nil
}

// redact keeps a URL's scheme and host for messages, dropping what may be
// a key.
func redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "<unparsable URL>"
	}
	return u.Scheme + "://" + u.Host
}

// answer is what an endpoint sent back.
type answer struct {
	code   int
	header http.Header
	body   []byte
}

// get fetches base+path and returns the answer whatever its status: REST
// readers decide themselves what a 404 means.
func (e endpoint) get(ctx context.Context, path string) (answer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, e.base+path, nil)
	if err != nil {
		return answer{}, fmt.Errorf("ledger: build request to %s: %w", e.host, err)
	}
	req.Header.Set("Accept", "application/json")
	return e.do(req)
}

// post sends a JSON body to the base URL itself (JSON-RPC).
func (e endpoint) post(ctx context.Context, body []byte) (answer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.base, bytes.NewReader(body))
	if err != nil {
		return answer{}, fmt.Errorf("ledger: build request to %s: %w", e.host, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	return e.do(req)
}

func (e endpoint) do(req *http.Request) (answer, error) {
	resp, err := e.client.Do(req)
	if err != nil {
		// The client's error repeats the full URL; keep only the cause.
		var uerr *url.Error
		if errors.As(err, &uerr) {
			err = uerr.Err
		}
		return answer{}, fmt.Errorf("ledger: ask %s: %w", e.host, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return answer{}, fmt.Errorf("ledger: read answer of %s: %w", e.host, err)
	}
	if len(body) > maxBody {
		return answer{}, fmt.Errorf("%w (%s)", ErrBodyTooLarge, e.host)
	}
	return answer{code: resp.StatusCode, header: resp.Header, body: body}, nil
}

// statusError is the HTTPError for an answer the reader cannot use.
func (e endpoint) statusError(a answer) *HTTPError {
	return &HTTPError{Host: e.host, StatusCode: a.code, RetryAfter: a.header.Get("Retry-After"), Snippet: snippet(a.body)}
}

// snippet is the start of a body, on one line, for error messages.
func snippet(body []byte) string {
	const n = 200
	s := strings.Join(strings.Fields(string(body)), " ")
	if len(s) > n {
		s = strings.ToValidUTF8(s[:n], "") + "…"
	}
	return s
}

// errNotAnswer marks a non-2xx answer that is not the endpoint's own "no
// such transaction" (rate limited, server error, a wrong base URL's bare
// 404): wrap reports it as an HTTPError.
var errNotAnswer = errors.New("ledger: not a lookup answer")

// wrap names the family and chain in a decoder's error, turning
// errNotAnswer into the answer's HTTPError.
func (e endpoint) wrap(family, chainID string, a answer, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, errNotAnswer):
		return fmt.Errorf("%s chain %s: %w", family, chainID, e.statusError(a))
	default:
		return fmt.Errorf("%s chain %s: %w", family, chainID, err)
	}
}

// ok reports whether the answer's status carries a usable body.
func (a answer) ok() bool { return a.code >= 200 && a.code < 300 }

// decodeJSON unmarshals an answer, wrapping the error with what was read.
func decodeJSON(what string, body []byte, v any) error {
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("ledger: malformed %s: %w", what, err)
	}
	return nil
}
