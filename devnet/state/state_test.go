package state

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

func open(t *testing.T, path string) *DB {
	t.Helper()
	db, err := Open(context.Background(), path, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestGenesisRewindAndReset(t *testing.T) {
	ctx := context.Background()
	db := open(t, filepath.Join(t.TempDir(), FileName))
	if _, found, err := db.Genesis(ctx, 1); found || err != nil {
		t.Fatalf("genesis of a new store: found %v, %v", found, err)
	}
	g := common.HexToHash("0xAbC1")
	if err := db.SaveGenesis(ctx, 1, g); err != nil {
		t.Fatal(err)
	}
	if got, found, err := db.Genesis(ctx, 1); !found || err != nil || got != g {
		t.Fatalf("genesis: %s %v %v, want %s", got.Hex(), found, err, g.Hex())
	}

	m := relayerMessage(crypto.Keccak256Hash([]byte("tx")), 3)
	if err := db.SaveRelayerScan(ctx, 1, 50, []*relayer.Message{m}, nil); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		chain uint64
		want  bool
	}{{1, true}, {42161, true}, {8453, false}} {
		if got, err := db.RelayerHasState(ctx, tc.chain); err != nil || got != tc.want {
			t.Errorf("RelayerHasState(%d) = %v, %v; want %v", tc.chain, got, err, tc.want)
		}
	}

	// a cursor past the head is moved back; one before it is left alone
	if rewound, err := db.RewindRelayerCursor(ctx, 1, 60); rewound || err != nil {
		t.Errorf("rewind to 60 from 50: %v, %v", rewound, err)
	}
	if rewound, err := db.RewindRelayerCursor(ctx, 1, 20); !rewound || err != nil {
		t.Errorf("rewind to 20 from 50: %v, %v", rewound, err)
	}
	if next, _, err := db.RelayerCursor(ctx, 1); next != 20 || err != nil {
		t.Errorf("cursor after rewinding %d, %v; want 20", next, err)
	}

	if err := db.Reset(ctx); err != nil {
		t.Fatal(err)
	}
	if _, found, _ := db.Genesis(ctx, 1); found {
		t.Error("genesis kept after reset")
	}
	if has, _ := db.RelayerHasState(ctx, 42161); has {
		t.Error("relayer state kept after reset")
	}
	if _, found, _ := db.RelayerCursor(ctx, 1); found {
		t.Error("cursor kept after reset")
	}
}

// TestImportFromLegacyStore: a new state file takes the rows of an
// earlier version's store once; an existing state file never does, and a
// missing legacy file is not created.
func TestImportFromLegacyStore(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	legacy := filepath.Join(dir, "switchyard.db")
	// The old store had exactly these tables (its relayer migration is the
	// schema here), so a state file written through DB stands for it.
	old, err := Open(ctx, legacy, "")
	if err != nil {
		t.Fatal(err)
	}
	tx := crypto.Keccak256Hash([]byte("tx"))
	m := relayerMessage(tx, 3)
	if err := old.SaveRelayerScan(ctx, 1, 77, []*relayer.Message{m}, nil); err != nil {
		t.Fatal(err)
	}
	g := common.HexToHash("0x42")
	if err := old.SaveGenesis(ctx, 1, g); err != nil {
		t.Fatal(err)
	}
	if _, err := old.db.ExecContext(ctx, `CREATE TABLE integrators (seq INTEGER PRIMARY KEY, name TEXT)`); err != nil {
		t.Fatal(err)
	}
	old.Close()

	path := filepath.Join(dir, "devnet", FileName)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	db, err := Open(ctx, path, legacy)
	if err != nil {
		t.Fatal(err)
	}
	if next, found, err := db.RelayerCursor(ctx, 1); next != 77 || !found || err != nil {
		t.Errorf("imported cursor %d %v %v, want 77", next, found, err)
	}
	if got, found, err := db.Genesis(ctx, 1); got != g || !found || err != nil {
		t.Errorf("imported genesis %s %v %v", got.Hex(), found, err)
	}
	got, err := db.RelayerMessage(ctx, m.ID)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(m, got, bigEqual); diff != "" {
		t.Errorf("imported message (-want +got):\n%s", diff)
	}
	// after a reset the file exists: nothing comes back from the old store
	if err := db.Reset(ctx); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db = open(t, path)
	db.Close()
	db, err = Open(ctx, path, legacy)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, found, err := db.RelayerCursor(ctx, 1); found || err != nil {
		t.Errorf("an existing state file imported again: %v %v", found, err)
	}

	// an old store without the tables (or no old store at all) is no error
	bare := filepath.Join(dir, "bare.db")
	if err := os.WriteFile(bare, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, legacy := range []string{bare, filepath.Join(dir, "missing.db")} {
		db, err := Open(ctx, filepath.Join(t.TempDir(), FileName), legacy)
		if err != nil {
			t.Fatalf("import from %s: %v", legacy, err)
		}
		db.Close()
	}
	if _, err := os.Stat(filepath.Join(dir, "missing.db")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the missing legacy file was created: %v", err)
	}
}
