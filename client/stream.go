package client

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// StatusEvent is one event of a status stream: the record and its
// sequence number for the transaction (0 for the not_found record).
type StatusEvent struct {
	Seq    int64
	Record api.StatusRecord
}

// maxEvent bounds one event's data (a record is a few KB).
const maxEvent = 1 << 20

// StatusStream follows a transaction through GET /v2/status/stream and
// calls onEvent with each record, in order, from the current one (a
// transaction not yet on its chain starts with its not_found record) to a
// terminal one, then returns it. A dropped connection is opened again with
// Last-Event-ID after a short pause, so no change is missed; errors of the
// request itself (a 400, an unknown quote, a 429 beyond the retries) end
// it as *Error. It returns ctx.Err() when ctx ends first.
func (c *Client) StatusStream(ctx context.Context, q api.StatusQuery, onEvent func(StatusEvent)) (api.StatusRecord, error) {
	last := int64(-1)
	var rec api.StatusRecord
	for attempt := 0; ; attempt++ {
		done, err := c.streamOnce(ctx, q, &last, func(ev StatusEvent) {
			rec = ev.Record
			if onEvent != nil {
				onEvent(ev)
			}
		})
		if done {
			return rec, nil
		}
		var e *Error
		switch {
		case ctx.Err() != nil:
			return rec, ctx.Err()
		case errors.As(err, &e) && (e.StatusCode != http.StatusTooManyRequests || !c.retry || attempt >= c.maxRetries):
			return rec, err
		case errors.As(err, &e):
			if err := c.clock.Sleep(ctx, max(e.RetryAfter, time.Second)); err != nil {
				return rec, err
			}
		default: // the connection ended early: reconnect after the server's retry hint
			if err := c.clock.Sleep(ctx, 2*time.Second); err != nil {
				return rec, err
			}
		}
	}
}

// streamOnce reads one connection of the stream; done reports a terminal
// record.
func (c *Client) streamOnce(ctx context.Context, q api.StatusQuery, last *int64, onEvent func(StatusEvent)) (done bool, err error) {
	u := *c.base
	u.Path += "/v2/status/stream"
	v := url.Values{"transactionId": {q.TransactionID}, "fromChainId": {q.FromChainID}, "toChainId": {q.ToChainID}, "quoteId": {q.QuoteID}}
	if q.RequestID != "" {
		v.Set("requestId", q.RequestID)
	}
	u.RawQuery = v.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return false, err
	}
	req.Header.Set("x-integrator-id", c.integratorID)
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("User-Agent", c.userAgent)
	if *last >= 0 {
		req.Header.Set("Last-Event-ID", strconv.FormatInt(*last, 10))
	}
	// The stream outlives the client's request timeout: the same transport,
	// no overall timeout (ctx bounds it).
	h := *c.http
	h.Timeout = 0
	resp, err := h.Do(req)
	if err != nil {
		return false, fmt.Errorf("GET /v2/status/stream: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, maxBody))
		return false, decodeError(resp, raw)
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), maxEvent)
	var id int64 = -1
	var data strings.Builder
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if data.Len() == 0 {
				continue
			}
			var ev StatusEvent
			if err := json.Unmarshal([]byte(data.String()), &ev.Record); err != nil {
				return false, fmt.Errorf("GET /v2/status/stream: an event is not a status record: %w", err)
			}
			ev.Seq = id
			data.Reset()
			if id >= 0 {
				*last = id
			}
			onEvent(ev)
			if ev.Record.Terminal {
				return true, nil
			}
		case strings.HasPrefix(line, "id:"):
			id, _ = strconv.ParseInt(strings.TrimSpace(line[3:]), 10, 64)
		case strings.HasPrefix(line, "data:"):
			data.WriteString(strings.TrimPrefix(line[5:], " "))
		}
	}
	if err := sc.Err(); err != nil {
		return false, fmt.Errorf("GET /v2/status/stream: %w", err)
	}
	return false, errors.New("GET /v2/status/stream: the stream ended before a terminal record")
}
