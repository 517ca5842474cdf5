//go:build !nodevnet

package main

import (
	"strconv"

	"github.com/switchyard-dev/switchyard/status"
)

// statusReaders are the devnet chains' in-process clients, by chain id.
func (r *runningDevnet) statusReaders() map[string]status.EVMReader {
	out := map[string]status.EVMReader{}
	if r == nil {
		return out
	}
	for _, c := range r.net.Chains() {
		out[strconv.FormatUint(c.ChainID(), 10)] = c.Client()
	}
	return out
}
