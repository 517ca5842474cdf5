package ledger

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

// reply is one canned answer of a fake endpoint.
type reply struct {
	status     int    // 200 when zero
	fixture    string // file under testdata; body is used when empty
	body       string
	retryAfter string
}

// fakeEndpoint serves replies keyed "GET /path" for REST routes and by the
// request's "method" for JSON-RPC (rippled's shape included). It records
// each request as "GET /path" or "POST " and the compacted body. A request
// without a reply fails the test.
func fakeEndpoint(t *testing.T, replies map[string]reply) (string, func() []string) {
	t.Helper()
	var mu sync.Mutex
	var seen []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key, rec := "GET "+r.URL.Path, "GET "+r.URL.Path
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			var req struct {
				Method string `json:"method"`
			}
			_ = json.Unmarshal(body, &req)
			var c bytes.Buffer
			if json.Compact(&c, body) != nil {
				c.Write(body)
			}
			key, rec = req.Method, "POST "+c.String()
		}
		mu.Lock()
		seen = append(seen, rec)
		mu.Unlock()
		rp, ok := replies[key]
		if !ok {
			t.Errorf("unexpected request %s", rec)
			http.Error(w, "no reply", http.StatusTeapot)
			return
		}
		body := []byte(rp.body)
		if rp.fixture != "" {
			var err error
			if body, err = os.ReadFile(filepath.Join("testdata", rp.fixture)); err != nil {
				t.Errorf("fixture: %v", err)
			}
		}
		if rp.retryAfter != "" {
			w.Header().Set("Retry-After", rp.retryAfter)
		}
		if rp.status != 0 {
			w.WriteHeader(rp.status)
		}
		_, _ = w.Write(body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string{}, seen...)
	}
}

// errCheck says whether an error is the expected one.
type errCheck func(error) bool

func isErr(target error) errCheck { return func(err error) bool { return errors.Is(err, target) } }

func isHTTP(code int) errCheck {
	return func(err error) bool {
		var he *HTTPError
		return errors.As(err, &he) && he.StatusCode == code
	}
}

func isRPC(code int) errCheck {
	return func(err error) bool {
		var re *RPCError
		return errors.As(err, &re) && re.Code == code
	}
}

func contains(s string) errCheck {
	return func(err error) bool { return err != nil && strings.Contains(err.Error(), s) }
}

// lookupCase is one lookup against canned replies.
type lookupCase struct {
	name    string
	replies map[string]reply
	txID    string
	want    status.TxResult
	wantErr errCheck // nil: no error
	// wantReqs, when set, are the requests the lookup must make, in order.
	wantReqs []string
}

func runLookups(t *testing.T, newLookup func(baseURL string) (status.TxLookup, error), chainID string, cases []lookupCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			url, seen := fakeEndpoint(t, tc.replies)
			lk, err := newLookup(url)
			if err != nil {
				t.Fatal(err)
			}
			got, err := lk.LookupTx(t.Context(), chainID, tc.txID)
			switch {
			case tc.wantErr == nil && err != nil:
				t.Fatalf("LookupTx: unexpected error %v", err)
			case tc.wantErr != nil && !tc.wantErr(err):
				t.Fatalf("LookupTx: error %v is not the expected one", err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("LookupTx (-want +got):\n%s", diff)
			}
			if tc.wantReqs != nil {
				if diff := cmp.Diff(tc.wantReqs, seen()); diff != "" {
					t.Errorf("requests (-want +got):\n%s", diff)
				}
			}
		})
	}
}
