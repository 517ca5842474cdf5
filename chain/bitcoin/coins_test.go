package bitcoin

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSelectCoins(t *testing.T) {
	u := func(id string, v int64) UTXO { return UTXO{TxID: id, Value: v} }
	const rate = 2.0
	// One P2WPKH input, one P2WPKH payment output, with and without change.
	oneIn := Fee(txOverheadVB+outputP2WPKHVB+inputP2WPKHVB, rate)
	oneInChange := Fee(txOverheadVB+2*outputP2WPKHVB+inputP2WPKHVB, rate)
	twoInChange := Fee(txOverheadVB+2*outputP2WPKHVB+2*inputP2WPKHVB, rate)
	type want struct {
		IDs         []string
		Fee, Change int64
		Err         error
	}
	rows := []struct {
		name   string
		utxos  []UTXO
		target int64
		want   want
	}{
		{"largest first, change back", []UTXO{u("a", 10_000), u("b", 50_000)}, 20_000,
			want{IDs: []string{"b"}, Fee: oneInChange, Change: 50_000 - 20_000 - oneInChange}},
		{"two inputs", []UTXO{u("a", 15_000), u("b", 10_000)}, 20_000,
			want{IDs: []string{"a", "b"}, Fee: twoInChange, Change: 25_000 - 20_000 - twoInChange}},
		{"dust change goes to the fee", []UTXO{u("a", 20_000+oneIn+100)}, 20_000,
			want{IDs: []string{"a"}, Fee: oneIn + 100}},
		{"exact", []UTXO{u("a", 20_000+oneIn)}, 20_000, want{IDs: []string{"a"}, Fee: oneIn}},
		{"outputs worth less than their fee are skipped", []UTXO{u("a", 30_000), u("dust", 100)}, 40_000,
			want{Err: ErrInsufficientFunds}},
		{"none", nil, 1000, want{Err: ErrInsufficientFunds}},
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			sel, err := SelectCoins(r.utxos, r.target, outputP2WPKHVB, inputP2WPKHVB, rate)
			got := want{Fee: sel.Fee, Change: sel.Change}
			for _, in := range sel.Inputs {
				got.IDs = append(got.IDs, in.TxID)
			}
			if err != nil {
				if !errors.Is(err, r.want.Err) {
					t.Fatalf("err %v, want %v", err, r.want.Err)
				}
				got.Err = r.want.Err
			}
			if diff := cmp.Diff(r.want, got, cmp.Comparer(func(a, b error) bool { return a == b })); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
			if err == nil {
				var in int64
				for _, x := range sel.Inputs {
					in += x.Value
				}
				if in != r.target+sel.Fee+sel.Change {
					t.Errorf("inputs %d != amount %d + fee %d + change %d", in, r.target, sel.Fee, sel.Change)
				}
			}
		})
	}
}

func TestPickFeeRate(t *testing.T) {
	m := map[string]float64{"1": 20, "3": 10, "6": 5, "144": 1.5, "x": 99, "0": 99}
	rows := []struct {
		target int
		floor  float64
		want   float64
	}{
		{1, 1, 20},
		{2, 1, 10}, // the nearest target at or above
		{6, 1, 5},
		{7, 1, 1.5},
		{1000, 1, 1.5}, // beyond every target: the largest target below it
		{144, 2, 2},    // floored
	}
	for _, r := range rows {
		got := pickFeeRate(m, r.target, r.floor)
		if got != r.want {
			t.Errorf("pickFeeRate(target %d, floor %v) = %v, want %v", r.target, r.floor, got, r.want)
		}
	}
	if got := pickFeeRate(nil, 2, 3); got != 3 {
		t.Errorf("no estimates: %v, want the floor 3", got)
	}
}
