// Package cosmosbridge is the devnet hub's bridge between the EVM chains
// and the Cosmos chains, the part of the bridge network that lives on the
// hub (axelar-dojo-1) and signs with its bridge account:
//
//   - EVM → Cosmos: a GMP gateway call with token to a Cosmos chain's
//     bridge name, once the GMP relayer has confirmed it (the relayer hands
//     such messages off, see relayer.Config.HandOff), credits the bech32
//     recipient from the bridge account: a bank send on the hub, or an
//     ICS-20 transfer over the hub's channel to the other chain, its memo
//     naming the GMP message id. The message is then recorded as executed.
//   - Cosmos → EVM: an ICS-20 transfer received by the bridge account whose
//     memo is a GMP call with token (type 2) pays the memo's fee to its fee
//     recipient and hands the GMP relayer a confirmed message from the
//     Cosmos chain, which it approves (with a mint of the bridged asset)
//     and executes on the destination as it does an EVM source's.
//   - Cosmos → Cosmos: a type-3 memo forwards the transfer from the bridge
//     account to the named chain.
//   - A memo the hub cannot carry out sends the funds back to the sender on
//     its chain, and the journal records why; so does a forward that times
//     out or is refused (the hub returns it to the bridge account first).
//
// Exactly once across restarts and kill -9: every piece of work and every
// hub transaction is written to a JSON journal before it is sent (the
// signed bytes) and after it lands; a restart finds a recorded
// transaction by its hash, rebroadcasts the same bytes while the bridge
// account's sequence has not passed it, and only signs anew once the
// chain shows it can never land.
package cosmosbridge

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// Messages is the GMP relayer's message store as the bridge uses it:
// devnet/state implements it.
type Messages interface {
	// OpenRelayerMessages returns the messages not in a terminal status.
	OpenRelayerMessages(ctx context.Context) ([]*relayer.Message, error)
	// UpdateRelayerMessage saves a message's progress.
	UpdateRelayerMessage(ctx context.Context, m *relayer.Message) error
	// AddRelayerMessage records a message the bridge hands the relayer;
	// one already recorded is left as it is.
	AddRelayerMessage(ctx context.Context, m *relayer.Message) error
}

// Chain is a Cosmos chain the bridge reaches.
type Chain struct {
	Spec   cosmos.Spec
	RPCURL string
}

// ChainsOf returns the network's chains for Config.Chains.
func ChainsOf(n *cosmos.Network) []Chain {
	var out []Chain
	for _, c := range n.Chains() {
		out = append(out, Chain{Spec: c.Spec, RPCURL: c.RPCURL})
	}
	return out
}

// DefaultInterval is the bridge's pause between rounds unless
// Config.Interval says otherwise.
const DefaultInterval = 300 * time.Millisecond

// Config configures a Bridge.
type Config struct {
	// Chains must include the hub.
	Chains []Chain
	// Messages is the GMP relayer's store.
	Messages Messages
	// EVMChains are the chains the GMP relayer serves, by bridge name
	// (matched without regard to case) to chain id.
	EVMChains map[string]uint64
	// Symbol is the gateway symbol the hub's uusdc is bridged as
	// (default "axlUSDC").
	Symbol string
	// JournalPath is the journal file (e.g. <devnet dir>/cosmos/hub-bridge.json).
	JournalPath string
	// Interval is the pause between rounds (DefaultInterval when 0).
	Interval time.Duration
	// IBCTimeout is how long the hub's transfers stay deliverable
	// (default 10 minutes).
	IBCTimeout time.Duration
	// ForwardTimeout, when set, is read for each forward the bridge sends
	// (the devnet's admin API shortens it to produce timeouts); a forward
	// that times out goes back to its sender with IBCTimeout, so that the
	// way home is never the short one.
	ForwardTimeout func() time.Duration
	Logger         *slog.Logger
}

// Bridge is the running hub bridge.
type Bridge struct {
	cfg     Config
	log     *slog.Logger
	hub     *cosmos.Client
	clients map[string]*cosmos.Client // by chain id
	byName  map[string]cosmos.Spec    // Cosmos chains by lower-case bridge name
	key     cosmos.Key
	journal *journal
	// open are the relayer's confirmed messages to Cosmos chains, as the
	// round's takeMessages read them (the loop's own).
	open map[string]*relayer.Message

	mu     sync.Mutex
	cancel context.CancelFunc
	done   chan struct{}
}

// New checks the configuration and opens the journal; Start runs it.
func New(cfg Config) (*Bridge, error) {
	if cfg.JournalPath == "" {
		return nil, errors.New("hub bridge: no journal path")
	}
	if cfg.Messages == nil {
		return nil, errors.New("hub bridge: no message store")
	}
	if cfg.Symbol == "" {
		cfg.Symbol = "axlUSDC"
	}
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.IBCTimeout <= 0 {
		cfg.IBCTimeout = 10 * time.Minute
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	evm := map[string]uint64{}
	for name, id := range cfg.EVMChains {
		evm[strings.ToLower(name)] = id
	}
	cfg.EVMChains = evm
	b := &Bridge{cfg: cfg, log: cfg.Logger, clients: map[string]*cosmos.Client{}, byName: map[string]cosmos.Spec{}, key: cosmos.BridgeKey()}
	for _, c := range cfg.Chains {
		cl, err := cosmos.NewClient(c.Spec, c.RPCURL)
		if err != nil {
			return nil, fmt.Errorf("hub bridge: %w", err)
		}
		b.clients[c.Spec.ID] = cl
		b.byName[strings.ToLower(c.Spec.Name)] = c.Spec
	}
	if b.hub = b.clients[cosmos.HubChainID]; b.hub == nil {
		return nil, fmt.Errorf("hub bridge: the hub %s is not among the chains", cosmos.HubChainID)
	}
	j, err := openJournal(cfg.JournalPath)
	if err != nil {
		return nil, err
	}
	b.journal = j
	return b, nil
}

// BridgeNames are the bridge names of the Cosmos chains (the hub's
// "Axelarnet" included): the GMP relayer hands their messages to the
// bridge (relayer.Config.HandOff).
func BridgeNames() []string {
	var out []string
	for _, s := range cosmos.Specs {
		out = append(out, s.Name)
	}
	return out
}

// Start runs the bridge in the background until Close.
func (b *Bridge) Start() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cancel != nil {
		return errors.New("hub bridge: already started")
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.cancel, b.done = cancel, make(chan struct{})
	go b.loop(ctx)
	return nil
}

// Close stops the bridge and waits for its current round to end.
func (b *Bridge) Close() error {
	b.mu.Lock()
	cancel, done := b.cancel, b.done
	b.mu.Unlock()
	if cancel != nil {
		cancel()
		<-done
	}
	return nil
}

func (b *Bridge) loop(ctx context.Context) {
	defer close(b.done)
	for {
		if err := b.round(ctx); err != nil && ctx.Err() == nil {
			b.log.Warn("hub bridge round", slog.String("error", err.Error()))
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(b.cfg.Interval):
		}
	}
}

// round records the new work (transfers the hub received, messages the
// GMP relayer confirmed), then moves every open job as far as it goes.
func (b *Bridge) round(ctx context.Context) error {
	var errs []error
	if err := b.scanHub(ctx); err != nil {
		errs = append(errs, fmt.Errorf("scan the hub: %w", err))
	}
	if err := b.takeMessages(ctx); err != nil {
		errs = append(errs, fmt.Errorf("GMP messages: %w", err))
	}
	for _, key := range b.journal.openJobs() {
		if ctx.Err() != nil {
			break
		}
		if err := b.work(ctx, key); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", key, err))
		}
	}
	return errors.Join(errs...)
}

// Jobs returns the journal's jobs (open and finished), for tests and
// controls.
func (b *Bridge) Jobs() []Job { return b.journal.jobs() }
