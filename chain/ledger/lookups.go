package ledger

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/status"
)

// Chain families, as the catalog's chain `type` names them.
const (
	FamilyEVM     = "evm"
	FamilyCosmos  = "cosmos"
	FamilyBitcoin = "bitcoin"
	FamilySolana  = "solana"
	FamilySui     = "sui"
	FamilyXRPL    = "xrpl"
	FamilyStellar = "stellar"
	FamilyCanton  = "canton"
)

// ErrNoReader is matched (errors.Is) by every NoReaderError.
var ErrNoReader = errors.New("ledger: no transaction reader for the chain")

// NoReaderError says why a chain has no transaction reader: Canton has no
// public one, a family needs an endpoint the configuration did not give, or
// the chain is not in the catalog.
type NoReaderError struct {
	ChainID string
	Family  string // "" for a chain the catalog does not have
	Why     string
}

func (e *NoReaderError) Error() string {
	if e.Family == "" {
		return fmt.Sprintf("ledger: no reader for chain %s: %s", e.ChainID, e.Why)
	}
	return fmt.Sprintf("ledger: no reader for %s chain %s: %s", e.Family, e.ChainID, e.Why)
}

// Is makes errors.Is(err, ErrNoReader) hold.
func (e *NoReaderError) Is(target error) bool { return target == ErrNoReader }

// Config builds Lookups for the catalog's chains.
type Config struct {
	// Chains are the catalog's chains, all of them (Catalog.Chains of
	// Catalog.FullView): live mode tracks every chain it quotes.
	Chains []*catalog.Chain
	// URLs gives a chain's lookup endpoint by chain id. What each family
	// expects:
	//   evm, solana, sui, xrpl: a JSON-RPC URL; optional, the default is the
	//     chain's first privateRpcList entry, else its rpc, else rpcList[0];
	//   cosmos: the LCD (REST) root; required, the catalog lists Tendermint
	//     RPC, which has no /cosmos/tx/v1beta1 route;
	//   bitcoin: an Esplora API root (https://blockstream.info/api);
	//     required, the catalog has no Bitcoin endpoint;
	//   stellar: a Horizon root; required, the catalog lists Soroban RPC;
	//   canton: not accepted, there is no public reader.
	// A chain whose family needs a URL it was not given gets no reader (see
	// Missing) rather than failing the start: it only cannot be tracked.
	URLs map[string]string
	// HTTPClient is shared by all readers; it defaults to one with
	// DefaultTimeout.
	HTTPClient *http.Client
}

// Lookups routes a chain to the reader of its family. It is itself a
// status.TxLookup: LookupTx dispatches on chainID. Readers are per chain,
// not per family, because each chain of a family has its own endpoint.
type Lookups struct {
	byChain map[string]status.TxLookup
	family  map[string]string
	missing map[string]*NoReaderError
}

var _ status.TxLookup = (*Lookups)(nil)

// New builds a reader for every chain of cfg.Chains that can have one. A
// URL for a chain not in the catalog, for Canton, or that is not http(s)
// is an error.
func New(cfg Config) (*Lookups, error) {
	client := cfg.HTTPClient
	if client == nil {
		client = &http.Client{Timeout: DefaultTimeout}
	}
	l := &Lookups{
		byChain: map[string]status.TxLookup{},
		family:  map[string]string{},
		missing: map[string]*NoReaderError{},
	}
	var problems []string
	for _, ch := range cfg.Chains {
		l.family[ch.ChainID] = ch.Type
	}
	for _, id := range sortedKeys(cfg.URLs) {
		switch fam, ok := l.family[id]; {
		case !ok:
			problems = append(problems, fmt.Sprintf("chain %q is not in the catalog", id))
		case fam == FamilyCanton:
			problems = append(problems, fmt.Sprintf("chain %q: canton has no transaction reader to give a URL to", id))
		}
	}
	for _, ch := range cfg.Chains {
		lk, why, err := newReader(ch, cfg.URLs[ch.ChainID], client)
		switch {
		case err != nil:
			problems = append(problems, fmt.Sprintf("chain %q: %v", ch.ChainID, err))
		case lk == nil:
			l.missing[ch.ChainID] = &NoReaderError{ChainID: ch.ChainID, Family: ch.Type, Why: why}
		default:
			l.byChain[ch.ChainID] = lk
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("ledger: transaction readers:\n  %s", strings.Join(problems, "\n  "))
	}
	return l, nil
}

// newReader is the chain's reader, or nil and why it has none.
func newReader(ch *catalog.Chain, url string, client *http.Client) (status.TxLookup, string, error) {
	rpc := url
	if rpc == "" {
		rpc = defaultRPC(ch)
	}
	var (
		lk      status.TxLookup
		err     error
		missing string // the URL the family needs and was not given
	)
	switch ch.Type {
	case FamilyEVM:
		if missing = "JSON-RPC"; rpc != "" {
			lk, err = NewEVM(EVMConfig{BaseURL: rpc, HTTPClient: client})
		}
	case FamilySolana:
		if missing = "JSON-RPC"; rpc != "" {
			lk, err = NewSolana(SolanaConfig{BaseURL: rpc, HTTPClient: client})
		}
	case FamilySui:
		if missing = "JSON-RPC"; rpc != "" {
			lk, err = NewSui(SuiConfig{BaseURL: rpc, HTTPClient: client})
		}
	case FamilyXRPL:
		if missing = "JSON-RPC"; rpc != "" {
			lk, err = NewXRPL(XRPLConfig{BaseURL: rpc, HTTPClient: client})
		}
	case FamilyCosmos:
		if missing = "LCD"; url != "" {
			lk, err = NewCosmos(CosmosConfig{BaseURL: url, HTTPClient: client})
		}
	case FamilyBitcoin:
		if missing = "Esplora"; url != "" {
			lk, err = NewEsplora(EsploraConfig{BaseURL: url, HTTPClient: client})
		}
	case FamilyStellar:
		if missing = "Horizon"; url != "" {
			lk, err = NewStellar(StellarConfig{BaseURL: url, HTTPClient: client})
		}
	case FamilyCanton:
		return nil, "Canton has no public transaction reader", nil
	default:
		return nil, fmt.Sprintf("unknown chain family %q", ch.Type), nil
	}
	switch {
	case err != nil:
		return nil, "", err
	case lk == nil:
		return nil, "no " + missing + " URL configured", nil
	}
	return lk, "", nil
}

// defaultRPC is the catalog's JSON-RPC endpoint for the chain: the
// operator's private one first, since public endpoints rate-limit.
func defaultRPC(ch *catalog.Chain) string {
	if p := ch.PrivateRPCList(); len(p) > 0 && p[0] != "" {
		return p[0]
	}
	if ch.RPC != "" {
		return ch.RPC
	}
	if len(ch.RPCList) > 0 {
		return ch.RPCList[0]
	}
	return ""
}

// For returns the chain's reader, or a *NoReaderError.
func (l *Lookups) For(chainID string) (status.TxLookup, error) {
	if lk, ok := l.byChain[chainID]; ok {
		return lk, nil
	}
	if e, ok := l.missing[chainID]; ok {
		return nil, e
	}
	return nil, &NoReaderError{ChainID: chainID, Why: "not in the catalog"}
}

// Family is the chain's family ("" for a chain not in the catalog).
func (l *Lookups) Family(chainID string) string { return l.family[chainID] }

// Missing lists the chains without a reader, by chain id, for the start-up
// log.
func (l *Lookups) Missing() []*NoReaderError {
	out := make([]*NoReaderError, 0, len(l.missing))
	for _, id := range sortedKeys(l.missing) {
		out = append(out, l.missing[id])
	}
	return out
}

// LookupTx implements status.TxLookup by asking the chain's reader; a chain
// without one is a *NoReaderError.
func (l *Lookups) LookupTx(ctx context.Context, chainID, txID string) (status.TxResult, error) {
	lk, err := l.For(chainID)
	if err != nil {
		return status.TxResult{}, err
	}
	return lk.LookupTx(ctx, chainID, txID)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

var _ status.CosmosReader = (*Lookups)(nil)

// CosmosTx implements status.CosmosReader by asking the chain's Cosmos
// reader; a chain without one is a *NoReaderError.
func (l *Lookups) CosmosTx(ctx context.Context, chainID, hash string) (status.CosmosTx, bool, error) {
	c, err := l.cosmos(chainID)
	if err != nil {
		return status.CosmosTx{}, false, err
	}
	return c.CosmosTx(ctx, chainID, hash)
}

// SearchTxs implements status.CosmosReader by asking the chain's Cosmos
// reader; a chain without one is a *NoReaderError.
func (l *Lookups) SearchTxs(ctx context.Context, chainID, query string, limit int) ([]status.CosmosTx, error) {
	c, err := l.cosmos(chainID)
	if err != nil {
		return nil, err
	}
	return c.SearchTxs(ctx, chainID, query, limit)
}

func (l *Lookups) cosmos(chainID string) (*Cosmos, error) {
	lk, err := l.For(chainID)
	if err != nil {
		return nil, err
	}
	c, ok := lk.(*Cosmos)
	if !ok {
		return nil, &NoReaderError{ChainID: chainID, Family: l.family[chainID], Why: "not a Cosmos chain"}
	}
	return c, nil
}
