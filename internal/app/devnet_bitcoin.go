//go:build !nodevnet

package app

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet"
	devbtc "github.com/switchyard-dev/switchyard/devnet/bitcoin"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// The Bitcoin part of the embedded devnet (--devnet-bitcoin): btcd in
// regtest with its Esplora API, and the solver's Bitcoin wallet.

// bitcoinDir is the Bitcoin chain's directory under the devnet's chains
// dir, so that --devnet-reset deletes it with the others.
const bitcoinDir = "bitcoin"

// bitcoinConfirmations is how many confirmations the solver waits for on
// Bitcoin: regtest blocks come every few seconds and never reorganize.
const bitcoinConfirmations = 1

// bitcoinSeed derives the devnet's Bitcoin wallet, like the EVM keys from
// a public text: anyone may spend it, so it is for the devnet only.
func bitcoinSeed() []byte {
	s := sha256.Sum256([]byte("switchyard devnet bitcoin wallet (public test key)"))
	return s[:]
}

// bitcoinDevnet is the devnet's Bitcoin chain and the solver's book of
// BTC → EVM deposit addresses, kept beside the chain (and deleted with it
// by --devnet-reset, since the addresses' deposits live on that chain).
type bitcoinDevnet struct {
	*devbtc.Chain
	deposits *solver.DepositBook
	fees     *btc.FeeRates
}

// Close stops the chain and closes the book.
func (b *bitcoinDevnet) Close() error {
	return errors.Join(b.Chain.Close(), b.deposits.Close())
}

// depositBookFile is the deposit book's file in the chain's directory.
const depositBookFile = "solver-deposits.journal"

// startBitcoin starts the devnet's Bitcoin chain in chainsDir/bitcoin.
func startBitcoin(ctx context.Context, s *DevnetSettings, chainsDir string, logger *slog.Logger) (*bitcoinDevnet, error) {
	interval := s.BlockInterval // 0: the node's default, since Bitcoin blocks never come with transactions
	c, err := devbtc.Start(ctx, devbtc.Config{DataDir: filepath.Join(chainsDir, bitcoinDir), Seed: bitcoinSeed(),
		BlockInterval: interval, Logger: logger.With(slog.String("component", "bitcoin"))})
	if err != nil {
		return nil, err
	}
	book, err := solver.OpenDepositBook(filepath.Join(chainsDir, bitcoinDir, depositBookFile))
	if err != nil {
		c.Close()
		return nil, err
	}
	logger.Info("devnet bitcoin started", slog.String("esplora", c.EsploraURL()), slog.String("wallet", c.Wallet.Address()),
		slog.String("since_start", c.StartTime().String()))
	return &bitcoinDevnet{Chain: c, deposits: book, fees: btc.NewFeeRates(btc.FeeRatesConfig{Client: c.Client})}, nil
}

// solverBitcoin is the solver's Bitcoin destination (nil without the chain).
func solverBitcoin(c *bitcoinDevnet) *solver.Bitcoin {
	if c == nil {
		return nil
	}
	return &solver.Bitcoin{ChainID: route.BitcoinOrderChainID, Payer: c.Wallet, Confirmations: bitcoinConfirmations,
		Deposits: &solver.Deposits{Book: c.deposits, Wallet: c.Wallet, Chain: c.Client}}
}

// bitcoinControl is the admin API's view of the chain and of the
// solver's deposit book (s is nil without EVM deployments), which attached
// replicas ask for deposit addresses.
type bitcoinControl struct {
	c *bitcoinDevnet
	s *solver.Solver
}

func (b bitcoinControl) EsploraURL() string { return b.c.EsploraURL() }

func (b bitcoinControl) QuoteDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error) {
	if b.s == nil {
		return solver.Deposit{}, errNoDepositSolver
	}
	return b.s.QuoteDeposit(ctx, t)
}

func (b bitcoinControl) Deposit(quoteID string) (solver.Deposit, bool) {
	if b.s == nil {
		return solver.Deposit{}, false
	}
	return b.s.Deposit(quoteID)
}

func (b bitcoinControl) FundBitcoin(ctx context.Context, to string, sats int64) (string, error) {
	p, err := b.c.Fund(ctx, to, sats)
	return p.TxID, err
}

func (b bitcoinControl) MineBitcoin(ctx context.Context, n int) ([]string, error) {
	return b.c.MineBlocks(ctx, n)
}

// withBitcoinRPC adds the Bitcoin chain's Esplora API to the chains' RPC
// URLs: in devnet mode the catalog's bitcoin chain rpcList points at it.
func withBitcoinRPC(urls map[string][]string, c *bitcoinDevnet) map[string][]string {
	if c == nil {
		return urls
	}
	out := make(map[string][]string, len(urls)+1)
	for k, v := range urls {
		out[k] = v
	}
	out[devnet.BitcoinChainRef] = []string{c.EsploraURL()}
	return out
}

// bitcoinReader is the Bitcoin chain as the route and status sides read
// it: the solver's wallet (its keys derive from the public devnet seed, so
// an attached replica derives the same wallet to read its balance and
// payments) and the Esplora API.
type bitcoinReader struct {
	wallet  *devbtc.Wallet
	client  *btc.Client
	fees    *btc.FeeRates
	esplora string
}

// bitcoinReader is the running or attached Bitcoin chain (nil without one).
func (r *runningDevnet) bitcoinReader() *bitcoinReader {
	switch {
	case r == nil:
		return nil
	case r.bitcoin != nil:
		return &bitcoinReader{wallet: r.bitcoin.Wallet, client: r.bitcoin.Client, fees: r.bitcoin.fees, esplora: r.bitcoin.EsploraURL()}
	case r.attached != nil && r.attached.bitcoin != nil:
		return r.attached.bitcoin
	}
	return nil
}

// bitcoinNetwork is the route side's view of the chain: the solver's
// wallet and the fee estimate its payments use.
type bitcoinNetwork struct{ *bitcoinReader }

func (b bitcoinNetwork) SolverSats(ctx context.Context) (int64, error) {
	return b.wallet.Balance(ctx)
}

// FeeRate is kept for a few seconds: a quote must not wait on, or fail
// with, a busy node's GET /fee-estimates.
func (b bitcoinNetwork) FeeRate(ctx context.Context) (float64, error) {
	return b.fees.Rate(ctx, 2, 2)
}

// bitcoinNetwork is the Bitcoin chain for routes (nil without it).
func (r *runningDevnet) bitcoinNetwork() route.BitcoinNetwork {
	b := r.bitcoinReader()
	if b == nil {
		return nil
	}
	return bitcoinNetwork{b}
}

// bitcoinPayments is the status tracker's view of the chain: the solver's
// payments, and the Esplora API its transaction links point at.
func (r *runningDevnet) bitcoinPayments() (status.BitcoinPayments, string) {
	b := r.bitcoinReader()
	if b == nil {
		return nil, ""
	}
	return b.wallet, b.esplora
}

// attachBitcoin reads the attached devnet's Bitcoin chain through its
// Esplora API (nil when it runs none).
func attachBitcoin(doc *devnet.AttachResponse) (*bitcoinReader, error) {
	if doc.Bitcoin == nil {
		return nil, nil
	}
	client, err := btc.NewClient(btc.ClientConfig{BaseURL: doc.Bitcoin.EsploraURL})
	if err != nil {
		return nil, fmt.Errorf("the devnet's Bitcoin Esplora API %q: %w", doc.Bitcoin.EsploraURL, err)
	}
	w, err := devbtc.NewWallet(devbtc.WalletConfig{Seed: bitcoinSeed(), Chain: client})
	if err != nil {
		return nil, err
	}
	return &bitcoinReader{wallet: w, client: client, fees: btc.NewFeeRates(btc.FeeRatesConfig{Client: client}), esplora: doc.Bitcoin.EsploraURL}, nil
}
