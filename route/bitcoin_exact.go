package route

import (
	"context"
	"errors"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Exact output on routes with a Bitcoin end. Both are intents orders whose
// terms the solver fixes when it quotes, so, as on the EVM intents routes
// (planIntentsOut), nothing can move between the quote and the fill:
// fromAmountMax is fromAmount and no input is left over to return.
//
//   - EVM → BTC: toAmount is satoshis; the order pays exactly that to the
//     recipient, and the solver's quote must cover it plus the network fee
//     of its payment.
//   - BTC → EVM: toAmount is of the EVM token; the deposit's value (sats)
//     is solved so the solver's fill is exactly toAmount. The PSBT pays
//     exactly that value. A larger payment is still filled with toAmount
//     and the excess goes back to the payer with the collection (as the
//     solver does for every deposit), so a wallet that pays a little more
//     loses nothing.

// bitcoinExactOut reports whether v is a route between Bitcoin and an EVM
// chain, the Bitcoin routes that offer an exact output.
func bitcoinExactOut(v *Validated) bool {
	return (v.FromChain.Type == "bitcoin" && v.ToChain.Type == "evm") || (v.FromChain.Type == "evm" && v.ToChain.Type == "bitcoin")
}

// planToBitcoinOut is planToBitcoin for an exact output of p.ToAmount
// sats: the least input whose quote pays them plus the payment's network
// fee.
func (e *Engine) planToBitcoinOut(ctx context.Context, src, dst *liquidity.Chain, p *Params, networkFee uint64) (*Plan, error) {
	btcTok := dst.NativeToken
	want := p.ToAmount
	fee := uint256.NewInt(networkFee)
	held := dst.Intents.Inventory[liquidity.Native]
	r := amountRange{min: uint256.NewInt(bitcoinDust)}
	if room := new(uint256.Int).Sub(&held, fee); held.Gt(fee) && !room.Lt(r.min) {
		r.max = room
	}
	if want.Lt(r.min) {
		return nil, amountField(tooLow("the solver's payment on Bitcoin must be at least %s (dust); this order asks for %s",
			btcAmount(r.min), btcAmount(&want)).(*amountError).public(r, btcTok), p)
	}
	q := *p
	q.ToAmount.Add(&want, fee)
	pl, err := e.planIntentsOut(ctx, src, dst, &q)
	if err != nil {
		return nil, exactAmountErr(err, r, btcTok, p)
	}
	cp := *pl
	dest := *pl.Dest
	cp.ToAmount, dest.In, dest.Out = want, want, want
	cp.Dest = &dest
	cp.SolverFeeUSD += float64(networkFee) / 1e8 * btcTok.USDPrice
	return &cp, nil
}

// planFromBitcoinOut is planFromBitcoin for an exact output of p.ToAmount
// of the EVM token: the least deposit whose fill is at least that, no
// smaller than minSats.
func (e *Engine) planFromBitcoinOut(ctx context.Context, src, dst *liquidity.Chain, p *Params, minSats *uint256.Int) (*Plan, error) {
	toTok, _ := dst.Token(p.ToToken)
	var r amountRange
	q := *p
	q.ToAmount.Clear()
	q.FromAmount = *minSats
	if least, err := e.planIntents(ctx, src, dst, &q); err == nil {
		r.min = least.ToAmount.Clone()
	}
	if dst.Intents != nil {
		if held, ok := dst.Intents.Inventory[p.ToToken]; ok {
			r.max = held.Clone()
		}
	}
	pl, err := e.planIntentsOut(ctx, src, dst, p)
	if err != nil {
		return nil, exactAmountErr(err, r, toTok, p)
	}
	if pl.FromAmount.Lt(minSats) {
		return nil, amountField((&amountError{explanation: "a deposit must be at least " + btcAmount(minSats) +
			" (dust plus the network fee of moving it); this toAmount needs " + btcAmount(&pl.FromAmount)}).public(r, toTok), p)
	}
	return pl, nil
}

// exactAmountErr renders an amount error of an exact output with the
// toAmount range r; other errors pass through.
func exactAmountErr(err error, r amountRange, tok liquidity.Token, p *Params) error {
	var ae *amountError
	if errors.As(err, &ae) {
		return amountField(ae.public(r, tok), p)
	}
	return err
}
