package relayer

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// maxStepsPerPoll bounds the steps one message takes in one poll.
const maxStepsPerPoll = 8

// advance takes a message through as many steps as it can go now.
func (r *Relayer) advance(ctx context.Context, m *Message) error {
	for range maxStepsPerPoll {
		if m.Status.Terminal() {
			return nil
		}
		more, err := r.step(ctx, m)
		if err != nil || !more {
			return err
		}
	}
	return nil
}

// step does the next thing for the message's status; more reports that
// the message changed and the next step may be possible at once. Every
// step that acts on the destination first asks the destination gateway
// whether it is already done.
func (r *Relayer) step(ctx context.Context, m *Message) (more bool, err error) {
	switch m.Status {
	case StatusCalled, StatusConfirming:
		return r.confirm(ctx, m)
	case StatusConfirmed:
		return r.approve(ctx, m)
	case StatusApproving:
		if m.Pending == nil {
			return r.approve(ctx, m)
		}
		return r.settle(ctx, m, r.approvalMined)
	case StatusApproved, StatusInsufficientFee:
		return r.evaluate(ctx, m)
	case StatusExecuting:
		if m.Pending == nil {
			return r.evaluate(ctx, m)
		}
		return r.settle(ctx, m, r.executionMined)
	}
	return false, nil
}

// confirm waits until the call has Confirmations blocks (its own included).
func (r *Relayer) confirm(ctx context.Context, m *Message) (bool, error) {
	src := r.byID[m.SourceChainID]
	if src == nil || src.head == nil {
		return false, nil
	}
	head := src.head.Number.Uint64()
	if head+1 < m.Call.BlockNumber+r.cfg.Confirmations {
		if m.Status == StatusConfirming {
			return false, nil
		}
		from := m.Status
		m.Status = StatusConfirming
		return false, r.save(ctx, m, from)
	}
	from := m.Status
	m.Confirmed = &Step{ChainID: src.ChainID, Chain: src.BridgeName, BlockNumber: head, BlockTime: src.head.Time}
	m.Status = StatusConfirmed
	return true, r.save(ctx, m, from)
}

// approve approves the message on the destination gateway, unless the
// gateway already has it.
func (r *Relayer) approve(ctx context.Context, m *Message) (bool, error) {
	dst := r.byID[m.DestinationChainID]
	if dst == nil && r.handedOff(m.DestinationChain) {
		return false, nil // another service's to carry from here
	}
	if dst == nil {
		return false, r.fail(ctx, m, &Failure{ChainID: m.SourceChainID, Chain: m.SourceChain,
			Message: fmt.Sprintf("destination chain %q is not served by the relayer", m.DestinationChain)})
	}
	if dst.head == nil {
		return false, nil // unreachable this poll
	}
	if !common.IsHexAddress(m.DestinationContractAddress) {
		return false, r.fail(ctx, m, &Failure{ChainID: dst.ChainID, Chain: dst.BridgeName,
			Message: fmt.Sprintf("destination contract address %q is not an address", m.DestinationContractAddress)})
	}
	if m.DestSearchFrom == 0 {
		m.DestSearchFrom = dst.head.Number.Uint64()
	}
	approved, err := r.isApproved(ctx, dst, m.CommandID)
	if err != nil {
		return false, err
	}
	if approved {
		return r.recoverApproval(ctx, m, dst)
	}
	data, err := approveCalldata(m)
	if err != nil {
		return false, r.fail(ctx, m, &Failure{ChainID: dst.ChainID, Chain: dst.BridgeName, Message: err.Error()})
	}
	gas, err := dst.Client.EstimateGas(ctx, ethereum.CallMsg{From: dst.addr, To: &dst.Gateway, Data: data})
	if err != nil {
		if !isChainAnswer(err) {
			return false, fmt.Errorf("estimate approval: %w", err)
		}
		return false, r.fail(ctx, m, &Failure{ChainID: dst.ChainID, Chain: dst.BridgeName,
			Message: "approval: " + describeError(err)})
	}
	tx, err := r.sign(ctx, dst, dst.Gateway, data, gas+gas/5)
	if err != nil {
		return false, err
	}
	rc, err := r.submit(ctx, m, dst, TxApprove, StatusApproving, tx)
	if rc == nil {
		return false, err
	}
	return r.approvalMined(ctx, m, dst, rc)
}

// settle resolves the message's recorded transaction: mined goes to
// `mined`; dropped clears it, and the next step asks the chain afresh.
func (r *Relayer) settle(ctx context.Context, m *Message, mined func(context.Context, *Message, *chainState, *types.Receipt) (bool, error)) (bool, error) {
	c := r.byID[m.Pending.ChainID]
	if c == nil {
		return false, fmt.Errorf("pending transaction on chain %d, which is not served", m.Pending.ChainID)
	}
	rc, dropped, err := r.resolvePending(ctx, c, m.Pending)
	if err != nil {
		return false, err
	}
	if dropped {
		r.log.Warn("recorded transaction dropped; asking the chain again", "message", m.ID, "tx", m.Pending.Hash)
		m.Pending = nil
		return true, r.save(ctx, m, m.Status)
	}
	if rc == nil {
		return false, nil
	}
	return mined(ctx, m, c, rc)
}

// approvalMined records the approval, or the reason it reverted.
func (r *Relayer) approvalMined(ctx context.Context, m *Message, dst *chainState, rc *types.Receipt) (bool, error) {
	if rc.Status != types.ReceiptStatusSuccessful {
		approved, err := r.isApproved(ctx, dst, m.CommandID)
		if err != nil {
			return false, err
		}
		if approved {
			return r.recoverApproval(ctx, m, dst)
		}
		return false, r.failMined(ctx, m, dst, rc, "approval: "+replayRevert(ctx, dst, rc))
	}
	var approval *types.Log
	for _, l := range rc.Logs {
		if isCommandLog(l, dst.Gateway, m.CommandID, topicApproved, topicApprovedWithMint) {
			approval = l
		}
	}
	if approval == nil {
		return false, fmt.Errorf("approval %s has no approval event", rc.TxHash)
	}
	step, err := r.stepOf(ctx, dst, approval)
	if err != nil {
		return false, err
	}
	from := m.Status
	m.Approved, m.Pending, m.Status = &step, nil, StatusApproved
	return true, r.save(ctx, m, from)
}

// recoverApproval records an approval found on the chain (sent before a
// restart, or by someone else).
func (r *Relayer) recoverApproval(ctx context.Context, m *Message, dst *chainState) (bool, error) {
	l, err := r.findCommandLog(ctx, dst, m, topicApproved, topicApprovedWithMint)
	if err != nil {
		return false, err
	}
	step := Step{ChainID: dst.ChainID, Chain: dst.BridgeName}
	if l != nil {
		if step, err = r.stepOf(ctx, dst, l); err != nil {
			return false, err
		}
	}
	from := m.Status
	m.Approved, m.Pending, m.Status = &step, nil, StatusApproved
	return true, r.save(ctx, m, from)
}

// evaluate compares the gas paid with the execution's cost at the
// destination's current gas price; executes when it covers it, and holds
// the message as insufficient_fee otherwise.
func (r *Relayer) evaluate(ctx context.Context, m *Message) (bool, error) {
	dst, src := r.byID[m.DestinationChainID], r.byID[m.SourceChainID]
	if dst == nil || (src == nil && !m.External()) || dst.head == nil {
		return false, nil
	}
	executed, err := r.isExecuted(ctx, dst, m.CommandID)
	if err != nil {
		return false, err
	}
	if executed {
		return r.recoverExecution(ctx, m, dst)
	}
	contract := common.HexToAddress(m.DestinationContractAddress)
	data, err := executeCalldata(m)
	if err != nil {
		return false, r.fail(ctx, m, &Failure{ChainID: dst.ChainID, Chain: dst.BridgeName, Message: err.Error()})
	}
	gas, err := dst.Client.EstimateGas(ctx, ethereum.CallMsg{From: dst.addr, To: &contract, Data: data})
	limit := gas + gas/5
	if err != nil {
		if !isChainAnswer(err) {
			return false, fmt.Errorf("estimate execution: %w", err)
		}
		// It would revert: send it anyway, so the failure has a transaction.
		r.log.Warn("execution would revert", "message", m.ID, "reason", describeError(err))
		gas, limit = r.cfg.FallbackGasLimit, r.cfg.FallbackGasLimit
	}
	price, err := dst.Client.SuggestGasPrice(ctx)
	if err != nil {
		return false, fmt.Errorf("gas price: %w", err)
	}
	// An external message's execution was paid from the transfer it came
	// with (the hub kept the fee), so it needs nothing more.
	required, gasStatus := new(big.Int), GasPaidEnough
	if !m.External() {
		required = ExecutionFee(gas, price, dst.Chain, src.Chain)
		switch {
		case m.GasPaid == nil && len(m.GasAdded) == 0:
			gasStatus = GasUnpaid
		case m.GasTotal().Cmp(required) < 0:
			gasStatus = GasPaidNotEnough
		}
	}
	if gasStatus != GasPaidEnough {
		if m.Status == StatusInsufficientFee && m.GasStatus == gasStatus {
			return false, nil
		}
		from := m.Status
		m.Status, m.GasStatus, m.RequiredFee, m.ExecuteGas = StatusInsufficientFee, gasStatus, required, gas
		r.log.Info("message held for gas", "message", m.ID, "paid", m.GasTotal(), "required", required, "gas_price", price)
		return false, r.save(ctx, m, from)
	}
	m.GasStatus, m.RequiredFee, m.ExecuteGas = gasStatus, required, gas
	tx, err := r.sign(ctx, dst, contract, data, limit)
	if err != nil {
		return false, err
	}
	rc, err := r.submit(ctx, m, dst, TxExecute, StatusExecuting, tx)
	if rc == nil {
		return false, err
	}
	return r.executionMined(ctx, m, dst, rc)
}

// executionMined records the execution, or the reason it reverted.
func (r *Relayer) executionMined(ctx context.Context, m *Message, dst *chainState, rc *types.Receipt) (bool, error) {
	if rc.Status != types.ReceiptStatusSuccessful {
		executed, err := r.isExecuted(ctx, dst, m.CommandID)
		if err != nil {
			return false, err
		}
		if executed {
			return r.recoverExecution(ctx, m, dst)
		}
		return false, r.failMined(ctx, m, dst, rc, replayRevert(ctx, dst, rc))
	}
	exec, err := r.execution(ctx, m, dst, rc)
	if err != nil {
		return false, err
	}
	from := m.Status
	m.Executed, m.Pending, m.Status = exec, nil, StatusExecuted
	return false, r.save(ctx, m, from)
}

// recoverExecution records an execution found on the chain.
func (r *Relayer) recoverExecution(ctx context.Context, m *Message, dst *chainState) (bool, error) {
	l, err := r.findCommandLog(ctx, dst, m, topicExecuted)
	if err != nil {
		return false, err
	}
	exec := &Execution{Step: Step{ChainID: dst.ChainID, Chain: dst.BridgeName}}
	if l != nil {
		rc, err := receipt(ctx, dst, l.TxHash)
		if err != nil || rc == nil {
			return false, fmt.Errorf("receipt of execution %s: %v", l.TxHash, err)
		}
		if exec, err = r.execution(ctx, m, dst, rc); err != nil {
			return false, err
		}
	}
	from := m.Status
	m.Executed, m.Pending, m.Status = exec, nil, StatusExecuted
	return false, r.save(ctx, m, from)
}

// execution reads an execution's receipt: the gateway's Executed log and
// the destination router's outcome for the command.
func (r *Relayer) execution(ctx context.Context, m *Message, dst *chainState, rc *types.Receipt) (*Execution, error) {
	var at *types.Log
	exec := &Execution{GasUsed: rc.GasUsed}
	for _, l := range rc.Logs {
		switch {
		case isCommandLog(l, dst.Gateway, m.CommandID, topicExecuted):
			at = l
		case len(l.Topics) > 1 && l.Topics[1] == m.CommandID:
			if ev, err := routerABI.UnpackRouteExecutedEvent(l); err == nil {
				exec.Outcome, exec.Recipient, exec.Token, exec.Amount = "RouteExecuted", ev.Recipient, ev.ToToken, ev.ToAmount
			} else if ev, err := routerABI.UnpackDestinationCallsFailedEvent(l); err == nil {
				exec.Outcome, exec.Recipient, exec.Token, exec.Amount, exec.Reason = "DestinationCallsFailed", ev.Recipient, ev.Token, ev.Amount, ev.Reason
			}
		}
	}
	if at == nil && len(rc.Logs) > 0 {
		at = rc.Logs[len(rc.Logs)-1]
	}
	if at == nil {
		at = &types.Log{TxHash: rc.TxHash, BlockNumber: rc.BlockNumber.Uint64()}
	}
	step, err := r.stepOf(ctx, dst, at)
	if err != nil {
		return nil, err
	}
	exec.Step = step
	return exec, nil
}

// failMined ends the message in error with a reverted transaction.
func (r *Relayer) failMined(ctx context.Context, m *Message, c *chainState, rc *types.Receipt, reason string) error {
	f := &Failure{ChainID: c.ChainID, Chain: c.BridgeName, Message: reason, TxHash: rc.TxHash}
	if rc.BlockNumber != nil {
		f.BlockNumber = rc.BlockNumber.Uint64()
		if h, err := c.Client.HeaderByNumber(ctx, rc.BlockNumber); err == nil {
			f.BlockTime = h.Time
		}
	}
	return r.fail(ctx, m, f)
}

// fail ends the message in error.
func (r *Relayer) fail(ctx context.Context, m *Message, f *Failure) error {
	from := m.Status
	m.Error, m.Pending, m.Status = f, nil, StatusError
	r.log.Warn("message failed", "message", m.ID, "chain", f.ChainID, "reason", f.Message, "tx", f.TxHash)
	return r.save(ctx, m, from)
}

// save persists the message and reports the transition.
func (r *Relayer) save(ctx context.Context, m *Message, from Status) error {
	m.UpdatedAt = r.cfg.Now()
	if err := r.cfg.Store.UpdateRelayerMessage(ctx, m); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if from != m.Status {
		r.log.Info("message status", "message", m.ID, "from", from, "to", m.Status, "gas_status", m.GasStatus)
	}
	r.observe(Event{Kind: EventTransition, MessageID: m.ID, From: from, To: m.Status})
	return nil
}

// isApproved asks the gateway whether the command was approved.
func (r *Relayer) isApproved(ctx context.Context, c *chainState, cmd common.Hash) (bool, error) {
	data, err := gatewayABI.TryPackIsCommandApproved(cmd)
	if err != nil {
		return false, err
	}
	return r.gatewayView(ctx, c, data, gatewayABI.UnpackIsCommandApproved)
}

// isExecuted asks the gateway whether the command was executed.
func (r *Relayer) isExecuted(ctx context.Context, c *chainState, cmd common.Hash) (bool, error) {
	data, err := gatewayABI.TryPackIsCommandExecuted(cmd)
	if err != nil {
		return false, err
	}
	return r.gatewayView(ctx, c, data, gatewayABI.UnpackIsCommandExecuted)
}

// gatewayView calls a view of the destination gateway at the latest block.
func (r *Relayer) gatewayView(ctx context.Context, c *chainState, data []byte, unpack func([]byte) (bool, error)) (bool, error) {
	out, err := c.Client.CallContract(ctx, ethereum.CallMsg{To: &c.Gateway, Data: data}, nil)
	if err != nil {
		return false, fmt.Errorf("gateway call: %w", err)
	}
	return unpack(out)
}

// findCommandLog finds the gateway's log of the command among the topics,
// searching from where the relayer first acted on the destination.
func (r *Relayer) findCommandLog(ctx context.Context, c *chainState, m *Message, topics ...common.Hash) (*types.Log, error) {
	logs, err := c.Client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(m.DestSearchFrom),
		Addresses: []common.Address{c.Gateway},
		Topics:    [][]common.Hash{topics, {m.CommandID}},
	})
	if err != nil {
		return nil, fmt.Errorf("search the gateway's logs: %w", err)
	}
	if len(logs) == 0 {
		return nil, nil
	}
	return &logs[0], nil
}

// stepOf describes a log as a step: block time and transaction sender.
func (r *Relayer) stepOf(ctx context.Context, c *chainState, l *types.Log) (Step, error) {
	rr := &rangeReader{c: c, times: map[uint64]uint64{}, senders: map[common.Hash]common.Address{}}
	return rr.step(ctx, l)
}

func isCommandLog(l *types.Log, gateway common.Address, cmd common.Hash, topics ...common.Hash) bool {
	if l.Address != gateway || len(l.Topics) < 2 || l.Topics[1] != cmd {
		return false
	}
	for _, t := range topics {
		if l.Topics[0] == t {
			return true
		}
	}
	return false
}
