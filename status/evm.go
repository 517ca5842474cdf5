package status

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// EVMReader is what the tracker reads of an EVM chain (*ethclient.Client
// satisfies it).
type EVMReader interface {
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (tx *types.Transaction, isPending bool, err error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	BlockByNumber(ctx context.Context, number *big.Int) (*types.Block, error)
}

// Contracts are a chain's route contracts, whose events the tracker reads.
type Contracts struct {
	Router, Multicall, Gateway, GasService, Settlement common.Address
}

// Chains gives the tracker each chain's reader and route contracts.
type Chains interface {
	Reader(chainID string) (EVMReader, bool)
	Contracts(chainID string) (Contracts, bool)
}

// Bridge is the bridge explorer's API (searchGMP by source transaction).
type Bridge interface {
	SearchGMP(ctx context.Context, txHash string) ([]GMPMessage, error)
}

// GMPMessage is one message of a searchGMP answer, as the tracker needs it.
type GMPMessage struct {
	Status    string
	GasStatus string
	CommandID string
	LogIndex  uint
	TimeSpent map[string]int64
	Error     *ErrorInfo
	// Gas in the source chain's native base units: paid with the call,
	// added later, and what execution needs at the destination's current
	// gas price (nil when the explorer does not say).
	GasPaid, GasAdded, GasRequired *big.Int
}

var (
	routerABI     = bindings.NewRouteRouter()
	gatewayABI    = bindings.NewGMPGateway()
	gasServiceABI = bindings.NewGasService()
	settlementABI = bindings.NewIntentsSettlement()
	multicallABI  = bindings.NewRouteMulticall()
)

// evmObserver reads one route's observation from EVM chains and the
// bridge explorer. It keeps what does not change (the source receipt and
// its block time, scan cursors) between refreshes.
type evmObserver struct {
	chains  Chains
	bridge  Bridge
	bitcoin BitcoinPayments // nil: orders paid on Bitcoin are not followed

	source     *Source
	commandID  common.Hash
	order      *bindings.IntentsSettlementOrderCreated
	destCursor uint64 // next destination block to scan
	srcCursor  uint64 // next source block to scan for a refund
	dest       Outcome
	refund     *Outcome
	// noDest: the message's destination runs no router to scan (the
	// Cosmos hub); its outcome is read elsewhere.
	noDest bool
	// byRecipient: without the message's command id (a message the hub
	// sends, which the bridge explorer may not index by its Cosmos source
	// transaction), the destination's first router outcome for the
	// route's recipient since the source is taken as the route's.
	byRecipient bool
}

// errNoReader is a chain the tracker cannot read.
var errNoReader = errors.New("no reader for the chain")

func (w *evmObserver) observe(ctx context.Context, q *Quote, txHash common.Hash, now time.Time) (Observation, error) {
	o := Observation{Now: now}
	src, ok := w.chains.Reader(q.FromChain)
	if !ok {
		return o, fmt.Errorf("chain %s: %w", q.FromChain, errNoReader)
	}
	if w.source == nil {
		s, err := w.readSource(ctx, src, q, txHash)
		if err != nil || s.State != TxSucceeded {
			if err == nil {
				o.Source = s
			}
			return o, err
		}
		w.source = &s
	}
	o.Source = *w.source
	switch o.Source.Kind {
	case KindSwap:
		o.Dest = w.dest
	case KindBridge:
		if err := w.observeGMP(ctx, q, &o); err != nil {
			return o, err
		}
	case KindIntents:
		if err := w.observeIntents(ctx, q, src, &o); err != nil {
			return o, err
		}
	}
	return o, nil
}

// readSource reads the source receipt and classifies the transaction by
// the route contracts' events in it.
func (w *evmObserver) readSource(ctx context.Context, c EVMReader, q *Quote, txHash common.Hash) (Source, error) {
	s := Source{TxHash: txHash.Hex()}
	rc, err := c.TransactionReceipt(ctx, txHash)
	if errors.Is(err, ethereum.NotFound) {
		if _, pending, err := c.TransactionByHash(ctx, txHash); err == nil && pending {
			s.State = TxPending
		}
		return s, nil
	}
	if err != nil {
		return s, err
	}
	s.Block = rc.BlockNumber.Uint64()
	h, err := c.HeaderByNumber(ctx, rc.BlockNumber)
	if err != nil {
		return s, err
	}
	s.Time = time.Unix(int64(h.Time), 0)
	if rc.Status != types.ReceiptStatusSuccessful {
		s.State = TxFailed
		return s, nil
	}
	s.State = TxSucceeded
	ct, _ := w.chains.Contracts(q.FromChain)
	for _, l := range rc.Logs {
		switch {
		case l.Address == ct.Router:
			if e, err := routerABI.UnpackRouteExecutedEvent(l); err == nil && e.CommandId == [32]byte{} {
				s.Kind = KindSwap
				s.Events = append(s.Events, routeExecutedLog(l, e))
				w.dest = Outcome{Seen: true, TxHash: s.TxHash, Block: s.Block, Time: s.Time, Event: OutcomeRouteExecuted,
					ChainID: q.FromChain, Recipient: e.Recipient.Hex(), Token: e.ToToken.Hex(), Amount: e.ToAmount.String()}
			}
		case l.Address == ct.Gateway:
			if e, err := gatewayABI.UnpackContractCallWithTokenEvent(l); err == nil {
				s.Kind = KindBridge
				s.Events = append(s.Events, EventLog{Contract: "gateway", Address: l.Address.Hex(), Event: "ContractCallWithToken",
					LogIndex: l.Index, Args: map[string]string{"destinationChain": e.DestinationChain, "symbol": e.Symbol, "amount": e.Amount.String()}})
			}
		case l.Address == ct.GasService:
			if _, err := gasServiceABI.UnpackNativeGasPaidForContractCallWithTokenEvent(l); err == nil {
				s.GasPaid = true
				s.Events = append(s.Events, EventLog{Contract: "gas service", Address: l.Address.Hex(), Event: "NativeGasPaidForContractCallWithToken", LogIndex: l.Index, Args: map[string]string{}})
			}
		case l.Address == ct.Settlement:
			if e, err := settlementABI.UnpackOrderCreatedEvent(l); err == nil {
				s.Kind = KindIntents
				w.order = e
				s.Events = append(s.Events, EventLog{Contract: "intents settlement", Address: l.Address.Hex(), Event: "OrderCreated", LogIndex: l.Index,
					Args: map[string]string{"orderHash": hexutil.Encode(e.OrderHash[:]), "fromAddress": e.FromAddress.Hex(), "expiry": e.Order.Expiry.String()}})
			}
		case l.Address == ct.Multicall:
			if e, err := multicallABI.UnpackCallExecutedEvent(l); err == nil {
				s.Events = append(s.Events, EventLog{Contract: "route multicall", Address: l.Address.Hex(), Event: "CallExecuted", LogIndex: l.Index,
					Args: map[string]string{"index": e.Index.String(), "target": e.Target.Hex(), "success": fmt.Sprint(e.Success)}})
			}
		}
	}
	if s.Kind == "" {
		// A transaction that is not a route: it succeeded, but nothing
		// here can follow it. Take the quote's kind so the record still
		// answers; the events list stays empty.
		s.Kind = q.Kind
	}
	w.srcCursor = s.Block + 1
	return s, nil
}

func routeExecutedLog(l *types.Log, e *bindings.RouteRouterRouteExecuted) EventLog {
	return EventLog{Contract: "router", Address: l.Address.Hex(), Event: "RouteExecuted", LogIndex: l.Index,
		Args: map[string]string{"commandId": hexutil.Encode(e.CommandId[:]), "recipient": e.Recipient.Hex(), "fromToken": e.FromToken.Hex(),
			"fromAmount": e.FromAmount.String(), "toToken": e.ToToken.Hex(), "toAmount": e.ToAmount.String()}}
}

// observeGMP asks the explorer for the message and, once its command id is
// known, scans the destination router for the command's outcome.
func (w *evmObserver) observeGMP(ctx context.Context, q *Quote, o *Observation) error {
	if w.bridge != nil && !w.dest.Seen {
		msgs, err := w.bridge.SearchGMP(ctx, gmpTxHash(o.Source.TxHash))
		if err != nil {
			return fmt.Errorf("bridge explorer: %w", err)
		}
		if len(msgs) > 0 {
			m := msgs[0]
			g := &GMP{Status: m.Status, GasStatus: m.GasStatus, CommandID: m.CommandID, LogIndex: m.LogIndex, TimeSpent: m.TimeSpent, Error: m.Error}
			g.AddGas = w.addGas(q, o.Source.TxHash, m)
			if m.Status == "insufficient_fee" || m.GasStatus == "gas_paid_not_enough_gas" {
				added, err := w.gasAdded(ctx, q, o.Source)
				if err != nil {
					return err
				}
				g.GasAddedOnChain = gasCovered(m, added)
			}
			o.GMP = g
			if id, err := hexutil.Decode(m.CommandID); err == nil && len(id) == 32 {
				w.commandID = common.BytesToHash(id)
			}
		}
	}
	if !w.dest.Seen && (w.commandID != (common.Hash{}) || w.byRecipient) && !w.noDest {
		if err := w.scanDest(ctx, q); err != nil {
			return err
		}
	}
	o.Dest = w.dest
	return nil
}

// gmpTxHash is a source transaction's hash as the bridge explorer takes
// it: a Cosmos hash (upper-case hex, no prefix) as 0x lower-case hex, as
// the public explorer indexes GMP messages from Cosmos chains.
func gmpTxHash(h string) string {
	if strings.HasPrefix(h, "0x") || strings.HasPrefix(h, "0X") {
		return h
	}
	return "0x" + strings.ToLower(h)
}

// addGas builds the gas service's addNativeGas for the message with what
// execution needs now plus a quarter margin, less what was paid; nil
// when the explorer says nothing is needed or the contracts are unknown.
func (w *evmObserver) addGas(q *Quote, txHash string, m GMPMessage) *Recovery {
	if m.GasRequired == nil {
		return nil
	}
	ct, ok := w.chains.Contracts(q.FromChain)
	if !ok || ct.GasService == (common.Address{}) {
		return nil
	}
	need := new(big.Int).Mul(m.GasRequired, big.NewInt(5))
	need.Quo(need, big.NewInt(4))
	for _, p := range []*big.Int{m.GasPaid, m.GasAdded} {
		if p != nil {
			need.Sub(need, p)
		}
	}
	if need.Sign() <= 0 {
		return nil
	}
	refund := common.HexToAddress(q.RefundAddress)
	data := gasServiceABI.PackAddNativeGas(common.HexToHash(txHash), new(big.Int).SetUint64(uint64(m.LogIndex)), refund)
	return &Recovery{Type: "add_gas", ChainID: q.FromChain, Target: ct.GasService.Hex(), Data: hexutil.Encode(data), Value: need.String(),
		Description: "Tops up the message's prepaid gas through the gas service's addNativeGas: send it as is from any funded account; the relayer then executes the message (any excess is refunded to " + refund.Hex() + ")"}
}

// gasCovered reports whether gas added for a held message (on chain, or
// counted by the explorer) already covers what the explorer last said its
// execution needs, or exceeds what the explorer has counted: either way
// the relayer is about to execute and the user has nothing left to do.
func gasCovered(m GMPMessage, onChain *big.Int) bool {
	counted := m.GasAdded
	if counted == nil {
		counted = new(big.Int)
	}
	if onChain.Cmp(counted) > 0 {
		return true
	}
	if m.GasRequired == nil || m.GasPaid == nil {
		return false
	}
	total := new(big.Int).Add(m.GasPaid, counted)
	return counted.Sign() > 0 && total.Cmp(m.GasRequired) >= 0
}

// gasAdded sums the gas service's NativeGasAdded for the message's source
// transaction, from its block to the head (a few blocks: it is asked only
// while the message waits for gas).
func (w *evmObserver) gasAdded(ctx context.Context, q *Quote, s Source) (*big.Int, error) {
	c, ok := w.chains.Reader(q.FromChain)
	if !ok {
		return nil, fmt.Errorf("chain %s: %w", q.FromChain, errNoReader)
	}
	ct, _ := w.chains.Contracts(q.FromChain)
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(s.Block), Addresses: []common.Address{ct.GasService},
		Topics: [][]common.Hash{{gasServiceABI.GetABI().Events["NativeGasAdded"].ID}, {common.HexToHash(s.TxHash)}}})
	if err != nil {
		return nil, fmt.Errorf("chain %s gas added: %w", q.FromChain, err)
	}
	sum := new(big.Int)
	for i := range logs {
		if e, err := gasServiceABI.UnpackNativeGasAddedEvent(&logs[i]); err == nil {
			sum.Add(sum, e.GasFeeAmount)
		}
	}
	return sum, nil
}

// scanDest reads the destination router's events for the command from
// the cursor to the head.
func (w *evmObserver) scanDest(ctx context.Context, q *Quote) error {
	c, ok := w.chains.Reader(q.ToChain)
	if !ok {
		return fmt.Errorf("chain %s: %w", q.ToChain, errNoReader)
	}
	ct, _ := w.chains.Contracts(q.ToChain)
	topics := [][]common.Hash{{routerABI.GetABI().Events["RouteExecuted"].ID, routerABI.GetABI().Events["DestinationCallsFailed"].ID}, {w.commandID}}
	anyCommand := w.commandID == (common.Hash{})
	if anyCommand {
		topics = topics[:1]
	}
	logs, _, err := w.scan(ctx, c, q.ToChain, ct.Router, topics, &w.destCursor, o0(w.source))
	if err != nil {
		return err
	}
	for i := range logs {
		l := &logs[i]
		out := Outcome{Seen: true, TxHash: l.TxHash.Hex(), Block: l.BlockNumber, ChainID: q.ToChain}
		if e, err := routerABI.UnpackRouteExecutedEvent(l); err == nil {
			out.Event, out.Recipient, out.Token, out.Amount = OutcomeRouteExecuted, e.Recipient.Hex(), e.ToToken.Hex(), e.ToAmount.String()
			out.Events = []EventLog{routeExecutedLog(l, e)}
		} else if e, err := routerABI.UnpackDestinationCallsFailedEvent(l); err == nil {
			out.Event, out.Recipient, out.Token, out.Amount = OutcomeCallsFailed, e.Recipient.Hex(), e.Token.Hex(), e.Amount.String()
			out.Reason = describeRevert(e.Reason)
			out.Events = []EventLog{{Contract: "router", Address: l.Address.Hex(), Event: "DestinationCallsFailed", LogIndex: l.Index,
				Args: map[string]string{"commandId": hexutil.Encode(e.CommandId[:]), "recipient": out.Recipient, "token": out.Token, "amount": out.Amount, "reason": out.Reason}}}
		} else {
			continue
		}
		if anyCommand && !strings.EqualFold(out.Recipient, q.ToAddress) {
			continue // another route's delivery
		}
		if t, err := blockTime(ctx, c, l.BlockNumber); err == nil {
			out.Time = t
		}
		w.dest = out
		return nil
	}
	return nil
}

// o0 is the block time from which a scan on another chain starts.
func o0(s *Source) time.Time {
	if s == nil {
		return time.Time{}
	}
	return s.Time
}

// observeIntents follows the order: its fill on the destination, its
// expiry and refund on the source.
func (w *evmObserver) observeIntents(ctx context.Context, q *Quote, src EVMReader, o *Observation) error {
	e := w.order
	if e == nil {
		return nil
	}
	ord := &Order{Hash: hexutil.Encode(e.OrderHash[:]), FromAddress: e.Order.FromAddress.Hex(), FromToken: e.Order.FromToken.Hex(),
		FromAmount: e.Order.FromAmount.String(), Expiry: time.Unix(e.Order.Expiry.Int64(), 0)}
	o.Order = ord
	hash := common.Hash(e.OrderHash)
	if !w.dest.Seen && q.ToChain == BitcoinChainID {
		if err := w.observeBitcoinPayment(ctx, q, o.Now); err != nil {
			return err
		}
	} else if !w.dest.Seen {
		dst, ok := w.chains.Reader(q.ToChain)
		if !ok {
			return fmt.Errorf("chain %s: %w", q.ToChain, errNoReader)
		}
		ct, _ := w.chains.Contracts(q.ToChain)
		topics := [][]common.Hash{{settlementABI.GetABI().Events["OrderFilled"].ID}, {hash}}
		logs, _, err := w.scan(ctx, dst, q.ToChain, ct.Settlement, topics, &w.destCursor, w.source.Time)
		if err != nil {
			return err
		}
		for i := range logs {
			l := &logs[i]
			f, err := settlementABI.UnpackOrderFilledEvent(l)
			if err != nil {
				continue
			}
			out := Outcome{Seen: true, TxHash: l.TxHash.Hex(), Block: l.BlockNumber, Event: OutcomeFilled, ChainID: q.ToChain,
				Recipient: f.ToAddress.Hex(), Token: f.ToToken.Hex(), Amount: f.ToAmount.String(),
				Events: []EventLog{{Contract: "intents settlement", Address: l.Address.Hex(), Event: "OrderFilled", LogIndex: l.Index,
					Args: map[string]string{"orderHash": ord.Hash, "solver": f.Solver.Hex(), "toAddress": f.ToAddress.Hex(), "toToken": f.ToToken.Hex(), "toAmount": f.ToAmount.String()}}}}
			if t, err := blockTime(ctx, dst, l.BlockNumber); err == nil {
				out.Time = t
			}
			w.dest = out
			break
		}
	}
	o.Dest = w.dest
	if w.dest.Seen {
		return nil
	}
	if w.refund == nil {
		ct, _ := w.chains.Contracts(q.FromChain)
		topics := [][]common.Hash{{settlementABI.GetABI().Events["OrderRefunded"].ID}, {hash}}
		logs, head, err := w.scan(ctx, src, q.FromChain, ct.Settlement, topics, &w.srcCursor, time.Time{})
		if err != nil {
			return err
		}
		if head != nil && head.Time > e.Order.Expiry.Uint64() {
			ord.Expired = true
		}
		for i := range logs {
			l := &logs[i]
			r, err := settlementABI.UnpackOrderRefundedEvent(l)
			if err != nil {
				continue
			}
			out := &Outcome{Seen: true, TxHash: l.TxHash.Hex(), Block: l.BlockNumber, ChainID: q.FromChain,
				Recipient: r.FromAddress.Hex(), Token: r.FromToken.Hex(), Amount: r.FromAmount.String()}
			if t, err := blockTime(ctx, src, l.BlockNumber); err == nil {
				out.Time = t
			}
			w.refund = out
			break
		}
	}
	if w.refund != nil {
		ord.Expired = true
		ord.Refund = w.refund
	}
	return nil
}

// maxScan bounds one eth_getLogs range.
const maxScan = 5000

// scan reads the contract's logs matching topics from *cursor to the
// chain's head (at most maxScan blocks per call) and advances the cursor.
// A zero cursor starts at the first block not older than since (a minute
// of clock skew allowed), found by bisection over headers.
func (w *evmObserver) scan(ctx context.Context, c EVMReader, chainID string, addr common.Address, topics [][]common.Hash,
	cursor *uint64, since time.Time) ([]types.Log, *types.Header, error) {
	head, err := c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	n := head.Number.Uint64()
	if *cursor == 0 {
		start, err := firstBlockSince(ctx, c, n, since.Add(-time.Minute))
		if err != nil {
			return nil, nil, err
		}
		*cursor = start
	}
	if *cursor > n {
		return nil, head, nil
	}
	to := min(n, *cursor+maxScan-1)
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(*cursor), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{addr}, Topics: topics})
	if err != nil {
		return nil, nil, fmt.Errorf("chain %s logs: %w", chainID, err)
	}
	*cursor = to + 1
	return logs, head, nil
}

// firstBlockSince finds the first block at or after t (1 when t is zero).
func firstBlockSince(ctx context.Context, c EVMReader, head uint64, t time.Time) (uint64, error) {
	if t.IsZero() || t.Unix() <= 0 {
		return 1, nil
	}
	lo, hi := uint64(1), head
	for lo < hi {
		mid := lo + (hi-lo)/2
		h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(mid))
		if err != nil {
			return 0, err
		}
		if int64(h.Time) < t.Unix() {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, nil
}

func blockTime(ctx context.Context, c EVMReader, n uint64) (time.Time, error) {
	h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(int64(h.Time), 0), nil
}

// describeRevert renders revert data for people: Error(string) as its
// text, anything else as its selector and hex.
func describeRevert(data []byte) string {
	if len(data) == 0 {
		return "reverted without a reason"
	}
	if s, err := abi.UnpackRevert(data); err == nil {
		return s
	}
	if len(data) >= 4 {
		a := routerABI.GetABI()
		if e, err := a.ErrorByID([4]byte(data[:4])); err == nil {
			return e.Name
		}
	}
	return "reverted with " + strings.ToLower(hexutil.Encode(data))
}
