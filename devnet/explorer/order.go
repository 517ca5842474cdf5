package explorer

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// Labels in Chain.Labels that the pages read contracts by: the order
// page reads the settlement's events, the message page asks the gateway
// which token a symbol moves.
const (
	SettlementLabel = "intents settlement"
	GatewayLabel    = "GMP gateway"
)

// OrderURL is the page of an intents order created on chainID.
func OrderURL(base string, chainID uint64, orderHash common.Hash) string {
	return strings.TrimRight(base, "/") + "/order/" + strconv.FormatUint(chainID, 10) + "/" + orderHash.Hex()
}

// orderView is an intents order: its state in the status API's intents
// vocabulary (created, filled, expired, refunded) and its events.
type orderView struct {
	Hash                 string
	Source, Destination  string
	From, To             string
	FromAmount, ToAmount string
	Expiry               string
	State                stateView
	Steps                []stepView
}

var settlement = bindings.NewIntentsSettlement()

// orderPage shows an intents order from the settlement contracts' events.
func (e *Explorer) orderPage(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseUint(r.PathValue("chainId"), 10, 64)
	c, ok := e.chains[id]
	if err != nil || !ok {
		e.renderError(w, http.StatusNotFound, "Unknown chain "+r.PathValue("chainId")+".")
		return
	}
	hash, err := parseHash("order hash", r.PathValue("hash"))
	if err != nil {
		e.renderError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), readTimeout)
	defer cancel()
	v, err := e.orderView(ctx, c, hash)
	if errors.Is(err, ethereum.NotFound) {
		e.renderError(w, http.StatusNotFound, "No intents order "+hash.Hex()+" was created on "+c.Name+".")
		return
	}
	if err != nil {
		e.log.Error("order page", "chain", id, "order", hash, "err", err)
		e.renderError(w, http.StatusBadGateway, "The chain could not be read; retry shortly.")
		return
	}
	e.render(w, http.StatusOK, "order", map[string]any{"Title": "Intents order " + hash.Hex(), "Order": v, "Refresh": !v.State.Terminal})
}

// orderLogs reads a chain's settlement events of one order.
func orderLogs(ctx context.Context, c Chain, hash common.Hash) ([]types.Log, error) {
	f, ok := c.Client.(ethereum.LogFilterer)
	if !ok {
		return nil, errors.New("the chain's client cannot filter logs")
	}
	var addr []common.Address
	for a, l := range c.Labels {
		if l == SettlementLabel {
			addr = append(addr, a)
		}
	}
	if len(addr) == 0 {
		return nil, nil
	}
	return f.FilterLogs(ctx, ethereum.FilterQuery{Addresses: addr, Topics: [][]common.Hash{nil, {hash}}})
}

func (e *Explorer) orderView(ctx context.Context, c Chain, hash common.Hash) (*orderView, error) {
	logs, err := orderLogs(ctx, c, hash)
	if err != nil {
		return nil, err
	}
	var created *bindings.IntentsSettlementOrderCreated
	for i := range logs {
		if ev, err := settlement.UnpackOrderCreatedEvent(&logs[i]); err == nil {
			created = ev
		}
	}
	if created == nil {
		return nil, ethereum.NotFound
	}
	o := created.Order
	dstID := o.ToChainId.Uint64()
	dst, served := e.chains[dstID]
	v := &orderView{Hash: hash.Hex(), Source: chainLabel(c.Name, c.ChainID), Destination: chainLabel(dst.Name, dstID),
		From: o.FromAddress.Hex(), To: o.ToAddress.Hex(), Expiry: time.Unix(o.Expiry.Int64(), 0).UTC().Format("2006-01-02 15:04:05 UTC")}
	ft, ok := e.token(ctx, c.ChainID, o.FromToken)
	v.FromAmount = amount(o.FromAmount, ft, ok)
	tt, ok := e.token(ctx, dstID, o.ToToken)
	v.ToAmount = amount(o.ToAmount, tt, ok)
	if !served {
		v.Destination = "chain " + strconv.FormatUint(dstID, 10) + " (not served)"
	}
	step := func(name string, chainID uint64, chain string, l *types.Log, comment string) stepView {
		s := stepView{Name: name, Chain: chain, TxHash: l.TxHash.Hex(), TxShort: shortHash(l.TxHash), TxURL: TxURL("", chainID, l.TxHash), Block: l.BlockNumber, Comment: comment}
		if cc, ok := e.chains[chainID]; ok {
			if h, err := cc.Client.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber)); err == nil {
				s.Time = time.Unix(int64(h.Time), 0).UTC().Format("2006-01-02 15:04:05")
			}
		}
		return s
	}
	var settled, refunded, filled bool
	v.Steps = append(v.Steps, step("Created", c.ChainID, v.Source, created.Raw, v.FromAmount+" escrowed for "+v.ToAmount+" on "+v.Destination))
	if served {
		dlogs, err := orderLogs(ctx, dst, hash)
		if err != nil {
			return nil, err
		}
		for i := range dlogs {
			if ev, err := settlement.UnpackOrderFilledEvent(&dlogs[i]); err == nil {
				filled = true
				v.Steps = append(v.Steps, step("Filled", dstID, v.Destination, ev.Raw, "the solver paid "+amount(ev.ToAmount, tt, ok)+" to "+ev.ToAddress.Hex()))
			}
		}
	}
	for i := range logs {
		if ev, err := settlement.UnpackOrderSettledEvent(&logs[i]); err == nil {
			settled = true
			v.Steps = append(v.Steps, step("Settled", c.ChainID, v.Source, ev.Raw, "the escrow went to the solver"))
		}
		if ev, err := settlement.UnpackOrderRefundedEvent(&logs[i]); err == nil {
			refunded = true
			v.Steps = append(v.Steps, step("Refunded", c.ChainID, v.Source, ev.Raw, v.FromAmount+" returned to "+ev.FromAddress.Hex()))
		}
	}
	slices.SortStableFunc(v.Steps, func(a, b stepView) int { return strings.Compare(a.Time, b.Time) })
	var now uint64
	if h, err := c.Client.HeaderByNumber(ctx, nil); err == nil {
		now = h.Time
	}
	v.State = orderState(filled, settled, refunded, now > o.Expiry.Uint64(), v)
	return v, nil
}

func orderState(filled, settled, refunded, expired bool, v *orderView) stateView {
	switch {
	case refunded:
		return stateView{Word: "refunded", Title: "Refunded", Class: "warn", Terminal: true,
			Meaning: "The order expired unfilled, and its escrow, " + v.FromAmount + ", went back to " + v.From + " on " + v.Source + ".",
			Action:  "Nothing more will happen: ask for a new route to try again."}
	case filled:
		s := stateView{Word: "filled", Title: "Filled", Class: "ok", Terminal: settled,
			Meaning: "The solver paid " + v.ToAmount + " to " + v.To + " on " + v.Destination + ".",
			Action:  "Nothing to do: the order is complete."}
		if !settled {
			s.Meaning += " The solver's escrow claim on " + v.Source + " follows."
		}
		return s
	case expired:
		return stateView{Word: "expired", Title: "Expired, refund pending", Class: "bad",
			Meaning: "Nobody filled the order before its expiry (" + v.Expiry + "). The solver returns the escrow to " + v.From + " shortly.",
			Action:  "Nothing to do: wait for the refund; this page refreshes itself."}
	}
	return stateView{Word: "created", Title: "Created, waiting for the solver", Class: "wait",
		Meaning: "The input, " + v.FromAmount + ", is escrowed on " + v.Source + " until the solver pays " + v.ToAmount + " on " + v.Destination + " or the order expires at " + v.Expiry + ".",
		Action:  "Nothing to do: wait; this page refreshes itself."}
}
