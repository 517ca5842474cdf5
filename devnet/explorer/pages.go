package explorer

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// messageView is one message on the message page.
type messageView struct {
	GMP
	StatusClass  string
	Source       string
	Destination  string
	Steps        []stepView
	TimeSpent    []keyValue
	Insufficient bool
}

type stepView struct {
	Name    string
	Chain   string
	TxHash  string
	TxURL   string
	Block   uint64
	Time    string
	Comment string
}

type keyValue struct{ Key, Value string }

func (e *Explorer) indexPage(w http.ResponseWriter, r *http.Request) {
	e.render(w, http.StatusOK, "index", map[string]any{"Title": "Bridge explorer", "Delay": e.Delay().String()})
}

// searchRedirect sends the search box's query to its page.
func (e *Explorer) searchRedirect(w http.ResponseWriter, r *http.Request) {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if q == "" {
		http.Redirect(w, r, "/", http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, "/gmp/"+url.PathEscape(q), http.StatusSeeOther)
}

// gmpPage shows the messages of a source transaction (or one message).
func (e *Explorer) gmpPage(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	req := SearchRequest{TxHash: id}
	if strings.Contains(id, "-") {
		req = SearchRequest{MessageID: id}
	}
	msgs, err := e.Search(r.Context(), req)
	if err != nil {
		var bad errBadRequest
		if errors.As(err, &bad) {
			e.renderError(w, http.StatusBadRequest, bad.msg)
			return
		}
		e.log.Error("message page", "id", id, "err", err)
		e.renderError(w, http.StatusInternalServerError, "internal error; retry with backoff")
		return
	}
	if len(msgs) == 0 {
		e.renderError(w, http.StatusNotFound, "No GMP message found for "+id+
			" (yet: a message appears a few seconds after its transaction is mined; indexing delay "+e.Delay().String()+").")
		return
	}
	views := make([]messageView, 0, len(msgs))
	for _, m := range msgs {
		views = append(views, e.messageView(m))
	}
	e.render(w, http.StatusOK, "gmp", map[string]any{"Title": "GMP " + id, "Query": id, "Messages": views})
}

func (e *Explorer) messageView(m *relayer.Message) messageView {
	v := messageView{
		GMP:          View(m),
		Source:       chainLabel(m.SourceChain, m.SourceChainID),
		Destination:  chainLabel(m.DestinationChain, m.DestinationChainID),
		Insufficient: m.Status == relayer.StatusInsufficientFee,
	}
	switch m.Status {
	case relayer.StatusExecuted:
		v.StatusClass = "ok"
	case relayer.StatusError, relayer.StatusInsufficientFee:
		v.StatusClass = "bad"
	default:
		v.StatusClass = "wait"
	}
	add := func(name string, s relayer.Step, comment string) {
		sv := stepView{Name: name, Chain: chainLabel(s.Chain, s.ChainID), Block: s.BlockNumber, Comment: comment}
		if s.BlockTime != 0 {
			sv.Time = time.Unix(int64(s.BlockTime), 0).UTC().Format(time.RFC3339)
		}
		if s.TxHash != (common.Hash{}) {
			sv.TxHash, sv.TxURL = s.TxHash.Hex(), TxURL("", s.ChainID, s.TxHash)
		}
		v.Steps = append(v.Steps, sv)
	}
	add("Called", m.Call, m.Event)
	if p := m.GasPaid; p != nil {
		add("Gas paid", p.Step, decimal(p.Amount)+" wei")
	}
	for _, p := range m.GasAdded {
		add("Gas added", p.Step, decimal(p.Amount)+" wei")
	}
	if s := m.Confirmed; s != nil {
		add("Confirmed", *s, "source head at confirmation")
	}
	if s := m.Approved; s != nil {
		add("Approved", *s, "")
	}
	if x := m.Executed; x != nil {
		comment := ""
		switch x.Outcome {
		case "DestinationCallsFailed":
			comment = "destination calls failed: " + decimal(x.Amount) + " of the bridged token delivered to " + x.Recipient.Hex()
		case "RouteExecuted":
			comment = "route executed: " + decimal(x.Amount) + " delivered to " + x.Recipient.Hex()
		}
		add("Executed", x.Step, comment)
	}
	if f := m.Error; f != nil {
		add("Error", relayer.Step{ChainID: f.ChainID, Chain: f.Chain, TxHash: f.TxHash, BlockNumber: f.BlockNumber, BlockTime: f.BlockTime}, f.Message)
	}
	for _, k := range []string{"call_confirm", "call_approved", "approved_executed", "total"} {
		if s, ok := v.GMP.TimeSpent[k]; ok {
			v.TimeSpent = append(v.TimeSpent, keyValue{k, strconv.Itoa(s) + " s"})
		}
	}
	return v
}

func chainLabel(name string, id uint64) string {
	if id == 0 {
		return name + " (not served)"
	}
	return name + " (" + strconv.FormatUint(id, 10) + ")"
}

// txView is a transaction on the block explorer page.
type txView struct {
	Chain     string
	Hash      string
	Status    string
	Class     string
	Block     string
	Time      string
	From      string
	To        string
	ToLabel   string
	Value     string
	Nonce     uint64
	GasLimit  uint64
	GasUsed   string
	GasPrice  string
	Method    string
	InputSize int
	Logs      []DecodedLog
}

// txPage is the minimal block explorer: one transaction, its receipt and
// its decoded logs, read from the chain.
func (e *Explorer) txPage(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseUint(r.PathValue("chainId"), 10, 64)
	c, ok := e.chains[id]
	if err != nil || !ok {
		e.renderError(w, http.StatusNotFound, "Unknown chain "+r.PathValue("chainId")+".")
		return
	}
	hash, err := parseHash("transaction hash", r.PathValue("hash"))
	if err != nil {
		e.renderError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), readTimeout)
	defer cancel()
	v, err := e.txView(ctx, c, hash)
	if errors.Is(err, ethereum.NotFound) {
		e.renderError(w, http.StatusNotFound, "Transaction "+hash.Hex()+" is not known on "+c.Name+".")
		return
	}
	if err != nil {
		e.log.Error("transaction page", "chain", id, "tx", hash, "err", err)
		e.renderError(w, http.StatusBadGateway, "The chain could not be read; retry shortly.")
		return
	}
	e.render(w, http.StatusOK, "tx", map[string]any{"Title": "Transaction " + hash.Hex(), "Tx": v})
}

func (e *Explorer) txView(ctx context.Context, c Chain, hash common.Hash) (*txView, error) {
	tx, pending, err := c.Client.TransactionByHash(ctx, hash)
	if err != nil {
		return nil, err
	}
	symbol := c.NativeSymbol
	if symbol == "" {
		symbol = "ETH"
	}
	v := &txView{Chain: chainLabel(c.Name, c.ChainID), Hash: hash.Hex(), Nonce: tx.Nonce(), GasLimit: tx.Gas(),
		Value: units(tx.Value(), 18) + " " + symbol, Method: methodName(tx.Data()), InputSize: len(tx.Data()),
		Status: "pending", Class: "wait"}
	if from, err := types.Sender(types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID)), tx); err == nil {
		v.From = from.Hex()
	}
	if to := tx.To(); to != nil {
		v.To, v.ToLabel = to.Hex(), c.Labels[*to]
	} else {
		v.To = "contract creation"
	}
	if pending {
		return v, nil
	}
	rc, err := c.Client.TransactionReceipt(ctx, hash)
	if errors.Is(err, ethereum.NotFound) {
		return v, nil
	}
	if err != nil {
		return nil, err
	}
	v.Status, v.Class = "success", "ok"
	if rc.Status != types.ReceiptStatusSuccessful {
		v.Status, v.Class = "reverted", "bad"
	}
	if rc.BlockNumber != nil {
		v.Block = rc.BlockNumber.String()
		if h, err := c.Client.HeaderByNumber(ctx, rc.BlockNumber); err == nil {
			v.Time = time.Unix(int64(h.Time), 0).UTC().Format(time.RFC3339)
		}
	}
	if rc.ContractAddress != (common.Address{}) {
		v.To = "contract creation: " + rc.ContractAddress.Hex()
	}
	v.GasUsed = strconv.FormatUint(rc.GasUsed, 10)
	if rc.EffectiveGasPrice != nil {
		v.GasPrice = units(rc.EffectiveGasPrice, 9) + " gwei"
	}
	for _, l := range rc.Logs {
		v.Logs = append(v.Logs, decodeLog(l, c.Labels))
	}
	return v, nil
}

// render executes a page template into a buffer first, so that a failed
// rendering never sends half a page.
func (e *Explorer) render(w http.ResponseWriter, status int, name string, data map[string]any) {
	var buf bytes.Buffer
	if err := e.pages.ExecuteTemplate(&buf, name, data); err != nil {
		e.log.Error("render page", "page", name, "err", err)
		writeError(w, http.StatusInternalServerError, "INTERNAL_ERROR", "internal error; retry with backoff")
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes()) // the client went away; nothing to do
}

func (e *Explorer) renderError(w http.ResponseWriter, status int, msg string) {
	e.render(w, status, "error", map[string]any{"Title": http.StatusText(status), "Status": status, "Message": msg})
}
