//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"time"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// BTC → EVM on the devnet: quotes get their deposit addresses from the
// solver's book, and the status reads the deposits from the chain's
// Esplora API and the book.

// bitcoinDeposits is the route side's view: the chain the PSBT spends
// from and the solver's deposit addresses.
type bitcoinDeposits struct{ r *runningDevnet }

func (b bitcoinDeposits) UTXOs(ctx context.Context, addr string) ([]btc.UTXO, error) {
	return b.r.bitcoin.Client.UTXOs(ctx, addr)
}

func (b bitcoinDeposits) TxHex(ctx context.Context, txid string) ([]byte, error) {
	return b.r.bitcoin.Client.TxHex(ctx, txid)
}

func (b bitcoinDeposits) FeeRate(ctx context.Context) (float64, error) {
	return b.r.bitcoin.Client.FeeRate(ctx, 2, 2)
}

var errNoDepositSolver = errors.New("the devnet's solver is not running (no EVM deployments)")

func (b bitcoinDeposits) NewDeposit(ctx context.Context, q route.DepositQuote) (string, error) {
	if b.r.solver == nil {
		return "", errNoDepositSolver
	}
	d, err := b.r.solver.QuoteDeposit(ctx, solver.DepositTerms{QuoteID: q.QuoteID, Payer: q.Payer, Sats: q.Sats, ExpiresAt: q.ExpiresAt,
		ToChainID: q.ToChainID, ToToken: q.ToToken, ToAddress: q.ToAddress, ToAmount: q.ToAmount})
	if err != nil {
		return "", err
	}
	return d.Address, nil
}

// bitcoinDeposits is the running chain's deposits for routes (nil without it).
func (r *runningDevnet) bitcoinDeposits() route.BitcoinDeposits {
	if r == nil || r.bitcoin == nil {
		return nil
	}
	return bitcoinDeposits{r}
}

// bitcoinDepositStatus is the status tracker's view of the deposits.
func (r *runningDevnet) bitcoinDepositStatus() status.BitcoinDeposits {
	if r == nil || r.bitcoin == nil {
		return nil
	}
	return depositStatus{r}
}

type depositStatus struct{ r *runningDevnet }

func (d depositStatus) DepositTx(ctx context.Context, txid string) (status.DepositTx, bool, error) {
	c := d.r.bitcoin.Client
	tx, err := c.Tx(ctx, txid)
	if errors.Is(err, btc.ErrTxNotFound) {
		return status.DepositTx{}, false, nil
	}
	if err != nil {
		return status.DepositTx{}, false, err
	}
	out := status.DepositTx{TxID: tx.TxID}
	for _, o := range tx.Vout {
		out.Outputs = append(out.Outputs, status.DepositOutput{Address: o.ScriptPubKeyAddress, Sats: o.Value})
	}
	if tx.Status.Confirmed {
		tip, err := c.TipHeight(ctx)
		if err != nil {
			return status.DepositTx{}, false, err
		}
		out.Confirmations = int64(tip+1) - int64(tx.Status.BlockHeight)
		out.Block, out.Time = tx.Status.BlockHeight, time.Unix(tx.Status.BlockTime, 0)
	}
	return out, true, nil
}

func (d depositStatus) QuoteDeposit(_ context.Context, quoteID string) (status.DepositRecord, bool, error) {
	if d.r.solver == nil {
		return status.DepositRecord{}, false, nil
	}
	dep, ok := d.r.solver.Deposit(quoteID)
	if !ok {
		return status.DepositRecord{}, false, nil
	}
	rec := status.DepositRecord{Address: dep.Address, Payer: dep.Payer, Sats: dep.Sats, OrderHash: dep.OrderHash,
		Expiry: time.Unix(dep.Order.Expiry.Int64(), 0), Reason: dep.Reason, Counted: dep.Counted}
	if dep.State == solver.DepositRefunded {
		rec.RefundTx, rec.RefundSats = dep.RefundTx, dep.RefundSats
	}
	for _, e := range dep.Extra {
		r := status.DepositReturn{TxIDs: e.TxIDs}
		if e.State == solver.DepositRefunded {
			r.RefundTx, r.RefundSats = e.RefundTx, e.RefundSats
		}
		rec.Extra = append(rec.Extra, r)
	}
	return rec, true, nil
}
