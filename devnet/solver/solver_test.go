package solver

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

var (
	accounts = chain.DevAccounts()
	deployer = accounts[0]
	solverAc = accounts[1]
	settler  = accounts[2]
	user     = accounts[3]
	receiver = accounts[4]
	erc20    = bindings.NewERC20Token()
	router   = bindings.NewRouteRouter()
)

// side is one devnet chain with a settlement and a token.
type side struct {
	c          *chain.Chain
	id         uint64
	settlement common.Address
	token      common.Address
}

func startSide(t *testing.T, ctx context.Context, id uint64, symbol string) *side {
	t.Helper()
	testkit.Slow(t, "starts a devnet chain")
	c, err := chain.New(chain.Config{ChainID: id, BlockInterval: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := &side{c: c, id: id}
	s.settlement = s.deploy(t, ctx, "IntentsSettlement", bindings.NewIntentsSettlement().PackConstructor(settler.Address))
	s.token = s.deploy(t, ctx, "ERC20Token", erc20.PackConstructor(symbol+" Coin", symbol, 6, deployer.Address))
	return s
}

func (s *side) opts(ctx context.Context, key chain.Account) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(key.Key, new(big.Int).SetUint64(s.id))
	o.Context = ctx
	return o
}

func (s *side) deploy(t *testing.T, ctx context.Context, name string, ctor []byte) common.Address {
	t.Helper()
	art, err := contracts.LoadArtifact(name)
	if err != nil {
		t.Fatal(err)
	}
	addr, tx, err := bind.DeployContract(s.opts(ctx, deployer), art.Bytecode, s.c.Client(), ctor)
	if err != nil {
		t.Fatalf("deploy %s: %v", name, err)
	}
	if _, err := bind.WaitMined(ctx, s.c.Client(), tx.Hash()); err != nil {
		t.Fatal(err)
	}
	return addr
}

func (s *side) send(t *testing.T, ctx context.Context, from chain.Account, to common.Address, data []byte) {
	t.Helper()
	tx, err := bind.NewBoundContract(to, erc20ABI(t), s.c.Client(), s.c.Client(), s.c.Client()).RawTransact(s.opts(ctx, from), data)
	if err != nil {
		t.Fatalf("send: %v", err)
	}
	r, err := bind.WaitMined(ctx, s.c.Client(), tx.Hash())
	if err != nil || r.Status != 1 {
		t.Fatalf("transaction %s failed: %v", tx.Hash().Hex(), err)
	}
}

func erc20ABI(t *testing.T) abi.ABI {
	t.Helper()
	parsed, err := bindings.ERC20TokenMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	return *parsed
}

func (s *side) balance(t *testing.T, ctx context.Context, who common.Address) *big.Int {
	t.Helper()
	b, err := bind.Call(erc20.Instance(s.c.Client(), s.token), &bind.CallOpts{Context: ctx}, erc20.PackBalanceOf(who), erc20.UnpackBalanceOf)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func (s *side) now(t *testing.T, ctx context.Context) uint64 {
	t.Helper()
	h, err := s.c.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	return h.Time
}

// world is a source chain where a contract (the route router) creates
// orders for users, and a destination chain where the solver fills them.
type world struct {
	src, dst *side
	router   common.Address
	solver   *Solver
	cancel   context.CancelFunc
	done     chan error
}

func newWorld(t *testing.T) (*world, context.Context) {
	return newWorldWith(t, nil)
}

// newWorldWith is newWorld with a Bitcoin destination for the solver.
func newWorldWith(t *testing.T, btc *Bitcoin) (*world, context.Context) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	w := &world{src: startSide(t, ctx, 42161, "USDC"), dst: startSide(t, ctx, 8453, "USDT")}
	// Only the settlement matters for intents; the router's other parts are stand-ins.
	w.router = w.src.deploy(t, ctx, "RouteRouter", router.PackConstructor(deployer.Address, deployer.Address, deployer.Address, w.src.settlement))
	w.src.send(t, ctx, deployer, w.src.token, erc20.PackMint(user.Address, big.NewInt(10_000e6)))
	w.dst.send(t, ctx, deployer, w.dst.token, erc20.PackMint(solverAc.Address, big.NewInt(1_000_000e6)))
	w.src.send(t, ctx, user, w.src.token, erc20.PackApprove(w.router, big.NewInt(10_000e6)))
	s, err := New(Config{
		Chains: []Chain{
			{ChainID: w.src.id, Backend: w.src.c.Client(), Settlement: w.src.settlement},
			{ChainID: w.dst.id, Backend: w.dst.c.Client(), Settlement: w.dst.settlement},
		},
		SolverKey: solverAc.Key, SettlerKey: settler.Key, Poll: 100 * time.Millisecond, Bitcoin: btc,
	})
	if err != nil {
		t.Fatal(err)
	}
	w.solver = s
	runCtx, stop := context.WithCancel(ctx)
	w.cancel, w.done = stop, make(chan error, 1)
	go func() { w.done <- s.Run(runCtx) }()
	t.Cleanup(func() { stop(); <-w.done })
	return w, ctx
}

// createOrder has the router (a contract) create an order for the user.
func (w *world) createOrder(t *testing.T, ctx context.Context, fromAmount, toAmount int64, ttl uint64, nonce int64) bindings.IntentsSettlementOrder {
	t.Helper()
	o := bindings.IntentsSettlementOrder{
		FromChainId: new(big.Int).SetUint64(w.src.id), FromAddress: user.Address, FromToken: w.src.token,
		FromAmount: big.NewInt(fromAmount), ToChainId: new(big.Int).SetUint64(w.dst.id), ToToken: w.dst.token,
		ToAmount: big.NewInt(toAmount), ToAddress: receiver.Address, Solver: w.solver.Address(),
		Expiry: new(big.Int).SetUint64(w.src.now(t, ctx) + ttl), Nonce: big.NewInt(nonce),
	}
	sig, err := w.solver.SignQuote(o, w.src.settlement)
	if err != nil {
		t.Fatal(err)
	}
	w.src.send(t, ctx, user, w.router, router.PackCreateIntentOrder(bindings.RouteRouterOrder(o), sig))
	return o
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not observed within 60 s: %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestOrderFilledAndSettled(t *testing.T) {
	w, ctx := newWorld(t)
	w.createOrder(t, ctx, 1_000e6, 998e6, 600, 1)
	eventually(t, "the receiver gets the order's output on the destination", func() bool {
		return w.dst.balance(t, ctx, receiver.Address).Cmp(big.NewInt(998e6)) == 0
	})
	eventually(t, "the escrow is paid to the solver on the source", func() bool {
		return w.src.balance(t, ctx, solverAc.Address).Cmp(big.NewInt(1_000e6)) == 0
	})
	if got := w.src.balance(t, ctx, user.Address); got.Cmp(big.NewInt(9_000e6)) != 0 {
		t.Errorf("user balance %s, want 9000e6", got)
	}
}

func TestPausedSolverLetsTheOrderExpireAndRefundsFromAddress(t *testing.T) {
	w, ctx := newWorld(t)
	w.solver.Pause()
	w.createOrder(t, ctx, 500e6, 499e6, 2, 2) // the router (a contract) is the caller
	settlement := bindings.NewIntentsSettlement()
	var refunded *bindings.IntentsSettlementOrderRefunded
	eventually(t, "OrderRefunded on the source after expiry", func() bool {
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
	if refunded.FromAddress != user.Address || refunded.FromAmount.Cmp(big.NewInt(500e6)) != 0 {
		t.Errorf("refund went to %s (%s), want the order's fromAddress %s", refunded.FromAddress.Hex(), refunded.FromAmount, user.Address.Hex())
	}
	if got := w.src.balance(t, ctx, user.Address); got.Cmp(big.NewInt(10_000e6)) != 0 {
		t.Errorf("user balance %s after the refund, want all 10000e6 back", got)
	}
	// The router (the caller) and the solver get nothing; nothing was filled.
	for who, addr := range map[string]common.Address{"router": w.router, "solver": solverAc.Address, "settlement": w.src.settlement} {
		if b := w.src.balance(t, ctx, addr); b.Sign() != 0 {
			t.Errorf("%s holds %s after the refund", who, b)
		}
	}
	if b := w.dst.balance(t, ctx, receiver.Address); b.Sign() != 0 {
		t.Errorf("a paused solver filled the order: receiver holds %s", b)
	}
}

func TestSignQuoteRefusesOrdersForAnotherSolver(t *testing.T) {
	s, err := New(Config{SolverKey: solverAc.Key, SettlerKey: settler.Key})
	if err != nil {
		t.Fatal(err)
	}
	o := bindings.IntentsSettlementOrder{Solver: user.Address, FromChainId: big.NewInt(1)}
	if _, err := s.SignQuote(o, common.Address{}); err == nil {
		t.Error("signed an order naming another solver")
	}
}
