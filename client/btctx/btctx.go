// Package btctx performs the deposit of a route that starts on Bitcoin, as
// a wallet does: it signs the unsigned PSBT of transactionRequest.data
// (a P2WPKH payer's inputs) exactly as returned, finalizes it and sends
// the transaction through an Esplora-compatible API (POST /tx). It is the
// Bitcoin half of the Go client, beside evmtx.
package btctx

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"

	"github.com/switchyard-dev/switchyard/api"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// DepositType is transactionRequest.type of a deposit.
const DepositType = "DEPOSIT_ADDRESS_CALLDATA"

// Address is key's P2WPKH address on net: the fromAddress whose outputs
// the route's PSBT spends, and where refunds go.
func Address(key *btcec.PrivateKey, net *chaincfg.Params) (string, error) {
	a, err := btcutil.NewAddressWitnessPubKeyHash(btcutil.Hash160(key.PubKey().SerializeCompressed()), net)
	if err != nil {
		return "", err
	}
	return a.EncodeAddress(), nil
}

// Sign signs the route's deposit PSBT with key and returns the final
// transaction. It checks the PSBT pays transactionRequest.value to
// transactionRequest.target before signing anything.
func Sign(tr *api.TransactionRequest, key *btcec.PrivateKey, net *chaincfg.Params) ([]byte, error) {
	if tr == nil || tr.Type != DepositType {
		return nil, errors.New("btctx: the route's transactionRequest is not a deposit")
	}
	if tr.Data == "" {
		return nil, fmt.Errorf("btctx: the route carries no PSBT for this payer: pay %s sat to %s from your wallet instead", tr.Value, tr.Target)
	}
	raw, err := hex.DecodeString(tr.Data)
	if err != nil {
		return nil, fmt.Errorf("btctx: transactionRequest.data is not hex: %w", err)
	}
	p, err := psbt.NewFromRawBytes(bytes.NewReader(raw), false)
	if err != nil {
		return nil, fmt.Errorf("btctx: transactionRequest.data is not a PSBT: %w", err)
	}
	if err := checkPays(p, tr, net); err != nil {
		return nil, err
	}
	prev := txscript.NewMultiPrevOutFetcher(nil)
	for i, in := range p.Inputs {
		if in.WitnessUtxo == nil {
			return nil, fmt.Errorf("btctx: input %d has no witness UTXO: only P2WPKH payers are signed here", i)
		}
		prev.AddPrevOut(p.UnsignedTx.TxIn[i].PreviousOutPoint, in.WitnessUtxo)
	}
	hashes := txscript.NewTxSigHashes(p.UnsignedTx, prev)
	up, err := psbt.NewUpdater(p)
	if err != nil {
		return nil, err
	}
	pub := key.PubKey().SerializeCompressed()
	for i, in := range p.Inputs {
		sig, err := txscript.RawTxInWitnessSignature(p.UnsignedTx, hashes, i, in.WitnessUtxo.Value, in.WitnessUtxo.PkScript, txscript.SigHashAll, key)
		if err != nil {
			return nil, fmt.Errorf("btctx: sign input %d: %w", i, err)
		}
		if res, err := up.Sign(i, sig, pub, nil, nil); err != nil || res != psbt.SignSuccesful {
			return nil, fmt.Errorf("btctx: sign input %d (not the key's output?): %v %w", i, res, err)
		}
	}
	if err := psbt.MaybeFinalizeAll(p); err != nil {
		return nil, fmt.Errorf("btctx: finalize: %w", err)
	}
	tx, err := psbt.Extract(p)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := tx.Serialize(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// checkPays refuses a PSBT that does not pay value to target.
func checkPays(p *psbt.Packet, tr *api.TransactionRequest, net *chaincfg.Params) error {
	_, script, err := btc.ParseAddress(tr.Target, net)
	if err != nil {
		return fmt.Errorf("btctx: target: %w", err)
	}
	value, err := strconv.ParseInt(tr.Value, 10, 64)
	if err != nil {
		return fmt.Errorf("btctx: value %q is not a number of satoshis", tr.Value)
	}
	for _, o := range p.UnsignedTx.TxOut {
		if bytes.Equal(o.PkScript, script) && o.Value == value {
			return nil
		}
	}
	return fmt.Errorf("btctx: the PSBT does not pay %d sat to %s", value, tr.Target)
}

// Send broadcasts a signed transaction through the Esplora API at url and
// returns its txid.
func Send(ctx context.Context, url string, raw []byte) (string, error) {
	c, err := btc.NewClient(btc.ClientConfig{BaseURL: url})
	if err != nil {
		return "", err
	}
	return c.Broadcast(ctx, raw)
}
