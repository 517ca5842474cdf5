package relayer

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

var (
	gatewayABI = bindings.NewGMPGateway()
	gasABI     = bindings.NewGasService()
	routerABI  = bindings.NewRouteRouter()

	topicContractCall          = gatewayABI.GetABI().Events["ContractCall"].ID
	topicContractCallWithToken = gatewayABI.GetABI().Events["ContractCallWithToken"].ID
	topicApproved              = gatewayABI.GetABI().Events["ContractCallApproved"].ID
	topicApprovedWithMint      = gatewayABI.GetABI().Events["ContractCallApprovedWithMint"].ID
	topicExecuted              = gatewayABI.GetABI().Events["Executed"].ID
	topicGasPaid               = gasABI.GetABI().Events["NativeGasPaidForContractCall"].ID
	topicGasPaidWithToken      = gasABI.GetABI().Events["NativeGasPaidForContractCallWithToken"].ID
	topicGasAdded              = gasABI.GetABI().Events["NativeGasAdded"].ID
)

// scan reads the chain's gateway and gas service logs from its cursor up to
// its head, range by range, and records each range's messages and gas
// payments together with the advanced cursor.
func (r *Relayer) scan(ctx context.Context, c *chainState) error {
	next, found, err := r.cfg.Store.RelayerCursor(ctx, c.ChainID)
	if err != nil {
		return err
	}
	if !found {
		next = c.StartBlock
	}
	head := c.head.Number.Uint64()
	for next <= head {
		to := min(head, next+r.cfg.MaxBlockRange-1)
		logs, err := c.Client.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(next),
			ToBlock:   new(big.Int).SetUint64(to),
			Addresses: []common.Address{c.Gateway, c.GasService},
			Topics:    [][]common.Hash{{topicContractCall, topicContractCallWithToken, topicGasPaid, topicGasPaidWithToken, topicGasAdded}},
		})
		if err != nil {
			return fmt.Errorf("logs %d..%d: %w", next, to, err)
		}
		msgs, gas, err := r.decodeRange(ctx, c, logs)
		if err != nil {
			return err
		}
		if err := r.cfg.Store.SaveRelayerScan(ctx, c.ChainID, to+1, msgs, gas); err != nil {
			return err
		}
		for _, m := range msgs {
			r.log.Info("gmp call seen", "message", m.ID, "source", m.SourceChain, "destination", m.DestinationChain,
				"block", m.Call.BlockNumber, "gas_status", m.GasStatus)
		}
		r.observe(Event{Kind: EventScanned})
		next = to + 1
	}
	return nil
}

// rangeReader caches the block times and transaction senders of one range.
type rangeReader struct {
	c       *chainState
	times   map[uint64]uint64
	senders map[common.Hash]common.Address
}

func (rr *rangeReader) step(ctx context.Context, l *types.Log) (Step, error) {
	t, ok := rr.times[l.BlockNumber]
	if !ok {
		h, err := rr.c.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
		if err != nil {
			return Step{}, fmt.Errorf("header %d: %w", l.BlockNumber, err)
		}
		t = h.Time
		rr.times[l.BlockNumber] = t
	}
	from, ok := rr.senders[l.TxHash]
	if !ok {
		tx, _, err := rr.c.Client.TransactionByHash(ctx, l.TxHash)
		if err != nil {
			return Step{}, fmt.Errorf("transaction %s: %w", l.TxHash, err)
		}
		if from, err = types.Sender(rr.c.signer, tx); err != nil {
			return Step{}, fmt.Errorf("sender of %s: %w", l.TxHash, err)
		}
		rr.senders[l.TxHash] = from
	}
	return Step{ChainID: rr.c.ChainID, Chain: rr.c.BridgeName, TxHash: l.TxHash, BlockNumber: l.BlockNumber,
		BlockTime: t, LogIndex: l.Index, From: from}, nil
}

// paidCandidate is a gas payment not yet matched to a call of its transaction.
type paidCandidate struct {
	pay        GasPayment
	sender     common.Address
	destChain  string
	destAddr   string
	payload    common.Hash
	withToken  bool
	symbol     string
	amount     *big.Int
	matchedMsg bool
}

// decodeRange turns a range's logs into messages and gas payments. A gas
// payment belongs to the call it precedes in the same transaction with the
// same sender, destination, payload hash (and token and amount), as the
// public gas service's payments do; unmatched payments are kept without a
// message id.
func (r *Relayer) decodeRange(ctx context.Context, c *chainState, logs []types.Log) ([]*Message, []GasPayment, error) {
	rr := &rangeReader{c: c, times: map[uint64]uint64{}, senders: map[common.Hash]common.Address{}}
	var msgs []*Message
	var gas []GasPayment
	candidates := map[common.Hash][]*paidCandidate{}
	for i := range logs {
		l := &logs[i]
		if l.Removed || len(l.Topics) == 0 {
			continue
		}
		switch {
		case l.Address == c.Gateway && (l.Topics[0] == topicContractCall || l.Topics[0] == topicContractCallWithToken):
			m, err := r.decodeCall(l)
			if err != nil {
				r.log.Warn("undecodable gateway log", "chain", c.ChainID, "tx", l.TxHash, "index", l.Index, "err", err)
				continue
			}
			if m.Call, err = rr.step(ctx, l); err != nil {
				return nil, nil, err
			}
			m.SourceChainID, m.SourceChain = c.ChainID, c.BridgeName
			m.ID = MessageID(l.TxHash, l.Index)
			m.CommandID = CommandID(c.ChainID, l.TxHash, l.Index)
			if d := r.destination(m.DestinationChain); d != nil {
				m.DestinationChainID = d.ChainID
			}
			m.Status, m.GasStatus = StatusCalled, GasUnpaid
			m.SeenAt = r.cfg.Now()
			m.UpdatedAt = m.SeenAt
			if p := matchPayment(candidates[l.TxHash], m); p != nil {
				p.matchedMsg = true
				p.pay.MessageID = m.ID
				m.GasPaid = &p.pay
				m.GasStatus = GasPaid
			}
			msgs = append(msgs, m)
		case l.Address == c.GasService && (l.Topics[0] == topicGasPaid || l.Topics[0] == topicGasPaidWithToken):
			p, err := decodeGasPaid(l)
			if err != nil {
				r.log.Warn("undecodable gas service log", "chain", c.ChainID, "tx", l.TxHash, "index", l.Index, "err", err)
				continue
			}
			if p.pay.Step, err = rr.step(ctx, l); err != nil {
				return nil, nil, err
			}
			candidates[l.TxHash] = append(candidates[l.TxHash], p)
		case l.Address == c.GasService && l.Topics[0] == topicGasAdded:
			ev, err := gasABI.UnpackNativeGasAddedEvent(l)
			if err != nil || !ev.LogIndex.IsUint64() {
				r.log.Warn("undecodable gas service log", "chain", c.ChainID, "tx", l.TxHash, "index", l.Index, "err", err)
				continue
			}
			pay := GasPayment{Event: "NativeGasAdded", Amount: ev.GasFeeAmount, RefundAddress: ev.RefundAddress,
				MessageID: MessageID(ev.TxHash, uint(ev.LogIndex.Uint64()))}
			if pay.Step, err = rr.step(ctx, l); err != nil {
				return nil, nil, err
			}
			gas = append(gas, pay)
		}
	}
	for _, list := range candidates {
		for _, p := range list {
			gas = append(gas, p.pay) // matched ones carry their message id
		}
	}
	return msgs, gas, nil
}

func (r *Relayer) decodeCall(l *types.Log) (*Message, error) {
	if l.Topics[0] == topicContractCall {
		ev, err := gatewayABI.UnpackContractCallEvent(l)
		if err != nil {
			return nil, err
		}
		return &Message{Event: EventContractCall, Sender: ev.Sender, DestinationChain: ev.DestinationChain,
			DestinationContractAddress: ev.DestinationContractAddress, PayloadHash: ev.PayloadHash, Payload: ev.Payload}, nil
	}
	ev, err := gatewayABI.UnpackContractCallWithTokenEvent(l)
	if err != nil {
		return nil, err
	}
	return &Message{Event: EventContractCallWithToken, Sender: ev.Sender, DestinationChain: ev.DestinationChain,
		DestinationContractAddress: ev.DestinationContractAddress, PayloadHash: ev.PayloadHash, Payload: ev.Payload,
		Symbol: ev.Symbol, Amount: ev.Amount}, nil
}

func decodeGasPaid(l *types.Log) (*paidCandidate, error) {
	if l.Topics[0] == topicGasPaid {
		ev, err := gasABI.UnpackNativeGasPaidForContractCallEvent(l)
		if err != nil {
			return nil, err
		}
		return &paidCandidate{
			pay:    GasPayment{Event: "NativeGasPaidForContractCall", Amount: ev.GasFeeAmount, RefundAddress: ev.RefundAddress},
			sender: ev.SourceAddress, destChain: ev.DestinationChain, destAddr: ev.DestinationAddress, payload: ev.PayloadHash,
		}, nil
	}
	ev, err := gasABI.UnpackNativeGasPaidForContractCallWithTokenEvent(l)
	if err != nil {
		return nil, err
	}
	return &paidCandidate{
		pay:    GasPayment{Event: "NativeGasPaidForContractCallWithToken", Amount: ev.GasFeeAmount, RefundAddress: ev.RefundAddress},
		sender: ev.SourceAddress, destChain: ev.DestinationChain, destAddr: ev.DestinationAddress, payload: ev.PayloadHash,
		withToken: true, symbol: ev.Symbol, amount: ev.Amount,
	}, nil
}

// matchPayment picks the closest earlier unmatched payment of the
// transaction that pays for exactly this call.
func matchPayment(list []*paidCandidate, m *Message) *paidCandidate {
	for i := len(list) - 1; i >= 0; i-- {
		p := list[i]
		if p.matchedMsg || p.pay.LogIndex >= m.Call.LogIndex || p.sender != m.Sender || p.payload != m.PayloadHash ||
			!strings.EqualFold(p.destChain, m.DestinationChain) || !strings.EqualFold(p.destAddr, m.DestinationContractAddress) {
			continue
		}
		withToken := m.Event == EventContractCallWithToken
		if p.withToken != withToken {
			continue
		}
		if withToken && (p.symbol != m.Symbol || p.amount == nil || m.Amount == nil || p.amount.Cmp(m.Amount) != 0) {
			continue
		}
		return p
	}
	return nil
}
