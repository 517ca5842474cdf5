package devnet

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/chainaddr"
)

// The admin API's controls of the devnet's Cosmos chains (started with
// --devnet-cosmos): funding on them through POST /devnet/fund, and the
// IBC relayer's pause and the timeout of the packets routes quote, through
// /devnet/ibc.

// CosmosControl is what the admin API needs of the devnet's Cosmos chains
// and their IBC relayer.
type CosmosControl interface {
	// CosmosChains are the running chains with what can be funded on them.
	CosmosChains() []CosmosChainInfo
	// FundCosmos gives to (bech32, checked by the caller) amount of denom
	// on chainID.
	FundCosmos(ctx context.Context, chainID, to, denom string, amount *big.Int) (CosmosFunding, error)
	PauseIBC()
	ResumeIBC()
	IBCPaused() bool
	// IBCTimeout is how long the ICS-20 packets of routes quoted from now
	// on stay deliverable.
	IBCTimeout() time.Duration
	SetIBCTimeout(time.Duration)
}

// CosmosChainInfo is one devnet Cosmos chain as the admin API funds it.
type CosmosChainInfo struct {
	ChainID string
	Prefix  string // bech32 account prefix
	Native  string // the native (fee) denom
	// Tokens are the other denoms it funds, by symbol.
	Tokens []CosmosDenom
}

// CosmosDenom is a fundable denom and its symbol.
type CosmosDenom struct{ Symbol, Denom string }

// CosmosFunding is what FundCosmos sent.
type CosmosFunding struct {
	TxHash string
	Height int64
	// Balance is the recipient's balance of the denom after the funding.
	Balance *big.Int
	// OverIBC says the funds travel from the hub over IBC: they arrive
	// once the relayer delivers the packet, after Balance was read.
	OverIBC bool
}

// IBC packet timeouts the admin API sets: shorter than a few blocks would
// time packets out before any relayer could deliver them.
const (
	MinIBCTimeout = 5 * time.Second
	MaxIBCTimeout = 24 * time.Hour
)

// IBCRequest is the body of POST /devnet/ibc: either or both members.
type IBCRequest struct {
	Paused  *bool      `json:"paused,omitempty"`
	Timeout DelayValue `json:"timeout,omitempty"` // "30s" or seconds
}

// IBCResponse is the IBC relayer's state.
type IBCResponse struct {
	Paused         bool    `json:"paused"`
	Timeout        string  `json:"timeout"` // Go duration, e.g. "10m0s"
	TimeoutSeconds float64 `json:"timeoutSeconds"`
}

// ParseIBCTimeout parses a packet timeout: a Go duration ("30s", "10m") or
// a number of seconds ("30"), between MinIBCTimeout and MaxIBCTimeout.
func ParseIBCTimeout(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, errors.New("timeout is required: a duration such as \"30s\" or \"10m\", or a number of seconds")
	}
	var d time.Duration
	if secs, err := strconv.ParseFloat(s, 64); err == nil {
		if math.IsNaN(secs) || secs < 0 || secs > MaxIBCTimeout.Seconds() {
			return 0, fmt.Errorf("timeout %q must be between %s and %s", s, MinIBCTimeout, MaxIBCTimeout)
		}
		d = time.Duration(secs * float64(time.Second))
	} else if d, err = time.ParseDuration(s); err != nil {
		return 0, fmt.Errorf("timeout %q must be a duration such as \"30s\" or \"10m\", or a number of seconds", s)
	}
	if d < MinIBCTimeout || d > MaxIBCTimeout {
		return 0, fmt.Errorf("timeout %q must be between %s and %s", s, MinIBCTimeout, MaxIBCTimeout)
	}
	return d, nil
}

// errNoCosmos answers Cosmos controls on a devnet without the chains.
func errNoCosmos() error {
	return apperr.NotImplemented("this devnet runs no Cosmos chains: start it with --devnet-cosmos (switchyard devnet --cosmos)")
}

// cosmosChain finds a running Cosmos chain by id; ok is false when the id
// names none (nor could, on this devnet).
func (a *admin) cosmosChain(ref string) (CosmosChainInfo, bool) {
	if a.cfg.Cosmos == nil {
		return CosmosChainInfo{}, false
	}
	for _, c := range a.cfg.Cosmos.CosmosChains() {
		if c.ChainID == ref {
			return c, true
		}
	}
	return CosmosChainInfo{}, false
}

// notCosmos explains a chain id that is neither an EIP-155 id nor one of
// the running Cosmos chains (nil for a decimal id, left to admin.chain).
func (a *admin) notCosmos(ref string) error {
	if _, err := strconv.ParseUint(ref, 10, 64); err == nil || ref == "" {
		return nil
	}
	if a.cfg.Cosmos == nil {
		return apperr.BadRequest("chainId %q must be a decimal EIP-155 chain id (one of %s): this devnet runs no Cosmos chains (start it with --devnet-cosmos for axelar-dojo-1, osmosis-1 and cosmoshub-4)", ref, a.chainList())
	}
	var ids []string
	for _, c := range a.cfg.Cosmos.CosmosChains() {
		ids = append(ids, c.ChainID)
	}
	return apperr.NotFound("chain %q is not on this devnet; its chains are %s and the Cosmos chains %s", ref, a.chainList(), strings.Join(ids, ", "))
}

// fundCosmos is POST /devnet/fund on a Cosmos chain: native is its fee
// denom, token a symbol or a denom it holds.
func (a *admin) fundCosmos(r *http.Request, c CosmosChainInfo, req FundRequest) (any, error) {
	if req.To == "" {
		return nil, apperr.BadRequest("to is required: the %s1… address to fund", c.Prefix)
	}
	to, err := chainaddr.Normalize("cosmos", c.Prefix, req.To)
	if err != nil {
		return nil, apperr.BadRequest("to: %v", err)
	}
	if req.Amount == "" {
		return nil, apperr.BadRequest("amount is required: an integer in base units, as a string")
	}
	amount, err := ParseBaseUnits(string(req.Amount))
	if err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	resp := FundResponse{ChainID: c.ChainID, To: to, Amount: amount.String()}
	denom := c.Native
	switch {
	case req.Native && req.Token != "":
		return nil, apperr.BadRequest("give either \"native\": true or \"token\", not both")
	case req.Native:
		resp.Native = true
	case req.Token != "":
		d, ok := c.denom(req.Token)
		if !ok {
			return nil, apperr.BadRequest("%s has no token %q to fund: %s", c.ChainID, req.Token, c.fundable())
		}
		if d.Denom == c.Native {
			resp.Native = true
		} else {
			resp.Token, resp.TokenAddress = d.Symbol, d.Denom
		}
		denom = d.Denom
	default:
		return nil, apperr.BadRequest("say what to fund: \"native\": true for %s, or \"token\": a symbol or denom (%s)", c.Native, c.fundable())
	}
	resp.Denom = denom
	f, err := a.cfg.Cosmos.FundCosmos(r.Context(), c.ChainID, to, denom, amount)
	if err != nil {
		return nil, err
	}
	resp.TxHash, resp.BlockNumber, resp.OverIBC = f.TxHash, uint64(max(f.Height, 0)), f.OverIBC
	if f.Balance != nil {
		resp.Balance = f.Balance.String()
	}
	return resp, nil
}

// denom finds a fundable denom by symbol (any case) or denom.
func (c CosmosChainInfo) denom(tok string) (CosmosDenom, bool) {
	all := append([]CosmosDenom{{Symbol: strings.ToUpper(strings.TrimPrefix(c.Native, "u")), Denom: c.Native}}, c.Tokens...)
	i := slices.IndexFunc(all, func(d CosmosDenom) bool { return d.Denom == tok || strings.EqualFold(d.Symbol, tok) })
	if i < 0 {
		return CosmosDenom{}, false
	}
	return all[i], true
}

// fundable lists what the chain funds, for error messages.
func (c CosmosChainInfo) fundable() string {
	s := fmt.Sprintf("it funds %s (native)", c.Native)
	for _, t := range c.Tokens {
		s += fmt.Sprintf(", %s (%s)", t.Symbol, t.Denom)
	}
	return s
}

func (a *admin) ibcState(*http.Request) (any, error) {
	if a.cfg.Cosmos == nil {
		return nil, errNoCosmos()
	}
	return ibcResponse(a.cfg.Cosmos), nil
}

func (a *admin) ibcSet(r *http.Request) (any, error) {
	if a.cfg.Cosmos == nil {
		return nil, errNoCosmos()
	}
	var req IBCRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	if req.Paused == nil && req.Timeout == "" {
		return nil, apperr.BadRequest("give \"paused\": true (hold IBC packets; they time out and are refunded) or false (relay again), and/or \"timeout\": the packet timeout of routes quoted from now on (\"30s\")")
	}
	var timeout time.Duration
	if req.Timeout != "" {
		var err error
		if timeout, err = ParseIBCTimeout(string(req.Timeout)); err != nil {
			return nil, apperr.BadRequest("%v", err)
		}
	}
	if timeout > 0 {
		a.cfg.Cosmos.SetIBCTimeout(timeout)
	}
	if req.Paused != nil {
		if *req.Paused {
			a.cfg.Cosmos.PauseIBC()
		} else {
			a.cfg.Cosmos.ResumeIBC()
		}
		a.log.Info("devnet IBC relayer", "paused", *req.Paused)
	}
	return ibcResponse(a.cfg.Cosmos), nil
}

func ibcResponse(c CosmosControl) IBCResponse {
	t := c.IBCTimeout()
	return IBCResponse{Paused: c.IBCPaused(), Timeout: t.String(), TimeoutSeconds: t.Seconds()}
}
