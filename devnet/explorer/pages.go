package explorer

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// messageView is one message on the message page.
type messageView struct {
	GMP
	State        stateView
	Source       string
	Destination  string
	Amount       string // the bridged amount in token units, "" for a call without token
	GasPaid      string // paid and added, in native units
	GasRequired  string
	Outcome      string // the destination router's event, with what it delivered
	Reason       string
	Steps        []stepView
	TimeSpent    []keyValue
	Insufficient bool
	Follow       string // the follow page of the source transaction (it asks for the quote id)
}

// stepView is one step of a message; Waiting marks steps still to come.
type stepView struct {
	Name    string
	Chain   string
	TxHash  string
	TxURL   string
	TxShort string // 0x1234…abcd: the full hash is the link's title
	Block   uint64
	Time    string
	Comment string
	Waiting bool
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
		// Not yet indexed, perhaps: the page looks again by itself.
		e.render(w, http.StatusNotFound, "error", map[string]any{"Title": http.StatusText(http.StatusNotFound), "Status": http.StatusNotFound,
			"Refresh": true, "Message": "No GMP message found for " + id +
				" (yet: a message appears a few seconds after its transaction is mined; indexing delay " + e.Delay().String() + "). This page looks again every 2 s."})
		return
	}
	views := make([]messageView, 0, len(msgs))
	refresh := false
	for _, m := range msgs {
		views = append(views, e.messageView(r.Context(), m))
		refresh = refresh || !m.Status.Terminal()
	}
	e.render(w, http.StatusOK, "gmp", map[string]any{"Title": "GMP " + id, "Query": id, "Messages": views, "Refresh": refresh})
}

func (e *Explorer) messageView(ctx context.Context, m *relayer.Message) messageView {
	v := messageView{
		GMP:          e.view(m),
		Source:       chainLabel(m.SourceChain, m.SourceChainID),
		Destination:  chainLabel(m.DestinationChain, m.DestinationChainID),
		Insufficient: m.Status == relayer.StatusInsufficientFee,
		Follow:       FollowURL("", m.Call.TxHash.Hex(), m.SourceChainID, m.DestinationChainID, ""),
	}
	v.State = e.state(ctx, m, v.Source, v.Destination)
	if m.Amount != nil {
		if t, ok := e.gatewayToken(ctx, m.SourceChainID, m.Symbol); ok {
			v.Amount = amount(m.Amount, t, ok)
		} else {
			v.Amount = decimal(m.Amount) + " base units of " + m.Symbol
		}
	}
	paid, added := new(bigSum), new(bigSum)
	if m.GasPaid != nil {
		paid.add(m.GasPaid.Amount)
	}
	for _, p := range m.GasAdded {
		added.add(p.Amount)
	}
	v.GasPaid = e.native(m.SourceChainID, &paid.Int) + " paid"
	if len(m.GasAdded) > 0 {
		v.GasPaid += " + " + e.native(m.SourceChainID, &added.Int) + " added"
	}
	if m.RequiredFee != nil {
		v.GasRequired = e.native(m.SourceChainID, m.RequiredFee)
	}
	add := func(name string, s relayer.Step, comment string) {
		sv := stepView{Name: name, Chain: chainLabel(s.Chain, s.ChainID), Block: s.BlockNumber, Comment: comment}
		if s.BlockTime != 0 {
			sv.Time = time.Unix(int64(s.BlockTime), 0).UTC().Format("2006-01-02 15:04:05")
		}
		if s.TxHash != (common.Hash{}) {
			sv.TxHash, sv.TxURL, sv.TxShort = s.TxHash.Hex(), TxURL("", s.ChainID, s.TxHash), shortHash(s.TxHash)
		}
		v.Steps = append(v.Steps, sv)
	}
	waiting := func(name, chain, comment string) {
		v.Steps = append(v.Steps, stepView{Name: name, Chain: chain, Comment: comment, Waiting: true})
	}
	callComment := m.Event + " on the source gateway"
	if v.Amount != "" {
		callComment += ", sending " + v.Amount
	}
	add("Called", m.Call, callComment)
	if p := m.GasPaid; p != nil {
		add("Gas paid", p.Step, e.native(m.SourceChainID, p.Amount)+" prepaid for execution on the destination")
	} else {
		v.Steps = append(v.Steps, stepView{Name: "Gas paid", Chain: v.Source, Comment: "no gas was prepaid for this message"})
	}
	for _, p := range m.GasAdded {
		add("Gas added", p.Step, e.native(m.SourceChainID, p.Amount)+" added with addNativeGas")
	}
	if s := m.Confirmed; s != nil {
		add("Confirmed", *s, "the source block has enough confirmations (source head shown)")
	} else if m.Error == nil {
		waiting("Confirmed", v.Source, "waiting for confirmations")
	}
	if s := m.Approved; s != nil {
		add("Approved", *s, "approved by the destination gateway")
	} else if m.Error == nil {
		waiting("Approved", v.Destination, "waiting for approval")
	}
	if x := m.Executed; x != nil {
		t := e.deliveredToken(ctx, x.ChainID, x)
		delivered := amount(x.Amount, t, true) + " to " + x.Recipient.Hex()
		comment := "executed"
		switch x.Outcome {
		case "DestinationCallsFailed":
			v.Outcome = "DestinationCallsFailed: the destination calls failed; " + delivered + " (the bridged token) delivered instead"
			comment = "destination calls failed: " + delivered + " delivered"
			if len(x.Reason) > 0 {
				v.Reason = relayer.DescribeRevert(x.Reason)
			}
		case "RouteExecuted":
			v.Outcome = "RouteExecuted: " + delivered
			comment = "route executed: " + delivered
		}
		add("Executed", x.Step, comment)
	} else if m.Error == nil {
		note := "waiting for execution"
		if v.Insufficient {
			note = "held: the prepaid gas does not cover execution; add gas"
		}
		waiting("Executed", v.Destination, note)
	}
	if f := m.Error; f != nil {
		add("Error", relayer.Step{ChainID: f.ChainID, Chain: f.Chain, TxHash: f.TxHash, BlockNumber: f.BlockNumber, BlockTime: f.BlockTime}, f.Message)
	}
	for _, k := range []struct{ key, name string }{
		{"call_confirm", "call → confirmed"}, {"call_approved", "call → approved"},
		{"approved_executed", "approved → executed"}, {"total", "total"},
	} {
		if s, ok := v.GMP.TimeSpent[k.key]; ok {
			v.TimeSpent = append(v.TimeSpent, keyValue{k.name + " (" + k.key + ")", strconv.Itoa(s) + " s"})
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

// shortHash abbreviates a hash for a table cell.
func shortHash(h common.Hash) string {
	x := h.Hex()
	return x[:10] + "…" + x[len(x)-8:]
}
