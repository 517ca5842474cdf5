package world

import (
	"context"
	"math/big"
	"testing"

	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/amm"
	"github.com/switchyard-dev/switchyard/apperr"
)

// withinTick: got is within one tick (a factor 1.0001) of want.
func withinTick(got, want *big.Rat) bool {
	hi := new(big.Rat).Mul(want, big.NewRat(10001, 10000))
	lo := new(big.Rat).Quo(want, big.NewRat(10001, 10000))
	return got.Cmp(hi) <= 0 && got.Cmp(lo) >= 0
}

// TestSetV3Price moves V3 pools by real swaps, up and down, on a volatile
// and a stable pair, then every pool of a pair at once; slot0 read after
// each move is at the target price within a tick.
func TestSetV3Price(t *testing.T) {
	tw := startWorld(t, 1)
	ctx := context.Background()
	client := tw.dial(t, 1)
	d, _ := tw.w.Deployment(1)
	tests := []struct {
		pool  string
		price *big.Rat // quote per base
	}{
		{"WETH/USDC@0.05%", big.NewRat(3300, 1)},
		{"WETH/USDC@0.05%", big.NewRat(2800, 1)}, // back down, across the narrow positions
		{"WETH/USDC@1%", big.NewRat(6000, 1)},
		{"USDC/USDT@0.01%", big.NewRat(1002, 1000)},
		{"USDC/USDT@0.01%", big.NewRat(995, 1000)},
	}
	for _, tt := range tests {
		p, ok := d.Pool(tt.pool)
		if !ok || p.Kind != KindUniswapV3 {
			t.Fatalf("pool %s: %+v", tt.pool, p)
		}
		move, err := tw.w.SetPoolPrice(ctx, 1, tt.pool, tt.price)
		if err != nil {
			t.Fatalf("%s to %s: %v", tt.pool, FormatPrice(tt.price), err)
		}
		if !withinTick(move.After.Price, tt.price) || move.After.BlockNumber <= move.Before.BlockNumber {
			t.Errorf("%s to %s: price %s -> %s (blocks %d -> %d)", tt.pool, FormatPrice(tt.price), FormatPrice(move.Before.Price),
				FormatPrice(move.After.Price), move.Before.BlockNumber, move.After.BlockNumber)
		}
		// slot0, read like any client: its tick is the target's.
		slot0 := callAt(t, client, p.Address, v3PoolABI.PackSlot0(), v3PoolABI.UnpackSlot0)
		target, err := v3SqrtTarget(tt.price, d.Tokens[p.Base], d.Tokens[p.Quote], p.Token0)
		if err != nil {
			t.Fatal(err)
		}
		want, err := amm.V3TickAtSqrtRatio(uint256.MustFromBig(target))
		if err != nil {
			t.Fatal(err)
		}
		if got := slot0.Tick.Int64(); got < int64(want)-1 || got > int64(want)+1 {
			t.Errorf("%s to %s: slot0 tick %d, the target's %d", tt.pool, FormatPrice(tt.price), got, want)
		}
	}

	// Every pool of WETH/USDC, named either way round.
	for _, tt := range []struct {
		pair  string
		price *big.Rat
		want  *big.Rat // WETH in USDC
	}{
		{"WETH/USDC", big.NewRat(3600, 1), big.NewRat(3600, 1)},
		{"usdc/weth", big.NewRat(1, 3100), big.NewRat(3100, 1)},
	} {
		pm, err := tw.w.SetPairPrice(ctx, 1, tt.pair, tt.price)
		if err != nil {
			t.Fatalf("%s to %s: %v", tt.pair, FormatPrice(tt.price), err)
		}
		kinds := map[PoolKind]int{}
		for _, m := range pm.Moves {
			kinds[m.After.Kind]++
		}
		if kinds[KindUniswapV2] != 1 || kinds[KindUniswapV3] != len(volatileTiers) || len(pm.Skipped) != 0 {
			t.Errorf("%s: moved %v, skipped %v", tt.pair, kinds, pm.Skipped)
		}
		states, err := tw.w.Pools(ctx, 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range states {
			if s.Base == "WETH" && s.Quote == "USDC" && !withinTick(s.Price, tt.want) {
				t.Errorf("%s to %s: pool %s at %s", tt.pair, FormatPrice(tt.price), s.Name, FormatPrice(s.Price))
			}
		}
	}

	errs := []struct {
		pool  string
		all   bool
		price *big.Rat
		kind  apperr.Kind
		want  string
	}{
		{"WETH/USDC@0.05%", false, big.NewRat(3_000_000, 1), apperr.KindBadRequest, "at most 100x"},
		{"WETH/USDC@0.05%", false, big.NewRat(1, 1000), apperr.KindBadRequest, "at most 100x"},
		{"WETH/USDC@0.05%", false, big.NewRat(0, 1), apperr.KindBadRequest, "must be positive"},
		{"WETH/USDC@0.07%", false, big.NewRat(3000, 1), apperr.KindNotFound, "is not on devnet chain 1"},
		{"WETH/DOGE", true, big.NewRat(1, 1), apperr.KindNotFound, `no pool of "WETH/DOGE" is on devnet chain 1`},
		{"WETH/USDC@0.05%", true, big.NewRat(3000, 1), apperr.KindBadRequest, "must name two tokens"},
		{"WETH", true, big.NewRat(3000, 1), apperr.KindBadRequest, "must name two tokens"},
		{"WETH/USDC", true, big.NewRat(-1, 1), apperr.KindBadRequest, "must be positive"},
		{"WETH/USDC", true, big.NewRat(1_000_000, 1), apperr.KindBadRequest, "at most 100x"},
	}
	for _, tt := range errs {
		var err error
		if tt.all {
			_, err = tw.w.SetPairPrice(ctx, 1, tt.pool, tt.price)
		} else {
			_, err = tw.w.SetPoolPrice(ctx, 1, tt.pool, tt.price)
		}
		wantAppErr(t, err, tt.kind, tt.want)
	}
}
