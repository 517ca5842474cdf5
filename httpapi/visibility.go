package httpapi

import (
	"encoding/json"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/status"
)

// recordFor is a status record's encoding as the calling integrator may
// read it. Any integrator may follow any transaction (its hash and quote id
// are public on chain, as is everything the record reports), but which
// integrator asked, and that integrator's own requestId, are its business
// only: for any other caller integratorId and requestId are empty.
func recordFor(a *status.Answer, caller string) ([]byte, error) {
	rec := a.Record
	if rec.IntegratorID == caller || (rec.IntegratorID == "" && rec.RequestID == "") {
		return a.JSON, nil
	}
	rec.IntegratorID, rec.RequestID = "", ""
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	return b, nil
}
