package route

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// BTC → EVM: the user pays a deposit address the solver made for the
// quote; the solver fills on the EVM destination once the deposit has its
// confirmations (decisions: Routes beyond EVM).

// TransactionTypeDeposit is transactionRequest.type of a route whose
// source transaction is a payment to a deposit address.
const TransactionTypeDeposit = "DEPOSIT_ADDRESS_CALLDATA"

// BitcoinDeposits is the Bitcoin side of BTC → EVM routes: the chain the
// deposit PSBT spends from, its fee estimate, and the solver's deposit
// addresses.
type BitcoinDeposits interface {
	btc.UTXOReader
	// FeeRate is the fee rate (sat/vB) deposit transactions should pay.
	FeeRate(ctx context.Context) (float64, error)
	// NewDeposit makes a fresh deposit address for a quote (never used
	// before) and records the order its deposit fills, before answering.
	NewDeposit(ctx context.Context, q DepositQuote) (address string, err error)
}

// DepositQuote is what a BTC → EVM quote promises: Sats paid to its
// deposit address before ExpiresAt fill ToAmount of ToToken to ToAddress
// on the EVM chain ToChainID; otherwise the deposit goes back to Payer.
type DepositQuote struct {
	QuoteID   string
	Payer     string
	Sats      int64
	ExpiresAt time.Time
	ToChainID uint64
	ToToken   common.Address
	ToAddress common.Address
	ToAmount  *big.Int
	// Fee, when set, is the integrator's fee the solver pays beside its
	// fill of ToAmount (bitcoin_fee.go).
	Fee *DepositFee
}

// DepositFee is an integrator's fee on a BTC → EVM route: Amount of the
// fill's token paid to Beneficiary on the destination.
type DepositFee struct {
	Beneficiary common.Address
	Amount      *big.Int
}

// depositConfirmTime is how long a deposit takes to have its confirmation
// on the devnet's regtest blocks.
const depositConfirmTime = 10 * time.Second

// routeFromBitcoin finds, prices and builds a BTC → EVM route: an intents
// fill paid by a deposit.
func (s *Service) routeFromBitcoin(ctx context.Context, integratorHash string, v *Validated, now time.Time) (*RouteObject, error) {
	deps := s.cfg.BitcoinDeposits
	switch {
	case v.ToChain.Type != "evm":
		return nil, noRoute("routes from Bitcoin reach EVM chains; %s is a %s chain", v.ToChain.ChainName, v.ToChain.Type)
	case deps == nil:
		return nil, noRoute("this service takes no Bitcoin deposits (on the devnet, start it with --devnet-bitcoin)")
	case v.Engine.SkipIntents:
		return nil, noRoute("routes from Bitcoin are intents routes, which bridgeTypes leaves out")
	case v.Engine.Hooks:
		return nil, noRoute("intents routes run no calls, so they cannot carry preHook or postHook")
	case s.cfg.Signer == nil:
		return nil, noRoute("the intents solver is not quoting at the moment")
	}
	if p, ok := s.cfg.Signer.(interface{ Paused() bool }); ok && p.Paused() {
		return nil, noRoute("the intents solver is not quoting at the moment")
	}
	rate, err := deps.FeeRate(ctx)
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("bitcoin fee rate: %w", err))
	}
	terms, err := s.depositFeeTerms(ctx, integratorHash, v)
	if err != nil {
		return nil, err
	}
	q := v.Engine
	if terms != nil && q.exactOut() {
		q.ToAmount = grossFor(&q.ToAmount, terms.BPS) // the fill's value leaving toAmount after the fee
	}
	pl, btcTok, err := s.cfg.Engine.planFromBitcoin(ctx, &q, v.FromToken.USDPrice, rate)
	if err != nil {
		return nil, depositFeeBounds(err, terms, q.exactOut())
	}
	pl, intFee := withDepositFee(pl, terms)
	w := *v
	w.Req.QuoteOnly = true // the transaction is the deposit, built below
	ro, err := s.build(&w, pl, now)
	if err != nil {
		return nil, err
	}
	ro.Params.QuoteOnly = v.Req.QuoteOnly
	s.describe.depositFeeShown(ro, pl.Dest.Chain, intFee)
	pl.IntegratorFee = intFee // after build: the fee is not the source transaction's
	from := v.FromToken.JSON()
	ro.Estimate.FromToken = from
	for i := range ro.Estimate.Actions {
		if ro.Estimate.Actions[i].Type == "rfq" {
			ro.Estimate.Actions[i].FromToken = from
			ro.Estimate.Actions[i].Description = fmt.Sprintf("Pay the quote's deposit address on Bitcoin; once the deposit has its confirmation a solver pays %s to %s on chain %s. A short or late deposit, or one the solver cannot fill, is returned to fromAddress less the network fee",
				symbolOf(pl.Dest.Chain, pl.ToToken), v.ToAddress, v.ToChain.ChainID)
		}
	}
	sats := int64(pl.FromAmount.Uint64())
	net := bitcoinNet(s)
	// The deposit's own fee: a P2WPKH payer's one-input PSBT until it is built.
	fee := int64(math.Ceil(rate * float64(btc.OutputVB(22)*2+68+11)))
	if !v.Req.QuoteOnly {
		tx, psbtFee, err := s.depositTransaction(ctx, deps, v, pl, ro.QuoteID, sats, rate, net, now.Add(s.cfg.QuoteTTL))
		if err != nil {
			return nil, err
		}
		ro.TransactionRequest = tx
		if psbtFee > 0 {
			fee = psbtFee
		}
	}
	feeAmount := uint256.NewInt(uint64(fee))
	ro.Estimate.GasCosts = []Cost{{Type: "executeCall", Name: "Network fee", Token: from, Amount: feeAmount.Dec(),
		AmountUSD: formatUSD(usd(feeAmount, btcTok)), GasLimit: "0",
		Description: fmt.Sprintf("The deposit transaction's fee on Bitcoin at %s sat/vB, paid on top of fromAmount", satPerVB(rate))}}
	return ro, nil
}

// depositTransaction makes the quote's deposit address and the request
// paying it: an unsigned PSBT from fromAddress's outputs when one can be
// built, a plain payment request otherwise.
func (s *Service) depositTransaction(ctx context.Context, deps BitcoinDeposits, v *Validated, pl *Plan, quoteID string, sats int64,
	rate float64, net *chaincfg.Params, expiresAt time.Time) (*TransactionRequest, int64, error) {
	utxos, err := deps.UTXOs(ctx, v.FromAddress)
	if err != nil {
		return nil, 0, apperr.Internal(fmt.Errorf("bitcoin UTXOs of %s: %w", v.FromAddress, err))
	}
	if len(utxos) == 0 {
		return nil, 0, apperr.BadRequest("fromAddress %s has no unspent outputs on Bitcoin, so no deposit transaction (PSBT) can be built from it: fund it (and let the funding confirm), or ask with quoteOnly for a price", v.FromAddress).
			WithDetails(map[string]any{"path": "$.fromAddress"})
	}
	addr, err := deps.NewDeposit(ctx, DepositQuote{QuoteID: quoteID, Payer: v.FromAddress, Sats: sats, ExpiresAt: expiresAt,
		ToChainID: pl.Dest.Chain.NumericID, ToToken: pl.ToToken, ToAddress: common.HexToAddress(v.ToAddress), ToAmount: pl.ToAmount.ToBig(),
		Fee: depositQuoteFee(pl.IntegratorFee)})
	if err != nil {
		return nil, 0, apperr.Internal(fmt.Errorf("deposit address: %w", err))
	}
	tx := &TransactionRequest{Type: TransactionTypeDeposit, RouteType: api.RouteTypeIntents, Target: addr, Value: strconv.FormatInt(sats, 10),
		GasLimit: "0", GasPrice: strconv.FormatFloat(math.Ceil(math.Round(rate*100)/100), 'f', 0, 64), Expiry: strconv.FormatInt(expiresAt.Unix(), 10)}
	p, err := btc.BuildDepositPSBT(ctx, deps, btc.DepositRequest{From: v.FromAddress, To: addr, Amount: sats, FeeRate: rate, Net: net})
	switch {
	case errors.Is(err, btc.ErrUnsupportedAddress):
		return tx, 0, nil // no PSBT for this payer: a plain payment of value to target
	case errors.Is(err, btc.ErrInsufficientFunds):
		return nil, 0, apperr.BadRequest("fromAddress %s cannot pay %s plus the network fee from its unspent outputs: %v", v.FromAddress, btcAmount(uint256.NewInt(uint64(sats))), err).
			WithDetails(map[string]any{"path": "$.fromAddress"})
	case err != nil:
		return nil, 0, apperr.Internal(fmt.Errorf("deposit PSBT: %w", err))
	}
	tx.Data = p.Hex
	return tx, p.Fee, nil
}

func bitcoinNet(s *Service) *chaincfg.Params {
	if s.cfg.Addresses.BitcoinRegtest {
		return &chaincfg.RegressionNetParams
	}
	return &chaincfg.MainNetParams
}

// planFromBitcoin prices a deposit of sats as an intents order filled on
// the EVM destination from the solver's terms there. The smallest deposit
// is dust plus what moving it costs the solver.
func (e *Engine) planFromBitcoin(ctx context.Context, p *Params, btcUSD, rate float64) (*Plan, liquidity.Token, error) {
	tok := liquidity.Token{Address: liquidity.Native, Symbol: "BTC", Decimals: 8, USDPrice: btcUSD}
	snap := e.cfg.Book.Snapshot()
	dst, ok := snap.Chain(p.ToChain)
	if !ok {
		return nil, tok, noRoute("no liquidity source is configured for chain %s", p.ToChain)
	}
	if dst.Intents == nil {
		return nil, tok, noRoute("no intents solver serves chain %s", dst.ID)
	}
	if btcUSD <= 0 {
		return nil, tok, noRoute("the intents solver has no price for BTC")
	}
	minSats := uint256.NewInt(uint64(btc.DustLimit + btc.SweepFee(1, btc.OutputVB(22), rate)))
	if minSats.Lt(uint256.NewInt(bitcoinDust)) {
		minSats = uint256.NewInt(bitcoinDust)
	}
	if p.FromAmount.Lt(minSats) && !p.exactOut() {
		return nil, tok, (&amountError{explanation: fmt.Sprintf("a deposit must be at least %s (dust plus the network fee of moving it at %s sat/vB)",
			btcAmount(minSats), satPerVB(rate))}).public(amountRange{min: minSats}, tok)
	}
	if p.FromAmount.Gt(uint256.NewInt(uint64(maxSatoshis))) {
		return nil, tok, (&amountError{high: true, explanation: "more than 21 million BTC"}).public(amountRange{}, tok)
	}
	di := *dst.Intents
	src := &liquidity.Chain{ID: "bitcoin", NumericID: BitcoinOrderChainID, BridgeName: "bitcoin", BlockTime: depositConfirmTime,
		NativeToken: tok, Tokens: []liquidity.Token{tok},
		Intents: &liquidity.Intents{Solver: di.Solver, Inventory: map[common.Address]uint256.Int{liquidity.Native: {}},
			SpreadBps: di.SpreadBps, FixedFeeUSD: di.FixedFeeUSD, MinUSD: di.MinUSD, FillTime: di.FillTime, Expiry: di.Expiry}}
	if err := src.Finalize(); err != nil {
		return nil, tok, apperr.Internal(err)
	}
	q := *p
	q.FromChain, q.FromToken = "bitcoin", liquidity.Native
	if p.exactOut() {
		pl, err := e.planFromBitcoinOut(ctx, src, dst, &q, minSats)
		return pl, tok, err
	}
	pl, err := e.planIntents(ctx, src, dst, &q)
	if err != nil {
		return nil, tok, publicAmount(err, tok)
	}
	return pl, tok, nil
}

// maxSatoshis is 21 million BTC.
const maxSatoshis = 21_000_000 * 100_000_000

// satPerVB renders a fee rate for people: at most two decimals.
func satPerVB(rate float64) string {
	return strconv.FormatFloat(math.Round(rate*100)/100, 'f', -1, 64)
}
