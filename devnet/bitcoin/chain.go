package bitcoin

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// Config configures the devnet's Bitcoin chain.
type Config struct {
	// DataDir holds the node's state; the chain survives restarts on it.
	DataDir string
	// Seed is the devnet seed the wallet's keys derive from.
	Seed []byte
	// Binary, BinDir: see NodeConfig.
	Binary, BinDir string
	// BlockInterval: see NodeConfig (default 5 s).
	BlockInterval time.Duration
	// EsploraAddr is the API's listen address (default 127.0.0.1:0).
	EsploraAddr string
	Logger      *slog.Logger
}

// Chain is the running Bitcoin chain of the devnet: the node, its Esplora
// API and the solver's wallet, which receives the block rewards.
type Chain struct {
	Node    *Node
	API     *EsploraServer
	Wallet  *Wallet
	Client  *btc.Client
	started time.Duration
}

// Start starts the node (building btcd on first use), the API and the
// wallet.
func Start(ctx context.Context, cfg Config) (*Chain, error) {
	began := time.Now()
	// The wallet is derived first: its mining address is the node's.
	// Its API client is bound once the API is up.
	lazy := &lazyAPI{}
	w, err := NewWallet(WalletConfig{Seed: cfg.Seed, Chain: lazy})
	if err != nil {
		return nil, err
	}
	node, err := StartNode(ctx, NodeConfig{
		DataDir: cfg.DataDir, Binary: cfg.Binary, BinDir: cfg.BinDir,
		MiningAddress: w.MiningAddress(), BlockInterval: cfg.BlockInterval, Logger: cfg.Logger,
	})
	if err != nil {
		return nil, err
	}
	api, err := ServeEsplora(node, EsploraConfig{Addr: cfg.EsploraAddr, Logger: cfg.Logger})
	if err != nil {
		node.Close()
		return nil, err
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: api.URL()})
	if err != nil {
		api.Close()
		node.Close()
		return nil, err
	}
	lazy.ChainAPI = client
	return &Chain{Node: node, API: api, Wallet: w, Client: client, started: time.Since(began)}, nil
}

// lazyAPI lets the wallet exist (for its mining address) before the API
// it reads does.
type lazyAPI struct{ ChainAPI }

// StartTime is how long Start took (a first start includes building btcd).
func (c *Chain) StartTime() time.Duration { return c.started }

// EsploraURL is the API root for chain/ledger's reader, wallets and the
// route side (the bitcoin chain's rpcList in devnet mode).
func (c *Chain) EsploraURL() string { return c.API.URL() }

// Fund sends sats from the devnet wallet to the address to (the devnet's
// `fund --chain bitcoin --native`). The payment is in the mempool on
// return; it confirms with the next block.
func (c *Chain) Fund(ctx context.Context, to string, sats int64) (Payment, error) {
	p, err := c.Wallet.Pay(ctx, to, sats, nil)
	if err != nil {
		return Payment{}, fmt.Errorf("fund %s with %d sat: %w", to, sats, err)
	}
	return p, nil
}

// MineBlocks mines n blocks now and returns their hashes.
func (c *Chain) MineBlocks(ctx context.Context, n int) ([]string, error) {
	return c.Node.Mine(ctx, n)
}

// Close stops the API and the node.
func (c *Chain) Close() error {
	return errors.Join(c.API.Close(), c.Node.Close())
}
