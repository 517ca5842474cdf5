package route

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// StoredQuote is a quote as kept under its quoteId.
type StoredQuote struct {
	ID                 string
	IntegratorID       string // the integrator's id hash
	FromChain, ToChain string
	FromAddress        string
	Request            []byte // the normalized request, JSON
	Route              []byte // the route object, JSON
	CreatedAt          time.Time
	ExpiresAt          time.Time
	// Full marks a quote handed out with its transaction (quoteOnly:
	// false): the status tracker looks for its transaction in new blocks.
	Full bool
}

// ErrQuoteExists is a QuoteStore's answer when the quote id is stored
// already.
var ErrQuoteExists = errors.New("quote id already exists")

// QuoteWatcher follows a full quote's transaction from the moment it
// lands (status.Tracker), until the quote expires.
type QuoteWatcher interface {
	Expect(quoteID, fromChain string, until time.Time)
}

// QuoteStore keeps quotes durably; SaveQuote returns once stored.
type QuoteStore interface {
	SaveQuote(ctx context.Context, q StoredQuote) error
}

// QuoteRetention is how long a quote is kept past its ExpiresAt. The status
// endpoint looks quotes up after the fact: a wallet may submit a transaction
// just before the quote expires and ask for its status minutes or hours
// later, so an expired quote must still be found. Stores hide quotes older
// than this, and the service prunes them with
// PruneQuotes(ctx, time.Now().Add(-QuoteRetention)).
const QuoteRetention = 24 * time.Hour

// WalletWindow is the wallet quote limit's memory (limit.QuoteWindow).
type WalletWindow interface {
	Claim(ctx context.Context, key string, window time.Duration) (ok bool, retryAfter time.Duration, err error)
}

// Signer is the intents solver's quote signature (EIP-712 over the order
// under the source settlement's domain).
type Signer interface {
	SignQuote(o bindings.IntentsSettlementOrder, sourceSettlement common.Address) ([]byte, error)
}

// ServiceConfig configures a Service.
type ServiceConfig struct {
	// Watcher, when set, is told of every full quote handed out.
	Watcher QuoteWatcher
	Catalog *catalog.Catalog
	Engine  *Engine
	Store   QuoteStore
	Window  WalletWindow
	// WalletWindowLength is the wallet quote window (default 10 s).
	WalletWindowLength time.Duration
	// Signer signs intents orders; without it (or while it reports
	// Paused) no intents routes are offered.
	Signer Signer
	// QuoteTTL is how long a quote is valid (default 2 min).
	QuoteTTL time.Duration
	// Cosmos, when set, is the Cosmos chains routes reach through the
	// bridge network's hub; without it no route touches a Cosmos chain.
	Cosmos CosmosNetwork
	// Durations, when set, gives measured route durations: the estimate
	// quotes their median and p90 once there are enough (the model's
	// figures until then).
	Durations Durations
	// Deadline bounds one request's routing (default 2 s).
	Deadline time.Duration
	Now      func() time.Time
	// Fees, when set, gives integrators' fees (fees.go).
	Fees FeeSource
	// Addresses are the deployment's address rules: the devnet's Bitcoin
	// chain is regtest (bcrt1…); the zero value is the live networks'.
	Addresses chainaddr.Options
	// Bitcoin, when set, is the Bitcoin chain intents orders pay on;
	// without it no route reaches Bitcoin.
	Bitcoin BitcoinNetwork
	// BitcoinDeposits, when set, takes BTC → EVM deposits.
	BitcoinDeposits BitcoinDeposits
}

// Service answers POST /v2/route.
type Service struct {
	cfg      ServiceConfig
	describe describer
}

// NewService returns a route service.
func NewService(cfg ServiceConfig) *Service {
	if cfg.WalletWindowLength <= 0 {
		cfg.WalletWindowLength = 10 * time.Second
	}
	if cfg.QuoteTTL <= 0 {
		cfg.QuoteTTL = 2 * time.Minute
	}
	if cfg.Deadline <= 0 {
		cfg.Deadline = 2 * time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{cfg: cfg, describe: describer{cat: cfg.Catalog, all: cfg.Catalog.FullView(), tokens: newTokenCache()}}
}

// Answer is a route answer: the typed response and its wire encoding.
// The route object is encoded once, for the quote store, and the body
// reuses those bytes, so the HTTP layer writes JSON without encoding the
// response a second time.
type Answer struct {
	Response *api.RouteResponse
	JSON     []byte // {"route": …}, exactly json.Marshal(Response)
}

// Route validates the request, finds and prices the best route, builds
// its transaction unless quoteOnly, stores the quote, applies the wallet
// quote limit to a full quote and returns the answer.
func (s *Service) Route(ctx context.Context, integratorHash string, view catalog.View, req Request) (*Answer, error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Deadline)
	defer cancel()
	v, err := validate(s.cfg.Addresses, s.cfg.Catalog, view, req)
	if err != nil {
		return nil, err
	}
	now := s.cfg.Now()
	var ro *RouteObject
	switch {
	case v.FromChain.Type == "cosmos" || v.ToChain.Type == "cosmos":
		ro, err = s.routeCosmos(ctx, integratorHash, v, now)
	case v.FromChain.Type == "bitcoin" || v.ToChain.Type == "bitcoin":
		ro, err = s.routeBitcoin(ctx, integratorHash, v, now)
	case v.FromChain.Type != "evm" || v.ToChain.Type != "evm":
		return nil, noRoute("routes are found on EVM and Cosmos chains only; %s is a %s chain", nonEVM(v).ChainName, nonEVM(v).Type)
	default:
		ro, err = s.routeEVM(ctx, integratorHash, v, now)
	}
	if err != nil {
		return nil, err
	}
	// The normalized request: stored with the quote, and for a full quote
	// the wallet limit's fingerprint of the route parameters.
	reqJSON, err := marshalRequest(&v.Req)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	body, route, err := marshalAnswer(ro)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	if s.cfg.Store != nil {
		q := StoredQuote{ID: ro.QuoteID, IntegratorID: integratorHash, FromChain: v.Req.FromChain, ToChain: v.Req.ToChain,
			FromAddress: v.FromAddress, Request: reqJSON, Route: route, CreatedAt: now, ExpiresAt: now.Add(s.cfg.QuoteTTL), Full: !req.QuoteOnly}
		if err := s.cfg.Store.SaveQuote(ctx, q); err != nil {
			return nil, apperr.Internal(err)
		}
	}
	// The wallet window is claimed last, once the quote exists: a request
	// that failed before here leaves nothing to wait for, so its retry is
	// answered. Of two identical concurrent requests only one claim
	// succeeds, so only one gets its full quote; the other's stored quote
	// is never handed out.
	if !req.QuoteOnly {
		if err := s.claimWallet(ctx, v, reqJSON); err != nil {
			return nil, err
		}
		if s.cfg.Watcher != nil {
			s.cfg.Watcher.Expect(ro.QuoteID, v.Req.FromChain, now.Add(s.cfg.QuoteTTL))
		}
	}
	return &Answer{Response: &api.RouteResponse{Route: *ro}, JSON: body}, nil
}

// routeEVM finds, prices and builds a route between EVM chains.
func (s *Service) routeEVM(ctx context.Context, integratorHash string, v *Validated, now time.Time) (*RouteObject, error) {
	// Without a solver that signs, an intents price could not be turned
	// into a transaction: quote what can be executed.
	if s.cfg.Signer == nil {
		v.Engine.NoIntents = true
	} else if p, ok := s.cfg.Signer.(interface{ Paused() bool }); ok && p.Paused() {
		v.Engine.NoIntents = true
	}
	if v.Engine.exactOut() {
		return s.routeExactOut(ctx, integratorHash, v, now)
	}
	gross := v.Engine.FromAmount
	fee, err := s.integratorFee(ctx, integratorHash, v)
	if err != nil {
		return nil, err
	}
	plan, err := s.cfg.Engine.Plan(ctx, &v.Engine)
	if err != nil {
		return nil, feeBounds(err, fee)
	}
	plan = withFee(plan, fee, gross)
	if err := checkHooksFit(v, plan); err != nil {
		return nil, err
	}
	return s.build(v, plan, now)
}

func nonEVM(v *Validated) *catalog.Chain {
	if v.FromChain.Type != "evm" {
		return v.FromChain
	}
	return v.ToChain
}

// claimWallet applies the wallet quote limit to a full quote.
func (s *Service) claimWallet(ctx context.Context, v *Validated, reqJSON []byte) error {
	if s.cfg.Window == nil {
		return nil
	}
	sum := sha256.Sum256(reqJSON)
	key := v.FromChain.Type + ":" + v.FromAddress + ":" + hex.EncodeToString(sum[:16])
	ok, retry, err := s.cfg.Window.Claim(ctx, key, s.cfg.WalletWindowLength)
	if err != nil {
		return apperr.Internal(err)
	}
	if !ok {
		secs := int((retry + time.Second - 1) / time.Second)
		return apperr.WalletLimited(max(secs, 1))
	}
	return nil
}

// newQuoteID returns a quote id: 32 hex digits, the first 12 the creation
// time in Unix milliseconds and the other 20 random (80 bits: as hard to
// guess as ever). Ids that grow with time are inserted at the end of the
// stores' id indexes, so a group commit of quotes rewrites one index page
// instead of one random page per quote (the commit's costliest part once
// the routes are compressed).
func newQuoteID() string {
	var b [16]byte
	rand.Read(b[6:])
	ms := uint64(time.Now().UnixMilli())
	for i := 5; i >= 0; i-- {
		b[i] = byte(ms)
		ms >>= 8
	}
	return hex.EncodeToString(b[:])
}
