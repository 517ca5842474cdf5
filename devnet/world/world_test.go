package world

import (
	"bytes"
	"context"
	"math/big"
	"strconv"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/contracts"
)

// dial connects to the chain's JSON-RPC endpoint over HTTP, as any outside
// client does.
func (tw *testWorld) dial(t *testing.T, id uint64) *ethclient.Client {
	t.Helper()
	client, err := ethclient.Dial(tw.chains[id].RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	return client
}

func callAt[T any](t *testing.T, client *ethclient.Client, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	out, err := bind.Call(bind.NewBoundContract(to, erc20ABI.GetABI(), client, client, client), nil, data, unpack)
	if err != nil {
		t.Fatalf("call %s: %v", to.Hex(), err)
	}
	return out
}

// withinRounding reports whether got is within one part in 10^9 of want.
func withinRounding(got, want *big.Rat) bool {
	diff := new(big.Rat).Sub(got, want)
	diff.Abs(diff)
	return diff.Cmp(new(big.Rat).Mul(want, big.NewRat(1, 1e9))) <= 0
}

func TestWorldOnDefaultChains(t *testing.T) {
	tw := startWorld(t, 1, 42161, 8453)
	ctx := context.Background()
	var routers, swappers []common.Address
	swapperCode, err := contracts.LoadArtifact("PairSwapper")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []uint64{1, 42161, 8453} {
		client := tw.dial(t, id)
		d, ok := tw.w.Deployment(id)
		if !ok {
			t.Fatalf("no deployment on chain %d", id)
		}
		routers = append(routers, d.Router)
		swappers = append(swappers, d.PairSwapper)
		if code, err := client.CodeAt(ctx, d.PairSwapper, nil); err != nil || !bytes.Equal(code, swapperCode.DeployedBytecode) {
			t.Errorf("chain %d: PairSwapper code at %s: %d bytes, %v", id, d.PairSwapper.Hex(), len(code), err)
		}
		// Every catalog token of the chain is a contract with the catalog's symbol and decimals.
		for _, ct := range tw.cat.Tokens(tw.cat.View(nil), strconv.FormatUint(id, 10)) {
			if ct.Address == contracts.Native.Hex() {
				continue
			}
			addr := common.HexToAddress(ct.Address)
			code, err := client.CodeAt(ctx, addr, nil)
			if err != nil || len(code) == 0 {
				t.Fatalf("chain %d %s: eth_getCode at %s = %d bytes, %v", id, ct.Symbol, ct.Address, len(code), err)
			}
			sym := callAt(t, client, addr, erc20ABI.PackSymbol(), erc20ABI.UnpackSymbol)
			dec := callAt(t, client, addr, erc20ABI.PackDecimals(), erc20ABI.UnpackDecimals)
			name := callAt(t, client, addr, erc20ABI.PackName(), erc20ABI.UnpackName)
			if sym != ct.Symbol || int(dec) != ct.Decimals || name != ct.Name {
				t.Errorf("chain %d token at %s: %q %q %d decimals; catalog %q %q %d", id, ct.Address, sym, name, dec, ct.Symbol, ct.Name, ct.Decimals)
			}
		}
		weth := d.Tokens[d.WrappedNative]
		if weth.Kind != KindWETH9 || d.WrappedNative != "WETH" {
			t.Errorf("chain %d wrapped native %q %+v", id, d.WrappedNative, weth)
		}
		// Pools are priced at the catalog's prices.
		states, err := tw.w.Pools(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(states) < 6 {
			t.Errorf("chain %d: %d pools", id, len(states))
		}
		for _, s := range states {
			base, quote := d.Tokens[s.Base], d.Tokens[s.Quote]
			want := new(big.Rat).Quo(new(big.Rat).SetFloat64(base.USDPrice), new(big.Rat).SetFloat64(quote.USDPrice))
			if (s.Kind == KindUniswapV2 || s.Kind == KindUniswapV3) && !withinRounding(s.Price, want) {
				t.Errorf("chain %d pool %s price %s, catalog %s", id, s.Name, FormatPrice(s.Price), FormatPrice(want))
			}
			if s.Kind == KindStableSwap && (s.Price.Cmp(big.NewRat(99999, 100000)) < 0 || s.Price.Cmp(big.NewRat(100001, 100000)) > 0) {
				t.Errorf("chain %d stable pool %s price %s", id, s.Name, FormatPrice(s.Price))
			}
			// The reserves read through public RPC agree.
			if s.Kind == KindUniswapV2 {
				r := callAt(t, client, s.Address, v2PairABI.PackGetReserves(), v2PairABI.UnpackGetReserves)
				if r.Reserve0.Cmp(s.Reserve0) != 0 || r.Reserve1.Cmp(s.Reserve1) != 0 {
					t.Errorf("pool %s getReserves %v %v, state %v %v", s.Name, r.Reserve0, r.Reserve1, s.Reserve0, s.Reserve1)
				}
			}
			usd := new(big.Rat).Mul(new(big.Rat).SetFrac(s.QuoteReserve, pow10(quote.Decimals)), new(big.Rat).SetFloat64(quote.USDPrice))
			low, high := big.NewRat(100_000, 1), big.NewRat(20_000_000, 1)
			if s.Kind == KindUniswapV3 { // a tier holds 10-100% of the pair's depth
				low = big.NewRat(10_000, 1)
			}
			if usd.Cmp(low) < 0 || usd.Cmp(high) > 0 {
				t.Errorf("chain %d pool %s: %s USD per side", id, s.Name, usd.FloatString(0))
			}
		}
		// The protocol contracts are wired.
		bridged := callAt(t, client, d.Gateway, gatewayABI.PackTokenAddresses(BridgedSymbol), gatewayABI.UnpackTokenAddresses)
		if bridged != d.Bridged[BridgedSymbol] || bridged == (common.Address{}) {
			t.Errorf("chain %d gateway %s → %s, deployment says %s", id, BridgedSymbol, bridged, d.Bridged[BridgedSymbol])
		}
		if !callAt(t, client, bridged, erc20ABI.PackIsMinter(d.Gateway), erc20ABI.UnpackIsMinter) {
			t.Errorf("chain %d: the gateway is not a minter of %s", id, bridged)
		}
		if op := callAt(t, client, d.Gateway, gatewayABI.PackOperator(), gatewayABI.UnpackOperator); op != Relayer().Address {
			t.Errorf("chain %d gateway operator %s", id, op)
		}
		if s := callAt(t, client, d.Settlement, intentsABI.PackSettler(), intentsABI.UnpackSettler); s != Relayer().Address {
			t.Errorf("chain %d settler %s", id, s)
		}
		for what, want := range map[string]common.Address{"gateway": d.Gateway, "multicall": d.Multicall, "gasService": d.GasService, "settlement": d.Settlement} {
			pack := map[string][]byte{"gateway": routerABI.PackGateway(), "multicall": routerABI.PackMulticall(), "gasService": routerABI.PackGasService(), "settlement": routerABI.PackSettlement()}[what]
			if got := callAt(t, client, d.Router, pack, routerABI.UnpackGateway); got != want {
				t.Errorf("chain %d router %s = %s, want %s", id, what, got, want)
			}
		}
		// The solver holds inventory and native currency.
		usdc := d.Tokens["USDC"]
		if bal := callAt(t, client, usdc.Address, erc20ABI.PackBalanceOf(Solver().Address), erc20ABI.UnpackBalanceOf); bal.Cmp(big.NewInt(1_000_000e6)) != 0 {
			t.Errorf("chain %d solver USDC %s", id, bal)
		}
		if bal := callAt(t, client, weth.Address, erc20ABI.PackBalanceOf(Solver().Address), erc20ABI.UnpackBalanceOf); bal.Sign() <= 0 {
			t.Errorf("chain %d solver WETH %s", id, bal)
		}
		if bal, err := client.BalanceAt(ctx, Solver().Address, nil); err != nil || bal.Cmp(SolverBalance) != 0 {
			t.Errorf("chain %d solver native %v %v", id, bal, err)
		}
	}
	// The protocol contracts sit at the same addresses on every chain.
	if routers[0] != routers[1] || routers[1] != routers[2] {
		t.Errorf("routers differ across chains: %v", routers)
	}
	checkUniswap(t, tw)
	// The deployer's sixth transaction on every chain (nonce 5).
	if want := crypto.CreateAddress(Deployer().Address, 5); swappers[0] != want || swappers[1] != want || swappers[2] != want {
		t.Errorf("pair swappers %v, want %s on every chain", swappers, want.Hex())
	}
	if d, _ := tw.w.Deployment(1); d.Bridged[BridgedSymbol] != d.Tokens["USDC"].Address || d.BridgeChainName != "Ethereum" {
		t.Errorf("Ethereum bridges %v as %s, bridge name %q", d.Bridged, BridgedSymbol, d.BridgeChainName)
	}
	if d, ok := tw.w.DeploymentByBridgeName("Arbitrum"); !ok || d.ChainID != 42161 {
		t.Errorf("deployment of bridge chain Arbitrum: %+v", d)
	}
	if d, _ := tw.w.Deployment(42161); d.Bridged[BridgedSymbol] != d.Tokens[BridgedSymbol].Address || d.BridgeChainName != "arbitrum" {
		t.Errorf("Arbitrum bridges %v, bridge name %q", d.Bridged, d.BridgeChainName)
	}
}

func TestWorldLeavesUnknownChainsBare(t *testing.T) {
	tw := startWorld(t, 31337, 10)
	if _, ok := tw.w.Deployment(31337); ok {
		t.Error("a deployment on chain 31337, which the catalog does not list")
	}
	if g := tw.w.Genesis(31337); g != nil {
		t.Errorf("genesis accounts for chain 31337: %d", len(g))
	}
	d, ok := tw.w.Deployment(10)
	if !ok || len(d.Pools) == 0 {
		t.Fatalf("chain 10: %+v", d)
	}
	code, err := tw.dial(t, 10).CodeAt(context.Background(), d.Tokens["USDC"].Address, nil)
	if err != nil || !bytes.Equal(code, tw.w.erc20) {
		t.Errorf("chain 10 USDC code: %d bytes, %v", len(code), err)
	}
	// Deployments are copies.
	d.Tokens["USDC"] = Token{}
	if again, _ := tw.w.Deployment(10); again.Tokens["USDC"].Symbol != "USDC" {
		t.Error("a caller changed the world's deployment")
	}
}
