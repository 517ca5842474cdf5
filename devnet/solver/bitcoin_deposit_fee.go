package solver

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// An integrator's fee on a BTC → EVM route is taken from the bridged
// amount: the solver fills the order's ToAmount to toAddress and pays the
// fee to the integrator's beneficiary beside it. The settlement's fill
// pays one recipient, so the fee is a transfer of its own from the
// solver's inventory, made once the fill is. It is journaled like every
// deposit payment: the transaction is signed and written to the book
// before it is broadcast, and after a restart the same signed transaction
// is sent again (its nonce lets it be mined at most once), so the fee is
// neither lost nor paid twice.

// DepositFee is the integrator's fee of a deposit and its payment.
type DepositFee struct {
	Beneficiary common.Address `json:"beneficiary"`
	Amount      *big.Int       `json:"amount"`
	// RawTx is the signed transfer (hex), written before it is sent;
	// TxHash its hash. Paid: it is mined and succeeded.
	RawTx  string `json:"rawTx,omitempty"`
	TxHash string `json:"txHash,omitempty"`
	Paid   bool   `json:"paid,omitempty"`
}

// feeTerms is the fee as a new deposit carries it: the terms only.
func feeTerms(f *DepositFee) (*DepositFee, error) {
	if f == nil {
		return nil, nil
	}
	if f.Amount == nil || f.Amount.Sign() <= 0 || f.Beneficiary == (common.Address{}) {
		return nil, fmt.Errorf("solver: deposit fee %+v: want a beneficiary and a positive amount", f)
	}
	return &DepositFee{Beneficiary: f.Beneficiary, Amount: new(big.Int).Set(f.Amount)}, nil
}

// payDepositFee pays a filled deposit's fee, once. It records each step in
// the book, d included.
func (s *Solver) payDepositFee(ctx context.Context, dc *Deposits, d *Deposit) error {
	f := d.Fee
	if f == nil || f.Paid {
		return nil
	}
	dst, ok := s.chains[d.Order.ToChainId.Uint64()]
	if !ok {
		return fmt.Errorf("solver: no settlement on chain %s for the fee of deposit %d", d.Order.ToChainId, d.Index)
	}
	dst.mu.Lock() // the transfer's nonce is the solver key's next on the chain
	defer dst.mu.Unlock()
	var tx *types.Transaction
	if f.RawTx != "" {
		t, err := decodeTx(f.RawTx)
		if err != nil {
			return err
		}
		r, err := dst.Backend.TransactionReceipt(ctx, t.Hash())
		switch {
		case err == nil && r.Status == types.ReceiptStatusSuccessful:
			return s.feePaid(dc, d)
		case err == nil:
			f.RawTx, f.TxHash = "", "" // reverted: sign a new one
		case !errors.Is(err, ethereum.NotFound):
			return err
		default:
			tx = t
		}
	}
	if tx == nil {
		t, err := s.signFee(ctx, dst, d.Order.ToToken, f)
		if err != nil {
			return err
		}
		raw, err := t.MarshalBinary()
		if err != nil {
			return err
		}
		f.RawTx, f.TxHash = hexutil.Encode(raw), t.Hash().Hex()
		if err := dc.Book.save(*d); err != nil {
			return err
		}
		tx = t
	}
	if err := dst.Backend.SendTransaction(ctx, tx); err != nil && !strings.Contains(err.Error(), "already known") {
		if !strings.Contains(err.Error(), "nonce too low") {
			return err
		}
		// Its nonce went to another transaction (it was signed but never
		// sent before a restart) unless it was mined meanwhile: then
		// sign a new one on the next round.
		if _, rerr := dst.Backend.TransactionReceipt(ctx, tx.Hash()); errors.Is(rerr, ethereum.NotFound) {
			f.RawTx, f.TxHash = "", ""
			return dc.Book.save(*d)
		}
	}
	waitCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	r, err := bind.WaitMined(waitCtx, dst.Backend, tx.Hash())
	if err != nil {
		return err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		f.RawTx, f.TxHash = "", ""
		if err := dc.Book.save(*d); err != nil {
			return err
		}
		return fmt.Errorf("%w: the integrator fee of deposit %d (%s) on chain %d", errReverted, d.Index, tx.Hash().Hex(), dst.ChainID)
	}
	s.log.Info("solver: integrator fee paid", slog.String("quote", d.QuoteID), slog.String("beneficiary", f.Beneficiary.Hex()),
		slog.String("amount", f.Amount.String()), slog.String("tx", tx.Hash().Hex()))
	return s.feePaid(dc, d)
}

func (s *Solver) feePaid(dc *Deposits, d *Deposit) error {
	d.Fee.Paid = true
	return dc.Book.save(*d)
}

// feeGasLimit covers a native send to a contract beneficiary; a token
// transfer is estimated.
const feeGasLimit = 60_000

// signFee signs the fee's transfer of token (native or an ERC-20) from the
// solver's inventory, without sending it.
func (s *Solver) signFee(ctx context.Context, dst *chainState, token common.Address, f *DepositFee) (*types.Transaction, error) {
	opts := bind.NewKeyedTransactor(s.cfg.SolverKey, new(big.Int).SetUint64(dst.ChainID))
	opts.Context = ctx
	opts.NoSend = true
	to, data := token, bindings.NewERC20Token().PackTransfer(f.Beneficiary, f.Amount)
	if token == NativeToken {
		to, data, opts.Value, opts.GasLimit = f.Beneficiary, nil, f.Amount, feeGasLimit
	}
	return bind.NewBoundContract(to, abi.ABI{}, dst.Backend, dst.Backend, dst.Backend).RawTransact(opts, data)
}

func decodeTx(raw string) (*types.Transaction, error) {
	b, err := hexutil.Decode(raw)
	if err != nil {
		return nil, fmt.Errorf("solver: journaled fee transaction: %w", err)
	}
	var tx types.Transaction
	if err := tx.UnmarshalBinary(b); err != nil {
		return nil, fmt.Errorf("solver: journaled fee transaction: %w", err)
	}
	return &tx, nil
}
