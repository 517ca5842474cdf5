package contracts_test

import (
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	devsolver "github.com/switchyard-dev/switchyard/devnet/solver"
)

// signOrder returns r ‖ s ‖ v (v = 27/28) over the order's EIP-712 digest.
func signOrder(t *testing.T, key *ecdsa.PrivateKey, o bindings.IntentsSettlementOrder, settlement common.Address) []byte {
	t.Helper()
	digest, _, err := apitypes.TypedDataAndHash(devsolver.OrderTypedData(o, settlement))
	if err != nil {
		t.Fatal(err)
	}
	sig, err := crypto.Sign(digest, key)
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	return sig
}

// intentsWorld: source and destination settlements (one backend), a source
// token, a destination token, and the source router.
type intentsWorld struct {
	c              *chain
	src            stack
	dstSettlement  common.Address
	fromTok, toTok common.Address
	fromAmt, toAmt *big.Int
	expiry         uint64
	nextNonce      int64
}

func newIntentsWorld(t *testing.T) *intentsWorld {
	c := newChain(t, nil)
	w := &intentsWorld{c: c, src: c.deployStack(), fromTok: c.token("USDC", 6), toTok: c.token("USDT", 6),
		fromAmt: units(1_000, 6), toAmt: units(998, 6)}
	w.dstSettlement = c.deploy(&bindings.IntentsSettlementMetaData, intentsBinding.PackConstructor(admin.addr))
	w.expiry = c.now() + 3600
	c.mint(w.toTok, solver.addr, units(1_000_000, 6))
	c.approve(solver, w.toTok, w.dstSettlement, units(1_000_000, 6))
	return w
}

func (w *intentsWorld) order(from, to common.Address, fromToken, toToken common.Address, fromAmt, toAmt *big.Int) bindings.IntentsSettlementOrder {
	w.nextNonce++
	return bindings.IntentsSettlementOrder{
		FromChainId: simChainID, FromAddress: from, FromToken: fromToken, FromAmount: fromAmt,
		ToChainId: simChainID, ToToken: toToken, ToAmount: toAmt, ToAddress: to,
		Solver: solver.addr, Expiry: new(big.Int).SetUint64(w.expiry), Nonce: big.NewInt(w.nextNonce),
	}
}

func TestIntentsCreateFillSettle(t *testing.T) {
	w := newIntentsWorld(t)
	c := w.c
	abiT := intentsBinding.GetABI()
	set := w.src.settlement
	o := w.order(alice.addr, bob.addr, w.fromTok, w.toTok, w.fromAmt, w.toAmt)

	// The contract's EIP-712 hashing matches go-ethereum's reference implementation.
	td := devsolver.OrderTypedData(o, set)
	wantDigest, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	if got := call(c, set, intentsBinding.PackOrderDigest(o), intentsBinding.UnpackOrderDigest); string(got[:]) != string(wantDigest) {
		t.Fatalf("orderDigest = %x, want %x", got, wantDigest)
	}
	wantHash, err := td.HashStruct("Order", td.Message)
	if err != nil {
		t.Fatal(err)
	}
	orderHash := call(c, set, intentsBinding.PackHashOrder(o), intentsBinding.UnpackHashOrder)
	if string(orderHash[:]) != string(wantHash) {
		t.Fatalf("hashOrder = %x, want %x", orderHash, wantHash)
	}

	c.mint(w.fromTok, alice.addr, w.fromAmt)
	c.approve(alice, w.fromTok, set, w.fromAmt)
	sig := signOrder(t, solver.key, o, set)

	tampered := o
	tampered.ToAmount = sub(w.toAmt, big.NewInt(1))
	invalid := []struct {
		name  string
		order bindings.IntentsSettlementOrder
		sig   []byte
	}{
		{"signed by someone else", o, signOrder(t, stranger.key, o, set)},
		{"order changed after signing", tampered, sig},
		{"signed for another settlement", o, signOrder(t, solver.key, o, w.dstSettlement)},
		{"truncated signature", o, sig[:64]},
	}
	for _, tt := range invalid {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.send(alice, set, nil, intentsBinding.PackCreateOrder(tt.order, tt.sig))
			wantRevert(t, err, abiT, "InvalidSignature")
		})
	}

	r := c.mustSend(alice, set, nil, intentsBinding.PackCreateOrder(o, sig))
	created := oneLog(t, r, set, intentsBinding.UnpackOrderCreatedEvent)
	if created.OrderHash != orderHash || created.FromAddress != alice.addr || created.Solver != solver.addr || created.Order.ToAmount.Cmp(w.toAmt) != 0 {
		t.Errorf("OrderCreated = %+v", created)
	}
	wantBig(t, "escrow", c.balance(w.fromTok, set), w.fromAmt)
	_, err = c.send(alice, set, nil, intentsBinding.PackCreateOrder(o, sig))
	wantRevert(t, err, abiT, "OrderExists")

	// Destination: only the solver fills, once.
	_, err = c.send(stranger, w.dstSettlement, nil, intentsBinding.PackFill(o))
	wantRevert(t, err, abiT, "NotSolver")
	r = c.mustSend(solver, w.dstSettlement, nil, intentsBinding.PackFill(o))
	filled := oneLog(t, r, w.dstSettlement, intentsBinding.UnpackOrderFilledEvent)
	if filled.OrderHash != orderHash || filled.Solver != solver.addr || filled.ToAddress != bob.addr || filled.ToToken != w.toTok || filled.ToAmount.Cmp(w.toAmt) != 0 {
		t.Errorf("OrderFilled = %+v", filled)
	}
	wantBig(t, "bob received", c.balance(w.toTok, bob.addr), w.toAmt)
	_, err = c.send(solver, w.dstSettlement, nil, intentsBinding.PackFill(o))
	wantRevert(t, err, abiT, "OrderAlreadyFilled")
	if got := call(c, w.dstSettlement, intentsBinding.PackFills(orderHash), intentsBinding.UnpackFills); got != solver.addr {
		t.Errorf("fills = %s", got)
	}

	// Source: the settler pays the solver; nothing is left to refund.
	_, err = c.send(stranger, set, nil, intentsBinding.PackSettle(orderHash))
	wantRevert(t, err, abiT, "NotSettler")
	r = c.mustSend(admin, set, nil, intentsBinding.PackSettle(orderHash))
	if s := oneLog(t, r, set, intentsBinding.UnpackOrderSettledEvent); s.OrderHash != orderHash || s.Solver != solver.addr || s.FromAmount.Cmp(w.fromAmt) != 0 {
		t.Errorf("OrderSettled = %+v", s)
	}
	wantBig(t, "solver paid", c.balance(w.fromTok, solver.addr), w.fromAmt)
	c.adjustTime(2 * time.Hour)
	_, err = c.send(stranger, set, nil, intentsBinding.PackRefund(orderHash))
	wantRevert(t, err, abiT, "OrderNotOpen")
	_, err = c.send(admin, set, nil, intentsBinding.PackSettle(orderHash))
	wantRevert(t, err, abiT, "OrderNotOpen")
	// Too late to fill another copy on the destination.
	late := w.order(alice.addr, bob.addr, w.fromTok, w.toTok, w.fromAmt, w.toAmt)
	_, err = c.send(solver, w.dstSettlement, nil, intentsBinding.PackFill(late))
	wantRevert(t, err, abiT, "OrderExpired")
}

// A contract (the router) creates the order on behalf of alice; after expiry
// anyone may trigger the refund and it reaches alice, not the contract nor the callers.
func TestIntentsRefundGoesToFromAddress(t *testing.T) {
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
			o := w.order(alice.addr, bob.addr, fromTok, w.toTok, w.fromAmt, w.toAmt)
			sig := signOrder(t, solver.key, o, w.src.settlement)

			// carol sends the transaction and pays; alice is the order's fromAddress.
			var value *big.Int
			if native {
				value = w.fromAmt
			} else {
				c.mint(fromTok, carol.addr, w.fromAmt)
				c.approve(carol, fromTok, w.src.router, w.fromAmt)
			}
			r := c.mustSend(carol, w.src.router, value, routerBinding.PackCreateIntentOrder(bindings.RouteRouterOrder(o), sig))
			created := oneLog(t, r, w.src.settlement, intentsBinding.UnpackOrderCreatedEvent)
			if created.FromAddress != alice.addr {
				t.Fatalf("OrderCreated.fromAddress = %s, want alice", created.FromAddress)
			}
			wantBig(t, "escrow", c.balance(fromTok, w.src.settlement), w.fromAmt)

			_, err := c.send(stranger, w.src.settlement, nil, intentsBinding.PackRefund(created.OrderHash))
			wantRevert(t, err, intentsBinding.GetABI(), "OrderNotExpired")
			c.adjustTime(2 * time.Hour)
			aliceBefore := c.balance(fromTok, alice.addr)
			carolBefore := c.balance(fromTok, carol.addr)
			r = c.mustSend(stranger, w.src.settlement, nil, intentsBinding.PackRefund(created.OrderHash))
			ref := oneLog(t, r, w.src.settlement, intentsBinding.UnpackOrderRefundedEvent)
			if ref.OrderHash != created.OrderHash || ref.FromAddress != alice.addr || ref.FromAmount.Cmp(w.fromAmt) != 0 {
				t.Errorf("OrderRefunded = %+v", ref)
			}
			wantBig(t, "alice refunded", c.balance(fromTok, alice.addr), add(aliceBefore, w.fromAmt))
			wantBig(t, "carol unchanged", c.balance(fromTok, carol.addr), carolBefore)
			wantBig(t, "router holds nothing", c.balance(fromTok, w.src.router), new(big.Int))
			wantBig(t, "escrow empty", c.balance(fromTok, w.src.settlement), new(big.Int))
			_, err = c.send(stranger, w.src.settlement, nil, intentsBinding.PackRefund(created.OrderHash))
			wantRevert(t, err, intentsBinding.GetABI(), "OrderNotOpen")
		})
	}
}

func TestIntentsNativeFill(t *testing.T) {
	w := newIntentsWorld(t)
	c := w.c
	o := w.order(alice.addr, bob.addr, w.fromTok, nativeToken, w.fromAmt, units(1, 18))
	_, err := c.send(solver, w.dstSettlement, units(1, 17), intentsBinding.PackFill(o))
	wantRevert(t, err, intentsBinding.GetABI(), "WrongValue")
	before := c.balance(nativeToken, bob.addr)
	c.mustSend(solver, w.dstSettlement, units(1, 18), intentsBinding.PackFill(o))
	wantBig(t, "bob native", c.balance(nativeToken, bob.addr), add(before, units(1, 18)))
}
