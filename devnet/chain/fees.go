package chain

import (
	"context"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/consensus/misc/eip1559"
	"github.com/ethereum/go-ethereum/eth"
)

// minerFloor is the smallest tip the miner includes on a calm chain: the
// transaction pool's own floor, so nothing the pool accepts waits.
var minerFloor = big.NewInt(1)

// fees is the chain's gas market, which on a devnet is a setting rather
// than an auction: the suggested priority fee is the calm tip, or the spike
// while one is set; during a spike the miner also refuses smaller tips, so
// under-priced transactions wait in the pool until the spike is reset.
type fees struct {
	backend *eth.Ethereum
	calm    *big.Int

	mu    sync.Mutex
	spike *big.Int // nil when calm
}

func newFees(backend *eth.Ethereum, calm *big.Int) *fees {
	return &fees{backend: backend, calm: new(big.Int).Set(calm)}
}

// state returns the suggested tip, the smallest tip the miner includes,
// and whether a spike is set.
func (f *fees) state() (tip, minTip *big.Int, spiked bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.spike != nil {
		return new(big.Int).Set(f.spike), new(big.Int).Set(f.spike), true
	}
	return new(big.Int).Set(f.calm), new(big.Int).Set(minerFloor), false
}

// tip is the priority fee the chain suggests.
func (f *fees) tip() *big.Int { tip, _, _ := f.state(); return tip }

// minTip is the smallest tip the miner includes.
func (f *fees) minTip() *big.Int { _, min, _ := f.state(); return min }

// set spikes the tip (nil restores the calm market).
func (f *fees) set(spike *big.Int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	floor := minerFloor
	f.spike = nil
	if spike != nil {
		f.spike = new(big.Int).Set(spike)
		floor = spike
	}
	// Miner.SetGasTip never fails; it only records the inclusion floor.
	_ = f.backend.Miner().SetGasTip(new(big.Int).Set(floor))
}

// baseFee is the head block's base fee.
func (f *fees) baseFee() *big.Int {
	if bf := f.backend.BlockChain().CurrentHeader().BaseFee; bf != nil {
		return new(big.Int).Set(bf)
	}
	return new(big.Int)
}

// nextBaseFee is the base fee of the block the miner builds next.
func (f *fees) nextBaseFee() *big.Int {
	bc := f.backend.BlockChain()
	return eip1559.CalcBaseFee(bc.Config(), bc.CurrentHeader())
}

// feeAPI answers the eth namespace's fee suggestions from the setting; it
// replaces go-ethereum's oracle, which samples recent blocks and would keep
// suggesting a spiked price long after the spike was reset.
type feeAPI struct{ fees *fees }

// GasPrice is eth_gasPrice: the head's base fee plus the suggested tip, as
// go-ethereum computes it.
func (a *feeAPI) GasPrice(ctx context.Context) (*hexutil.Big, error) {
	return (*hexutil.Big)(new(big.Int).Add(a.fees.baseFee(), a.fees.tip())), nil
}

// MaxPriorityFeePerGas is eth_maxPriorityFeePerGas: the suggested tip.
func (a *feeAPI) MaxPriorityFeePerGas(ctx context.Context) (*hexutil.Big, error) {
	return (*hexutil.Big)(a.fees.tip()), nil
}
