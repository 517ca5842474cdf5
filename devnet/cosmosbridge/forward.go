package cosmosbridge

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"

	sdkmath "cosmossdk.io/math"
	abci "github.com/cometbft/cometbft/abci/types"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/gogoproto/proto"
)

// stepReturn is the step that sends a failed forward's funds back to the
// transfer's sender.
const stepReturn = "return"

// watchForward follows a received transfer's forward: acknowledged with
// success, the job is done; timed out or refused, the hub has returned
// the funds to the bridge account (ICS-20), and the bridge sends them on
// to the transfer's sender over the channel they came by, as it does a
// memo it cannot carry out. Why is journaled before the return is sent, so
// a restart resumes the same return (send is exactly once per step).
func (b *Bridge) watchForward(ctx context.Context, job Job) error {
	f := job.Forwarded
	if f.Failed == "" {
		delivered, why, err := b.forwardOutcome(ctx, job, f)
		switch {
		case err != nil:
			return err
		case delivered:
			return b.journal.update(job.Key, func(j *Job) { j.State = StateDone })
		case why == "":
			return nil // still in flight
		}
		if err := b.journal.update(job.Key, func(j *Job) { j.Forwarded.Failed = why }); err != nil {
			return err
		}
		f.Failed = why
	}
	r := job.Transfer
	amount, ok := sdkmath.NewIntFromString(job.Amount)
	if !ok || !amount.IsPositive() {
		return b.journal.update(job.Key, func(j *Job) {
			j.State, j.Reason = StateFailed, f.Failed+"; the forwarded amount "+job.Amount+" cannot be returned"
		})
	}
	why := f.Failed + "; returned to the sender"
	memo, _ := json.Marshal(map[string]string{"refund_of": job.Key, "reason": f.Failed})
	msg := b.transfer(r.DstChannel, r.Sender, sdk.NewCoin(r.HubDenom, amount), string(memo), b.cfg.IBCTimeout)
	if _, err := b.send(ctx, job.Key, stepReturn, []proto.Message{msg}, "", transferGas); err != nil {
		return err
	}
	b.log.Warn("hub bridge: forward returned to the sender", slog.String("job", job.Key), slog.String("to", r.SourceChain+"/"+r.Sender),
		slog.String("reason", f.Failed))
	return b.journal.update(job.Key, func(j *Job) {
		j.State, j.Action, j.Reason = StateRefunded, ActionRefund, why
	})
}

// forwardOutcome reads on the hub what became of a forward's packet:
// delivered (a success acknowledgement), or why it came back to the
// bridge account (its timeout or an error acknowledgement relayed to the
// hub); neither while it is in flight.
func (b *Bridge) forwardOutcome(ctx context.Context, job Job, f *Packet) (delivered bool, why string, err error) {
	to := job.DestChain + " (" + job.Recipient + ")"
	q := fmt.Sprintf("timeout_packet.packet_sequence='%d' AND timeout_packet.packet_src_channel='%s'", f.Sequence, f.Channel)
	res, err := b.hub.RPC().TxSearch(ctx, q, false, nil, nil, "asc")
	if err != nil {
		return false, "", fmt.Errorf("search the forward's timeout: %w", err)
	}
	for _, tx := range res.Txs {
		if tx.TxResult.Code == 0 && packetEvent(tx.TxResult.Events, "timeout_packet", f) >= 0 {
			return false, "the forward to " + to + " timed out before it was received", nil
		}
	}
	q = fmt.Sprintf("acknowledge_packet.packet_sequence='%d' AND acknowledge_packet.packet_src_channel='%s'", f.Sequence, f.Channel)
	if res, err = b.hub.RPC().TxSearch(ctx, q, false, nil, nil, "asc"); err != nil {
		return false, "", fmt.Errorf("search the forward's acknowledgement: %w", err)
	}
	for _, tx := range res.Txs {
		if tx.TxResult.Code != 0 {
			continue
		}
		if ok, ackErr, found := ackOutcome(tx.TxResult.Events, f); found {
			if ok {
				return true, "", nil
			}
			return false, "the forward to " + to + " was refused: " + ackErr, nil
		}
	}
	return false, "", nil
}

// packetEvent is the index of the event of the type for the packet among
// events, or -1.
func packetEvent(events []abci.Event, typ string, f *Packet) int {
	for i, ev := range events {
		if ev.Type != typ {
			continue
		}
		a := attrs(ev)
		if a["packet_src_channel"] == f.Channel && a["packet_sequence"] == strconv.FormatUint(f.Sequence, 10) {
			return i
		}
	}
	return -1
}

// ackOutcome reads the ICS-20 outcome of the packet's acknowledgement
// among a transaction's events: ibc-go emits acknowledge_packet, then the
// transfer module's fungible_token_packet events, one of them with a
// "success" or an "error" attribute.
func ackOutcome(events []abci.Event, f *Packet) (ok bool, why string, found bool) {
	i := packetEvent(events, "acknowledge_packet", f)
	if i < 0 {
		return false, "", false
	}
	for _, ev := range events[i+1:] {
		if ev.Type == "acknowledge_packet" {
			break // the next packet's
		}
		if ev.Type != "fungible_token_packet" {
			continue
		}
		a := attrs(ev)
		if e, isErr := a["error"]; isErr {
			return false, e, true
		}
		if _, isOK := a["success"]; isOK {
			return true, "", true
		}
	}
	return false, "", false
}

// sentPacket is the packet a transaction sent over the hub's channel.
func sentPacket(events []abci.Event, channel string) (Packet, bool) {
	for _, ev := range events {
		if ev.Type != "send_packet" {
			continue
		}
		a := attrs(ev)
		seq, err := strconv.ParseUint(a["packet_sequence"], 10, 64)
		if err == nil && a["packet_src_channel"] == channel {
			return Packet{Channel: channel, Sequence: seq}, true
		}
	}
	return Packet{}, false
}
