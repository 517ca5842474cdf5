//go:build !nodevnet

package main

// withDevnet: this build embeds the devnet, so tests can route on it.
const withDevnet = true
