package route

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// BitcoinNetwork is the Bitcoin chain as the route side needs it: what the
// intents solver holds there and what a payment costs.
type BitcoinNetwork interface {
	// SolverSats is what the solver holds on Bitcoin to pay orders from.
	SolverSats(ctx context.Context) (int64, error)
	// FeeRate is the fee rate (sat/vB) the solver's payments pay.
	FeeRate(ctx context.Context) (float64, error)
}

// Bitcoin payment sizes (sat, vbytes) the quote reserves for.
const (
	// bitcoinDust is the smallest P2WPKH output relayed at the default
	// dust rate (294 sat), rounded up to the P2PKH figure wallets use.
	bitcoinDust = 546
	// bitcoinPaymentVBytes is the solver's payment: a few P2WPKH inputs,
	// the recipient, the OP_RETURN with the order id and change.
	bitcoinPaymentVBytes = 250
	// bitcoinFillTime is how long a fill takes once the order is seen: a
	// payment and its confirmation on the devnet's regtest blocks.
	bitcoinFillTime = 15 * time.Second
)

// routeBitcoin finds, prices and builds a route with a Bitcoin end. EVM →
// BTC is an intents order whose recipient is a P2WPKH program; BTC → EVM
// a deposit (bitcoin_deposit.go).
func (s *Service) routeBitcoin(ctx context.Context, integratorHash string, v *Validated, now time.Time) (*RouteObject, error) {
	if v.FromChain.Type == "bitcoin" {
		return s.routeFromBitcoin(ctx, integratorHash, v, now)
	}
	if v.FromChain.Type != "evm" {
		return nil, noRoute("routes to Bitcoin start on an EVM chain; %s is a %s chain", v.FromChain.ChainName, v.FromChain.Type)
	}
	if s.cfg.Bitcoin == nil {
		return nil, noRoute("this service reaches no Bitcoin chain (on the devnet, start it with --devnet-bitcoin)")
	}
	if v.Engine.SkipIntents {
		return nil, noRoute("routes to Bitcoin are intents routes, which bridgeTypes leaves out")
	}
	if v.Engine.Hooks {
		return nil, noRoute("intents routes run no calls, so they cannot carry preHook or postHook")
	}
	if s.cfg.Signer == nil {
		return nil, noRoute("the intents solver is not quoting at the moment")
	}
	if p, ok := s.cfg.Signer.(interface{ Paused() bool }); ok && p.Paused() {
		return nil, noRoute("the intents solver is not quoting at the moment")
	}
	program, err := p2wpkhProgram(s.cfg.Addresses, v.ToAddress)
	if err != nil {
		return nil, err
	}
	held, err := s.cfg.Bitcoin.SolverSats(ctx)
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("bitcoin solver balance: %w", err))
	}
	rate, err := s.cfg.Bitcoin.FeeRate(ctx)
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("bitcoin fee rate: %w", err))
	}
	charge, err := s.chargeFee(ctx, integratorHash, v)
	if err != nil {
		return nil, err
	}
	pl, err := s.cfg.Engine.planToBitcoin(ctx, &v.Engine, v.ToToken.USDPrice, held, uint64(rate*bitcoinPaymentVBytes)+1)
	if err != nil {
		return nil, charge.bounds(err)
	}
	if pl, err = charge.apply(ctx, v, pl); err != nil {
		return nil, err
	}
	// The order's 20-byte recipient is the witness program; the request
	// keeps the bcrt1/bc1 address.
	w := *v
	w.ToAddress = common.BytesToAddress(program).Hex()
	ro, err := s.build(&w, pl, now)
	if err != nil {
		return nil, err
	}
	btc := v.ToToken.JSON()
	ro.Estimate.ToToken = btc
	for i := range ro.Estimate.Actions {
		if ro.Estimate.Actions[i].Type == "rfq" {
			ro.Estimate.Actions[i].ToToken = btc
			ro.Estimate.Actions[i].Description = fmt.Sprintf("A solver pays BTC to %s on Bitcoin with the order id in an OP_RETURN output; the input is escrowed until the payment confirms, and refunded to fromAddress if the order expires", v.ToAddress)
		}
	}
	return ro, nil
}

// p2wpkhProgram is the 20-byte witness program of a P2WPKH (bc1q/bcrt1q)
// address, the only kind an order's recipient field holds.
func p2wpkhProgram(addrs chainaddr.Options, addr string) ([]byte, error) {
	version, prog, err := addrs.SegwitProgram(addr)
	if err != nil || version != 0 || len(prog) != 20 {
		return nil, apperr.BadRequest("toAddress %s is not a P2WPKH address (%s1q… with a 20-byte program): the solver pays Bitcoin orders to P2WPKH addresses only", addr, bitcoinHRP(addrs)).
			WithReason(ReasonInvalidAddress).WithDetails(map[string]any{"path": "$.toAddress"})
	}
	return prog, nil
}

func bitcoinHRP(addrs chainaddr.Options) string {
	if addrs.BitcoinRegtest {
		return "bcrt"
	}
	return "bc"
}

// planToBitcoin prices an intents order paying BTC: the solver's quote in
// sats from the source's solver terms, less the network fee of its
// payment, within dust and what it holds.
func (e *Engine) planToBitcoin(ctx context.Context, p *Params, btcUSD float64, held int64, networkFee uint64) (*Plan, error) {
	snap := e.cfg.Book.Snapshot()
	src, ok := snap.Chain(p.FromChain)
	if !ok {
		return nil, noRoute("no liquidity source is configured for chain %s", p.FromChain)
	}
	fromTok, ok := src.Token(p.FromToken)
	if !ok {
		return nil, noRoute("no pool, bridge or solver on chain %s holds %s", src.ID, p.FromToken.Hex())
	}
	if src.Intents == nil {
		return nil, noRoute("no intents solver serves chain %s", src.ID)
	}
	if btcUSD <= 0 {
		return nil, noRoute("the intents solver has no price for BTC")
	}
	if p.FromAmount.IsZero() && !p.exactOut() {
		return nil, publicAmount(tooLow("fromAmount must be above 0"), fromTok)
	}
	si := *src.Intents
	dst := &liquidity.Chain{ID: "bitcoin", NumericID: BitcoinOrderChainID, BridgeName: "bitcoin", BlockTime: 5 * time.Second,
		NativeToken: liquidity.Token{Address: liquidity.Native, Symbol: "BTC", Decimals: 8, USDPrice: btcUSD},
		Tokens:      []liquidity.Token{{Address: liquidity.Native, Symbol: "BTC", Decimals: 8, USDPrice: btcUSD}},
		Intents: &liquidity.Intents{Solver: si.Solver, Inventory: map[common.Address]uint256.Int{liquidity.Native: *uint256.NewInt(uint64(max(held, 0)))},
			SpreadBps: si.SpreadBps, FixedFeeUSD: si.FixedFeeUSD, MinUSD: si.MinUSD, FillTime: bitcoinFillTime, Expiry: si.Expiry}}
	if err := dst.Finalize(); err != nil {
		return nil, apperr.Internal(err)
	}
	q := *p
	q.ToChain, q.ToToken = "bitcoin", liquidity.Native
	if p.exactOut() {
		return e.planToBitcoinOut(ctx, src, dst, &q, networkFee)
	}
	pl, err := e.planIntents(ctx, src, dst, &q)
	if err != nil {
		return nil, publicAmount(err, fromTok)
	}
	fee := uint256.NewInt(networkFee)
	min := new(uint256.Int).AddUint64(fee, bitcoinDust)
	if pl.ToAmount.Lt(min) {
		return nil, publicAmount(tooLow("the solver's BTC payment must be at least %s (dust %d sat plus its network fee %d sat); this order pays %s before the network fee",
			btcAmount(min), bitcoinDust, networkFee, btcAmount(&pl.ToAmount)), fromTok)
	}
	pl.ToAmount.Sub(&pl.ToAmount, fee)
	pl.Dest.In, pl.Dest.Out = pl.ToAmount, pl.ToAmount
	pl.SolverFeeUSD += float64(networkFee) / 1e8 * btcUSD
	return pl, nil
}

// publicAmount renders an amount error for the input token; other errors
// pass through.
func publicAmount(err error, from liquidity.Token) error {
	var ae *amountError
	if errors.As(err, &ae) {
		return ae.public(amountRange{}, from)
	}
	return err
}

// btcAmount is sats as BTC, e.g. "0.00001000 BTC".
func btcAmount(sats *uint256.Int) string {
	s := fmt.Sprintf("%09d", sats.Uint64())
	return strings.TrimSpace(s[:len(s)-8]+"."+s[len(s)-8:]) + " BTC"
}
