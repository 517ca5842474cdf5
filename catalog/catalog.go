package catalog

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// Catalog is an immutable, validated set of chains and tokens, sorted in
// listing order: chains by name (case-insensitive) then id; tokens by chain
// order, then symbol, then address.
type Catalog struct {
	chains   []*Chain
	tokens   []*Token
	byID     map[string]*Chain
	byChain  map[string][]*Token // in listing order
	byKey    map[string]*Token
	features []string // every feature flag the catalog requires, sorted
	// Field names present on at least one chain or token: a selection's
	// other names select nothing, so they do not change a response.
	chainNames, tokenNames map[string]bool
}

func newCatalog(chains []*Chain, tokens []*Token) *Catalog {
	slices.SortStableFunc(chains, func(a, b *Chain) int {
		return cmp.Or(
			strings.Compare(strings.ToLower(a.ChainName), strings.ToLower(b.ChainName)),
			strings.Compare(a.ChainID, b.ChainID))
	})
	order := map[string]int{}
	for i, c := range chains {
		order[c.ChainID] = i
	}
	slices.SortStableFunc(tokens, func(a, b *Token) int {
		return cmp.Or(
			cmp.Compare(order[a.ChainID], order[b.ChainID]),
			strings.Compare(strings.ToLower(a.Symbol), strings.ToLower(b.Symbol)),
			strings.Compare(a.Symbol, b.Symbol),
			strings.Compare(strings.ToLower(a.Address), strings.ToLower(b.Address)))
	})
	c := &Catalog{
		chains:  chains,
		tokens:  tokens,
		byID:    make(map[string]*Chain, len(chains)),
		byChain: make(map[string][]*Token, len(chains)),
		byKey:   make(map[string]*Token, len(tokens)),
	}
	c.chainNames, c.tokenNames = map[string]bool{}, map[string]bool{}
	flags := map[string]bool{}
	for _, ch := range chains {
		for _, k := range ch.obj.keys {
			c.chainNames[k] = true
		}
		c.byID[ch.ChainID] = ch
		if f := ch.RequiredFeature(); f != "" {
			flags[f] = true
		}
	}
	for _, t := range tokens {
		for _, k := range t.obj.keys {
			c.tokenNames[k] = true
		}
		c.byChain[t.ChainID] = append(c.byChain[t.ChainID], t)
		c.byKey[tokenKey(t.ChainID, t.Address, t.Type)] = t
		if f := t.RequiredFeature(); f != "" {
			flags[f] = true
		}
	}
	for f := range flags {
		c.features = append(c.features, f)
	}
	sort.Strings(c.features)
	return c
}

// View is what one integrator may see: the catalog's feature flags it holds.
type View struct {
	held []string // subset of the catalog's flags, sorted
}

// View returns the view for an integrator holding the given feature flags.
func (c *Catalog) View(features []string) View {
	var v View
	for _, f := range c.features {
		if slices.Contains(features, f) {
			v.held = append(v.held, f)
		}
	}
	return v
}

// Key identifies the view: integrators with equal keys see the same catalog.
func (v View) Key() string { return strings.Join(v.held, ",") }

func (v View) allows(flag string) bool {
	return flag == "" || slices.Contains(v.held, flag)
}

// ChainVisible reports whether the view may see the chain.
func (v View) ChainVisible(c *Chain) bool { return v.allows(c.RequiredFeature()) }

// TokenVisible reports whether the view may see the token (and its chain).
func (c *Catalog) TokenVisible(v View, t *Token) bool {
	ch := c.byID[t.ChainID]
	return ch != nil && v.ChainVisible(ch) && v.allows(t.RequiredFeature())
}

// Chain returns the chain with the id if the view may see it. A chain the
// view may not see is reported exactly like an unknown one.
func (c *Catalog) Chain(v View, chainID string) (*Chain, bool) {
	ch, ok := c.byID[chainID]
	if !ok || !v.ChainVisible(ch) {
		return nil, false
	}
	return ch, true
}

// Token returns the token at address on the chain if the view may see it.
func (c *Catalog) Token(v View, chainID, address string) (*Token, bool) {
	ch, ok := c.Chain(v, chainID)
	if !ok {
		return nil, false
	}
	t, ok := c.byKey[tokenKey(chainID, address, chainFamilies[ch.Type])]
	if !ok || !v.allows(t.RequiredFeature()) {
		return nil, false
	}
	return t, true
}

// Chains returns the chains the view may see, in listing order.
func (c *Catalog) Chains(v View) []*Chain {
	out := make([]*Chain, 0, len(c.chains))
	for _, ch := range c.chains {
		if v.ChainVisible(ch) {
			out = append(out, ch)
		}
	}
	return out
}

// Tokens returns the tokens the view may see, in listing order, optionally
// only those of one chain.
func (c *Catalog) Tokens(v View, chainID string) []*Token {
	src := c.tokens
	if chainID != "" {
		src = c.byChain[chainID]
	}
	out := make([]*Token, 0, len(src))
	for _, t := range src {
		if c.TokenVisible(v, t) {
			out = append(out, t)
		}
	}
	return out
}

// Counts returns the number of chains and tokens, for start-up logs.
func (c *Catalog) Counts() (chains, tokens int) { return len(c.chains), len(c.tokens) }

// checkChainFilter resolves the optional chainId query parameter.
func (c *Catalog) checkChainFilter(v View, chainID string) error {
	if chainID == "" {
		return nil
	}
	if _, ok := c.Chain(v, chainID); !ok {
		return apperr.NotFound("chain %q is not supported; GET /v2/chains lists the supported chains", chainID).WithReason("UNSUPPORTED_CHAIN")
	}
	return nil
}

// FullView sees every chain and token, whatever its feature flag: for
// describing what a route passes through, never for what a caller may ask.
func (c *Catalog) FullView() View { return View{held: slices.Clone(c.features)} }
