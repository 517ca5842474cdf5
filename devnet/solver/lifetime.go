package solver

import (
	"fmt"
	"time"
)

// Bounds of the order lifetime: the shortest lets a test see a refund in
// seconds (the solver scans every Poll and a devnet block comes every
// couple of seconds), the longest is a day.
const (
	DefaultOrderLifetime = 10 * time.Minute // the refund time the interface gives
	MinOrderLifetime     = 5 * time.Second
	MaxOrderLifetime     = 24 * time.Hour
)

// OrderLifetime is how long the orders the solver quotes from now on stay
// open before they may be refunded; the route service sets the order's
// expiry from it.
func (s *Solver) OrderLifetime() time.Duration {
	return time.Duration(s.lifetime.Load())
}

// SetOrderLifetime changes the lifetime of orders quoted from now on;
// orders already signed keep their expiry.
func (s *Solver) SetOrderLifetime(d time.Duration) error {
	if err := CheckOrderLifetime(d); err != nil {
		return err
	}
	s.lifetime.Store(int64(d))
	return nil
}

// CheckOrderLifetime reports a lifetime outside the solver's bounds.
func CheckOrderLifetime(d time.Duration) error {
	if d < MinOrderLifetime || d > MaxOrderLifetime {
		return fmt.Errorf("order lifetime %s must be between %s and %s", d, MinOrderLifetime, MaxOrderLifetime)
	}
	return nil
}

// OrderExpiry is when an order quoted now for a source chain expires: the
// lifetime after the later of now and the chain's latest block time. The
// settlement judges expiry by block time, and a devnet chain's clock runs
// ahead of the wall clock after a burst of blocks (each block is at least
// a second after its parent), which would expire short-lived orders
// before they are sent.
func (s *Solver) OrderExpiry(chainID uint64, now time.Time) time.Time {
	if c, ok := s.chains[chainID]; ok {
		if head := time.Unix(c.headTime.Load(), 0); head.After(now) {
			now = head
		}
	}
	return now.Add(s.OrderLifetime())
}
