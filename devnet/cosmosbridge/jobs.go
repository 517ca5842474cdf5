package cosmosbridge

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	"github.com/cosmos/gogoproto/proto"
	transfertypes "github.com/cosmos/ibc-go/v10/modules/apps/transfer/types"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// Gas of the hub's transactions.
const (
	sendGas     = 200_000
	transferGas = 300_000
)

// hubName is the hub's bridge name, where GMP records place its steps.
var hubName = func() string { s, _ := cosmos.SpecOf(cosmos.HubChainID); return s.Name }()

// work moves one open job on.
func (b *Bridge) work(ctx context.Context, key string) error {
	job, ok := b.journal.job(key)
	if !ok {
		return nil
	}
	switch job.Kind {
	case KindToCosmos:
		return b.credit(ctx, job)
	case KindReceived:
		if job.Forwarded != nil {
			return b.watchForward(ctx, job)
		}
		return b.handle(ctx, job)
	}
	return fmt.Errorf("unknown job kind %q", job.Kind)
}

// takeMessages records a job for every GMP message the relayer confirmed
// and handed off to a Cosmos chain.
func (b *Bridge) takeMessages(ctx context.Context) error {
	msgs, err := b.cfg.Messages.OpenRelayerMessages(ctx)
	if err != nil {
		return err
	}
	open := map[string]*relayer.Message{}
	var jobs []*Job
	for _, m := range msgs {
		if m.External() || m.Status != relayer.StatusConfirmed {
			continue
		}
		if _, ok := b.byName[strings.ToLower(m.DestinationChain)]; !ok {
			continue
		}
		open[m.ID] = m
		if key := "gmp/" + m.ID; !b.journal.has(key) {
			now := time.Now().UTC()
			jobs = append(jobs, &Job{Key: key, Kind: KindToCosmos, MessageID: m.ID, DestChain: m.DestinationChain,
				Recipient: m.DestinationContractAddress, Amount: amountOf(m), State: StateOpen, Created: now, Updated: now})
		}
	}
	b.open = open
	return b.journal.addJobs(jobs, 0)
}

func amountOf(m *relayer.Message) string {
	if m.Amount == nil {
		return "0"
	}
	return m.Amount.String()
}

// credit carries an EVM → Cosmos message: the bridge account credits
// the recipient on the hub, or sends it the amount over IBC; then the
// message is recorded as executed on the hub.
func (b *Bridge) credit(ctx context.Context, job Job) error {
	m := b.open[job.MessageID]
	if m == nil && len(job.Txs) == 0 && job.Inflight == nil {
		// Closed by someone else before the hub sent anything (after a
		// send, a crash may leave the job open and the message closed).
		return b.journal.update(job.Key, func(j *Job) {
			j.State, j.Reason = StateFailed, "the GMP message was no longer waiting for the hub"
		})
	}
	spec := b.byName[strings.ToLower(job.DestChain)]
	amount, ok := sdkmath.NewIntFromString(job.Amount)
	var why string
	switch {
	case m != nil && m.Event != relayer.EventContractCallWithToken:
		why = "a GMP call without a token carries nothing the hub can credit"
	case m != nil && m.Symbol != b.cfg.Symbol:
		why = fmt.Sprintf("the hub bridges %s, not %s", b.cfg.Symbol, m.Symbol)
	case !ok || !amount.IsPositive():
		why = fmt.Sprintf("amount %q is not positive", job.Amount)
	default:
		if err := checkBech32(job.Recipient, spec.Prefix); err != nil {
			why = "destination address: " + err.Error()
		}
	}
	if why != "" {
		return b.failMessage(ctx, job, m, why)
	}
	memo, _ := json.Marshal(map[string]string{"gmp_message_id": job.MessageID})
	coin := sdk.NewCoin(cosmos.USDCDenom, amount)
	var res *cosmos.TxResult
	var err error
	action := ActionCredit
	if spec.ID == cosmos.HubChainID {
		msg := &banktypes.MsgSend{FromAddress: b.bridgeAddress(), ToAddress: job.Recipient, Amount: sdk.NewCoins(coin)}
		res, err = b.send(ctx, job.Key, ActionCredit, []proto.Message{msg}, string(memo), sendGas)
	} else {
		action = ActionForward
		res, err = b.send(ctx, job.Key, ActionForward, []proto.Message{b.transfer(spec.HubChannel, job.Recipient, coin, string(memo), b.forwardTimeout())}, "", transferGas)
	}
	if err != nil {
		return err
	}
	if m != nil {
		step, err := b.hubStep(ctx, res)
		if err != nil {
			return err
		}
		from := m.Status
		m.Approved, m.Executed = &step, &relayer.Execution{Step: step, Recipient: common.Address{}}
		m.Status, m.UpdatedAt = relayer.StatusExecuted, time.Now()
		if err := b.cfg.Messages.UpdateRelayerMessage(ctx, m); err != nil {
			return err
		}
		b.log.Info("hub bridge: message executed on the hub", slog.String("message", m.ID), slog.String("from", string(from)),
			slog.String("tx", res.Hash), slog.String("to", job.Recipient))
	}
	return b.journal.update(job.Key, func(j *Job) { j.State, j.Action = StateDone, action })
}

// failMessage ends an EVM → Cosmos message the hub cannot carry out: the
// GMP record says why (the tokens were burned on the source).
func (b *Bridge) failMessage(ctx context.Context, job Job, m *relayer.Message, why string) error {
	if m != nil {
		m.Status, m.Error, m.UpdatedAt = relayer.StatusError, &relayer.Failure{Chain: hubName, Message: why}, time.Now()
		if err := b.cfg.Messages.UpdateRelayerMessage(ctx, m); err != nil {
			return err
		}
	}
	b.log.Warn("hub bridge: message failed", slog.String("message", job.MessageID), slog.String("reason", why))
	return b.journal.update(job.Key, func(j *Job) { j.State, j.Reason = StateFailed, why })
}

// handle carries out a received transfer's memo.
func (b *Bridge) handle(ctx context.Context, job Job) error {
	r := job.Transfer
	p := b.planReceived(r)
	if p.action == ActionRefund {
		return b.refund(ctx, job, p.reason)
	}
	if p.fee.IsPositive() {
		fee := &banktypes.MsgSend{FromAddress: b.bridgeAddress(), ToAddress: p.feeRecipient, Amount: sdk.NewCoins(sdk.NewCoin(r.HubDenom, p.fee))}
		if _, err := b.send(ctx, job.Key, "fee", []proto.Message{fee}, b.jobMemo(job.Key), sendGas); err != nil {
			return err
		}
	}
	coin := sdk.NewCoin(r.HubDenom, p.net)
	switch p.action {
	case ActionCall:
		if err := b.handOff(ctx, job, p); err != nil {
			return err
		}
	case ActionForward:
		msg := b.transfer(p.dest.HubChannel, p.destAddress, coin, b.jobMemo(job.Key), b.forwardTimeout())
		res, err := b.send(ctx, job.Key, ActionForward, []proto.Message{msg}, "", transferGas)
		if err != nil {
			return err
		}
		if pkt, ok := sentPacket(res.Events, p.dest.HubChannel); ok {
			// followed until acknowledged (watchForward): a timeout or an
			// error sends the funds back to the transfer's sender
			b.log.Info("hub bridge: transfer forwarded", slog.String("job", job.Key), slog.String("to", p.destChain+"/"+p.destAddress),
				slog.String("packet", fmt.Sprintf("%s/%d", pkt.Channel, pkt.Sequence)))
			return b.journal.update(job.Key, func(j *Job) {
				j.Action, j.DestChain, j.Recipient, j.Amount, j.Forwarded = ActionForward, p.destChain, p.destAddress, p.net.String(), &pkt
			})
		}
	case ActionCredit:
		msg := &banktypes.MsgSend{FromAddress: b.bridgeAddress(), ToAddress: p.destAddress, Amount: sdk.NewCoins(coin)}
		if _, err := b.send(ctx, job.Key, ActionCredit, []proto.Message{msg}, b.jobMemo(job.Key), sendGas); err != nil {
			return err
		}
	}
	b.log.Info("hub bridge: transfer carried on", slog.String("job", job.Key), slog.String("action", p.action),
		slog.String("to", p.destChain+"/"+p.destAddress))
	return b.journal.update(job.Key, func(j *Job) {
		j.State, j.Action, j.DestChain, j.Recipient, j.Amount = StateDone, p.action, p.destChain, p.destAddress, p.net.String()
	})
}

// refund sends a received transfer back to its sender over the channel
// it came by (ICS-20 unwinds a voucher there).
func (b *Bridge) refund(ctx context.Context, job Job, why string) error {
	r := job.Transfer
	amount, ok := sdkmath.NewIntFromString(r.Amount)
	if !ok || !amount.IsPositive() {
		return b.journal.update(job.Key, func(j *Job) { j.State, j.Reason = StateFailed, why })
	}
	memo, _ := json.Marshal(map[string]string{"refund_of": job.Key, "reason": why})
	msg := b.transfer(r.DstChannel, r.Sender, sdk.NewCoin(r.HubDenom, amount), string(memo), b.cfg.IBCTimeout)
	if _, err := b.send(ctx, job.Key, ActionRefund, []proto.Message{msg}, "", transferGas); err != nil {
		return err
	}
	b.log.Warn("hub bridge: transfer sent back", slog.String("job", job.Key), slog.String("to", r.Sender), slog.String("reason", why))
	return b.journal.update(job.Key, func(j *Job) {
		j.State, j.Action, j.Reason, j.DestChain, j.Recipient = StateRefunded, ActionRefund, why, r.SourceChain, r.Sender
	})
}

// transfer is an ICS-20 transfer from the bridge account, deliverable
// for timeout.
func (b *Bridge) transfer(channel, receiver string, coin sdk.Coin, memo string, timeout time.Duration) *transfertypes.MsgTransfer {
	return &transfertypes.MsgTransfer{SourcePort: cosmos.TransferPort, SourceChannel: channel, Token: coin, Sender: b.bridgeAddress(),
		Receiver: receiver, TimeoutHeight: clienttypes.ZeroHeight(), TimeoutTimestamp: uint64(time.Now().Add(timeout).UnixNano()), Memo: memo}
}

// forwardTimeout is the timeout of a forward sent now.
func (b *Bridge) forwardTimeout() time.Duration {
	if f := b.cfg.ForwardTimeout; f != nil {
		if d := f(); d > 0 {
			return d
		}
	}
	return b.cfg.IBCTimeout
}

func (b *Bridge) bridgeAddress() string { return b.key.AddressOn(cosmos.HubChainID) }

// jobMemo names the received transfer a hub transaction carries on.
func (b *Bridge) jobMemo(key string) string {
	memo, _ := json.Marshal(map[string]string{"bridge_job": key})
	return string(memo)
}

// hubStep describes a hub transaction as a GMP record's step.
func (b *Bridge) hubStep(ctx context.Context, res *cosmos.TxResult) (relayer.Step, error) {
	h := res.Height
	hdr, err := b.hub.RPC().Header(ctx, &h)
	if err != nil {
		return relayer.Step{}, fmt.Errorf("hub header %d: %w", h, err)
	}
	return relayer.Step{Chain: hubName, TxHash: common.HexToHash(res.Hash), BlockNumber: uint64(h), BlockTime: uint64(hdr.Header.Time.Unix())}, nil
}

// amountBig is an sdk integer as a big.Int.
func amountBig(i sdkmath.Int) *big.Int { return new(big.Int).Set(i.BigInt()) }
