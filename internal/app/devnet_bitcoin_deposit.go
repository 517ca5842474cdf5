//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"time"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// BTC → EVM on the devnet: quotes get their deposit addresses from the
// solver's book, and the status reads the deposits from the chain's
// Esplora API and the book.

// depositBook is where deposit addresses are made and read: this
// process's solver, or an attached devnet's through its admin API.
type depositBook interface {
	QuoteDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error)
	Deposit(ctx context.Context, quoteID string) (solver.Deposit, bool, error)
}

// localBook is the solver of this process (nil without EVM deployments).
type localBook struct{ s *solver.Solver }

var errNoDepositSolver = errors.New("the devnet's solver is not running (no EVM deployments)")

func (b localBook) QuoteDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error) {
	if b.s == nil {
		return solver.Deposit{}, errNoDepositSolver
	}
	return b.s.QuoteDeposit(ctx, t)
}

func (b localBook) Deposit(_ context.Context, quoteID string) (solver.Deposit, bool, error) {
	if b.s == nil {
		return solver.Deposit{}, false, nil
	}
	d, ok := b.s.Deposit(quoteID)
	return d, ok, nil
}

// remoteBook is an attached devnet's solver, through its admin API.
type remoteBook struct{ api *devnet.Client }

func (b remoteBook) QuoteDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error) {
	return b.api.NewBitcoinDeposit(ctx, t)
}

func (b remoteBook) Deposit(ctx context.Context, quoteID string) (solver.Deposit, bool, error) {
	return b.api.BitcoinDeposit(ctx, quoteID)
}

// depositBook is the devnet's deposit book (nil without a Bitcoin chain).
func (r *runningDevnet) depositBook() depositBook {
	switch {
	case r == nil:
		return nil
	case r.bitcoin != nil:
		return localBook{r.solver}
	case r.attached != nil && r.attached.bitcoin != nil:
		return remoteBook{&devnet.Client{URL: r.attached.url}}
	}
	return nil
}

// bitcoinDeposits is the route side's view: the chain the PSBT spends
// from and the solver's deposit addresses.
type bitcoinDeposits struct {
	client *btc.Client
	fees   *btc.FeeRates
	book   depositBook
}

func (b bitcoinDeposits) UTXOs(ctx context.Context, addr string) ([]btc.UTXO, error) {
	return b.client.UTXOs(ctx, addr)
}

func (b bitcoinDeposits) TxHex(ctx context.Context, txid string) ([]byte, error) {
	return b.client.TxHex(ctx, txid)
}

func (b bitcoinDeposits) FeeRate(ctx context.Context) (float64, error) {
	return b.fees.Rate(ctx, 2, 2)
}

func (b bitcoinDeposits) NewDeposit(ctx context.Context, q route.DepositQuote) (string, error) {
	d, err := b.book.QuoteDeposit(ctx, solver.DepositTerms{QuoteID: q.QuoteID, Payer: q.Payer, Sats: q.Sats, ExpiresAt: q.ExpiresAt,
		ToChainID: q.ToChainID, ToToken: q.ToToken, ToAddress: q.ToAddress, ToAmount: q.ToAmount, Fee: depositFee(q.Fee)})
	if err != nil {
		return "", err
	}
	return d.Address, nil
}

// bitcoinDeposits is the Bitcoin chain's deposits for routes (nil without it).
func (r *runningDevnet) bitcoinDeposits() route.BitcoinDeposits {
	b := r.bitcoinReader()
	if b == nil {
		return nil
	}
	return bitcoinDeposits{client: b.client, fees: b.fees, book: r.depositBook()}
}

// bitcoinDepositStatus is the status tracker's view of the deposits.
func (r *runningDevnet) bitcoinDepositStatus() status.BitcoinDeposits {
	b := r.bitcoinReader()
	if b == nil {
		return nil
	}
	return depositStatus{client: b.client, book: r.depositBook()}
}

type depositStatus struct {
	client *btc.Client
	book   depositBook
}

func (d depositStatus) DepositTx(ctx context.Context, txid string) (status.DepositTx, bool, error) {
	c := d.client
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

func (d depositStatus) QuoteDeposit(ctx context.Context, quoteID string) (status.DepositRecord, bool, error) {
	dep, ok, err := d.book.Deposit(ctx, quoteID)
	if err != nil || !ok {
		return status.DepositRecord{}, false, err
	}
	rec := status.DepositRecord{Address: dep.Address, Payer: dep.Payer, Sats: dep.Sats, OrderHash: dep.OrderHash,
		Expiry: time.Unix(dep.Order.Expiry.Int64(), 0), Reason: dep.Reason, Counted: dep.Counted}
	if dep.State == solver.DepositRefunded {
		rec.RefundTx, rec.RefundSats = dep.RefundTx, dep.RefundSats
	}
	if f := dep.Fee; f != nil && f.Paid {
		rec.FeeBeneficiary, rec.FeeAmount, rec.FeeTx = f.Beneficiary, f.Amount.String(), f.TxHash
	} else if f != nil {
		rec.FeeDue = true
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

// depositFee is a route's integrator fee as the solver's deposit carries it.
func depositFee(f *route.DepositFee) *solver.DepositFee {
	if f == nil {
		return nil
	}
	return &solver.DepositFee{Beneficiary: f.Beneficiary, Amount: f.Amount}
}
