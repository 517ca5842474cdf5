package status

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// eventStore is a Store whose Events are a fixed list.
type eventStore struct {
	Store
	events []Event
}

func (s *eventStore) Events(_ context.Context, _, _ string, after int64) ([]Event, error) {
	var out []Event
	for _, e := range s.events {
		if e.Seq > after {
			out = append(out, e)
		}
	}
	return out, nil
}

func answerAt(seq int64, state string) *Answer {
	rec := Record{RouteTransactionStatus: state, Terminal: Terminal(state)}
	b, _ := json.Marshal(rec)
	return &Answer{Record: rec, JSON: b, Seq: seq}
}

func seqs(as []*Answer) string {
	out := ""
	for _, a := range as {
		out += fmt.Sprintf("%d:%s ", a.Seq, a.Record.RouteTransactionStatus)
	}
	return out
}

// TestFollowDeliversEveryChangeInOrder: a stream gets the current record
// first, then each change; a gap (changes made while it was not reading,
// or before a resume) is filled from the stored events in order.
func TestFollowDeliversEveryChangeInOrder(t *testing.T) {
	t.Parallel()
	store := &eventStore{}
	for i, st := range []string{StateOngoing, StateNeedsGas, StateOngoing, StateSuccess} {
		a := answerAt(int64(i+1), st)
		store.events = append(store.events, Event{Seq: a.Seq, Record: a.JSON})
	}
	tr := New(Config{Store: store})
	steps := []struct {
		name  string
		after int64
		cur   *Answer
		want  string
	}{
		{"a new stream gets the current record, not_found included", -1, answerAt(0, StateNotFound), "0:not_found "},
		{"the next change", 0, answerAt(1, StateOngoing), "1:ongoing "},
		{"nothing new", 1, answerAt(1, StateOngoing), ""},
		{"a gap is filled from the store", 1, answerAt(4, StateSuccess), "2:needs_gas 3:ongoing 4:success "},
		{"a resume after 2", 2, answerAt(4, StateSuccess), "3:ongoing 4:success "},
	}
	for _, s := range steps {
		e := &entry{key: "1/0xabc"}
		e.answer.Store(&entryAnswer{a: s.cur})
		f := &Follow{t: tr, e: e, f: &follower{signal: make(chan struct{}, 1)}, last: s.after}
		got, err := f.Next(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(s.want, seqs(got)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", s.name, diff)
		}
	}
}

// TestNotifyNeverBlocks: a stream that does not read loses no change (its
// signal stays set) and does not hold the tracker up.
func TestNotifyNeverBlocks(t *testing.T) {
	t.Parallel()
	e := &entry{}
	f := &follower{signal: make(chan struct{}, 1)}
	e.subs = map[*follower]struct{}{f: {}}
	for range 100 {
		e.notify()
	}
	if len(f.signal) != 1 {
		t.Fatalf("signal %d, want 1 pending", len(f.signal))
	}
	if !e.followed() {
		t.Error("not followed")
	}
}

// TestFollowEnded: a stream has nothing more once the client holds the
// terminal record, by delivery or by resuming at or past it.
func TestFollowEnded(t *testing.T) {
	cases := []struct {
		name  string
		last  int64
		cur   *Answer
		ended bool
	}{
		{"new stream on a terminal record", -1, answerAt(3, StateSuccess), false},
		{"resumed before the terminal record", 2, answerAt(3, StateSuccess), false},
		{"resumed at the terminal record", 3, answerAt(3, StateSuccess), true},
		{"resumed past the last record", 9, answerAt(3, StateRefund), true},
		{"resumed past an ongoing record", 9, answerAt(3, StateOngoing), false},
	}
	for _, tc := range cases {
		e := &entry{key: "1/0xabc"}
		e.answer.Store(&entryAnswer{a: tc.cur})
		f := &Follow{e: e, last: tc.last}
		if got := f.Ended(); got != tc.ended {
			t.Errorf("%s: Ended() = %v, want %v", tc.name, got, tc.ended)
		}
	}
}
