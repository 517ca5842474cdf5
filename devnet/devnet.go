// Package devnet owns Switchyard's embedded development network: a set of
// EVM chains (package devnet/chain) started together with their real chain
// ids, the public development accounts funded on each, the world on them
// (package devnet/world: tokens at the catalog's addresses, protocol
// contracts, seeded pools), and the scenario controls exposed on a
// loopback-only admin HTTP API (fund an address with the native currency
// or a token, spike a chain's gas price, move a pool's price, pause the
// solver, set the bridge explorer's indexing delay).
package devnet

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// DefaultChainIDs are the chains a devnet runs unless told otherwise:
// Ethereum, Arbitrum One and Base.
var DefaultChainIDs = []uint64{1, 42161, 8453}

// DefaultRPCPort is the port of the first chain's JSON-RPC endpoint; the
// next chains take the following ports (8545 is where Ethereum tools look).
const DefaultRPCPort = 8545

// Config configures a devnet.
type Config struct {
	// ChainIDs are the chains to run, in order (DefaultChainIDs when empty).
	ChainIDs []uint64
	// RPCHost is the interface the chains' JSON-RPC endpoints listen on
	// (127.0.0.1 when empty).
	RPCHost string
	// RPCPort is the first chain's port; chain i listens on RPCPort+i.
	// 0 gives every chain a free port.
	RPCPort int
	// BlockInterval also produces a block on every chain on this interval,
	// on top of the blocks produced as transactions arrive; 0 disables it.
	BlockInterval time.Duration
	// Alloc are extra genesis accounts per chain id: contract code and
	// storage at fixed addresses (the catalog's token addresses), balances.
	Alloc map[uint64]types.GenesisAlloc
	// World, when set, builds the devnet world on every chain its catalog
	// lists: the catalog's tokens at their addresses, the protocol
	// contracts, pools seeded at the catalog's prices, the solver's
	// inventory. nil runs bare chains, which start faster (tests of code
	// that needs only a chain).
	World *world.Config
	// DataDir keeps each chain (its node database and the record of its
	// world) under DataDir/<chainId>, so that the next Start reopens the
	// chains at their heads with their world instead of building them
	// again; "" keeps the chains in memory. A chain of another genesis
	// (another catalog or configuration) is refused (chain.ErrOtherGenesis);
	// Reset deletes them all.
	DataDir string
}

// Validate reports every problem of the configuration at once.
func (c Config) Validate() error {
	var problems []error
	seen := map[uint64]bool{}
	for _, id := range c.ChainIDs {
		if id == 0 {
			problems = append(problems, errors.New("chain id 0 is not a valid EIP-155 chain id"))
		}
		if seen[id] {
			problems = append(problems, fmt.Errorf("chain %d is listed twice", id))
		}
		seen[id] = true
	}
	if c.RPCPort < 0 || c.RPCPort+len(c.ChainIDs) > 65536 {
		problems = append(problems, fmt.Errorf("RPC port %d leaves no room for %d chains", c.RPCPort, len(c.ChainIDs)))
	}
	if c.BlockInterval < 0 {
		problems = append(problems, fmt.Errorf("block interval %s must not be negative", c.BlockInterval))
	}
	for id := range c.Alloc {
		if !seen[id] {
			problems = append(problems, fmt.Errorf("genesis accounts given for chain %d, which the devnet does not run", id))
		}
	}
	return errors.Join(problems...)
}

// Devnet is a set of running devnet chains.
type Devnet struct {
	chains []*chain.Chain // in configuration order
	byID   map[uint64]*chain.Chain
	world  *world.World // nil for bare chains
}

// Start starts every chain, in parallel, then builds the world on them
// (chains in parallel) when cfg.World is set. On failure the chains
// already started are closed and the error names each chain that failed.
func Start(ctx context.Context, cfg Config) (*Devnet, error) {
	if len(cfg.ChainIDs) == 0 {
		cfg.ChainIDs = DefaultChainIDs
	}
	if cfg.RPCHost == "" {
		cfg.RPCHost = "127.0.0.1"
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("devnet: %w", err)
	}
	d := &Devnet{byID: map[uint64]*chain.Chain{}}
	if cfg.World != nil {
		w, err := world.New(*cfg.World, cfg.ChainIDs)
		if err != nil {
			return nil, err
		}
		d.world = w
	}
	for i, id := range cfg.ChainIDs {
		port := 0
		if cfg.RPCPort != 0 {
			port = cfg.RPCPort + i
		}
		alloc := types.GenesisAlloc{}
		if d.world != nil {
			maps.Copy(alloc, d.world.Genesis(id))
		}
		if d.world != nil {
			if fp, ok := d.world.Fingerprint(id); ok {
				alloc[IdentityAddress] = identityAccount(fp)
			}
		}
		maps.Copy(alloc, cfg.Alloc[id])
		c, err := chain.New(chain.Config{
			ChainID:       id,
			Listen:        net.JoinHostPort(cfg.RPCHost, strconv.Itoa(port)),
			BlockInterval: cfg.BlockInterval,
			Alloc:         alloc,
			DataDir:       chainDir(cfg.DataDir, id),
		})
		if err != nil {
			return nil, err
		}
		d.chains = append(d.chains, c)
		d.byID[id] = c
	}
	errs := make([]error, len(d.chains))
	var wg sync.WaitGroup
	for i, c := range d.chains {
		wg.Go(func() { errs[i] = c.Start(ctx) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		d.Close()
		return nil, err
	}
	if d.world != nil {
		if err := d.startWorld(ctx, cfg.DataDir); err != nil {
			d.Close()
			return nil, err
		}
	}
	return d, nil
}

// startWorld builds the world on the new chains and takes over the world
// recorded for each chain reopened from the data dir.
func (d *Devnet) startWorld(ctx context.Context, dataDir string) error {
	var fresh, reopened []*chain.Chain
	recorded := map[uint64]*world.Deployment{}
	for _, c := range d.chains {
		if _, ok := d.world.Fingerprint(c.ChainID()); !ok {
			continue // bare chain
		}
		if !c.Reopened() {
			fresh = append(fresh, c)
			continue
		}
		dep, found, err := loadDeployment(chainDir(dataDir, c.ChainID()))
		if err != nil {
			return fmt.Errorf("devnet chain %d: %w", c.ChainID(), err)
		}
		if !found {
			return fmt.Errorf("devnet chain %d: %w (in %s)", c.ChainID(), ErrUnfinishedWorld, chainDir(dataDir, c.ChainID()))
		}
		reopened = append(reopened, c)
		recorded[c.ChainID()] = dep
	}
	if len(fresh) > 0 {
		if err := d.world.Start(ctx, fresh); err != nil {
			return err
		}
	}
	if dataDir != "" {
		for _, c := range fresh {
			dep, _ := d.world.Deployment(c.ChainID())
			if err := saveDeployment(chainDir(dataDir, c.ChainID()), dep); err != nil {
				return fmt.Errorf("devnet chain %d: record the world: %w", c.ChainID(), err)
			}
		}
	}
	for _, c := range reopened {
		if err := d.world.Adopt(ctx, c, recorded[c.ChainID()]); err != nil {
			return err
		}
	}
	return nil
}

// World is the devnet's world: deployments, token funding, pool prices
// (nil when the devnet runs bare chains).
func (d *Devnet) World() *world.World { return d.world }

// Close stops every chain.
func (d *Devnet) Close() error {
	errs := make([]error, len(d.chains))
	var wg sync.WaitGroup
	for i, c := range d.chains {
		wg.Go(func() { errs[i] = c.Close() })
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Chain returns the chain with the id.
func (d *Devnet) Chain(id uint64) (*chain.Chain, bool) {
	c, ok := d.byID[id]
	return c, ok
}

// Chains returns the chains in configuration order.
func (d *Devnet) Chains() []*chain.Chain { return slices.Clone(d.chains) }

// ChainIDs returns the chain ids in configuration order.
func (d *Devnet) ChainIDs() []uint64 {
	ids := make([]uint64, len(d.chains))
	for i, c := range d.chains {
		ids[i] = c.ChainID()
	}
	return ids
}

// RPCURLs maps each chain id, in the catalog's decimal form, to its
// JSON-RPC URL, as catalog.WithRPC takes them.
func (d *Devnet) RPCURLs() map[string][]string {
	out := make(map[string][]string, len(d.chains))
	for _, c := range d.chains {
		out[strconv.FormatUint(c.ChainID(), 10)] = []string{c.RPCURL()}
	}
	return out
}

// ParseChainIDs parses a comma-separated list of decimal chain ids.
func ParseChainIDs(s string) ([]uint64, error) {
	var ids []uint64
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		id, err := strconv.ParseUint(part, 10, 64)
		if err != nil || id == 0 {
			return nil, fmt.Errorf("chain id %q is not a positive decimal EIP-155 chain id", part)
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		return nil, errors.New("at least one chain id is required")
	}
	return ids, nil
}
