package btctx

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"
	"github.com/btcsuite/btcd/wire"

	"github.com/switchyard-dev/switchyard/api"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

type utxos map[string][]btc.UTXO

func (u utxos) UTXOs(_ context.Context, a string) ([]btc.UTXO, error) { return u[a], nil }
func (utxos) TxHex(context.Context, string) ([]byte, error)           { return nil, nil }

func TestSignVerifies(t *testing.T) {
	net := &chaincfg.RegressionNetParams
	key, _ := btcec.PrivKeyFromBytes(bytes.Repeat([]byte{5}, 32))
	from, err := Address(key, net)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := btcec.PrivKeyFromBytes(bytes.Repeat([]byte{6}, 32))
	deposit, _ := Address(other, net)
	chain := utxos{from: {{TxID: strings.Repeat("11", 32), Vout: 0, Value: 70_000}, {TxID: strings.Repeat("22", 32), Vout: 3, Value: 50_000}}}
	p, err := btc.BuildDepositPSBT(context.Background(), chain, btc.DepositRequest{From: from, To: deposit, Amount: 100_000, FeeRate: 2, Net: net})
	if err != nil {
		t.Fatal(err)
	}
	tr := &api.TransactionRequest{Type: DepositType, Target: deposit, Value: "100000", Data: p.Hex}
	raw, err := Sign(tr, key, net)
	if err != nil {
		t.Fatal(err)
	}
	var tx wire.MsgTx
	if err := tx.Deserialize(bytes.NewReader(raw)); err != nil {
		t.Fatal(err)
	}
	prev := txscript.NewMultiPrevOutFetcher(nil)
	for i, in := range p.Packet.Inputs {
		prev.AddPrevOut(tx.TxIn[i].PreviousOutPoint, in.WitnessUtxo)
	}
	hashes := txscript.NewTxSigHashes(&tx, prev)
	for i, in := range p.Packet.Inputs {
		vm, err := txscript.NewEngine(in.WitnessUtxo.PkScript, &tx, i, txscript.StandardVerifyFlags, nil, hashes, in.WitnessUtxo.Value, prev)
		if err != nil {
			t.Fatal(err)
		}
		if err := vm.Execute(); err != nil {
			t.Fatalf("input %d does not verify: %v", i, err)
		}
	}

	for _, bad := range []struct {
		name string
		tr   api.TransactionRequest
		want string
	}{
		{"another target", api.TransactionRequest{Type: DepositType, Target: from, Value: "100000", Data: p.Hex}, "does not pay"},
		{"another value", api.TransactionRequest{Type: DepositType, Target: deposit, Value: "100001", Data: p.Hex}, "does not pay"},
		{"no PSBT", api.TransactionRequest{Type: DepositType, Target: deposit, Value: "100000"}, "from your wallet"},
		{"an EVM transaction", api.TransactionRequest{Type: "ON_CHAIN_EXECUTION"}, "not a deposit"},
	} {
		if _, err := Sign(&bad.tr, key, net); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: %v, want %q", bad.name, err, bad.want)
		}
	}
	if _, err := Sign(tr, other, net); err == nil {
		t.Error("signed another key's outputs")
	}
}
