package status

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/api"
)

// BTC → EVM routes: the source transaction is a payment to the quote's
// deposit address on Bitcoin, the destination the solver's fill of the
// deposit's order on the EVM chain (OrderFilled), and a refund a Bitcoin
// payment from the deposit address back to the payer.

// BitcoinDeposits reads BTC → EVM deposits.
type BitcoinDeposits interface {
	// DepositTx reads a Bitcoin transaction; false when the chain does not
	// know it (yet).
	DepositTx(ctx context.Context, txid string) (DepositTx, bool, error)
	// QuoteDeposit is the solver's record of the deposit address made for
	// a quote; false when there is none (a quoteOnly quote).
	QuoteDeposit(ctx context.Context, quoteID string) (DepositRecord, bool, error)
}

// DepositTx is a Bitcoin transaction as the status needs it.
type DepositTx struct {
	TxID    string
	Outputs []DepositOutput
	// Confirmations is 0 while the transaction is in the mempool; Block
	// and Time are its block's.
	Confirmations int64
	Block         uint64
	Time          time.Time
}

// DepositOutput is one output of a DepositTx.
type DepositOutput struct {
	Address string
	Sats    int64
}

// DepositRecord is the solver's record of a quote's deposit.
type DepositRecord struct {
	Address   string
	Payer     string
	Sats      int64
	OrderHash common.Hash
	// Expiry is the fill order's: a deposit not filled by then is refunded.
	Expiry time.Time
	// RefundTx and RefundSats are the refund's payment, once made; Reason
	// why (short, late, unfillable).
	RefundTx   string
	RefundSats int64
	Reason     string
	// Counted are the transactions the solver's decision counted (none
	// before it decided): a later payment to the address is not this
	// quote's deposit.
	Counted []string
	// Extra are the solver's returns of payments made to the address after
	// the deposit was decided.
	Extra []DepositReturn
	// Fee is the integrator's fee the solver pays beside the fill (the
	// fill's token, on the destination); FeeTx its transfer, set once
	// that succeeded.
	FeeBeneficiary common.Address
	FeeAmount      string
	FeeTx          string
	// FeeDue: the deposit carries a fee the solver has not paid yet.
	FeeDue bool
}

// DepositReturn is the solver's return to the payer of later payments to
// a decided deposit address (TxIDs); RefundTx is empty until it is made.
type DepositReturn struct {
	TxIDs      []string
	RefundTx   string
	RefundSats int64
}

// bitcoinDepositObserver reads a BTC → EVM route. It keeps the first time
// it saw the deposit (a mempool transaction has no time of its own) and
// the destination scan's cursor between refreshes.
type bitcoinDepositObserver struct {
	deposits BitcoinDeposits
	evm      *evmObserver
	seenAt   time.Time
	refundAt time.Time
}

func (w *bitcoinDepositObserver) observe(ctx context.Context, q *Quote, txHash common.Hash, now time.Time) (Observation, error) {
	o := Observation{Now: now}
	txid := strings.TrimPrefix(txHash.Hex(), "0x")
	o.Source = Source{TxHash: txid}
	if w.deposits == nil {
		return o, fmt.Errorf("quote %s starts on Bitcoin, which this service does not follow", q.ID)
	}
	rec, ok, err := w.deposits.QuoteDeposit(ctx, q.ID)
	if err != nil || !ok {
		return o, err // no deposit address: nothing to find
	}
	tx, ok, err := w.deposits.DepositTx(ctx, txid)
	if err != nil || !ok {
		return o, err
	}
	var paid int64
	for _, out := range tx.Outputs {
		if out.Address == rec.Address {
			paid += out.Sats
		}
	}
	if paid == 0 {
		return o, nil // not a payment to this quote's deposit
	}
	ret := slices.IndexFunc(rec.Extra, func(r DepositReturn) bool { return slices.Contains(r.TxIDs, txid) })
	if ret < 0 && len(rec.Counted) > 0 && !slices.Contains(rec.Counted, txid) {
		return o, nil // paid after the deposit was decided; found once the solver takes it up to return it
	}
	if w.seenAt.IsZero() {
		w.seenAt = now
	}
	if tx.Confirmations > 0 && !tx.Time.IsZero() && tx.Time.Before(w.seenAt) {
		w.seenAt = tx.Time
	}
	o.Source = Source{State: TxSucceeded, TxHash: txid, Block: tx.Block, Time: w.seenAt, Kind: KindIntents,
		Events: []EventLog{{Contract: "bitcoin deposit", Address: rec.Address, Event: "Deposit", Args: map[string]string{
			"txid": txid, "depositAddress": rec.Address, "sats": strconv.FormatInt(paid, 10), "quotedSats": strconv.FormatInt(rec.Sats, 10),
			"confirmations": strconv.FormatInt(tx.Confirmations, 10), "orderHash": rec.OrderHash.Hex()}}}}
	ord := &Order{Hash: hexutil.Encode(rec.OrderHash[:]), FromAddress: rec.Payer, FromToken: "native", FromAmount: strconv.FormatInt(paid, 10),
		Expiry: rec.Expiry, Expired: now.After(rec.Expiry)}
	o.Order = ord
	if tx.Confirmations == 0 {
		return o, nil // the solver waits for the confirmation
	}
	if ret >= 0 {
		// Paid after the deposit was decided: never filled, only returned.
		o.Source.Events[0].Args["afterDecision"] = "true"
		ord.Expired = true
		if r := rec.Extra[ret]; r.RefundTx != "" {
			w.refunded(ord, q, rec.Payer, r.RefundTx, r.RefundSats, reasonDecided, now)
		}
		return o, nil
	}
	if !w.evm.dest.Seen {
		if err := w.scanFill(ctx, q, rec.OrderHash); err != nil {
			return o, err
		}
	}
	o.Dest = w.evm.dest
	if o.Dest.Seen && rec.FeeDue {
		// The solver pays the integrator's fee just after the fill: the
		// route is done, and its record final, once both are paid.
		o.Dest = Outcome{}
	}
	if o.Dest.Seen && rec.FeeTx != "" {
		o.IntegratorFee = &api.IntegratorFee{ChainID: q.ToChain, Token: o.Dest.Token, Beneficiary: rec.FeeBeneficiary.Hex(), Amount: rec.FeeAmount}
	}
	if !o.Dest.Seen && rec.RefundTx != "" {
		w.refunded(ord, q, rec.Payer, rec.RefundTx, rec.RefundSats, rec.Reason, now)
	}
	return o, nil
}

// late reports whether the observation is of a payment made after the
// deposit was decided.
func late(o *Observation) bool {
	return len(o.Source.Events) > 0 && o.Source.Events[0].Args["afterDecision"] == "true"
}

// reasonDecided is the solver's reason for returning a payment made to a
// deposit address after its deposit was decided.
const reasonDecided = "decided"

// refunded records the return of the payment to the payer in the order.
func (w *bitcoinDepositObserver) refunded(ord *Order, q *Quote, payer, tx string, sats int64, reason string, now time.Time) {
	if w.refundAt.IsZero() {
		w.refundAt = now
	}
	ord.Expired = true
	ord.Refund = &Outcome{Seen: true, TxHash: tx, ChainID: q.FromChain, Time: w.refundAt, Recipient: payer,
		Token: q.FromToken, Amount: strconv.FormatInt(sats, 10), Reason: reason}
}

// scanFill looks for the order's OrderFilled on the destination settlement.
func (w *bitcoinDepositObserver) scanFill(ctx context.Context, q *Quote, hash common.Hash) error {
	dst, ok := w.evm.chains.Reader(q.ToChain)
	if !ok {
		return fmt.Errorf("chain %s: %w", q.ToChain, errNoReader)
	}
	ct, _ := w.evm.chains.Contracts(q.ToChain)
	topics := [][]common.Hash{{settlementABI.GetABI().Events["OrderFilled"].ID}, {hash}}
	logs, _, err := w.evm.scan(ctx, dst, q.ToChain, ct.Settlement, topics, &w.evm.destCursor, w.seenAt)
	if err != nil {
		return err
	}
	for i := range logs {
		l := &logs[i]
		f, err := settlementABI.UnpackOrderFilledEvent(l)
		if err != nil {
			continue
		}
		out := Outcome{Seen: true, TxHash: l.TxHash.Hex(), Block: l.BlockNumber, Event: OutcomeFilled, ChainID: q.ToChain,
			Recipient: f.ToAddress.Hex(), Token: f.ToToken.Hex(), Amount: f.ToAmount.String(),
			Events: []EventLog{{Contract: "intents settlement", Address: l.Address.Hex(), Event: "OrderFilled", LogIndex: l.Index,
				Args: map[string]string{"orderHash": hash.Hex(), "solver": f.Solver.Hex(), "toAddress": f.ToAddress.Hex(), "toToken": f.ToToken.Hex(), "toAmount": f.ToAmount.String()}}}}
		if t, err := blockTime(ctx, dst, l.BlockNumber); err == nil {
			out.Time = t
		}
		w.evm.dest = out
		return nil
	}
	return nil
}

// deriveBitcoinDeposit is deriveIntents for a deposit on Bitcoin: the send
// step is pending until the deposit has its confirmation, and a refund
// says why the deposit went back.
func deriveBitcoinDeposit(r *Record, q *Quote, o *Observation, env Env) {
	deriveIntents(r, q, o, env)
	if o.IntegratorFee != nil {
		r.IntegratorFee = o.IntegratorFee
	}
	r.Status = "deposited"
	if o.Source.Block == 0 {
		r.Status = "confirming"
		r.RouteStatus[0].Status = "pending"
		r.FromChain.CallEventStatus = "pending"
	}
	switch {
	case r.RouteTransactionStatus == StateSuccess:
		r.Status = "filled"
	case o.Order != nil && o.Order.Refund != nil:
		f := o.Order.Refund
		r.Status = "refunded"
		r.Error.Message = "the deposit was returned to fromAddress less the network fee: " + refundWhy(f.Reason)
	case o.Order != nil && o.Order.Expired && o.Order.Refund == nil && late(o):
		r.Error.Message = "the payment came after the quote's deposit was already filled or refunded; it is being returned to fromAddress"
	case o.Order != nil && o.Order.Expired:
		r.Error.Message = "the order expired unfilled; the deposit is being returned to fromAddress"
	}
}

func refundWhy(reason string) string {
	switch reason {
	case "short":
		return "it was less than the quoted amount"
	case "late":
		return "it arrived after the quote expired"
	case "unfillable":
		return "the solver could not fill the order before it expired"
	case reasonDecided:
		return "it was paid to the deposit address after the quote's deposit was already filled or refunded"
	}
	return reason
}
