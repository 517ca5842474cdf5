package bitcoin

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/hdkeychain"
	"github.com/btcsuite/btcd/chaincfg"

	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
)

// ChainAPI is what the wallet uses of the chain: an Esplora-compatible API.
// *btc.Client implements it.
type ChainAPI interface {
	UTXOs(ctx context.Context, addr string) ([]btc.UTXO, error)
	AddressTxs(ctx context.Context, addr, lastSeen string) ([]btc.Tx, error)
	TipHeight(ctx context.Context) (uint64, error)
	FeeRate(ctx context.Context, target int, floor float64) (float64, error)
	Broadcast(ctx context.Context, raw []byte) (string, error)
}

// WalletConfig configures a Wallet.
type WalletConfig struct {
	// Seed is the devnet seed the keys derive from (16 to 64 bytes).
	Seed []byte
	// Net defaults to regtest.
	Net   *chaincfg.Params
	Chain ChainAPI
	// FeeFloor is the lowest fee rate used, in sat/vB (default 2).
	FeeFloor float64
	// FeeTarget is the confirmation target of the fee estimate, in blocks
	// (default 2).
	FeeTarget int
}

// Key paths under BIP-84's purpose, coin type 1 (every test network):
//
//	m/84'/1'/0'/0/0  the wallet's address: payments' change, fundings
//	m/84'/1'/0'/2/0  the mining address: block rewards only, spent once mature
//	m/84'/1'/1'/0/i  deposit address i, one per quote
//
// Block rewards get their own key because an Esplora UTXO list does not say
// which outputs are coinbase: every output of the mining address is one.
const (
	purpose  = 84
	coinType = 1
)

// Wallet is the solver's devnet Bitcoin wallet (P2WPKH keys).
type Wallet struct {
	cfg     WalletConfig
	account *hdkeychain.ExtendedKey // m/84'/1'/0'
	deposit *hdkeychain.ExtendedKey // m/84'/1'/1'/0
	main    key
	miner   key

	mu    sync.Mutex // one spend at a time: no output chosen twice
	spent map[outpoint]bool
}

type key struct {
	priv   *btcec.PrivateKey
	addr   *btcutil.AddressWitnessPubKeyHash
	script []byte
}

type outpoint struct {
	txid string
	vout uint32
}

// NewWallet derives the wallet's keys from cfg.Seed.
func NewWallet(cfg WalletConfig) (*Wallet, error) {
	if cfg.Net == nil {
		cfg.Net = &chaincfg.RegressionNetParams
	}
	if cfg.Chain == nil {
		return nil, errors.New("bitcoin: WalletConfig.Chain is required")
	}
	if cfg.FeeFloor <= 0 {
		cfg.FeeFloor = 2
	}
	if cfg.FeeTarget <= 0 {
		cfg.FeeTarget = 2
	}
	master, err := hdkeychain.NewMaster(cfg.Seed, cfg.Net)
	if err != nil {
		return nil, fmt.Errorf("bitcoin: wallet seed: %w", err)
	}
	root, err := derive(master, hard(purpose), hard(coinType))
	if err != nil {
		return nil, err
	}
	account, err := derive(root, hard(0))
	if err != nil {
		return nil, err
	}
	deposit, err := derive(root, hard(1), 0)
	if err != nil {
		return nil, err
	}
	w := &Wallet{cfg: cfg, account: account, deposit: deposit, spent: map[outpoint]bool{}}
	if w.main, err = w.keyAt(account, 0, 0); err != nil {
		return nil, err
	}
	if w.miner, err = w.keyAt(account, 2, 0); err != nil {
		return nil, err
	}
	return w, nil
}

func hard(i uint32) uint32 { return hdkeychain.HardenedKeyStart + i }

func derive(k *hdkeychain.ExtendedKey, path ...uint32) (*hdkeychain.ExtendedKey, error) {
	for _, i := range path {
		var err error
		if k, err = k.Derive(i); err != nil {
			return nil, fmt.Errorf("bitcoin: derive key: %w", err)
		}
	}
	return k, nil
}

func (w *Wallet) keyAt(parent *hdkeychain.ExtendedKey, path ...uint32) (key, error) {
	k, err := derive(parent, path...)
	if err != nil {
		return key{}, err
	}
	priv, err := k.ECPrivKey()
	if err != nil {
		return key{}, fmt.Errorf("bitcoin: derive key: %w", err)
	}
	addr, err := btcutil.NewAddressWitnessPubKeyHash(btcutil.Hash160(priv.PubKey().SerializeCompressed()), w.cfg.Net)
	if err != nil {
		return key{}, err
	}
	_, script, err := btc.ParseAddress(addr.EncodeAddress(), w.cfg.Net)
	if err != nil {
		return key{}, err
	}
	return key{priv: priv, addr: addr, script: script}, nil
}

// Address is the wallet's own address (change and fundings go there).
func (w *Wallet) Address() string { return w.main.addr.EncodeAddress() }

// MiningAddress is the address block rewards are mined to.
func (w *Wallet) MiningAddress() string { return w.miner.addr.EncodeAddress() }

// DepositAddress returns deposit address index: a key only this wallet
// holds, so a deposit to it is attributable to index (a quote) and the
// wallet can spend it (Sweep).
func (w *Wallet) DepositAddress(index uint32) (string, error) {
	k, err := w.depositKey(index)
	if err != nil {
		return "", err
	}
	return k.addr.EncodeAddress(), nil
}

func (w *Wallet) depositKey(index uint32) (key, error) {
	if index >= hdkeychain.HardenedKeyStart {
		return key{}, fmt.Errorf("bitcoin: deposit index %d: want below 2^31", index)
	}
	return w.keyAt(w.deposit, index)
}

// Balance returns what the wallet can spend now (the mature block rewards
// and its own address's outputs), in satoshis.
func (w *Wallet) Balance(ctx context.Context) (int64, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	utxos, err := w.spendable(ctx)
	if err != nil {
		return 0, err
	}
	var sum int64
	for _, u := range utxos {
		sum += u.Value
	}
	return sum, nil
}

// Deposits lists the outputs paid to deposit address index, unconfirmed
// ones included.
func (w *Wallet) Deposits(ctx context.Context, index uint32) ([]btc.UTXO, error) {
	k, err := w.depositKey(index)
	if err != nil {
		return nil, err
	}
	return w.cfg.Chain.UTXOs(ctx, k.addr.EncodeAddress())
}

// ownedUTXO is an output the wallet can spend, with the key that spends it.
type ownedUTXO struct {
	btc.UTXO
	key key
}

// spendable lists the wallet's own outputs and mature rewards, less those
// it has spent in transactions the API may not show yet. Callers hold mu.
func (w *Wallet) spendable(ctx context.Context) ([]btc.UTXO, error) {
	owned, err := w.spendableOwned(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]btc.UTXO, len(owned))
	for i, o := range owned {
		out[i] = o.UTXO
	}
	return out, nil
}

func (w *Wallet) spendableOwned(ctx context.Context) ([]ownedUTXO, error) {
	tip, err := w.cfg.Chain.TipHeight(ctx)
	if err != nil {
		return nil, err
	}
	seen := map[outpoint]bool{}
	var out []ownedUTXO
	for _, src := range []struct {
		k        key
		coinbase bool
	}{{w.main, false}, {w.miner, true}} {
		k := src.k
		utxos, err := w.cfg.Chain.UTXOs(ctx, k.addr.EncodeAddress())
		if err != nil {
			return nil, err
		}
		for _, u := range utxos {
			op := outpoint{u.TxID, u.Vout}
			seen[op] = true
			if w.spent[op] {
				continue
			}
			if src.coinbase && (!u.Status.Confirmed || tip+1-u.Status.BlockHeight < CoinbaseMaturity) {
				continue
			}
			out = append(out, ownedUTXO{UTXO: u, key: k})
		}
	}
	// An output spent by us that the API no longer lists is spent on
	// chain too: forget it.
	for op := range w.spent {
		if !seen[op] {
			delete(w.spent, op)
		}
	}
	return out, nil
}

func (w *Wallet) feeRate(ctx context.Context) (float64, error) {
	return w.cfg.Chain.FeeRate(ctx, w.cfg.FeeTarget, w.cfg.FeeFloor)
}
