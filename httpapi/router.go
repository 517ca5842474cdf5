package httpapi

import (
	"net/http"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// router dispatches on exact paths so that unknown paths and wrong methods
// get the service's JSON errors (404, and 405 with Allow) rather than the
// standard mux's plain text.
type router struct {
	paths map[string]map[string]http.Handler
}

func newRouter() *router { return &router{paths: map[string]map[string]http.Handler{}} }

func (rt *router) handle(method, path string, h http.Handler) {
	if rt.paths[path] == nil {
		rt.paths[path] = map[string]http.Handler{}
	}
	rt.paths[path][method] = h
	if method == http.MethodGet {
		rt.paths[path][http.MethodHead] = h
	}
}

func (rt *router) serve(w http.ResponseWriter, r *http.Request, s *Server) {
	info := infoOf(r.Context())
	methods, ok := rt.paths[r.URL.Path]
	if !ok {
		p := strings.TrimSuffix(r.URL.Path, "/")
		if _, ok := rt.paths[p]; ok && p != r.URL.Path {
			s.writeError(w, r, apperr.NotFound("no such path %q; did you mean %q?", r.URL.Path, p))
			return
		}
		s.writeError(w, r, apperr.NotFound("no such path %q; the API lives under /v2/ (see /v2/openapi.json)", r.URL.Path))
		return
	}
	info.route = r.URL.Path
	h, ok := methods[r.Method]
	if !ok {
		if r.Method == http.MethodOptions && strings.HasPrefix(r.URL.Path, "/v2/") {
			s.preflight(w, r, methods)
			return
		}
		allow := allowedMethods(r.URL.Path, methods)
		w.Header().Set("Allow", allow)
		s.writeError(w, r, refuse(http.StatusMethodNotAllowed, "%s", "method "+methodForMessage(r.Method)+" is not allowed on "+r.URL.Path+"; allowed: "+allow))
		return
	}
	h.ServeHTTP(w, r)
}

// methodForMessage is the request's method when it is a standard one; an
// invented method is not echoed into the message.
func methodForMessage(m string) string {
	if l := methodLabel(m); l != otherMethod {
		return l
	}
	return "(non-standard method)"
}
