package world

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Genesis storage of the tokens: what initialize(...) would write, set in
// the genesis allocation so that the catalog's tokens (292 on Ethereum)
// are ready at block 0 without a transaction each. The slots follow solc's
// storage layout of the two contracts:
//
//	ERC20Token: name 0, symbol 1, decimals 2, totalSupply 3, balanceOf 4,
//	            allowance 5, _initialized 6 (byte 0) + minter 6 (bytes 1-20),
//	            isMinter 7
//	WETH9:      _initialized 0, name 1, symbol 2, decimals 3, balanceOf 4,
//	            allowance 5
//
// TestGenesisStorageIsInitialize checks both against real initialize calls.

// erc20Storage is an ERC20Token after initialize(name, symbol, decimals, minter).
func erc20Storage(name, symbol string, decimals uint8, minter common.Address) map[common.Hash]common.Hash {
	st := map[common.Hash]common.Hash{}
	putString(st, 0, name)
	putString(st, 1, symbol)
	putWord(st, 2, new(big.Int).SetUint64(uint64(decimals)))
	// _initialized = true in the lowest byte, minter in the next 20.
	packed := new(big.Int).Lsh(new(big.Int).SetBytes(minter.Bytes()), 8)
	putWord(st, 6, packed.Or(packed, big.NewInt(1)))
	return st
}

// weth9Storage is a WETH9 after initialize(name, symbol, decimals).
func weth9Storage(name, symbol string, decimals uint8) map[common.Hash]common.Hash {
	st := map[common.Hash]common.Hash{}
	putWord(st, 0, big.NewInt(1))
	putString(st, 1, name)
	putString(st, 2, symbol)
	putWord(st, 3, new(big.Int).SetUint64(uint64(decimals)))
	return st
}

func slotKey(slot uint64) common.Hash { return common.BigToHash(new(big.Int).SetUint64(slot)) }

func putWord(st map[common.Hash]common.Hash, slot uint64, v *big.Int) {
	if v.Sign() != 0 {
		st[slotKey(slot)] = common.BigToHash(v)
	}
}

// putString stores a Solidity `string` at slot: up to 31 bytes inline,
// left-aligned with 2*length in the last byte; longer ones as 2*length+1
// at slot and the bytes in 32-byte words from keccak256(slot).
func putString(st map[common.Hash]common.Hash, slot uint64, s string) {
	b := []byte(s)
	if len(b) == 0 {
		return
	}
	if len(b) < 32 {
		var w common.Hash
		copy(w[:], b)
		w[31] = byte(2 * len(b))
		st[slotKey(slot)] = w
		return
	}
	st[slotKey(slot)] = common.BigToHash(big.NewInt(int64(2*len(b) + 1)))
	base := new(big.Int).SetBytes(crypto.Keccak256(slotKey(slot).Bytes()))
	for i := 0; i*32 < len(b); i++ {
		var w common.Hash
		copy(w[:], b[i*32:])
		st[common.BigToHash(new(big.Int).Add(base, big.NewInt(int64(i))))] = w
	}
}
