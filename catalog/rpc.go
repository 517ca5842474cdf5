package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// WithRPC returns a copy of the catalog in which each chain named in urls
// (by chain id) is reached at the given JSON-RPC URLs: its rpcList becomes
// the list, its rpc the list's first entry, and its operator-only
// privateRpcList is cleared, since those endpoints reach the network the
// replacement stands in for. The devnet uses it to point the catalog at its
// local chains. Every other chain, and every token, is shared unchanged
// with c, which is left as it was.
func (c *Catalog) WithRPC(urls map[string][]string) (*Catalog, error) {
	var problems []string
	ids := make([]string, 0, len(urls))
	for id := range urls {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		list := urls[id]
		if _, ok := c.byID[id]; !ok {
			problems = append(problems, fmt.Sprintf("chain %q is not in the catalog", id))
			continue
		}
		if len(list) == 0 {
			problems = append(problems, fmt.Sprintf("chain %q: at least one RPC URL is required", id))
		}
		for i, u := range list {
			if !isHTTPURL(u) {
				problems = append(problems, fmt.Sprintf("chain %q: rpc URL [%d] %q is not an http(s) URL", id, i, u))
			}
		}
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("replace chain RPC URLs:\n  %s", strings.Join(problems, "\n  "))
	}
	chains := make([]*Chain, len(c.chains))
	for i, ch := range c.chains {
		list, ok := urls[ch.ChainID]
		if !ok {
			chains[i] = ch
			continue
		}
		nc, err := ch.withRPC(list)
		if err != nil {
			return nil, err
		}
		chains[i] = nc
	}
	return newCatalog(chains, slices.Clone(c.tokens)), nil
}

// withRPC is a copy of the chain reached at list.
func (ch *Chain) withRPC(list []string) (*Chain, error) {
	nc := &Chain{ChainFields: ch.ChainFields, operatorFields: ch.operatorFields}
	nc.RPCList = slices.Clone(list)
	nc.RPC = list[0]
	nc.operatorFields.PrivateRPCList = nil
	rpcList, err := json.Marshal(nc.RPCList)
	if err != nil {
		return nil, err
	}
	rpc, err := json.Marshal(nc.RPC)
	if err != nil {
		return nil, err
	}
	nc.obj = ch.obj.with("rpcList", rpcList).with("rpc", rpc)
	return nc, nil
}

// with returns a copy of the object with key set to val, in place when the
// key exists, else appended.
func (o object) with(key string, val json.RawMessage) object {
	out := object{keys: slices.Clone(o.keys), vals: slices.Clone(o.vals), enc: slices.Clone(o.enc)}
	i := slices.Index(out.keys, key)
	if i < 0 {
		out.add(key, val)
		return out
	}
	k, _ := json.Marshal(key)
	out.vals[i] = val
	out.enc[i] = append(append(k, ':'), val...)
	return out
}
