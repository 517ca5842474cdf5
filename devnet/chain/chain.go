// Package chain owns one devnet EVM chain: a go-ethereum node assembled the
// way ethclient/simulated does it (in-memory database, no peers, a simulated
// beacon driving block production), with its real public chain id and an
// HTTP JSON-RPC endpoint on which standard clients work unchanged. It also
// owns the chain's native scenario controls: funding an address and setting
// the chain's gas price.
package chain

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"
)

// DefaultGasLimit is the block gas limit when Config.GasLimit is zero.
const DefaultGasLimit = 60_000_000

// Config configures a devnet chain.
type Config struct {
	// ChainID is the chain's real public id (1, 42161, 8453 …).
	ChainID uint64
	// Listen is the host:port of the HTTP JSON-RPC endpoint; port 0 picks
	// a free one. Empty means 127.0.0.1:0.
	Listen string
	// BlockInterval also produces a block on this interval, on top of the
	// block produced whenever a transaction arrives; 0 disables it.
	BlockInterval time.Duration
	// Alloc are extra genesis accounts: balances, or contract runtime code
	// and storage placed at fixed addresses. They win over the development
	// accounts and system contracts on conflict.
	Alloc types.GenesisAlloc
	// GasLimit is the block gas limit (DefaultGasLimit when 0).
	GasLimit uint64
	// Tip is the priority fee the chain suggests when no spike is set
	// (DefaultTip when nil).
	Tip *big.Int
	// BroadcastLatency is the least time eth_sendRawTransaction over HTTP
	// takes to answer (DefaultBroadcastLatency when 0; negative: none).
	BroadcastLatency time.Duration
	// DataDir keeps the chain's node database, reopened at its head by the
	// next Start; "" keeps the chain in memory. A directory written under
	// another genesis is refused (ErrOtherGenesis).
	DataDir string
}

// ErrOtherGenesis reports a data dir holding a chain of another genesis.
var ErrOtherGenesis = errors.New("the data dir holds a devnet chain of another genesis")

// DefaultTip is the suggested priority fee of a calm devnet chain: 1 gwei.
var DefaultTip = big.NewInt(params.GWei)

// Chain is one running devnet chain.
type Chain struct {
	cfg      Config
	stack    *node.Node
	backend  *eth.Ethereum
	beacon   *catalyst.SimulatedBeacon
	client   *ethclient.Client
	producer *producer
	fees     *fees
	url      string
	// reopenedAt is the head the chain's database held at Start (0 for a
	// new chain).
	reopenedAt uint64
	flusher    *flusher // nil for a chain kept in memory

	fundMu sync.Mutex // serializes the faucet's transactions (one nonce)

	closeOnce sync.Once
	closeErr  error
}

// New assembles the chain; Start runs it.
func New(cfg Config) (*Chain, error) {
	if cfg.ChainID == 0 {
		return nil, errors.New("devnet chain: chain id must not be 0")
	}
	if cfg.Listen == "" {
		cfg.Listen = "127.0.0.1:0"
	}
	if cfg.GasLimit == 0 {
		cfg.GasLimit = DefaultGasLimit
	}
	if cfg.Tip == nil {
		cfg.Tip = DefaultTip
	}
	if cfg.BroadcastLatency == 0 {
		cfg.BroadcastLatency = DefaultBroadcastLatency
	}
	if cfg.BlockInterval < 0 {
		return nil, fmt.Errorf("devnet chain %d: block interval %s must not be negative", cfg.ChainID, cfg.BlockInterval)
	}
	if _, _, err := splitListen(cfg.Listen); err != nil {
		return nil, fmt.Errorf("devnet chain %d: %w", cfg.ChainID, err)
	}
	return &Chain{cfg: cfg}, nil
}

func splitListen(listen string) (string, int, error) {
	host, p, err := net.SplitHostPort(listen)
	if err != nil {
		return "", 0, fmt.Errorf("listen address %q must be host:port", listen)
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("listen address %q: port must be 0..65535", listen)
	}
	if host == "" {
		return "", 0, fmt.Errorf("listen address %q needs a host (127.0.0.1 keeps the chain on loopback)", listen)
	}
	return host, port, nil
}

// genesis is the chain's genesis: mainnet's fork rules from block 0 under
// the real chain id (see mainnetRules), with the system contracts those
// forks call, Multicall3 at its canonical address, the development
// accounts and the configured extra accounts.
func (c *Chain) genesis() *core.Genesis {
	alloc := core.SystemContractAllocs()
	maps.Copy(alloc, multicall3Alloc())
	maps.Copy(alloc, devAlloc())
	maps.Copy(alloc, c.cfg.Alloc)
	return &core.Genesis{Config: mainnetRules(c.cfg.ChainID), GasLimit: c.cfg.GasLimit, Alloc: alloc, BaseFee: big.NewInt(params.InitialBaseFee)}
}

// Start builds the node, opens the JSON-RPC endpoint and starts producing
// blocks. ctx bounds the start only; Close stops the chain.
func (c *Chain) Start(ctx context.Context) error {
	if c.stack != nil {
		return fmt.Errorf("devnet chain %d: already started", c.cfg.ChainID)
	}
	host, port, _ := splitListen(c.cfg.Listen)
	nodeConf := node.Config{
		Name:                 "switchyard-devnet",
		DataDir:              c.cfg.DataDir, // "" keeps it in memory
		IPCPath:              "",            // no IPC endpoint
		HTTPHost:             host,
		HTTPPort:             port,
		HTTPModules:          []string{"eth", "net", "web3"},
		HTTPVirtualHosts:     []string{"localhost"}, // and any IP address
		HTTPCors:             []string{"*"},         // browser dapps on any local origin, as Anvil allows
		HTTPTimeouts:         rpc.DefaultHTTPTimeouts,
		BatchRequestLimit:    1000,
		BatchResponseMaxSize: 25_000_000,
		HTTPBodyLimit:        5 << 20,
		P2P:                  p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""},
	}
	stack, err := node.New(&nodeConf)
	if err != nil {
		return fmt.Errorf("devnet chain %d: %w", c.cfg.ChainID, err)
	}
	ethConf := ethconfig.Defaults
	ethConf.Genesis = c.genesis()
	ethConf.SyncMode = ethconfig.FullSync
	ethConf.TxPool.NoLocals = true
	ethConf.LogNoHistory = true    // exact unindexed log search: no indexer lag behind fresh blocks
	ethConf.TransactionHistory = 0 // index every block's transactions, never unindex old ones
	ethConf.Miner.GasCeil = c.cfg.GasLimit
	ethConf.Miner.GasPrice = new(big.Int).Set(minerFloor)
	ethConf.RPCTxFeeCap = 0 // devnet native currency is free: no fee cap on sends
	ethConf.DatabaseCache, ethConf.TrieCleanCache, ethConf.TrieDirtyCache, ethConf.SnapshotCache = 16, 16, 16, 16
	if c.cfg.DataDir != "" {
		persistent(&ethConf)
	}
	backend, err := eth.New(stack, &ethConf)
	if err != nil {
		stack.Close()
		if mismatch := (*core.GenesisMismatchError)(nil); errors.As(err, &mismatch) {
			return fmt.Errorf("devnet chain %d: %w (%s has genesis %s, the configuration gives %s)", c.cfg.ChainID, ErrOtherGenesis,
				c.cfg.DataDir, mismatch.Stored.Hex(), mismatch.New.Hex())
		}
		return fmt.Errorf("devnet chain %d: %w", c.cfg.ChainID, err)
	}
	c.reopenedAt = backend.BlockChain().CurrentHeader().Number.Uint64()
	c.fees = newFees(backend, c.cfg.Tip)
	stack.RegisterAPIs([]rpc.API{
		{Namespace: "eth", Service: filters.NewFilterAPI(filters.NewFilterSystem(backend.APIBackend, filters.Config{}))},
		// Registered after eth.New's own API, so its methods take the
		// place of eth_gasPrice, eth_maxPriorityFeePerGas and
		// eth_getTransactionCount.
		{Namespace: "eth", Service: &feeAPI{fees: c.fees}},
		{Namespace: "eth", Service: &nonceAPI{backend: backend}},
		{Namespace: "eth", Service: &broadcastAPI{backend: backend, latency: c.cfg.BroadcastLatency}},
	})
	if err := ctx.Err(); err != nil {
		stack.Close()
		return err
	}
	if err := stack.Start(); err != nil {
		stack.Close()
		return fmt.Errorf("devnet chain %d: JSON-RPC on %s: %w", c.cfg.ChainID, c.cfg.Listen, err)
	}
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		stack.Close()
		return fmt.Errorf("devnet chain %d: beacon: %w", c.cfg.ChainID, err)
	}
	c.backend, c.beacon = backend, beacon
	if err := c.firstBlock(ctx); err != nil {
		beacon.Stop()
		stack.Close()
		return fmt.Errorf("devnet chain %d: %w", c.cfg.ChainID, err)
	}
	// Only a chain that started completely is closed by Close.
	c.stack, c.url = stack, stack.HTTPEndpoint()
	c.client = ethclient.NewClient(stack.Attach())
	if c.cfg.DataDir != "" {
		c.flusher = startFlusher(backend)
	}
	c.producer = newProducer(backend, beacon, c.fees, c.cfg.BlockInterval)
	c.producer.start()
	return nil
}

// firstBlock seals block 1 and waits until the transaction indexer has
// seen it. Until the indexer's first run, go-ethereum answers a lookup of a
// transaction not yet mined with "transaction indexing is in progress"
// instead of null, which standard clients polling for a receipt take for a
// failure; after it, with the whole chain indexed, it never does again.
func (c *Chain) firstBlock(ctx context.Context) error {
	c.beacon.Commit()
	if c.backend.BlockChain().CurrentHeader().Number.Uint64() != c.reopenedAt+1 {
		return errors.New("could not seal the first block")
	}
	for !c.backend.BlockChain().TxIndexDone() {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Millisecond):
		}
	}
	return nil
}

// Close stops block production and the node. It is safe to call more than
// once and on a chain that never started.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		if c.stack == nil {
			return
		}
		c.producer.stop()
		if c.flusher != nil {
			c.flusher.stop()
		}
		c.client.Close()
		err := c.beacon.Stop()
		c.closeErr = errors.Join(err, c.stack.Close())
	})
	return c.closeErr
}

// ChainID is the chain's id.
func (c *Chain) ChainID() uint64 { return c.cfg.ChainID }

// RPCURL is the chain's HTTP JSON-RPC endpoint, e.g. http://127.0.0.1:8545.
func (c *Chain) RPCURL() string { return c.url }

// Client is an in-process client of the chain (no HTTP hop).
func (c *Chain) Client() *ethclient.Client { return c.client }

// Ethereum is the underlying go-ethereum service, for controls.
func (c *Chain) Ethereum() *eth.Ethereum { return c.backend }

// Commit produces a block now with whatever the pool holds that pays the
// chain's minimum tip, and returns its header.
func (c *Chain) Commit(ctx context.Context) (*types.Header, error) {
	return c.producer.commit(ctx)
}
