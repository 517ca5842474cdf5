package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"

	"github.com/btcsuite/btcd/chaincfg"
	"github.com/btcsuite/btcd/txscript"
	"github.com/btcsuite/btcd/wire"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// errNotFound is a transaction the node does not have.
var errNotFound = errors.New("transaction not found")

// index answers the Esplora API's questions from btcd's RPC, using its
// transaction and address indexes (--txindex --addrindex).
type index struct {
	rpc *rpcClient
	net *chaincfg.Params

	mu      sync.Mutex
	headers map[string]blockRef // block hash -> height and time

	histMu  sync.Mutex
	history map[string][]txInfo // address -> its confirmed transactions
	cached  int                 // transactions in history
}

type blockRef struct {
	Height uint64
	Time   int64
}

// verboseTx is the part of getrawtransaction/searchrawtransactions'
// verbose answer the index reads; amounts come from Hex, not the floats.
type verboseTx struct {
	Hex       string `json:"hex"`
	TxID      string `json:"txid"`
	BlockHash string `json:"blockhash"`
}

type txInfo struct {
	tx     *wire.MsgTx
	txid   string
	status btc.TxStatus
}

func (ix *index) decode(ctx context.Context, v verboseTx) (txInfo, error) {
	raw, err := hex.DecodeString(v.Hex)
	if err != nil {
		return txInfo{}, fmt.Errorf("btcd: transaction %s: %w", v.TxID, err)
	}
	var tx wire.MsgTx
	if err := tx.Deserialize(bytes.NewReader(raw)); err != nil {
		return txInfo{}, fmt.Errorf("btcd: transaction %s: %w", v.TxID, err)
	}
	st, err := ix.status(ctx, v.BlockHash)
	if err != nil {
		return txInfo{}, err
	}
	return txInfo{tx: &tx, txid: tx.TxHash().String(), status: st}, nil
}

func (ix *index) status(ctx context.Context, blockHash string) (btc.TxStatus, error) {
	if blockHash == "" {
		return btc.TxStatus{}, nil
	}
	ref, err := ix.header(ctx, blockHash)
	if err != nil {
		return btc.TxStatus{}, err
	}
	return btc.TxStatus{Confirmed: true, BlockHeight: ref.Height, BlockHash: blockHash, BlockTime: ref.Time}, nil
}

func (ix *index) header(ctx context.Context, hash string) (blockRef, error) {
	ix.mu.Lock()
	ref, ok := ix.headers[hash]
	ix.mu.Unlock()
	if ok {
		return ref, nil
	}
	var h struct {
		Height uint64 `json:"height"`
		Time   int64  `json:"time"`
	}
	if err := ix.rpc.call(ctx, "getblockheader", &h, hash, true); err != nil {
		return blockRef{}, err
	}
	ref = blockRef{Height: h.Height, Time: h.Time}
	ix.mu.Lock()
	if len(ix.headers) > 100_000 { // a devnet never gets here; bound it anyway
		ix.headers = map[string]blockRef{}
	}
	ix.headers[hash] = ref
	ix.mu.Unlock()
	return ref, nil
}

// tx returns a transaction from the mempool or the chain.
func (ix *index) tx(ctx context.Context, txid string) (txInfo, error) {
	var v verboseTx
	if err := ix.rpc.call(ctx, "getrawtransaction", &v, txid, 1); err != nil {
		if isNotFound(err) {
			return txInfo{}, errNotFound
		}
		return txInfo{}, err
	}
	return ix.decode(ctx, v)
}

// maxCachedTxs bounds the confirmed histories the index keeps.
const maxCachedTxs = 500_000

// addressTxs lists every transaction paying or spending addr, confirmed
// ones oldest first, then the mempool's. Confirmed history only grows at
// its end (the devnet's single miner never reorganizes), so it is cached
// and only what follows it is asked of the node: the mining address gains
// a transaction every block, and a wallet spend lists it each time.
func (ix *index) addressTxs(ctx context.Context, addr string) ([]txInfo, error) {
	const page = 1000
	ix.histMu.Lock()
	defer ix.histMu.Unlock()
	confirmed := ix.history[addr]
	var mempool []txInfo
	for {
		skip := len(confirmed) + len(mempool)
		var vs []verboseTx
		err := ix.rpc.call(ctx, "searchrawtransactions", &vs, addr, 1, skip, page, 0, false)
		if err != nil && !isNotFound(err) { // btcd: "No Txns available"
			return nil, err
		}
		for _, v := range vs {
			ti, err := ix.decode(ctx, v)
			if err != nil {
				return nil, err
			}
			if ti.status.Confirmed {
				confirmed = append(confirmed, ti)
			} else {
				mempool = append(mempool, ti)
			}
		}
		if len(vs) < page {
			break
		}
	}
	if ix.cached += len(confirmed) - len(ix.history[addr]); ix.cached > maxCachedTxs {
		ix.history, ix.cached = map[string][]txInfo{}, len(confirmed)
	}
	ix.history[addr] = confirmed
	out := make([]txInfo, 0, len(confirmed)+len(mempool))
	return append(append(out, confirmed...), mempool...), nil
}

// utxos lists addr's unspent outputs: the outputs paying it in its
// transactions that no input of those transactions spends (every spend of
// addr's output is itself in addr's history).
func (ix *index) utxos(ctx context.Context, addr string) ([]btc.UTXO, error) {
	_, script, err := btc.ParseAddress(addr, ix.net)
	if err != nil {
		return nil, err
	}
	txs, err := ix.addressTxs(ctx, addr)
	if err != nil {
		return nil, err
	}
	spent := map[wire.OutPoint]bool{}
	for _, t := range txs {
		for _, in := range t.tx.TxIn {
			spent[in.PreviousOutPoint] = true
		}
	}
	out := []btc.UTXO{}
	seen := map[wire.OutPoint]bool{}
	for _, t := range txs {
		h := t.tx.TxHash()
		for i, o := range t.tx.TxOut {
			op := wire.OutPoint{Hash: h, Index: uint32(i)}
			if !bytes.Equal(o.PkScript, script) || spent[op] || seen[op] {
				continue
			}
			seen[op] = true
			out = append(out, btc.UTXO{TxID: t.txid, Vout: uint32(i), Value: o.Value, Status: t.status})
		}
	}
	return out, nil
}

// scriptAddress is the address an output script pays, if it has one.
func (ix *index) scriptAddress(script []byte) (class, addr string) {
	cls, addrs, _, err := txscript.ExtractPkScriptAddrs(script, ix.net)
	if err != nil {
		return "unknown", ""
	}
	if len(addrs) == 1 {
		addr = addrs[0].EncodeAddress()
	}
	return esploraType(cls), addr
}

// esploraType names a script class as Esplora does.
func esploraType(c txscript.ScriptClass) string {
	switch c {
	case txscript.PubKeyHashTy:
		return "p2pkh"
	case txscript.ScriptHashTy:
		return "p2sh"
	case txscript.WitnessV0PubKeyHashTy:
		return "v0_p2wpkh"
	case txscript.WitnessV0ScriptHashTy:
		return "v0_p2wsh"
	case txscript.WitnessV1TaprootTy:
		return "v1_p2tr"
	case txscript.NullDataTy:
		return "op_return"
	case txscript.PubKeyTy:
		return "p2pk"
	case txscript.MultiSigTy:
		return "multisig"
	default:
		return "unknown"
	}
}
