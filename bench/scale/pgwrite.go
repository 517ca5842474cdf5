package main

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
)

// PGWrite is the latency of one quote write as the PostgreSQL store makes
// it: one INSERT of a row of the quotes table, in its own transaction.
type PGWrite struct {
	Writes            int     `json:"writes"`
	RowBytes          int     `json:"row_bytes"` // request + route of the copied quote
	P50ms             float64 `json:"p50_ms"`
	P99ms             float64 `json:"p99_ms"`
	Maxms             float64 `json:"max_ms"`
	Fsync             string  `json:"fsync"`
	SynchronousCommit string  `json:"synchronous_commit"`
}

// measureQuoteWrites copies a quote the replicas stored (the last, a full
// quote of the quote workload) n times under new ids, one INSERT after
// the other on one connection, times each, then deletes the copies. The
// replicas are idle meanwhile.
func measureQuoteWrites(ctx context.Context, dbURL string, n int) (*PGWrite, error) {
	conn, err := pgx.Connect(ctx, dbURL)
	if err != nil {
		return nil, err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	var w PGWrite
	if err := conn.QueryRow(ctx, "SELECT current_setting('fsync'), current_setting('synchronous_commit')").Scan(&w.Fsync, &w.SynchronousCommit); err != nil {
		return nil, err
	}
	var (
		integrator, fromChain, toChain, fromAddr string
		request, route                           []byte
		created, expires                         int64
		full                                     bool
	)
	err = conn.QueryRow(ctx, `SELECT integrator_id_hash, from_chain, to_chain, from_address, request, route, created_at, expires_at, "full"
		FROM quotes ORDER BY created_at DESC LIMIT 1`).Scan(&integrator, &fromChain, &toChain, &fromAddr, &request, &route, &created, &expires, &full)
	if err != nil {
		return nil, fmt.Errorf("read a stored quote to copy: %w", err)
	}
	w.RowBytes = len(request) + len(route)
	prefix := fmt.Sprintf("bench-scale-write-%d-", time.Now().UnixNano())
	defer func() {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		if _, err := conn.Exec(ctx, "DELETE FROM quotes WHERE id LIKE $1", prefix+"%"); err != nil {
			benchmain.Progress("delete the copied quotes: %v", err)
		}
	}()
	lat := make([]time.Duration, 0, n)
	for i := range n {
		t0 := time.Now()
		_, err := conn.Exec(ctx, `INSERT INTO quotes (id, integrator_id_hash, from_chain, to_chain, from_address, request, route, created_at, expires_at, "full")
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
			fmt.Sprintf("%s%d", prefix, i), integrator, fromChain, toChain, fromAddr, request, route, created, expires, full)
		if err != nil {
			return nil, fmt.Errorf("insert quote %d: %w", i, err)
		}
		lat = append(lat, time.Since(t0))
	}
	slices.Sort(lat)
	w.Writes = len(lat)
	w.P50ms, w.P99ms, w.Maxms = msOf(loadgen.Percentile(lat, 50)), msOf(loadgen.Percentile(lat, 99)), msOf(lat[len(lat)-1])
	return &w, nil
}

func msOf(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
