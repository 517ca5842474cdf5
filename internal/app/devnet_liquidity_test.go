//go:build !nodevnet

package app

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chain/evm"
	"github.com/switchyard-dev/switchyard/devnet/world"
	"github.com/switchyard-dev/switchyard/internal/testkit"
	"github.com/switchyard-dev/switchyard/liquidity"
	"github.com/switchyard-dev/switchyard/liquidity/evmsource"
)

// The devnet's liquidity source reads every pool of the world, with the
// deployment's contracts, the GMP gateway's terms and the solver's
// inventory; a price move is published with its block.
func TestDevnetLiquidity(t *testing.T) {
	testkit.Slow(t, "starts the devnet")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	s := DevnetSettings{Chains: "1,42161", BlockInterval: time.Second, Names: ServeDevnetFlags, DataDir: dir}
	if p := s.Problems(); len(p) > 0 {
		t.Fatal(p)
	}
	_, db, err := OpenDataDir(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	logger := slog.New(slog.DiscardHandler)
	dn, err := startDevnet(ctx, &s, cat, db, logger)
	if err != nil {
		t.Fatal(err)
	}
	defer dn.Close()

	heads, err := evm.New(evm.Config{Chains: devnetHeadChains(dn), Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"1", "42161"}, heads.ChainIDs()); diff != "" {
		t.Errorf("watched chains (-want +got):\n%s", diff)
	}
	headsCtx, stopHeads := context.WithCancel(ctx)
	headsDone := make(chan error, 1)
	go func() { headsDone <- heads.Run(headsCtx) }()
	defer func() { stopHeads(); <-headsDone }()
	src, err := devnetLiquidity(dn, cat, heads, logger)
	if err != nil {
		t.Fatal(err)
	}
	if src.Name() != "devnet" {
		t.Errorf("name %q", src.Name())
	}
	chains, err := src.Load(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(chains) != 2 {
		t.Fatalf("%d chains", len(chains))
	}
	for _, c := range chains {
		dep, _ := dn.net.World().Deployment(c.NumericID)
		if c.BridgeName != dep.BridgeChainName || c.BlockTime != time.Second || c.WrappedNative != dep.Tokens[dep.WrappedNative].Address ||
			c.NativeToken.Symbol != "ETH" || c.NativeToken.USDPrice <= 0 || c.Gas != withPrice(liquidity.DefaultGas(), c.Gas) {
			t.Errorf("chain %s: %+v", c.ID, c)
		}
		want := liquidity.Contracts{Router: dep.Router, Multicall: dep.Multicall, PairSwapper: dep.PairSwapper, V3Router: dep.Uniswap.SwapRouter, Gateway: dep.Gateway,
			GasService: dep.GasService, Settlement: dep.Settlement}
		if c.Contracts != want || c.Contracts.PairSwapper == (common.Address{}) {
			t.Errorf("chain %s: contracts %+v, want %+v", c.ID, c.Contracts, want)
		}
		if len(c.Tokens) != len(dep.Tokens) {
			t.Errorf("chain %s: %d tokens, the deployment %d", c.ID, len(c.Tokens), len(dep.Tokens))
		}
		states, err := dn.net.World().Pools(ctx, c.NumericID)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Pools) != len(dep.Pools) {
			t.Fatalf("chain %s: %d pools, want %d", c.ID, len(c.Pools), len(dep.Pools))
		}
		client, _ := dn.client(c.NumericID)
		for i, p := range c.Pools {
			st := states[i]
			if p.Kind == liquidity.V3Pool {
				// the same state as the one-pool reader finds at the block
				v3, err := evmsource.ReadV3Pool(ctx, client, p.Address, new(big.Int).SetUint64(c.Block), evmsource.DefaultV3Words)
				if err != nil {
					t.Fatal(err)
				}
				if diff := cmp.Diff(*v3, p.V3); diff != "" || p.Address != st.Address || p.Tokens != [2]common.Address{st.Token0, st.Token1} {
					t.Errorf("chain %s V3 pool %s (-one-pool reader +source):\n%s", c.ID, st.Name, diff)
				}
				continue
			}
			r0, r1 := p.Pair.Reserve0.ToBig(), p.Pair.Reserve1.ToBig()
			if p.Kind == liquidity.StablePool {
				r0, r1 = p.Stable.Balances[0].ToBig(), p.Stable.Balances[1].ToBig()
			}
			// interval blocks carry no pool changes: the reserves are the world's
			if p.Address != st.Address || p.FeeBps() != st.FeeBps || r0.Cmp(st.Reserve0) != 0 || r1.Cmp(st.Reserve1) != 0 {
				t.Errorf("chain %s pool %s: %s %s fee %d, world %s %s fee %d", c.ID, st.Name, r0, r1, p.FeeBps(), st.Reserve0, st.Reserve1, st.FeeBps)
			}
		}
		g := c.GMP
		bridged := dep.Bridged[world.BridgedSymbol]
		tok, _ := dep.TokenAt(bridged)
		one := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tok.Decimals)), nil)
		// the relayer's 2 confirmations of 1s blocks
		if g == nil || g.Symbol != "axlUSDC" || g.Token != bridged || g.Min.ToBig().Cmp(one) != 0 ||
			g.Max.ToBig().Cmp(new(big.Int).Mul(one, big.NewInt(1_000_000))) != 0 || g.Confirmation != 2*time.Second || !g.BaseFee.IsZero() {
			t.Errorf("chain %s: gmp %+v", c.ID, g)
		}
		in := c.Intents
		if in == nil || in.Solver != world.Solver().Address || in.SpreadBps != 10 || in.FixedFeeUSD != 0.5 || in.MinUSD != 10 ||
			in.FillTime != 10*time.Second || in.Expiry != 10*time.Minute {
			t.Fatalf("chain %s: intents %+v", c.ID, in)
		}
		if v, ok := in.Inventory[liquidity.Native]; !ok || v.IsZero() {
			t.Errorf("chain %s: no native inventory", c.ID)
		}
		for _, p := range dep.Pools {
			for _, a := range []common.Address{p.Token0, p.Token1} {
				if v, ok := in.Inventory[a]; !ok || v.IsZero() {
					t.Errorf("chain %s: no inventory of pooled %s", c.ID, a.Hex())
				}
			}
		}
	}

	// Watch publishes the interval blocks, and a price move.
	published := make(chan *liquidity.Chain, 100)
	watchCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- src.Watch(watchCtx, func(c *liquidity.Chain) { published <- c }) }()
	defer func() { stop(); <-done }()
	move, err := dn.net.World().SetPoolPrice(ctx, 42161, "WETH/USDC", big.NewRat(2500, 1))
	if err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case c := <-published:
			if c.ID != "42161" || c.Block < move.After.BlockNumber {
				continue
			}
			for _, p := range c.Pools {
				if p.Address == move.After.Address && p.Pair.Reserve0.ToBig().Cmp(move.After.Reserve0) == 0 {
					return
				}
			}
		case <-ctx.Done():
			t.Fatal("the price move was not published")
		}
	}
}

// withPrice is the gas model with c's price.
func withPrice(g, c liquidity.Gas) liquidity.Gas {
	g.Price = c.Price
	return g
}
