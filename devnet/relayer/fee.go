package relayer

import (
	"math/big"
)

// ExecutionFee is what executing a message costs, expressed in the source
// chain's native base units: gas × the destination's current gas price
// (eth_gasPrice, base fee plus suggested tip), converted between the two
// native currencies.
//
// Conversion: with p the USD price of one whole native unit and d its
// decimals, one destination base unit is worth p_dst/10^d_dst USD, so
//
//	fee_src = cost_dst × (p_dst / 10^d_dst) / (p_src / 10^d_src)
//
// computed exactly in rationals and rounded up. Without prices (chains
// that share one native currency, such as the devnet's ETH chains) the
// ratio is 1, adjusted only for differing decimals.
func ExecutionFee(gas uint64, gasPrice *big.Int, dst, src Chain) *big.Int {
	cost := new(big.Rat).SetInt(new(big.Int).Mul(new(big.Int).SetUint64(gas), gasPrice))
	if dst.NativeUSD != nil && src.NativeUSD != nil {
		cost.Mul(cost, dst.NativeUSD)
		cost.Quo(cost, src.NativeUSD)
	}
	dd, sd := decimals(dst), decimals(src)
	switch {
	case sd > dd:
		cost.Mul(cost, new(big.Rat).SetInt(pow10(sd-dd)))
	case dd > sd:
		cost.Quo(cost, new(big.Rat).SetInt(pow10(dd-sd)))
	}
	return ceil(cost)
}

func decimals(c Chain) int64 {
	if c.NativeDecimals == 0 {
		return 18
	}
	return int64(c.NativeDecimals)
}

func pow10(n int64) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil) }

// ceil rounds a non-negative rational up to an integer.
func ceil(r *big.Rat) *big.Int {
	q, m := new(big.Int).QuoRem(r.Num(), r.Denom(), new(big.Int))
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}
