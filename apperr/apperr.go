// Package apperr owns Switchyard's error taxonomy: the domain kinds of
// failure a caller can see, with a machine reason code and optional
// details. Domain packages return these; httpapi maps them to HTTP in one
// place. Refusals of the transport itself (a method, body size, encoding
// or header size the HTTP layer does not accept) are httpapi's own.
package apperr

import (
	"errors"
	"fmt"
)

// Kind is the class of an error as the client sees it.
type Kind int

const (
	KindInternal Kind = iota
	KindBadRequest
	KindSchemaValidation
	KindUnauthorized
	KindNotFound
	KindRateLimited
	KindNotImplemented
	// KindWalletLimited is the wallet quote limit: an identical full quote
	// for the same wallet within its window. RetryAfter says when.
	KindWalletLimited
)

// Type is the interface's `type` string for the kind.
func (k Kind) Type() string {
	switch k {
	case KindBadRequest:
		return "BAD_REQUEST"
	case KindSchemaValidation:
		return "SCHEMA_VALIDATION_ERROR"
	case KindUnauthorized:
		return "UNAUTHORIZED"
	case KindNotFound:
		return "NOT_FOUND"
	case KindRateLimited, KindWalletLimited:
		return "RATE_LIMITED"
	case KindNotImplemented:
		return "NOT_IMPLEMENTED"
	default:
		return "INTERNAL_ERROR"
	}
}

// Error is a client-visible error. Message is shown to the client verbatim,
// so it must never carry internal detail; Cause is for the log only.
type Error struct {
	Kind    Kind
	Message string
	Reason  string         // machine code such as NO_ROUTE; optional
	Details map[string]any // structured extras such as an allowed range; optional
	// RetryAfter, in whole seconds, for rate-limited errors.
	RetryAfter int
	// RouteTransactionStatus is carried beside the standard members by
	// status errors (decisions: a 404 for a transaction not yet seen says
	// "routeTransactionStatus": "not_found").
	RouteTransactionStatus string
	Cause                  error
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return fmt.Sprintf("%s: %s: %v", e.Kind.Type(), e.Message, e.Cause)
	}
	return e.Kind.Type() + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Cause }

func newf(k Kind, format string, args ...any) *Error {
	return &Error{Kind: k, Message: fmt.Sprintf(format, clipQuoted(format, args)...)}
}

// BadRequest is invalid or missing request parameters.
func BadRequest(format string, args ...any) *Error { return newf(KindBadRequest, format, args...) }

// SchemaValidation is a request that does not match the schema.
func SchemaValidation(format string, args ...any) *Error {
	return newf(KindSchemaValidation, format, args...)
}

// Unauthorized is a missing or invalid integrator id.
func Unauthorized(format string, args ...any) *Error { return newf(KindUnauthorized, format, args...) }

// NotFound is an unknown resource.
func NotFound(format string, args ...any) *Error { return newf(KindNotFound, format, args...) }

// NotImplemented marks an endpoint whose capability has not landed yet.
func NotImplemented(format string, args ...any) *Error {
	return newf(KindNotImplemented, format, args...)
}

// WalletLimited is the wallet quote limit's refusal, retryable after
// retryAfter seconds.
func WalletLimited(retryAfter int) *Error {
	return &Error{Kind: KindWalletLimited, Message: "Too many quote requests for this address", RetryAfter: retryAfter}
}

// Internal wraps an unexpected failure; the client sees a generic message.
func Internal(cause error) *Error {
	return &Error{Kind: KindInternal, Message: "internal error; retry with backoff", Cause: cause}
}

// WithReason sets the machine reason code.
func (e *Error) WithReason(r string) *Error { e.Reason = r; return e }

// WithRouteStatus sets the routeTransactionStatus member of the body.
func (e *Error) WithRouteStatus(s string) *Error { e.RouteTransactionStatus = s; return e }

// WithDetails sets structured details.
func (e *Error) WithDetails(d map[string]any) *Error { e.Details = d; return e }

// As extracts an *Error from err, wrapping anything else as internal.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return Internal(err)
}

// Is reports whether err is an *Error of kind k.
func Is(err error, k Kind) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == k
}
