package solver

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

func TestOrderLifetimeBounds(t *testing.T) {
	s, err := New(Config{SolverKey: solverAc.Key, SettlerKey: settler.Key})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.OrderLifetime(); got != DefaultOrderLifetime {
		t.Fatalf("default lifetime %s, want %s", got, DefaultOrderLifetime)
	}
	type result struct {
		OK       bool
		Lifetime time.Duration
	}
	for _, tt := range []struct {
		set  time.Duration
		want result
	}{
		{5 * time.Second, result{true, 5 * time.Second}},
		{4 * time.Second, result{false, 5 * time.Second}},
		{24 * time.Hour, result{true, 24 * time.Hour}},
		{25 * time.Hour, result{false, 24 * time.Hour}},
		{-time.Minute, result{false, 24 * time.Hour}},
		{30 * time.Second, result{true, 30 * time.Second}},
	} {
		err := s.SetOrderLifetime(tt.set)
		if diff := cmp.Diff(tt.want, result{err == nil, s.OrderLifetime()}); diff != "" {
			t.Errorf("SetOrderLifetime(%s) (-want +got):\n%s (error %v)", tt.set, diff, err)
		}
	}
	if _, err := New(Config{SolverKey: solverAc.Key, SettlerKey: settler.Key, OrderLifetime: time.Second}); err == nil {
		t.Error("New accepted a 1 s order lifetime")
	}
}

// An order quoted with the shortest lifetime, which a paused solver does
// not fill, is refunded to its fromAddress soon after it expires.
func TestShortOrderLifetimeRefundsPromptly(t *testing.T) {
	w, ctx := newWorld(t)
	if err := w.solver.SetOrderLifetime(MinOrderLifetime); err != nil {
		t.Fatal(err)
	}
	w.solver.Pause()
	// The expiry the route service would sign: the lifetime on the source
	// chain's clock, which runs ahead of the wall clock here.
	eventually(t, "the solver has seen the source chain's head", func() bool {
		return !w.solver.OrderExpiry(w.src.id, time.Unix(0, 0)).Equal(time.Unix(0, 0).Add(MinOrderLifetime))
	})
	expiry := w.solver.OrderExpiry(w.src.id, time.Now())
	if head := w.src.now(t, ctx); expiry.Unix() < int64(head)+int64(MinOrderLifetime/time.Second)-1 {
		t.Fatalf("expiry %d is less than the lifetime after the source head's time %d", expiry.Unix(), head)
	}
	o := w.createOrder(t, ctx, 700e6, 699e6, uint64(expiry.Unix())-w.src.now(t, ctx), 3)
	settlement := bindings.NewIntentsSettlement()
	var refunded *bindings.IntentsSettlementOrderRefunded
	eventually(t, "OrderRefunded on the source after the 5 s lifetime", func() bool {
		it, err := bind.FilterEvents(settlement.Instance(w.src.c.Client(), w.src.settlement), &bind.FilterOpts{Context: ctx}, settlement.UnpackOrderRefundedEvent)
		if err != nil {
			t.Fatal(err)
		}
		defer it.Close()
		for it.Next() {
			refunded = it.Value()
		}
		return refunded != nil
	})
	if refunded.FromAddress != user.Address || refunded.FromAmount.Cmp(o.FromAmount) != 0 {
		t.Errorf("refund of %s to %s, want %s to %s", refunded.FromAmount, refunded.FromAddress.Hex(), o.FromAmount, user.Address.Hex())
	}
	// The refund waited for the expiry: its block is later than it.
	r, err := w.src.c.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(refunded.Raw.BlockNumber))
	if err != nil {
		t.Fatal(err)
	}
	if r.Time <= o.Expiry.Uint64() {
		t.Errorf("refunded in a block of time %d, not after the expiry %d", r.Time, o.Expiry)
	}
}
