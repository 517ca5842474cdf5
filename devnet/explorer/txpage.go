package explorer

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// txView is a transaction on the block explorer page.
type txView struct {
	Chain     string
	ChainID   uint64
	Hash      string
	Status    string
	Summary   string // the status in plain words
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
	// What the logs say, in words.
	GMPLinks  []link
	Transfers []string
	Orders    []orderEvent
	Outcomes  []string // the route router's RouteExecuted / DestinationCallsFailed
	Follow    string   // the follow page, when the transaction starts a route (a GMP call or an intents order)
}

type link struct{ Text, URL string }

// orderEvent is an intents order event of the transaction.
type orderEvent struct {
	Event, OrderHash, URL, Detail string
}

// txPage is the minimal block explorer: one transaction, its receipt and
// its decoded logs, read from the chain.
func (e *Explorer) txPage(w http.ResponseWriter, r *http.Request) {
	if c, ok := e.cosmos[r.PathValue("chainId")]; ok {
		e.cosmosTxPage(w, r, c)
		return
	}
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
	e.render(w, http.StatusOK, "tx", map[string]any{"Title": "Transaction " + hash.Hex(), "Tx": v, "Refresh": v.Status == "pending"})
}

func (e *Explorer) txView(ctx context.Context, c Chain, hash common.Hash) (*txView, error) {
	tx, pending, err := c.Client.TransactionByHash(ctx, hash)
	if err != nil {
		return nil, err
	}
	v := &txView{Chain: chainLabel(c.Name, c.ChainID), ChainID: c.ChainID, Hash: hash.Hex(), Nonce: tx.Nonce(), GasLimit: tx.Gas(),
		Value: units(tx.Value(), 18) + " " + nativeSymbol(c), Method: methodName(tx.Data()), InputSize: len(tx.Data()),
		Status: "pending", Class: "wait", Summary: "Pending: the transaction waits to be included in a block; this page refreshes itself."}
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
	v.Summary = "Success: the transaction was included in block " + rc.BlockNumber.String() + " and its effects below took place."
	if rc.Status != types.ReceiptStatusSuccessful {
		v.Status, v.Class = "reverted", "bad"
		v.Summary = "Reverted: the transaction was included in block " + rc.BlockNumber.String() + " but failed, so none of its effects took place (the gas was still paid)."
	}
	if rc.BlockNumber != nil {
		v.Block = rc.BlockNumber.String()
		if h, err := c.Client.HeaderByNumber(ctx, rc.BlockNumber); err == nil {
			v.Time = time.Unix(int64(h.Time), 0).UTC().Format("2006-01-02 15:04:05 UTC")
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
		d := decodeLog(l, c.Labels)
		v.Logs = append(v.Logs, d)
		e.describeLog(ctx, c, hash, l, d, v)
	}
	return v, nil
}

// describeLog adds what a known event means to the page: token
// transfers in token units, the GMP message page of a gateway call or
// approval, intents order events, the route router's outcome.
func (e *Explorer) describeLog(ctx context.Context, c Chain, txHash common.Hash, l *types.Log, d DecodedLog, v *txView) {
	arg := func(name string) string {
		for _, a := range d.Args {
			if a.Name == name {
				return a.Value
			}
		}
		return ""
	}
	num := func(name string) *big.Int {
		n, _ := new(big.Int).SetString(arg(name), 10)
		return n
	}
	tokenAmount := func(tokenArg, amountArg string) string {
		t, ok := e.token(ctx, c.ChainID, common.HexToAddress(arg(tokenArg)))
		return amount(num(amountArg), t, ok)
	}
	switch d.Event {
	case "Transfer":
		value := num("value")
		if value == nil {
			value = num("wad")
		}
		t, ok := e.token(ctx, c.ChainID, l.Address)
		if !ok || value == nil {
			return
		}
		from, to := d.Args[0].Value, d.Args[1].Value
		v.Transfers = append(v.Transfers, amount(value, t, ok)+" from "+e.label(c, from)+" to "+e.label(c, to))
	case "ContractCall", "ContractCallWithToken":
		v.Follow = FollowURL("", txHash.Hex(), c.ChainID, e.chainIDByName(arg("destinationChain")), "")
		v.GMPLinks = append(v.GMPLinks, link{"GMP message " + txHash.Hex() + "-" + strconv.FormatUint(uint64(l.Index), 10) +
			" to " + arg("destinationChain") + ": its state and every step", GMPURL("", txHash)})
	case "ContractCallApproved", "ContractCallApprovedWithMint":
		if src := arg("sourceTxHash"); src != "" {
			v.GMPLinks = append(v.GMPLinks, link{"GMP message from " + arg("sourceChain") + " approved here: " + src, GMPURL("", common.HexToHash(src))})
		}
	case "Executed":
		if src, ok := e.approvedSource(ctx, c, l); ok {
			v.GMPLinks = append(v.GMPLinks, link{"GMP message from " + src.chain + " executed here: " + src.tx.Hex(), GMPURL("", src.tx)})
		}
	case "OrderCreated":
		v.Follow = FollowURL("", txHash.Hex(), c.ChainID, 0, "") // the destination is inside the order: the page asks
		v.Orders = append(v.Orders, e.orderEvent(c, d, "created: the input is escrowed until the solver fills the order or it expires"))
	case "OrderFilled":
		v.Orders = append(v.Orders, e.orderEvent(c, d, "filled: the solver paid "+tokenAmount("toToken", "toAmount")+" to "+arg("toAddress")))
	case "OrderSettled":
		v.Orders = append(v.Orders, e.orderEvent(c, d, "settled: the escrowed "+tokenAmount("fromToken", "fromAmount")+" went to the solver"))
	case "OrderRefunded":
		v.Orders = append(v.Orders, e.orderEvent(c, d, "refunded: the order expired unfilled; "+tokenAmount("fromToken", "fromAmount")+" went back to "+arg("fromAddress")))
	case "RouteExecuted":
		v.Outcomes = append(v.Outcomes, "RouteExecuted: the route's calls ran and delivered "+tokenAmount("toToken", "toAmount")+" to "+e.label(c, arg("recipient")))
	case "DestinationCallsFailed":
		reason := ""
		if b, err := hexutil.Decode(arg("reason")); err == nil && len(b) > 0 {
			reason = " (" + relayer.DescribeRevert(b) + ")"
		}
		v.Outcomes = append(v.Outcomes, "DestinationCallsFailed: the destination calls failed"+reason+"; "+tokenAmount("token", "amount")+
			" (the bridged token) went to "+e.label(c, arg("recipient"))+" instead")
	}
}

func (e *Explorer) orderEvent(c Chain, d DecodedLog, detail string) orderEvent {
	h := d.Args[0].Value
	return orderEvent{Event: d.Event, OrderHash: h, Detail: detail, URL: OrderURL("", c.ChainID, common.HexToHash(h))}
}

// label is an address with its label, when it has one.
func (e *Explorer) label(c Chain, addr string) string {
	a := common.HexToAddress(addr)
	if a == (common.Address{}) {
		return addr + " (none: minted or burnt)"
	}
	if l := c.Labels[a]; l != "" {
		return addr + " (" + l + ")"
	}
	return addr
}

type approvedFrom struct {
	chain string
	tx    common.Hash
}

var (
	gatewayABI       = bindings.NewGMPGateway().GetABI()
	approvedEventIDs = []common.Hash{gatewayABI.Events["ContractCallApproved"].ID, gatewayABI.Events["ContractCallApprovedWithMint"].ID}
)

// approvedSource finds the source transaction of a gateway's Executed
// command: its approval, earlier on the same gateway, names it.
func (e *Explorer) approvedSource(ctx context.Context, c Chain, executed *types.Log) (approvedFrom, bool) {
	f, ok := c.Client.(ethereum.LogFilterer)
	if !ok || len(executed.Topics) < 2 {
		return approvedFrom{}, false
	}
	logs, err := f.FilterLogs(ctx, ethereum.FilterQuery{ToBlock: new(big.Int).SetUint64(executed.BlockNumber),
		Addresses: []common.Address{executed.Address}, Topics: [][]common.Hash{approvedEventIDs, {executed.Topics[1]}}})
	if err != nil || len(logs) == 0 {
		return approvedFrom{}, false
	}
	d := decodeLog(&logs[len(logs)-1], nil)
	var out approvedFrom
	for _, a := range d.Args {
		switch a.Name {
		case "sourceChain":
			out.chain = a.Value
		case "sourceTxHash":
			out.tx = common.HexToHash(a.Value)
		}
	}
	return out, out.tx != (common.Hash{})
}
