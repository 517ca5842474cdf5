package ibc

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"

	channeltypes "github.com/cosmos/ibc-go/v10/modules/core/04-channel/types"

	"github.com/switchyard-dev/switchyard/internal/atomicfile"
)

// journal is the relayer's persistent state, one JSON file rewritten
// atomically (temp file, fsync, rename) on every change: each chain's scan
// cursor, the packets seen but not yet finished, the acknowledgements not
// yet relayed, and the transactions signed but not yet seen in a block.
// What is written before acting is what a restart resumes from; the chains'
// own packet commitments and receipts decide whether a step is still due,
// so a step replayed after a crash is never done twice.
type journal struct {
	path string

	mu sync.Mutex
	st journalState
}

type journalState struct {
	// Cursors are each chain's next height to scan for packet events.
	Cursors map[string]int64 `json:"cursors"`
	// Packets are sent packets not yet acknowledged or timed out, by key.
	Packets map[string]pendingPacket `json:"packets"`
	// Inflight are signed transactions not yet seen in a block.
	Inflight []inflight `json:"inflight"`
}

// pendingPacket is a packet seen on its source chain, with its
// acknowledgement once the destination has written one.
type pendingPacket struct {
	SourceChain string              `json:"sourceChain"`
	DestChain   string              `json:"destChain"`
	Packet      channeltypes.Packet `json:"packet"`
	Ack         []byte              `json:"ack,omitempty"`
}

func packetKey(chainID, channel string, seq uint64) string {
	return fmt.Sprintf("%s/%s/%d", chainID, channel, seq)
}

type inflight struct {
	Chain string `json:"chain"`
	Hash  string `json:"hash"`
	Raw   []byte `json:"raw"`
	What  string `json:"what"`
}

func openJournal(path string) (*journal, error) {
	j := &journal{path: path, st: journalState{Cursors: map[string]int64{}, Packets: map[string]pendingPacket{}}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return j, nil
	}
	if err != nil {
		return nil, fmt.Errorf("relayer state: %w", err)
	}
	if err := json.Unmarshal(b, &j.st); err != nil {
		return nil, fmt.Errorf("relayer state %s: %w", path, err)
	}
	if j.st.Cursors == nil {
		j.st.Cursors = map[string]int64{}
	}
	if j.st.Packets == nil {
		j.st.Packets = map[string]pendingPacket{}
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

func (j *journal) update(fn func(st *journalState)) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	fn(&j.st)
	return j.saveLocked()
}

func (j *journal) snapshot() journalState {
	j.mu.Lock()
	defer j.mu.Unlock()
	st := journalState{Cursors: map[string]int64{}, Packets: map[string]pendingPacket{}}
	for k, v := range j.st.Cursors {
		st.Cursors[k] = v
	}
	for k, v := range j.st.Packets {
		st.Packets[k] = v
	}
	st.Inflight = append(st.Inflight, j.st.Inflight...)
	return st
}

func (j *journal) begin(tx inflight) error {
	return j.update(func(st *journalState) { st.Inflight = append(st.Inflight, tx) })
}

func (j *journal) end(hash string) error {
	return j.update(func(st *journalState) {
		out := st.Inflight[:0]
		for _, tx := range st.Inflight {
			if tx.Hash != hash {
				out = append(out, tx)
			}
		}
		st.Inflight = out
	})
}
