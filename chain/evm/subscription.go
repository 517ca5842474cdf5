package evm

import "sync"

// Subscription receives the heads of every watched chain on C until
// Close. Heads wait per chain: while the subscriber is busy, a newer head
// of a chain replaces the one waiting, so the watcher never waits for a
// subscriber and the subscriber always gets each chain's latest head.
type Subscription struct {
	w    *Watcher
	out  chan Head
	wake chan struct{} // capacity 1: something is pending
	done chan struct{} // closed by Close
	quit sync.Once
	exit chan struct{} // closed when the pump has returned

	mu      sync.Mutex // guards pending, order, closed
	pending map[string]Head
	order   []string // chains with a pending head, oldest first
	closed  bool
}

func newSubscription(w *Watcher) *Subscription {
	s := &Subscription{w: w, out: make(chan Head), wake: make(chan struct{}, 1), done: make(chan struct{}),
		exit: make(chan struct{}), pending: map[string]Head{}}
	go s.pump()
	return s
}

// C delivers the heads; it is closed by Close.
func (s *Subscription) C() <-chan Head { return s.out }

// Close ends the subscription and closes C; safe to call more than once
// and from any goroutine.
func (s *Subscription) Close() {
	s.quit.Do(func() {
		s.w.unsubscribe(s)
		s.mu.Lock()
		s.closed = true
		s.mu.Unlock()
		close(s.done)
	})
	<-s.exit
}

// offer makes h the chain's waiting head; it never blocks.
func (s *Subscription) offer(h Head) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if _, ok := s.pending[h.ChainID]; !ok {
		s.order = append(s.order, h.ChainID)
	}
	s.pending[h.ChainID] = h
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// next takes the head of the chain that has waited longest.
func (s *Subscription) next() (Head, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.order) == 0 {
		return Head{}, false
	}
	id := s.order[0]
	s.order = s.order[1:]
	h := s.pending[id]
	delete(s.pending, id)
	return h, true
}

// pump hands waiting heads to C one at a time: the one goroutine of a
// subscription, ended by Close.
func (s *Subscription) pump() {
	defer close(s.exit)
	defer close(s.out)
	for {
		h, ok := s.next()
		if !ok {
			select {
			case <-s.wake:
				continue
			case <-s.done:
				return
			}
		}
		select {
		case s.out <- h:
		case <-s.done:
			return
		}
	}
}
