package explorer

import (
	"bytes"
	"crypto/rand"
	"errors"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// The follow page (/follow) shows a route's status record live: the
// browser opens GET /v2/status/stream on the Switchyard API itself, with
// the integrator id the person enters. The id never reaches this server:
// it is read from the form field or the URL fragment (#id=…) by the
// page's script, which sends it only to the API as x-integrator-id.

// followParams are the stream's query parameters, as the page passes them.
var followParams = []string{"transactionId", "fromChainId", "toChainId", "quoteId"}

// maxFollowParam bounds each parameter: the API validates them; the page
// only refuses what cannot be one.
const maxFollowParam = 256

// SetAPIURL sets the Switchyard API's base URL the follow page streams
// from. The API starts listening after the devnet (and its explorer), so
// serve sets it once it knows its address; "" leaves the page asking.
func (e *Explorer) SetAPIURL(u string) {
	e.apiURL.Store(&u)
}

// APIURL is the API base URL the follow page uses by default.
func (e *Explorer) APIURL() string {
	if p := e.apiURL.Load(); p != nil {
		return *p
	}
	return e.cfg.APIURL
}

// FollowURL is the follow page of a route's source transaction, given the
// explorer's base URL. A zero toChainID or an empty quoteID is left out:
// the page then asks for it.
func FollowURL(base, txHash string, fromChainID, toChainID uint64, quoteID string) string {
	q := url.Values{"transactionId": {txHash}, "fromChainId": {strconv.FormatUint(fromChainID, 10)}}
	if toChainID != 0 {
		q.Set("toChainId", strconv.FormatUint(toChainID, 10))
	}
	if quoteID != "" {
		q.Set("quoteId", quoteID)
	}
	return strings.TrimRight(base, "/") + "/follow?" + q.Encode()
}

// apiOrigin checks an API base URL the page may connect to: http or
// https, a host, no credentials; it returns the URL without a trailing
// slash and its origin (for the page's connect-src).
func apiOrigin(raw string) (base, origin string, err error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", "", errors.New("the API URL must be an http:// or https:// base URL such as http://127.0.0.1:8080")
	}
	return strings.TrimRight(u.Scheme+"://"+u.Host+u.EscapedPath(), "/"), u.Scheme + "://" + u.Host, nil
}

// followPage renders the follow page: a form while a parameter is
// missing, the live record once all four are given.
func (e *Explorer) followPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	data := map[string]any{"Title": "Follow a transaction"}
	complete := true
	for _, p := range followParams {
		v := strings.TrimSpace(q.Get(p))
		if len(v) > maxFollowParam {
			e.renderError(w, http.StatusBadRequest, p+" is longer than "+strconv.Itoa(maxFollowParam)+" characters: not a value the API accepts.")
			return
		}
		data[p] = v
		complete = complete && v != ""
	}
	rawAPI, fromLink := e.APIURL(), false
	if v := q.Get("api"); v != "" {
		rawAPI, fromLink = v, true
	}
	origin := "'none'"
	if rawAPI != "" {
		base, o, err := apiOrigin(rawAPI)
		if err == nil && fromLink && !loopbackURL(base) {
			// A link must not send the id a person types to another machine.
			err = errors.New("an API URL given in the address must be on this machine (127.0.0.1, [::1] or localhost)")
		}
		if err != nil {
			e.renderError(w, http.StatusBadRequest, err.Error())
			return
		}
		data["API"], origin = base, o
	}
	data["Following"] = complete && data["API"] != nil
	nonce := rand.Text()
	data["Nonce"] = nonce
	var buf bytes.Buffer
	if err := e.pages.ExecuteTemplate(&buf, "follow", data); err != nil {
		e.log.Error("render page", "page", "follow", "err", err)
		writeError(w, http.StatusInternalServerError, "INTERNAL_ERROR", "internal error; retry with backoff")
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	// The page's one script (by nonce) may talk to the API only; the
	// integrator id it sends there must not leak through a Referer.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-"+nonce+
		"'; connect-src "+origin+"; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	h.Set("Referrer-Policy", "no-referrer")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(buf.Bytes()) // the client went away; nothing to do
}

// loopbackURL reports whether a checked API URL names this machine.
func loopbackURL(base string) bool {
	u, err := url.Parse(base)
	if err != nil {
		return false
	}
	if h := u.Hostname(); h == "localhost" {
		return true
	} else if ip, err := netip.ParseAddr(h); err == nil {
		return ip.IsLoopback()
	}
	return false
}

// chainIDByName is the served chain a bridge names, 0 when none.
func (e *Explorer) chainIDByName(name string) uint64 {
	for id, c := range e.chains {
		if c.Name == name {
			return id
		}
	}
	return 0
}
