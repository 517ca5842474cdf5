package cosmosbridge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	abci "github.com/cometbft/cometbft/abci/types"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// maxScan bounds the hub blocks one round scans.
const maxScan = 200

// packetData is an ICS-20 FungibleTokenPacketData.
type packetData struct {
	Denom    string `json:"denom"`
	Amount   string `json:"amount"`
	Sender   string `json:"sender"`
	Receiver string `json:"receiver"`
	Memo     string `json:"memo"`
}

// scanHub reads the hub's blocks after the cursor and records, with the
// new cursor in one journal write, a job for every ICS-20 transfer the
// bridge account received (its acknowledgement a success: a refused
// packet credited nothing).
func (b *Bridge) scanHub(ctx context.Context) error {
	latest, err := b.hub.Height(ctx)
	if err != nil {
		return err
	}
	from := b.journal.cursor()
	if from > latest+1 {
		b.log.Warn("hub bridge: the hub is below the journal's cursor; scanning it again from genesis",
			slog.Int64("height", latest), slog.Int64("cursor", from))
		from = 0
	}
	from = max(from, 1)
	to := min(latest, from+maxScan-1)
	if to < from {
		return nil
	}
	bridge := b.key.AddressOn(cosmos.HubChainID)
	var jobs []*Job
	for h := from; h <= to; h++ {
		hh := h
		res, err := b.hub.RPC().BlockResults(ctx, &hh)
		if err != nil {
			return fmt.Errorf("block results %d: %w", h, err)
		}
		var hashes []string
		var blockTime time.Time
		for i, tx := range res.TxsResults {
			if tx.Code != 0 {
				continue
			}
			for _, rec := range received(tx.Events, bridge) {
				if hashes == nil {
					if hashes, blockTime, err = b.blockTxs(ctx, h); err != nil {
						return err
					}
				}
				if i < len(hashes) {
					rec.RecvTx = hashes[i]
				}
				rec.RecvHeight, rec.RecvTime = h, blockTime.Unix()
				rec.SourceChain = b.chainOnChannel(rec.DstChannel)
				now := time.Now().UTC()
				jobs = append(jobs, &Job{Key: fmt.Sprintf("ibc/%s/%d", rec.DstChannel, rec.Sequence), Kind: KindReceived,
					Transfer: rec, Amount: rec.Amount, State: StateOpen, Created: now, Updated: now})
			}
		}
	}
	for _, j := range jobs {
		b.log.Info("hub bridge: transfer received", slog.String("job", j.Key), slog.String("from", j.Transfer.Sender),
			slog.String("amount", j.Transfer.Amount+j.Transfer.HubDenom))
	}
	return b.journal.addJobs(jobs, to+1)
}

// received returns the transfers to the bridge account among a
// transaction's events: each recv_packet on the transfer port whose
// write_acknowledgement is a success.
func received(events []abci.Event, bridge string) []*Received {
	type key struct {
		seq uint64
		ch  string
	}
	acked := map[key]bool{}
	for _, ev := range events {
		if ev.Type != "write_acknowledgement" {
			continue
		}
		a := attrs(ev)
		seq, _ := strconv.ParseUint(a["packet_sequence"], 10, 64)
		acked[key{seq, a["packet_dst_channel"]}] = ackOK(hexOrPlain(a, "packet_ack"))
	}
	var out []*Received
	for _, ev := range events {
		if ev.Type != "recv_packet" {
			continue
		}
		a := attrs(ev)
		if a["packet_dst_port"] != cosmos.TransferPort {
			continue
		}
		var d packetData
		if json.Unmarshal([]byte(hexOrPlain(a, "packet_data")), &d) != nil || d.Receiver != bridge {
			continue
		}
		seq, err := strconv.ParseUint(a["packet_sequence"], 10, 64)
		if err != nil || !acked[key{seq, a["packet_dst_channel"]}] {
			continue
		}
		out = append(out, &Received{SrcChannel: a["packet_src_channel"], DstChannel: a["packet_dst_channel"], Sequence: seq,
			Sender: d.Sender, Denom: d.Denom, HubDenom: hubDenom(d.Denom, a["packet_src_port"], a["packet_src_channel"], a["packet_dst_channel"]),
			Amount: d.Amount, Memo: d.Memo})
	}
	return out
}

// hexOrPlain is an attribute's value, from its _hex form when present
// (ibc-go writes packet data and acknowledgements only in hex).
func hexOrPlain(a map[string]string, key string) string {
	if h, ok := a[key+"_hex"]; ok {
		if b, err := hex.DecodeString(h); err == nil {
			return string(b)
		}
	}
	return a[key]
}

func attrs(ev abci.Event) map[string]string {
	a := map[string]string{}
	for _, kv := range ev.Attributes {
		a[kv.Key] = kv.Value
	}
	return a
}

// ackOK reports an ICS-20 success acknowledgement ({"result": …}).
func ackOK(ack string) bool {
	var a struct {
		Result *string `json:"result"`
	}
	return json.Unmarshal([]byte(ack), &a) == nil && a.Result != nil
}

// hubDenom is the bank denom the hub credits a packet of denom as (ICS-20):
// the denom unwound when it left the hub over this channel, else the
// hub's voucher of its trace.
func hubDenom(denom, srcPort, srcChannel, dstChannel string) string {
	if rest, ok := strings.CutPrefix(denom, srcPort+"/"+srcChannel+"/"); ok {
		if !strings.Contains(rest, "/") {
			return rest
		}
		return voucher(rest)
	}
	return voucher(cosmos.TransferPort + "/" + dstChannel + "/" + denom)
}

// voucher is the ibc/ denom of a denom trace.
func voucher(trace string) string {
	sum := sha256.Sum256([]byte(trace))
	return "ibc/" + strings.ToUpper(hex.EncodeToString(sum[:]))
}

// blockTxs returns the hashes of a hub block's transactions and its time.
func (b *Bridge) blockTxs(ctx context.Context, h int64) ([]string, time.Time, error) {
	blk, err := b.hub.RPC().Block(ctx, &h)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("block %d: %w", h, err)
	}
	hashes := make([]string, len(blk.Block.Txs))
	for i, tx := range blk.Block.Txs {
		hashes[i] = cosmos.TxHash(tx)
	}
	return hashes, blk.Block.Time, nil
}

// chainOnChannel is the chain at the other end of a hub channel.
func (b *Bridge) chainOnChannel(channel string) string {
	for _, s := range cosmos.Specs {
		if s.HubChannel == channel && b.clients[s.ID] != nil {
			return s.ID
		}
	}
	return ""
}
