package world

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

func wantAppErr(t *testing.T, err error, kind apperr.Kind, want string) {
	t.Helper()
	if err == nil || !apperr.Is(err, kind) || !strings.Contains(err.Error(), want) {
		t.Errorf("error %v; want a %s error mentioning %q", err, kind.Type(), want)
	}
}

func TestFundToken(t *testing.T) {
	tw := startWorld(t, 8453)
	ctx := context.Background()
	client := tw.dial(t, 8453)
	d, _ := tw.w.Deployment(8453)
	to := common.HexToAddress("0x000000000000000000000000000000000000bEEF")
	for _, tt := range []struct{ ref, symbol string }{
		{"USDC", "USDC"}, {"usdc", "USDC"}, {d.Tokens["DAI"].Address.Hex(), "DAI"}, {"WETH", "WETH"}, {"axlUSDC", "axlUSDC"},
	} {
		tok := d.Tokens[tt.symbol]
		before := callAt(t, client, tok.Address, erc20ABI.PackBalanceOf(to), erc20ABI.UnpackBalanceOf)
		f, err := tw.w.FundToken(ctx, 8453, tt.ref, to, big.NewInt(1234567))
		if err != nil {
			t.Fatalf("fund %s: %v", tt.ref, err)
		}
		after := callAt(t, client, tok.Address, erc20ABI.PackBalanceOf(to), erc20ABI.UnpackBalanceOf)
		if f.Token.Symbol != tt.symbol || new(big.Int).Sub(after, before).Int64() != 1234567 || f.Balance.Cmp(after) != 0 {
			t.Errorf("fund %s: token %s, balance %s → %s, reported %s", tt.ref, f.Token.Symbol, before, after, f.Balance)
		}
		if r, err := client.TransactionReceipt(ctx, f.TxHash); err != nil || r.Status != types.ReceiptStatusSuccessful || r.BlockNumber.Uint64() != f.BlockNumber {
			t.Errorf("fund %s: receipt %+v, %v", tt.ref, r, err)
		}
	}
	_, err := tw.w.FundToken(ctx, 8453, "NOPE", to, big.NewInt(1))
	wantAppErr(t, err, apperr.KindNotFound, `token "NOPE" is not on devnet chain 8453; its pooled tokens are WETH, USDC`)
	_, err = tw.w.FundToken(ctx, 8453, "ETH", to, big.NewInt(1))
	wantAppErr(t, err, apperr.KindBadRequest, `"native": true`)
	_, err = tw.w.FundToken(ctx, 8453, "0x1234", to, big.NewInt(1))
	wantAppErr(t, err, apperr.KindBadRequest, "neither a symbol nor an address")
	_, err = tw.w.FundToken(ctx, 8453, "USDC", to, new(big.Int).Lsh(big.NewInt(1), 256))
	wantAppErr(t, err, apperr.KindBadRequest, "overflow")
	_, err = tw.w.FundToken(ctx, 8453, "WETH", to, units(2_000_000_000))
	wantAppErr(t, err, apperr.KindBadRequest, "can wrap at most")
	_, err = tw.w.FundToken(ctx, 1, "USDC", to, big.NewInt(1))
	wantAppErr(t, err, apperr.KindNotFound, "chain 1 has no devnet contracts")
}

func TestSetPoolPrice(t *testing.T) {
	tw := startWorld(t, 1)
	ctx := context.Background()
	client := tw.dial(t, 1)
	tests := []struct {
		pool, price string
		want        *big.Rat // quote per base after the move
	}{
		{"WETH/USDC", "3500", big.NewRat(3500, 1)},
		{"WETH/USDC", "2500.5", big.NewRat(25005, 10)},
		{"usdc/weth", "0.0005", big.NewRat(2000, 1)}, // reversed: WETH at 2000 USDC
		{"WBTC/WETH", "40", big.NewRat(40, 1)},       // the WETH9 quote side only grows
		{"WBTC/WETH", "20", big.NewRat(20, 1)},
		{"USDC/USDT", "0.98", big.NewRat(98, 100)},
	}
	for _, tt := range tests {
		d, _ := tw.w.Deployment(1)
		p, _ := d.Pool(tt.pool)
		price, err := ParsePrice(tt.price)
		if err != nil {
			t.Fatal(err)
		}
		move, err := tw.w.SetPoolPrice(ctx, 1, tt.pool, price)
		if err != nil {
			t.Fatalf("%s to %s: %v", tt.pool, tt.price, err)
		}
		s := move.After
		if move.Before.Price.Cmp(s.Price) == 0 || move.Before.BlockNumber >= s.BlockNumber {
			t.Errorf("%s: before %s at %d, after %s at %d", tt.pool, FormatPrice(move.Before.Price), move.Before.BlockNumber, FormatPrice(s.Price), s.BlockNumber)
		}
		if !withinRounding(s.Price, tt.want) {
			t.Errorf("%s to %s: price now %s", tt.pool, tt.price, FormatPrice(s.Price))
		}
		// getReserves, read like any client, says the same.
		r := callAt(t, client, p.Address, v2PairABI.PackGetReserves(), v2PairABI.UnpackGetReserves)
		if r.Reserve0.Cmp(s.Reserve0) != 0 || r.Reserve1.Cmp(s.Reserve1) != 0 {
			t.Errorf("%s: getReserves %s/%s, reported %s/%s", tt.pool, r.Reserve0, r.Reserve1, s.Reserve0, s.Reserve1)
		}
		base, quote := d.Tokens[p.Base], d.Tokens[p.Quote]
		if got := humanPrice(s.BaseReserve, s.QuoteReserve, base.Decimals, quote.Decimals); got.Cmp(s.Price) != 0 {
			t.Errorf("%s: reported price %s disagrees with its reserves", tt.pool, FormatPrice(s.Price))
		}
	}
	errs := []struct {
		pool, price string
		kind        apperr.Kind
		want        string
	}{
		{"WETH/DOGE", "1", apperr.KindNotFound, `pool "WETH/DOGE" is not on devnet chain 1; its pools are WETH/USDC, WETH/USDT`},
		{"0x000000000000000000000000000000000000dEaD", "1", apperr.KindNotFound, "is not on devnet chain 1"},
		{"", "1", apperr.KindBadRequest, "pool is required"},
		{"WETH/USDC", "1" + strings.Repeat("0", 40), apperr.KindBadRequest, "out of reach"},
		{"WETH/USDC", "0.000000000000000000000001", apperr.KindBadRequest, "out of reach"},
	}
	for _, tt := range errs {
		price, _ := ParsePrice(tt.price)
		_, err := tw.w.SetPoolPrice(ctx, 1, tt.pool, price)
		wantAppErr(t, err, tt.kind, tt.want)
	}
	tw8453 := startWorld(t, 8453)
	_, err := tw8453.w.SetPoolPrice(ctx, 8453, "axlUSDC/USDC", big.NewRat(1, 2))
	wantAppErr(t, err, apperr.KindBadRequest, "stable-swap pool")
}

// TestSwapThroughRouter is a person's swap on a seeded pool, with only
// public tools: the chain's JSON-RPC over HTTP, ethclient and the
// contracts' abigen bindings. A development account swaps USDC for WETH
// through the route router and reads the receipt and its logs.
func TestSwapThroughRouter(t *testing.T) {
	tw := startWorld(t, 42161)
	ctx := context.Background()
	client := tw.dial(t, 42161)
	d, _ := tw.w.Deployment(42161)
	usdc, weth := d.Tokens["USDC"], d.Tokens["WETH"]
	pool, _ := d.Pool("WETH/USDC")
	user := chain.DevAccounts()[3]
	amountIn := big.NewInt(3000e6)
	if _, err := tw.w.FundToken(ctx, 42161, "USDC", user.Address, amountIn); err != nil {
		t.Fatal(err)
	}

	transact := func(to common.Address, data []byte) *types.Receipt {
		t.Helper()
		opts := bind.NewKeyedTransactor(user.Key, big.NewInt(42161))
		tx, err := bind.Transact(bind.NewBoundContract(to, abi.ABI{}, client, client, client), opts, data)
		if err != nil {
			t.Fatalf("transaction to %s: %v", to.Hex(), err)
		}
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		r, err := bind.WaitMined(ctx, client, tx.Hash())
		if err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("receipt of %s: %+v, %v", tx.Hash().Hex(), r, err)
		}
		return r
	}
	transact(usdc.Address, erc20ABI.PackApprove(d.Router, amountIn))

	// The expected output, from the reserves and the pair's formula.
	r := callAt(t, client, pool.Address, v2PairABI.PackGetReserves(), v2PairABI.UnpackGetReserves)
	rIn, rOut := r.Reserve0, r.Reserve1
	if pool.Token0 != usdc.Address {
		rIn, rOut = r.Reserve1, r.Reserve0
	}
	inFee := new(big.Int).Mul(amountIn, big.NewInt(int64(10_000-pool.FeeBps)))
	out := new(big.Int).Quo(new(big.Int).Mul(inFee, rOut), new(big.Int).Add(new(big.Int).Mul(rIn, big.NewInt(10_000)), inFee))
	out0, out1 := big.NewInt(0), out
	if pool.Token0 == weth.Address {
		out0, out1 = out, big.NewInt(0)
	}
	addressT, _ := abi.NewType("address", "", nil)
	uintT, _ := abi.NewType("uint256", "", nil)
	payload, _ := abi.Arguments{{Type: addressT}, {Type: uintT}}.Pack(usdc.Address, big.NewInt(36))
	calls := []bindings.RouteRouterCall{
		// FullTokenBalance: transfer(pair, <the multicall's USDC balance>).
		{CallType: 1, Target: usdc.Address, Value: new(big.Int), CallData: erc20ABI.PackTransfer(pool.Address, new(big.Int)), Payload: payload},
		{CallType: 0, Target: pool.Address, Value: new(big.Int), CallData: v2PairABI.PackSwap(out0, out1, d.Router, []byte{}), Payload: []byte{}},
	}
	before := callAt(t, client, weth.Address, erc20ABI.PackBalanceOf(user.Address), erc20ABI.UnpackBalanceOf)
	receipt := transact(d.Router, routerABI.PackSwap(usdc.Address, amountIn, weth.Address, out, user.Address, calls))
	after := callAt(t, client, weth.Address, erc20ABI.PackBalanceOf(user.Address), erc20ABI.UnpackBalanceOf)
	if got := new(big.Int).Sub(after, before); got.Cmp(out) != 0 {
		t.Errorf("received %s WETH base units, want %s", got, out)
	}
	// About one WETH for 3000 USDC at a 3000 price, less fee and impact.
	if out.Cmp(units(1)) >= 0 || out.Cmp(new(big.Int).Quo(units(99), big.NewInt(100))) < 0 {
		t.Errorf("3000 USDC bought %s WETH base units", out)
	}
	var executed *bindings.RouteRouterRouteExecuted
	for _, l := range receipt.Logs {
		if l.Address == d.Router {
			if ev, err := routerABI.UnpackRouteExecutedEvent(l); err == nil {
				executed = ev
			}
		}
	}
	if executed == nil || executed.Recipient != user.Address || executed.ToAmount.Cmp(out) != 0 || executed.FromToken != usdc.Address {
		t.Errorf("RouteExecuted: %+v", executed)
	}
}
