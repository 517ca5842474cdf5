package chain

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethdb"
	"github.com/ethereum/go-ethereum/event"
	"github.com/ethereum/go-ethereum/log"
)

// persistent configures a chain kept in a data dir so that every block's
// state is on disk as soon as the block is: hash-scheme archive mode
// commits each block's trie, where the path scheme keeps the last 128
// blocks' state in memory until a clean shutdown. A process killed at any
// moment then restarts at its last block, not at an old one or genesis.
// The snapshot is left out: it is journaled only on a clean shutdown and
// rebuilt after a crash, which a devnet-sized state does not need.
func persistent(conf *ethconfig.Config) {
	conf.StateScheme = rawdb.HashScheme
	conf.NoPruning = true
	conf.SnapshotCache = 0
	conf.DatabaseHandles = 128
}

// Reopened reports whether Start found the chain's blocks in its data dir
// (false for a new chain and for a chain kept in memory).
func (c *Chain) Reopened() bool { return c.reopenedAt > 0 }

// GenesisHash is the hash of the chain's genesis block: the identity of
// everything the chain holds.
func (c *Chain) GenesisHash() common.Hash { return c.backend.BlockChain().Genesis().Hash() }

// Head is the number of the chain's current block.
func (c *Chain) Head() uint64 { return c.backend.BlockChain().CurrentHeader().Number.Uint64() }

// OpenedAt is the head Start found in the chain's data dir (0 for a new
// chain): blocks above it were produced by this run.
func (c *Chain) OpenedAt() uint64 { return c.reopenedAt }

// flusher writes the database's write-ahead log out after every new head.
// go-ethereum writes without syncing, and pebble then keeps the log's
// last block in the process's memory until it fills (32 KiB, dozens of
// devnet blocks): a killed process lost its last seconds of blocks, with
// transfers the relayer had already seen executed. A sync per head costs
// a few milliseconds; devnet blocks come with transactions or every few
// seconds.
type flusher struct {
	db   ethdb.KeyValueSyncer
	sub  event.Subscription
	quit chan struct{}
	done chan struct{}
}

func startFlusher(backend *eth.Ethereum) *flusher {
	heads := make(chan core.ChainHeadEvent, 64)
	f := &flusher{db: backend.ChainDb(), sub: backend.BlockChain().SubscribeChainHeadEvent(heads),
		quit: make(chan struct{}), done: make(chan struct{})}
	go f.run(heads)
	return f
}

func (f *flusher) run(heads <-chan core.ChainHeadEvent) {
	defer close(f.done)
	defer f.sub.Unsubscribe()
	f.sync() // the blocks sealed before the subscription
	for {
		select {
		case <-f.quit:
			return
		case <-f.sub.Err():
			return
		case <-heads:
			// one sync covers every head that arrived meanwhile
			for drained := false; !drained; {
				select {
				case <-heads:
				default:
					drained = true
				}
			}
			f.sync()
		}
	}
}

func (f *flusher) sync() {
	if err := f.db.SyncKeyValue(); err != nil {
		log.Warn("devnet chain: flushing the database failed", "err", err)
	}
}

func (f *flusher) stop() {
	close(f.quit)
	<-f.done
}
