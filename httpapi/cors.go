package httpapi

import (
	"net/http"
	"slices"
	"sort"
	"strings"
)

// Browsers may call the /v2/ API from any allowed origin: every response
// there carries the CORS headers, and an OPTIONS preflight answers 204
// without authentication (a browser never sends credentials with it).
var (
	hdrCORSAllowHeaders  = []string{"x-integrator-id, content-type, x-request-id, last-event-id"} // last-event-id: a browser resuming a status stream
	hdrCORSExposeHeaders = []string{"x-request-id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset"}
	hdrCORSMaxAge        = []string{"600"}
	hdrAnyOrigin         = []string{"*"}
)

// AnyOrigin allows every origin (the default of Config.CORSOrigins).
const AnyOrigin = "*"

// corsPolicy is the set of origins allowed to read /v2/ responses.
type corsPolicy struct {
	any     bool
	origins map[string]bool
}

func newCORSPolicy(origins []string) corsPolicy {
	if len(origins) == 0 || slices.Contains(origins, AnyOrigin) {
		return corsPolicy{any: true}
	}
	p := corsPolicy{origins: map[string]bool{}}
	for _, o := range origins {
		p.origins[strings.TrimRight(o, "/")] = true
	}
	return p
}

// apply sets the headers that let a browser at origin read the response.
// An origin not allowed gets none, so the browser withholds the response.
func (p corsPolicy) apply(h http.Header, origin string) {
	switch {
	case p.any:
		h["Access-Control-Allow-Origin"] = hdrAnyOrigin
	case p.origins[origin]:
		h["Access-Control-Allow-Origin"] = []string{origin}
		addVary(h, "Origin")
	default:
		addVary(h, "Origin")
		return
	}
	h["Access-Control-Expose-Headers"] = hdrCORSExposeHeaders
}

// preflight answers OPTIONS on a /v2/ path: 204 with the path's methods,
// before authentication.
func (s *Server) preflight(w http.ResponseWriter, r *http.Request, methods map[string]http.Handler) {
	h := w.Header()
	allow := allowedMethods(r.URL.Path, methods)
	h.Set("Allow", allow)
	if _, ok := h["Access-Control-Allow-Origin"]; ok && r.Header.Get("Access-Control-Request-Method") != "" {
		h.Set("Access-Control-Allow-Methods", allow)
		h["Access-Control-Allow-Headers"] = hdrCORSAllowHeaders
		h["Access-Control-Max-Age"] = hdrCORSMaxAge
	}
	w.WriteHeader(http.StatusNoContent)
}

// allowedMethods lists a path's methods for Allow; /v2/ paths also answer
// OPTIONS.
func allowedMethods(path string, methods map[string]http.Handler) string {
	allow := make([]string, 0, len(methods)+1)
	for m := range methods {
		allow = append(allow, m)
	}
	if strings.HasPrefix(path, "/v2/") {
		allow = append(allow, http.MethodOptions)
	}
	sort.Strings(allow)
	return strings.Join(allow, ", ")
}

// addVary adds a field name to Vary, keeping what is already there.
func addVary(h http.Header, field string) {
	v, ok := h["Vary"]
	if !ok {
		h["Vary"] = []string{field}
		return
	}
	h["Vary"] = []string{strings.Join(v, ", ") + ", " + field}
}
