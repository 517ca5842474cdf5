package httpapi

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/status"
)

// StatusReader answers status queries (status.Tracker).
type StatusReader interface {
	Status(ctx context.Context, q status.Query) (*status.Answer, error)
}

// statusParams are GET /v2/status's required parameters, in the
// interface's order.
var statusParams = []string{"transactionId", "fromChainId", "toChainId", "quoteId"}

// maxStatusParam bounds one parameter: ids and hashes are short.
const maxStatusParam = 256

func (s *Server) getStatus(w http.ResponseWriter, r *http.Request) error {
	q, err := decodeStatusQuery(r.URL.RawQuery)
	if err != nil {
		return err
	}
	if s.cfg.Status == nil {
		return apperr.NotImplemented("GET /v2/status is not available: this service runs without chains to follow")
	}
	q.IntegratorName = integratorOf(r.Context()).Name
	a, err := s.cfg.Status.Status(r.Context(), q)
	if err != nil {
		return err
	}
	body, err := recordFor(a, q.IntegratorName)
	if err != nil {
		return err
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	w.Write(body)
	return nil
}

// decodeStatusQuery reads the status parameters: every missing one is
// named at once; malformed encodings and oversized values are refused.
func decodeStatusQuery(raw string) (status.Query, error) {
	var q status.Query
	vals, err := url.ParseQuery(raw)
	if err != nil {
		return q, apperr.BadRequest("the query string is not valid URL encoding: %s", queryErrText(err))
	}
	var missing []string
	got := map[string]string{}
	for _, k := range append(statusParams, "requestId") {
		v := strings.TrimSpace(vals.Get(k))
		if len(v) > maxStatusParam {
			return q, apperr.BadRequest("%s is longer than %d characters", k, maxStatusParam).WithDetails(map[string]any{"parameter": k})
		}
		if v == "" && k != "requestId" {
			missing = append(missing, k)
		}
		got[k] = v
	}
	if len(missing) > 0 {
		noun := "parameter"
		if len(missing) > 1 {
			noun = "parameters"
		}
		return q, apperr.BadRequest("missing required query %s: %s (send transactionId, fromChainId, toChainId and quoteId)", noun, strings.Join(missing, ", ")).
			WithDetails(map[string]any{"missing": missing})
	}
	q.TransactionID, q.FromChainID, q.ToChainID, q.QuoteID, q.RequestID = got["transactionId"], got["fromChainId"], got["toChainId"], got["quoteId"], got["requestId"]
	return q, nil
}

// queryErrText names the bad escape without echoing the whole query.
func queryErrText(err error) string {
	var ee url.EscapeError
	if e, ok := err.(url.EscapeError); ok {
		ee = e
		return "invalid escape " + strconv.Quote(string(ee))
	}
	return "malformed parameters"
}
