package catalog

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
)

//go:embed catalog.json
var bundled []byte

// Bundled returns the catalog embedded in the binary.
func Bundled() (*Catalog, error) {
	f, err := parseFile(bundled)
	if err != nil {
		return nil, fmt.Errorf("bundled catalog: %w", err)
	}
	return build("bundled catalog", f.Chains, f.Tokens)
}

// LoadWithOverride loads the bundled catalog and applies the operator file at
// path: mode "replace" (the default) serves only the file's content, mode
// "extend" adds its chains and tokens to the bundled ones, replacing entries
// with the same chain id or the same (chain id, address).
func LoadWithOverride(path string) (*Catalog, error) {
	if path == "" {
		return Bundled()
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("catalog file: %w", err)
	}
	f, err := parseFile(data)
	if err != nil {
		return nil, fmt.Errorf("catalog file %s: %w", path, err)
	}
	switch f.Mode {
	case "", "replace":
		return build("catalog file "+path, f.Chains, f.Tokens)
	case "extend":
		base, err := parseFile(bundled)
		if err != nil {
			return nil, fmt.Errorf("bundled catalog: %w", err)
		}
		chains, tokens := merge(base, f)
		return build("catalog file "+path+" (extending the bundled catalog)", chains, tokens)
	default:
		return nil, fmt.Errorf("catalog file %s: mode %q must be \"replace\" or \"extend\"", path, f.Mode)
	}
}

// file is the catalog file format.
type file struct {
	Mode   string            `json:"mode"`
	Chains []json.RawMessage `json:"chains"`
	Tokens []json.RawMessage `json:"tokens"`
}

func parseFile(data []byte) (file, error) {
	var f file
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return file{}, fmt.Errorf("not a catalog document ({\"mode\", \"chains\", \"tokens\"}): %w", err)
	}
	return f, nil
}

type keyed struct {
	ChainID string `json:"chainId"`
	Address string `json:"address"`
}

func keyOf(raw json.RawMessage) keyed {
	var k keyed
	_ = json.Unmarshal(raw, &k)
	k.Address = strings.ToLower(k.Address)
	return k
}

func merge(base, ext file) (chains, tokens []json.RawMessage) {
	replaced := map[keyed]json.RawMessage{}
	for _, raw := range ext.Chains {
		replaced[keyed{ChainID: keyOf(raw).ChainID}] = raw
	}
	for _, raw := range ext.Tokens {
		replaced[keyOf(raw)] = raw
	}
	for _, raw := range base.Chains {
		if _, ok := replaced[keyed{ChainID: keyOf(raw).ChainID}]; !ok {
			chains = append(chains, raw)
		}
	}
	for _, raw := range base.Tokens {
		if _, ok := replaced[keyOf(raw)]; !ok {
			tokens = append(tokens, raw)
		}
	}
	return append(chains, ext.Chains...), append(tokens, ext.Tokens...)
}

// build decodes, defaults and validates the entries, then indexes them. All
// problems are reported together so an operator fixes a file in one pass.
func build(source string, rawChains, rawTokens []json.RawMessage) (*Catalog, error) {
	var problems []string
	report := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	chains := make([]*Chain, 0, len(rawChains))
	for i, raw := range rawChains {
		c, err := decodeChain(raw)
		if err != nil {
			report("chains[%d]: %v", i, err)
			continue
		}
		chains = append(chains, c)
	}
	tokens := make([]*Token, 0, len(rawTokens))
	for i, raw := range rawTokens {
		t, err := decodeToken(raw)
		if err != nil {
			report("tokens[%d]: %v", i, err)
			continue
		}
		tokens = append(tokens, t)
	}
	if len(problems) == 0 {
		problems = validate(chains, tokens)
	}
	if len(problems) > 0 {
		const max = 25
		more := ""
		if len(problems) > max {
			more = fmt.Sprintf("\n  … and %d more", len(problems)-max)
			problems = problems[:max]
		}
		return nil, fmt.Errorf("%s is invalid:\n  %s%s", source, strings.Join(problems, "\n  "), more)
	}
	return newCatalog(chains, tokens), nil
}

func decodeChain(raw json.RawMessage) (*Chain, error) {
	c := &Chain{}
	if err := strictDecode(raw, &c.ChainFields, &c.operatorFields); err != nil {
		return nil, err
	}
	applyChainDefaults(&c.ChainFields)
	obj, err := encodeFields(raw, c.ChainFields)
	if err != nil {
		return nil, err
	}
	c.obj = obj
	return c, nil
}

func decodeToken(raw json.RawMessage) (*Token, error) {
	t := &Token{}
	if err := strictDecode(raw, &t.TokenFields, &t.operatorFields); err != nil {
		return nil, err
	}
	obj, err := encodeFields(raw, t.TokenFields)
	if err != nil {
		return nil, err
	}
	t.obj = obj
	return t, nil
}

// strictDecode decodes raw into each target, reporting type errors with the
// offending field.
func strictDecode(raw json.RawMessage, targets ...any) error {
	for _, t := range targets {
		if err := json.Unmarshal(raw, t); err != nil {
			var te *json.UnmarshalTypeError
			if errors.As(err, &te) {
				return fmt.Errorf("field %q: expected %s, got JSON %s", te.Field, te.Type, te.Value)
			}
			return err
		}
	}
	return nil
}

// encodeFields builds the served object: the typed public fields in model
// order, then any extra fields of the file (new model fields stay
// selectable), never the operator-only ones.
func encodeFields(raw json.RawMessage, public any) (object, error) {
	enc, err := json.Marshal(public)
	if err != nil {
		return object{}, err
	}
	obj, err := splitObject(enc)
	if err != nil {
		return object{}, err
	}
	all, err := splitObject(raw)
	if err != nil {
		return object{}, err
	}
	for i, k := range all.keys {
		if !obj.has(k) && !blockedFields[k] && !knownOmitted(k) {
			obj.add(k, all.vals[i])
		}
	}
	return obj, nil
}

// knownOmitted are typed optional fields that were left out because empty;
// they must not come back from the raw file as extras.
func knownOmitted(k string) bool {
	switch k {
	case "compliance", "bridgeFeeMultiplier", "caip2", "bech32Prefix", "bridgeNetworkSymbol":
		return true
	}
	return false
}

func applyChainDefaults(c *ChainFields) {
	if c.ID == "" {
		c.ID = c.ChainID
	}
	if c.NetworkName == "" {
		c.NetworkName = c.ChainName
	}
	if c.ChainType == "" {
		c.ChainType = c.Type
	}
	if c.RPCList == nil {
		c.RPCList = []string{}
	}
	if c.RPC == "" && len(c.RPCList) > 0 {
		c.RPC = c.RPCList[0]
	}
	if c.BlockExplorerURLs == nil {
		c.BlockExplorerURLs = []string{}
	}
	if c.SwapAmountForGas == "" {
		c.SwapAmountForGas = "0"
	}
	if c.Visible == nil {
		t := true
		c.Visible = &t
	}
	for _, p := range []*[]json.RawMessage{&c.FeeCurrencies, &c.Currencies, &c.Features} {
		if *p == nil {
			*p = []json.RawMessage{}
		}
	}
}
