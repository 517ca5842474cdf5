package cosmosbridge

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// handOff gives the GMP relayer a Cosmos → EVM message: confirmed on the
// hub, its execution paid by the fee the hub kept, for it to approve
// (with a mint of the bridged asset) and execute on the destination as
// it does an EVM source's. Its id names the Cosmos source transaction, as
// the public explorer's do, so the message is found by that hash; its
// command id is fixed by the packet, so a message handed off twice is
// approved once.
func (b *Bridge) handOff(ctx context.Context, job Job, p plan) error {
	r := job.Transfer
	call, err := b.sourceStep(ctx, r)
	if err != nil {
		return err
	}
	id := job.MessageID
	if id == "" {
		id = relayer.MessageID(call.TxHash, call.LogIndex)
		if err := b.journal.update(job.Key, func(j *Job) { j.MessageID = id }); err != nil {
			return err
		}
	}
	recvStep := relayer.Step{Chain: hubName, TxHash: common.HexToHash(r.RecvTx), BlockNumber: uint64(r.RecvHeight), BlockTime: uint64(r.RecvTime)}
	now := time.Now()
	m := &relayer.Message{
		ID: id, CommandID: commandID(r), Event: relayer.EventContractCallWithToken,
		SourceChain: call.Chain, DestinationChainID: p.evmChainID, DestinationChain: p.destChain,
		DestinationContractAddress: p.destAddress, SourceAddress: r.Sender,
		PayloadHash: crypto.Keccak256Hash(p.payload), Payload: p.payload, Symbol: b.cfg.Symbol, Amount: amountBig(p.net),
		Status: relayer.StatusConfirmed, GasStatus: relayer.GasPaidEnough, Call: call, Confirmed: &recvStep,
		SeenAt: now, UpdatedAt: now,
	}
	if err := b.cfg.Messages.AddRelayerMessage(ctx, m); err != nil {
		return err
	}
	b.log.Info("hub bridge: message handed to the GMP relayer", slog.String("message", id), slog.String("destination", p.destChain),
		slog.String("amount", m.Amount.String()+" "+b.cfg.Symbol))
	return nil
}

// commandID is the destination gateway's command of a received packet.
func commandID(r *Received) common.Hash {
	return crypto.Keccak256Hash([]byte(fmt.Sprintf("switchyard hub bridge/%s/%s/%d", cosmos.HubChainID, r.DstChannel, r.Sequence)))
}

// sourceStep is the message's call: the transaction on the Cosmos source
// chain that sent the packet (its send_packet event's index in the
// transaction standing for the log index), or, when that chain is not
// reachable by the bridge, the hub's receipt of it.
func (b *Bridge) sourceStep(ctx context.Context, r *Received) (relayer.Step, error) {
	spec, _ := cosmos.SpecOf(r.SourceChain)
	c := b.clients[r.SourceChain]
	fallback := relayer.Step{Chain: spec.Name, TxHash: common.HexToHash(r.RecvTx), BlockNumber: uint64(r.RecvHeight), BlockTime: uint64(r.RecvTime)}
	if c == nil {
		return fallback, nil
	}
	q := fmt.Sprintf("send_packet.packet_sequence='%d' AND send_packet.packet_src_channel='%s'", r.Sequence, r.SrcChannel)
	res, err := c.RPC().TxSearch(ctx, q, false, nil, nil, "asc")
	if err != nil {
		return relayer.Step{}, fmt.Errorf("%s: search the packet's transaction: %w", r.SourceChain, err)
	}
	for _, tx := range res.Txs {
		if tx.TxResult.Code != 0 {
			continue
		}
		for i, ev := range tx.TxResult.Events {
			a := attrs(ev)
			if ev.Type != "send_packet" || a["packet_sequence"] != fmt.Sprint(r.Sequence) || a["packet_src_channel"] != r.SrcChannel {
				continue
			}
			h := tx.Height
			hdr, err := c.RPC().Header(ctx, &h)
			if err != nil {
				return relayer.Step{}, fmt.Errorf("%s header %d: %w", r.SourceChain, h, err)
			}
			return relayer.Step{Chain: spec.Name, TxHash: common.BytesToHash(tx.Hash), BlockNumber: uint64(h),
				BlockTime: uint64(hdr.Header.Time.Unix()), LogIndex: uint(i)}, nil
		}
	}
	return fallback, nil
}
