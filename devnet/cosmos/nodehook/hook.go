//go:build !nodevnet

// Package nodehook lets main turn a process into a devnet Cosmos node
// without the API-only build (-tags nodevnet) linking the chains.
package nodehook

import "github.com/switchyard-dev/switchyard/devnet/cosmos"

// MaybeRun runs this process as a devnet Cosmos node, then exits, if the
// devnet started it as one; otherwise it returns at once.
func MaybeRun() { cosmos.MaybeRunNode() }
