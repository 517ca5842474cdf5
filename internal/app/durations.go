package app

import (
	"context"
	"log/slog"
	"time"

	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// recordDurations is the tracker's OnChange that feeds the measured
// durations (nil for no book). Only success measures a route, with
// timeSpent.total, which counts from the source transaction's block on
// the chains' own clocks: partial_success stops at a destination that
// reverted and refund at an order's expiry, neither of which is how long
// a route takes to deliver. It runs in the tracker's refresh, so a store
// that does not answer within a few seconds costs one sample (logged),
// not the refresh.
func recordDurations(book *route.DurationBook, logger *slog.Logger) func(t *status.Tracked, rec *status.Record) {
	if book == nil {
		return nil
	}
	logger = logger.With(slog.String("component", "durations"))
	return func(t *status.Tracked, rec *status.Record) {
		if rec.RouteTransactionStatus != status.StateSuccess || !rec.Terminal || t.Kind == "" {
			return
		}
		total, ok := rec.TimeSpent["total"]
		if !ok || total < 0 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := book.Record(ctx, t.Kind, t.FromChain, t.ToChain, t.TxHash, time.Duration(total)*time.Second); err != nil {
			logger.Warn("measured route duration not recorded", slog.String("tx", t.TxHash), slog.String("error", err.Error()))
		}
	}
}
