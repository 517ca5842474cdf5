package status

import (
	"fmt"
	"strings"
)

// deriveCosmos is Derive for routes with IBC hops: Cosmos → Cosmos (hops
// only), Cosmos → EVM (a hop to the hub, then the GMP message), EVM →
// Cosmos (the GMP message to the hub, then a hop). Each hop is one
// ibc_transfer step; an acknowledgement error or a timeout ends the route
// in refund, with the funds back at that hop's sender (ICS-20).
func deriveCosmos(r *Record, q *Quote, o *Observation, env Env, kind string) {
	cosmosSource := q.Hops[0].FromChain == q.FromChain
	var failed *IBCHop
	switch {
	case kind == KindIBC:
		r.Status, r.RouteTransactionStatus = "ibc_sent", StateOngoing
		var delivered bool
		if delivered, failed = deriveHops(r, env, q.Hops, o.Hops); delivered {
			deliveredAt(r, q, o, env)
		} else if cosmosSource && failed != nil && failed != &o.Hops[0] {
			returned(r, q, o.Hops[0].Transfer.Sender, failed, o.Return)
		}
	case cosmosSource:
		// the hop to the hub, then the hub's GMP message to the EVM chain
		var delivered bool
		if delivered, failed = deriveHops(r, env, q.Hops[:1], o.Hops); !delivered {
			if failed == nil {
				r.Status, r.RouteTransactionStatus = "ibc_sent", StateOngoing
				r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: q.ToChain, Status: "awaiting", Action: "call"})
			}
			break
		}
		deriveGMP(r, q, o, env)
		return // deriveGMP has the time spent
	default:
		// the GMP message to the hub, whose bridge forwards over IBC
		hub := q.Hops[0].FromChain
		hubQuote := *q
		hubQuote.ToChain = hub
		deriveGMP(r, &hubQuote, o, env)
		call := &r.RouteStatus[len(r.RouteStatus)-1]
		if len(o.Hops) == 0 {
			r.ToChain = side(env, q.ToChain, "", 0)
			if r.RouteTransactionStatus == StateSuccess || r.RouteTransactionStatus == StatePartialSuccess {
				// the hub credited its bridge account; its forward is next
				r.RouteTransactionStatus, r.FundsAt = StateOngoing, nil
			}
			if r.RouteTransactionStatus == StateOngoing {
				r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: q.Hops[0].ToChain, Status: "awaiting", Action: "ibc_transfer"})
			}
			return
		}
		// a forward sent from the hub means the message was executed
		// there: the forward is that execution's transaction
		call.Status, call.ChainID, call.TxHash = "success", hub, o.Hops[0].SendTx
		r.Status, r.RouteTransactionStatus, r.FundsAt, r.Error, r.Recovery = "destination_executed", StateOngoing, nil, ErrorInfo{}, nil
		r.ToChain = side(env, q.ToChain, "", 0)
		var delivered bool
		if delivered, failed = deriveHops(r, env, q.Hops, o.Hops); delivered {
			deliveredAt(r, q, o, env)
		}
	}
	switch {
	case r.RouteTransactionStatus == StateSuccess:
		r.TimeSpent["total"] = span(o.Source.Time, o.Hops[len(q.Hops)-1].RecvTime)
	case failed != nil && r.RouteTransactionStatus == StateRefund:
		end := failed.RefundTime
		if ret := o.Return; ret != nil && ret.delivered() {
			end = ret.RecvTime
		}
		if end.IsZero() {
			end = failed.RecvTime
		}
		if end.IsZero() {
			end = o.Now
		}
		r.TimeSpent["total"] = span(o.Source.Time, end)
	default:
		r.TimeSpent["total"] = span(o.Source.Time, o.Now)
	}
}

// deriveHops appends a step per planned hop, up to the first not
// delivered, and reports whether every hop delivered, or the hop that
// failed: a failed hop makes the record a refund at its sender.
func deriveHops(r *Record, env Env, plans []HopPlan, seen []IBCHop) (delivered bool, failed *IBCHop) {
	for i, p := range plans {
		step := RouteStep{ChainID: p.ToChain, Status: "awaiting", Action: "ibc_transfer"}
		if i >= len(seen) {
			r.RouteStatus = append(r.RouteStatus, step)
			return false, nil
		}
		h := &seen[i]
		if env.PacketURL != nil && h.Channel != "" {
			step.TransactionURL = env.PacketURL(h.FromChain, h.Channel, h.Sequence)
		}
		step.TxHash = h.RecvTx
		switch {
		case h.failed():
			step.Status = "failure"
			r.RouteStatus = append(r.RouteStatus, step)
			refund(r, h)
			return false, h
		case h.delivered():
			step.Status = "success"
			r.RouteStatus = append(r.RouteStatus, step)
		default:
			r.RouteStatus = append(r.RouteStatus, step)
			return false, nil
		}
	}
	return true, nil
}

// refund ends the record at a failed hop: the funds return to its sender
// on its source chain once the acknowledgement or the timeout is relayed
// back (RefundTx), and are escrowed for the sender until then.
func refund(r *Record, h *IBCHop) {
	r.Status, r.RouteTransactionStatus = "refunded", StateRefund
	r.FundsAt = &FundsAt{ChainID: h.FromChain, Token: senderDenom(h.Transfer.Denom), Address: h.Transfer.Sender, Amount: h.Transfer.Amount}
	why := "the IBC transfer from " + h.FromChain + " to " + h.ToChain
	switch {
	case h.TimedOut:
		why += " timed out before it was received"
	default:
		why += " was refused by " + h.ToChain + ": " + ackErrorText(h.AckError)
	}
	tx, chain := h.RecvTx, h.ToChain
	if h.RefundTx != "" {
		tx, chain = h.RefundTx, h.FromChain
		why += fmt.Sprintf("; the funds were returned to %s on %s", h.Transfer.Sender, h.FromChain)
		r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: h.FromChain, TxHash: h.RefundTx, Status: "refunded", Action: "refund"})
	} else {
		why += fmt.Sprintf("; the funds return to %s on %s when the relayer delivers the %s", h.Transfer.Sender, h.FromChain, refundNoun(h))
	}
	r.Error = ErrorInfo{TxHash: tx, Chain: chain, Message: why}
}

// returned ends a Cosmos-source record whose forward from the hub failed
// (fwd, which refund has described): per ICS-20 the funds come back to
// the hub's bridge account, whose bridge returns them to the route's
// sender over the channel they came by (ret, its transfer; nil until
// sent). Until the sender holds them the record stays ongoing, so that it
// follows them there; a return that failed too leaves them with the
// bridge account, as refund says.
func returned(r *Record, q *Quote, sender string, fwd *IBCHop, ret *IBCHop) {
	why := r.Error.Message
	switch {
	case ret != nil && ret.delivered():
		r.Status, r.RouteTransactionStatus = "refunded", StateRefund
		r.FundsAt = &FundsAt{ChainID: ret.ToChain, Token: ret.receivedDenom(), Address: ret.Transfer.Receiver, Amount: ret.Transfer.Amount}
		r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: ret.ToChain, TxHash: ret.RecvTx, Status: "refunded", Action: "refund"})
		r.Error = ErrorInfo{TxHash: ret.RecvTx, Chain: ret.ToChain,
			Message: fmt.Sprintf("%s; the hub's bridge returned them to %s on %s", why, ret.Transfer.Receiver, ret.ToChain)}
	case ret != nil && ret.failed():
		r.Error.Message = fmt.Sprintf("%s; the hub's bridge's return of them to %s on %s failed too, so they are with the bridge account",
			why, ret.Transfer.Receiver, ret.ToChain)
	default:
		r.Status, r.RouteTransactionStatus, r.FundsAt = "ibc_sent", StateOngoing, nil
		r.RouteStatus = append(r.RouteStatus, RouteStep{ChainID: q.FromChain, Status: "awaiting", Action: "refund"})
		r.Error.Message = fmt.Sprintf("%s; the hub's bridge returns them to %s on %s", why, sender, q.FromChain)
		if fwd.RefundTx == "" {
			r.Error.Message = fmt.Sprintf("the IBC transfer from %s to %s %s; once the relayer delivers the %s, the hub's bridge returns the funds to %s on %s",
				fwd.FromChain, fwd.ToChain, failureWords(fwd), refundNoun(fwd), sender, q.FromChain)
		}
	}
}

// failureWords says how a hop failed.
func failureWords(h *IBCHop) string {
	if h.TimedOut {
		return "timed out before it was received"
	}
	return "was refused by " + h.ToChain + ": " + ackErrorText(h.AckError)
}

func refundNoun(h *IBCHop) string {
	if h.TimedOut {
		return "timeout"
	}
	return "acknowledgement"
}

// deliveredAt ends the record at the last hop's receiver.
func deliveredAt(r *Record, q *Quote, o *Observation, env Env) {
	last := &o.Hops[len(q.Hops)-1]
	r.Status, r.RouteTransactionStatus = "ibc_received", StateSuccess
	r.ToChain = side(env, q.ToChain, last.RecvTx, last.RecvBlock)
	r.ToChain.CallEventStatus = "success"
	r.FundsAt = &FundsAt{ChainID: q.ToChain, Token: last.receivedDenom(), Address: last.Transfer.Receiver, Amount: last.Transfer.Amount}
	r.Error = ErrorInfo{}
}

// senderDenom is the bank denom the sender of a packet holds: a trace
// ("transfer/channel-0/uusdc") is a voucher there.
func senderDenom(denom string) string {
	if strings.Contains(denom, "/") && !strings.HasPrefix(denom, "ibc/") && !strings.HasPrefix(denom, "factory/") {
		return voucher(denom)
	}
	return denom
}
