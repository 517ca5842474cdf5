package bitcoin

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// Virtual sizes (vbytes) of the parts of a transaction, as BIP-141 weighs
// them. Signatures are counted at their longest (72 bytes with the sighash
// byte), so fees are never short.
const (
	// txOverheadVB is version, locktime, the two counts and the segwit
	// marker and flag (10 bytes + 2 weight units, rounded up).
	txOverheadVB = 11
	// inputP2WPKHVB is outpoint, empty scriptSig, sequence (41 bytes) plus
	// the witness (count, 72-byte signature, 33-byte key: 108 WU / 4).
	inputP2WPKHVB = 68
	// inputP2PKHVB is outpoint, a scriptSig of signature and key, sequence.
	inputP2PKHVB = 148
	// outputP2WPKHVB is value, script length, OP_0 <20 bytes>.
	outputP2WPKHVB = 31
)

// DustLimit is the smallest P2WPKH output relayed by default (Bitcoin
// Core's dust rule at 3 sat/vB): smaller change is left to the fee.
const DustLimit = 294

// MaxOpReturn is the largest OP_RETURN payload standard relay accepts.
const MaxOpReturn = 80

// ErrInsufficientFunds is a spend the available outputs cannot pay,
// fees included.
var ErrInsufficientFunds = errors.New("bitcoin: insufficient funds")

// OutputVB is the virtual size of an output with a script of n bytes.
func OutputVB(scriptLen int) int64 {
	return 8 + int64(varIntLen(uint64(scriptLen))) + int64(scriptLen)
}

// OpReturnScriptLen is the length of an OP_RETURN script carrying n bytes.
func OpReturnScriptLen(n int) int {
	switch {
	case n <= 75:
		return 2 + n // OP_RETURN OP_PUSHBYTES_n
	default:
		return 3 + n // OP_RETURN OP_PUSHDATA1 n
	}
}

func varIntLen(n uint64) int {
	switch {
	case n < 0xfd:
		return 1
	case n <= 0xffff:
		return 3
	case n <= 0xffffffff:
		return 5
	default:
		return 9
	}
}

// Fee is the fee in satoshis of vbytes at rate sat/vB, rounded up.
func Fee(vbytes int64, rate float64) int64 {
	return int64(math.Ceil(float64(vbytes) * rate))
}

// Selection is the outcome of SelectCoins.
type Selection struct {
	Inputs []UTXO
	Fee    int64
	// Change is what goes back to the payer; 0 when it would be dust and
	// was left to the fee instead.
	Change int64
}

// SelectCoins picks outputs of utxos, largest first, to pay target
// satoshis through outputs of outputsVB vbytes at rate sat/vB, with a
// P2WPKH change output when the remainder is not dust. inputVB is the size
// of one input (InputVB of the payer's address type). Outputs worth less
// than the fee of spending them are skipped.
func SelectCoins(utxos []UTXO, target, outputsVB, inputVB int64, rate float64) (Selection, error) {
	if target <= 0 {
		return Selection{}, fmt.Errorf("bitcoin: amount %d sat is not positive", target)
	}
	sorted := append([]UTXO(nil), utxos...)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].Value != sorted[j].Value {
			return sorted[i].Value > sorted[j].Value
		}
		if sorted[i].TxID != sorted[j].TxID {
			return sorted[i].TxID < sorted[j].TxID
		}
		return sorted[i].Vout < sorted[j].Vout
	})
	var sel Selection
	var total, have int64
	for _, u := range sorted {
		if u.Value <= Fee(inputVB, rate) {
			break // this and every smaller output costs more than it brings
		}
		sel.Inputs = append(sel.Inputs, u)
		total += u.Value
		have++
		base := txOverheadVB + outputsVB + have*inputVB
		noChange := Fee(base, rate)
		if total < target+noChange {
			continue
		}
		withChange := Fee(base+outputP2WPKHVB, rate)
		if change := total - target - withChange; change >= DustLimit {
			sel.Fee, sel.Change = withChange, change
		} else {
			sel.Fee = total - target // the dust remainder goes to the miner
		}
		return sel, nil
	}
	need := target + Fee(txOverheadVB+outputsVB+max(have, 1)*inputVB, rate)
	return Selection{}, fmt.Errorf("%w: %d sat needed (amount %d plus fee at %.3g sat/vB), %d sat spendable",
		ErrInsufficientFunds, need, target, rate, total)
}

// SweepFee is the fee of spending n P2WPKH inputs into one output of
// outputVB vbytes.
func SweepFee(n int, outputVB int64, rate float64) int64 {
	return Fee(txOverheadVB+int64(n)*inputP2WPKHVB+outputVB, rate)
}
