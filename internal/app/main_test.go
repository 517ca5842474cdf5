package app

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// emptySource is a liquidity source without chains.
type emptySource struct{ watched chan struct{} }

func (emptySource) Name() string                                     { return "empty" }
func (emptySource) Load(context.Context) ([]*liquidity.Chain, error) { return nil, nil }
func (s emptySource) Watch(ctx context.Context, _ func(*liquidity.Chain)) error {
	close(s.watched)
	<-ctx.Done()
	return nil
}

var listening = regexp.MustCompile(`listening on (http://\S+)`)

// TestMainChainsSeam: Main runs without a devnet on the chains it is
// given, answers on the address it prints, and stops them on Close.
func TestMainChainsSeam(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the whole service")
	}
	cfg := DefaultConfig()
	cfg.Listen, cfg.DataDir, cfg.Mode, cfg.LogLevel = "127.0.0.1:0", t.TempDir(), "live", slog.LevelWarn
	src := emptySource{watched: make(chan struct{})}
	closed := make(chan struct{})
	cfg.Chains = func(context.Context, *catalog.Catalog, *slog.Logger) (*Chains, error) {
		return &Chains{Sources: []liquidity.Source{src}, Close: func() { close(closed) }}, nil
	}
	pr, pw := io.Pipe()
	m := New(cfg, pw, io.Discard)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.Run(ctx); pw.Close() }()
	sc := bufio.NewScanner(pr)
	url := ""
	for url == "" && sc.Scan() {
		if g := listening.FindStringSubmatch(sc.Text()); g != nil {
			url = g[1]
		}
	}
	go io.Copy(io.Discard, pr)
	if url == "" {
		cancel()
		t.Fatalf("no address printed: %v", <-done)
	}
	<-src.watched
	resp, err := http.Get(url + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("readyz: %d", resp.StatusCode)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Run: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Run did not return within 30 s of cancellation")
	}
	m.Close()
	select {
	case <-closed:
	default:
		t.Error("Close did not close the chains")
	}
}
