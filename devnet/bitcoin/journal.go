package bitcoin

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// btcd deletes its regtest database every time it starts (removeRegressionDB
// in btcd.go), so the chain's persistence is ours: the node journals every
// block it mines and every transaction broadcast through it, and a start
// replays the journal (submitblock, then sendrawtransaction for what the
// blocks did not include). Replayed blocks are the same bytes, so hashes,
// txids and heights are unchanged across restarts.
//
// The file is text, one record a line: "b <block hex>" or "t <tx hex>",
// each appended and synced before the call that made it returns.
const journalName = "chain.journal"

type journal struct {
	mu   sync.Mutex
	path string
	f    *os.File
}

type journalEntry struct {
	kind byte // 'b' or 't'
	hex  string
}

func readJournal(path string) ([]journalEntry, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	defer f.Close()
	var out []journalEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20) // a full block in hex is 8 MB
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 3 || (line[0] != 'b' && line[0] != 't') || line[1] != ' ' {
			// A torn last line from a crash mid-append: the record it held
			// was never acknowledged.
			continue
		}
		out = append(out, journalEntry{kind: line[0], hex: line[2:]})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	return out, nil
}

// writeJournal replaces the journal with entries and opens it for appends.
func writeJournal(path string, entries []journalEntry) (*journal, error) {
	tmp := path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	w := bufio.NewWriterSize(f, 1<<20)
	for _, e := range entries {
		w.WriteByte(e.kind)
		w.WriteByte(' ')
		w.WriteString(e.hex)
		w.WriteByte('\n')
	}
	err = errors.Join(w.Flush(), f.Sync(), f.Close())
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		return nil, fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	f, err = os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	return &journal{path: path, f: f}, nil
}

func (j *journal) append(kind byte, hexs ...string) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	var b strings.Builder
	for _, h := range hexs {
		b.WriteByte(kind)
		b.WriteByte(' ')
		b.WriteString(h)
		b.WriteByte('\n')
	}
	if _, err := j.f.WriteString(b.String()); err != nil {
		return fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("bitcoin: chain journal: %w", err)
	}
	return nil
}

func (j *journal) close() error { return j.f.Close() }

// replay submits the journal's blocks and transactions to the fresh node,
// then rewrites the journal as the blocks plus the transactions still
// waiting in the mempool, and opens it for appends.
func (n *Node) replay(ctx context.Context) error {
	path := filepath.Join(n.cfg.DataDir, journalName)
	entries, err := readJournal(path)
	if err != nil {
		return err
	}
	var keep []journalEntry
	for i, e := range entries {
		if e.kind != 'b' {
			continue
		}
		var res any
		if err := n.rpc.call(ctx, "submitblock", &res, e.hex); err != nil {
			return fmt.Errorf("bitcoin: replay block %d of the journal: %w", i, err)
		}
		if res != nil { // btcd answers the rejection reason as the result
			return fmt.Errorf("bitcoin: replay block %d of the journal: rejected: %v", i, res)
		}
		keep = append(keep, e)
	}
	for _, e := range entries {
		if e.kind != 't' {
			continue
		}
		var txid string
		// Already mined or double-spent: the error is the expected outcome.
		if err := n.rpc.call(ctx, "sendrawtransaction", &txid, e.hex); err == nil {
			keep = append(keep, e)
		}
	}
	j, err := writeJournal(path, keep)
	if err != nil {
		return err
	}
	n.journal = j
	if len(entries) > 0 {
		n.log.Info("bitcoin: replayed the chain journal", "records", len(entries), "kept", len(keep))
	}
	return nil
}

// recordBlocks journals the raw blocks of hashes.
func (n *Node) recordBlocks(ctx context.Context, hashes []string) error {
	raws := make([]string, 0, len(hashes))
	for _, h := range hashes {
		var raw string
		if err := n.rpc.call(ctx, "getblock", &raw, h, 0); err != nil {
			return fmt.Errorf("bitcoin: journal block %s: %w", h, err)
		}
		raws = append(raws, raw)
	}
	return n.journal.append('b', raws...)
}

// SendRawTransaction broadcasts a raw transaction (hex) and journals it,
// so that it survives a restart until mined.
func (n *Node) SendRawTransaction(ctx context.Context, rawHex string) (string, error) {
	var txid string
	if err := n.rpc.call(ctx, "sendrawtransaction", &txid, rawHex); err != nil {
		return "", err
	}
	if err := n.journal.append('t', rawHex); err != nil {
		return "", err
	}
	return txid, nil
}
