package app

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/liquidity/evmsource"
)

// Chains are the liquidity sources routes are priced on and the head
// watcher of their chains, which the sources and the status tracker
// follow. Main runs the watcher and the sources, and calls Close after
// stopping them.
type Chains struct {
	Sources []liquidity.Source
	// Heads is nil without chains to follow: no status tracking then.
	Heads *evm.Watcher
	// Close releases what the sources hold (nil: nothing).
	Close func()
}

// ChainsFunc opens the Chains once the catalog is loaded (Config.Chains).
type ChainsFunc func(ctx context.Context, cat *catalog.Catalog, logger *slog.Logger) (*Chains, error)

// modeChains are the chains of the mode: the devnet's (followed by
// subscription through their in-process clients), or in live mode the
// chains, pools and contracts of the --liquidity file (its RPC endpoints
// polled for heads); none without either.
func modeChains(cfg *Config, dn *runningDevnet, cat *catalog.Catalog, logger *slog.Logger) (*Chains, error) {
	headLog := logger.With(slog.String("component", "chains"))
	switch {
	case cfg.Mode == "live":
		lc, err := evmsource.LoadLiveConfig(cfg.Routes.Liquidity, cat)
		if err != nil {
			return nil, err
		}
		heads, err := evm.New(evm.Config{Chains: lc.HeadChains(), PollInterval: lc.Config.Poll, Logger: headLog})
		if err != nil {
			lc.Close()
			return nil, err
		}
		lc.Config.Logger, lc.Config.Heads = logger, heads
		src, err := evmsource.New(lc.Config)
		if err != nil {
			lc.Close()
			return nil, err
		}
		return &Chains{Sources: []liquidity.Source{src}, Heads: heads, Close: lc.Close}, nil
	case dn != nil:
		heads, err := evm.New(evm.Config{Chains: devnetHeadChains(dn), Logger: headLog})
		if err != nil {
			return nil, err
		}
		src, err := devnetLiquidity(dn, cat, heads, logger)
		if err != nil {
			return nil, fmt.Errorf("devnet liquidity: %w", err)
		}
		return &Chains{Sources: []liquidity.Source{src}, Heads: heads}, nil
	}
	return &Chains{}, nil
}
