//go:build !nodevnet

package main

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	devstate "github.com/switchyard-dev/switchyard/devnet/state"
	"github.com/switchyard-dev/switchyard/status"
)

// TestServeAttachedToDevnet: a replica started with --devnet-url against
// `switchyard devnet` quotes a GMP route and an intents route from what
// the devnet's admin API tells it (no chains, no liquidity file of its
// own), the wallet executes them, the devnet's relayer and solver deliver
// them, and the replica's status follows both to success.
func TestServeAttachedToDevnet(t *testing.T) {
	admin, rpc := devnetAlone(t, "--chains", "1,42161", "--explorer-delay", "0s")
	s := startServe(t, t.TempDir(), "--devnet-url", admin)
	// the log is written in batches: it names the devnet soon, not at once
	eventually(t, func() bool { return strings.Contains(s.stderr.String(), admin) }, "the replica's log names the devnet it attached to")
	w := routeWorldOn(t, s, "", rpc, admin)
	w.fund("1", "USDC", "100000000000")     // 100,000 USDC
	w.fund("42161", "USDC", "100000000000") // 100,000 USDC
	var done []delivered
	for _, rc := range restartRoutes {
		if rc.routeType == "SWAP" {
			continue
		}
		a, d := w.quoteRoute(rc, "attached")
		r := w.executeEthersStyle(rc.fromChain, w.token(rc.fromChain, rc.fromSymbol), rc.amount, a)
		w.waitState(r.TxHash.Hex(), rc.fromChain, rc.toChain, a.Route.QuoteID, status.StateSuccess)
		done = append(done, d)
	}
	w.checkDelivered("through the attached replica", done...)
}

// TestServeDevnetURLChecks: --devnet-url must be a loopback http URL, is
// not combined with the flags of a devnet serve would start, and a devnet
// that does not answer fails the start with a message naming its URL.
func TestServeDevnetURLChecks(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"not http", []string{"--devnet-url", "https://127.0.0.1:8544"}, "must be an http URL"},
		{"not loopback", []string{"--devnet-url", "http://192.0.2.1:8544"}, "not on a loopback host"},
		{"with chains", []string{"--devnet-url", "http://127.0.0.1:8544", "--devnet-chains", "1"}, "--devnet-chains cannot be combined"},
		{"with reset", []string{"--devnet-url", "http://127.0.0.1:8544", "--devnet-reset"}, "--devnet-reset cannot be combined"},
		{"unreachable", []string{"--devnet-url", "http://127.0.0.1:1"}, "--devnet-url http://127.0.0.1:1: cannot read the devnet"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", t.TempDir()}, tc.args...)
			// a serve that wrongly starts runs until the context ends
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			var stdout, stderr syncBuffer
			code := runCommand(ctx, args, &stdout, &stderr)
			if code == 0 || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("exit %d, stderr does not say %q:\n%s", code, tc.want, stderr.String())
			}
		})
	}
}

// TestDevnetStateImportedFromOldLayout: a data dir of the version that
// kept the relayer's state in switchyard.db starts with that state moved
// into the devnet's own file: the relayer's cursors and the chains'
// geneses carry over, so nothing is scanned or delivered again.
func TestDevnetStateImportedFromOldLayout(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	args := []string{"--devnet-chains", "1,42161", "--devnet-block-interval", "200ms"}
	s := startServiceIn(t, dir, args...)
	statePath := filepath.Join(dir, "devnet", devstate.FileName)
	var cursor uint64
	eventually(t, func() bool {
		st, err := devstate.Open(ctx, statePath, "")
		if err != nil {
			return false
		}
		defer st.Close()
		next, found, err := st.RelayerCursor(ctx, 1)
		cursor = next
		return err == nil && found && next > 1
	}, "the relayer's cursor on chain 1")
	s.Stop()

	// The old layout: the relayer's tables in switchyard.db, no state file.
	old, err := sql.Open("sqlite", filepath.Join(dir, "switchyard.db") /* the store file of the old layout */)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := old.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(ctx, `ATTACH DATABASE ? AS moved`, statePath); err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"relayer_cursors", "relayer_messages", "relayer_gas", "devnet_genesis"} {
		if _, err := conn.ExecContext(ctx, `CREATE TABLE main.`+table+` AS SELECT * FROM moved.`+table); err != nil {
			t.Fatal(err)
		}
	}
	// a row only the old file has, which tells an import from a rescan
	if _, err := conn.ExecContext(ctx, `INSERT INTO main.relayer_gas VALUES (1, '0xold', 0, 'NativeGasPaidForContractCall', '', '1', '0x0', '{}')`); err != nil {
		t.Fatal(err)
	}
	conn.ExecContext(ctx, `DETACH DATABASE moved`)
	conn.Close()
	old.Close()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		if err := os.Remove(statePath + suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			t.Fatal(err)
		}
	}

	startServiceIn(t, dir, args...).Stop() // a lost genesis or state would refuse the start
	st, err := devstate.Open(ctx, statePath, "")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if next, found, err := st.RelayerCursor(ctx, 1); err != nil || !found || next < cursor {
		t.Errorf("cursor on chain 1 after the import %d (%v, %v), was %d", next, found, err, cursor)
	}
	for _, id := range []uint64{1, 42161} {
		if _, found, err := st.Genesis(ctx, id); err != nil || !found {
			t.Errorf("chain %d: genesis not recorded after the import (%v)", id, err)
		}
	}
	moved, err := sql.Open("sqlite", statePath)
	if err != nil {
		t.Fatal(err)
	}
	defer moved.Close()
	var n int
	if err := moved.QueryRowContext(ctx, `SELECT COUNT(*) FROM relayer_gas WHERE tx_hash = '0xold'`).Scan(&n); err != nil || n != 1 {
		t.Errorf("the old file's gas payment in the state file: %d (%v), want 1", n, err)
	}
}
