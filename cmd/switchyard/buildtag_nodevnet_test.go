//go:build nodevnet

package main

// withDevnet: the API-only build has no devnet, hence no liquidity.
const withDevnet = false
