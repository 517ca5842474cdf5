package contracts_test

import (
	"context"
	"math/big"
	"testing"

	ethereum "github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

const bridgedSymbol = "axlUSDC"

// side is one "chain" of a bridge world: both live on one simulated backend.
type side struct {
	name       string
	s          stack
	usdc, axl  common.Address // native USDC and the bridged token
	pool       common.Address // StableSwapPool(USDC, axlUSDC)
	usdcToAxl  [2]*big.Int    // (i, j) for USDC -> axlUSDC
	axlToUSDCx [2]*big.Int
}

func newSide(c *chain, name string) *side {
	sd := &side{name: name, s: c.deployStack(), usdc: c.token("USDC", 6)}
	sd.axl = c.bridgedToken(sd.s, bridgedSymbol)
	// Seed the pool from admin (admin is also the token minter).
	sd.pool = c.stable(sd.usdc, sd.axl, 200, 4_000_000, units(1_000_000, 6), units(1_000_000, 6))
	sd.usdcToAxl = [2]*big.Int{big.NewInt(0), big.NewInt(1)}
	sd.axlToUSDCx = [2]*big.Int{big.NewInt(1), big.NewInt(0)}
	return sd
}

// destGas is the payload's gas budget for the destination calls in these tests.
var destGas = big.NewInt(1_000_000)

// destinationPayload builds executeWithToken's payload with the router's helper encoding.
func destinationPayload(recipient common.Address, minOut *big.Int, toToken common.Address, calls []bindings.RouteRouterCall) []byte {
	return routerBinding.PackEncodeDestinationPayload(recipient, minOut, toToken, destGas, calls)[4:]
}

// swapToUSDCCalls exchanges the multicall's whole axlUSDC balance for USDC, collected to the router.
func (sd *side) swapToUSDCCalls(minOut *big.Int) []bindings.RouteRouterCall {
	return []bindings.RouteRouterCall{
		fullBalanceCall(sd.pool, stableBinding.PackExchange(sd.axlToUSDCx[0], sd.axlToUSDCx[1], new(big.Int), minOut), sd.axl, 68),
		collectCall(sd.usdc, sd.s.router),
	}
}

// Swap on the source, bridge by GMP, swap on the destination; the relayer's
// part is played by the test (admin is the destination gateway's operator).
func TestBridgeSwapExecuteWithToken(t *testing.T) {
	c := newChain(t, nil)
	src, dst := newSide(c, "ethereum"), newSide(c, "arbitrum")
	amountIn := units(10_000, 6)
	gasFee := units(1, 16) // 0.01 native

	bridged := call(c, src.pool, stableBinding.PackGetDy(src.usdcToAxl[0], src.usdcToAxl[1], amountIn), stableBinding.UnpackGetDy)
	srcCalls := []bindings.RouteRouterCall{
		fullBalanceCall(src.pool, stableBinding.PackExchange(src.usdcToAxl[0], src.usdcToAxl[1], new(big.Int), bridged), src.usdc, 68),
		collectCall(src.axl, src.s.router),
	}
	finalOut := call(c, dst.pool, stableBinding.PackGetDy(dst.axlToUSDCx[0], dst.axlToUSDCx[1], bridged), stableBinding.UnpackGetDy)
	payload := destinationPayload(bob.addr, finalOut, dst.usdc, dst.swapToUSDCCalls(finalOut))
	onChain := call(c, src.s.router, routerBinding.PackEncodeDestinationPayload(bob.addr, finalOut, dst.usdc, destGas, dst.swapToUSDCCalls(finalOut)), routerBinding.UnpackEncodeDestinationPayload)
	if string(onChain) != string(payload) {
		t.Fatal("encodeDestinationPayload differs from its call data")
	}
	payloadHash := crypto.Keccak256Hash(payload)

	// Source transaction.
	c.mint(src.usdc, alice.addr, amountIn)
	c.approve(alice, src.usdc, src.s.router, amountIn)
	axlSupply := call(c, src.axl, erc20Binding.PackTotalSupply(), erc20Binding.UnpackTotalSupply)
	r := c.mustSend(alice, src.s.router, gasFee, routerBinding.PackBridgeCall(src.usdc, amountIn, srcCalls,
		bridgedSymbol, dst.name, dst.s.router.Hex(), payload, alice.addr, gasFee))

	call1 := oneLog(t, r, src.s.gateway, gatewayBinding.UnpackContractCallWithTokenEvent)
	if call1.Sender != src.s.router || call1.DestinationChain != dst.name || call1.DestinationContractAddress != dst.s.router.Hex() ||
		call1.PayloadHash != payloadHash || string(call1.Payload) != string(payload) || call1.Symbol != bridgedSymbol || call1.Amount.Cmp(bridged) != 0 {
		t.Errorf("ContractCallWithToken = %+v", call1)
	}
	gas := oneLog(t, r, src.s.gasService, gasBinding.UnpackNativeGasPaidForContractCallWithTokenEvent)
	if gas.SourceAddress != src.s.router || gas.DestinationChain != dst.name || gas.DestinationAddress != dst.s.router.Hex() ||
		gas.PayloadHash != payloadHash || gas.Symbol != bridgedSymbol || gas.Amount.Cmp(bridged) != 0 ||
		gas.GasFeeAmount.Cmp(gasFee) != 0 || gas.RefundAddress != alice.addr {
		t.Errorf("NativeGasPaidForContractCallWithToken = %+v", gas)
	}
	wantBig(t, "gas service balance", c.balance(nativeToken, src.s.gasService), gasFee)
	wantBig(t, "source axlUSDC burned", call(c, src.axl, erc20Binding.PackTotalSupply(), erc20Binding.UnpackTotalSupply), sub(axlSupply, bridged))
	var gatewayLogIndex uint
	for _, l := range r.Logs {
		if l.Address == src.s.gateway {
			gatewayLogIndex = l.Index
		}
	}

	// Relayer: approve on the destination gateway.
	commandID := crypto.Keccak256Hash(r.TxHash.Bytes(), big.NewInt(int64(gatewayLogIndex)).Bytes())
	approve := gatewayBinding.PackApproveContractCallWithMint(commandID, src.name, src.s.router.Hex(), dst.s.router,
		payloadHash, bridgedSymbol, bridged, r.TxHash, big.NewInt(int64(gatewayLogIndex)))
	_, err := c.send(stranger, dst.s.gateway, nil, approve)
	wantRevert(t, err, gatewayBinding.GetABI(), "NotOperator")
	ra := c.mustSend(admin, dst.s.gateway, nil, approve)
	ap := oneLog(t, ra, dst.s.gateway, gatewayBinding.UnpackContractCallApprovedWithMintEvent)
	if ap.CommandId != commandID || ap.SourceChain != src.name || ap.SourceAddress != src.s.router.Hex() || ap.ContractAddress != dst.s.router ||
		ap.PayloadHash != payloadHash || ap.Symbol != bridgedSymbol || ap.Amount.Cmp(bridged) != 0 || ap.SourceTxHash != r.TxHash ||
		ap.SourceEventIndex.Uint64() != uint64(gatewayLogIndex) {
		t.Errorf("ContractCallApprovedWithMint = %+v", ap)
	}
	isApproved := gatewayBinding.PackIsContractCallAndMintApproved(commandID, src.name, src.s.router.Hex(), dst.s.router, payloadHash, bridgedSymbol, bridged)
	if !call(c, dst.s.gateway, isApproved, gatewayBinding.UnpackIsContractCallAndMintApproved) {
		t.Fatal("not approved after approveContractCallWithMint")
	}
	_, err = c.send(admin, dst.s.gateway, nil, approve)
	wantRevert(t, err, gatewayBinding.GetABI(), "CommandAlreadyApproved")

	// Relayer: execute on the destination router (anyone may send it).
	execute := routerBinding.PackExecuteWithToken(commandID, src.name, src.s.router.Hex(), payload, bridgedSymbol, bridged)
	re := c.mustSend(stranger, dst.s.router, nil, execute)
	wantBig(t, "bob USDC on destination", c.balance(dst.usdc, bob.addr), finalOut)
	ev := oneLog(t, re, dst.s.router, routerBinding.UnpackRouteExecutedEvent)
	if ev.CommandId != commandID || ev.Recipient != bob.addr || ev.FromToken != dst.axl || ev.FromAmount.Cmp(bridged) != 0 ||
		ev.ToToken != dst.usdc || ev.ToAmount.Cmp(finalOut) != 0 {
		t.Errorf("RouteExecuted = %+v", ev)
	}
	if ex := oneLog(t, re, dst.s.gateway, gatewayBinding.UnpackExecutedEvent); ex.CommandId != commandID {
		t.Errorf("Executed = %+v", ex)
	}
	if !call(c, dst.s.gateway, gatewayBinding.PackIsCommandExecuted(commandID), gatewayBinding.UnpackIsCommandExecuted) {
		t.Error("isCommandExecuted false after execution")
	}
	if call(c, dst.s.gateway, isApproved, gatewayBinding.UnpackIsContractCallAndMintApproved) {
		t.Error("approval still pending after execution")
	}

	// The same command cannot run twice.
	_, err = c.send(stranger, dst.s.router, nil, execute)
	wantRevert(t, err, routerBinding.GetABI(), "NotApprovedByGateway")
	wantBig(t, "bob USDC after replay", c.balance(dst.usdc, bob.addr), finalOut)
}

// deliver approves a message for dst.router as the relayer would and executes it.
func deliver(t *testing.T, c *chain, dst *side, commandID common.Hash, payload []byte, amount *big.Int, gas uint64) (*types.Receipt, error) {
	t.Helper()
	c.mustSend(admin, dst.s.gateway, nil, gatewayBinding.PackApproveContractCallWithMint(commandID, "ethereum",
		alice.addr.Hex(), dst.s.router, crypto.Keccak256Hash(payload), bridgedSymbol, amount, common.Hash{}, big.NewInt(0)))
	return c.sendGas(stranger, dst.s.router, nil,
		routerBinding.PackExecuteWithToken(commandID, "ethereum", alice.addr.Hex(), payload, bridgedSymbol, amount), gas)
}

// A failing destination call sequence delivers the bridged token to the
// recipient and the message still executes (partial success).
func TestDestinationCallsFailDeliverBridgedToken(t *testing.T) {
	burner := common.HexToAddress("0x00000000000000000000000000000000000b0b0b")
	c := newChain(t, types.GenesisAlloc{burner: {Code: []byte{0xfe}}}) // INVALID: burns all gas
	dst := newSide(c, "arbitrum")
	amount := units(2_000, 6)
	quote := call(c, dst.pool, stableBinding.PackGetDy(dst.axlToUSDCx[0], dst.axlToUSDCx[1], amount), stableBinding.UnpackGetDy)

	tests := []struct {
		name       string
		recipient  account
		payload    []byte
		wantFailed string // revert reason selector in DestinationCallsFailed, "" = success
		wantToken  common.Address
		wantAmount *big.Int
	}{
		{"output below minToAmount", bob, destinationPayload(bob.addr, add(quote, big.NewInt(1)), dst.usdc, dst.swapToUSDCCalls(new(big.Int))),
			"InsufficientOutput", dst.axl, amount},
		{"a call reverts", carol, destinationPayload(carol.addr, new(big.Int), dst.usdc, dst.swapToUSDCCalls(units(1_000_000, 6))),
			"CallFailed", dst.axl, amount},
		{"no calls: the bridged token is the output", stranger, destinationPayload(stranger.addr, amount, dst.axl, nil),
			"", dst.axl, amount},
		{"calls succeed", alice, destinationPayload(alice.addr, quote, dst.usdc, dst.swapToUSDCCalls(quote)),
			"", dst.usdc, quote},
		{"a call burns all its gas", bob,
			destinationPayload(bob.addr, new(big.Int), dst.usdc, []bindings.RouteRouterCall{defaultCall(burner, nil, nil)}),
			"CallFailed", dst.axl, amount},
	}
	for n, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			commandID := crypto.Keccak256Hash([]byte(tt.name))
			before := c.balance(tt.wantToken, tt.recipient.addr)
			r, err := deliver(t, c, dst, commandID, tt.payload, amount, 0)
			if err != nil {
				t.Fatalf("execute: %v (%s)", err, describeRevert(err))
			}
			wantBig(t, "recipient received", sub(c.balance(tt.wantToken, tt.recipient.addr), before), tt.wantAmount)
			failed := logsOf(r, dst.s.router, routerBinding.UnpackDestinationCallsFailedEvent)
			executed := logsOf(r, dst.s.router, routerBinding.UnpackRouteExecutedEvent)
			if tt.wantFailed == "" {
				if len(failed) != 0 || len(executed) != 1 {
					t.Fatalf("case %d: %d DestinationCallsFailed, %d RouteExecuted; want 0, 1", n, len(failed), len(executed))
				}
				return
			}
			if len(failed) != 1 || len(executed) != 0 {
				t.Fatalf("%d DestinationCallsFailed, %d RouteExecuted; want 1, 0", len(failed), len(executed))
			}
			ev := failed[0]
			if ev.CommandId != commandID || ev.Recipient != tt.recipient.addr || ev.Token != dst.axl || ev.Amount.Cmp(amount) != 0 {
				t.Errorf("DestinationCallsFailed = %+v", ev)
			}
			sel := routerBinding.GetABI().Errors[tt.wantFailed].ID
			if tt.wantFailed == "CallFailed" {
				sel = multicallBinding.GetABI().Errors["CallFailed"].ID
			}
			if len(ev.Reason) < 4 || string(ev.Reason[:4]) != string(sel[:4]) {
				t.Errorf("reason %x, want %s", ev.Reason, tt.wantFailed)
			}
			if !call(c, dst.s.gateway, gatewayBinding.PackIsCommandExecuted(commandID), gatewayBinding.UnpackIsCommandExecuted) {
				t.Error("command not executed")
			}
		})
	}
	wantBig(t, "router axlUSDC left", c.balance(dst.axl, dst.s.router), new(big.Int))
	wantBig(t, "multicall axlUSDC left", c.balance(dst.axl, dst.s.multicall), new(big.Int))
}

// The outcome does not depend on the relayer's gas limit: below the payload's
// budget plus the reserve the execution reverts and the message stays
// approved; with enough gas, a call that burns all its gas fails the route.
func TestDestinationGasBudget(t *testing.T) {
	burner := common.HexToAddress("0x00000000000000000000000000000000000b0b0b")
	c := newChain(t, types.GenesisAlloc{burner: {Code: []byte{0xfe}}})
	dst := newSide(c, "arbitrum")
	amount := units(10, 6)
	payload := destinationPayload(bob.addr, new(big.Int), dst.usdc, []bindings.RouteRouterCall{defaultCall(burner, nil, nil)})
	commandID := crypto.Keccak256Hash([]byte("oog"))

	r, err := deliver(t, c, dst, commandID, payload, amount, 1_000_000)
	if err == nil || r == nil || r.Status != types.ReceiptStatusFailed {
		t.Fatalf("execute with 1M gas: receipt %v, err %v; want a reverted transaction", r, err)
	}
	wantBig(t, "bob axlUSDC", c.balance(dst.axl, bob.addr), new(big.Int))
	isApproved := gatewayBinding.PackIsContractCallAndMintApproved(commandID, "ethereum", alice.addr.Hex(), dst.s.router,
		crypto.Keccak256Hash(payload), bridgedSymbol, amount)
	if !call(c, dst.s.gateway, isApproved, gatewayBinding.UnpackIsContractCallAndMintApproved) {
		t.Fatal("approval consumed by a reverted execution")
	}
	execute := routerBinding.PackExecuteWithToken(commandID, "ethereum", alice.addr.Hex(), payload, bridgedSymbol, amount)
	_, err = c.client.CallContract(context.Background(),
		ethereum.CallMsg{From: stranger.addr, To: &dst.s.router, Gas: 1_000_000, Data: execute}, nil)
	data := wantRevert(t, err, routerBinding.GetABI(), "InsufficientGasForDestinationCalls")
	if e, err := routerBinding.UnpackInsufficientGasForDestinationCallsError(data); err != nil ||
		e.Needed.Cmp(add(add(destGas, new(big.Int).Div(destGas, big.NewInt(63))), big.NewInt(250_000))) != 0 {
		t.Errorf("InsufficientGasForDestinationCalls = %+v, %v", e, err)
	}
	_, err = c.send(stranger, dst.s.router, nil, execute)
	if err != nil {
		t.Fatalf("estimated execution: %v (%s)", err, describeRevert(err))
	}
	wantBig(t, "bob axlUSDC after retry", c.balance(dst.axl, bob.addr), amount)
}

func TestBridgeCallChecks(t *testing.T) {
	c := newChain(t, nil)
	src := newSide(c, "ethereum")
	abiT := routerBinding.GetABI()
	amount := units(50, 6)
	c.mint(src.axl, alice.addr, amount)
	c.approve(alice, src.axl, src.s.router, amount)
	good := destinationPayload(bob.addr, new(big.Int), src.axl, nil)
	bridge := func(symbol string, payload []byte, gasFee *big.Int) []byte {
		return routerBinding.PackBridgeCall(src.axl, amount, nil, symbol, "base", "0xrouter", payload, alice.addr, gasFee)
	}
	tooMuchGas := routerBinding.PackEncodeDestinationPayload(bob.addr, new(big.Int), src.axl, big.NewInt(10_000_001), nil)[4:]
	checks := []struct {
		name  string
		value *big.Int
		data  []byte
		want  string
	}{
		{"gas fee not sent", nil, bridge(bridgedSymbol, good, big.NewInt(1)), "InsufficientValue"},
		{"unknown symbol", nil, bridge("NOPE", good, new(big.Int)), "UnknownSymbol"},
		{"no recipient", nil, bridge(bridgedSymbol, destinationPayload(common.Address{}, new(big.Int), src.axl, nil), new(big.Int)), "InvalidRecipient"},
		{"gas limit above the maximum", nil, bridge(bridgedSymbol, tooMuchGas, new(big.Int)), "InvalidDestinationGas"},
		{"no calls and not the bridged token", nil,
			routerBinding.PackBridgeCall(src.usdc, amount, nil, bridgedSymbol, "base", "0xrouter", good, alice.addr, new(big.Int)), "NothingBridged"},
	}
	for _, tt := range checks {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.send(alice, src.s.router, tt.value, tt.data)
			wantRevert(t, err, abiT, tt.want)
		})
	}

	// Holding the bridged token already: no source calls, no prepaid gas.
	r := c.mustSend(alice, src.s.router, nil, bridge(bridgedSymbol, good, new(big.Int)))
	if ev := oneLog(t, r, src.s.gateway, gatewayBinding.UnpackContractCallWithTokenEvent); ev.Amount.Cmp(amount) != 0 || ev.Sender != src.s.router {
		t.Errorf("ContractCallWithToken = %+v", ev)
	}
	if n := len(logsOf(r, src.s.gasService, gasBinding.UnpackNativeGasPaidForContractCallWithTokenEvent)); n != 0 {
		t.Errorf("%d gas payments without a gas fee", n)
	}
}
