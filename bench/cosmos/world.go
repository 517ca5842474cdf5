package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/client/cosmostx"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/cosmos"
)

// maxConcurrency bounds -concurrency: one development Cosmos key per
// route in flight, keys 2 to 9.
const maxConcurrency = 8

// kind is one kind of route with a Cosmos end.
type kind struct {
	name               string
	fromChain          string // a Cosmos chain id, or an EVM one
	toChain            string
	amount             int64 // base units of the bridged USDC (6 decimals)
	fromEVM, toEVM     bool
	fromDenom, toDenom string // Cosmos denoms (empty on an EVM end)
}

// kinds are the routes the benchmark knows. EVM ↔ Cosmos routes go
// through the hub's bridge; while the devnet does not run it, the service
// answers No route found and the benchmark reports them as not offered.
var kinds = []kind{
	{name: "hub-osmosis", fromChain: cosmos.HubChainID, toChain: cosmos.OsmosisChainID, amount: 1_000_000,
		fromDenom: cosmos.USDCDenom, toDenom: cosmos.USDCVoucher(cosmos.OsmosisChainID)},
	{name: "osmosis-hub", fromChain: cosmos.OsmosisChainID, toChain: cosmos.HubChainID, amount: 1_000_000,
		fromDenom: cosmos.USDCVoucher(cosmos.OsmosisChainID), toDenom: cosmos.USDCDenom},
	{name: "evm-osmosis", fromChain: "1", toChain: cosmos.OsmosisChainID, amount: 5_000_000, fromEVM: true,
		toDenom: cosmos.USDCVoucher(cosmos.OsmosisChainID)},
	{name: "osmosis-evm", fromChain: cosmos.OsmosisChainID, toChain: "42161", amount: 5_000_000, toEVM: true,
		fromDenom: cosmos.USDCVoucher(cosmos.OsmosisChainID)},
}

func selectKinds(list string) ([]kind, error) {
	return devbench.Pick(list, kinds, func(k kind) string { return k.name })
}

// world is the service as a wallet sees it: devbench's EVM world plus the
// Cosmos chains' RPC and one development Cosmos key per worker.
type world struct {
	*devbench.World
	cosmos  map[string]cosmosChain
	keys    []cosmos.Key
	mu      sync.Mutex
	senders map[string]*cosmostx.Sender // chain/key name
}

func newWorld(ctx context.Context, svc *devbench.Service, id string, conc int) (*world, error) {
	ew, err := devbench.NewWorld(ctx, svc, id, conc)
	if err != nil {
		return nil, err
	}
	w := &world{World: ew, cosmos: map[string]cosmosChain{}, senders: map[string]*cosmostx.Sender{}}
	for _, s := range cosmos.Specs {
		c, err := w.chain(ctx, s.ID)
		if err != nil {
			return nil, err
		}
		for _, u := range []string{c.RPC, c.REST} {
			if err := devbench.CheckLoopback(u); err != nil {
				return nil, fmt.Errorf("chain %s: %w", s.ID, err)
			}
		}
		w.cosmos[s.ID] = c
	}
	for i := range conc {
		k, err := cosmos.DevKey(2 + i) // 0 and 1 are what a developer tries first by hand
		if err != nil {
			return nil, err
		}
		w.keys = append(w.keys, k)
	}
	return w, nil
}

// cosmosChain is what a wallet reads of a Cosmos chain in GET /v2/chains.
type cosmosChain struct {
	RPC  string `json:"rpc"`
	REST string `json:"rest"`
}

// chain is a Cosmos chain as GET /v2/chains lists it.
func (w *world) chain(ctx context.Context, chainID string) (cosmosChain, error) {
	var out struct{ Chain cosmosChain }
	err := w.GetJSON(ctx, w.API+"/v2/chains?"+url.Values{"chainId": {chainID}}.Encode(), &out)
	if err == nil && (out.Chain.RPC == "" || out.Chain.REST == "") {
		err = errors.New("no rpc and rest")
	}
	if err != nil {
		return cosmosChain{}, fmt.Errorf("GET /v2/chains?chainId=%s: %w; is --devnet-cosmos on?", chainID, err)
	}
	return out.Chain, nil
}

// balance reads an account's balance of denom from the chain's REST.
func (w *world) balance(ctx context.Context, chainID, addr, denom string) (*big.Int, error) {
	var out struct {
		Balance struct{ Amount string } `json:"balance"`
	}
	u := w.cosmos[chainID].REST + "/cosmos/bank/v1beta1/balances/" + addr + "/by_denom?" + url.Values{"denom": {denom}}.Encode()
	if err := w.GetJSON(ctx, u, &out); err != nil {
		return nil, err
	}
	n, ok := new(big.Int).SetString(out.Balance.Amount, 10)
	if !ok {
		return nil, fmt.Errorf("balance %q", out.Balance.Amount)
	}
	return n, nil
}

// sender is worker a's signer on a Cosmos chain.
func (w *world) sender(ctx context.Context, chainID string, a int) (*cosmostx.Sender, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	name := chainID + "/" + w.keys[a].Name
	if s := w.senders[name]; s != nil {
		return s, nil
	}
	spec, _ := cosmos.SpecOf(chainID)
	key, err := crypto.ToECDSA(w.keys[a].PrivKey().Key)
	if err != nil {
		return nil, err
	}
	s, err := cosmostx.Dial(ctx, w.cosmos[chainID].RPC, key, chainID, spec.Prefix)
	if err != nil {
		return nil, err
	}
	w.senders[name] = s
	return s, nil
}

// fund gives every worker what n routes of k spend (and fees), through
// the admin API as devnet fund does.
func (w *world) fund(ctx context.Context, k kind, n int) error {
	total := fmt.Sprint(k.amount * int64(n+1) * 2)
	if k.fromEVM {
		return w.World.Fund(ctx, "USDC", total, k.fromChain)
	}
	for _, key := range w.keys {
		addr := key.AddressOn(k.fromChain)
		if _, err := w.Admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.ChainRef(k.fromChain), To: addr, Token: k.fromDenom,
			Amount: devnet.Decimal(total)}); err != nil {
			return fmt.Errorf("fund %s on %s: %w", addr, k.fromChain, err)
		}
	}
	// Vouchers come from the hub over IBC: wait until each has arrived.
	deadline := time.Now().Add(3 * time.Minute)
	for _, key := range w.keys {
		for {
			got, err := w.balance(ctx, k.fromChain, key.AddressOn(k.fromChain), k.fromDenom)
			if err == nil && got.Cmp(big.NewInt(k.amount*int64(n+1))) >= 0 {
				break
			}
			if time.Now().After(deadline) {
				return fmt.Errorf("%s on %s: %s has not arrived within 3 minutes (%v)", key.AddressOn(k.fromChain), k.fromChain, k.fromDenom, err)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	return nil
}

// recipient is a fresh address on the destination for route i.
func recipient(k kind, i int) (string, error) {
	seed := crypto.Keccak256([]byte(fmt.Sprintf("switchyard bench cosmos recipient %s %d %d", k.name, i, time.Now().UnixNano())))[:20]
	if k.toEVM {
		return common.BytesToAddress(seed).Hex(), nil
	}
	spec, _ := cosmos.SpecOf(k.toChain)
	return chainaddr.CosmosAddress(spec.Prefix, seed)
}

// noRoute says whether err is the service's No route found, and why.
func noRoute(err error) (string, bool) {
	if err == nil || !strings.Contains(err.Error(), "No route found") {
		return "", false
	}
	return err.Error(), true
}
