package ledger

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// checkResult holds what every decoder promises of a result it returns
// without error.
func checkResult(t *testing.T, who string, res status.TxResult, err error) {
	t.Helper()
	if err != nil {
		return
	}
	switch res.State {
	case status.TxUnknown, status.TxPending:
		if res.Block != 0 || !res.Time.IsZero() || res.Reason != "" {
			t.Errorf("%s: %v result carries inclusion data: %+v", who, res.State, res)
		}
	case status.TxSucceeded:
		if res.Reason != "" {
			t.Errorf("%s: succeeded with a reason: %+v", who, res)
		}
	case status.TxFailed:
		if res.Reason == "" {
			t.Errorf("%s: failed without a reason: %+v", who, res)
		}
	default:
		t.Errorf("%s: state %d out of range", who, res.State)
	}
	if !res.Time.IsZero() && (res.Time.Location() != time.UTC || res.Time.Year() > 9999) {
		t.Errorf("%s: time %v not UTC or out of range", who, res.Time)
	}
}

// checkCosmosTx holds what the Cosmos transaction decoders promise of a
// transaction they return.
func checkCosmosTx(t *testing.T, tx status.CosmosTx, found bool, err error) {
	t.Helper()
	if err != nil || !found {
		if len(tx.Packets) > 0 || tx.Hash != "" {
			t.Errorf("cosmos tx: not found or failed, but %+v", tx)
		}
		return
	}
	if len(tx.Hash) != 64 || tx.Height == 0 || (tx.Code != 0) != (tx.Log != "") {
		t.Errorf("cosmos tx: incoherent %+v", tx)
	}
	if !tx.Time.IsZero() && (tx.Time.Location() != time.UTC || tx.Time.Year() > 9999) {
		t.Errorf("cosmos tx: time %v not UTC or out of range", tx.Time)
	}
	for _, p := range tx.Packets {
		if p.Sequence == 0 || p.SrcChannel == "" || p.DstChannel == "" {
			t.Errorf("cosmos tx: incoherent packet %+v", p)
		}
	}
}

// FuzzDecoders feeds the same bytes to every family's decoder, as a body
// and, for the JSON-RPC families, as a result: none may panic, and what
// they return must be a coherent result.
func FuzzDecoders(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*"))
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`null`))
	f.Add([]byte(`{"result":{"value":[{"slot":1,"confirmationStatus":"confirmed","err":{}}]}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		raw := json.RawMessage(body)
		if res, err := decodeRPC(body); err == nil {
			raw = res
		}
		res, found, err := decodeEVMReceipt(raw)
		if err == nil && !found && res != (status.TxResult{}) {
			t.Errorf("evm receipt: not found but %+v", res)
		}
		checkResult(t, "evm receipt", res, err)
		_, _ = decodeEVMTx(raw)
		if tm, err := decodeEVMBlockTime(raw); err == nil && !tm.IsZero() && tm.Year() > 9999 {
			t.Errorf("evm block time %v out of range", tm)
		}
		for _, code := range []int{200, 400, 404, 500} {
			res, err := decodeCosmos(code, body)
			checkResult(t, "cosmos", res, err)
			tx, found, err := decodeCosmosTx(code, body)
			checkCosmosTx(t, tx, found, err)
			if txs, err := decodeCosmosSearch(code, body); err == nil {
				for _, tx := range txs {
					checkCosmosTx(t, tx, true, nil)
				}
			}
			res, err = decodeEsploraStatus(code, body)
			checkResult(t, "esplora", res, err)
			_, _ = esploraKnown(code, body)
			res, err = decodeStellar(code, body)
			checkResult(t, "stellar", res, err)
		}
		res, err = decodeSolanaStatus(raw)
		checkResult(t, "solana", res, err)
		_, _ = decodeSolanaBlockTime(raw)
		res, err = decodeSui(raw)
		checkResult(t, "sui", res, err)
		res, err = decodeXRPL(body)
		checkResult(t, "xrpl", res, err)
		_ = stellarResult(string(body))
	})
}

// FuzzBase58Len checks the length decoder against math/big.
func FuzzBase58Len(f *testing.F) {
	for _, s := range []string{"", "1", "11", "5Q", "5R", "3RceamVzi9mcxpNycd1WaodwS2czyVNvhh3T1FanvZ3yC8AyL1dRtxBjVZaZhuzHfqgMGBSwj3D4gRmUiVMgcjfj", "0OIl"} {
		f.Add(s)
	}
	const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	f.Fuzz(func(t *testing.T, s string) {
		want := -1
		if s != "" && len(s) <= 128 && strings.Trim(s, alphabet) == "" {
			n := new(big.Int)
			for i := 0; i < len(s); i++ {
				n.Mul(n, big.NewInt(58))
				n.Add(n, big.NewInt(int64(strings.IndexByte(alphabet, s[i]))))
			}
			zeros := len(s) - len(strings.TrimLeft(s, "1"))
			want = zeros + len(n.Bytes())
		}
		if got := base58Len(s); got != want {
			t.Errorf("base58Len(%q) = %d, want %d", s, got, want)
		}
	})
}
