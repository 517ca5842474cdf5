package devnet

import (
	"bytes"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/devnet/solver"
)

// The admin API's control of the intents orders' lifetime: how long an
// order quoted from now on stays open before it may be refunded, so that
// a test sees an expiry and a refund in seconds instead of 10 minutes.

// OrderLifetimeControl is what the admin API needs of the solver to set
// the order lifetime; *solver.Solver implements it. The admin API finds it
// on AdminConfig.Solver.
type OrderLifetimeControl interface {
	OrderLifetime() time.Duration
	SetOrderLifetime(time.Duration) error
}

var _ OrderLifetimeControl = (*solver.Solver)(nil)

// OrdersRequest is the body of POST /devnet/orders.
type OrdersRequest struct {
	Lifetime LifetimeValue `json:"lifetime"` // "30s" or seconds
}

// LifetimeValue is a duration given as a Go duration string ("30s") or a
// number of seconds (30, "30").
type LifetimeValue string

// UnmarshalJSON accepts "30s", "30" and 30.
func (v *LifetimeValue) UnmarshalJSON(b []byte) error {
	var d DelayValue
	if err := d.UnmarshalJSON(b); err != nil {
		return fmt.Errorf("lifetime %s must be a duration such as \"30s\" or a number of seconds", bytes.TrimSpace(b))
	}
	*v = LifetimeValue(d)
	return nil
}

// OrdersResponse is the lifetime of the orders the solver quotes.
type OrdersResponse struct {
	Lifetime        string  `json:"lifetime"` // Go duration, e.g. "10m0s"
	LifetimeSeconds float64 `json:"lifetimeSeconds"`
	Min             string  `json:"min"`
	Max             string  `json:"max"`
}

// ParseOrderLifetime parses an order lifetime: a Go duration ("30s",
// "10m") or a number of seconds ("30"), between the solver's bounds.
func ParseOrderLifetime(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("lifetime is required: a duration such as \"30s\" or \"10m\", or a number of seconds")
	}
	var d time.Duration
	if secs, err := strconv.ParseFloat(s, 64); err == nil {
		if math.IsNaN(secs) || math.IsInf(secs, 0) || math.Abs(secs) > solver.MaxOrderLifetime.Seconds()*2 {
			return 0, fmt.Errorf("lifetime %q must be between %s and %s", s, solver.MinOrderLifetime, solver.MaxOrderLifetime)
		}
		d = time.Duration(secs * float64(time.Second))
	} else if d, err = time.ParseDuration(s); err != nil {
		return 0, fmt.Errorf("lifetime %q must be a duration such as \"30s\" or \"10m\", or a number of seconds", s)
	}
	if err := solver.CheckOrderLifetime(d); err != nil {
		return 0, fmt.Errorf("lifetime %q must be between %s and %s", s, solver.MinOrderLifetime, solver.MaxOrderLifetime)
	}
	return d, nil
}

func (a *admin) orderLifetime() (OrderLifetimeControl, error) {
	if l, ok := a.cfg.Solver.(OrderLifetimeControl); ok {
		return l, nil
	}
	return nil, apperr.NotImplemented("this devnet runs no intents solver (it runs with the devnet's world, as switchyard serve and switchyard devnet start it)")
}

func ordersResponse(d time.Duration) OrdersResponse {
	return OrdersResponse{Lifetime: d.String(), LifetimeSeconds: d.Seconds(),
		Min: solver.MinOrderLifetime.String(), Max: solver.MaxOrderLifetime.String()}
}

func (a *admin) ordersState(*http.Request) (any, error) {
	l, err := a.orderLifetime()
	if err != nil {
		return nil, err
	}
	return ordersResponse(l.OrderLifetime()), nil
}

func (a *admin) ordersSet(r *http.Request) (any, error) {
	l, err := a.orderLifetime()
	if err != nil {
		return nil, err
	}
	var req OrdersRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	d, err := ParseOrderLifetime(string(req.Lifetime))
	if err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	if err := l.SetOrderLifetime(d); err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	a.log.Info("devnet intents order lifetime", "lifetime", d)
	return ordersResponse(l.OrderLifetime()), nil
}
