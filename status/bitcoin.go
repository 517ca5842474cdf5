package status

import (
	"context"
	"encoding/hex"
	"time"
)

// BitcoinChainID is the catalog's Bitcoin chain: an intents order naming
// it is filled by a payment there, not by an OrderFilled event.
const BitcoinChainID = "bitcoin"

// BitcoinPayments finds the solver's payment of an order on Bitcoin: the
// transaction paying the order's P2WPKH program with the order hash in an
// OP_RETURN output (the devnet's Bitcoin wallet reads it from Esplora).
type BitcoinPayments interface {
	FindPayment(ctx context.Context, program [20]byte, data []byte) (txid string, confirmations int64, err error)
}

// bitcoinConfirmations is how many confirmations make a payment the
// route's success: the solver settles the order after as many.
const bitcoinConfirmations = 1

// observeBitcoinPayment is the destination of an intents order paid on
// Bitcoin: filled once the payment has its confirmations.
func (w *evmObserver) observeBitcoinPayment(ctx context.Context, q *Quote, now time.Time) error {
	if w.bitcoin == nil {
		return nil // not followed here: the order stays ongoing until it is refunded
	}
	e := w.order
	txid, confs, err := w.bitcoin.FindPayment(ctx, [20]byte(e.Order.ToAddress), e.OrderHash[:])
	if err != nil || txid == "" || confs < bitcoinConfirmations {
		return err
	}
	w.dest = Outcome{Seen: true, TxHash: txid, Event: OutcomeFilled, ChainID: q.ToChain, Time: now,
		Recipient: q.ToAddress, Token: q.ToToken, Amount: e.Order.ToAmount.String(),
		Events: []EventLog{{Contract: "bitcoin payment", Event: "Payment", Args: map[string]string{
			"txid": txid, "toAddress": q.ToAddress, "sats": e.Order.ToAmount.String(), "opReturn": hex.EncodeToString(e.OrderHash[:])}}}}
	return nil
}
