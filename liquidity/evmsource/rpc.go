package evmsource

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/holiman/uint256"
)

// reqKind is the JSON-RPC method of a request.
type reqKind uint8

const (
	reqCall        reqKind = iota // eth_call at the block
	reqBalance                    // eth_getBalance at the block
	reqGasPrice                   // eth_gasPrice
	reqBlockNumber                // eth_blockNumber
)

// request is one JSON-RPC call of a refresh and its answer.
type request struct {
	kind reqKind
	to   common.Address // the contract (eth_call) or account (eth_getBalance)
	data []byte         // eth_call input

	out []byte   // eth_call result
	val *big.Int // eth_getBalance, eth_gasPrice result
	num uint64   // eth_blockNumber result
	err error    // this call's own error (a revert, a provider error)
}

func call(to common.Address, data []byte) *request {
	return &request{kind: reqCall, to: to, data: data}
}

// what describes the call for errors.
func (q *request) what() string {
	switch q.kind {
	case reqBalance:
		return "eth_getBalance(" + q.to.Hex() + ")"
	case reqGasPrice:
		return "eth_gasPrice"
	case reqBlockNumber:
		return "eth_blockNumber"
	}
	return methodName(q.data)
}

// do runs the requests, calls and balances at block: as JSON-RPC batches of
// batchSize when the client has an RPC connection, else one by one (a few
// at a time). It returns an error only when a request could not be sent or
// answered as a whole (connection, HTTP, batch-level errors); each call's
// own error is in its err.
func (r *reader) do(ctx context.Context, reqs []*request, block uint64) error {
	if len(reqs) == 0 {
		return nil
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu    sync.Mutex
		first error
		wg    sync.WaitGroup
	)
	fail := func(err error) {
		mu.Lock()
		defer mu.Unlock()
		if first == nil {
			first = err
			cancel()
		}
	}
	if r.rpc != nil {
		sem := make(chan struct{}, batchConcurrency)
		for start := 0; start < len(reqs); start += r.batchSize {
			chunk := reqs[start:min(start+r.batchSize, len(reqs))]
			sem <- struct{}{}
			wg.Go(func() {
				defer func() { <-sem }()
				if err := batch(ctx, r.rpc, chunk, block); err != nil {
					fail(err)
				}
			})
		}
	} else {
		work := make(chan *request)
		for range min(seqConcurrency, len(reqs)) {
			wg.Go(func() {
				for q := range work {
					if err := single(ctx, r.client, q, block); err != nil {
						fail(err)
					}
				}
			})
		}
	feed:
		for _, q := range reqs {
			select {
			case work <- q:
			case <-ctx.Done():
				break feed
			}
		}
		close(work)
	}
	wg.Wait()
	if first != nil {
		return first
	}
	return ctx.Err()
}

// batch sends one JSON-RPC batch.
func batch(ctx context.Context, c *rpc.Client, reqs []*request, block uint64) error {
	tag := hexutil.EncodeUint64(block)
	elems := make([]rpc.BatchElem, len(reqs))
	bytesOut := make([]hexutil.Bytes, len(reqs))
	bigOut := make([]hexutil.Big, len(reqs))
	numOut := make([]hexutil.Uint64, len(reqs))
	for i, q := range reqs {
		switch q.kind {
		case reqCall:
			// "data" rather than "input": every node and provider takes it.
			arg := map[string]any{"to": q.to, "data": hexutil.Bytes(q.data)}
			elems[i] = rpc.BatchElem{Method: "eth_call", Args: []any{arg, tag}, Result: &bytesOut[i]}
		case reqBalance:
			elems[i] = rpc.BatchElem{Method: "eth_getBalance", Args: []any{q.to, tag}, Result: &bigOut[i]}
		case reqGasPrice:
			elems[i] = rpc.BatchElem{Method: "eth_gasPrice", Result: &bigOut[i]}
		case reqBlockNumber:
			elems[i] = rpc.BatchElem{Method: "eth_blockNumber", Result: &numOut[i]}
		}
	}
	if err := c.BatchCallContext(ctx, elems); err != nil {
		return fmt.Errorf("JSON-RPC batch of %d calls: %w", len(elems), err)
	}
	for i, q := range reqs {
		q.err = elems[i].Error
		if q.err != nil {
			continue
		}
		switch q.kind {
		case reqCall:
			q.out = bytesOut[i]
		case reqBalance, reqGasPrice:
			q.val = bigOut[i].ToInt()
		case reqBlockNumber:
			q.num = uint64(numOut[i])
		}
	}
	return nil
}

// single sends one request through the Client's methods. Without batches
// the transport's errors cannot be told from the call's own, so a call
// that did not revert fails the refresh (its error is returned).
func single(ctx context.Context, c Client, q *request, block uint64) error {
	at := new(big.Int).SetUint64(block)
	switch q.kind {
	case reqCall:
		to := q.to
		q.out, q.err = c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: q.data}, at)
	case reqBalance:
		q.val, q.err = c.BalanceAt(ctx, q.to, at)
	case reqGasPrice:
		q.val, q.err = c.SuggestGasPrice(ctx)
	case reqBlockNumber:
		q.num, q.err = c.BlockNumber(ctx)
	}
	if q.err != nil && !isRevert(q.err) {
		return fmt.Errorf("%s: %w", q.what(), q.err)
	}
	return nil
}

// errBadReturn is a call that answered with data of the wrong shape: no
// contract at the address (empty data), or not the function expected.
var errBadReturn = errors.New("unexpected return data")

// isRevert tells a call the contract itself refused (it reverted) from a
// failure to get an answer.
func isRevert(err error) bool {
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == 3 { // geth: execution reverted, with data
		return true
	}
	return strings.Contains(strings.ToLower(err.Error()), "revert")
}

// poolFault reports whether err is the pool's own doing (a revert or
// malformed answer), as opposed to the RPC endpoint's.
func poolFault(err error) bool { return errors.Is(err, errBadReturn) || isRevert(err) }

// answer returns the call's result with at least n words.
func (q *request) answer(n int) ([]byte, error) {
	if q.err != nil {
		return nil, fmt.Errorf("%s: %w", q.what(), q.err)
	}
	if len(q.out) < 32*n {
		return nil, fmt.Errorf("%s: %w: %d bytes, want %d (is there such a contract at %s?)", q.what(), errBadReturn, len(q.out), 32*n, q.to.Hex())
	}
	return q.out, nil
}

// word is the i-th 32-byte word of b.
func word(b []byte, i int) uint256.Int {
	var w uint256.Int
	w.SetBytes32(b[32*i : 32*i+32])
	return w
}

// wordAddress is the call's result as an address.
func (q *request) address() (common.Address, error) {
	b, err := q.answer(1)
	if err != nil {
		return common.Address{}, err
	}
	for _, x := range b[:12] {
		if x != 0 {
			return common.Address{}, fmt.Errorf("%s: %w: not an address", q.what(), errBadReturn)
		}
	}
	return common.BytesToAddress(b[12:32]), nil
}

// uint256 is the call's result as one unsigned word.
func (q *request) uint256() (uint256.Int, error) {
	b, err := q.answer(1)
	if err != nil {
		return uint256.Int{}, err
	}
	return word(b, 0), nil
}

// uint64 is the call's result as one word that fits 64 bits.
func (q *request) uint64() (uint64, error) {
	w, err := q.uint256()
	if err != nil {
		return 0, err
	}
	if !w.IsUint64() {
		return 0, fmt.Errorf("%s: %w: %s does not fit 64 bits", q.what(), errBadReturn, w.Dec())
	}
	return w.Uint64(), nil
}

// value is an eth_getBalance or eth_gasPrice result.
func (q *request) value() (uint256.Int, error) {
	if q.err != nil {
		return uint256.Int{}, fmt.Errorf("%s: %w", q.what(), q.err)
	}
	var v uint256.Int
	if q.val == nil || q.val.Sign() < 0 || v.SetFromBig(q.val) {
		return uint256.Int{}, fmt.Errorf("%s: %w: %v", q.what(), errBadReturn, q.val)
	}
	return v, nil
}
