package amm

import (
	"bytes"
	"errors"
	"math/big"
	"math/rand/v2"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

const (
	stablePools  = 100 // x stableRounds trades, on the pools whose seeding succeeds
	stableRounds = 3
)

type stableCase struct {
	addr     common.Address
	coins    [2]common.Address
	dec      [2]uint8
	a, fee   uint64
	seedTx   *types.Transaction
	seed     *Stable // the state add_liquidity was asked to create
	live     bool
	i        int
	quoted   *big.Int // get_dy on-chain; nil when it reverts
	trade    *types.Transaction
	dxIsZero bool
}

// stableProperties: over random pools (decimals 6/8/18, A 1..5000, fee
// 0..5e9, balances 1e3..1e30) and inputs, GetDy equals get_dy and what
// exchange pays, and errors exactly where the contract reverts. A seeding
// add_liquidity that reverts must be a state whose get_D fails in Go too.
func stableProperties(c *simChain, rng *rand.Rand) {
	t := c.t
	// Two tokens per decimals so any pair of decimals has distinct coins.
	tokens := map[uint8][2]common.Address{}
	supply := new(big.Int).Lsh(big.NewInt(1), 250)
	for _, d := range []uint8{6, 8, 18} {
		var pair [2]common.Address
		for k := range pair {
			pair[k] = c.token("S", d)
			c.send(pair[k], erc20Binding.PackMint(admin.addr, supply))
		}
		tokens[d] = pair
	}
	c.mustCommit("stable tokens")

	maxAllowance := new(big.Int).Sub(two256, big.NewInt(1))
	cases := make([]stableCase, stablePools)
	for k := range cases {
		sc := &cases[k]
		s, dec, a, fee, bal := randStable(t, rng)
		*sc = stableCase{coins: [2]common.Address{tokens[dec[0]][0], tokens[dec[1]][1]}, dec: dec, a: a, fee: fee, seed: s}
		sc.addr = c.deploy(&bindings.StableSwapPoolMetaData,
			stableBinding.PackConstructor(sc.coins, new(big.Int).SetUint64(a), new(big.Int).SetUint64(fee)))
		c.send(sc.coins[0], erc20Binding.PackApprove(sc.addr, maxAllowance))
		c.send(sc.coins[1], erc20Binding.PackApprove(sc.addr, maxAllowance))
		sc.seedTx = c.send(sc.addr, stableBinding.PackAddLiquidity(bal, new(big.Int)))
	}
	receipts := c.commit()
	seeds := map[common.Hash]bool{}
	for k := range cases {
		seeds[cases[k].seedTx.Hash()] = true
	}
	for h, r := range receipts { // deploys and approvals must succeed
		if !seeds[h] && r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("stable pool setup: transaction %s reverted", h)
		}
	}
	dead := 0
	for k := range cases {
		sc := &cases[k]
		sc.live = receipts[sc.seedTx.Hash()].Status == types.ReceiptStatusSuccessful
		xp, err := sc.seed.xp()
		if err == nil {
			_, err = getD(&xp, &sc.seed.Amp)
		}
		if sc.live != (err == nil) {
			t.Errorf("pool %+v: add_liquidity succeeded=%v, Go get_D error %v", sc.seed, sc.live, err)
		}
		if !sc.live {
			dead++
		}
	}

	var traded, zeroOut, freeDust int
	reverted := map[error]int{}
	for range stableRounds {
		for k := range cases {
			sc := &cases[k]
			sc.trade, sc.quoted = nil, nil
			if !sc.live {
				continue
			}
			s := c.stableState(sc)
			sc.i = rng.IntN(2)
			i, j := sc.i, 1-sc.i
			dx := randDx(rng, s.Balances[i].ToBig())
			if sc.dxIsZero = rng.IntN(25) == 0; sc.dxIsZero {
				dx = new(big.Int)
			}
			ib, jb := big.NewInt(int64(i)), big.NewInt(int64(j))
			got, err := s.GetDy(i, j, u256(dx))
			ret, revert := c.call(sc.addr, stableBinding.PackGetDy(ib, jb, dx))
			if revert == nil {
				q, uerr := stableBinding.UnpackGetDy(ret)
				if uerr != nil {
					t.Fatal(uerr)
				}
				sc.quoted = q
			}
			switch {
			case sc.dxIsZero:
				// Not a trade: Go refuses it; the contract pays dust or reverts.
				if !errors.Is(err, ErrInsufficientLiquidity) {
					t.Errorf("%+v: GetDy(0) = %s, %v", s, &got, err)
				}
				if sc.quoted != nil && sc.quoted.Sign() > 0 {
					freeDust++
				}
			case sc.quoted == nil:
				reverted[revertError(revert)]++
				if want := revertError(revert); want == nil || !errors.Is(err, want) {
					t.Errorf("%+v: get_dy(%d, %d, %s) reverts %x (%v), GetDy = %s, %v", s, i, j, dx, revert, want, &got, err)
				}
				if _, rev := c.call(sc.addr, stableBinding.PackExchange(ib, jb, dx, new(big.Int))); rev == nil {
					t.Errorf("%+v: get_dy reverts but exchange(%s) does not", s, dx)
				}
			case sc.quoted.Sign() == 0:
				zeroOut++
				if !errors.Is(err, ErrInsufficientLiquidity) {
					t.Errorf("%+v: get_dy(%d, %d, %s) = 0, GetDy = %s, %v", s, i, j, dx, &got, err)
				}
			default:
				traded++
				if err != nil || got.ToBig().Cmp(sc.quoted) != 0 {
					t.Errorf("%+v: get_dy(%d, %d, %s) = %s, GetDy = %s, %v", s, i, j, dx, sc.quoted, &got, err)
				}
			}
			// Execute every quote that succeeded (dust for nothing included)
			// while the admin holds the input, with min_dy = the quote.
			held := mustCall(c, sc.coins[i], erc20Binding.PackBalanceOf(admin.addr), erc20Binding.UnpackBalanceOf)
			if sc.quoted != nil && dx.Cmp(held) <= 0 {
				sc.trade = c.send(sc.addr, stableBinding.PackExchange(ib, jb, dx, sc.quoted))
			}
		}
		receipts := c.mustCommit("exchanges")
		for k := range cases {
			sc := &cases[k]
			if sc.trade == nil {
				continue
			}
			j := 1 - sc.i
			paid := transferred(receipts[sc.trade.Hash()], sc.coins[j], sc.addr, admin.addr)
			if paid.Cmp(sc.quoted) != 0 {
				t.Errorf("pool %s: exchange paid %s, get_dy said %s", sc.addr, paid, sc.quoted)
			}
		}
	}
	t.Logf("%d pools (%d could not be seeded): %d trades matched get_dy and exchange, %d zero outputs, reverts %v; "+
		"get_dy(i, j, 0) paid dust %d times", stablePools, dead, traded, zeroOut, reverted, freeDust)
	if traded < 150 {
		t.Errorf("only %d trades with output", traded)
	}
}

// revertError is the Go error for a get_dy revert: NoConvergence, or
// Solidity's Panic(uint256) with code 0x11 (overflow/underflow) or 0x12
// (division by zero, an empty coin). The error kinds match exactly, not just
// "some error": the Go code's reordering of the first round (getD) never
// turns one kind into another on a valid state.
func revertError(revert []byte) error {
	panicSel := []byte{0x4e, 0x48, 0x7b, 0x71}
	switch {
	case isError(revert, stableBinding.GetABI(), "NoConvergence"):
		return ErrNoConvergence
	case len(revert) == 36 && bytes.Equal(revert[:4], panicSel) && revert[35] == 0x11:
		return ErrOverflow
	case len(revert) == 36 && bytes.Equal(revert[:4], panicSel) && revert[35] == 0x12:
		return ErrInsufficientLiquidity
	}
	return nil
}

// stableState reads a pool's balances back and builds the Go state.
func (c *simChain) stableState(sc *stableCase) *Stable {
	c.t.Helper()
	var bal [2]*uint256.Int
	for k := range bal {
		bal[k] = u256(mustCall(c, sc.addr, stableBinding.PackBalances(big.NewInt(int64(k))), stableBinding.UnpackBalances))
	}
	s, err := NewStable(bal[0], bal[1], sc.dec[0], sc.dec[1], sc.a, sc.fee)
	if err != nil {
		c.t.Fatal(err)
	}
	return &s
}

// zeroInputDust pins down a contract quirk: on a lopsided pool get_dy(0, 1, 0)
// is positive (get_D floors D, and get_y from that D lands below xp_1), and
// exchange(0, 1, 0, quote) really pays it for nothing. GetDy refuses dx = 0.
func zeroInputDust(c *simChain) {
	t := c.t
	c0, c1 := c.token("D0", 18), c.token("D1", 18)
	bal := [2]*big.Int{num("8226627114075"), num("489993226857955851437529366528")}
	const a, fee = 875, 3937288519
	pool := c.deploy(&bindings.StableSwapPoolMetaData,
		stableBinding.PackConstructor([2]common.Address{c0, c1}, big.NewInt(a), big.NewInt(fee)))
	for k, coin := range []common.Address{c0, c1} {
		c.send(coin, erc20Binding.PackMint(admin.addr, bal[k]))
		c.send(coin, erc20Binding.PackApprove(pool, bal[k]))
	}
	c.send(pool, stableBinding.PackAddLiquidity(bal, new(big.Int)))
	c.mustCommit("dust pool")

	zero, one := new(big.Int), big.NewInt(1)
	q := mustCall(c, pool, stableBinding.PackGetDy(zero, one, zero), stableBinding.UnpackGetDy)
	s := stableOf(t, bal[0], bal[1], 18, 18, a, fee)
	if want, ok := refGetDy(s, 0, 1, zero); !ok || q.Cmp(want) != 0 || q.Cmp(big.NewInt(4631)) != 0 {
		t.Fatalf("get_dy(0, 1, 0) = %s, reference %v %v, want 4631", q, want, ok)
	}
	if _, err := s.GetDy(0, 1, new(uint256.Int)); !errors.Is(err, ErrInsufficientLiquidity) {
		t.Errorf("GetDy(0, 1, 0): %v", err)
	}
	// One unit in is a real trade, and it gets the same bonus.
	got, err := s.GetDy(0, 1, uint256.NewInt(1))
	q1 := mustCall(c, pool, stableBinding.PackGetDy(zero, one, one), stableBinding.UnpackGetDy)
	if err != nil || got.ToBig().Cmp(q1) != 0 {
		t.Errorf("GetDy(0, 1, 1) = %s, %v; get_dy %s", &got, err, q1)
	}
	tx := c.send(pool, stableBinding.PackExchange(zero, one, zero, q))
	r := c.mustCommit("exchange nothing")[tx.Hash()]
	if paid := transferred(r, c1, pool, admin.addr); paid.Cmp(q) != 0 {
		t.Errorf("exchange(0, 1, 0) paid %s, want %s", paid, q)
	}
	t.Logf("get_dy(0, 1, 0) = %s and exchange(0, 1, 0, %s) paid it; get_dy(0, 1, 1) = %s", q, q, q1)
}
