package cosmos

import (
	"crypto/sha256"
	"fmt"

	"github.com/cosmos/cosmos-sdk/crypto/hd"
	"github.com/cosmos/cosmos-sdk/crypto/keys/secp256k1"
	"github.com/cosmos/cosmos-sdk/types/bech32"

	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// DevKeyCount is how many of the development mnemonic's keys genesis funds.
const DevKeyCount = 10

// Key is a devnet secp256k1 account key. The same key has an address on
// every chain, differing only in the bech32 prefix.
type Key struct {
	Name string
	priv *secp256k1.PrivKey
}

// Bytes returns the account address bytes (RIPEMD160(SHA256(pubkey))).
func (k Key) Bytes() []byte { return k.priv.PubKey().Address() }

// Address returns the bech32 account address with prefix.
func (k Key) Address(prefix string) string {
	s, err := bech32.ConvertAndEncode(prefix, k.Bytes())
	if err != nil {
		// Only an invalid prefix fails, and the prefixes are the devnet's own.
		return ""
	}
	return s
}

// AddressOn returns the key's address on a devnet chain.
func (k Key) AddressOn(chainID string) string {
	s, _ := SpecOf(chainID)
	return k.Address(s.Prefix)
}

// PrivKey returns the key for signing.
func (k Key) PrivKey() *secp256k1.PrivKey { return k.priv }

// DevKey returns the development mnemonic's key i (m/44'/118'/0'/0/i), the
// Cosmos counterpart of the devnet's EVM development accounts.
func DevKey(i int) (Key, error) {
	bz, err := hd.Secp256k1.Derive()(chain.DevMnemonic, "", fmt.Sprintf("m/44'/118'/0'/0/%d", i))
	if err != nil {
		return Key{}, fmt.Errorf("derive development key %d: %w", i, err)
	}
	return Key{Name: fmt.Sprintf("dev-%d", i), priv: &secp256k1.PrivKey{Key: bz}}, nil
}

// seededKey is one of the devnet's own keys, fixed by its name so that a
// restarted devnet signs with the keys its genesis funded.
func seededKey(name string) Key {
	seed := sha256.Sum256([]byte("switchyard devnet cosmos key " + name))
	return Key{Name: name, priv: secp256k1.GenPrivKeyFromSecret(seed[:])}
}

// BridgeKey is the hub bridge account: it holds the hub's uusdc supply,
// receives Cosmos → EVM transfers and sends EVM → Cosmos transfers.
func BridgeKey() Key { return seededKey("bridge") }

// FeeCollectorKey is the hub account that bridge memos name as the fee
// recipient.
func FeeCollectorKey() Key { return seededKey("fee-collector") }

// FaucetKey holds each chain's native tokens for devnet fund.
func FaucetKey() Key { return seededKey("faucet") }

// RelayerKey is the IBC relayer's account on a chain.
func RelayerKey(chainID string) Key { return seededKey("relayer/" + chainID) }

// validatorOperatorKey is the account that self-delegates the chain's
// single validator.
func validatorOperatorKey(chainID string) Key { return seededKey("validator/" + chainID) }
