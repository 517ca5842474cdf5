package route

import (
	"fmt"

	"github.com/switchyard-dev/switchyard/apperr"
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

// public renders an amount error with the allowed fromAmount range ("" for
// a bound that could not be found).
func (e *amountError) public(minAmount, maxAmount string) *apperr.Error {
	d := map[string]any{"explanation": e.explanation}
	if minAmount != "" {
		d["minAmount"] = minAmount
	}
	if maxAmount != "" {
		d["maxAmount"] = maxAmount
	}
	if e.high {
		return apperr.BadRequest("Amount too high").WithReason(ReasonAmountTooHigh).WithDetails(d)
	}
	return apperr.BadRequest("Amount too low").WithReason(ReasonAmountTooLow).WithDetails(d)
}
