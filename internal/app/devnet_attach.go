//go:build !nodevnet

package app

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// serve --devnet-url: a replica that starts no chains and reads a devnet
// running in another process (switchyard devnet) through its loopback
// admin API (GET /devnet/attach) and the chains' JSON-RPC. The scenario
// controls, the relayer, the solver and the explorer stay in that process.

// attachTimeout bounds reading the attach document and dialing the chains.
const attachTimeout = 15 * time.Second

// attachRefresh is how often the solver's state (paused, order lifetime)
// and the chains' head times are read again for the quote signer.
const attachRefresh = 500 * time.Millisecond

// attachedDevnet is a devnet of another process this one reads.
type attachedDevnet struct {
	url     string
	doc     *devnet.AttachResponse
	ids     []uint64
	clients map[uint64]*ethclient.Client
	signer  *attachedSigner // nil when the devnet has no solver
	bitcoin *bitcoinReader  // nil when the devnet runs no Bitcoin chain
	cancel  context.CancelFunc
	done    chan struct{}
}

// attachDevnet reads the devnet at adminURL and dials its chains.
func attachDevnet(ctx context.Context, adminURL string, cat *catalog.Catalog, logger *slog.Logger) (_ *runningDevnet, err error) {
	actx, cancel := context.WithTimeout(ctx, attachTimeout)
	defer cancel()
	api := &devnet.Client{URL: strings.TrimRight(adminURL, "/")}
	doc, err := api.Attach(actx)
	if err != nil {
		return nil, fmt.Errorf("--devnet-url %s: cannot read the devnet there (GET /devnet/attach): %w\n(start it with switchyard devnet, whose admin API listens on --listen-admin, or fix the URL)", adminURL, err)
	}
	interval, err := time.ParseDuration(doc.BlockInterval)
	if err != nil {
		return nil, fmt.Errorf("--devnet-url %s: block interval %q: %w", adminURL, doc.BlockInterval, err)
	}
	a := &attachedDevnet{url: api.URL, doc: doc, clients: map[uint64]*ethclient.Client{}, done: make(chan struct{})}
	defer func() {
		if err != nil {
			a.closeClients()
		}
	}()
	for _, c := range doc.Chains {
		if _, ok := cat.Chain(cat.FullView(), strconv.FormatUint(c.ChainID, 10)); !ok {
			return nil, fmt.Errorf("--devnet-url %s: the devnet runs chain %d, which the catalog does not know", adminURL, c.ChainID)
		}
		cl, err := ethclient.DialContext(actx, c.RPCURL)
		if err != nil {
			return nil, fmt.Errorf("--devnet-url %s: chain %d at %s: %w", adminURL, c.ChainID, c.RPCURL, err)
		}
		a.clients[c.ChainID] = cl
		a.ids = append(a.ids, c.ChainID)
		if _, err := cl.BlockNumber(actx); err != nil {
			return nil, fmt.Errorf("--devnet-url %s: chain %d at %s does not answer: %w", adminURL, c.ChainID, c.RPCURL, err)
		}
	}
	if a.bitcoin, err = attachBitcoin(doc); err != nil {
		return nil, fmt.Errorf("--devnet-url %s: %w", adminURL, err)
	}
	if doc.Solver != nil {
		if a.signer, err = newAttachedSigner(doc, a.ids); err != nil {
			return nil, fmt.Errorf("--devnet-url %s: %w", adminURL, err)
		}
	}
	runCtx, stop := context.WithCancel(context.Background())
	a.cancel = stop
	go a.refresh(runCtx, api, logger)
	return &runningDevnet{attached: a, log: logger, blockInterval: interval, confirmations: doc.Confirmations}, nil
}

// refresh keeps the signer's view of the solver and the chains' clocks
// current until ctx ends.
func (a *attachedDevnet) refresh(ctx context.Context, api *devnet.Client, logger *slog.Logger) {
	defer close(a.done)
	if a.signer == nil {
		return
	}
	t := time.NewTicker(attachRefresh)
	defer t.Stop()
	failing := false
	for {
		err := a.signer.update(ctx, api, a.clients)
		if err != nil && ctx.Err() == nil && !failing {
			logger.Warn("attached devnet: reading the solver's state failed; quotes keep the last state read", slog.String("devnet", a.url), slog.String("error", err.Error()))
		}
		failing = err != nil
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (a *attachedDevnet) closeClients() {
	for _, c := range a.clients {
		c.Close()
	}
}

// Close stops the refresh and closes the chains' clients; the devnet
// itself runs on.
func (a *attachedDevnet) Close() error {
	if a.cancel != nil {
		a.cancel()
		<-a.done
	}
	a.closeClients()
	return nil
}

func (a *attachedDevnet) chainIDs() []uint64 { return append([]uint64(nil), a.ids...) }

func (a *attachedDevnet) rpcURLs() map[string][]string {
	out := map[string][]string{}
	for _, c := range a.doc.Chains {
		out[strconv.FormatUint(c.ChainID, 10)] = []string{c.RPCURL}
	}
	if a.bitcoin != nil {
		out[devnet.BitcoinChainRef] = []string{a.bitcoin.esplora}
	}
	return out
}

// attachedSigner signs intents quotes for the attached devnet's solver.
// The solver's key is the devnet's well-known development key
// (world.Solver, as public as the Hardhat keys), so the replica signs
// locally instead of asking the devnet for every quote; what changes at
// run time (paused, the order lifetime, the chains' clocks) is read from
// the devnet every attachRefresh.
type attachedSigner struct {
	key      *ecdsa.PrivateKey
	paused   atomic.Bool
	lifetime atomic.Int64 // nanoseconds

	mu    sync.Mutex
	heads map[uint64]int64 // chain id: unix seconds of its latest block
}

func newAttachedSigner(doc *devnet.AttachResponse, ids []uint64) (*attachedSigner, error) {
	acct := world.Solver()
	if !strings.EqualFold(doc.Solver.Solver, acct.Address.Hex()) {
		return nil, fmt.Errorf("the devnet's solver is %s, not the development solver %s of this build: attach a replica of the same version", doc.Solver.Solver, acct.Address.Hex())
	}
	lifetime, err := time.ParseDuration(doc.OrderLifetime)
	if err != nil {
		return nil, fmt.Errorf("order lifetime %q: %w", doc.OrderLifetime, err)
	}
	s := &attachedSigner{key: acct.Key, heads: map[uint64]int64{}}
	s.paused.Store(doc.Solver.Paused)
	s.lifetime.Store(int64(lifetime))
	return s, nil
}

// update reads the solver's state and the chains' head times.
func (s *attachedSigner) update(ctx context.Context, api *devnet.Client, clients map[uint64]*ethclient.Client) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	var errs []error
	if st, err := api.Solver(ctx); err != nil {
		errs = append(errs, err)
	} else {
		s.paused.Store(st.Paused)
	}
	if o, err := api.Orders(ctx); err != nil {
		errs = append(errs, err)
	} else if d, err := time.ParseDuration(o.Lifetime); err != nil {
		errs = append(errs, fmt.Errorf("order lifetime %q: %w", o.Lifetime, err))
	} else {
		s.lifetime.Store(int64(d))
	}
	for id, c := range clients {
		h, err := c.HeaderByNumber(ctx, nil)
		if err != nil {
			errs = append(errs, fmt.Errorf("chain %d: %w", id, err))
			continue
		}
		s.mu.Lock()
		s.heads[id] = int64(h.Time)
		s.mu.Unlock()
	}
	return errors.Join(errs...)
}

// SignQuote signs an order as the devnet's solver.
func (s *attachedSigner) SignQuote(o bindings.IntentsSettlementOrder, sourceSettlement common.Address) ([]byte, error) {
	return solver.SignOrder(s.key, o, sourceSettlement)
}

// OrderExpiry is the solver's: the order lifetime from the later of now
// and the source chain's clock (a devnet chain's clock may run ahead).
func (s *attachedSigner) OrderExpiry(chainID uint64, now time.Time) time.Time {
	s.mu.Lock()
	head, ok := s.heads[chainID]
	s.mu.Unlock()
	if t := time.Unix(head, 0); ok && t.After(now) {
		now = t
	}
	return now.Add(time.Duration(s.lifetime.Load()))
}

// Paused reports whether the devnet's solver is paused: the route service
// then offers no intents routes.
func (s *attachedSigner) Paused() bool { return s.paused.Load() }
