package amm

import (
	"errors"
	"math/big"
	"testing"

	"github.com/holiman/uint256"
)

// Test vectors transcribed from Uniswap/v3-core's own tests
// (test/TickMath.spec.ts, SqrtPriceMath.spec.ts, SwapMath.spec.ts and their
// snapshots).

// encodePriceSqrt is v3-core's test helper: sqrt(reserve1/reserve0) * 2^96,
// computed like bignumber.js does it with the helper's DECIMAL_PLACES 40 (the
// ratio and the root rounded half-up to 40 decimals, the product floored).
// Every ratio used here is exact at 40 decimals, so only the root is rounded.
func encodePriceSqrt(reserve1, reserve0 *big.Int) *uint256.Int {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(80), nil)
	x := new(big.Int).Mul(reserve1, scale)
	x.Quo(x, reserve0) // ratio * 10^80
	t := new(big.Int).Sqrt(x)
	// half-up: (2t+1)^2 <= 4x
	h := new(big.Int).Lsh(t, 1)
	h.Add(h, big.NewInt(1))
	h.Mul(h, h)
	if h.Cmp(new(big.Int).Lsh(x, 2)) <= 0 {
		t.Add(t, big.NewInt(1))
	}
	t.Lsh(t, 96)
	t.Quo(t, new(big.Int).Exp(big.NewInt(10), big.NewInt(40), nil))
	return uint256.MustFromBig(t)
}

func u(s string) *uint256.Int { return uint256.MustFromDecimal(s) }

func e18(n int64) *uint256.Int {
	return uint256.MustFromBig(new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)))
}

func TestV3SqrtRatioAtTickVectors(t *testing.T) {
	want := map[int32]string{
		V3MinTick: "4295128739", V3MinTick + 1: "4295343490",
		V3MaxTick - 1: "1461373636630004318706518188784493106690254656249",
		V3MaxTick:     "1461446703485210103287273052203988822378723970342",
		-50:           "79030349367926598376800521322", -100: "78833030112140176575862854579",
		-250: "78244023372248365697264290337", -500: "77272108795590369356373805297",
		-1000: "75364347830767020784054125655", -2500: "69919044979842180277688105136",
		-3000: "68192822843687888778582228483", -4000: "64867181785621769311890333195",
		-5000: "61703726247759831737814779831", -50000: "6504256538020985011912221507",
		-150000: "43836292794701720435367485", -250000: "295440463448801648376846",
		-500000: "1101692437043807371", -738203: "7409801140451",
		50: "79426470787362580746886972461", 100: "79625275426524748796330556128",
		250: "80224679980005306637834519095", 500: "81233731461783161732293370115",
		1000: "83290069058676223003182343270", 2500: "89776708723587163891445672585",
		3000: "92049301871182272007977902845", 4000: "96768528593268422080558758223",
		5000: "101729702841318637793976746270", 50000: "965075977353221155028623082916",
		150000: "143194173941309278083010301478497", 250000: "21246587762933397357449903968194344",
		500000: "5697689776495288729098254600827762987878", 738203: "847134979253254120489401328389043031315994541",
	}
	for tick, w := range want {
		var got uint256.Int
		if err := V3SqrtRatioAtTick(&got, tick); err != nil {
			t.Fatalf("tick %d: %v", tick, err)
		}
		if got.Dec() != w {
			t.Errorf("getSqrtRatioAtTick(%d) = %s, want %s", tick, got.Dec(), w)
		}
	}
	for _, tick := range []int32{V3MinTick - 1, V3MaxTick + 1} {
		var z uint256.Int
		if err := V3SqrtRatioAtTick(&z, tick); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("getSqrtRatioAtTick(%d) error %v, want 'T' (ErrInvalidArgument)", tick, err)
		}
	}
	var minR, maxR uint256.Int
	_ = V3SqrtRatioAtTick(&minR, V3MinTick)
	_ = V3SqrtRatioAtTick(&maxR, V3MaxTick)
	if !minR.Eq(V3MinSqrtRatio) || !maxR.Eq(V3MaxSqrtRatio) {
		t.Errorf("MIN/MAX_SQRT_RATIO %s %s differ from the ratios at MIN/MAX_TICK", V3MinSqrtRatio.Dec(), V3MaxSqrtRatio.Dec())
	}
}

func TestV3TickAtSqrtRatioVectors(t *testing.T) {
	p := func(r1, r0 *big.Int) *uint256.Int { return encodePriceSqrt(r1, r0) }
	one, e6, e12 := big.NewInt(1), big.NewInt(1_000_000), big.NewInt(1_000_000_000_000)
	maxMinus1 := new(uint256.Int).SubUint64(V3MaxSqrtRatio, 1)
	for _, tc := range []struct {
		ratio *uint256.Int
		want  int32
	}{
		{V3MinSqrtRatio, V3MinTick},
		{u("4295343490"), V3MinTick + 1},
		{u("1461373636630004318706518188784493106690254656249"), V3MaxTick - 1},
		{maxMinus1, V3MaxTick - 1},
		{p(e12, one), 276324}, {p(e6, one), 138162}, {p(one, big.NewInt(64)), -41591},
		{p(one, big.NewInt(8)), -20796}, {p(one, big.NewInt(2)), -6932}, {p(one, one), 0},
		{p(big.NewInt(2), one), 6931}, {p(big.NewInt(8), one), 20795}, {p(big.NewInt(64), one), 41590},
		{p(one, e6), -138163}, {p(one, e12), -276325},
	} {
		got, err := V3TickAtSqrtRatio(tc.ratio)
		if err != nil || got != tc.want {
			t.Errorf("getTickAtSqrtRatio(%s) = %d, %v; want %d", tc.ratio.Dec(), got, err, tc.want)
		}
	}
	// The snapshot's ratios, as encodePriceSqrt gave them to v3-core.
	if got := p(one, big.NewInt(2)).Dec(); got != "56022770974786139918731938227" {
		t.Errorf("encodePriceSqrt(1, 2) = %s, want v3-core's 56022770974786139918731938227", got)
	}
	for _, r := range []*uint256.Int{new(uint256.Int).SubUint64(V3MinSqrtRatio, 1), V3MaxSqrtRatio} {
		if _, err := V3TickAtSqrtRatio(r); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("getTickAtSqrtRatio(%s) error %v, want 'R' (ErrInvalidArgument)", r.Dec(), err)
		}
	}
}

func TestV3SqrtPriceMathVectors(t *testing.T) {
	one := big.NewInt(1)
	p11 := encodePriceSqrt(one, one)
	tenth := new(uint256.Int).Div(e18(1), uint256.NewInt(10))
	next := func(in bool, sqrtP, liq, amt *uint256.Int, zfo bool) (string, error) {
		var z uint256.Int
		var err error
		if in {
			err = nextSqrtPriceFromInput(&z, sqrtP, liq, amt, zfo)
		} else {
			err = nextSqrtPriceFromOutput(&z, sqrtP, liq, amt, zfo)
		}
		return z.Dec(), err
	}
	maxU256 := new(uint256.Int).Set(&maxUint256)
	pow := func(n uint) *uint256.Int { return new(uint256.Int).Lsh(uint256.NewInt(1), n) }
	maxU160 := new(uint256.Int).Set(&maxUint160)
	maxNoOverflow := new(uint256.Int).Sub(maxU256, new(uint256.Int).Div(new(uint256.Int).Lsh(&maxUint128, 96), maxU160))
	ok := []struct {
		in       bool
		sqrtP    *uint256.Int
		liq, amt *uint256.Int
		zfo      bool
		want     string
	}{
		{true, uint256.NewInt(1), uint256.NewInt(1), pow(255), true, "1"},
		{true, p11, tenth, uint256.NewInt(0), true, p11.Dec()},
		{true, p11, tenth, uint256.NewInt(0), false, p11.Dec()},
		{true, maxU160, new(uint256.Int).Set(&maxUint128), maxNoOverflow, true, "1"},
		{true, p11, e18(1), tenth, false, "87150978765690771352898345369"},
		{true, p11, e18(1), tenth, true, "72025602285694852357767227579"},
		{true, p11, e18(10), pow(100), true, "624999999995069620"},
		{true, p11, uint256.NewInt(1), new(uint256.Int).Rsh(maxU256, 1), true, "1"},
		{false, u("20282409603651670423947251286016"), uint256.NewInt(1024), uint256.NewInt(262143), true, "77371252455336267181195264"},
		{false, p11, tenth, uint256.NewInt(0), true, p11.Dec()},
		{false, p11, e18(1), tenth, false, "88031291682515930659493278152"},
		{false, p11, e18(1), tenth, true, "71305346262837903834189555302"},
		{true, u("1025574284609383690408304870162715216695788925244"), u("50015962439936049619261659728067971248"), uint256.NewInt(406), true, "1025574284609383582644711336373707553698163132913"},
	}
	for i, tc := range ok {
		got, err := next(tc.in, tc.sqrtP, tc.liq, tc.amt, tc.zfo)
		if err != nil || got != tc.want {
			t.Errorf("case %d: %s, %v; want %s", i, got, err, tc.want)
		}
	}
	price := u("20282409603651670423947251286016")
	bad := []struct {
		in       bool
		sqrtP    *uint256.Int
		liq, amt *uint256.Int
		zfo      bool
	}{
		{true, uint256.NewInt(0), uint256.NewInt(0), tenth, false},
		{true, uint256.NewInt(1), uint256.NewInt(0), tenth, true},
		{true, maxU160, uint256.NewInt(1024), uint256.NewInt(1024), false},
		{false, uint256.NewInt(0), uint256.NewInt(0), tenth, false},
		{false, uint256.NewInt(1), uint256.NewInt(0), tenth, true},
		{false, price, uint256.NewInt(1024), uint256.NewInt(4), false},
		{false, price, uint256.NewInt(1024), uint256.NewInt(5), false},
		{false, price, uint256.NewInt(1024), uint256.NewInt(262145), true},
		{false, price, uint256.NewInt(1024), uint256.NewInt(262144), true},
		{false, p11, uint256.NewInt(1), maxU256, true},
		{false, p11, uint256.NewInt(1), maxU256, false},
	}
	for i, tc := range bad {
		if got, err := next(tc.in, tc.sqrtP, tc.liq, tc.amt, tc.zfo); err == nil {
			t.Errorf("revert case %d: got %s, want a revert", i, got)
		}
	}

	p121 := encodePriceSqrt(big.NewInt(121), big.NewInt(100))
	var up, down uint256.Int
	if err := amount0Delta(&up, p11, p121, e18(1), true); err != nil || up.Dec() != "90909090909090910" {
		t.Errorf("getAmount0Delta up = %s, %v", up.Dec(), err)
	}
	_ = amount0Delta(&down, p11, p121, e18(1), false)
	if new(uint256.Int).AddUint64(&down, 1).Cmp(&up) != 0 {
		t.Errorf("getAmount0Delta down = %s, want up-1", down.Dec())
	}
	if err := amount1Delta(&up, p11, p121, e18(1), true); err != nil || up.Dec() != "100000000000000000" {
		t.Errorf("getAmount1Delta up = %s, %v", up.Dec(), err)
	}
	_ = amount1Delta(&down, p11, p121, e18(1), false)
	if new(uint256.Int).AddUint64(&down, 1).Cmp(&up) != 0 {
		t.Errorf("getAmount1Delta down = %s, want up-1", down.Dec())
	}
	a, b := encodePriceSqrt(new(big.Int).Lsh(one, 90), one), encodePriceSqrt(new(big.Int).Lsh(one, 96), one)
	_ = amount0Delta(&up, a, b, e18(1), true)
	_ = amount0Delta(&down, a, b, e18(1), false)
	if new(uint256.Int).AddUint64(&down, 1).Cmp(&up) != 0 {
		t.Errorf("getAmount0Delta for prices that overflow: up %s, down %s", up.Dec(), down.Dec())
	}
	for _, liq := range []*uint256.Int{uint256.NewInt(0)} {
		_ = amount0Delta(&up, p11, encodePriceSqrt(big.NewInt(2), one), liq, true)
		_ = amount1Delta(&down, p11, encodePriceSqrt(big.NewInt(2), one), liq, true)
		if !up.IsZero() || !down.IsZero() {
			t.Errorf("zero liquidity deltas %s %s", up.Dec(), down.Dec())
		}
	}
	var q uint256.Int
	_ = amount0Delta(&q, u("1025574284609383582644711336373707553698163132913"), u("1025574284609383690408304870162715216695788925244"), u("50015962439936049619261659728067971248"), true)
	if q.Dec() != "406" {
		t.Errorf("getAmount0Delta(sqrtQ, sqrtP) = %s, want 406", q.Dec())
	}
}

func TestV3ComputeSwapStepVectors(t *testing.T) {
	one := big.NewInt(1)
	p11 := encodePriceSqrt(one, one)
	ps := func(a, b int64) *uint256.Int { return encodePriceSqrt(big.NewInt(a), big.NewInt(b)) }
	sqrtP := u("20282409603651670423947251286016")
	for i, tc := range []struct {
		price, target, liq, amount *uint256.Int
		exactIn                    bool
		fee                        uint32
		in, fee_, out, sqrtQ       string
	}{
		{p11, ps(101, 100), e18(2), e18(1), true, 600, "9975124224178055", "5988667735148", "9925619580021728", ps(101, 100).Dec()},
		{p11, ps(101, 100), e18(2), e18(1), false, 600, "9975124224178055", "5988667735148", "9925619580021728", ps(101, 100).Dec()},
		{p11, ps(1000, 100), e18(2), e18(1), true, 600, "999400000000000000", "600000000000000", "666399946655997866", ""},
		{p11, ps(10000, 100), e18(2), e18(1), false, 600, "2000000000000000000", "1200720432259356", e18(1).Dec(), ""},
		{u("417332158212080721273783715441582"), u("1452870262520218020823638996"), u("159344665391607089467575320103"), uint256.NewInt(1), false, 1, "1", "1", "1", "417332158212080721273783715441581"},
		{uint256.NewInt(2), uint256.NewInt(1), uint256.NewInt(1), u("3915081100057732413702495386755767"), true, 1, "39614081257132168796771975168", "39614120871253040049813", "0", "1"},
		{uint256.NewInt(2413), u("79887613182836312"), u("1985041575832132834610021537970"), uint256.NewInt(10), true, 1872, "0", "10", "0", "2413"},
		{sqrtP, new(uint256.Int).Div(new(uint256.Int).Mul(sqrtP, uint256.NewInt(11)), uint256.NewInt(10)), uint256.NewInt(1024), uint256.NewInt(4), false, 3000, "26215", "79", "0", new(uint256.Int).Div(new(uint256.Int).Mul(sqrtP, uint256.NewInt(11)), uint256.NewInt(10)).Dec()},
		{sqrtP, new(uint256.Int).Div(new(uint256.Int).Mul(sqrtP, uint256.NewInt(9)), uint256.NewInt(10)), uint256.NewInt(1024), uint256.NewInt(263000), false, 3000, "1", "1", "26214", new(uint256.Int).Div(new(uint256.Int).Mul(sqrtP, uint256.NewInt(9)), uint256.NewInt(10)).Dec()},
	} {
		var s swapStep
		if err := computeSwapStep(&s, tc.price, tc.target, tc.liq, tc.amount, tc.exactIn, tc.fee); err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if s.amountIn.Dec() != tc.in || s.feeAmount.Dec() != tc.fee_ || s.amountOut.Dec() != tc.out || (tc.sqrtQ != "" && s.sqrtNext.Dec() != tc.sqrtQ) {
			t.Errorf("case %d: in %s fee %s out %s sqrtQ %s; want %s %s %s %s", i, s.amountIn.Dec(), s.feeAmount.Dec(), s.amountOut.Dec(), s.sqrtNext.Dec(), tc.in, tc.fee_, tc.out, tc.sqrtQ)
		}
	}
}
