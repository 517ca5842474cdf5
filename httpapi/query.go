package httpapi

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// checkQuery refuses a query string that does not decode: url.Query drops
// such pairs silently, so `?chainId=%zz` would read as no filter at all and
// answer the whole listing instead of an error.
func checkQuery(raw string) error {
	if raw == "" {
		return nil
	}
	var seen []string
	for pair := range strings.SplitSeq(raw, "&") {
		if pair == "" {
			continue
		}
		key, value, _ := strings.Cut(pair, "=")
		name, err := url.QueryUnescape(key)
		if err != nil {
			return apperr.BadRequest("query parameter name %s is not valid percent-encoding; encode %% as %%25", quoteParam(key))
		}
		if strings.Contains(key, ";") {
			return apperr.BadRequest("query parameter %s contains a semicolon; separate parameters with & and encode ; as %%3B", quoteParam(name))
		}
		if _, err := url.QueryUnescape(value); err != nil {
			return apperr.BadRequest("query parameter %s is not valid percent-encoding; encode %% as %%25", quoteParam(name))
		}
		if strings.Contains(value, ";") {
			return apperr.BadRequest("query parameter %s contains a semicolon; encode ; as %%3B", quoteParam(name))
		}
		// One value per parameter: which of two a server would take is a
		// guess the client should not have to make.
		if slices.Contains(seen, name) {
			return apperr.BadRequest("query parameter %s is given more than once; give it once", quoteParam(name))
		}
		seen = append(seen, name)
	}
	return nil
}

// quoteParam quotes a client's parameter name for a message, cut short so
// that the message stays readable whatever was sent.
func quoteParam(name string) string {
	const limit = 64
	if len(name) > limit {
		return strconv.Quote(name[:limit]) + "…"
	}
	return strconv.Quote(name)
}
