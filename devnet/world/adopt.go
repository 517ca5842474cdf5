package world

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/ethereum/go-ethereum/common"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// ErrNotBuilt reports a deployment whose contracts are missing from the
// chain: the world's build was cut short, or the chain lost its blocks.
var ErrNotBuilt = errors.New("the devnet world is not on the chain")

// Adopt takes over a world an earlier Start built on a chain reopened from
// its data dir, instead of building it again, after checking that every
// contract of the deployment has code at the chain's head.
func (w *World) Adopt(ctx context.Context, c *chain.Chain, d *Deployment) error {
	p, ok := w.plans[c.ChainID()]
	if !ok {
		return fmt.Errorf("devnet world on chain %d: the catalog leaves the chain bare", c.ChainID())
	}
	if d.ChainID != c.ChainID() {
		return fmt.Errorf("devnet world on chain %d: the deployment is of chain %d", c.ChainID(), d.ChainID)
	}
	addrs := []common.Address{d.Multicall, d.Gateway, d.GasService, d.Settlement, d.Router, d.PairSwapper}
	for _, pool := range d.Pools {
		addrs = append(addrs, pool.Address)
	}
	for _, a := range addrs {
		code, err := c.Client().CodeAt(ctx, a, nil)
		if err != nil {
			return fmt.Errorf("devnet world on chain %d: %w", c.ChainID(), err)
		}
		if len(code) == 0 {
			return fmt.Errorf("devnet world on chain %d: %w (no code at %s)", c.ChainID(), ErrNotBuilt, a.Hex())
		}
	}
	w.chains[c.ChainID()] = &chainWorld{c: c, d: d.clone(), p: p}
	w.log.Info("devnet world reopened", slog.Uint64("chain", c.ChainID()), slog.Uint64("head", c.Head()),
		slog.String("router", d.Router.Hex()), slog.Int("pools", len(d.Pools)))
	return nil
}
