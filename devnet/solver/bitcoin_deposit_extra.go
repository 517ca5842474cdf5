package solver

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// A deposit address is made for one quote, but nothing stops a wallet from
// paying it again after the deposit was decided: a second payment after the
// fill and collection, or after the refund. The solver keeps watching a
// decided address for DepositWatch after its order's expiry and returns
// every later payment to the quote's payer, less the network fee, as an
// ExtraPayment of the deposit: decided and written before the payment,
// its transaction written after, like every other payment it makes.

// DepositWatch is how long after a deposit's order expired its address is
// still watched for payments made after the deposit was decided.
const DepositWatch = 7 * 24 * time.Hour

// workDecided returns payments made to decided deposits' addresses; it
// scans them when a block came since the last scan, and resumes returns
// under way every time.
func (s *Solver) workDecided(ctx context.Context, dc *Deposits) {
	decided := dc.Book.decided(time.Now(), DepositWatch)
	if len(decided) == 0 {
		return
	}
	tip, err := dc.Chain.TipHeight(ctx)
	if err != nil {
		if ctx.Err() == nil {
			s.log.Warn("solver: deposit addresses: tip height", slog.String("error", err.Error()))
		}
		return
	}
	scan, failed := tip != dc.watchedTip, false
	for _, d := range decided {
		if !scan && d.extraPending() < 0 {
			continue
		}
		if err := s.watchDecided(ctx, dc, d); err != nil && ctx.Err() == nil {
			failed = true
			s.log.Warn("solver: decided deposit address step failed", slog.Uint64("index", uint64(d.Index)), slog.String("quote", d.QuoteID), slog.String("error", err.Error()))
		}
		if ctx.Err() != nil {
			return
		}
	}
	if scan && !failed {
		dc.watchedTip = tip
	}
}

// watchDecided returns the payments made to a decided deposit's address
// that the decision did not count.
func (s *Solver) watchDecided(ctx context.Context, dc *Deposits, d Deposit) error {
	// The book's copy shares the slice: change a copy of it only.
	d.Extra = slices.Clone(d.Extra)
	if i := d.extraPending(); i >= 0 {
		return s.refundExtra(ctx, dc, d, i)
	}
	utxos, err := dc.Chain.UTXOs(ctx, d.Address)
	if err != nil || len(utxos) == 0 {
		return err
	}
	known := d.knownPayments()
	var fresh []string
	var sats int64
	var tip uint64
	for _, u := range utxos {
		if slices.Contains(known, u.TxID) {
			continue // counted by the decision (left there when too small to move) or returned already
		}
		if !u.Status.Confirmed {
			return nil // returned once everything paid so far has the confirmations
		}
		if tip == 0 {
			if tip, err = dc.Chain.TipHeight(ctx); err != nil {
				return err
			}
		}
		if int64(tip+1-u.Status.BlockHeight) < max(s.cfg.Bitcoin.Confirmations, 1) {
			return nil
		}
		if !slices.Contains(fresh, u.TxID) {
			fresh = append(fresh, u.TxID)
		}
		sats += u.Value
	}
	if len(fresh) == 0 {
		return nil
	}
	d.Extra = append(d.Extra, ExtraPayment{TxIDs: fresh, Sats: sats, State: DepositRefunding, Reason: RefundDecided})
	if err := dc.Book.save(d); err != nil {
		return err
	}
	s.log.Info("solver: payment to a decided deposit address", slog.String("quote", d.QuoteID), slog.String("address", d.Address),
		slog.Int64("sats", sats), slog.Any("txids", fresh))
	return s.refundExtra(ctx, dc, d, len(d.Extra)-1)
}

// knownPayments are the transactions paying the address that the deposit
// has accounted for: the ones its decision counted and earlier returns'.
func (d *Deposit) knownPayments() []string {
	known := slices.Clone(d.Counted)
	for _, e := range d.Extra {
		known = append(known, e.TxIDs...)
	}
	return known
}

// refundExtra makes the decided return d.Extra[i]. When the payments it
// returns are gone from the address, the return was made before a restart:
// its transaction is found in the address's history.
func (s *Solver) refundExtra(ctx context.Context, dc *Deposits, d Deposit, i int) error {
	d.Extra = slices.Clone(d.Extra) // the saved copy shares the slice
	e := &d.Extra[i]
	utxos, err := dc.Chain.UTXOs(ctx, d.Address)
	if err != nil {
		return err
	}
	held := slices.ContainsFunc(utxos, func(u btc.UTXO) bool { return slices.Contains(e.TxIDs, u.TxID) })
	txid, sats, tooSmall, err := returnToPayer(ctx, dc, d, held)
	switch {
	case err != nil:
		return fmt.Errorf("solver: return the payments %v: %w", e.TxIDs, err)
	case tooSmall:
		e.State, e.Reason = DepositClosed, e.Reason+": too small to return (the network fee would take it all)"
		return dc.Book.save(d)
	}
	e.State, e.RefundTx, e.RefundSats = DepositRefunded, txid, sats
	if held {
		s.log.Info("solver: payment to a decided deposit address returned", slog.String("quote", d.QuoteID), slog.String("tx", txid),
			slog.Int64("sats", sats))
	}
	return dc.Book.save(d)
}

// paidOut are the transactions by which the solver already moved funds out
// of the deposit's address: none of them is a return still to be found.
func (d *Deposit) paidOut() []string {
	var out []string
	for _, tx := range []string{d.RefundTx, d.CollectTx} {
		if tx != "" {
			out = append(out, tx)
		}
	}
	for _, e := range d.Extra {
		if e.RefundTx != "" {
			out = append(out, e.RefundTx)
		}
	}
	return out
}
