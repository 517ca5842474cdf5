package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// createIntentOrderWithFee: carol sends fromAmount + fee; dave (the
// integrator's beneficiary) gets exactly the fee, the settlement escrows
// exactly the order's fromAmount, and the refund after expiry reaches the
// order's fromAddress (alice), not the router nor the caller.
func TestIntentOrderWithFee(t *testing.T) {
	dave := testAccount("dave")
	for _, native := range []bool{false, true} {
		name := "erc20"
		if native {
			name = "native"
		}
		t.Run(name, func(t *testing.T) {
			w := newIntentsWorld(t)
			c := w.c
			fromTok := w.fromTok
			if native {
				fromTok = nativeToken
			}
			fee := units(3, 6) // 30 bps of 1,000 USDC
			gross := add(w.fromAmt, fee)
			o := w.order(alice.addr, bob.addr, fromTok, w.toTok, w.fromAmt, w.toAmt)
			sig := signOrder(t, solver.key, o, w.src.settlement)
			var value *big.Int
			if native {
				value = gross
			} else {
				c.mint(fromTok, carol.addr, gross)
				c.approve(carol, fromTok, w.src.router, gross)
			}
			data := routerBinding.PackCreateIntentOrderWithFee(bindings.RouteRouterOrder(o), sig, dave.addr, fee)

			// the fee is not a way around the order's exact input
			if native {
				_, err := c.send(carol, w.src.router, w.fromAmt, data)
				wantRevert(t, err, routerBinding.GetABI(), "InsufficientValue")
			}
			_, err := c.send(carol, w.src.router, value, routerBinding.PackCreateIntentOrderWithFee(bindings.RouteRouterOrder(o), sig, common.Address{}, fee))
			wantRevert(t, err, routerBinding.GetABI(), "InvalidRecipient")

			daveBefore := c.balance(fromTok, dave.addr)
			r := c.mustSend(carol, w.src.router, value, data)
			t.Logf("createIntentOrderWithFee (%s): %d gas", name, r.GasUsed)
			created := oneLog(t, r, w.src.settlement, intentsBinding.UnpackOrderCreatedEvent)
			if created.FromAddress != alice.addr || created.Order.FromAmount.Cmp(w.fromAmt) != 0 {
				t.Fatalf("OrderCreated = %+v, want alice's order of %s", created, w.fromAmt)
			}
			wantBig(t, "beneficiary paid the fee", c.balance(fromTok, dave.addr), add(daveBefore, fee))
			wantBig(t, "escrow", c.balance(fromTok, w.src.settlement), w.fromAmt)
			wantBig(t, "router holds nothing", c.balance(fromTok, w.src.router), new(big.Int))

			c.adjustTime(2 * time.Hour)
			aliceBefore := c.balance(fromTok, alice.addr)
			c.mustSend(stranger, w.src.settlement, nil, intentsBinding.PackRefund(created.OrderHash))
			wantBig(t, "alice refunded the order's input", c.balance(fromTok, alice.addr), add(aliceBefore, w.fromAmt))
			wantBig(t, "beneficiary keeps the fee", c.balance(fromTok, dave.addr), add(daveBefore, fee))
		})
	}
}

// The fee entry costs little more than the plain one: the fee's transfer.
func TestIntentOrderWithFeeGas(t *testing.T) {
	dave := testAccount("dave")
	w := newIntentsWorld(t)
	c := w.c
	fee := units(3, 6)
	c.mint(w.fromTok, carol.addr, units(10_000, 6))
	c.approve(carol, w.fromTok, w.src.router, units(10_000, 6))
	c.mint(w.fromTok, dave.addr, units(1, 6)) // an existing holder, as a beneficiary is after its first fee
	send := func(withFee bool) uint64 {
		o := w.order(alice.addr, bob.addr, w.fromTok, w.toTok, w.fromAmt, w.toAmt)
		sig := signOrder(t, solver.key, o, w.src.settlement)
		data := routerBinding.PackCreateIntentOrder(bindings.RouteRouterOrder(o), sig)
		if withFee {
			data = routerBinding.PackCreateIntentOrderWithFee(bindings.RouteRouterOrder(o), sig, dave.addr, fee)
		}
		return c.mustSend(carol, w.src.router, nil, data).GasUsed
	}
	send(false) // warm the router's and settlement's token slots alike
	plain, withFee := send(false), send(true)
	t.Logf("createIntentOrder %d gas, createIntentOrderWithFee %d gas (+%d)", plain, withFee, withFee-plain)
	// route/fees.go reserves feeGas (60k) for the fee
	if withFee > plain+60_000 {
		t.Errorf("the fee entry costs %d gas more than createIntentOrder, above the 60,000 the route reserves", withFee-plain)
	}
}
