package bitcoin

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet/loopback"
)

// maxTxBody caps a POST /tx body: hex of a transaction at the 400 kWU
// standardness limit.
const maxTxBody = 800_000

// feeTargets are the confirmation targets /fee-estimates answers for.
var feeTargets = []int{1, 2, 3, 4, 5, 6, 10, 20, 144, 504, 1008}

// EsploraServer serves the subset of the Esplora REST API Switchyard and
// wallets use, from the node's RPC, on a loopback address.
type EsploraServer struct {
	srv *loopback.Server
	url string
}

// EsploraConfig configures an EsploraServer.
type EsploraConfig struct {
	// Addr is the listen address (default 127.0.0.1:0, a free port).
	Addr string
	// MinFeeRate is the fee estimate given when the node has none, in
	// sat/vB (default 1, btcd's relay minimum).
	MinFeeRate float64
	Logger     *slog.Logger
}

// ServeEsplora starts the API for node.
func ServeEsplora(node *Node, cfg EsploraConfig) (*EsploraServer, error) {
	if cfg.Addr == "" {
		cfg.Addr = "127.0.0.1:0"
	}
	h := EsploraHandler(node, cfg.MinFeeRate)
	srv, err := loopback.Listen("Bitcoin Esplora API", cfg.Addr, h, time.Minute, cfg.Logger)
	if err != nil {
		return nil, err
	}
	return &EsploraServer{srv: srv, url: srv.URL()}, nil
}

// URL is the API root, http://127.0.0.1:PORT.
func (s *EsploraServer) URL() string { return s.url }

// Close stops the server.
func (s *EsploraServer) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return s.srv.Close(ctx)
}

type esplora struct {
	node    *Node
	ix      *index
	minFee  float64
	net     *chaincfg.Params
	timeout time.Duration
}

// EsploraHandler is the API's handler over node's RPC.
func EsploraHandler(node *Node, minFeeRate float64) http.Handler {
	if minFeeRate <= 0 {
		minFeeRate = 1
	}
	net := &chaincfg.RegressionNetParams
	e := &esplora{node: node, ix: &index{rpc: node.rpc, net: net, headers: map[string]blockRef{}, history: map[string][]txInfo{}}, minFee: minFeeRate, net: net, timeout: 30 * time.Second}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /blocks/tip/height", e.tipHeight)
	mux.HandleFunc("GET /blocks/tip/hash", e.tipHash)
	mux.HandleFunc("GET /tx/{txid}", e.tx)
	mux.HandleFunc("GET /tx/{txid}/status", e.txStatus)
	mux.HandleFunc("GET /tx/{txid}/hex", e.txHex)
	mux.HandleFunc("POST /tx", e.broadcast)
	mux.HandleFunc("GET /address/{addr}/utxo", e.addressUTXO)
	mux.HandleFunc("GET /address/{addr}/txs", e.addressTxs)
	mux.HandleFunc("GET /address/{addr}/txs/chain/{last}", e.addressTxs)
	mux.HandleFunc("GET /fee-estimates", e.feeEstimates)
	return mux
}

func (e *esplora) ctx(r *http.Request) (context.Context, context.CancelFunc) {
	return context.WithTimeout(r.Context(), e.timeout)
}

func (e *esplora) tipHeight(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := e.ctx(r)
	defer cancel()
	var h int64
	if err := e.ix.rpc.call(ctx, "getblockcount", &h); err != nil {
		e.fail(w, err)
		return
	}
	text(w, http.StatusOK, strconv.FormatInt(h, 10))
}

func (e *esplora) tipHash(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := e.ctx(r)
	defer cancel()
	var h string
	if err := e.ix.rpc.call(ctx, "getbestblockhash", &h); err != nil {
		e.fail(w, err)
		return
	}
	text(w, http.StatusOK, h)
}

// txid reads the path's txid; false (after answering 400) when malformed.
func txid(w http.ResponseWriter, r *http.Request) (string, bool) {
	id := strings.ToLower(r.PathValue("txid"))
	if _, err := hex.DecodeString(id); err != nil || len(id) != 64 {
		text(w, http.StatusBadRequest, "Invalid hex string")
		return "", false
	}
	return id, true
}

func (e *esplora) txStatus(w http.ResponseWriter, r *http.Request) {
	id, ok := txid(w, r)
	if !ok {
		return
	}
	ctx, cancel := e.ctx(r)
	defer cancel()
	t, err := e.ix.tx(ctx, id)
	if err != nil {
		e.fail(w, err)
		return
	}
	writeJSON(w, t.status)
}

func (e *esplora) txHex(w http.ResponseWriter, r *http.Request) {
	id, ok := txid(w, r)
	if !ok {
		return
	}
	ctx, cancel := e.ctx(r)
	defer cancel()
	var raw string
	if err := e.ix.rpc.call(ctx, "getrawtransaction", &raw, id, 0); err != nil {
		if isNotFound(err) {
			err = errNotFound
		}
		e.fail(w, err)
		return
	}
	text(w, http.StatusOK, raw)
}

// esploraTx is GET /tx/{txid}'s answer (Esplora's field names).
type esploraTx struct {
	TxID     string       `json:"txid"`
	Version  int32        `json:"version"`
	Locktime uint32       `json:"locktime"`
	Vin      []esploraIn  `json:"vin"`
	Vout     []esploraOut `json:"vout"`
	Size     int          `json:"size"`
	Weight   int64        `json:"weight"`
	Fee      int64        `json:"fee"`
	Status   btc.TxStatus `json:"status"`
}

type esploraIn struct {
	TxID       string      `json:"txid"`
	Vout       uint32      `json:"vout"`
	Prevout    *esploraOut `json:"prevout"`
	ScriptSig  string      `json:"scriptsig"`
	Witness    []string    `json:"witness,omitempty"`
	IsCoinbase bool        `json:"is_coinbase"`
	Sequence   uint32      `json:"sequence"`
}

type esploraOut struct {
	ScriptPubKey        string `json:"scriptpubkey"`
	ScriptPubKeyASM     string `json:"scriptpubkey_asm"`
	ScriptPubKeyType    string `json:"scriptpubkey_type"`
	ScriptPubKeyAddress string `json:"scriptpubkey_address,omitempty"`
	Value               int64  `json:"value"`
}

func (e *esplora) out(script []byte, value int64) esploraOut {
	asm, _ := txscript.DisasmString(script)
	typ, addr := e.ix.scriptAddress(script)
	return esploraOut{ScriptPubKey: hex.EncodeToString(script), ScriptPubKeyASM: asm, ScriptPubKeyType: typ, ScriptPubKeyAddress: addr, Value: value}
}

func (e *esplora) tx(w http.ResponseWriter, r *http.Request) {
	id, ok := txid(w, r)
	if !ok {
		return
	}
	ctx, cancel := e.ctx(r)
	defer cancel()
	t, err := e.ix.tx(ctx, id)
	if err != nil {
		e.fail(w, err)
		return
	}
	res, err := e.render(ctx, t)
	if err != nil {
		e.fail(w, err)
		return
	}
	writeJSON(w, res)
}

// render builds Esplora's JSON of a transaction, fetching its prevouts.
func (e *esplora) render(ctx context.Context, t txInfo) (esploraTx, error) {
	const maxPrevouts = 200 // each costs an RPC; a devnet transaction has few
	res := esploraTx{TxID: t.txid, Version: t.tx.Version, Locktime: t.tx.LockTime, Size: t.tx.SerializeSize(),
		Weight: int64(t.tx.SerializeSizeStripped())*3 + int64(t.tx.SerializeSize()), Status: t.status}
	coinbase := len(t.tx.TxIn) == 1 && t.tx.TxIn[0].PreviousOutPoint.Index == ^uint32(0)
	var in, outSum int64
	for i, ti := range t.tx.TxIn {
		ei := esploraIn{TxID: ti.PreviousOutPoint.Hash.String(), Vout: ti.PreviousOutPoint.Index,
			ScriptSig: hex.EncodeToString(ti.SignatureScript), IsCoinbase: coinbase, Sequence: ti.Sequence}
		for _, wi := range ti.Witness {
			ei.Witness = append(ei.Witness, hex.EncodeToString(wi))
		}
		if !coinbase && i < maxPrevouts {
			prev, err := e.ix.tx(ctx, ei.TxID)
			if err != nil {
				return esploraTx{}, err
			}
			if int(ei.Vout) < len(prev.tx.TxOut) {
				po := prev.tx.TxOut[ei.Vout]
				o := e.out(po.PkScript, po.Value)
				ei.Prevout = &o
				in += po.Value
			}
		}
		res.Vin = append(res.Vin, ei)
	}
	for _, o := range t.tx.TxOut {
		res.Vout = append(res.Vout, e.out(o.PkScript, o.Value))
		outSum += o.Value
	}
	if !coinbase {
		res.Fee = in - outSum
	}
	return res, nil
}

// Esplora's page sizes of an address's history.
const (
	mempoolPage = 50
	chainPage   = 25
)

// addressTxs is GET /address/{a}/txs (the mempool's transactions, then
// the newest confirmed ones) and GET /address/{a}/txs/chain/{last_seen}
// (the confirmed ones after last_seen), newest first, as Esplora pages.
func (e *esplora) addressTxs(w http.ResponseWriter, r *http.Request) {
	addr := r.PathValue("addr")
	if len(addr) > 100 {
		text(w, http.StatusBadRequest, "Invalid Bitcoin address")
		return
	}
	if _, _, err := btc.ParseAddress(addr, e.net); err != nil {
		text(w, http.StatusBadRequest, "Invalid Bitcoin address: "+err.Error())
		return
	}
	lastSeen := strings.ToLower(r.PathValue("last"))
	ctx, cancel := e.ctx(r)
	defer cancel()
	all, err := e.ix.addressTxs(ctx, addr)
	if err != nil {
		e.fail(w, err)
		return
	}
	var mempool, chain []txInfo // newest first
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].status.Confirmed {
			chain = append(chain, all[i])
		} else {
			mempool = append(mempool, all[i])
		}
	}
	var page []txInfo
	if lastSeen == "" {
		page = append(mempool[:min(len(mempool), mempoolPage)], chain[:min(len(chain), chainPage)]...)
	} else {
		for i, t := range chain {
			if t.txid == lastSeen {
				page = chain[i+1 : min(len(chain), i+1+chainPage)]
				break
			}
		}
	}
	out := make([]esploraTx, 0, len(page))
	for _, t := range page {
		et, err := e.render(ctx, t)
		if err != nil {
			e.fail(w, err)
			return
		}
		out = append(out, et)
	}
	writeJSON(w, out)
}

func (e *esplora) broadcast(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxTxBody+1))
	if err != nil {
		text(w, http.StatusBadRequest, "cannot read the body: "+err.Error())
		return
	}
	if len(body) > maxTxBody {
		text(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("transaction hex over %d characters", maxTxBody))
		return
	}
	raw := strings.TrimSpace(string(body))
	if _, err := hex.DecodeString(raw); err != nil || raw == "" {
		text(w, http.StatusBadRequest, "sendrawtransaction RPC error: the body must be the raw transaction in hex")
		return
	}
	ctx, cancel := e.ctx(r)
	defer cancel()
	id, err := e.node.SendRawTransaction(ctx, raw)
	if err != nil {
		var re *RPCError
		if errors.As(err, &re) { // rejected: say why, as Esplora does
			text(w, http.StatusBadRequest, fmt.Sprintf("sendrawtransaction RPC error: {\"code\":%d,\"message\":%q}", re.Code, re.Message))
			return
		}
		e.fail(w, err)
		return
	}
	text(w, http.StatusOK, id)
}

func (e *esplora) addressUTXO(w http.ResponseWriter, r *http.Request) {
	addr := r.PathValue("addr")
	if len(addr) > 100 {
		text(w, http.StatusBadRequest, "Invalid Bitcoin address")
		return
	}
	if _, _, err := btc.ParseAddress(addr, e.net); err != nil {
		text(w, http.StatusBadRequest, "Invalid Bitcoin address: "+err.Error())
		return
	}
	ctx, cancel := e.ctx(r)
	defer cancel()
	us, err := e.ix.utxos(ctx, addr)
	if err != nil {
		e.fail(w, err)
		return
	}
	writeJSON(w, us)
}

func (e *esplora) feeEstimates(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := e.ctx(r)
	defer cancel()
	out := make(map[string]float64, len(feeTargets))
	for _, t := range feeTargets {
		rate := e.minFee
		var btcPerKB float64
		// btcd answers an error until it has seen enough blocks with fees.
		if err := e.ix.rpc.call(ctx, "estimatefee", &btcPerKB, t); err == nil && btcPerKB > 0 {
			rate = max(rate, btcPerKB*1e8/1000)
		}
		out[strconv.Itoa(t)] = rate
	}
	writeJSON(w, out)
}

func (e *esplora) fail(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, errNotFound):
		text(w, http.StatusNotFound, "Transaction not found")
	case errors.Is(err, context.DeadlineExceeded):
		text(w, http.StatusGatewayTimeout, "the node did not answer in time")
	default:
		text(w, http.StatusBadGateway, "node error: "+err.Error())
	}
}

func text(w http.ResponseWriter, code int, s string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(code)
	_, _ = io.WriteString(w, s)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
