package bitcoin

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/btcsuite/btcd/chaincfg/chainhash"
	"github.com/btcsuite/btcd/txscript"
	"github.com/btcsuite/btcd/wire"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// Payment is a broadcast transaction of the wallet.
type Payment struct {
	TxID string
	// Amount is what the recipient gets, Fee what the miner does (sat).
	Amount, Fee int64
}

// Pay sends sats to the address to, with an OP_RETURN output carrying
// opReturn when it is not empty (the solver puts the order id there). The
// fee comes from the chain's fee estimate; change goes back to Address.
func (w *Wallet) Pay(ctx context.Context, to string, sats int64, opReturn []byte) (Payment, error) {
	_, toScript, err := btc.ParseAddress(to, w.cfg.Net)
	if err != nil {
		return Payment{}, err
	}
	if sats < btc.DustLimit {
		return Payment{}, fmt.Errorf("bitcoin: pay %d sat: below the dust limit of %d sat", sats, btc.DustLimit)
	}
	outs := []*wire.TxOut{wire.NewTxOut(sats, toScript)}
	if len(opReturn) > 0 {
		if len(opReturn) > btc.MaxOpReturn {
			return Payment{}, fmt.Errorf("bitcoin: OP_RETURN data of %d bytes: at most %d relay", len(opReturn), btc.MaxOpReturn)
		}
		script, err := txscript.NullDataScript(opReturn)
		if err != nil {
			return Payment{}, err
		}
		outs = append(outs, wire.NewTxOut(0, script))
	}
	var outsVB int64
	for _, o := range outs {
		outsVB += btc.OutputVB(len(o.PkScript))
	}

	w.mu.Lock()
	defer w.mu.Unlock()
	rate, err := w.feeRate(ctx)
	if err != nil {
		return Payment{}, err
	}
	owned, err := w.spendableOwned(ctx)
	if err != nil {
		return Payment{}, err
	}
	plain := make([]btc.UTXO, len(owned))
	byOutpoint := make(map[outpoint]ownedUTXO, len(owned))
	for i, o := range owned {
		plain[i] = o.UTXO
		byOutpoint[outpoint{o.TxID, o.Vout}] = o
	}
	sel, err := btc.SelectCoins(plain, sats, outsVB, 68, rate)
	if err != nil {
		return Payment{}, fmt.Errorf("devnet wallet %s: %w", w.Address(), err)
	}
	if sel.Change > 0 {
		outs = append(outs, wire.NewTxOut(sel.Change, w.main.script))
	}
	ins := make([]ownedUTXO, len(sel.Inputs))
	for i, u := range sel.Inputs {
		ins[i] = byOutpoint[outpoint{u.TxID, u.Vout}]
	}
	txid, err := w.signAndSend(ctx, ins, outs)
	if err != nil {
		return Payment{}, err
	}
	return Payment{TxID: txid, Amount: sats, Fee: sel.Fee}, nil
}

// ErrTooSmallToMove is a sweep of outputs worth less than the network fee
// of moving them (plus dust).
var ErrTooSmallToMove = errors.New("bitcoin: too small to move")

// Sweep sends everything paid to deposit address index to the address to,
// less the network fee: how the solver collects a deposit, and how it
// refunds one (to the payer's address).
func (w *Wallet) Sweep(ctx context.Context, index uint32, to string) (Payment, error) {
	_, toScript, err := btc.ParseAddress(to, w.cfg.Net)
	if err != nil {
		return Payment{}, err
	}
	k, err := w.depositKey(index)
	if err != nil {
		return Payment{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	rate, err := w.feeRate(ctx)
	if err != nil {
		return Payment{}, err
	}
	utxos, err := w.cfg.Chain.UTXOs(ctx, k.addr.EncodeAddress())
	if err != nil {
		return Payment{}, err
	}
	var ins []ownedUTXO
	var total int64
	for _, u := range utxos {
		if w.spent[outpoint{u.TxID, u.Vout}] {
			continue
		}
		ins = append(ins, ownedUTXO{UTXO: u, key: k})
		total += u.Value
	}
	if len(ins) == 0 {
		return Payment{}, fmt.Errorf("bitcoin: deposit address %d (%s) holds nothing to sweep", index, k.addr.EncodeAddress())
	}
	fee := btc.SweepFee(len(ins), btc.OutputVB(len(toScript)), rate)
	amount := total - fee
	if amount < btc.DustLimit {
		return Payment{}, fmt.Errorf("%w: deposit address %d holds %d sat, which does not cover the %d sat fee of moving it", ErrTooSmallToMove, index, total, fee)
	}
	txid, err := w.signAndSend(ctx, ins, []*wire.TxOut{wire.NewTxOut(amount, toScript)})
	if err != nil {
		return Payment{}, err
	}
	return Payment{TxID: txid, Amount: amount, Fee: fee}, nil
}

// Collect moves deposit index into the wallet, keeping keep satoshis
// there (the quoted amount) and returning the rest to the payer's address
// in the same transaction, less the network fee; rest is what the payer
// gets (0 when the excess would not cover its output's fee plus dust, then
// the wallet keeps all of it). One transaction spends every output, so a
// retry after it finds nothing to move.
func (w *Wallet) Collect(ctx context.Context, index uint32, keep int64, payer string) (p Payment, rest int64, err error) {
	_, payerScript, err := btc.ParseAddress(payer, w.cfg.Net)
	if err != nil {
		return Payment{}, 0, err
	}
	k, err := w.depositKey(index)
	if err != nil {
		return Payment{}, 0, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	rate, err := w.feeRate(ctx)
	if err != nil {
		return Payment{}, 0, err
	}
	utxos, err := w.cfg.Chain.UTXOs(ctx, k.addr.EncodeAddress())
	if err != nil {
		return Payment{}, 0, err
	}
	var ins []ownedUTXO
	var total int64
	for _, u := range utxos {
		if !w.spent[outpoint{u.TxID, u.Vout}] {
			ins = append(ins, ownedUTXO{UTXO: u, key: k})
			total += u.Value
		}
	}
	if len(ins) == 0 {
		return Payment{}, 0, fmt.Errorf("bitcoin: deposit address %d (%s) holds nothing to collect", index, k.addr.EncodeAddress())
	}
	fee := btc.SweepFee(len(ins), btc.OutputVB(len(w.main.script)), rate)
	splitFee := fee + btc.Fee(btc.OutputVB(len(payerScript)), rate)
	var outs []*wire.TxOut
	if rest = total - keep - splitFee; keep > 0 && rest >= btc.DustLimit && total-rest-splitFee >= btc.DustLimit {
		outs, fee = []*wire.TxOut{wire.NewTxOut(total-rest-splitFee, w.main.script), wire.NewTxOut(rest, payerScript)}, splitFee
	} else {
		rest = 0
		if total-fee < btc.DustLimit {
			return Payment{}, 0, fmt.Errorf("%w: deposit address %d holds %d sat, which does not cover the %d sat fee of moving it", ErrTooSmallToMove, index, total, fee)
		}
		outs = []*wire.TxOut{wire.NewTxOut(total-fee, w.main.script)}
	}
	txid, err := w.signAndSend(ctx, ins, outs)
	if err != nil {
		return Payment{}, 0, err
	}
	return Payment{TxID: txid, Amount: outs[0].Value, Fee: fee}, rest, nil
}

// Refund returns deposit index to the payer's address (a sweep to it).
func (w *Wallet) Refund(ctx context.Context, index uint32, payer string) (Payment, error) {
	return w.Sweep(ctx, index, payer)
}

// signAndSend signs the P2WPKH inputs ins (BIP-143, SIGHASH_ALL),
// broadcasts the transaction and marks the inputs spent. Callers hold mu.
func (w *Wallet) signAndSend(ctx context.Context, ins []ownedUTXO, outs []*wire.TxOut) (string, error) {
	tx := wire.NewMsgTx(2)
	prev := txscript.NewMultiPrevOutFetcher(nil)
	for _, in := range ins {
		h, err := chainhash.NewHashFromStr(in.TxID)
		if err != nil {
			return "", fmt.Errorf("bitcoin: UTXO txid %q: %w", in.TxID, err)
		}
		op := wire.NewOutPoint(h, in.Vout)
		tx.AddTxIn(wire.NewTxIn(op, nil, nil))
		prev.AddPrevOut(*op, wire.NewTxOut(in.Value, in.key.script))
	}
	for _, o := range outs {
		tx.AddTxOut(o)
	}
	hashes := txscript.NewTxSigHashes(tx, prev)
	for i, in := range ins {
		wit, err := txscript.WitnessSignature(tx, hashes, i, in.Value, in.key.script, txscript.SigHashAll, in.key.priv, true)
		if err != nil {
			return "", fmt.Errorf("bitcoin: sign input %d: %w", i, err)
		}
		tx.TxIn[i].Witness = wit
	}
	var buf bytes.Buffer
	if err := tx.Serialize(&buf); err != nil {
		return "", err
	}
	txid, err := w.cfg.Chain.Broadcast(ctx, buf.Bytes())
	if err != nil {
		return "", err
	}
	for _, in := range ins {
		w.spent[outpoint{in.TxID, in.Vout}] = true
	}
	return txid, nil
}
