//go:build nodevnet

// Package nodehook lets main turn a process into a devnet Cosmos node
// without the API-only build (-tags nodevnet) linking the chains.
package nodehook

// MaybeRun does nothing: this build has no devnet.
func MaybeRun() {}
