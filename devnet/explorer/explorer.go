// Package explorer owns the devnet's bridge explorer: an HTTP API in the
// public GMP explorer's shape (searchGMP by txHash or messageId, answering
// status, gas_status, call, gas_paid, approved, executed, error,
// time_spent) read from the relayer's store, with an indexing delay that
// can be changed at run time; and human pages at the URLs the status
// record carries: the message page (bridgeTransactionUrl, /gmp/{txHash})
// and a minimal block explorer (transactionUrl, /tx/{chainId}/{hash});
// and a page following a route's status live through the Switchyard API's
// stream (/follow).
package explorer

import (
	"context"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// DefaultDelay is the indexing delay the public interface describes (a
// transaction is found 5 to 10 seconds after it executes).
const DefaultDelay = 5 * time.Second

// Source is where messages come from: the relayer's store (devnet/state).
type Source interface {
	RelayerMessage(ctx context.Context, id string) (*relayer.Message, error)
	RelayerMessagesByTx(ctx context.Context, txHash common.Hash) ([]*relayer.Message, error)
}

// TxReader is what the block explorer pages read from a chain;
// *ethclient.Client implements it.
type TxReader interface {
	TransactionByHash(ctx context.Context, hash common.Hash) (tx *types.Transaction, isPending bool, err error)
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// Chain is a chain the block explorer pages show.
type Chain struct {
	ChainID uint64
	Name    string // display name
	Client  TxReader
	// Labels name well-known addresses (gateway, gas service, router,
	// tokens) on the pages.
	Labels map[common.Address]string
	// NativeSymbol of the chain's currency (ETH when empty).
	NativeSymbol string
}

// Config configures an explorer.
type Config struct {
	Source Source
	Chains []Chain
	// Cosmos are the devnet's Cosmos chains, whose transactions
	// /tx/{chainId}/{hash} shows from their REST servers.
	Cosmos []CosmosChain
	// Delay is the indexing delay: a message is found only this long after
	// its call (the earlier of its block's time and when the relayer
	// recorded it). Zero shows messages at once; DefaultDelay is what the
	// public interface describes. SetDelay changes it at run time.
	Delay time.Duration
	// APIURL is the Switchyard API's base URL the follow page streams
	// status from ("" until SetAPIURL: the page then asks for it).
	APIURL string
	Now    func() time.Time // time.Now when nil
	Logger *slog.Logger
}

// Limits.
const (
	bodyLimit   = 64 << 10
	readTimeout = 10 * time.Second // a page's reads from a chain
)

// Explorer is the bridge explorer's HTTP handler.
type Explorer struct {
	cfg    Config
	log    *slog.Logger
	delay  atomic.Int64
	chains map[uint64]Chain
	cosmos map[string]CosmosChain
	pages  *template.Template
	mux    *http.ServeMux
	tokens sync.Map // tokenKey → token, read from the chains once
	apiURL atomic.Pointer[string]
}

var _ http.Handler = (*Explorer)(nil)

// New returns the explorer's handler:
//
//	POST /gmp/searchGMP        {txHash, txLogIndex?} | {messageId} → {data: [GMP...], total}
//	GET  /gmp/searchGMP?txHash=…&messageId=…&txLogIndex=…
//	POST /                     {method: "searchGMP", …} (the API's older form)
//	GET  /gmp/{txHash}         the message page (or /gmp/{messageId})
//	GET  /tx/{chainId}/{hash}  a transaction: receipt, block, logs decoded
//	                           (on a Cosmos chain: messages and IBC packets)
//	GET  /order/{chainId}/{orderHash}  an intents order: state and events
//	GET  /follow?transactionId=…&fromChainId=…&toChainId=…&quoteId=…
//	                           a route's status record live from the API's stream
//	GET  /                     a search box
func New(cfg Config) (*Explorer, error) {
	if cfg.Source == nil {
		return nil, errors.New("explorer: a source is required")
	}
	if cfg.Delay < 0 {
		return nil, fmt.Errorf("explorer: indexing delay %s must not be negative", cfg.Delay)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	e := &Explorer{cfg: cfg, log: cfg.Logger, chains: map[uint64]Chain{}}
	for _, c := range cfg.Chains {
		if c.Client == nil {
			return nil, fmt.Errorf("explorer: chain %d has no client", c.ChainID)
		}
		if _, dup := e.chains[c.ChainID]; dup {
			return nil, fmt.Errorf("explorer: chain %d is listed twice", c.ChainID)
		}
		e.chains[c.ChainID] = c
	}
	e.cosmos = map[string]CosmosChain{}
	for _, c := range cfg.Cosmos {
		e.cosmos[c.ChainID] = c
	}
	e.delay.Store(int64(cfg.Delay))
	pages, err := parsePages()
	if err != nil {
		return nil, fmt.Errorf("explorer: %w", err)
	}
	e.pages = pages
	mux := http.NewServeMux()
	// Methods are dispatched in the handlers where a method-specific
	// pattern would conflict with a more general path, so that every
	// wrong method gets a JSON 405.
	mux.HandleFunc("/gmp/searchGMP", methods(map[string]http.HandlerFunc{"GET": e.searchGET, "POST": e.searchPOST}))
	mux.HandleFunc("/gmp/{id}", methods(map[string]http.HandlerFunc{"GET": e.gmpPage}))
	mux.HandleFunc("/tx/{chainId}/{hash}", methods(map[string]http.HandlerFunc{"GET": e.txPage}))
	mux.HandleFunc("/order/{chainId}/{hash}", methods(map[string]http.HandlerFunc{"GET": e.orderPage}))
	mux.HandleFunc("/follow", methods(map[string]http.HandlerFunc{"GET": e.followPage}))
	mux.HandleFunc("/search", methods(map[string]http.HandlerFunc{"GET": e.searchRedirect}))
	mux.HandleFunc("/{$}", methods(map[string]http.HandlerFunc{"GET": e.indexPage, "POST": e.rootPOST}))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "NOT_FOUND", "no such page: "+r.URL.Path)
	})
	e.mux = mux
	return e, nil
}

// ServeHTTP serves the API and the pages.
func (e *Explorer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	e.mux.ServeHTTP(w, r)
}

// SetDelay changes the indexing delay (the admin control "set the indexing
// delay"); negative values count as zero.
func (e *Explorer) SetDelay(d time.Duration) {
	e.delay.Store(int64(max(d, 0)))
	e.log.Info("explorer indexing delay set", "delay", max(d, 0))
}

// Delay is the current indexing delay.
func (e *Explorer) Delay() time.Duration { return time.Duration(e.delay.Load()) }

// visible reports whether the indexing delay has passed for the message.
// It counts from the earlier of the call's block time and the moment the
// relayer recorded it: a devnet chain's block clock can run ahead of the
// wall clock (every block is at least a second after its parent).
func (e *Explorer) visible(m *relayer.Message) bool {
	at := time.Unix(int64(m.Call.BlockTime), 0)
	if !m.SeenAt.IsZero() && m.SeenAt.Before(at) {
		at = m.SeenAt
	}
	return !e.cfg.Now().Before(at.Add(e.Delay()))
}

// GMPURL is the message page of a source transaction: the status record's
// bridgeTransactionUrl, given the explorer's base URL.
func GMPURL(base string, txHash common.Hash) string {
	return strings.TrimRight(base, "/") + "/gmp/" + txHash.Hex()
}

// TxURL is the block explorer page of a transaction: the status record's
// transactionUrl.
func TxURL(base string, chainID uint64, txHash common.Hash) string {
	return strings.TrimRight(base, "/") + "/tx/" + strconv.FormatUint(chainID, 10) + "/" + txHash.Hex()
}

// methods dispatches by method (HEAD as GET); others get a JSON 405
// with Allow.
func methods(byMethod map[string]http.HandlerFunc) http.HandlerFunc {
	allowed := make([]string, 0, len(byMethod))
	for m := range byMethod {
		allowed = append(allowed, m)
	}
	slices.Sort(allowed)
	allow := strings.Join(allowed, ", ")
	return func(w http.ResponseWriter, r *http.Request) {
		method := r.Method
		if method == http.MethodHead {
			method = http.MethodGet
		}
		h, ok := byMethod[method]
		if !ok {
			w.Header().Set("Allow", allow)
			writeError(w, http.StatusMethodNotAllowed, "BAD_REQUEST", "method "+r.Method+" is not allowed; use "+allow)
			return
		}
		h(w, r)
	}
}

// decimal renders an amount of base units ("0" for none).
func decimal(v *big.Int) string {
	if v == nil {
		return "0"
	}
	return v.String()
}

// bigSum adds amounts.
type bigSum struct{ big.Int }

func (s *bigSum) add(v *big.Int) {
	if v != nil {
		s.Add(&s.Int, v)
	}
}
