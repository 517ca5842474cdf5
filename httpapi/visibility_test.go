package httpapi

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

// askedBy answers a record first asked for by the integrator "fast" with
// its requestId.
type askedBy struct{}

func (askedBy) Status(context.Context, status.Query) (*status.Answer, error) {
	rec := status.Record{ID: knownTx, RouteTransactionStatus: status.StateSuccess, Terminal: true, IntegratorID: "fast", RequestID: "r-fast"}
	b, _ := json.Marshal(rec)
	return &status.Answer{Record: rec, JSON: b}, nil
}

// TestStatusShowsWhoAskedOnlyToThem: any integrator may read a record,
// but only the integrator it names sees integratorId and requestId;
// before, every integrator read both.
func TestStatusShowsWhoAskedOnlyToThem(t *testing.T) {
	cases := []struct {
		name, id                string
		wantIntegrator, wantReq string
	}{
		{"the integrator who asked", fastID, "fast", "r-fast"},
		{"another integrator", slowID, "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env := newEnv(t)
			env.srv.cfg.Status = askedBy{}
			rec := env.do("GET", "/v2/status?transactionId="+knownTx+"&fromChainId=1&toChainId=42161&quoteId=q1", tc.id, "")
			if rec.Code != 200 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			var got status.Record
			if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff([2]string{tc.wantIntegrator, tc.wantReq}, [2]string{got.IntegratorID, got.RequestID}); diff != "" {
				t.Errorf("integratorId, requestId (-want +got):\n%s", diff)
			}
			if got.RouteTransactionStatus != status.StateSuccess || got.ID != knownTx {
				t.Errorf("the rest of the record changed: %+v", got)
			}
		})
	}
}
