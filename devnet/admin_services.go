package devnet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
)

// The admin API's controls of the devnet's services: pausing the solver
// and setting the bridge explorer's indexing delay.

// SolverControl is what the admin API needs of the solver; *solver.Solver
// implements it.
type SolverControl interface {
	Pause()
	Resume()
	Paused() bool
}

// DelayControl is what the admin API needs of the bridge explorer;
// *explorer.Explorer implements it.
type DelayControl interface {
	SetDelay(time.Duration)
	Delay() time.Duration
}

// MaxExplorerDelay bounds the indexing delay the admin API sets.
const MaxExplorerDelay = time.Hour

// SolverRequest is the body of POST /devnet/solver.
type SolverRequest struct {
	Paused *bool `json:"paused"`
}

// SolverResponse is the solver's state.
type SolverResponse struct {
	Paused bool   `json:"paused"`
	Solver string `json:"solver,omitempty"` // its address
}

// DelayRequest is the body of POST /devnet/explorer/delay.
type DelayRequest struct {
	Delay DelayValue `json:"delay"`
}

// DelayValue is a duration given as a Go duration string ("5s", "250ms")
// or a number of seconds (5, 0.25, "5").
type DelayValue string

// UnmarshalJSON accepts "5s", "5" and 5.
func (d *DelayValue) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*d = DelayValue(strings.TrimSpace(s))
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("delay %s must be a duration such as \"5s\" or a number of seconds", b)
	}
	*d = DelayValue(n.String())
	return nil
}

// ParseDelay parses an indexing delay: a Go duration ("5s", "1m30s",
// "0s") or a plain number of seconds ("5", "0.5").
func ParseDelay(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, fmt.Errorf("delay is required: a duration such as \"5s\" or \"0s\", or a number of seconds")
	}
	var d time.Duration
	if secs, err := strconv.ParseFloat(s, 64); err == nil {
		if math.IsNaN(secs) || math.IsInf(secs, 0) || secs < 0 || secs > MaxExplorerDelay.Seconds() {
			return 0, fmt.Errorf("delay %q must be between 0 and %s", s, MaxExplorerDelay)
		}
		d = time.Duration(secs * float64(time.Second))
	} else if d, err = time.ParseDuration(s); err != nil {
		return 0, fmt.Errorf("delay %q must be a duration such as \"5s\", \"250ms\" or \"0s\", or a number of seconds", s)
	}
	if d < 0 || d > MaxExplorerDelay {
		return 0, fmt.Errorf("delay %q must be between 0 and %s", s, MaxExplorerDelay)
	}
	return d, nil
}

// DelayResponse is the explorer's indexing delay.
type DelayResponse struct {
	Delay        string  `json:"delay"` // Go duration, e.g. "5s"
	DelaySeconds float64 `json:"delaySeconds"`
}

func (a *admin) solver() (SolverControl, error) {
	if a.cfg.Solver == nil {
		return nil, apperr.NotImplemented("this devnet runs no intents solver (it runs with the devnet's world, as switchyard serve and switchyard devnet start it)")
	}
	return a.cfg.Solver, nil
}

func (a *admin) solverResponse(s SolverControl) SolverResponse {
	resp := SolverResponse{Paused: s.Paused()}
	if a.cfg.SolverAddress != "" {
		resp.Solver = a.cfg.SolverAddress
	}
	return resp
}

func (a *admin) solverState(*http.Request) (any, error) {
	s, err := a.solver()
	if err != nil {
		return nil, err
	}
	return a.solverResponse(s), nil
}

func (a *admin) solverSet(r *http.Request) (any, error) {
	s, err := a.solver()
	if err != nil {
		return nil, err
	}
	var req SolverRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	if req.Paused == nil {
		return nil, apperr.BadRequest("paused is required: true pauses the solver (orders then expire and are refunded), false resumes it")
	}
	if *req.Paused {
		s.Pause()
	} else {
		s.Resume()
	}
	a.log.Info("devnet solver", "paused", *req.Paused)
	return a.solverResponse(s), nil
}

func (a *admin) explorer() (DelayControl, error) {
	if a.cfg.Explorer == nil {
		return nil, apperr.NotImplemented("this devnet runs no bridge explorer (start it with an explorer address, e.g. --devnet-explorer-listen 127.0.0.1:8543)")
	}
	return a.cfg.Explorer, nil
}

func delayResponse(d time.Duration) DelayResponse {
	return DelayResponse{Delay: d.String(), DelaySeconds: d.Seconds()}
}

func (a *admin) delayState(*http.Request) (any, error) {
	e, err := a.explorer()
	if err != nil {
		return nil, err
	}
	return delayResponse(e.Delay()), nil
}

func (a *admin) delaySet(r *http.Request) (any, error) {
	e, err := a.explorer()
	if err != nil {
		return nil, err
	}
	var req DelayRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	d, err := ParseDelay(string(req.Delay))
	if err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	e.SetDelay(d)
	return delayResponse(e.Delay()), nil
}
