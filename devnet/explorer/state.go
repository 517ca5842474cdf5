package explorer

import (
	"context"
	"math/big"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// stateView is a message's state at the top of its page: the word the
// status API answers (decisions, Status: the GMP status set existing
// clients parse), a title in plain words, what it means and what to do.
type stateView struct {
	Word     string
	Title    string
	Meaning  string
	Action   string
	Class    string // ok, wait, warn, bad
	Terminal bool
}

// sdkStatus maps the relayer's words to the GMP status set of the status
// API, as its tracker does.
func sdkStatus(s relayer.Status) string {
	switch s {
	case relayer.StatusCalled, relayer.StatusConfirming:
		return "source_gateway_called"
	case relayer.StatusConfirmed, relayer.StatusApproving:
		return "confirmed"
	case relayer.StatusApproved:
		return "destination_gateway_approved"
	case relayer.StatusExecuted:
		return "destination_executed"
	}
	return string(s) // executing, insufficient_fee, error
}

// state explains a message's state.
func (e *Explorer) state(ctx context.Context, m *relayer.Message, src, dst string) stateView {
	v := stateView{Word: sdkStatus(m.Status), Class: "wait"}
	switch m.Status {
	case relayer.StatusCalled, relayer.StatusConfirming:
		v.Title = "Called on " + src
		v.Meaning = "The source gateway recorded the call. The relayer waits for the source block to be confirmed before it approves the message on " + dst + "."
		v.Action = "Nothing to do: wait a few seconds; this page refreshes itself."
	case relayer.StatusConfirmed, relayer.StatusApproving:
		v.Title = "Confirmed on " + src
		v.Meaning = "The call has enough confirmations. The relayer is approving the message on the destination gateway on " + dst + "."
		v.Action = "Nothing to do: wait a few seconds; this page refreshes itself."
	case relayer.StatusApproved:
		v.Title = "Approved on " + dst
		v.Meaning = "The destination gateway approved the message. The relayer executes it next, once it has checked that the prepaid gas covers execution at the destination's gas price."
		v.Action = "Nothing to do: wait a few seconds; this page refreshes itself."
	case relayer.StatusExecuting:
		v.Title = "Executing on " + dst
		v.Meaning = "The relayer sent the execution transaction on " + dst + " and waits for it to be mined."
		v.Action = "Nothing to do: wait a few seconds; this page refreshes itself."
	case relayer.StatusInsufficientFee:
		v.Title, v.Class = "Waiting for gas: insufficient fee", "bad"
		v.Meaning = "The message is approved on " + dst + ", but the gas prepaid on " + src + " does not cover its execution at the destination's current gas price, so the relayer holds it."
		v.Action = "Add gas with addNativeGas(txHash, logIndex, refundAddress) on " + src + "'s gas service" + e.labelled(m.SourceChainID, "gas service") + e.shortfall(m) + ". The relayer executes the message once the gas covers it (or once the destination's gas price falls)."
	case relayer.StatusExecuted:
		v.Terminal = true
		v.Title, v.Class = "Executed on "+dst, "ok"
		v.Meaning = "The message was delivered and executed on " + dst + "."
		v.Action = "Nothing to do: the message is complete."
		if x := m.Executed; x != nil {
			delivered := amount(x.Amount, e.deliveredToken(ctx, x.ChainID, x), x.Amount != nil) + " to " + x.Recipient.Hex()
			switch x.Outcome {
			case "RouteExecuted":
				v.Meaning = "The message was executed on " + dst + ": the route's calls ran and delivered " + delivered + "."
			case "DestinationCallsFailed":
				v.Title, v.Class = "Executed on "+dst+", but the destination calls failed", "warn"
				v.Meaning = "The message was executed on " + dst + ", but the route's calls there failed"
				if len(x.Reason) > 0 {
					v.Meaning += " (" + relayer.DescribeRevert(x.Reason) + ")"
				}
				v.Meaning += ", so the bridged token was delivered instead: " + delivered + "."
				v.Action = "Nothing more will happen: the recipient holds the bridged token and can swap it on " + dst + " if needed."
			}
		}
	case relayer.StatusError:
		v.Terminal = true
		v.Title, v.Class = "Error", "bad"
		v.Meaning = "A transaction of this message failed and the relayer stopped."
		if f := m.Error; f != nil {
			v.Meaning = "A transaction of this message failed on " + chainLabel(f.Chain, f.ChainID) + ": " + f.Message + ". The relayer stopped."
		}
		v.Action = "Look at the failed transaction below; a new message is needed to try again."
	default:
		v.Title = string(m.Status)
	}
	return v
}

// deliveredToken is the token an execution delivered; unknown ones are
// named by address, in base units.
func (e *Explorer) deliveredToken(ctx context.Context, chainID uint64, x *relayer.Execution) token {
	t, ok := e.token(ctx, chainID, x.Token)
	if !ok {
		return token{Symbol: "base units of " + x.Token.Hex()}
	}
	return t
}

// shortfall says how much gas is missing when the relayer has priced the
// execution.
func (e *Explorer) shortfall(m *relayer.Message) string {
	if m.RequiredFee == nil {
		return ""
	}
	have := new(bigSum)
	if m.GasPaid != nil {
		have.add(m.GasPaid.Amount)
	}
	for _, p := range m.GasAdded {
		have.add(p.Amount)
	}
	missing := new(big.Int).Sub(m.RequiredFee, &have.Int)
	if missing.Sign() <= 0 {
		return ""
	}
	return " (at least " + e.native(m.SourceChainID, missing) + " more: execution needs " + e.native(m.SourceChainID, m.RequiredFee) + ", " + e.native(m.SourceChainID, &have.Int) + " was paid)"
}

// labelled is " 0x…", the address a chain's labels give the name, or "".
func (e *Explorer) labelled(chainID uint64, name string) string {
	for addr, l := range e.chains[chainID].Labels {
		if l == name {
			return " " + addr.Hex()
		}
	}
	return ""
}
