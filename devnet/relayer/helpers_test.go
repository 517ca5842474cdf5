package relayer_test

import (
	"context"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/params"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
	"github.com/switchyard-dev/switchyard/devnet/relayer/relayertest"
	"github.com/switchyard-dev/switchyard/devnet/state"
)

func openStore(t *testing.T, path string) *state.DB {
	t.Helper()
	db, err := state.Open(context.Background(), path, "")
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func tempStore(t *testing.T) *state.DB {
	t.Helper()
	db := openStore(t, filepath.Join(t.TempDir(), "relayer.db"))
	t.Cleanup(func() { db.Close() })
	return db
}

func testLogger() *slog.Logger {
	if testing.Verbose() {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

// transitions records the statuses each message went through.
type transitions struct {
	mu   sync.Mutex
	seen map[string][]relayer.Status
}

func (tr *transitions) observe(e relayer.Event) {
	if e.Kind != relayer.EventTransition || e.From == e.To {
		return
	}
	tr.mu.Lock()
	defer tr.mu.Unlock()
	if tr.seen == nil {
		tr.seen = map[string][]relayer.Status{}
	}
	if len(tr.seen[e.MessageID]) == 0 {
		tr.seen[e.MessageID] = []relayer.Status{e.From}
	}
	tr.seen[e.MessageID] = append(tr.seen[e.MessageID], e.To)
}

func (tr *transitions) of(id string) []relayer.Status {
	tr.mu.Lock()
	defer tr.mu.Unlock()
	return append([]relayer.Status(nil), tr.seen[id]...)
}

// start runs a relayer until the test ends (or stop is called).
func start(t *testing.T, cfg relayer.Config) (stop func()) {
	t.Helper()
	if cfg.PollInterval == 0 {
		cfg.PollInterval = 15 * time.Millisecond
	}
	if cfg.Confirmations == 0 {
		cfg.Confirmations = 1
	}
	if cfg.Logger == nil {
		cfg.Logger = testLogger()
	}
	r, err := relayer.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("relayer run: %v", err)
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

// message reads a message from the store, failing the test if it is unknown.
func message(t *testing.T, db relayer.Store, id string) *relayer.Message {
	t.Helper()
	m, err := db.RelayerMessage(context.Background(), id)
	if err != nil {
		t.Fatalf("message %s: %v", id, err)
	}
	return m
}

// waitStatus waits until the message reaches the status.
func waitStatus(t *testing.T, db relayer.Store, id string, want relayer.Status) *relayer.Message {
	t.Helper()
	var last *relayer.Message
	relayertest.Eventually(t, "message "+id+" "+string(want), func() bool {
		m, err := db.RelayerMessage(context.Background(), id)
		if err != nil {
			return false
		}
		last = m
		return m.Status == want || (m.Status.Terminal() && m.Status != want)
	})
	if last.Status != want {
		t.Fatalf("message %s ended %s (%+v), want %s", id, last.Status, last.Error, want)
	}
	return last
}

func ether(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.Ether)) }

func gwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.GWei)) }

func usdc(n int64) *big.Int { return big.NewInt(n * 1_000_000) }
