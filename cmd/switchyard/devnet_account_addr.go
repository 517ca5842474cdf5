//go:build !nodevnet

package main

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/btcutil/bech32"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/catalog"
)

// accountAddress is the address of key on chainID. One secp256k1 key serves
// every family that routes on the devnet: EVM chains take its Keccak address,
// Cosmos chains the bech32 of its compressed public key's HASH160 with the
// chain's prefix (as the Cosmos SDK derives it), and the devnet's Bitcoin
// chain the regtest P2WPKH address of the same hash. An empty chainID is EVM.
func accountAddress(cat *catalog.Catalog, chainID string, key *ecdsa.PrivateKey) (string, error) {
	if chainID == "" {
		return crypto.PubkeyToAddress(key.PublicKey).Hex(), nil
	}
	ch, ok := cat.Chain(cat.FullView(), chainID)
	if !ok {
		return "", fmt.Errorf("--chain %q is not in the catalog", chainID)
	}
	priv, _ := btcec.PrivKeyFromBytes(crypto.FromECDSA(key))
	hash := btcutil.Hash160(priv.PubKey().SerializeCompressed())
	switch ch.Type {
	case "evm":
		return crypto.PubkeyToAddress(key.PublicKey).Hex(), nil
	case "cosmos":
		if ch.Bech32Prefix == "" {
			return "", fmt.Errorf("--chain %s: the catalog names no bech32 prefix for it", chainID)
		}
		words, err := bech32.ConvertBits(hash, 8, 5, true)
		if err != nil {
			return "", err
		}
		return bech32.Encode(ch.Bech32Prefix, words)
	case "bitcoin":
		addr, err := btcutil.NewAddressWitnessPubKeyHash(hash, &chaincfg.RegressionNetParams)
		if err != nil {
			return "", err
		}
		return addr.EncodeAddress(), nil
	}
	return "", fmt.Errorf("--chain %s: the devnet has no %s chain, so it makes no %s accounts", chainID, ch.Type, ch.Type)
}
