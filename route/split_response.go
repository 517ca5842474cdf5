package route

import (
	"strconv"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// hopAction is a swap action of a leg's hop; a hop of a split leg's part
// says which part it is and the part's share of the leg's input.
//
// in and out are h.AmountIn and h.Out in decimal, which the caller often
// has already.
func (d describer) hopAction(l *Leg, h *Hop, in, out string, slippage float64, part int, parts []Path) Action {
	ch := l.Chain
	p := &ch.Pools[h.Pool]
	from, to := ch.Tokens[h.From], ch.Tokens[h.To]
	provider := "Uniswap V2 pair"
	switch p.Kind {
	case liquidity.StablePool:
		provider = "Curve StableSwap pool"
	case liquidity.V3Pool:
		provider = "Uniswap V3 pool"
	}
	desc := "Swap " + from.Symbol + " for " + to.Symbol
	if len(parts) > 1 {
		share := 0.0
		if total := l.In.Float64(); total > 0 {
			share = parts[part].Hops[0].AmountIn.Float64() / total * 100
		}
		desc += splitNote(part, len(parts), share)
	}
	minOut := applySlippage(&h.Out, slippage)
	return Action{Type: "swap", FromChain: ch.ID, ToChain: ch.ID, FromToken: d.token(ch, from.Address),
		ToToken: d.token(ch, to.Address), FromAmount: in, ToAmount: out, ToAmountMin: minOut.Dec(),
		Provider: provider, Description: desc,
		Pool: &PoolInfo{Address: d.hex(p.Address), Kind: p.Kind.String(), Fee: strconv.FormatFloat(p.FeeFraction()*100, 'f', -1, 64)}}
}

// splitNote says which part of n a hop belongs to and the part's share of
// the leg's input, in percent; concatenated rather than formatted with
// fmt, which every split answer paid for.
func splitNote(part, n int, share float64) string {
	return " (split " + strconv.Itoa(part+1) + " of " + strconv.Itoa(n) + ": " +
		strconv.FormatFloat(share, 'f', 1, 64) + "% of the input)"
}
