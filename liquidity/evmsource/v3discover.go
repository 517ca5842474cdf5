package evmsource

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/uniswap/bindings/uniswapv3factory"
	"github.com/switchyard-dev/switchyard/liquidity"
)

var v3FactoryABI = uniswapv3factory.NewUniswapV3Factory()

// V3Discovery names Uniswap-V3 pools by their factory instead of one by
// one: every pool the factory has for two of Tokens at one of Fees
// (hundredths of a bp: 100, 500, 3000, 10000) is read, as if listed.
type V3Discovery struct {
	Factory common.Address
	Fees    []uint32
	Tokens  []common.Address
}

// discoverV3 asks the chain's factories (getPool at block) for the pools
// of every pair of their tokens at each fee tier, and returns the specs
// with the pools found that are not listed already.
func (r *reader) discoverV3(ctx context.Context, block uint64) ([]PoolSpec, error) {
	specs := append([]PoolSpec(nil), r.specs...)
	if len(r.v3) == 0 {
		return specs, nil
	}
	listed := map[common.Address]bool{}
	for _, s := range specs {
		listed[s.Address] = true
	}
	type found struct {
		q      *request
		tokens [2]common.Address
		d      *V3Discovery
	}
	var asks []found
	var reqs []*request
	for i := range r.v3 {
		d := &r.v3[i]
		for a := range d.Tokens {
			for b := a + 1; b < len(d.Tokens); b++ {
				t0, t1 := d.Tokens[a], d.Tokens[b]
				if bytes.Compare(t0[:], t1[:]) > 0 {
					t0, t1 = t1, t0
				}
				for _, fee := range d.Fees {
					q := call(d.Factory, v3FactoryABI.PackGetPool(t0, t1, new(big.Int).SetUint64(uint64(fee))))
					asks = append(asks, found{q: q, tokens: [2]common.Address{t0, t1}, d: d})
					reqs = append(reqs, q)
				}
			}
		}
	}
	if err := r.do(ctx, reqs, block); err != nil {
		return nil, err
	}
	for _, f := range asks {
		pool, err := f.q.address()
		if err != nil {
			return nil, fmt.Errorf("V3 factory %s getPool: %w", f.d.Factory.Hex(), err)
		}
		if pool == (common.Address{}) || listed[pool] {
			continue
		}
		listed[pool] = true
		specs = append(specs, PoolSpec{Address: pool, Kind: liquidity.V3Pool, Tokens: f.tokens})
	}
	return specs, nil
}
