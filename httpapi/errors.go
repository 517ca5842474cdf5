package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
)

// statusOf is the one place where the error taxonomy meets HTTP.
func statusOf(k apperr.Kind) int {
	switch k {
	case apperr.KindBadRequest, apperr.KindSchemaValidation:
		return http.StatusBadRequest
	case apperr.KindUnauthorized:
		return http.StatusUnauthorized
	case apperr.KindNotFound:
		return http.StatusNotFound
	case apperr.KindRateLimited, apperr.KindWalletLimited:
		return http.StatusTooManyRequests
	case apperr.KindNotImplemented:
		return http.StatusNotImplemented
	default:
		return http.StatusInternalServerError
	}
}

// writeError renders any error. Internal causes go to the log, keyed by the
// request id, and never to the client.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var rf *refusal
	if errors.As(err, &rf) {
		status, body := errorBody(err)
		writeJSON(w, status, body)
		return
	}
	e := apperr.As(err)
	if e.Kind == apperr.KindWalletLimited {
		// the interface's own shape for the wallet quote limit
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
		writeJSON(w, http.StatusTooManyRequests, api.WalletLimitBody{Error: e.Message, RetryAfter: e.RetryAfter})
		return
	}
	if e.Kind == apperr.KindInternal {
		s.log.ErrorContext(r.Context(), "internal error",
			slog.String("request_id", requestID(r.Context())), slog.String("error", err.Error()))
	} else if e.Cause != nil {
		s.log.DebugContext(r.Context(), "request refused",
			slog.String("request_id", requestID(r.Context())), slog.String("error", err.Error()))
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	status, body := errorBody(e)
	writeJSON(w, status, body)
}

// errorBody is an error's status and body: a transport refusal's own, or
// its taxonomy kind's.
func errorBody(err error) (int, api.ErrorBody) {
	var rf *refusal
	if errors.As(err, &rf) {
		return rf.status, api.ErrorBody{Message: rf.message, StatusCode: rf.status, Type: refusalType}
	}
	e := apperr.As(err)
	status := statusOf(e.Kind)
	return status, api.ErrorBody{
		Message: e.Message, StatusCode: status, Type: e.Kind.Type(), Reason: e.Reason, Details: e.Details,
		RouteTransactionStatus: e.RouteTransactionStatus,
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b = []byte(`{"message":"internal error; retry with backoff","statusCode":500,"type":"INTERNAL_ERROR"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(b)))
	w.WriteHeader(status)
	w.Write(b)
}
