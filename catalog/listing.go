package catalog

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// Selection is a validated set of top-level field names to return.
type Selection struct {
	names []string
}

func (s *Selection) has(k string) bool { return slices.Contains(s.names, k) }

// Messages of the field-selection errors, fixed so clients can match them.
const (
	MsgFieldsRequired    = "fields array is required with at least one field"
	MsgSDKFieldsRequired = "tokenFields and chainFields are both required, each with at least one field"
	MsgNoValidField      = "at least one valid field must be provided"
	msgDotted            = "only top-level field names are allowed, without dots: %q"
)

// ParseSelection validates requested field names: at least one, none
// dotted, and not all of them blocked. Unknown names are allowed and select
// nothing, so new fields never break old clients.
func ParseSelection(fields []string, requiredMsg string) (*Selection, error) {
	if len(fields) == 0 {
		return nil, apperr.BadRequest("%s", requiredMsg)
	}
	sel := &Selection{}
	for _, f := range fields {
		if strings.Contains(f, ".") {
			return nil, apperr.BadRequest(msgDotted, f)
		}
		if !blockedFields[f] && !slices.Contains(sel.names, f) {
			sel.names = append(sel.names, f)
		}
	}
	if len(sel.names) == 0 {
		return nil, apperr.BadRequest("%s", MsgNoValidField)
	}
	return sel, nil
}

// ChainSelectionKey and TokenSelectionKey name what a selection returns:
// selections with equal keys give equal responses, so callers may cache on
// them. The key space is bounded by the catalog's field names.
func (c *Catalog) ChainSelectionKey(s *Selection) string { return s.key(c.chainNames) }

// TokenSelectionKey is ChainSelectionKey for tokens.
func (c *Catalog) TokenSelectionKey(s *Selection) string { return s.key(c.tokenNames) }

func (s *Selection) key(known map[string]bool) string {
	var names []string
	for _, n := range s.names {
		if known[n] {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return strings.Join(names, ",")
}

// SDKMeta is what sdk-info carries beside the catalog.
type SDKMeta struct {
	ExplorerURL        string
	Maintenance        bool
	MaintenanceMessage string
}

// ChainsJSON is the body of GET /v2/chains (sel nil) or POST /v2/chains: all
// visible chains as {"chains":[…]}, or {"chain":{…}} for one chainId.
func (c *Catalog) ChainsJSON(v View, chainID string, sel *Selection) ([]byte, error) {
	if err := c.checkChainFilter(v, chainID); err != nil {
		return nil, err
	}
	if chainID != "" {
		obj := c.byID[chainID].obj.appendSelected(nil, sel)
		if len(obj) == 0 {
			return []byte("{}"), nil
		}
		return append(append([]byte(`{"chain":`), obj...), '}'), nil
	}
	buf := append(make([]byte, 0, 4096), `{"chains":`...)
	buf = c.appendChains(buf, v, sel)
	return append(buf, '}'), nil
}

// TokensJSON is the body of GET or POST /v2/tokens: {"tokens":[…]}.
func (c *Catalog) TokensJSON(v View, chainID string, sel *Selection) ([]byte, error) {
	if err := c.checkChainFilter(v, chainID); err != nil {
		return nil, err
	}
	buf := append(make([]byte, 0, 64<<10), `{"tokens":`...)
	buf = c.appendTokens(buf, v, chainID, sel)
	return append(buf, '}'), nil
}

// SDKInfoJSON is the body of GET (selections nil) or POST /v2/sdk-info.
func (c *Catalog) SDKInfoJSON(v View, chainID string, chainSel, tokenSel *Selection, meta SDKMeta, withMessage bool) ([]byte, error) {
	if err := c.checkChainFilter(v, chainID); err != nil {
		return nil, err
	}
	buf := append(make([]byte, 0, 64<<10), `{"chains":`...)
	if chainID != "" {
		buf = append(buf, '[')
		buf = c.byID[chainID].obj.appendSelected(buf, chainSel)
		buf = append(buf, ']')
	} else {
		buf = c.appendChains(buf, v, chainSel)
	}
	buf = append(buf, `,"tokens":`...)
	buf = c.appendTokens(buf, v, chainID, tokenSel)
	tail := struct {
		ExplorerURL        string  `json:"axelarscanURL"`
		Maintenance        bool    `json:"isInMaintenanceMode"`
		MaintenanceMessage *string `json:"maintenanceMessage,omitempty"`
	}{ExplorerURL: meta.ExplorerURL, Maintenance: meta.Maintenance}
	if withMessage {
		tail.MaintenanceMessage = &meta.MaintenanceMessage
	}
	t, err := json.Marshal(tail)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	buf = append(buf, ',')
	buf = append(buf, t[1:]...) // the tail's fields, continuing our object
	return buf, nil
}

func (c *Catalog) appendChains(buf []byte, v View, sel *Selection) []byte {
	buf = append(buf, '[')
	n := 0
	for _, ch := range c.chains {
		if !v.ChainVisible(ch) {
			continue
		}
		buf, n = appendElem(buf, n, ch.obj, sel)
	}
	return append(buf, ']')
}

func (c *Catalog) appendTokens(buf []byte, v View, chainID string, sel *Selection) []byte {
	src := c.tokens
	if chainID != "" {
		src = c.byChain[chainID]
	}
	buf = append(buf, '[')
	n := 0
	for _, t := range src {
		if !c.TokenVisible(v, t) {
			continue
		}
		buf, n = appendElem(buf, n, t.obj, sel)
	}
	return append(buf, ']')
}

// appendElem appends an array element (with its comma) unless it selected
// nothing.
func appendElem(buf []byte, n int, o object, sel *Selection) ([]byte, int) {
	mark := len(buf)
	if n > 0 {
		buf = append(buf, ',')
	}
	before := len(buf)
	buf = o.appendSelected(buf, sel)
	if len(buf) == before {
		return buf[:mark], n
	}
	return buf, n + 1
}
