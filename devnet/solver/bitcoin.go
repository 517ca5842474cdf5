package solver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"
)

// BitcoinPayer pays the recipients of orders whose destination is the
// Bitcoin chain; devnet/bitcoin's Wallet implements it.
type BitcoinPayer interface {
	// FindPayment returns the transaction paying the P2WPKH program with
	// data in an OP_RETURN output and its confirmations, or "" if none.
	FindPayment(ctx context.Context, program [20]byte, data []byte) (txid string, confirmations int64, err error)
	// PayP2WPKH pays sats to the P2WPKH program with data in an OP_RETURN
	// output.
	PayP2WPKH(ctx context.Context, program [20]byte, sats int64, data []byte) (txid string, err error)
}

// Bitcoin is the Bitcoin destination of a solver: orders whose toChainId
// is ChainID are paid in satoshis (toAmount) to the P2WPKH address whose
// witness program is the order's 20-byte toAddress, with the order hash in
// an OP_RETURN output, and settled on the source once the payment has
// Confirmations (default 1).
type Bitcoin struct {
	ChainID       uint64
	Payer         BitcoinPayer
	Confirmations int64
	// Deposits, when set, takes BTC → EVM deposits (bitcoin_deposit.go).
	Deposits *Deposits
	// PayMargin is how long before an order's expiry the solver stops
	// paying it (default DefaultBitcoinPayMargin): a payment must confirm
	// and be settled before the order may be refunded, or the user would
	// get both.
	PayMargin time.Duration
}

// DefaultBitcoinPayMargin is Bitcoin.PayMargin's default: a few regtest
// blocks and the settlement.
const DefaultBitcoinPayMargin = 30 * time.Second

func (s *Solver) isBitcoin(o *order) bool {
	b := s.cfg.Bitcoin
	return b != nil && o.order.ToChainId.IsUint64() && o.order.ToChainId.Uint64() == b.ChainID
}

// advanceBitcoin is advance for an order paid on Bitcoin. The chain is the
// record of the payment (FindPayment), so a restart never pays twice.
func (s *Solver) advanceBitcoin(ctx context.Context, src *chainState, o *order) error {
	b := s.cfg.Bitcoin
	program := [20]byte(o.order.ToAddress)
	txid, confs, err := b.Payer.FindPayment(ctx, program, o.hash[:])
	if err != nil {
		return err
	}
	if txid != "" {
		if confs < max(b.Confirmations, 1) {
			return nil // wait for the confirmations
		}
		_, err := s.send(ctx, src, s.cfg.SettlerKey, src.Settlement, nil, settlementABI.PackSettle(o.hash))
		return err
	}
	now, err := blockTime(ctx, src.Backend)
	if err != nil {
		return err
	}
	if now > o.order.Expiry.Uint64() {
		_, err := s.send(ctx, src, s.cfg.SettlerKey, src.Settlement, nil, settlementABI.PackRefund(o.hash))
		return err
	}
	if s.Paused() {
		return nil
	}
	margin := b.PayMargin
	if margin <= 0 {
		margin = DefaultBitcoinPayMargin
	}
	if now+uint64(margin/time.Second) > o.order.Expiry.Uint64() {
		return nil // too late to pay safely: it expires and is refunded
	}
	sats, err := satoshis(o.order.ToAmount)
	if err != nil {
		return err
	}
	txid, err = b.Payer.PayP2WPKH(ctx, program, sats, o.hash[:])
	if err != nil {
		return err
	}
	s.log.Info("solver: order paid on Bitcoin", slog.String("order", o.hash.Hex()), slog.String("tx", txid))
	return nil
}

// maxSatoshis is 21 million BTC.
var maxSatoshis = big.NewInt(21_000_000 * 100_000_000)

func satoshis(a *big.Int) (int64, error) {
	if a == nil || a.Sign() <= 0 || a.Cmp(maxSatoshis) > 0 {
		return 0, fmt.Errorf("solver: %v is not an amount of satoshis", a)
	}
	return a.Int64(), nil
}

var errNoBitcoinPayer = errors.New("solver: Bitcoin.Payer is required")
