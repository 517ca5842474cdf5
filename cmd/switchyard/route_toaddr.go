package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/btctx"
	"github.com/switchyard-dev/switchyard/client/cosmostx"
)

// keyToAddress gives route --execute's missing --to-address when the
// destination is of another chain family than the source: the key's own
// address there (one secp256k1 key signs on every family the devnet
// routes), instead of the source address, which the destination would
// refuse. Same-family routes keep the request's default, fromAddress.
func keyToAddress(ctx context.Context, c *client.Client, rf *routeFlags, key *ecdsa.PrivateKey, srcType string, btcNet *chaincfg.Params) error {
	if *rf.toAddress != "" || *rf.toChain == "" || *rf.toChain == *rf.fromChain {
		return nil
	}
	dst, err := sourceChain(ctx, c, *rf.toChain)
	if err != nil || dst.ChainType == "" || dst.ChainType == srcType {
		return err
	}
	var addr string
	switch dst.ChainType {
	case "evm":
		addr = crypto.PubkeyToAddress(key.PublicKey).Hex()
	case "cosmos":
		if dst.Bech32Prefix == "" {
			return fmt.Errorf("chain %s lists no bech32Prefix: give --to-address", dst.ChainID)
		}
		addr, err = cosmostx.Address(key, dst.Bech32Prefix)
	case "bitcoin":
		priv, _ := btcec.PrivKeyFromBytes(crypto.FromECDSA(key))
		addr, err = btctx.Address(priv, btcNet)
	default:
		return fmt.Errorf("give --to-address: the key has no address on %s chains", dst.ChainType)
	}
	if err != nil {
		return err
	}
	*rf.toAddress = addr
	return nil
}
