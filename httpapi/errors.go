package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/route"
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
	case apperr.KindMethodNotAllowed:
		return http.StatusMethodNotAllowed
	case apperr.KindPayloadTooLarge:
		return http.StatusRequestEntityTooLarge
	case apperr.KindRateLimited:
		return http.StatusTooManyRequests
	case apperr.KindNotImplemented:
		return http.StatusNotImplemented
	case apperr.KindUnsupportedMediaType:
		return http.StatusUnsupportedMediaType
	case apperr.KindHeaderTooLarge:
		return http.StatusRequestHeaderFieldsTooLarge
	default:
		return http.StatusInternalServerError
	}
}

// writeError renders any error. Internal causes go to the log, keyed by the
// request id, and never to the client.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var wl *route.WalletLimitError
	if errors.As(err, &wl) {
		// the interface's own shape for the wallet quote limit
		w.Header().Set("Retry-After", strconv.Itoa(wl.RetryAfter))
		writeJSON(w, http.StatusTooManyRequests, api.WalletLimitBody{Error: wl.Error(), RetryAfter: wl.RetryAfter})
		return
	}
	e := apperr.As(err)
	status := statusOf(e.Kind)
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
	writeJSON(w, status, api.ErrorBody{
		Message: e.Message, StatusCode: status, Type: e.Kind.Type(), Reason: e.Reason, Details: e.Details,
		RouteTransactionStatus: e.RouteTransactionStatus,
	})
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
