package chain

import (
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ethereum/go-ethereum/params"
)

// TestForksAreMainnets: a devnet chain runs, from its first block, the
// rules mainnet runs at the latest fork its chain spec schedules, with the
// same blob parameters, and nothing beyond (no dev-only forks).
func TestForksAreMainnets(t *testing.T) {
	main := params.MainnetChainConfig
	var last uint64
	for _, at := range []*uint64{main.ShanghaiTime, main.CancunTime, main.PragueTime, main.OsakaTime, main.BPO1Time, main.BPO2Time,
		main.BPO3Time, main.BPO4Time, main.BPO5Time, main.AmsterdamTime, main.BogotaTime, main.UBTTime} {
		if at != nil {
			last = max(last, *at)
		}
	}
	head := big.NewInt(30_000_000) // past every block-numbered mainnet fork
	want := main.Rules(head, true, last)
	dev := mainnetRules(8453)
	for _, block := range []uint64{0, 1} {
		got := dev.Rules(new(big.Int).SetUint64(block), true, 0)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("rules at block %d differ from mainnet's latest (-mainnet +devnet):\n%s", block, diff)
		}
	}
	if got, want := dev.LatestFork(0), main.LatestFork(last); got != want {
		t.Errorf("latest fork %v, mainnet's %v", got, want)
	}
	if got, want := dev.BlobConfig(dev.LatestFork(0)), main.BlobConfig(main.LatestFork(last)); !cmp.Equal(got, want) {
		t.Errorf("blob parameters %+v, mainnet's %+v", got, want)
	}
	if dev.ChainID.Uint64() != 8453 || dev.DAOForkSupport || dev.DAOForkBlock != nil {
		t.Errorf("chain id %v, DAO fork %v at %v", dev.ChainID, dev.DAOForkSupport, dev.DAOForkBlock)
	}
	if err := dev.CheckConfigForkOrder(); err != nil {
		t.Error(err)
	}
	if dev.IsAmsterdam(head, 0) || dev.IsBogota(head, 0) {
		t.Error("a fork mainnet does not run is active")
	}
}
