package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/chaincfg/chainhash"
	"github.com/btcsuite/btcd/txscript"
	"github.com/btcsuite/btcd/wire"
)

// ErrUnsupportedAddress is a fromAddress of a type a PSBT is not built for
// (only P2WPKH and P2PKH payers are): the payer can still pay the deposit
// address from its own wallet.
var ErrUnsupportedAddress = errors.New("bitcoin: unsupported address type")

// UTXOReader is what building a PSBT reads of the chain; *Client has it.
type UTXOReader interface {
	UTXOs(ctx context.Context, addr string) ([]UTXO, error)
	TxHex(ctx context.Context, txid string) ([]byte, error)
}

// DepositRequest asks for a PSBT paying Amount satoshis from From to To.
type DepositRequest struct {
	From, To string
	Amount   int64
	// FeeRate is in sat/vB.
	FeeRate float64
	// Net is the chain the addresses are for (chaincfg.MainNetParams,
	// chaincfg.RegressionNetParams).
	Net *chaincfg.Params
}

// DepositPSBT is an unsigned PSBT and what it spends.
type DepositPSBT struct {
	Packet *psbt.Packet
	// Hex and Base64 are the serialized packet (BIP-174).
	Hex, Base64 string
	Fee, Change int64
}

// ParseAddress decodes addr for net and returns it with its output script.
func ParseAddress(addr string, net *chaincfg.Params) (btcutil.Address, []byte, error) {
	a, err := btcutil.DecodeAddress(addr, net)
	if err != nil {
		return nil, nil, fmt.Errorf("bitcoin: %q is not a %s address: %w", addr, net.Name, err)
	}
	if !a.IsForNet(net) {
		return nil, nil, fmt.Errorf("bitcoin: %q is not a %s address", addr, net.Name)
	}
	script, err := txscript.PayToAddrScript(a)
	if err != nil {
		return nil, nil, fmt.Errorf("bitcoin: %q: %w", addr, err)
	}
	return a, script, nil
}

// InputVB is the virtual size of spending one output of addr's type.
func InputVB(a btcutil.Address) (int64, error) {
	switch a.(type) {
	case *btcutil.AddressWitnessPubKeyHash:
		return inputP2WPKHVB, nil
	case *btcutil.AddressPubKeyHash:
		return inputP2PKHVB, nil
	default:
		return 0, fmt.Errorf("%w: a PSBT is built for P2WPKH (bc1q...) and P2PKH (1...) payers; pay the deposit address from your wallet instead", ErrUnsupportedAddress)
	}
}

// BuildDepositPSBT builds an unsigned PSBT spending From's outputs to pay
// Amount to To, change back to From. Each input carries what signers need
// unmodified: the witness UTXO for a P2WPKH payer, the previous
// transaction for a P2PKH one. ErrInsufficientFunds says From cannot pay.
func BuildDepositPSBT(ctx context.Context, chain UTXOReader, req DepositRequest) (DepositPSBT, error) {
	from, fromScript, err := ParseAddress(req.From, req.Net)
	if err != nil {
		return DepositPSBT{}, err
	}
	_, toScript, err := ParseAddress(req.To, req.Net)
	if err != nil {
		return DepositPSBT{}, err
	}
	inVB, err := InputVB(from)
	if err != nil {
		return DepositPSBT{}, err
	}
	if req.Amount < DustLimit {
		return DepositPSBT{}, fmt.Errorf("bitcoin: amount %d sat is below the dust limit of %d sat", req.Amount, DustLimit)
	}
	utxos, err := chain.UTXOs(ctx, req.From)
	if err != nil {
		return DepositPSBT{}, err
	}
	sel, err := SelectCoins(utxos, req.Amount, OutputVB(len(toScript)), inVB, req.FeeRate)
	if err != nil {
		return DepositPSBT{}, fmt.Errorf("%s cannot pay: %w", req.From, err)
	}
	outpoints := make([]*wire.OutPoint, len(sel.Inputs))
	sequences := make([]uint32, len(sel.Inputs))
	for i, u := range sel.Inputs {
		h, err := chainhash.NewHashFromStr(u.TxID)
		if err != nil {
			return DepositPSBT{}, fmt.Errorf("bitcoin: UTXO txid %q: %w", u.TxID, err)
		}
		outpoints[i] = wire.NewOutPoint(h, u.Vout)
		sequences[i] = wire.MaxTxInSequenceNum - 2 // replaceable (BIP-125)
	}
	outs := []*wire.TxOut{wire.NewTxOut(req.Amount, toScript)}
	if sel.Change > 0 {
		outs = append(outs, wire.NewTxOut(sel.Change, fromScript))
	}
	p, err := psbt.New(outpoints, outs, 2, 0, sequences)
	if err != nil {
		return DepositPSBT{}, fmt.Errorf("bitcoin: build PSBT: %w", err)
	}
	up, err := psbt.NewUpdater(p)
	if err != nil {
		return DepositPSBT{}, err
	}
	for i, u := range sel.Inputs {
		if _, legacy := from.(*btcutil.AddressPubKeyHash); legacy {
			prev, err := previousTx(ctx, chain, u)
			if err != nil {
				return DepositPSBT{}, err
			}
			err = up.AddInNonWitnessUtxo(prev, i)
			if err != nil {
				return DepositPSBT{}, err
			}
			continue
		}
		if err := up.AddInWitnessUtxo(wire.NewTxOut(u.Value, fromScript), i); err != nil {
			return DepositPSBT{}, err
		}
	}
	var buf bytes.Buffer
	if err := p.Serialize(&buf); err != nil {
		return DepositPSBT{}, fmt.Errorf("bitcoin: serialize PSBT: %w", err)
	}
	b64, err := p.B64Encode()
	if err != nil {
		return DepositPSBT{}, err
	}
	return DepositPSBT{Packet: p, Hex: hex.EncodeToString(buf.Bytes()), Base64: b64, Fee: sel.Fee, Change: sel.Change}, nil
}

// previousTx fetches the transaction that created u and checks it does.
func previousTx(ctx context.Context, chain UTXOReader, u UTXO) (*wire.MsgTx, error) {
	raw, err := chain.TxHex(ctx, u.TxID)
	if err != nil {
		return nil, err
	}
	var tx wire.MsgTx
	if err := tx.Deserialize(bytes.NewReader(raw)); err != nil {
		return nil, fmt.Errorf("bitcoin: transaction %s: %w", u.TxID, err)
	}
	if tx.TxHash().String() != u.TxID || int(u.Vout) >= len(tx.TxOut) {
		return nil, fmt.Errorf("bitcoin: transaction %s from the API does not match its UTXO", u.TxID)
	}
	return &tx, nil
}
