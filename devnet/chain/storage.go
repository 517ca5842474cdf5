package chain

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
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
