package bitcoin

import (
	"context"
	"encoding/hex"
	"fmt"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/txscript"
)

// What the solver needs to pay an intents order on Bitcoin: the order names
// its recipient by a 20-byte toAddress, read as a P2WPKH witness program,
// and the payment carries the order id in an OP_RETURN output, which is
// also how the payment is found again after a restart (the chain is the
// record, so an order is never paid twice).

// maxHistoryPages bounds FindPayment's walk of a recipient's history.
const maxHistoryPages = 40

func (w *Wallet) p2wpkh(program [20]byte) (string, error) {
	a, err := btcutil.NewAddressWitnessPubKeyHash(program[:], w.cfg.Net)
	if err != nil {
		return "", err
	}
	return a.EncodeAddress(), nil
}

// PayP2WPKH pays sats to the P2WPKH address of program with data in an
// OP_RETURN output and returns the txid.
func (w *Wallet) PayP2WPKH(ctx context.Context, program [20]byte, sats int64, data []byte) (string, error) {
	to, err := w.p2wpkh(program)
	if err != nil {
		return "", err
	}
	p, err := w.Pay(ctx, to, sats, data)
	if err != nil {
		return "", err
	}
	return p.TxID, nil
}

// FindPayment looks through the history of program's P2WPKH address for a
// transaction paying it with data in an OP_RETURN output, and returns its
// txid and confirmations ("" and 0 when there is none).
func (w *Wallet) FindPayment(ctx context.Context, program [20]byte, data []byte) (string, int64, error) {
	to, err := w.p2wpkh(program)
	if err != nil {
		return "", 0, err
	}
	script, err := txscript.NullDataScript(data)
	if err != nil {
		return "", 0, err
	}
	want := hex.EncodeToString(script)
	last := ""
	for range maxHistoryPages {
		txs, err := w.cfg.Chain.AddressTxs(ctx, to, last)
		if err != nil {
			return "", 0, err
		}
		if len(txs) == 0 {
			return "", 0, nil
		}
		for _, tx := range txs {
			for _, o := range tx.Vout {
				if o.ScriptPubKey != want {
					continue
				}
				if !tx.Status.Confirmed {
					return tx.TxID, 0, nil
				}
				tip, err := w.cfg.Chain.TipHeight(ctx)
				if err != nil {
					return "", 0, err
				}
				return tx.TxID, int64(tip+1) - int64(tx.Status.BlockHeight), nil
			}
		}
		last = txs[len(txs)-1].TxID
		if !txs[len(txs)-1].Status.Confirmed {
			// Only unconfirmed transactions: the page had no confirmed
			// ones, so there are none.
			return "", 0, nil
		}
	}
	return "", 0, fmt.Errorf("bitcoin: %s has more than %d pages of history; the payment was not among them", to, maxHistoryPages)
}
