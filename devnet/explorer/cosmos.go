package explorer

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// The explorer's pages of the devnet's Cosmos chains (--devnet-cosmos):
// GET /tx/{chainId}/{hash} of a Cosmos chain id shows the transaction as
// the chain's REST server returns it, its messages, and the IBC packets
// it sends, receives, acknowledges or times out, in words. These are the
// transactionUrl of a Cosmos route's status record on the devnet.

// CosmosChain is a Cosmos chain whose transactions the explorer shows.
type CosmosChain struct {
	ChainID string // e.g. "osmosis-1"
	Name    string
	REST    string // the chain's REST (LCD) base URL
}

// cosmosTxView is a Cosmos transaction on its page.
type cosmosTxView struct {
	Chain, Hash, Status, Class, Summary string
	Block, Time, Gas, Memo, Log         string
	Messages                            []cosmosMsgView
	Packets                             []string // IBC packet events, in words
}

type cosmosMsgView struct {
	Type   string
	Fields []field
}

type field struct{ Name, Value string }

// errCosmosTxNotFound is a hash the chain does not know.
var errCosmosTxNotFound = errors.New("not found")

// maxCosmosTx bounds a transaction's REST answer.
const maxCosmosTx = 1 << 20

func (e *Explorer) cosmosTxPage(w http.ResponseWriter, r *http.Request, c CosmosChain) {
	hash := strings.ToUpper(strings.TrimPrefix(r.PathValue("hash"), "0x"))
	if b, err := hex.DecodeString(hash); err != nil || len(b) != 32 {
		e.renderError(w, http.StatusBadRequest, "A Cosmos transaction hash is 64 hex digits.")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), readTimeout)
	defer cancel()
	v, err := cosmosTx(ctx, c, hash)
	if errors.Is(err, errCosmosTxNotFound) {
		e.renderError(w, http.StatusNotFound, "Transaction "+hash+" is not known on "+c.ChainID+" (yet: a transaction shows once it is in a block).")
		return
	}
	if err != nil {
		e.log.Error("cosmos transaction page", "chain", c.ChainID, "tx", hash, "err", err)
		e.renderError(w, http.StatusBadGateway, "The chain could not be read; retry shortly.")
		return
	}
	e.render(w, http.StatusOK, "cosmostx", map[string]any{"Title": "Transaction " + hash, "Tx": v})
}

// cosmosTx reads a transaction from the chain's REST server.
func cosmosTx(ctx context.Context, c CosmosChain, hash string) (*cosmosTxView, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(c.REST, "/")+"/cosmos/tx/v1beta1/txs/"+hash, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxCosmosTx))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusNotFound || (resp.StatusCode != http.StatusOK && strings.Contains(string(raw), "not found")) {
		return nil, errCosmosTxNotFound
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s answered %d", req.URL, resp.StatusCode)
	}
	var body struct {
		TxResponse struct {
			Height    string `json:"height"`
			TxHash    string `json:"txhash"`
			Code      uint32 `json:"code"`
			RawLog    string `json:"raw_log"`
			GasWanted string `json:"gas_wanted"`
			GasUsed   string `json:"gas_used"`
			Timestamp string `json:"timestamp"`
			Events    []struct {
				Type       string `json:"type"`
				Attributes []struct {
					Key   string `json:"key"`
					Value string `json:"value"`
				} `json:"attributes"`
			} `json:"events"`
			Tx struct {
				Body struct {
					Messages []map[string]json.RawMessage `json:"messages"`
					Memo     string                       `json:"memo"`
				} `json:"body"`
			} `json:"tx"`
		} `json:"tx_response"`
	}
	if err := json.Unmarshal(raw, &body); err != nil {
		return nil, fmt.Errorf("transaction %s: %w", hash, err)
	}
	t := body.TxResponse
	v := &cosmosTxView{Chain: chainName(c), Hash: t.TxHash, Block: t.Height, Time: t.Timestamp, Gas: t.GasUsed + " used of " + t.GasWanted,
		Memo: t.Tx.Body.Memo, Status: "success", Class: "ok", Summary: "Included in block " + t.Height + " and executed."}
	if t.Code != 0 {
		v.Status, v.Class, v.Log = "failed", "bad", t.RawLog
		v.Summary = fmt.Sprintf("Included in block %s but failed (code %d): nothing it did took effect; the fee was paid.", t.Height, t.Code)
	}
	for _, m := range t.Tx.Body.Messages {
		mv := cosmosMsgView{Type: jsonString(m["@type"])}
		for _, k := range []string{"sender", "receiver", "from_address", "to_address", "source_port", "source_channel", "token", "amount",
			"timeout_timestamp", "memo", "signer"} {
			if val, ok := m[k]; ok {
				mv.Fields = append(mv.Fields, field{k, displayJSON(val)})
			}
		}
		v.Messages = append(v.Messages, mv)
	}
	for _, ev := range t.Events {
		a := map[string]string{}
		for _, at := range ev.Attributes {
			a[at.Key] = at.Value
		}
		if s := packetEvent(ev.Type, a); s != "" {
			v.Packets = append(v.Packets, s)
		}
	}
	return v, nil
}

// packetEvent says an IBC event of the transaction in words ("" for the
// events that are not about packets).
func packetEvent(typ string, a map[string]string) string {
	packet := fmt.Sprintf("packet %s from %s/%s to %s/%s", a["packet_sequence"], a["packet_src_port"], a["packet_src_channel"],
		a["packet_dst_port"], a["packet_dst_channel"])
	switch typ {
	case "send_packet":
		return "Sent " + packet + ", timing out at " + a["packet_timeout_timestamp"] + " (Unix ns)"
	case "recv_packet":
		return "Received " + packet
	case "write_acknowledgement":
		return "Acknowledged " + packet + ": " + a["packet_ack"]
	case "acknowledge_packet":
		return "Acknowledgement of " + packet + " delivered back to its sender's chain"
	case "timeout_packet":
		return "Timed out " + packet + ": the tokens go back to the sender"
	case "fungible_token_packet":
		if e := a["error"]; e != "" {
			return "ICS-20 transfer failed on the receiving chain: " + e + " (the sender is refunded)"
		}
		if a["success"] != "" {
			return "ICS-20 transfer of " + a["amount"] + " " + a["denom"] + " to " + a["receiver"] + ": success " + a["success"]
		}
	}
	return ""
}

func chainName(c CosmosChain) string {
	if c.Name == "" || c.Name == c.ChainID {
		return c.ChainID
	}
	return c.Name + " (" + c.ChainID + ")"
}

func jsonString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

// displayJSON is a message field for the page: a string as is, a coin as
// "amount denom", anything else as compact JSON.
func displayJSON(raw json.RawMessage) string {
	var coin struct{ Denom, Amount string }
	if json.Unmarshal(raw, &coin) == nil && coin.Denom != "" {
		return coin.Amount + " " + coin.Denom
	}
	return jsonString(raw)
}

const cosmosTxTemplate = `
{{define "cosmostx"}}{{template "head" .}}
{{with .Tx}}
<h1>Transaction <span class="mono">{{.Hash}}</span></h1>
<section class="state {{.Class}}"><div class="title">{{if eq .Status "success"}}Success{{else}}Failed{{end}}</div>
<div>Status <code>{{.Status}}</code> on {{.Chain}}</div><p>{{.Summary}}</p>
{{if .Packets}}<ul class="facts">{{range .Packets}}<li>{{.}}</li>{{end}}</ul>{{end}}
</section>
<section><table>
<tr><th>Chain</th><td>{{.Chain}}</td></tr>
<tr><th>Status</th><td><span class="badge {{.Class}}">{{.Status}}</span></td></tr>
<tr><th>Block</th><td>{{.Block}}{{with .Time}} · {{.}}{{end}}</td></tr>
<tr><th>Gas</th><td>{{.Gas}}</td></tr>
{{with .Memo}}<tr><th>Memo</th><td class="mono">{{.}}</td></tr>{{end}}
{{with .Log}}<tr><th>Error</th><td class="mono">{{.}}</td></tr>{{end}}
</table></section>
<section><h2>Messages</h2>
{{range .Messages}}<table>
<tr><th>Type</th><td class="mono"><strong>{{.Type}}</strong></td></tr>
{{range .Fields}}<tr><th>{{.Name}}</th><td class="mono">{{.Value}}</td></tr>{{end}}
</table><br>{{else}}<p class="note">No messages.</p>{{end}}
</section>
{{end}}
{{template "foot" .}}{{end}}
`
