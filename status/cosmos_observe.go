package status

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// observer reads one route's observation; the tracker keeps one per
// tracked transaction (evmObserver, cosmosObserver).
type observer interface {
	observe(ctx context.Context, q *Quote, txHash common.Hash, now time.Time) (Observation, error)
}

// newObserver is the observer of a quote's route: routes with IBC hops
// are read on the Cosmos chains as well.
func (t *Tracker) newObserver(q *Quote) observer {
	evm := &evmObserver{chains: t.cfg.Chains, bridge: t.cfg.Bridge, bitcoin: t.cfg.Bitcoin}
	if q != nil && q.FromChain == BitcoinChainID {
		return &bitcoinDepositObserver{deposits: t.cfg.BitcoinDeposits, evm: evm}
	}
	if q != nil && (len(q.Hops) > 0 || q.ToCosmos) {
		return &cosmosObserver{reader: t.cfg.Cosmos, evm: evm}
	}
	return evm
}

// errNoCosmosReader is a route with IBC hops on a tracker without a
// Cosmos reader.
var errNoCosmosReader = errors.New("no Cosmos reader is configured")

// cosmosObserver reads a route with IBC hops: a Cosmos source on its
// chain, or an EVM source through the EVM observer; every hop's packet on
// both its chains; the GMP message of a Cosmos → EVM route through the
// EVM observer (the bridge explorer, then the destination router). Hops
// that ended are kept and not read again.
type cosmosObserver struct {
	reader CosmosReader
	evm    *evmObserver
	source *Source
	hops   []IBCHop
	ret    *IBCHop // the hub bridge's return of a failed forward
}

func (w *cosmosObserver) observe(ctx context.Context, q *Quote, txHash common.Hash, now time.Time) (Observation, error) {
	o := Observation{Now: now}
	if w.reader == nil {
		return o, errNoCosmosReader
	}
	if len(q.Hops) == 0 {
		return w.observeToHub(ctx, q, txHash, now)
	}
	cosmosSource := q.Hops[0].FromChain == q.FromChain
	if cosmosSource {
		if w.source == nil {
			s, first, err := w.readSource(ctx, q, txHash)
			if err != nil || s.State != TxSucceeded {
				o.Source = s
				return o, err
			}
			w.source, w.hops = &s, []IBCHop{first}
			w.evm.source = w.source // the destination is scanned from its time on
			w.evm.byRecipient = true
		}
		o.Source = *w.source
	} else {
		// the GMP message goes to the hub, whose forward is the first hop;
		// no router runs there to scan for
		hubQuote := *q
		hubQuote.ToChain, hubQuote.Hops = q.Hops[0].FromChain, nil
		w.evm.noDest = true
		eo, err := w.evm.observe(ctx, &hubQuote, txHash, now)
		if err != nil || eo.Source.State != TxSucceeded {
			return eo, err
		}
		o = eo
		// the hub runs no call for which gas would be prepaid
		o.Source.GasPaid = true
	}
	if err := w.followHops(ctx, q, &o); err != nil {
		return o, err
	}
	if cosmosSource && len(w.hops) > 1 {
		if fwd := &w.hops[len(w.hops)-1]; fwd.failed() && fwd.RefundTx != "" {
			if err := w.followReturn(ctx, q, fwd); err != nil {
				return o, err
			}
		}
	}
	o.Hops = slices.Clone(w.hops)
	if w.ret != nil {
		ret := *w.ret
		o.Return = &ret
	}
	if cosmosSource && q.Kind == KindBridge && len(w.hops) > 0 && w.hops[0].delivered() {
		if err := w.evm.observeGMP(ctx, q, &o); err != nil {
			return o, err
		}
	}
	return o, nil
}

// observeToHub reads an EVM → hub route: the EVM source and its GMP
// message, then the hub's credit of the recipient: the first bank
// transfer of toToken to toAddress since the source (less a minute of
// clock difference).
func (w *cosmosObserver) observeToHub(ctx context.Context, q *Quote, txHash common.Hash, now time.Time) (Observation, error) {
	w.evm.noDest = true
	o, err := w.evm.observe(ctx, q, txHash, now)
	if err != nil || o.Source.State != TxSucceeded {
		return o, err
	}
	o.Source.GasPaid = true // the hub runs no call for which gas would be prepaid
	if w.evm.dest.Seen {
		o.Dest = w.evm.dest
		return o, nil
	}
	txs, err := w.reader.SearchTxs(ctx, q.ToChain, fmt.Sprintf("transfer.recipient='%s'", q.ToAddress), 50)
	if err != nil {
		return o, err
	}
	for _, tx := range txs {
		if tx.Code != 0 || tx.Time.Before(o.Source.Time.Add(-time.Minute)) {
			continue
		}
		for _, tr := range tx.Transfers {
			if amount := CoinAmount(tr.Amount, q.ToToken); tr.Recipient == q.ToAddress && amount != "" {
				w.evm.dest = Outcome{Seen: true, TxHash: tx.Hash, Block: tx.Height, Time: tx.Time, Event: OutcomeRouteExecuted, ChainID: q.ToChain,
					Recipient: q.ToAddress, Token: q.ToToken, Amount: amount}
				o.Dest = w.evm.dest
				return o, nil
			}
		}
	}
	return o, nil
}

// readSource reads the Cosmos source transaction and its packet: the
// route's first hop.
func (w *cosmosObserver) readSource(ctx context.Context, q *Quote, txHash common.Hash) (Source, IBCHop, error) {
	hash := strings.ToUpper(strings.TrimPrefix(txHash.Hex(), "0x"))
	s := Source{TxHash: hash}
	tx, found, err := w.reader.CosmosTx(ctx, q.FromChain, hash)
	if err != nil || !found {
		return s, IBCHop{}, err
	}
	s.Block, s.Time = tx.Height, tx.Time
	if tx.Code != 0 {
		s.State, s.Reason = TxFailed, tx.Log
		return s, IBCHop{}, nil
	}
	plan := q.Hops[0]
	for _, p := range tx.Packets {
		if p.Type != EventSendPacket {
			continue
		}
		if d, ok := ParseTransferData(p.Data); ok && (q.FromAddress == "" || d.Sender == q.FromAddress) {
			s.State, s.GasPaid = TxSucceeded, true // a bridge memo carries the hub's fee
			return s, hopFromPacket(plan, tx, p, d), nil
		}
	}
	s.State, s.Reason = TxFailed, "it sent no ICS-20 packet from "+q.FromAddress+", so it is not this route's transfer"
	return s, IBCHop{}, nil
}

func hopFromPacket(plan HopPlan, tx CosmosTx, p PacketEvent, d TransferData) IBCHop {
	return IBCHop{FromChain: plan.FromChain, ToChain: plan.ToChain, SendTx: tx.Hash, SendTime: tx.Time, Channel: p.SrcChannel,
		Sequence: p.Sequence, Transfer: d, DstPort: p.DstPort, DstChannel: p.DstChannel}
}

// followHops reads each hop as far as it went, finding a hop the hub
// sends (its forward) once the hop before it delivered.
func (w *cosmosObserver) followHops(ctx context.Context, q *Quote, o *Observation) error {
	for i, plan := range q.Hops {
		if i >= len(w.hops) {
			after, minHeight := o.Source.Time, uint64(0)
			if i > 0 {
				after, minHeight = w.hops[i-1].RecvTime, w.hops[i-1].RecvBlock
			}
			h, ok, err := w.findForward(ctx, q, plan, minHeight, after)
			if err != nil || !ok {
				return err
			}
			w.hops = append(w.hops, h)
		}
		h := &w.hops[i]
		if err := w.follow(ctx, h); err != nil {
			return err
		}
		if !h.delivered() {
			return nil
		}
	}
	return nil
}

// findForward finds the hub's ICS-20 transfer to the route's recipient
// that is the next hop: the first at or after the previous hop's receipt
// (or the EVM source's time, less a minute of clock difference).
func (w *cosmosObserver) findForward(ctx context.Context, q *Quote, plan HopPlan, minHeight uint64, after time.Time) (IBCHop, bool, error) {
	query := fmt.Sprintf("ibc_transfer.receiver='%s'", q.ToAddress)
	if minHeight > 0 {
		query += fmt.Sprintf(" AND tx.height>=%d", minHeight)
	}
	txs, err := w.reader.SearchTxs(ctx, plan.FromChain, query, 50)
	if err != nil {
		return IBCHop{}, false, err
	}
	for _, tx := range txs {
		if tx.Code != 0 || (!after.IsZero() && tx.Time.Before(after.Add(-time.Minute))) {
			continue
		}
		for _, p := range tx.Packets {
			if d, ok := ParseTransferData(p.Data); ok && p.Type == EventSendPacket && d.Receiver == q.ToAddress {
				return hopFromPacket(plan, tx, p, d), true, nil
			}
		}
	}
	return IBCHop{}, false, nil
}

// follow reads what became of a hop's packet: received (and its
// acknowledgement), timed out, or acknowledged back with an error.
func (w *cosmosObserver) follow(ctx context.Context, h *IBCHop) error {
	if h.delivered() || h.RefundTx != "" {
		return nil // ended
	}
	if h.RecvTx == "" {
		q := fmt.Sprintf("recv_packet.packet_sequence='%d' AND recv_packet.packet_src_channel='%s' AND recv_packet.packet_dst_channel='%s'",
			h.Sequence, h.Channel, h.DstChannel)
		tx, p, ok, err := w.packetTx(ctx, h.ToChain, q, EventRecvPacket, h)
		if err != nil {
			return err
		}
		if ok {
			h.RecvTx, h.RecvBlock, h.RecvTime = tx.Hash, tx.Height, tx.Time
			for _, a := range tx.Packets {
				if a.Type == EventWriteAck && a.Sequence == p.Sequence && a.SrcChannel == p.SrcChannel && a.DstChannel == p.DstChannel {
					h.AckWritten = true
					h.AckOK, h.AckError = AckResult(a.Ack)
				}
			}
		}
	}
	switch {
	case h.RecvTx == "":
		// never received: the relayer may have proven its timeout instead
		q := fmt.Sprintf("timeout_packet.packet_sequence='%d' AND timeout_packet.packet_src_channel='%s'", h.Sequence, h.Channel)
		tx, _, ok, err := w.packetTx(ctx, h.FromChain, q, EventTimeoutPacket, h)
		if err != nil || !ok {
			return err
		}
		h.TimedOut, h.RefundTx, h.RefundBlock, h.RefundTime = true, tx.Hash, tx.Height, tx.Time
	case h.failed():
		q := fmt.Sprintf("acknowledge_packet.packet_sequence='%d' AND acknowledge_packet.packet_src_channel='%s'", h.Sequence, h.Channel)
		tx, _, ok, err := w.packetTx(ctx, h.FromChain, q, EventAcknowledgePacket, h)
		if err != nil || !ok {
			return err
		}
		h.RefundTx, h.RefundBlock, h.RefundTime = tx.Hash, tx.Height, tx.Time
	}
	return nil
}

// followReturn finds and follows the hub bridge's return of a forward
// that came back to it (fwd, timed out or refused): its ICS-20 transfer
// from the hub to the sender of the route's first hop whose memo names
// that hop (ReturnOf), sent at or after the forward's refund.
func (w *cosmosObserver) followReturn(ctx context.Context, q *Quote, fwd *IBCHop) error {
	if w.ret == nil {
		first := &w.hops[0]
		key := ReturnKey(first)
		query := fmt.Sprintf("ibc_transfer.receiver='%s' AND tx.height>=%d", first.Transfer.Sender, fwd.RefundBlock)
		txs, err := w.reader.SearchTxs(ctx, fwd.FromChain, query, 50)
		if err != nil {
			return err
		}
		plan := HopPlan{FromChain: fwd.FromChain, ToChain: q.FromChain}
	search:
		for _, tx := range txs {
			if tx.Code != 0 {
				continue
			}
			for _, p := range tx.Packets {
				if d, ok := ParseTransferData(p.Data); ok && p.Type == EventSendPacket && d.Receiver == first.Transfer.Sender && ReturnOf(d.Memo) == key {
					h := hopFromPacket(plan, tx, p, d)
					w.ret = &h
					break search
				}
			}
		}
		if w.ret == nil {
			return nil
		}
	}
	return w.follow(ctx, w.ret)
}

// packetTx is the first successful transaction of the query with the
// hop's packet event of the type.
func (w *cosmosObserver) packetTx(ctx context.Context, chainID, query, typ string, h *IBCHop) (CosmosTx, PacketEvent, bool, error) {
	txs, err := w.reader.SearchTxs(ctx, chainID, query, 10)
	if err != nil {
		return CosmosTx{}, PacketEvent{}, false, err
	}
	for _, tx := range txs {
		if tx.Code != 0 {
			continue // a relayer's redundant submission
		}
		for _, p := range tx.Packets {
			if p.Type == typ && p.Sequence == h.Sequence && p.SrcChannel == h.Channel && p.DstChannel == h.DstChannel {
				return tx, p, true, nil
			}
		}
	}
	return CosmosTx{}, PacketEvent{}, false, nil
}
