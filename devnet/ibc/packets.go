package ibc

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"time"

	abci "github.com/cometbft/cometbft/abci/types"
	"github.com/cosmos/gogoproto/proto"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
	channeltypes "github.com/cosmos/ibc-go/v10/modules/core/04-channel/types"
	host "github.com/cosmos/ibc-go/v10/modules/core/24-host"
)

// maxScan bounds the blocks one round scans per chain.
const maxScan = 200

// side is one end of a path as seen from a chain: the channel there and
// what is on the other end.
type side struct {
	channel      string
	peer         *endpoint
	peerChannel  string
	clientOfPeer string // this chain's client of the peer
}

// sides maps chain id → its channel → the path's other end.
func (r *Relayer) sides() map[string]map[string]side {
	out := map[string]map[string]side{}
	add := func(chain, ch string, s side) {
		if out[chain] == nil {
			out[chain] = map[string]side{}
		}
		out[chain][ch] = s
	}
	for _, p := range r.Paths() {
		a, b := r.endpoints[p.A], r.endpoints[p.B]
		add(p.A, p.ChannelA, side{channel: p.ChannelA, peer: b, peerChannel: p.ChannelB, clientOfPeer: p.ClientA})
		add(p.B, p.ChannelB, side{channel: p.ChannelB, peer: a, peerChannel: p.ChannelA, clientOfPeer: p.ClientB})
	}
	return out
}

// round scans each chain for new packet events, then moves every pending
// packet one step on.
func (r *Relayer) round(ctx context.Context) error {
	sides := r.sides()
	var errs []error
	for id, e := range r.endpoints {
		if err := r.scan(ctx, e, sides[id]); err != nil {
			errs = append(errs, err)
		}
	}
	if err := r.relay(ctx, sides); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// scan reads the blocks after e's cursor and records, with the new cursor
// in one journal write, the packets sent on our channels and the
// acknowledgements written for them.
func (r *Relayer) scan(ctx context.Context, e *endpoint, chans map[string]side) error {
	latest, err := e.client.Height(ctx)
	if err != nil {
		return err
	}
	from := r.journal.snapshot().Cursors[e.spec.ID]
	if from > latest+1 {
		// The chain is younger than the journal: it was started again
		// from genesis, so its packets are all new.
		r.cfg.Logf("ibc: %s is at height %d, below the journal's cursor %d: scanning it again from genesis", e.spec.ID, latest, from)
		from = 0
	}
	if from == 0 {
		from = 1
	}
	to := min(latest, from+maxScan-1)
	if to < from {
		return nil
	}
	found := map[string]pendingPacket{}
	for h := from; h <= to; h++ {
		hh := h
		res, err := e.client.RPC().BlockResults(ctx, &hh)
		if err != nil {
			return fmt.Errorf("%s block results %d: %w", e.spec.ID, h, err)
		}
		for _, tx := range res.TxsResults {
			if tx.Code != 0 {
				continue
			}
			for _, ev := range tx.Events {
				r.notePacketEvent(e, chans, ev, found)
			}
		}
	}
	return r.journal.update(func(st *journalState) {
		for k, p := range found {
			old, ok := st.Packets[k]
			if ok && p.Ack == nil {
				continue // already known; a send seen twice adds nothing
			}
			if ok && old.Ack == nil && p.Ack != nil {
				old.Ack = p.Ack
				st.Packets[k] = old
				continue
			}
			st.Packets[k] = p
		}
		st.Cursors[e.spec.ID] = to + 1
	})
}

func (r *Relayer) notePacketEvent(e *endpoint, chans map[string]side, ev abci.Event, found map[string]pendingPacket) {
	if ev.Type != channeltypes.EventTypeSendPacket && ev.Type != channeltypes.EventTypeWriteAck {
		return
	}
	attrs := map[string]string{}
	for _, a := range ev.Attributes {
		attrs[a.Key] = a.Value
	}
	p, err := packetFromAttrs(attrs)
	if err != nil {
		r.cfg.Logf("ibc: %s %s event: %v", e.spec.ID, ev.Type, err)
		return
	}
	switch ev.Type {
	case channeltypes.EventTypeSendPacket:
		s, ok := chans[p.SourceChannel]
		if !ok || p.SourcePort != "transfer" {
			return
		}
		k := packetKey(e.spec.ID, p.SourceChannel, p.Sequence)
		if old, ok := found[k]; !ok || old.Ack == nil {
			found[k] = pendingPacket{SourceChain: e.spec.ID, DestChain: s.peer.spec.ID, Packet: p}
		}
	case channeltypes.EventTypeWriteAck:
		s, ok := chans[p.DestinationChannel]
		if !ok || p.DestinationPort != "transfer" {
			return
		}
		ack, err := hex.DecodeString(attrs[channeltypes.AttributeKeyAckHex])
		if err != nil {
			return
		}
		k := packetKey(s.peer.spec.ID, p.SourceChannel, p.Sequence)
		found[k] = pendingPacket{SourceChain: s.peer.spec.ID, DestChain: e.spec.ID, Packet: p, Ack: ack}
	}
}

func packetFromAttrs(a map[string]string) (channeltypes.Packet, error) {
	seq, err := strconv.ParseUint(a[channeltypes.AttributeKeySequence], 10, 64)
	if err != nil {
		return channeltypes.Packet{}, fmt.Errorf("sequence: %w", err)
	}
	data, err := hex.DecodeString(a[channeltypes.AttributeKeyDataHex])
	if err != nil {
		return channeltypes.Packet{}, fmt.Errorf("data: %w", err)
	}
	th, err := clienttypes.ParseHeight(a[channeltypes.AttributeKeyTimeoutHeight])
	if err != nil {
		return channeltypes.Packet{}, fmt.Errorf("timeout height: %w", err)
	}
	ts, err := strconv.ParseUint(a[channeltypes.AttributeKeyTimeoutTimestamp], 10, 64)
	if err != nil {
		return channeltypes.Packet{}, fmt.Errorf("timeout timestamp: %w", err)
	}
	return channeltypes.NewPacket(data, seq, a[channeltypes.AttributeKeySrcPort], a[channeltypes.AttributeKeySrcChannel],
		a[channeltypes.AttributeKeyDstPort], a[channeltypes.AttributeKeyDstChannel], th, ts), nil
}

// work is what one round does between two chains.
type work struct {
	recv   []pendingPacket // to deliver on the destination
	finish []pendingPacket // to acknowledge or time out on the source
}

// relay decides each pending packet's next step from the chains' state
// (is its commitment still on the source? its receipt on the destination?)
// and sends the steps due, batched per chain behind one client update.
func (r *Relayer) relay(ctx context.Context, sides map[string]map[string]side) error {
	st := r.journal.snapshot()
	keys := make([]string, 0, len(st.Packets))
	for k := range st.Packets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	type pair struct{ src, dst string }
	todo := map[pair]*work{}
	var done []string
	var errs []error
	for _, k := range keys {
		p := st.Packets[k]
		src, dst := r.endpoints[p.SourceChain], r.endpoints[p.DestChain]
		if src == nil || dst == nil {
			continue
		}
		pk := p.Packet
		commitment, err := src.read(ctx, host.PacketCommitmentKey(pk.SourcePort, pk.SourceChannel, pk.Sequence))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if len(commitment) == 0 {
			done = append(done, k) // acknowledged or timed out
			continue
		}
		w := todo[pair{p.SourceChain, p.DestChain}]
		if w == nil {
			w = &work{}
			todo[pair{p.SourceChain, p.DestChain}] = w
		}
		if p.Ack != nil {
			w.finish = append(w.finish, p)
			continue
		}
		receipt, err := dst.read(ctx, host.PacketReceiptKey(pk.DestinationPort, pk.DestinationChannel, pk.Sequence))
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if len(receipt) != 0 {
			continue // received: its acknowledgement comes with the destination's scan
		}
		expired, err := r.expired(ctx, dst, pk)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if expired {
			w.finish = append(w.finish, p)
		} else {
			w.recv = append(w.recv, p)
		}
	}
	if len(done) > 0 {
		if err := r.journal.update(func(st *journalState) {
			for _, k := range done {
				delete(st.Packets, k)
			}
		}); err != nil {
			return err
		}
	}
	for pr, w := range todo {
		src, dst := r.endpoints[pr.src], r.endpoints[pr.dst]
		if len(w.recv) > 0 {
			s := sides[pr.dst][w.recv[0].Packet.DestinationChannel]
			if err := r.deliver(ctx, dst, src, s.clientOfPeer, w.recv); err != nil {
				errs = append(errs, err)
			}
		}
		if len(w.finish) > 0 {
			s := sides[pr.src][w.finish[0].Packet.SourceChannel]
			if err := r.finish(ctx, src, dst, s.clientOfPeer, w); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// expired says whether the destination can no longer receive p.
func (r *Relayer) expired(ctx context.Context, dst *endpoint, p channeltypes.Packet) (bool, error) {
	h, err := dst.client.Height(ctx)
	if err != nil {
		return false, err
	}
	if !p.TimeoutHeight.IsZero() && dst.height(h).GTE(p.TimeoutHeight) {
		return true, nil
	}
	if p.TimeoutTimestamp == 0 {
		return false, nil
	}
	t, err := dst.headerTime(ctx, h)
	if err != nil {
		return false, err
	}
	return uint64(t.UnixNano()) >= p.TimeoutTimestamp, nil
}

// deliver sends MsgRecvPacket for packets to dst, each with the proof of
// its commitment on src.
func (r *Relayer) deliver(ctx context.Context, dst, src *endpoint, clientID string, packets []pendingPacket) error {
	return r.sendProven(ctx, dst, src, clientID, fmt.Sprintf("recv %d packet(s) from %s", len(packets), src.spec.ID),
		func(h int64) ([]proto.Message, error) {
			var msgs []proto.Message
			for _, p := range packets {
				pk := p.Packet
				pr, err := src.prove(ctx, host.PacketCommitmentKey(pk.SourcePort, pk.SourceChannel, pk.Sequence), h)
				if err != nil {
					return nil, err
				}
				if len(pr.Value) == 0 {
					continue // finished meanwhile
				}
				msgs = append(msgs, channeltypes.NewMsgRecvPacket(pk, pr.Proof, pr.Height, dst.signer()))
			}
			return msgs, nil
		})
}

// finish sends MsgAcknowledgement (with the proof of the acknowledgement on
// dst) or MsgTimeout (with the proof that dst has no receipt) to src.
func (r *Relayer) finish(ctx context.Context, src, dst *endpoint, clientID string, w *work) error {
	return r.sendProven(ctx, src, dst, clientID, fmt.Sprintf("finish %d packet(s) sent to %s", len(w.finish), dst.spec.ID),
		func(h int64) ([]proto.Message, error) {
			var msgs []proto.Message
			for _, p := range w.finish {
				pk := p.Packet
				if p.Ack != nil {
					pr, err := dst.prove(ctx, host.PacketAcknowledgementKey(pk.DestinationPort, pk.DestinationChannel, pk.Sequence), h)
					if err != nil {
						return nil, err
					}
					msgs = append(msgs, channeltypes.NewMsgAcknowledgement(pk, p.Ack, pr.Proof, pr.Height, src.signer()))
					continue
				}
				pr, err := dst.prove(ctx, host.PacketReceiptKey(pk.DestinationPort, pk.DestinationChannel, pk.Sequence), h)
				if err != nil {
					return nil, err
				}
				if len(pr.Value) != 0 {
					continue // received after all: its acknowledgement will come
				}
				msgs = append(msgs, channeltypes.NewMsgTimeout(pk, pk.Sequence, pr.Proof, pr.Height, src.signer()))
			}
			return msgs, nil
		})
}

// WaitIdle waits until a full relay round has run after the call (for
// tests and controls that need the relayer to have seen the chains'
// present state).
func (r *Relayer) WaitIdle(ctx context.Context) error {
	start := r.rounds.Load()
	for r.rounds.Load() < start+2 {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	return nil
}
