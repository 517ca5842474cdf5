package ledger

import (
	"context"
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

var _ status.CosmosReader = (*Cosmos)(nil)

// CosmosTx implements status.CosmosReader: the transaction with its IBC
// packet events, from GET /cosmos/tx/v1beta1/txs/{hash}.
func (l *Cosmos) CosmosTx(ctx context.Context, chainID, hash string) (status.CosmosTx, bool, error) {
	if len(hash) != 64 || !isHex(hash) {
		return status.CosmosTx{}, false, fmt.Errorf("%w: a Cosmos transaction hash is 64 hex digits", status.ErrBadTxID)
	}
	a, err := l.ep.get(ctx, "/cosmos/tx/v1beta1/txs/"+strings.ToUpper(hash))
	if err != nil {
		return status.CosmosTx{}, false, fmt.Errorf("cosmos chain %s: %w", chainID, err)
	}
	tx, found, err := decodeCosmosTx(a.code, a.body)
	return tx, found, l.ep.wrap("cosmos", chainID, a, err)
}

// maxCosmosQuery bounds an event query: the tracker's are a few
// conditions on one packet.
const maxCosmosQuery = 512

// SearchTxs implements status.CosmosReader with GET
// /cosmos/tx/v1beta1/txs?query= (the SDK's gateway over CometBFT's
// tx_search, SDK 0.50 and later), oldest first.
func (l *Cosmos) SearchTxs(ctx context.Context, chainID, query string, limit int) ([]status.CosmosTx, error) {
	if query == "" || len(query) > maxCosmosQuery {
		return nil, fmt.Errorf("cosmos chain %s: an event query of 1 to %d bytes is required", chainID, maxCosmosQuery)
	}
	limit = min(max(limit, 1), 100)
	v := url.Values{"query": {query}, "order_by": {"ORDER_BY_ASC"}, "page": {"1"}, "limit": {strconv.Itoa(limit)}}
	a, err := l.ep.get(ctx, "/cosmos/tx/v1beta1/txs?"+v.Encode())
	if err != nil {
		return nil, fmt.Errorf("cosmos chain %s: %w", chainID, err)
	}
	txs, err := decodeCosmosSearch(a.code, a.body)
	return txs, l.ep.wrap("cosmos", chainID, a, err)
}

// cosmosTxResponse is the part of a TxResponse the tracker reads.
type cosmosTxResponse struct {
	Height    string `json:"height"`
	TxHash    string `json:"txhash"`
	Codespace string `json:"codespace"`
	Code      uint32 `json:"code"`
	RawLog    string `json:"raw_log"`
	Timestamp string `json:"timestamp"`
	Events    []struct {
		Type       string `json:"type"`
		Attributes []struct {
			Key   string `json:"key"`
			Value string `json:"value"`
		} `json:"attributes"`
	} `json:"events"`
}

// decodeCosmosTx reads a GetTx answer with its events; not found as
// decodeCosmos tells it.
func decodeCosmosTx(code int, body []byte) (status.CosmosTx, bool, error) {
	if code < 200 || code >= 300 {
		res, err := decodeCosmos(code, body)
		if err != nil {
			return status.CosmosTx{}, false, err
		}
		if res.State != status.TxUnknown {
			return status.CosmosTx{}, false, fmt.Errorf("ledger: malformed Cosmos tx answer: HTTP %d with a transaction", code)
		}
		return status.CosmosTx{}, false, nil
	}
	var r struct {
		TxResponse *cosmosTxResponse `json:"tx_response"`
	}
	if err := decodeJSON("Cosmos tx answer", body, &r); err != nil {
		return status.CosmosTx{}, false, err
	}
	if r.TxResponse == nil {
		return status.CosmosTx{}, false, fmt.Errorf("ledger: malformed Cosmos tx answer: no tx_response")
	}
	tx, err := cosmosTx(r.TxResponse)
	return tx, err == nil, err
}

// decodeCosmosSearch reads a GetTxsEvent answer: its tx_responses.
func decodeCosmosSearch(code int, body []byte) ([]status.CosmosTx, error) {
	if code < 200 || code >= 300 {
		return nil, errNotAnswer
	}
	var r struct {
		TxResponses *[]cosmosTxResponse `json:"tx_responses"`
	}
	if err := decodeJSON("Cosmos tx search answer", body, &r); err != nil {
		return nil, err
	}
	if r.TxResponses == nil {
		return nil, fmt.Errorf("ledger: malformed Cosmos tx search answer: no tx_responses")
	}
	out := make([]status.CosmosTx, 0, len(*r.TxResponses))
	for i := range *r.TxResponses {
		tx, err := cosmosTx(&(*r.TxResponses)[i])
		if err != nil {
			return nil, err
		}
		out = append(out, tx)
	}
	return out, nil
}

// cosmosTx checks a TxResponse and reads its IBC packet events.
func cosmosTx(tr *cosmosTxResponse) (status.CosmosTx, error) {
	height, err := strconv.ParseUint(tr.Height, 10, 64)
	if err != nil || height == 0 {
		return status.CosmosTx{}, fmt.Errorf("ledger: malformed Cosmos tx answer: height %q", tr.Height)
	}
	if len(tr.TxHash) != 64 || !isHex(tr.TxHash) {
		return status.CosmosTx{}, fmt.Errorf("ledger: malformed Cosmos tx answer: txhash %q", clipText(tr.TxHash))
	}
	tx := status.CosmosTx{Hash: strings.ToUpper(tr.TxHash), Height: height, Code: tr.Code, Codespace: tr.Codespace}
	if tr.Code != 0 {
		tx.Log = cosmosReason(tr.Codespace, tr.Code, tr.RawLog)
	}
	if tr.Timestamp != "" {
		t, err := time.Parse(time.RFC3339Nano, tr.Timestamp)
		if err != nil || t.Year() > 9999 {
			return status.CosmosTx{}, fmt.Errorf("ledger: malformed Cosmos tx answer: timestamp %q", clipText(tr.Timestamp))
		}
		tx.Time = t.UTC()
	}
	for _, ev := range tr.Events {
		if ev.Type == "transfer" {
			var t status.CoinTransfer
			for _, a := range ev.Attributes {
				switch a.Key {
				case "sender":
					t.Sender = a.Value
				case "recipient":
					t.Recipient = a.Value
				case "amount":
					t.Amount = a.Value
				}
			}
			tx.Transfers = append(tx.Transfers, t)
			continue
		}
		switch ev.Type {
		case status.EventSendPacket, status.EventRecvPacket, status.EventWriteAck, status.EventAcknowledgePacket, status.EventTimeoutPacket:
		default:
			continue
		}
		attrs := make(map[string]string, len(ev.Attributes))
		for _, a := range ev.Attributes {
			attrs[a.Key] = a.Value
		}
		p, err := packetEvent(ev.Type, attrs)
		if err != nil {
			return status.CosmosTx{}, err
		}
		tx.Packets = append(tx.Packets, p)
	}
	return tx, nil
}

// packetEvent reads one packet event's attributes (ibc-go core
// 04-channel): the hex forms of data and acknowledgement where given,
// since the plain ones are deprecated.
func packetEvent(typ string, a map[string]string) (status.PacketEvent, error) {
	seq, err := strconv.ParseUint(a["packet_sequence"], 10, 64)
	if err != nil || seq == 0 {
		return status.PacketEvent{}, fmt.Errorf("ledger: malformed Cosmos %s event: packet_sequence %q", typ, clipText(a["packet_sequence"]))
	}
	p := status.PacketEvent{Type: typ, Sequence: seq, SrcPort: a["packet_src_port"], SrcChannel: a["packet_src_channel"],
		DstPort: a["packet_dst_port"], DstChannel: a["packet_dst_channel"]}
	if p.SrcChannel == "" || p.DstChannel == "" {
		return status.PacketEvent{}, fmt.Errorf("ledger: malformed Cosmos %s event: no packet channels", typ)
	}
	if ts := a["packet_timeout_timestamp"]; ts != "" {
		if p.TimeoutTimestampNano, err = strconv.ParseUint(ts, 10, 64); err != nil {
			return status.PacketEvent{}, fmt.Errorf("ledger: malformed Cosmos %s event: packet_timeout_timestamp %q", typ, clipText(ts))
		}
	}
	if p.Data, err = hexOrPlain(a, "packet_data"); err != nil {
		return status.PacketEvent{}, fmt.Errorf("ledger: malformed Cosmos %s event: %w", typ, err)
	}
	if p.Ack, err = hexOrPlain(a, "packet_ack"); err != nil {
		return status.PacketEvent{}, fmt.Errorf("ledger: malformed Cosmos %s event: %w", typ, err)
	}
	return p, nil
}

// hexOrPlain is attribute key's value: from key_hex when present.
func hexOrPlain(a map[string]string, key string) (string, error) {
	if h, ok := a[key+"_hex"]; ok {
		b, err := hex.DecodeString(h)
		if err != nil {
			return "", fmt.Errorf("%s_hex is not hex", key)
		}
		return string(b), nil
	}
	return a[key], nil
}

func clipText(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
