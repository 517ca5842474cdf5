package status

import (
	"math/big"
	"testing"
)

func TestGasCovered(t *testing.T) {
	t.Parallel()
	n := func(v int64) *big.Int { return big.NewInt(v) }
	cases := []struct {
		name    string
		m       GMPMessage
		onChain *big.Int
		want    bool
	}{
		{"nothing added", GMPMessage{GasPaid: n(10), GasAdded: n(0), GasRequired: n(100)}, n(0), false},
		{"added on chain, not counted yet", GMPMessage{GasPaid: n(10), GasAdded: n(0), GasRequired: n(100)}, n(5), true},
		{"counted, still short", GMPMessage{GasPaid: n(10), GasAdded: n(50), GasRequired: n(100)}, n(50), false},
		{"counted and enough: the relayer has not re-evaluated yet", GMPMessage{GasPaid: n(10), GasAdded: n(90), GasRequired: n(100)}, n(90), true},
		{"paid alone enough but nothing added: the explorer's word stands", GMPMessage{GasPaid: n(200), GasAdded: n(0), GasRequired: n(100)}, n(0), false},
		{"explorer gives no amounts", GMPMessage{}, n(0), false},
	}
	for _, tc := range cases {
		if got := gasCovered(tc.m, tc.onChain); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
