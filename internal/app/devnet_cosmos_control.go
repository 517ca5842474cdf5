//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"
	"time"

	sdkmath "cosmossdk.io/math"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/explorer"
	"github.com/switchyard-dev/switchyard/route"
)

// The devnet admin API's view of the Cosmos chains (devnet.CosmosControl):
// funding on them, the IBC relayer's pause, and the packet timeout of the
// routes quoted from now on.

var _ devnet.CosmosControl = (*cosmosDevnet)(nil)

// CosmosChains implements devnet.CosmosControl: each chain funds its
// native denom and the bridged USDC as it is known there.
func (c *cosmosDevnet) CosmosChains() []devnet.CosmosChainInfo {
	var out []devnet.CosmosChainInfo
	for _, ch := range c.net.Chains() {
		out = append(out, devnet.CosmosChainInfo{ChainID: ch.ID, Prefix: ch.Prefix, Native: ch.Denom,
			Tokens: []devnet.CosmosDenom{{Symbol: "USDC", Denom: bridgedDenom(ch.Spec)}}})
	}
	return out
}

// FundCosmos implements devnet.CosmosControl with cosmos.Network.Fund.
func (c *cosmosDevnet) FundCosmos(ctx context.Context, chainID, to, denom string, amount *big.Int) (devnet.CosmosFunding, error) {
	ch, ok := c.net.Chain(chainID)
	if !ok {
		return devnet.CosmosFunding{}, apperr.NotFound("the devnet runs no Cosmos chain %q", chainID)
	}
	res, err := c.net.Fund(ctx, chainID, to, denom, sdkmath.NewIntFromBigInt(amount))
	if err != nil {
		var txErr *cosmos.TxError
		if errors.As(err, &txErr) {
			// The chain's refusal (e.g. an amount beyond the funding
			// account's balance) is the caller's to fix.
			return devnet.CosmosFunding{}, apperr.BadRequest("%v", err)
		}
		return devnet.CosmosFunding{}, err
	}
	f := devnet.CosmosFunding{TxHash: res.Hash, Height: res.Height, OverIBC: chainID != cosmos.HubChainID && denom != ch.Denom}
	if bal, err := ch.Client().Balance(ctx, to, denom); err == nil {
		f.Balance = bal.BigInt()
	}
	return f, nil
}

// PauseIBC implements devnet.CosmosControl.
func (c *cosmosDevnet) PauseIBC() { c.relayer.Pause() }

// ResumeIBC implements devnet.CosmosControl.
func (c *cosmosDevnet) ResumeIBC() { c.relayer.Resume() }

// IBCPaused implements devnet.CosmosControl.
func (c *cosmosDevnet) IBCPaused() bool { return c.relayer.Paused() }

// IBCTimeout implements devnet.CosmosControl.
func (c *cosmosDevnet) IBCTimeout() time.Duration { return time.Duration(c.ibcTimeout.Load()) }

// SetIBCTimeout implements devnet.CosmosControl.
func (c *cosmosDevnet) SetIBCTimeout(d time.Duration) { c.ibcTimeout.Store(int64(d)) }

// timeoutNetwork is a CosmosNetwork whose chains' IBC timeout is the
// devnet's current one, so that the admin API's setting applies to the
// next quote.
type timeoutNetwork struct {
	route.CosmosNetwork
	timeout *atomic.Int64
}

// Chain implements route.CosmosNetwork.
func (n timeoutNetwork) Chain(chainID string) (route.CosmosChain, bool) {
	c, ok := n.CosmosNetwork.Chain(chainID)
	if ok {
		c.IBCTimeout = time.Duration(n.timeout.Load())
	}
	return c, ok
}

// cosmosPages are the Cosmos chains whose transactions the devnet
// explorer shows (the transactionUrl of their status records); nil
// without them.
func (r *runningDevnet) cosmosPages() []explorer.CosmosChain {
	if r == nil || r.cosmos == nil {
		return nil
	}
	var out []explorer.CosmosChain
	for _, ch := range r.cosmos.net.Chains() {
		out = append(out, explorer.CosmosChain{ChainID: ch.ID, Name: ch.Name, REST: ch.RESTURL})
	}
	return out
}
