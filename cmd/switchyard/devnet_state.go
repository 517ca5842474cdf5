//go:build !nodevnet

package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/store/sqlite"
)

// chainsDir is where the devnet keeps its chains: the devnet directory of
// the service's data dir, beside the store that keeps the relayer's state.
func (s *devnetSettings) chainsDir() (string, error) {
	dir := s.dataDir
	if dir == "" && s.dataDirFlag != nil {
		dir = s.dataDirFlag.Value.String()
	}
	if dir == "" {
		return "", errors.New("devnet: no data dir to keep the chains in")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	return filepath.Join(abs, "devnet"), nil
}

// checkDevnetState makes sure the relayer's state in the store belongs to
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
func checkDevnetState(ctx context.Context, d *devnet.Devnet, store *sqlite.DB, logger *slog.Logger) error {
	var problems []error
	for _, c := range d.Chains() {
		id := c.ChainID()
		stored, found, err := store.DevnetGenesis(ctx, id)
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
		if err := store.SaveDevnetGenesis(ctx, c.ChainID(), c.GenesisHash()); err != nil {
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
