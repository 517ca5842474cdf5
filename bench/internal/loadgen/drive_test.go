package loadgen

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestDriveCountsOnlyTheExpectedAnswer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ok" {
			http.NotFound(rw, r)
			return
		}
		rw.Write([]byte("hello"))
	}))
	defer srv.Close()
	c := NewClient(2, 5*time.Second)
	defer c.CloseIdleConnections()
	get := func(path string) func(context.Context) (*http.Request, error) {
		return func(ctx context.Context) (*http.Request, error) {
			return http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+path, nil)
		}
	}
	for _, tc := range []struct {
		name, path string
		wantLen    int
		wantErr    string // the only error key, "" for none
	}{
		{"expected", "/ok", 5, ""},
		{"short body", "/ok", 4, "body length 5, want 4"},
		{"any length", "/ok", -1, ""},
		{"any length, not found", "/missing", -1, "status 404"},
		{"not found", "/missing", 5, "status 404"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Drive(context.Background(), c, get(tc.path), tc.wantLen, 2, 20*time.Millisecond)
			var keys []string
			for k := range s.Errors {
				keys = append(keys, k)
			}
			if tc.wantErr == "" {
				if s.OK == 0 || len(keys) != 0 || len(s.Lat) != s.OK {
					t.Fatalf("OK %d, %d latencies, errors %v", s.OK, len(s.Lat), s.Errors)
				}
				return
			}
			if s.OK != 0 || len(keys) != 1 || keys[0] != tc.wantErr {
				t.Fatalf("OK %d, errors %v, want only %q", s.OK, s.Errors, tc.wantErr)
			}
		})
	}
}

func TestTargetAddsRoundsAndFinishes(t *testing.T) {
	var tg Target
	var round Slice
	round.Merge(Slice{OK: 2, Elapsed: time.Second, Lat: []time.Duration{3 * time.Millisecond, time.Millisecond}})
	round.Merge(Slice{OK: 2, Elapsed: time.Second, Lat: []time.Duration{2 * time.Millisecond, 4 * time.Millisecond}, Errors: map[string]int{"timeout": 1}})
	tg.AddRound(round)
	tg.AddRound(Slice{OK: 6, Elapsed: time.Second})
	tg.AddRound(Slice{OK: 10, Elapsed: 2 * time.Second})
	tg.Finish()
	b, err := json.Marshal(tg)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"rps_rounds":[2,6,5],"rps_median":5,"p50_ms":2,"p99_ms":4,"ok":20,"errors":{"timeout":1}}`
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Fatalf("JSON (-want +got):\n%s", diff)
	}
	if tg.ErrCount() != 1 {
		t.Fatalf("ErrCount %d", tg.ErrCount())
	}
	if got := (Slice{}).RPS(); got != 0 {
		t.Fatalf("RPS of nothing %v", got)
	}
}
