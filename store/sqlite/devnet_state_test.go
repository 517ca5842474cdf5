package sqlite

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

func TestDevnetGenesisAndReset(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, Config{Path: filepath.Join(t.TempDir(), "s.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, found, err := db.DevnetGenesis(ctx, 1); found || err != nil {
		t.Fatalf("genesis of a new store: found %v, %v", found, err)
	}
	g := common.HexToHash("0xAbC1")
	if err := db.SaveDevnetGenesis(ctx, 1, g); err != nil {
		t.Fatal(err)
	}
	if got, found, err := db.DevnetGenesis(ctx, 1); !found || err != nil || got != g {
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

	if err := db.ResetDevnet(ctx); err != nil {
		t.Fatal(err)
	}
	if _, found, _ := db.DevnetGenesis(ctx, 1); found {
		t.Error("genesis kept after reset")
	}
	if has, _ := db.RelayerHasState(ctx, 42161); has {
		t.Error("relayer state kept after reset")
	}
	if _, found, _ := db.RelayerCursor(ctx, 1); found {
		t.Error("cursor kept after reset")
	}
}
