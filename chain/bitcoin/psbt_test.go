package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/psbt"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/chaincfg/chainhash"
	"github.com/btcsuite/btcd/txscript"
	"github.com/btcsuite/btcd/wire"
	"github.com/google/go-cmp/cmp"
)

// fakeEsplora serves the UTXOs and raw transactions of the given
// transactions' outputs, as an Esplora API would.
func fakeEsplora(t *testing.T, txs ...*wire.MsgTx) *Client {
	t.Helper()
	net := &chaincfg.RegressionNetParams
	mux := http.NewServeMux()
	mux.HandleFunc("GET /address/{a}/utxo", func(w http.ResponseWriter, r *http.Request) {
		out := []UTXO{}
		for _, tx := range txs {
			for i, o := range tx.TxOut {
				_, addrs, _, _ := txscript.ExtractPkScriptAddrs(o.PkScript, net)
				if len(addrs) == 1 && addrs[0].EncodeAddress() == r.PathValue("a") {
					out = append(out, UTXO{TxID: tx.TxHash().String(), Vout: uint32(i), Value: o.Value, Status: TxStatus{Confirmed: true, BlockHeight: 5}})
				}
			}
		}
		_ = json.NewEncoder(w).Encode(out)
	})
	mux.HandleFunc("GET /tx/{txid}/hex", func(w http.ResponseWriter, r *http.Request) {
		for _, tx := range txs {
			if tx.TxHash().String() == r.PathValue("txid") {
				var b bytes.Buffer
				_ = tx.Serialize(&b)
				_, _ = w.Write([]byte(hex.EncodeToString(b.Bytes())))
				return
			}
		}
		http.Error(w, "Transaction not found", http.StatusNotFound)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	c, err := NewClient(ClientConfig{BaseURL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func testKey(b byte) *btcec.PrivateKey {
	k, _ := btcec.PrivKeyFromBytes(bytes.Repeat([]byte{b}, 32))
	return k
}

func fundingTx(script []byte, values ...int64) *wire.MsgTx {
	tx := wire.NewMsgTx(2)
	tx.AddTxIn(wire.NewTxIn(wire.NewOutPoint(&chainhash.Hash{1}, 0), nil, nil))
	for _, v := range values {
		tx.AddTxOut(wire.NewTxOut(v, script))
	}
	return tx
}

func TestBuildDepositPSBT(t *testing.T) {
	net := &chaincfg.RegressionNetParams
	key := testKey(0x11)
	pkh := btcutil.Hash160(key.PubKey().SerializeCompressed())
	wpkh, _ := btcutil.NewAddressWitnessPubKeyHash(pkh, net)
	legacy, _ := btcutil.NewAddressPubKeyHash(pkh, net)
	deposit, _ := btcutil.NewAddressWitnessPubKeyHash(bytes.Repeat([]byte{0x22}, 20), net)
	wScript, _ := txscript.PayToAddrScript(wpkh)
	lScript, _ := txscript.PayToAddrScript(legacy)
	fundW := fundingTx(wScript, 30_000, 80_000)
	fundL := fundingTx(lScript, 200_000)
	api := fakeEsplora(t, fundW, fundL)
	ctx := context.Background()

	t.Run("P2WPKH payer signs and the scripts verify", func(t *testing.T) {
		p, err := BuildDepositPSBT(ctx, api, DepositRequest{From: wpkh.EncodeAddress(), To: deposit.EncodeAddress(), Amount: 100_000, FeeRate: 3, Net: net})
		if err != nil {
			t.Fatal(err)
		}
		// Round trip through the hex a wallet receives.
		raw, _ := hex.DecodeString(p.Hex)
		pk, err := psbt.NewFromRawBytes(bytes.NewReader(raw), false)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]int64{100_000, 110_000 - 100_000 - p.Fee}, outValues(pk.UnsignedTx)); diff != "" {
			t.Errorf("outputs (-want +got):\n%s", diff)
		}
		if p.Fee != Fee(txOverheadVB+2*outputP2WPKHVB+2*inputP2WPKHVB, 3) {
			t.Errorf("fee %d", p.Fee)
		}
		prev := txscript.NewMultiPrevOutFetcher(nil)
		for i, in := range pk.Inputs {
			if in.WitnessUtxo == nil || !bytes.Equal(in.WitnessUtxo.PkScript, wScript) {
				t.Fatalf("input %d: no witness UTXO", i)
			}
			prev.AddPrevOut(pk.UnsignedTx.TxIn[i].PreviousOutPoint, in.WitnessUtxo)
		}
		tx := pk.UnsignedTx
		hashes := txscript.NewTxSigHashes(tx, prev)
		for i, in := range pk.Inputs {
			wit, err := txscript.WitnessSignature(tx, hashes, i, in.WitnessUtxo.Value, wScript, txscript.SigHashAll, key, true)
			if err != nil {
				t.Fatal(err)
			}
			tx.TxIn[i].Witness = wit
		}
		for i, in := range pk.Inputs {
			vm, err := txscript.NewEngine(in.WitnessUtxo.PkScript, tx, i, txscript.StandardVerifyFlags, nil, hashes, in.WitnessUtxo.Value, prev)
			if err != nil {
				t.Fatal(err)
			}
			if err := vm.Execute(); err != nil {
				t.Fatalf("input %d does not verify: %v", i, err)
			}
		}
		if vsize := (tx.SerializeSizeStripped()*3 + tx.SerializeSize() + 3) / 4; int64(vsize) > p.Fee/3 {
			t.Errorf("fee %d at 3 sat/vB pays for %d vB, the transaction is %d vB", p.Fee, p.Fee/3, vsize)
		}
	})

	t.Run("P2PKH payer gets the previous transaction", func(t *testing.T) {
		p, err := BuildDepositPSBT(ctx, api, DepositRequest{From: legacy.EncodeAddress(), To: deposit.EncodeAddress(), Amount: 50_000, FeeRate: 1, Net: net})
		if err != nil {
			t.Fatal(err)
		}
		if in := p.Packet.Inputs[0]; in.NonWitnessUtxo == nil || in.NonWitnessUtxo.TxHash() != fundL.TxHash() {
			t.Fatalf("input has no previous transaction: %+v", in)
		}
	})

	errRows := []struct {
		name string
		req  DepositRequest
		want error
	}{
		{"short", DepositRequest{From: wpkh.EncodeAddress(), To: deposit.EncodeAddress(), Amount: 110_000, FeeRate: 1, Net: net}, ErrInsufficientFunds},
		{"taproot payer", DepositRequest{From: "bcrt1p8wpt9v4frpf3tkn0srd97pksgsxc5hs52lafxwru9kgeephvs7rqjeprhg", To: deposit.EncodeAddress(), Amount: 1000, FeeRate: 1, Net: net}, ErrUnsupportedAddress},
	}
	for _, r := range errRows {
		t.Run(r.name, func(t *testing.T) {
			if _, err := BuildDepositPSBT(ctx, api, r.req); !errors.Is(err, r.want) {
				t.Fatalf("err %v, want %v", err, r.want)
			}
		})
	}
	if _, err := BuildDepositPSBT(ctx, api, DepositRequest{From: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", To: deposit.EncodeAddress(), Amount: 1000, FeeRate: 1, Net: net}); err == nil {
		t.Fatal("a mainnet payer was accepted on regtest")
	}
}

func outValues(tx *wire.MsgTx) []int64 {
	var v []int64
	for _, o := range tx.TxOut {
		v = append(v, o.Value)
	}
	return v
}
