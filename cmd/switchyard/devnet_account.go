//go:build !nodevnet

package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/catalog"
)

// devnetAccountUsage is the help of switchyard devnet account.
const devnetAccountUsage = `usage: switchyard devnet account --key-file F [--show] [--chain ID]

Creates F holding a new random secp256k1 private key (hex, mode 0600) and
prints its address; F is refused if it exists, so a key is never overwritten.
With --show, prints the address of the key already in F. The address is the
EVM one unless --chain names another family's devnet chain: the same key's
bech32 address on a Cosmos chain (--chain osmosis-1) or its regtest P2WPKH
address on the devnet's Bitcoin chain (--chain bitcoin). The file is what
"switchyard route --execute --key-file F" signs with; give the printed address
to "switchyard devnet fund --to". The key is stored unencrypted: keep it for
the devnet and never send real funds to it.
`

// runDevnetAccount makes or shows a development key file. It needs no
// running devnet: the key is made locally and only its address is printed.
func runDevnetAccount(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fset := newFlagSet("devnet account", stderr)
	keyFile := fset.String("key-file", "", "the key file to create (or, with --show, to read)")
	show := fset.Bool("show", false, "print the address of the existing key file instead of creating one")
	chainID := fset.String("chain", "", "print the key's address on this chain (a Cosmos chain, bitcoin); EVM when empty")
	fset.Usage = func() {
		fmt.Fprint(stderr, devnetAccountUsage, "\nflags:\n")
		fset.PrintDefaults()
	}
	if err := parseFlags(fset, args, nil, []string{}...); err != nil {
		return err
	}
	if *keyFile == "" {
		return fmt.Errorf("devnet account: --key-file is required\n\n%s", devnetAccountUsage)
	}
	cat, err := catalog.Bundled()
	if err != nil {
		return fmt.Errorf("devnet account: %w", err)
	}
	if *show {
		key, err := loadKey(*keyFile)
		if err != nil {
			return fmt.Errorf("devnet account: %w", err)
		}
		addr, err := accountAddress(cat, *chainID, key)
		if err != nil {
			return fmt.Errorf("devnet account: %w", err)
		}
		fmt.Fprintln(stdout, addr)
		return nil
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return fmt.Errorf("devnet account: %w", err)
	}
	addr, err := accountAddress(cat, *chainID, key)
	if err != nil {
		return fmt.Errorf("devnet account: %w", err)
	}
	if err := writeKeyFile(*keyFile, key); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s\n", addr)
	fundChain, amount := "1", "--native --amount 1000000000000000000"
	if *chainID != "" {
		fundChain, amount = *chainID, "--native --amount 100000000"
	}
	fmt.Fprintf(stderr, "wrote a new development key to %s (mode 0600); fund it with\n"+
		"  switchyard devnet fund --chain %s --to %s %s\n"+
		"and send routes with --key-file %s. Keep it for the devnet: the key is stored unencrypted.\n",
		*keyFile, fundChain, addr, amount, *keyFile)
	return nil
}

// writeKeyFile creates path with the key's hex, readable by its owner only.
// O_EXCL makes the refusal to overwrite atomic: two runs racing on one
// path cannot both believe they made it.
func writeKeyFile(path string, key *ecdsa.PrivateKey) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("devnet account: %s exists and is never overwritten: show its address with --show, or give another --key-file", path)
	}
	if err != nil {
		return fmt.Errorf("devnet account: %w", err)
	}
	_, werr := fmt.Fprintln(f, hex.EncodeToString(crypto.FromECDSA(key)))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(path) // a partial key is worse than none: the next run would refuse to replace it
		return fmt.Errorf("devnet account: writing %s: %w", path, werr)
	}
	return nil
}
