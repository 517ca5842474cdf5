package contracts_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// stableRef is a Go port of StableSwapMath (the formulas in its comment),
// used to show the contract matches them bit for bit.
type stableRef struct {
	rates [2]*big.Int
	amp   *big.Int // A * 100
	fee   *big.Int // 1e10 precision
}

var (
	bigN       = big.NewInt(2)
	aPrecision = big.NewInt(100)
	precision  = big.NewInt(1e18)
	feeDenom   = big.NewInt(1e10)
)

func newStableRef(dec0, dec1 int, a, fee int64) stableRef {
	rate := func(d int) *big.Int { return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(36-d)), nil) }
	return stableRef{rates: [2]*big.Int{rate(dec0), rate(dec1)}, amp: big.NewInt(a * 100), fee: big.NewInt(fee)}
}

func mulDiv(a, b, c *big.Int) *big.Int { return new(big.Int).Div(new(big.Int).Mul(a, b), c) }

func absDiffLE1(a, b *big.Int) bool {
	return new(big.Int).Abs(new(big.Int).Sub(a, b)).Cmp(big.NewInt(1)) <= 0
}

func (s stableRef) xp(bal [2]*big.Int) [2]*big.Int {
	return [2]*big.Int{mulDiv(s.rates[0], bal[0], precision), mulDiv(s.rates[1], bal[1], precision)}
}

func (s stableRef) getD(xp [2]*big.Int) *big.Int {
	sum := add(xp[0], xp[1])
	if sum.Sign() == 0 {
		return sum
	}
	d := new(big.Int).Set(sum)
	ann := new(big.Int).Mul(s.amp, bigN)
	for range 255 {
		dP := new(big.Int).Set(d)
		for _, x := range xp {
			dP = mulDiv(dP, d, new(big.Int).Mul(x, bigN))
		}
		dPrev := d
		num := new(big.Int).Mul(add(new(big.Int).Div(new(big.Int).Mul(ann, sum), aPrecision), new(big.Int).Mul(dP, bigN)), d)
		den := add(new(big.Int).Div(new(big.Int).Mul(sub(ann, aPrecision), d), aPrecision), new(big.Int).Mul(big.NewInt(3), dP))
		d = num.Div(num, den)
		if absDiffLE1(d, dPrev) {
			return d
		}
	}
	panic("no convergence")
}

func (s stableRef) getY(i, j int, x *big.Int, xp [2]*big.Int) *big.Int {
	d := s.getD(xp)
	ann := new(big.Int).Mul(s.amp, bigN)
	c := mulDiv(d, d, new(big.Int).Mul(x, bigN))
	c = new(big.Int).Div(new(big.Int).Mul(new(big.Int).Mul(c, d), aPrecision), new(big.Int).Mul(ann, bigN))
	b := add(x, new(big.Int).Div(new(big.Int).Mul(d, aPrecision), ann))
	y := new(big.Int).Set(d)
	for range 255 {
		yPrev := y
		num := add(new(big.Int).Mul(y, y), c)
		den := sub(add(new(big.Int).Mul(big.NewInt(2), y), b), d)
		y = num.Div(num, den)
		if absDiffLE1(y, yPrev) {
			return y
		}
	}
	panic("no convergence")
}

func (s stableRef) getDy(i, j int, dx *big.Int, bal [2]*big.Int) *big.Int {
	xp := s.xp(bal)
	x := add(xp[i], mulDiv(dx, s.rates[i], precision))
	y := s.getY(i, j, x, xp)
	dy := sub(sub(xp[j], y), big.NewInt(1))
	fee := mulDiv(s.fee, dy, feeDenom)
	return mulDiv(sub(dy, fee), precision, s.rates[j])
}

func (c *chain) stableBalances(pool common.Address) [2]*big.Int {
	c.t.Helper()
	return [2]*big.Int{
		call(c, pool, stableBinding.PackBalances(big.NewInt(0)), stableBinding.UnpackBalances),
		call(c, pool, stableBinding.PackBalances(big.NewInt(1)), stableBinding.UnpackBalances),
	}
}

func TestStableSwapGetDyMatchesExchange(t *testing.T) {
	const a, fee = 200, 4_000_000 // A = 200, 0.04%
	c := newChain(t, nil)
	usdc := c.token("USDC", 6)
	dai := c.token("DAI", 18)
	pool := c.stable(usdc, dai, a, fee, units(1_000_000, 6), units(1_100_000, 18))
	ref := newStableRef(6, 18, a, fee)
	coins := [2]common.Address{usdc, dai}

	if got := call(c, pool, stableBinding.PackA(), stableBinding.UnpackA); got.Int64() != a {
		t.Errorf("A() = %s", got)
	}
	if got := call(c, pool, stableBinding.PackAPrecise(), stableBinding.UnpackAPrecise); got.Int64() != a*100 {
		t.Errorf("A_precise() = %s", got)
	}
	if got := call(c, pool, stableBinding.PackFee(), stableBinding.UnpackFee); got.Int64() != fee {
		t.Errorf("fee() = %s", got)
	}
	for k, coin := range coins {
		if got := call(c, pool, stableBinding.PackCoins(big.NewInt(int64(k))), stableBinding.UnpackCoins); got != coin {
			t.Errorf("coins(%d) = %s", k, got)
		}
	}

	trades := []struct {
		i, j int
		dx   *big.Int
	}{
		{0, 1, units(1_000, 6)},
		{1, 0, units(2_500, 18)},
		{0, 1, units(400_000, 6)}, // deep into the curve
		{1, 0, big.NewInt(123_456_789_123_456_789)},
		{0, 1, big.NewInt(1)},
	}
	for n, tr := range trades {
		t.Run(fmt.Sprintf("%d:%d->%d", n, tr.i, tr.j), func(t *testing.T) {
			bal := c.stableBalances(pool)
			i, j := big.NewInt(int64(tr.i)), big.NewInt(int64(tr.j))
			quoted := call(c, pool, stableBinding.PackGetDy(i, j, tr.dx), stableBinding.UnpackGetDy)
			wantBig(t, "get_dy vs Go port", quoted, ref.getDy(tr.i, tr.j, tr.dx, bal))

			c.mint(coins[tr.i], alice.addr, tr.dx)
			c.approve(alice, coins[tr.i], pool, tr.dx)
			_, err := c.send(alice, pool, nil, stableBinding.PackExchange(i, j, tr.dx, add(quoted, big.NewInt(1))))
			wantRevert(t, err, stableBinding.GetABI(), "Slippage")

			before := c.balance(coins[tr.j], alice.addr)
			r := c.mustSend(alice, pool, nil, stableBinding.PackExchange(i, j, tr.dx, quoted))
			wantBig(t, "received", sub(c.balance(coins[tr.j], alice.addr), before), quoted)

			ev := oneLog(t, r, pool, stableBinding.UnpackTokenExchangeEvent)
			if ev.Buyer != alice.addr || ev.SoldId.Cmp(i) != 0 || ev.BoughtId.Cmp(j) != 0 ||
				ev.TokensSold.Cmp(tr.dx) != 0 || ev.TokensBought.Cmp(quoted) != 0 {
				t.Errorf("TokenExchange event = %+v", ev)
			}
			after := c.stableBalances(pool)
			wantBig(t, "balances(i)", after[tr.i], add(bal[tr.i], tr.dx))
			wantBig(t, "balances(j)", after[tr.j], sub(bal[tr.j], quoted))
			for k, coin := range coins {
				wantBig(t, "pool token balance", c.balance(coin, pool), after[k])
			}
		})
	}
}

func TestStableSwapLiquidity(t *testing.T) {
	c := newChain(t, nil)
	abiT := stableBinding.GetABI()
	usdc := c.token("USDC", 6)
	axl := c.token("axlUSDC", 6)
	pool := c.stable(usdc, axl, 100, 4_000_000, units(500_000, 6), units(500_000, 6))
	ref := newStableRef(6, 6, 100, 4_000_000)

	// First deposit mints D (18-decimal units).
	d0 := ref.getD(ref.xp([2]*big.Int{units(500_000, 6), units(500_000, 6)}))
	wantBig(t, "initial LP", c.balance(pool, admin.addr), d0)
	wantBig(t, "virtual price", call(c, pool, stableBinding.PackGetVirtualPrice(), stableBinding.UnpackGetVirtualPrice), units(1, 18))

	// An imbalanced deposit pays the imbalance fee: fewer shares than the D growth.
	amounts := [2]*big.Int{units(10_000, 6), new(big.Int)}
	c.mint(usdc, alice.addr, amounts[0])
	c.approve(alice, usdc, pool, amounts[0])
	r := c.mustSend(alice, pool, nil, stableBinding.PackAddLiquidity(amounts, big.NewInt(0)))
	ev := oneLog(t, r, pool, stableBinding.UnpackAddLiquidityEvent)
	minted := c.balance(pool, alice.addr)
	d1 := ref.getD(ref.xp(c.stableBalances(pool)))
	wantBig(t, "AddLiquidity invariant", ev.Invariant, d1)
	if ev.Fees[0].Sign() == 0 || ev.Fees[1].Sign() == 0 {
		t.Errorf("imbalanced deposit charged no fee: %v", ev.Fees)
	}
	if minted.Cmp(sub(d1, d0)) >= 0 {
		t.Errorf("minted %s, want below D growth %s", minted, sub(d1, d0))
	}

	_, err := c.send(alice, pool, nil, stableBinding.PackAddLiquidity(amounts, units(1_000_000, 18)))
	wantRevert(t, err, abiT, "Slippage")

	// Proportional withdrawal.
	bal := c.stableBalances(pool)
	supply := call(c, pool, stableBinding.PackTotalSupply(), stableBinding.UnpackTotalSupply)
	c.mustSend(alice, pool, nil, stableBinding.PackRemoveLiquidity(minted, [2]*big.Int{new(big.Int), new(big.Int)}))
	wantBig(t, "withdrawn USDC", c.balance(usdc, alice.addr), mulDiv(bal[0], minted, supply))
	wantBig(t, "withdrawn axlUSDC", c.balance(axl, alice.addr), mulDiv(bal[1], minted, supply))

	for _, bad := range []struct {
		name string
		data []byte
		want string
	}{
		{"same coin", stableBinding.PackGetDy(big.NewInt(0), big.NewInt(0), big.NewInt(1)), "SameCoin"},
		{"index out of range", stableBinding.PackGetDy(big.NewInt(0), big.NewInt(2), big.NewInt(1)), "InvalidIndex"},
		{"negative index", stableBinding.PackGetDy(big.NewInt(-1), big.NewInt(0), big.NewInt(1)), "InvalidIndex"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			_, err := c.send(alice, pool, nil, bad.data)
			wantRevert(t, err, abiT, bad.want)
		})
	}
}
