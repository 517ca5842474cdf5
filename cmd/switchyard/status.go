package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/explorer"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/status"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// statusChains gives the tracker each chain's reader and, from the
// liquidity book, its route contracts.
type statusChains struct {
	readers map[string]status.EVMReader
	book    *liquidity.Book
}

func (c statusChains) Reader(chainID string) (status.EVMReader, bool) {
	r, ok := c.readers[chainID]
	return r, ok
}

func (c statusChains) Contracts(chainID string) (status.Contracts, bool) {
	snap := c.book.Snapshot()
	if snap == nil {
		return status.Contracts{}, false
	}
	ch, ok := snap.Chain(chainID)
	if !ok {
		return status.Contracts{}, false
	}
	k := ch.Contracts
	return status.Contracts{Router: k.Router, Multicall: k.Multicall, Gateway: k.Gateway, GasService: k.GasService, Settlement: k.Settlement}, true
}

// statusSettings wire the tracker.
type statusSettings struct {
	readers map[string]status.EVMReader
	// explorerAPI is the bridge explorer's API base URL ("" follows GMP
	// routes on the chains alone); explorerPages its pages' base URL.
	explorerAPI, explorerPages string
	// devnetPages: transaction links go to the devnet explorer's block
	// explorer pages instead of the catalog's public explorers.
	devnetPages bool
}

// statusRun is the running tracker.
type statusRun struct {
	tracker *status.Tracker
	stop    func()
}

// startStatus resumes the tracked transactions of the store and runs the
// tracker until Close.
func startStatus(ctx context.Context, s statusSettings, cat *catalog.Catalog, db *sqlite.DB, book *liquidity.Book, logger *slog.Logger) (*statusRun, error) {
	var bridge status.Bridge
	if s.explorerAPI != "" {
		c, err := explorer.New(explorer.Config{APIURL: s.explorerAPI})
		if err != nil {
			return nil, err
		}
		bridge = c
	}
	pages := strings.TrimRight(s.explorerPages, "/")
	env := status.Env{
		ChainData: func(id string) json.RawMessage { d, _ := cat.ChainData(id); return d },
		TxURL: func(chainID, hash string) string {
			if s.devnetPages && pages != "" {
				return pages + "/tx/" + chainID + "/" + hash
			}
			if u := cat.ExplorerURL(chainID); u != "" {
				return strings.TrimRight(u, "/") + "/tx/" + hash
			}
			return ""
		},
		BridgeURL: func(hash string) string {
			if pages == "" {
				return ""
			}
			return pages + "/gmp/" + hash
		},
	}
	tr := status.New(status.Config{Quotes: db, Store: db, Chains: statusChains{readers: s.readers, book: book}, Bridge: bridge, Env: env,
		Logger: logger.With(slog.String("component", "status"))})
	if err := tr.Resume(ctx); err != nil {
		return nil, fmt.Errorf("status: resume tracked transactions: %w", err)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		tr.Run(runCtx)
	}()
	return &statusRun{tracker: tr, stop: func() { cancel(); <-done }}, nil
}

// Close stops the tracker.
func (r *statusRun) Close() { r.stop() }
