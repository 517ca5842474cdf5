package cosmosbridge

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/internal/atomicfile"
)

// Job states.
const (
	StateOpen     = "open"
	StateDone     = "done"     // carried out
	StateRefunded = "refunded" // the funds went back to the sender
	StateFailed   = "failed"   // nothing more can be done; Reason says why
)

// Job kinds.
const (
	// KindToCosmos is a GMP message from an EVM chain to a Cosmos chain.
	KindToCosmos = "evm_to_cosmos"
	// KindReceived is an ICS-20 transfer the bridge account received.
	KindReceived = "received_transfer"
)

// Job is one piece of the bridge's work, as the journal keeps it.
type Job struct {
	Key  string `json:"key"`
	Kind string `json:"kind"`
	// Order is the job's place in the order the bridge saw them.
	Order int64 `json:"order"`

	// MessageID is the GMP message (KindToCosmos: the one to credit;
	// KindReceived with a call memo: the one handed to the GMP relayer).
	MessageID string `json:"messageId,omitempty"`
	// DestChain and Recipient are where the funds go (a bridge name and
	// an address on it), Amount how much of the hub's Denom.
	DestChain string `json:"destChain,omitempty"`
	Recipient string `json:"recipient,omitempty"`
	Amount    string `json:"amount,omitempty"`
	// Transfer is the received transfer (KindReceived).
	Transfer *Received `json:"transfer,omitempty"`

	State  string `json:"state"`
	Action string `json:"action,omitempty"` // credit, forward, call or refund
	Reason string `json:"reason,omitempty"` // why a job was refunded or failed
	// Txs are the hub transactions of the job's steps, by step.
	Txs map[string]string `json:"txs,omitempty"`
	// Forwarded is the packet of a received transfer's forward over IBC,
	// followed until it is acknowledged (KindReceived); the job stays open
	// until then.
	Forwarded *Packet `json:"forwarded,omitempty"`
	// Inflight is a signed hub transaction not yet seen in a block.
	Inflight *Inflight `json:"inflight,omitempty"`
	// Failures counts the hub transactions that failed in a block.
	Failures int       `json:"failures,omitempty"`
	Created  time.Time `json:"created"`
	Updated  time.Time `json:"updated"`
}

// Received is an ICS-20 transfer received by the bridge account on the hub.
type Received struct {
	SourceChain string `json:"sourceChain"` // the sending chain's id
	SrcChannel  string `json:"srcChannel"`  // on the sending chain
	DstChannel  string `json:"dstChannel"`  // the hub's
	Sequence    uint64 `json:"sequence"`
	Sender      string `json:"sender"`
	Denom       string `json:"denom"`    // as the packet names it
	HubDenom    string `json:"hubDenom"` // as the hub credited it
	Amount      string `json:"amount"`
	Memo        string `json:"memo"`
	RecvTx      string `json:"recvTx"`
	RecvHeight  int64  `json:"recvHeight"`
	RecvTime    int64  `json:"recvTime"` // unix seconds
}

// Packet is an ICS-20 packet the hub sent.
type Packet struct {
	Channel  string `json:"channel"` // the hub's
	Sequence uint64 `json:"sequence"`
	// Failed is why it came back to the bridge account (a timeout or an
	// error acknowledgement), once the hub has it back; "" before.
	Failed string `json:"failed,omitempty"`
}

// Inflight is a signed hub transaction, written before it is broadcast.
type Inflight struct {
	Step     string `json:"step"`
	Hash     string `json:"hash"`
	Sequence uint64 `json:"sequence"`
	Raw      []byte `json:"raw"`
}

// journal is the bridge's persistent state, one JSON file rewritten
// atomically (temp file, fsync, rename) on every change.
type journal struct {
	path string

	mu sync.Mutex
	st journalState
}

type journalState struct {
	// HubCursor is the next hub height to scan for received transfers.
	HubCursor int64           `json:"hubCursor"`
	Jobs      map[string]*Job `json:"jobs"`
	NextOrder int64           `json:"nextOrder"`
}

func openJournal(path string) (*journal, error) {
	j := &journal{path: path, st: journalState{Jobs: map[string]*Job{}}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return j, nil
	}
	if err != nil {
		return nil, fmt.Errorf("hub bridge journal: %w", err)
	}
	if err := json.Unmarshal(b, &j.st); err != nil {
		return nil, fmt.Errorf("hub bridge journal %s: %w", path, err)
	}
	if j.st.Jobs == nil {
		j.st.Jobs = map[string]*Job{}
	}
	return j, nil
}

// saveLocked writes the state; the caller holds mu.
func (j *journal) saveLocked() error {
	b, err := json.MarshalIndent(j.st, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(j.path, b, 0o600)
}

// cursor returns the next hub height to scan.
func (j *journal) cursor() int64 {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.st.HubCursor
}

// addJobs records new jobs (a key already known is left as it is) and,
// when cursor is positive, the next hub height to scan, in one write.
func (j *journal) addJobs(jobs []*Job, cursor int64) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	changed := cursor > 0 && cursor != j.st.HubCursor
	for _, job := range jobs {
		if _, ok := j.st.Jobs[job.Key]; ok {
			continue
		}
		job.Order = j.st.NextOrder
		j.st.NextOrder++
		j.st.Jobs[job.Key] = job
		changed = true
	}
	if cursor > 0 {
		j.st.HubCursor = cursor
	}
	if !changed {
		return nil
	}
	return j.saveLocked()
}

// has reports whether a job is recorded.
func (j *journal) has(key string) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	_, ok := j.st.Jobs[key]
	return ok
}

// job returns a copy of a job.
func (j *journal) job(key string) (Job, bool) {
	j.mu.Lock()
	defer j.mu.Unlock()
	job, ok := j.st.Jobs[key]
	if !ok {
		return Job{}, false
	}
	return copyJob(job), true
}

// update changes a job and writes the journal.
func (j *journal) update(key string, fn func(job *Job)) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	job, ok := j.st.Jobs[key]
	if !ok {
		return fmt.Errorf("no job %s", key)
	}
	fn(job)
	job.Updated = time.Now().UTC()
	if job.State != StateOpen {
		j.pruneLocked()
	}
	return j.saveLocked()
}

// keepFinished is how many finished jobs the journal keeps, for people
// and tests to read; older ones are dropped so that the file stays small.
// Nothing depends on them: a finished transfer is behind the scan cursor,
// and a finished message is closed in the relayer's store before its job.
const keepFinished = 500

// pruneLocked drops the oldest finished jobs beyond keepFinished; the
// caller holds mu.
func (j *journal) pruneLocked() {
	var finished []*Job
	for _, job := range j.st.Jobs {
		if job.State != StateOpen {
			finished = append(finished, job)
		}
	}
	if len(finished) <= keepFinished {
		return
	}
	sort.Slice(finished, func(a, b int) bool { return finished[a].Order < finished[b].Order })
	for _, job := range finished[:len(finished)-keepFinished] {
		delete(j.st.Jobs, job.Key)
	}
}

// openJobs returns the keys of the open jobs in the order they were seen.
func (j *journal) openJobs() []string {
	j.mu.Lock()
	defer j.mu.Unlock()
	var open []*Job
	for _, job := range j.st.Jobs {
		if job.State == StateOpen {
			open = append(open, job)
		}
	}
	sort.Slice(open, func(a, b int) bool { return open[a].Order < open[b].Order })
	keys := make([]string, len(open))
	for i, job := range open {
		keys[i] = job.Key
	}
	return keys
}

// jobs returns copies of every job in the order they were seen.
func (j *journal) jobs() []Job {
	j.mu.Lock()
	defer j.mu.Unlock()
	out := make([]Job, 0, len(j.st.Jobs))
	for _, job := range j.st.Jobs {
		out = append(out, copyJob(job))
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Order < out[b].Order })
	return out
}

func copyJob(job *Job) Job {
	c := *job
	if job.Txs != nil {
		c.Txs = map[string]string{}
		for k, v := range job.Txs {
			c.Txs[k] = v
		}
	}
	if job.Transfer != nil {
		t := *job.Transfer
		c.Transfer = &t
	}
	if job.Inflight != nil {
		f := *job.Inflight
		c.Inflight = &f
	}
	if job.Forwarded != nil {
		p := *job.Forwarded
		c.Forwarded = &p
	}
	return c
}
