//go:build nodevnet

package main

import "testing"

// withDevnet: the API-only build has no devnet, hence no liquidity.
const withDevnet = false

// statusConformanceTx: no chains, so no transaction to ask the status of.
func statusConformanceTx(*testing.T, *service, string) (tx, quoteID string) { return "", "" }
