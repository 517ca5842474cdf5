//go:build !nodevnet

package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/switchyard-dev/switchyard/devnet"
	devstate "github.com/switchyard-dev/switchyard/devnet/state"
)

// checkDevnetState makes sure the relayer's state in the state file belongs to
// the chains that were started, then records their geneses with it. The
// relayer's cursors and messages of one chain applied to another would
// skip or replay transfers, so any mismatch is refused:
//   - a chain whose recorded genesis differs (another catalog or
//     configuration, after its chain data was deleted);
//   - a chain started afresh while state of it is recorded (its chain data
//     was deleted, or the data dir comes from a version that kept the
//     chains in memory).
//
// A chain that lost its last blocks in a crash has its cursor moved back
// to the first block it may have lost, so those heights are scanned again.
func checkDevnetState(ctx context.Context, d *devnet.Devnet, store *devstate.DB, logger *slog.Logger) error {
	var problems []error
	for _, c := range d.Chains() {
		id := c.ChainID()
		stored, found, err := store.Genesis(ctx, id)
		if err != nil {
			return err
		}
		switch {
		case found && stored != c.GenesisHash():
			problems = append(problems, fmt.Errorf("chain %d: the relayer's state in the data dir belongs to a chain of genesis %s, not to this chain of genesis %s",
				id, stored.Hex(), c.GenesisHash().Hex()))
		case found && !c.Reopened():
			problems = append(problems, fmt.Errorf("chain %d: the relayer's state in the data dir belongs to a chain whose blocks are gone (the chain started again from genesis)", id))
		case !found:
			has, err := store.RelayerHasState(ctx, id)
			if err != nil {
				return err
			}
			if has && !c.Reopened() {
				problems = append(problems, fmt.Errorf("chain %d: the data dir holds relayer state of an earlier devnet whose chain was not kept (the chain started again from genesis)", id))
			} else if has {
				problems = append(problems, fmt.Errorf("chain %d: the data dir holds relayer state that is not recorded as belonging to this chain", id))
			}
		}
	}
	if err := errors.Join(problems...); err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	for _, c := range d.Chains() {
		if err := store.SaveGenesis(ctx, c.ChainID(), c.GenesisHash()); err != nil {
			return err
		}
		if !c.Reopened() {
			continue
		}
		rewound, err := store.RewindRelayerCursor(ctx, c.ChainID(), c.OpenedAt()+1)
		if err != nil {
			return err
		}
		if rewound {
			logger.Warn("devnet chain reopened below the relayer's cursor (it lost its last blocks, e.g. in a crash): the relayer scans again from its head",
				slog.Uint64("chain", c.ChainID()), slog.Uint64("head", c.OpenedAt()))
		}
	}
	return nil
}
