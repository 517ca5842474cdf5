package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"net/url"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/btcutil"
	"github.com/btcsuite/btcd/chaincfg"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	btc "github.com/switchyard-dev/switchyard/chain/bitcoin"
	"github.com/switchyard-dev/switchyard/client/btctx"
	"github.com/switchyard-dev/switchyard/devnet"
)

// bitcoinChain is the catalog's id of the Bitcoin chain, and the admin
// API's.
const bitcoinChain = devnet.BitcoinChainRef

// regtest is the devnet's Bitcoin network.
var regtest = &chaincfg.RegressionNetParams

// kind is one kind of route with a Bitcoin end.
type kind struct {
	name      string
	fromChain string
	toChain   string
	amount    int64 // base units of the source token: sats, or USDC (6 decimals)
}

// fromBitcoin says whether the route starts on Bitcoin (a deposit).
func (k kind) fromBitcoin() bool { return k.fromChain == bitcoinChain }

// kinds are the routes the benchmark knows. Amounts are small against
// the solver's float, so routes in flight never wait for its liquidity.
var kinds = []kind{
	{name: "btc-evm", fromChain: bitcoinChain, toChain: "1", amount: 500_000},
	{name: "evm-btc", fromChain: "1", toChain: bitcoinChain, amount: 500_000_000},
}

func selectKinds(list string) ([]kind, error) {
	return devbench.Pick(list, kinds, func(k kind) string { return k.name })
}

// payer is a worker's Bitcoin key: it pays BTC → EVM deposits.
type payer struct {
	key  *btcec.PrivateKey
	addr string
}

// world is the service as a wallet sees it: devbench's EVM world plus
// the Bitcoin chain's Esplora API, one Bitcoin payer per worker and a
// block clock on the Bitcoin chain.
type world struct {
	*devbench.World
	esplora string
	btc     *btc.Client
	payers  []payer
	clock   *devbench.BlockClock
}

func newWorld(ctx context.Context, svc *devbench.Service, id string, conc int) (*world, error) {
	ew, err := devbench.NewWorld(ctx, svc, id, conc)
	if err != nil {
		return nil, err
	}
	w := &world{World: ew}
	var out struct {
		Chain struct {
			RPCList []string `json:"rpcList"`
		} `json:"chain"`
	}
	if err := w.GetJSON(ctx, w.API+"/v2/chains?"+url.Values{"chainId": {bitcoinChain}}.Encode(), &out); err != nil {
		ew.Close()
		return nil, fmt.Errorf("GET /v2/chains?chainId=bitcoin: %w", err)
	}
	if len(out.Chain.RPCList) == 0 {
		ew.Close()
		return nil, errNoBitcoin
	}
	w.esplora = out.Chain.RPCList[0]
	if err := devbench.CheckLoopback(w.esplora); err != nil {
		ew.Close()
		return nil, fmt.Errorf("the Bitcoin chain's Esplora API: %w", err)
	}
	if w.btc, err = btc.NewClient(btc.ClientConfig{BaseURL: w.esplora}); err != nil {
		ew.Close()
		return nil, err
	}
	for i := range conc {
		seed := sha256.Sum256(fmt.Appendf(nil, "switchyard bench bitcoin payer %d", i))
		key, _ := btcec.PrivKeyFromBytes(seed[:])
		addr, err := btctx.Address(key, regtest)
		if err != nil {
			ew.Close()
			return nil, err
		}
		w.payers = append(w.payers, payer{key: key, addr: addr})
	}
	return w, nil
}

// fund gives each worker what n routes of each chosen kind spend: an
// output of its own per BTC → EVM route (so that no deposit waits for the
// change of the one before), USDC on chain 1 for EVM → BTC. It mines a
// block so that the outputs are confirmed before the first quote.
func (w *world) fund(ctx context.Context, chosen []kind, n int) error {
	for _, k := range chosen {
		if !k.fromBitcoin() {
			if err := w.Fund(ctx, "USDC", fmt.Sprint(k.amount*int64(n+1)*2), k.fromChain); err != nil {
				return err
			}
			continue
		}
		for _, p := range w.payers {
			for range n + 1 {
				if _, err := w.Admin.Fund(ctx, devnet.FundRequest{ChainID: bitcoinChain, To: p.addr, Native: true,
					Amount: devnet.Decimal(fmt.Sprint(2 * k.amount))}); err != nil {
					return fmt.Errorf("fund %s on bitcoin: %w", p.addr, err)
				}
			}
		}
		if _, err := w.Admin.Mine(ctx, 1); err != nil {
			return fmt.Errorf("mine the payers' outputs: %w", err)
		}
	}
	return nil
}

// startClock runs the Bitcoin block clock, polling every every, until
// the returned stop.
func (w *world) startClock(ctx context.Context, every time.Duration) (stop func()) {
	w.clock = devbench.NewHeightClock(bitcoinChain, every, w.btc.TipHeight)
	return w.clock.Start(ctx)
}

// freshAddress is a new bcrt1q address for route i of k, nobody's key:
// the recipient of an EVM → BTC route.
func freshAddress(k kind, i int) (string, error) {
	h := sha256.Sum256(fmt.Appendf(nil, "switchyard bench bitcoin recipient %s %d %d", k.name, i, time.Now().UnixNano()))
	a, err := btcutil.NewAddressWitnessPubKeyHash(h[:20], regtest)
	if err != nil {
		return "", err
	}
	return a.EncodeAddress(), nil
}
