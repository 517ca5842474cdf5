package status

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// follower is one open stream of an entry's changes.
type follower struct {
	signal chan struct{} // capacity 1: "there may be news"
}

// notify wakes every follower of e; never blocks.
func (e *entry) notify() {
	e.subMu.Lock()
	defer e.subMu.Unlock()
	for f := range e.subs {
		select {
		case f.signal <- struct{}{}:
		default:
		}
	}
}

// followed reports whether a stream follows e.
func (e *entry) followed() bool {
	e.subMu.Lock()
	defer e.subMu.Unlock()
	return len(e.subs) > 0
}

// Follow is a stream of one transaction's records: the current one at
// once, then every stored change in order, until a terminal one.
type Follow struct {
	t    *Tracker
	e    *entry
	f    *follower
	last int64 // the last sequence number delivered; -1 before the first
}

// Follow opens a stream of the transaction's changes for the same query
// as Status (same errors), except that a transaction not yet seen is not
// an error: its not_found record comes first. after is the last sequence
// number the client has (Last-Event-ID), or -1.
func (t *Tracker) Follow(ctx context.Context, q Query, after int64) (*Follow, error) {
	e, err := t.entryFor(ctx, q, true)
	if err != nil {
		return nil, err
	}
	if _, err := e.result(); err != nil && !apperr.Is(err, apperr.KindNotFound) {
		return nil, err // a reverted source transaction: the same 400 as Status
	}
	f := &follower{signal: make(chan struct{}, 1)}
	e.subMu.Lock()
	if e.subs == nil {
		e.subs = map[*follower]struct{}{}
	}
	e.subs[f] = struct{}{}
	e.subMu.Unlock()
	f.signal <- struct{}{} // the current record comes first
	e.touchNs.Store(t.cfg.Now().UnixNano())
	return &Follow{t: t, e: e, f: f, last: after}, nil
}

// C signals that Next may have news.
func (s *Follow) C() <-chan struct{} { return s.f.signal }

// Next returns the records not yet delivered, in order: after a gap
// (changes made while the stream was not reading, or before a resume)
// the stored events fill it. An empty answer means nothing new.
func (s *Follow) Next(ctx context.Context) ([]*Answer, error) {
	cur := s.e.answer.Load()
	if cur == nil || cur.a == nil {
		return nil, nil
	}
	a := cur.a
	switch {
	case s.last < 0:
		// A new stream starts with the current record, whatever its seq.
	case a.Seq <= s.last:
		return nil, nil
	case a.Seq > s.last+1:
		return s.fill(ctx, a)
	}
	s.last = a.Seq
	if a.JSON == nil { // a not_found record is encoded only for streams
		b, err := json.Marshal(a.Record)
		if err != nil {
			return nil, apperr.Internal(err)
		}
		a = &Answer{Record: a.Record, JSON: b, Seq: a.Seq}
	}
	return []*Answer{a}, nil
}

// fill reads the stored events after the last delivered one.
func (s *Follow) fill(ctx context.Context, cur *Answer) ([]*Answer, error) {
	from, hash, _ := strings.Cut(s.e.key, "/")
	evs, err := s.t.cfg.Store.Events(ctx, from, hash, s.last)
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("status events of %s: %w", s.e.key, err))
	}
	var out []*Answer
	for _, ev := range evs {
		if ev.Seq > cur.Seq {
			break
		}
		var rec Record
		if err := json.Unmarshal(ev.Record, &rec); err != nil {
			return nil, apperr.Internal(err)
		}
		if ev.Seq == cur.Seq {
			out = append(out, cur) // the freshest form of the latest change
		} else {
			out = append(out, &Answer{Record: rec, JSON: ev.Record, Seq: ev.Seq})
		}
		s.last = ev.Seq
	}
	if s.last < cur.Seq { // not stored yet where we read: the current record
		out = append(out, cur)
		s.last = cur.Seq
	}
	return out, nil
}

// Ended reports that the stream has delivered everything it ever will:
// the transaction is terminal and the client has its terminal record, or
// resumed past it (a Last-Event-ID at or beyond the last change). A stream
// that kept waiting then would send heartbeats forever and hold one of the
// integrator's stream slots.
func (s *Follow) Ended() bool {
	cur := s.e.answer.Load()
	if cur == nil || cur.a == nil || !cur.a.Record.Terminal {
		return false
	}
	return s.last >= cur.a.Seq
}

// Close ends the stream.
func (s *Follow) Close() {
	s.e.subMu.Lock()
	delete(s.e.subs, s.f)
	s.e.subMu.Unlock()
}

// check applies Status's consistency checks of a query against an entry.
func (t *Tracker) check(ctx context.Context, e *entry, q Query, hash string) error {
	if e.quoteID != q.QuoteID {
		if _, err := t.cfg.Quotes.StatusQuote(ctx, q.QuoteID); errors.Is(err, ErrQuoteNotFound) {
			return quoteNotFound(q.QuoteID)
		}
		return apperr.BadRequest("transaction %s on chain %s executes quote %s, not %q", hash, q.FromChainID, e.quoteID, clip(q.QuoteID))
	}
	if e.toChain != q.ToChainID {
		return apperr.BadRequest("toChainId %q contradicts the quote, whose toChain is %q", clip(q.ToChainID), e.toChain)
	}
	return nil
}
