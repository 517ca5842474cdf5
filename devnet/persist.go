package devnet

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/internal/atomicfile"
)

// IdentityAddress holds, in storage slot 0 of every chain's genesis, the
// fingerprint of the world built on the chain (world.Fingerprint). It puts
// the catalog and the world's code into the genesis hash, which is what a
// chain kept in a data dir is recognized by.
var IdentityAddress = common.BytesToAddress(crypto.Keccak256([]byte("switchyard devnet world identity"))[:20])

// ErrUnfinishedWorld reports a chain reopened from the data dir whose world
// was never completely built (the process stopped during its first start).
var ErrUnfinishedWorld = errors.New("the devnet world on this chain was never completely built")

// identityAccount is the genesis account that carries the fingerprint. Its
// nonce keeps it from being an empty account, which a touch would delete.
func identityAccount(fp common.Hash) types.Account {
	return types.Account{Nonce: 1, Storage: map[common.Hash]common.Hash{{}: fp}}
}

// chainDir is where a chain keeps its node database and world record.
func chainDir(dataDir string, chainID uint64) string {
	if dataDir == "" {
		return ""
	}
	return filepath.Join(dataDir, strconv.FormatUint(chainID, 10))
}

// worldFile records a chain's deployment once its world is built: its
// presence says the build completed.
const worldFile = "world.json"

// loadDeployment reads the chain's recorded deployment; found is false
// when the world was never completely built in dir.
func loadDeployment(dir string) (d *world.Deployment, found bool, err error) {
	b, err := os.ReadFile(filepath.Join(dir, worldFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	d = &world.Deployment{}
	if err := json.Unmarshal(b, d); err != nil {
		return nil, false, fmt.Errorf("%s: %w", filepath.Join(dir, worldFile), err)
	}
	return d, true, nil
}

// saveDeployment records the built world: written aside and renamed, so
// the record is whole or absent.
func saveDeployment(dir string, d *world.Deployment) error {
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(filepath.Join(dir, worldFile), b, 0o600)
}

// Reset deletes every chain kept under dataDir (the Config.DataDir of an
// earlier devnet), so that the next Start begins at genesis.
func Reset(dataDir string) error {
	if dataDir == "" {
		return nil
	}
	if err := os.RemoveAll(dataDir); err != nil {
		return fmt.Errorf("devnet reset: %w", err)
	}
	return nil
}
