package route

import (
	"fmt"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// Reason codes of route errors (decisions: Errors).
const (
	ReasonNoRoute          = "NO_ROUTE"
	ReasonAmountTooLow     = "AMOUNT_TOO_LOW"
	ReasonAmountTooHigh    = "AMOUNT_TOO_HIGH"
	ReasonUnsupportedChain = "UNSUPPORTED_CHAIN"
	ReasonUnsupportedToken = "UNSUPPORTED_TOKEN"
	ReasonInvalidAddress   = "INVALID_ADDRESS"
)

// noRoute is the interface's "No route found" with why, for a person.
func noRoute(format string, args ...any) *apperr.Error {
	return apperr.BadRequest("No route found").WithReason(ReasonNoRoute).
		WithDetails(map[string]any{"explanation": fmt.Sprintf(format, args...)})
}

// amountError is "Amount too low"/"Amount too high" while planning; the
// engine fills in the allowed range of the whole route before it answers.
type amountError struct {
	high        bool
	explanation string
}

func (e *amountError) Error() string {
	if e.high {
		return "Amount too high: " + e.explanation
	}
	return "Amount too low: " + e.explanation
}

func tooLow(format string, args ...any) error {
	return &amountError{explanation: fmt.Sprintf(format, args...)}
}

func tooHigh(format string, args ...any) error {
	return &amountError{high: true, explanation: fmt.Sprintf(format, args...)}
}

// public renders an amount error with the allowed fromAmount range, in
// base units in the details and in token units in the explanation.
func (e *amountError) public(r amountRange, from liquidity.Token) *apperr.Error {
	why := e.explanation
	d := map[string]any{}
	switch {
	case r.min != nil && r.max != nil:
		why += fmt.Sprintf(" (this route accepts from %s to %s)", tokenAmount(r.min, from), tokenAmount(r.max, from))
	case r.min != nil:
		why += fmt.Sprintf(" (this route accepts at least %s)", tokenAmount(r.min, from))
	case r.max != nil:
		why += fmt.Sprintf(" (this route accepts at most %s)", tokenAmount(r.max, from))
	}
	d["explanation"] = why
	if r.min != nil {
		d["minAmount"] = r.min.Dec()
	}
	if r.max != nil {
		d["maxAmount"] = r.max.Dec()
	}
	if e.high {
		return apperr.BadRequest("Amount too high").WithReason(ReasonAmountTooHigh).WithDetails(d)
	}
	return apperr.BadRequest("Amount too low").WithReason(ReasonAmountTooLow).WithDetails(d)
}
