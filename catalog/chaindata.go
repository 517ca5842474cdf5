package catalog

import "encoding/json"

// ChainData is a chain's whole configuration object as /v2/chains serves
// it (operator-only fields never included), for the status record's
// chainData.
func (c *Catalog) ChainData(chainID string) (json.RawMessage, bool) {
	ch, ok := c.byID[chainID]
	if !ok {
		return nil, false
	}
	return ch.obj.appendSelected(nil, nil), true
}

// ExplorerURL is the chain's first block explorer URL ("" when none).
func (c *Catalog) ExplorerURL(chainID string) string {
	ch, ok := c.byID[chainID]
	if !ok || len(ch.BlockExplorerURLs) == 0 {
		return ""
	}
	return ch.BlockExplorerURLs[0]
}
