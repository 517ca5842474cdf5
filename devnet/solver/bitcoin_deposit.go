package solver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"time"

	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	devbtc "github.com/switchyard-dev/switchyard/devnet/bitcoin"
)

// BTC → EVM: a quote gets a deposit address of the solver's wallet
// (QuoteDeposit); once a deposit to it has the confirmations, the solver
// fills the quote's order on the EVM destination from its inventory and
// collects the deposit into its wallet. A short deposit, a late one (seen
// after the quote expired) or one it cannot fill before the order's
// expiry goes back to the payer, less the network fee.

// DepositWallet holds the deposit addresses; devnet/bitcoin's Wallet.
type DepositWallet interface {
	// DepositAddress is the address of index, a key the wallet holds.
	DepositAddress(index uint32) (string, error)
	// Sweep sends everything at deposit address index to the address to,
	// less the network fee.
	Sweep(ctx context.Context, index uint32, to string) (devbtc.Payment, error)
	// Collect moves deposit index into the wallet, keeping keep sats and
	// returning the rest to payer (less the fee) in the same transaction;
	// rest is what payer gets.
	Collect(ctx context.Context, index uint32, keep int64, payer string) (p devbtc.Payment, rest int64, err error)
}

// DepositChain is what the solver reads of the Bitcoin chain; the Esplora
// client (*chain/bitcoin.Client) has it.
type DepositChain interface {
	UTXOs(ctx context.Context, addr string) ([]btc.UTXO, error)
	AddressTxs(ctx context.Context, addr, lastSeen string) ([]btc.Tx, error)
	TipHeight(ctx context.Context) (uint64, error)
}

// Deposits configures BTC → EVM deposits (Bitcoin.Deposits).
type Deposits struct {
	Book   *DepositBook
	Wallet DepositWallet
	Chain  DepositChain
	// Net is the addresses' network (default regtest).
	Net *chaincfg.Params
	// watchedTip is the tip height at which the decided deposits'
	// addresses were last scanned (by Run's goroutine only): a payment is
	// returned once confirmed, so they are scanned again only with a new
	// block.
	watchedTip uint64
}

// depositGiveUp is how long after the order's expiry an address that never
// received anything is watched.
const depositGiveUp = 24 * time.Hour

// DepositTerms is what a BTC → EVM quote asks of the solver.
type DepositTerms struct {
	QuoteID string
	// Payer is the quote's fromAddress, where refunds go.
	Payer     string
	Sats      int64
	ExpiresAt time.Time
	ToChainID uint64
	ToToken   common.Address
	ToAddress common.Address
	ToAmount  *big.Int
	// Fee, when set, is the integrator's fee paid beside the fill
	// (bitcoin_deposit_fee.go); only its terms are read.
	Fee *DepositFee
}

var errNoDeposits = errors.New("solver: BTC → EVM deposits are not configured (Bitcoin.Deposits)")

// QuoteDeposit makes a fresh deposit address for a quote and records the
// order its deposit fills, before the address is handed out.
func (s *Solver) QuoteDeposit(ctx context.Context, t DepositTerms) (Deposit, error) {
	dc := s.deposits()
	if dc == nil {
		return Deposit{}, errNoDeposits
	}
	if _, ok := s.chains[t.ToChainID]; !ok {
		return Deposit{}, fmt.Errorf("solver: no settlement on chain %d", t.ToChainID)
	}
	if t.Sats <= 0 || t.ToAmount == nil || t.ToAmount.Sign() <= 0 || t.QuoteID == "" {
		return Deposit{}, fmt.Errorf("solver: deposit terms %+v: want a quote id and positive amounts", t)
	}
	// The order expires the solver's order lifetime after the quote, on
	// the destination's clock, as every intents order does: the devnet's
	// lifetime control (switchyard devnet orders) shortens it to see a
	// paused solver refund in seconds. A deposit made in time but not
	// filled by then goes back to the payer.
	fee, err := feeTerms(t.Fee)
	if err != nil {
		return Deposit{}, err
	}
	expiry := s.OrderExpiry(t.ToChainID, time.Now())
	return dc.Book.add(func(index uint32) (Deposit, error) {
		addr, err := dc.Wallet.DepositAddress(index)
		if err != nil {
			return Deposit{}, err
		}
		program, err := witnessProgram(addr, dc.Net)
		if err != nil {
			return Deposit{}, err
		}
		o := bindings.IntentsSettlementOrder{
			FromChainId: new(big.Int).SetUint64(s.cfg.Bitcoin.ChainID), FromAddress: common.BytesToAddress(program),
			FromToken: NativeToken, FromAmount: big.NewInt(t.Sats),
			ToChainId: new(big.Int).SetUint64(t.ToChainID), ToToken: t.ToToken, ToAmount: new(big.Int).Set(t.ToAmount), ToAddress: t.ToAddress,
			Solver: s.address, Expiry: big.NewInt(expiry.Unix()), Nonce: big.NewInt(int64(index)),
		}
		hash, err := OrderHash(o)
		if err != nil {
			return Deposit{}, err
		}
		return Deposit{Index: index, Address: addr, QuoteID: t.QuoteID, Payer: t.Payer, Sats: t.Sats, ExpiresAt: t.ExpiresAt.Unix(),
			Order: o, OrderHash: hash, Fee: fee, State: DepositOpen}, nil
	})
}

// Deposit returns the deposit made for a quote.
func (s *Solver) Deposit(quoteID string) (Deposit, bool) {
	dc := s.deposits()
	if dc == nil {
		return Deposit{}, false
	}
	return dc.Book.ByQuote(quoteID)
}

// OrderHash is the settlement's hashOrder (EIP-712 hashStruct) of o.
func OrderHash(o bindings.IntentsSettlementOrder) (common.Hash, error) {
	td := OrderTypedData(o, common.Address{})
	h, err := td.HashStruct(td.PrimaryType, td.Message)
	if err != nil {
		return common.Hash{}, fmt.Errorf("solver: order hash: %w", err)
	}
	return common.BytesToHash(h), nil
}

func witnessProgram(addr string, net *chaincfg.Params) ([]byte, error) {
	a, err := btcutil.DecodeAddress(addr, net)
	if err != nil {
		return nil, fmt.Errorf("solver: deposit address %s: %w", addr, err)
	}
	w, ok := a.(*btcutil.AddressWitnessPubKeyHash)
	if !ok {
		return nil, fmt.Errorf("solver: deposit address %s is not P2WPKH", addr)
	}
	return w.WitnessProgram(), nil
}

func (s *Solver) deposits() *Deposits {
	if s.cfg.Bitcoin == nil {
		return nil
	}
	return s.cfg.Bitcoin.Deposits
}

// workDeposits advances every open deposit.
func (s *Solver) workDeposits(ctx context.Context) {
	dc := s.deposits()
	if dc == nil {
		return
	}
	for _, d := range dc.Book.open() {
		if err := s.advanceDeposit(ctx, dc, d); err != nil && ctx.Err() == nil {
			s.log.Warn("solver: deposit step failed", slog.Uint64("index", uint64(d.Index)), slog.String("quote", d.QuoteID), slog.String("error", err.Error()))
		}
		if ctx.Err() != nil {
			return
		}
	}
	s.workDecided(ctx, dc)
}

func (s *Solver) advanceDeposit(ctx context.Context, dc *Deposits, d Deposit) error {
	switch d.State {
	case DepositOpen:
		return s.watchDeposit(ctx, dc, d)
	case DepositFilling:
		return s.fillDeposit(ctx, dc, d)
	case DepositFilled:
		return s.collectDeposit(ctx, dc, d)
	case DepositRefunding:
		return s.refundDeposit(ctx, dc, d)
	}
	return nil
}

// watchDeposit waits for a deposit and its confirmations, then decides:
// fill, or refund (short, late).
func (s *Solver) watchDeposit(ctx context.Context, dc *Deposits, d Deposit) error {
	utxos, err := dc.Chain.UTXOs(ctx, d.Address)
	if err != nil {
		return err
	}
	now := time.Now().Unix()
	if len(utxos) == 0 {
		if d.SeenTxID == "" && now > d.Order.Expiry.Int64()+int64(depositGiveUp/time.Second) {
			d.State, d.Reason = DepositClosed, "no deposit arrived"
			return dc.Book.save(d)
		}
		return nil
	}
	seen := d.SeenAt
	first := d.SeenTxID
	for _, u := range utxos {
		at := now
		if u.Status.Confirmed && u.Status.BlockTime > 0 {
			at = min(at, u.Status.BlockTime)
		}
		if seen == 0 || at < seen {
			seen, first = at, u.TxID
		}
	}
	if seen != d.SeenAt || first != d.SeenTxID {
		d.SeenAt, d.SeenTxID = seen, first
		if err := dc.Book.save(d); err != nil {
			return err
		}
	}
	tip, err := dc.Chain.TipHeight(ctx)
	if err != nil {
		return err
	}
	var total int64
	var counted []string
	for _, u := range utxos {
		if !u.Status.Confirmed || int64(tip+1-u.Status.BlockHeight) < max(s.cfg.Bitcoin.Confirmations, 1) {
			return nil // decided once everything paid so far has the confirmations
		}
		total += u.Value
		if !slices.Contains(counted, u.TxID) {
			counted = append(counted, u.TxID)
		}
	}
	d.Received, d.Counted = total, counted
	switch {
	case d.SeenAt > d.ExpiresAt:
		d.State, d.Reason = DepositRefunding, RefundLate
	case total < d.Sats:
		d.State, d.Reason = DepositRefunding, RefundShort
	default:
		d.State = DepositFilling
	}
	if err := dc.Book.save(d); err != nil {
		return err
	}
	s.log.Info("solver: deposit confirmed", slog.String("quote", d.QuoteID), slog.String("address", d.Address),
		slog.Int64("sats", total), slog.String("decision", d.State), slog.String("reason", d.Reason))
	return s.advanceDeposit(ctx, dc, d)
}

// fillDeposit fills the deposit's order on the destination; once the
// order's expiry has passed unfilled, the deposit is refunded instead. The
// settlement fills an order once, so a retry after a restart is harmless.
func (s *Solver) fillDeposit(ctx context.Context, dc *Deposits, d Deposit) error {
	dst, ok := s.chains[d.Order.ToChainId.Uint64()]
	if !ok {
		d.State, d.Reason = DepositRefunding, RefundUnfillable
		return dc.Book.save(d)
	}
	filler, err := bind.Call(dst.contract, &bind.CallOpts{Context: ctx}, settlementABI.PackFills(d.OrderHash), settlementABI.UnpackFills)
	if err != nil {
		return err
	}
	if filler != (common.Address{}) {
		d.State = DepositFilled
		return dc.Book.save(d)
	}
	now, err := blockTime(ctx, dst.Backend)
	if err != nil {
		return err
	}
	if now > d.Order.Expiry.Uint64() {
		d.State, d.Reason = DepositRefunding, RefundUnfillable
		if err := dc.Book.save(d); err != nil {
			return err
		}
		return s.refundDeposit(ctx, dc, d)
	}
	if s.Paused() {
		return nil
	}
	txHash, err := s.fillOrder(ctx, dst, d.Order)
	if err != nil {
		return err // retried on the next round, until the order expires
	}
	d.State, d.FillTx = DepositFilled, txHash
	if err := dc.Book.save(d); err != nil {
		return err
	}
	return s.collectDeposit(ctx, dc, d)
}

// collectDeposit moves a filled deposit into the solver's wallet and
// returns what was paid beyond the quote to the payer, in one transaction.
func (s *Solver) collectDeposit(ctx context.Context, dc *Deposits, d Deposit) error {
	if err := s.payDepositFee(ctx, dc, &d); err != nil {
		return err
	}
	utxos, err := dc.Chain.UTXOs(ctx, d.Address)
	if err != nil {
		return err
	}
	if len(utxos) > 0 {
		p, rest, err := dc.Wallet.Collect(ctx, d.Index, d.Sats, d.Payer)
		if err != nil && !errors.Is(err, devbtc.ErrTooSmallToMove) {
			return err
		}
		d.CollectTx, d.ExcessSats = p.TxID, rest
	}
	d.State = DepositClosed
	return dc.Book.save(d)
}

// refundDeposit returns the deposit to the payer, less the network fee. An
// address found empty was refunded before a restart: its spending
// transaction is the refund.
func (s *Solver) refundDeposit(ctx context.Context, dc *Deposits, d Deposit) error {
	utxos, err := dc.Chain.UTXOs(ctx, d.Address)
	if err != nil {
		return err
	}
	txid, sats, tooSmall, err := returnToPayer(ctx, dc, d, len(utxos) > 0)
	switch {
	case err != nil:
		return err
	case tooSmall:
		d.State, d.Reason = DepositClosed, d.Reason+": the deposit is too small to return (the network fee would take it all)"
		return dc.Book.save(d)
	}
	d.State, d.RefundTx, d.RefundSats = DepositRefunded, txid, sats
	s.log.Info("solver: deposit refunded", slog.String("quote", d.QuoteID), slog.String("reason", d.Reason), slog.String("tx", txid))
	return dc.Book.save(d)
}

// returnToPayer sends what the deposit address holds back to its payer,
// less the network fee. When the address no longer holds it (held false),
// the return was made before a restart and is found in its history
// instead. tooSmall: the fee would take it all, so nothing moved.
func returnToPayer(ctx context.Context, dc *Deposits, d Deposit, held bool) (txid string, sats int64, tooSmall bool, err error) {
	if !held {
		txid, sats, err = findRefund(ctx, dc.Chain, d, d.paidOut())
		return txid, sats, false, err
	}
	p, err := dc.Wallet.Sweep(ctx, d.Index, d.Payer)
	if errors.Is(err, devbtc.ErrTooSmallToMove) {
		return "", 0, true, nil
	}
	if err != nil {
		return "", 0, false, fmt.Errorf("solver: return what deposit address %s holds to %s: %w", d.Address, d.Payer, err)
	}
	return p.TxID, p.Amount, false, nil
}

// findRefund finds the transaction that moved the deposit to the payer: one
// in the address's history paying the payer, but not the address (a
// payment to it from the payer's wallet has its change there), and not
// among those the solver recorded already (skip).
func findRefund(ctx context.Context, c DepositChain, d Deposit, skip []string) (string, int64, error) {
	txs, err := c.AddressTxs(ctx, d.Address, "")
	if err != nil {
		return "", 0, err
	}
	for _, tx := range txs {
		pays := func(o btc.TxOutput) bool { return o.ScriptPubKeyAddress == d.Address }
		if slices.Contains(skip, tx.TxID) || slices.ContainsFunc(tx.Vout, pays) {
			continue
		}
		for _, o := range tx.Vout {
			if o.ScriptPubKeyAddress == d.Payer {
				return tx.TxID, o.Value, nil
			}
		}
	}
	return "", 0, fmt.Errorf("solver: deposit address %s is empty but no refund to %s is in its history", d.Address, d.Payer)
}

// fillOrder fills o on dst from the solver's inventory and returns the
// fill transaction's hash.
func (s *Solver) fillOrder(ctx context.Context, dst *chainState, o bindings.IntentsSettlementOrder) (string, error) {
	value := new(big.Int)
	if o.ToToken == NativeToken {
		value = o.ToAmount
	} else if err := s.approve(ctx, dst, o.ToToken); err != nil {
		return "", err
	}
	r, err := s.send(ctx, dst, s.cfg.SolverKey, dst.Settlement, value, settlementABI.PackFill(o))
	if err != nil {
		return "", err
	}
	s.log.Info("solver: deposit order filled", slog.Uint64("chain", dst.ChainID), slog.String("tx", r.TxHash.Hex()))
	return r.TxHash.Hex(), nil
}

// checkDeposits checks the deposits configuration and fills in defaults.
func checkDeposits(b *Bitcoin) error {
	if b == nil || b.Deposits == nil {
		return nil
	}
	dc := b.Deposits
	if dc.Book == nil || dc.Wallet == nil || dc.Chain == nil {
		return errors.New("solver: Bitcoin.Deposits needs Book, Wallet and Chain")
	}
	if dc.Net == nil {
		dc.Net = &chaincfg.RegressionNetParams
	}
	return nil
}
