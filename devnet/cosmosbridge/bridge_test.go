package cosmosbridge

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/cosmos-sdk/types/bech32"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	"github.com/cosmos/gogoproto/proto"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
	"github.com/switchyard-dev/switchyard/devnet/ibc"
	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// bridgeEnv makes the test binary a bridge process (for the kill -9 test).
const bridgeEnv = "SWITCHYARD_TEST_HUB_BRIDGE"

func TestMain(m *testing.M) {
	cosmos.MaybeRunNode() // the chains are this test binary, re-executed
	if raw := os.Getenv(bridgeEnv); raw != "" {
		os.Exit(runBridgeProcess(raw))
	}
	os.Exit(m.Run())
}

// fakeMessages is the GMP relayer's store as the bridge sees it.
type fakeMessages struct {
	mu    sync.Mutex
	msgs  map[string]*relayer.Message
	order []string
	added []string
}

func newFakeMessages() *fakeMessages { return &fakeMessages{msgs: map[string]*relayer.Message{}} }

func (f *fakeMessages) put(m *relayer.Message) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.msgs[m.ID]; !ok {
		f.order = append(f.order, m.ID)
	}
	c := *m
	f.msgs[m.ID] = &c
}

func (f *fakeMessages) get(id string) *relayer.Message {
	f.mu.Lock()
	defer f.mu.Unlock()
	if m, ok := f.msgs[id]; ok {
		c := *m
		return &c
	}
	return nil
}

func (f *fakeMessages) OpenRelayerMessages(context.Context) ([]*relayer.Message, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []*relayer.Message
	for _, id := range f.order {
		if m := f.msgs[id]; !m.Status.Terminal() {
			c := *m
			out = append(out, &c)
		}
	}
	return out, nil
}

func (f *fakeMessages) UpdateRelayerMessage(_ context.Context, m *relayer.Message) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.msgs[m.ID]; !ok {
		return relayer.ErrNotFound
	}
	c := *m
	f.msgs[m.ID] = &c
	return nil
}

func (f *fakeMessages) AddRelayerMessage(_ context.Context, m *relayer.Message) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.msgs[m.ID]; ok {
		return nil
	}
	c := *m
	f.msgs[m.ID], f.order, f.added = &c, append(f.order, m.ID), append(f.added, m.ID)
	return nil
}

func (f *fakeMessages) addedIDs() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.added...)
}

// testNet is the chains, the IBC relayer and a bridge over them.
type testNet struct {
	net     *cosmos.Network
	ibc     *ibc.Relayer
	store   *fakeMessages
	cfg     Config
	bridge  *Bridge
	clients map[string]*cosmos.Client
	// holdForwards, when positive, is the timeout of the bridge's
	// forwards, and the IBC relayer is paused as each is signed.
	holdForwards atomic.Int64
}

func startNet(t *testing.T, withBridge bool) *testNet {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	began := time.Now()
	n, err := cosmos.Start(ctx, cosmos.Config{DataDir: filepath.Join(dir, "cosmos"), BlockTime: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = n.Close() })
	r, err := ibc.NewRelayer(ibc.Config{Chains: ibc.ChainsOf(n), StatePath: filepath.Join(dir, "cosmos", "ibc-relayer.json")})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Close() })
	t.Logf("chains and IBC paths up in %s", time.Since(began).Round(time.Second))
	tn := &testNet{net: n, ibc: r, store: newFakeMessages(), clients: map[string]*cosmos.Client{}}
	for _, c := range n.Chains() {
		tn.clients[c.ID] = c.Client()
	}
	tn.cfg = Config{Chains: ChainsOf(n), Messages: tn.store, EVMChains: map[string]uint64{"Arbitrum": 42161},
		JournalPath: filepath.Join(dir, "cosmos", "hub-bridge.json"), Interval: 100 * time.Millisecond,
		ForwardTimeout: func() time.Duration {
			d := time.Duration(tn.holdForwards.Load())
			if d > 0 {
				r.Pause()
			}
			return d
		}}
	if withBridge {
		tn.start(t)
	}
	return tn
}

func (tn *testNet) start(t *testing.T) {
	t.Helper()
	b, err := New(tn.cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	tn.bridge = b
	t.Cleanup(func() { _ = b.Close() })
}

// freshAddress is a new account address on a chain.
func freshAddress(t *testing.T, chainID string) string {
	t.Helper()
	bz := make([]byte, 20)
	if _, err := rand.Read(bz); err != nil {
		t.Fatal(err)
	}
	s, _ := cosmos.SpecOf(chainID)
	addr, err := bech32.ConvertAndEncode(s.Prefix, bz)
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

// waitBalance waits until addr holds want of denom.
func waitBalance(t *testing.T, c *cosmos.Client, addr, denom string, want sdkmath.Int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	var got sdkmath.Int
	for time.Now().Before(deadline) {
		var err error
		if got, err = c.Balance(context.Background(), addr, denom); err == nil && got.Equal(want) {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("%s holds %s %s on %s, want %s", addr, got, denom, c.Spec().ID, want)
}

// waitJob waits until the job is no longer open.
func waitJob(t *testing.T, b *Bridge, key string) Job {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		if j, ok := b.journal.job(key); ok && j.State != StateOpen {
			return j
		}
		time.Sleep(100 * time.Millisecond)
	}
	j, _ := b.journal.job(key)
	t.Fatalf("job %s still open: %+v", key, j)
	return Job{}
}

// sendToBridge sends amount of the hub's uusdc voucher from a funded
// osmosis key to the bridge account with memo, returning the job key.
func (tn *testNet) sendToBridge(t *testing.T, key cosmos.Key, amount int64, memo string) (string, *cosmos.TxResult) {
	t.Helper()
	osmo := tn.clients[cosmos.OsmosisChainID]
	res, err := osmo.Transfer(context.Background(), key, cosmos.Transfer{SourceChannel: "channel-0", Receiver: cosmos.BridgeKey().AddressOn(cosmos.HubChainID),
		Token: sdk.NewInt64Coin(cosmos.USDCVoucher(cosmos.OsmosisChainID), amount), Memo: memo})
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range res.Events {
		if ev.Type == "send_packet" {
			return "ibc/channel-0/" + attrs(ev)["packet_sequence"], res
		}
	}
	t.Fatal("the transfer sent no packet")
	return "", nil
}

func TestBridgeOnChains(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	tn := startNet(t, true)
	ctx := context.Background()
	hub, osmo, atom := tn.clients[cosmos.HubChainID], tn.clients[cosmos.OsmosisChainID], tn.clients[cosmos.CosmosHubChainID]
	voucher := cosmos.USDCVoucher(cosmos.OsmosisChainID)
	user := tn.fundUser(t, 3, 100_000_000)
	userAddr := user.AddressOn(cosmos.OsmosisChainID)

	t.Run("EVM to Cosmos", func(t *testing.T) {
		toOsmo, toHub, bad := freshAddress(t, cosmos.OsmosisChainID), freshAddress(t, cosmos.HubChainID), freshAddress(t, cosmos.CosmosHubChainID)
		msgs := []*relayer.Message{
			evmMessage(1, "osmosis", toOsmo, 5_000_000),
			evmMessage(2, "Axelarnet", toHub, 7_000_000),
			evmMessage(3, "osmosis", bad, 1_000_000), // a cosmos1 address is not an osmosis one
		}
		for _, m := range msgs {
			tn.store.put(m)
		}
		waitBalance(t, osmo, toOsmo, voucher, sdkmath.NewInt(5_000_000))
		waitBalance(t, hub, toHub, cosmos.USDCDenom, sdkmath.NewInt(7_000_000))
		for _, m := range msgs[:2] {
			job := waitJob(t, tn.bridge, "gmp/"+m.ID)
			got := tn.store.get(m.ID)
			if got.Status != relayer.StatusExecuted || got.Executed == nil || got.Executed.TxHash == (common.Hash{}) || got.Executed.Chain != "Axelarnet" {
				t.Errorf("message %s after the credit: %+v", m.ID, got)
			}
			if job.State != StateDone {
				t.Errorf("job %+v", job)
			}
		}
		job := waitJob(t, tn.bridge, "gmp/"+msgs[2].ID)
		if got := tn.store.get(msgs[2].ID); job.State != StateFailed || got.Status != relayer.StatusError || !strings.Contains(got.Error.Message, `prefix "cosmos", not "osmo"`) {
			t.Errorf("bad recipient: job %+v, message %+v", job, got.Error)
		}
	})

	t.Run("Cosmos to Cosmos through the hub", func(t *testing.T) {
		to := freshAddress(t, cosmos.CosmosHubChainID)
		memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "cosmoshub", DestinationAddress: to, Type: api.MemoTypeToken,
			Fee: api.BridgeFee{Amount: "0", Recipient: cosmos.FeeCollectorKey().AddressOn(cosmos.HubChainID)}, QuoteID: "q-forward"})
		key, _ := tn.sendToBridge(t, user, 2_000_000, string(memo))
		waitBalance(t, atom, to, cosmos.USDCVoucher(cosmos.CosmosHubChainID), sdkmath.NewInt(2_000_000))
		job := waitJob(t, tn.bridge, key)
		if job.State != StateDone || job.Action != ActionForward || job.Txs[ActionForward] == "" {
			t.Errorf("job %+v", job)
		}
	})

	t.Run("a bad memo sends the funds back", func(t *testing.T) {
		start, err := osmo.Balance(ctx, userAddr, voucher)
		if err != nil {
			t.Fatal(err)
		}
		key, _ := tn.sendToBridge(t, user, 3_000_000, `{"destination_chain":"nowhere","type":3}`)
		job := waitJob(t, tn.bridge, key)
		if job.State != StateRefunded || !strings.Contains(job.Reason, `"nowhere" is not a Cosmos chain`) {
			t.Errorf("job %+v", job)
		}
		waitBalance(t, osmo, userAddr, voucher, start)
	})

	t.Run("a forward that times out goes back to the sender", func(t *testing.T) {
		start, err := osmo.Balance(ctx, userAddr, voucher)
		if err != nil {
			t.Fatal(err)
		}
		to := freshAddress(t, cosmos.CosmosHubChainID)
		memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "cosmoshub", DestinationAddress: to, Type: api.MemoTypeToken, QuoteID: "q-timeout"})
		tn.holdForwards.Store(int64(3 * time.Second))
		key, _ := tn.sendToBridge(t, user, 1_500_000, string(memo))
		deadline := time.Now().Add(2 * time.Minute)
		for j, _ := tn.bridge.journal.job(key); j.Forwarded == nil; j, _ = tn.bridge.journal.job(key) {
			if time.Now().After(deadline) {
				t.Fatalf("no forward: %+v", j)
			}
			time.Sleep(100 * time.Millisecond)
		}
		tn.holdForwards.Store(0)
		time.Sleep(4 * time.Second) // past the forward's timeout
		tn.ibc.Resume()
		job := waitJob(t, tn.bridge, key)
		if job.State != StateRefunded || job.Action != ActionRefund || !strings.Contains(job.Reason, "timed out") || job.Txs[stepReturn] == "" {
			t.Errorf("job %+v", job)
		}
		waitBalance(t, osmo, userAddr, voucher, start)
		if got, err := atom.Balance(ctx, to, cosmos.USDCVoucher(cosmos.CosmosHubChainID)); err != nil || !got.IsZero() {
			t.Errorf("the forward's recipient holds %s (%v)", got, err)
		}
	})

	t.Run("Cosmos to EVM", func(t *testing.T) {
		collector := cosmos.FeeCollectorKey().AddressOn(cosmos.HubChainID)
		feeBefore, err := hub.Balance(ctx, collector, cosmos.USDCDenom)
		if err != nil {
			t.Fatal(err)
		}
		payload := base64.StdEncoding.EncodeToString([]byte("route payload"))
		router := "0x1111111111111111111111111111111111111111"
		memo, _ := json.Marshal(api.BridgeMemo{DestinationChain: "arbitrum", DestinationAddress: router, Payload: &payload,
			Type: api.MemoTypeCallWithToken, Fee: api.BridgeFee{Amount: "250000", Recipient: collector}, QuoteID: "q-evm"})
		key, src := tn.sendToBridge(t, user, 4_000_000, string(memo))
		job := waitJob(t, tn.bridge, key)
		if job.State != StateDone || job.Action != ActionCall {
			t.Fatalf("job %+v", job)
		}
		waitBalance(t, hub, collector, cosmos.USDCDenom, feeBefore.AddRaw(250_000))
		got := tn.store.get(job.MessageID)
		if got == nil {
			t.Fatalf("no message %s handed off (added %v)", job.MessageID, tn.store.addedIDs())
		}
		if !strings.HasPrefix(got.ID, "0x"+strings.ToLower(src.Hash)+"-") {
			t.Errorf("message id %s does not name the source transaction %s", got.ID, src.Hash)
		}
		want := relayer.Message{Event: relayer.EventContractCallWithToken, SourceChain: "osmosis", DestinationChainID: 42161,
			DestinationChain: "arbitrum", DestinationContractAddress: router, SourceAddress: userAddr,
			PayloadHash: crypto.Keccak256Hash([]byte("route payload")), Payload: []byte("route payload"), Symbol: "axlUSDC",
			Amount: big.NewInt(3_750_000), Status: relayer.StatusConfirmed, GasStatus: relayer.GasPaidEnough}
		gotFields := relayer.Message{Event: got.Event, SourceChain: got.SourceChain, DestinationChainID: got.DestinationChainID,
			DestinationChain: got.DestinationChain, DestinationContractAddress: got.DestinationContractAddress, SourceAddress: got.SourceAddress,
			PayloadHash: got.PayloadHash, Payload: got.Payload, Symbol: got.Symbol, Amount: got.Amount, Status: got.Status, GasStatus: got.GasStatus}
		if d := cmp.Diff(want, gotFields, cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); d != "" {
			t.Errorf("handed-off message (-want +got):\n%s", d)
		}
		if !got.External() || got.Call.TxHash != common.HexToHash(src.Hash) || got.Confirmed == nil || got.Confirmed.Chain != "Axelarnet" {
			t.Errorf("message steps: call %+v confirmed %+v", got.Call, got.Confirmed)
		}
	})

	t.Run("restarts send nothing twice", func(t *testing.T) {
		if err := tn.bridge.Close(); err != nil {
			t.Fatal(err)
		}
		// A crash after the journal recorded a signed credit and before
		// it was broadcast, and one after it was broadcast and landed but
		// before the journal heard.
		unsent, landed := freshAddress(t, cosmos.HubChainID), freshAddress(t, cosmos.HubChainID)
		j, err := openJournal(tn.cfg.JournalPath)
		if err != nil {
			t.Fatal(err)
		}
		for i, to := range []string{unsent, landed} {
			m := evmMessage(10+i, "Axelarnet", to, 1_000_000)
			tn.store.put(m)
			key := "gmp/" + m.ID
			now := time.Now().UTC()
			msg := &banktypes.MsgSend{FromAddress: cosmos.BridgeKey().AddressOn(cosmos.HubChainID), ToAddress: to,
				Amount: sdk.NewCoins(sdk.NewInt64Coin(cosmos.USDCDenom, 1_000_000))}
			raw, hash, err := hub.Sign(ctx, cosmos.BridgeKey(), []proto.Message{msg}, "", sendGas)
			if err != nil {
				t.Fatal(err)
			}
			seq, _ := rawSequence(raw)
			job := &Job{Key: key, Kind: KindToCosmos, MessageID: m.ID, DestChain: "Axelarnet", Recipient: to, Amount: "1000000",
				State: StateOpen, Created: now, Updated: now, Inflight: &Inflight{Step: ActionCredit, Hash: hash, Sequence: seq, Raw: raw}}
			if err := j.addJobs([]*Job{job}, 0); err != nil {
				t.Fatal(err)
			}
			if to == landed {
				if err := hub.Broadcast(ctx, raw); err != nil {
					t.Fatal(err)
				}
				if _, err := hub.WaitTx(ctx, hash); err != nil {
					t.Fatal(err)
				}
			}
		}
		tn.start(t)
		for _, to := range []string{unsent, landed} {
			waitBalance(t, hub, to, cosmos.USDCDenom, sdkmath.NewInt(1_000_000))
		}
		for i := range 2 {
			if job := waitJob(t, tn.bridge, "gmp/"+evmMessage(10+i, "", "", 0).ID); job.State != StateDone {
				t.Errorf("job %+v", job)
			}
		}
		// a few more rounds, and a restart, change nothing
		time.Sleep(time.Second)
		if err := tn.bridge.Close(); err != nil {
			t.Fatal(err)
		}
		tn.start(t)
		time.Sleep(2 * time.Second)
		for _, to := range []string{unsent, landed} {
			waitBalance(t, hub, to, cosmos.USDCDenom, sdkmath.NewInt(1_000_000))
		}
		if got := tn.store.addedIDs(); len(got) != 1 {
			t.Errorf("messages handed off: %v, want one", got)
		}
	})
}

// evmMessage is a GMP message from Ethereum the relayer confirmed.
func evmMessage(i int, dest, to string, amount int64) *relayer.Message {
	tx := common.BigToHash(big.NewInt(int64(1000 + i)))
	return &relayer.Message{ID: relayer.MessageID(tx, 3), CommandID: relayer.CommandID(1, tx, 3), Event: relayer.EventContractCallWithToken,
		SourceChainID: 1, SourceChain: "Ethereum", DestinationChain: dest, DestinationContractAddress: to, Symbol: "axlUSDC",
		Amount: big.NewInt(amount), Status: relayer.StatusConfirmed, GasStatus: relayer.GasUnpaid,
		Call: relayer.Step{ChainID: 1, Chain: "Ethereum", TxHash: tx, LogIndex: 3}}
}

// fundUser gives a development key the hub's USDC voucher on osmosis-1.
func (tn *testNet) fundUser(t *testing.T, i int, amount int64) cosmos.Key {
	t.Helper()
	user, err := cosmos.DevKey(i)
	if err != nil {
		t.Fatal(err)
	}
	addr, voucher := user.AddressOn(cosmos.OsmosisChainID), cosmos.USDCVoucher(cosmos.OsmosisChainID)
	osmo := tn.clients[cosmos.OsmosisChainID]
	before, err := osmo.Balance(context.Background(), addr, voucher)
	if err != nil {
		t.Fatal(err)
	}
	// The chains' RPC servers sometimes drop a connection just after
	// start (EOF): a query that failed sent nothing, so try again.
	for attempt := 0; ; attempt++ {
		_, err := tn.net.Fund(context.Background(), cosmos.OsmosisChainID, addr, voucher, sdkmath.NewInt(amount))
		if err == nil {
			break
		}
		if attempt == 2 || !strings.Contains(err.Error(), "EOF") {
			t.Fatal(err)
		}
		time.Sleep(time.Second)
	}
	waitBalance(t, osmo, addr, voucher, before.AddRaw(amount))
	return user
}
