package devnet

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// newWorldFixture is a two-chain devnet with its world behind the admin API.
func newWorldFixture(t *testing.T) *adminFixture {
	t.Helper()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	d := startDevnet(t, Config{ChainIDs: []uint64{1, 42161}, World: &world.Config{Catalog: cat}})
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{Devnet: d}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	return &adminFixture{t: t, devnet: d, srv: srv, client: &Client{URL: srv.URL()}}
}

// tokenBalance reads balanceOf over the chain's public JSON-RPC.
func (f *adminFixture) tokenBalance(chainID uint64, token, who string) *big.Int {
	f.t.Helper()
	c, _ := f.devnet.Chain(chainID)
	client, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		f.t.Fatal(err)
	}
	defer client.Close()
	erc20 := bindings.NewERC20Token()
	bal, err := bind.Call(erc20.Instance(client, common.HexToAddress(token)), nil, erc20.PackBalanceOf(common.HexToAddress(who)), erc20.UnpackBalanceOf)
	if err != nil {
		f.t.Fatal(err)
	}
	return bal
}

func TestAdminWorld(t *testing.T) {
	f := newWorldFixture(t)
	ctx := context.Background()

	chains, err := f.client.Chains(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range chains.Chains {
		if c.Contracts == nil || !common.IsHexAddress(c.Contracts.Router) || len(c.Contracts.Pools) < 6 || c.Contracts.Tokens != nil {
			t.Errorf("chain %s contracts: %+v", c.ChainID, c.Contracts)
		}
	}
	if len(chains.ServiceAccounts) != 4 || chains.ServiceAccounts[2].Role != "relayer" || chains.ServiceAccounts[2].Address != world.Relayer().Address.Hex() {
		t.Errorf("service accounts: %+v", chains.ServiceAccounts)
	}
	deps, err := f.client.Deployments(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(deps.Deployments) != 2 || deps.Deployments[1].ChainID != "42161" || deps.Deployments[1].BridgeChainName != "arbitrum" {
		t.Fatalf("deployments: %+v", deps.Deployments)
	}
	// The protocol contracts sit at the same addresses on both chains.
	for _, dep := range deps.Deployments {
		first := deps.Deployments[0]
		if !common.IsHexAddress(dep.PairSwapper) || dep.PairSwapper == dep.Router ||
			dep.PairSwapper != first.PairSwapper || dep.Router != first.Router || dep.Multicall != first.Multicall {
			t.Errorf("chain %s: router %s, multicall %s, pair swapper %s", dep.ChainID, dep.Router, dep.Multicall, dep.PairSwapper)
		}
	}
	usdc := deps.Deployments[0].Tokens["USDC"]
	if usdc.Address != "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" || usdc.Decimals != 6 || deps.Deployments[0].BridgedTokens["axlUSDC"] != usdc.Address {
		t.Errorf("Ethereum USDC %+v, bridged %v", usdc, deps.Deployments[0].BridgedTokens)
	}

	// Token funding increases the balance.
	to := "0x000000000000000000000000000000000000bEEF"
	got, err := f.client.Fund(ctx, FundRequest{ChainID: "1", To: to, Amount: "2500000", Token: "USDC"})
	if err != nil {
		t.Fatal(err)
	}
	if got.Token != "USDC" || got.TokenAddress != usdc.Address || got.Balance != "2500000" || got.TxHash == "" {
		t.Errorf("fund: %+v", got)
	}
	if bal := f.tokenBalance(1, usdc.Address, to); bal.Int64() != 2_500_000 {
		t.Errorf("USDC balance after funding: %s", bal)
	}
	weth := deps.Deployments[1].Tokens["WETH"].Address
	if _, err := f.client.Fund(ctx, FundRequest{ChainID: "42161", To: to, Amount: "1000000000000000000", Token: weth}); err != nil {
		t.Fatal(err)
	}
	if bal := f.tokenBalance(42161, weth, to); bal.Cmp(big.NewInt(1e18)) != 0 {
		t.Errorf("WETH balance after funding: %s", bal)
	}

	// Pools and a price move.
	pools, err := f.client.Pools(ctx, "1")
	if err != nil {
		t.Fatal(err)
	}
	// Six V2 pairs and stable pools, then the V3 pools.
	if len(pools.Pools) < 6 || pools.Pools[0].Name != "WETH/USDC" || pools.Pools[0].Price != "3000" {
		t.Fatalf("pools: %+v", pools.Pools)
	}
	moved, err := f.client.SetPoolPrice(ctx, PoolPriceRequest{ChainID: "1", Pool: "WETH/USDC", Price: "3250.5"})
	if err != nil {
		t.Fatal(err)
	}
	if moved.PreviousPrice != "3000" || moved.Pool.Price != "3250.5" || moved.Pool.Reserve0 == pools.Pools[0].Reserve0 {
		t.Errorf("price move: %+v", moved)
	}
	if status, body, _ := f.raw("POST", "/devnet/pools/price", "application/json", `{"chainId":1,"pool":"`+pools.Pools[1].Address+`","price":2999}`); status != 200 {
		t.Errorf("move by address with a numeric price: %d %v", status, body)
	}
	after, _ := f.client.Pools(ctx, "1")
	if after.Pools[0].Price != "3250.5" || after.Pools[1].Price != "2999" {
		t.Errorf("pools after the moves: %s %s", after.Pools[0].Price, after.Pools[1].Price)
	}
	// Every pool of the pair, the V3 tiers by swaps.
	all, err := f.client.SetPoolPrice(ctx, PoolPriceRequest{ChainID: "1", Pool: "WETH/USDC", Price: "3100", AllPools: true})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, m := range all.Moves {
		kinds[m.Pool.Kind]++
		if p, _ := world.ParsePrice(m.Pool.Price); m.Pool.Base.Symbol != "WETH" || p == nil || p.Cmp(big.NewRat(31001, 10)) > 0 || p.Cmp(big.NewRat(30999, 10)) < 0 {
			t.Errorf("allPools: pool %s at %s", m.Pool.Name, m.Pool.Price)
		}
	}
	if kinds["uniswap-v2"] != 1 || kinds["uniswap-v3"] < 2 || all.Pool.Name != all.Moves[0].Pool.Name {
		t.Errorf("allPools moved %v: %+v", kinds, all)
	}
}

func TestAdminWorldErrors(t *testing.T) {
	f := newWorldFixture(t)
	const to = `"to":"0x000000000000000000000000000000000000dEaD"`
	tests := []struct {
		method, path, body string
		status             int
		want               string
	}{
		{"POST", "/devnet/fund", `{"chainId":"1",` + to + `,"amount":"1","token":"DOGE"}`, 404, `token "DOGE" is not on devnet chain 1; its pooled tokens are WETH, USDC`},
		{"POST", "/devnet/fund", `{"chainId":"1",` + to + `,"amount":"1","token":"ETH"}`, 400, `"native": true`},
		{"POST", "/devnet/fund", `{"chainId":"1",` + to + `,"amount":"1","token":"0xabc"}`, 400, "neither a symbol nor an address"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/DOGE","price":"1"}`, 404, `pool "WETH/DOGE" is not on devnet chain 1; its pools are WETH/USDC`},
		{"POST", "/devnet/pools/price", `{"chainId":"1","price":"1"}`, 400, "pool is required"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC"}`, 400, "price is required"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC","price":"-5"}`, 400, "must be a positive decimal number"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC","price":"1e3"}`, 400, "without sign, exponent"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC","price":"0"}`, 400, "must be positive"},
		{"POST", "/devnet/pools/price", `{"chainId":"42161","pool":"axlUSDC/USDC","price":"0.9"}`, 400, "stable-swap pool"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC@0.05%","price":"3000000"}`, 400, "at most 100x"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/USDC@0.05%","price":"3000","allPools":true}`, 400, "must name two tokens"},
		{"POST", "/devnet/pools/price", `{"chainId":"1","pool":"WETH/DOGE","price":"1","allPools":true}`, 404, `no pool of "WETH/DOGE"`},
		{"POST", "/devnet/pools/price", `{"chainId":"42161","pool":"axlUSDC/USDC","price":"0.9","allPools":true}`, 400, "stable-swap pools"},
		{"POST", "/devnet/pools/price", `{"chainId":"10","pool":"WETH/USDC","price":"1"}`, 404, "chain 10 is not on this devnet"},
		{"GET", "/devnet/pools", ``, 400, "chainId is required"},
	}
	for _, tt := range tests {
		ct := ""
		if tt.method == "POST" {
			ct = "application/json"
		}
		status, body, _ := f.raw(tt.method, tt.path, ct, tt.body)
		if msg, _ := body["message"].(string); status != tt.status || !strings.Contains(msg, tt.want) {
			t.Errorf("%s %s %s: %d %v; want %d with %q", tt.method, tt.path, tt.body, status, body, tt.status, tt.want)
		}
	}
	// On bare chains the world's endpoints say why they cannot answer.
	bare := newAdminFixture(t)
	_, err := bare.client.SetPoolPrice(context.Background(), PoolPriceRequest{ChainID: "1", Pool: "WETH/USDC", Price: "1"})
	var ae *AdminError
	if !errors.As(err, &ae) || ae.StatusCode != 501 || !strings.Contains(ae.Message, "bare chains") {
		t.Errorf("price move on bare chains: %v", err)
	}
	if deps, err := bare.client.Deployments(context.Background()); err != nil || len(deps.Deployments) != 0 {
		t.Errorf("deployments of bare chains: %+v, %v", deps, err)
	}
}
