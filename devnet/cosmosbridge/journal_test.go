package cosmosbridge

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The journal keeps the open jobs and the newest finished ones, across
// reopening.
func TestJournalKeepsOpenAndRecentJobs(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and syncs the journal file about keepFinished times")
	}
	path := filepath.Join(t.TempDir(), "hub-bridge.json")
	j, err := openJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	var jobs []*Job
	for i := range keepFinished + 10 {
		jobs = append(jobs, &Job{Key: fmt.Sprint("job-", i), Kind: KindReceived, State: StateOpen})
	}
	if err := j.addJobs(jobs, 42); err != nil {
		t.Fatal(err)
	}
	for i := range keepFinished + 9 { // all but the last finish
		if err := j.update(fmt.Sprint("job-", i), func(job *Job) { job.State = StateDone }); err != nil {
			t.Fatal(err)
		}
	}
	j, err = openJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	all := j.jobs()
	if len(all) != keepFinished+1 || all[0].Key != "job-9" || j.cursor() != 42 {
		t.Errorf("%d jobs from %s, cursor %d; want %d from job-9, cursor 42", len(all), all[0].Key, j.cursor(), keepFinished+1)
	}
	if d := cmp.Diff([]string{fmt.Sprint("job-", keepFinished+9)}, j.openJobs()); d != "" {
		t.Errorf("open jobs (-want +got):\n%s", d)
	}
}
