package devbench

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/bench/internal/loadgen"
	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// World is the running service seen as a wallet sees it: its API, the
// devnet's chains (JSON-RPC and admin API), the tokens' addresses and the
// funded development accounts that send the routes.
type World struct {
	API      string // base URL of the service
	ID       string // integrator id
	HTTP     *http.Client
	Admin    *devnet.Client
	RPC      map[string]string // chain id -> JSON-RPC URL
	Eth      map[string]*ethclient.Client
	Tokens   map[string]map[string]string // chain id -> symbol -> address
	Accounts []chain.Account
}

// NewWorld reads the devnet's chains and deployments from its admin API
// and dials each chain.
func NewWorld(ctx context.Context, svc *Service, id string, conc int) (*World, error) {
	w := &World{API: svc.URL(""), ID: id, HTTP: loadgen.NewClient(4*conc+8, 30*time.Second),
		Admin: &devnet.Client{URL: svc.AdminURL}, RPC: map[string]string{}, Eth: map[string]*ethclient.Client{},
		Tokens: map[string]map[string]string{}}
	chains, err := w.Admin.Chains(ctx)
	if err != nil {
		return nil, err
	}
	for _, c := range chains.Chains {
		if err := CheckLoopback(c.RPCURL); err != nil {
			return nil, fmt.Errorf("chain %s: %w", c.ChainID, err)
		}
		cl, err := ethclient.DialContext(ctx, c.RPCURL)
		if err != nil {
			return nil, fmt.Errorf("chain %s: %w", c.ChainID, err)
		}
		w.RPC[c.ChainID], w.Eth[c.ChainID] = c.RPCURL, cl
	}
	deps, err := w.Admin.Deployments(ctx)
	if err != nil {
		return nil, err
	}
	for _, d := range deps.Deployments {
		w.Tokens[d.ChainID] = map[string]string{}
		for sym, t := range d.Tokens {
			w.Tokens[d.ChainID][sym] = t.Address
		}
	}
	// Development accounts 5 to 9 first (0 to 4 are what a developer
	// tries first by hand), one per concurrent route.
	dev := chain.DevAccounts()
	for i := range conc {
		w.Accounts = append(w.Accounts, dev[(5+i)%len(dev)])
	}
	return w, nil
}

// Close closes the chains' clients and idle connections.
func (w *World) Close() {
	for _, c := range w.Eth {
		c.Close()
	}
	w.HTTP.CloseIdleConnections()
}

// Token is the address of a catalog token on a chain.
func (w *World) Token(chainID, symbol string) (string, error) {
	a := w.Tokens[chainID][symbol]
	if a == "" {
		return "", fmt.Errorf("no %s on devnet chain %s", symbol, chainID)
	}
	return a, nil
}

// Fund gives every account amount (base units) of symbol on each chain
// through the admin API.
func (w *World) Fund(ctx context.Context, symbol, amount string, chains ...string) error {
	for _, c := range chains {
		for _, a := range w.Accounts {
			if _, err := w.Admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.ChainRef(c), To: a.Address.Hex(), Token: symbol,
				Amount: devnet.Decimal(amount)}); err != nil {
				return fmt.Errorf("fund %s with %s %s on chain %s: %w", a.Address.Hex(), amount, symbol, c, err)
			}
		}
	}
	return nil
}

// Sign signs {to, value, gas, data} from key with the given nonce and the
// chain's suggested fees (gas 0: estimated, plus a fifth). The hash is
// known before the transaction is sent, as a wallet knows it.
func (w *World) Sign(ctx context.Context, chainID string, key *ecdsa.PrivateKey, nonce uint64, to common.Address, value *big.Int,
	gas uint64, data []byte) (*types.Transaction, error) {
	cl := w.Eth[chainID]
	if cl == nil {
		return nil, fmt.Errorf("no devnet chain %s", chainID)
	}
	id, ok := new(big.Int).SetString(chainID, 10)
	if !ok {
		return nil, fmt.Errorf("chain id %q", chainID)
	}
	if gas == 0 {
		est, err := cl.EstimateGas(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(key.PublicKey), To: &to, Value: value, Data: data})
		if err != nil {
			return nil, fmt.Errorf("estimate gas on chain %s: %w", chainID, err)
		}
		gas = est + est/5
	}
	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	return types.SignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{ChainID: id, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
}

// Send sends a signed transaction; it does not wait for the block.
func (w *World) Send(ctx context.Context, chainID string, tx *types.Transaction) error {
	cl := w.Eth[chainID]
	if cl == nil {
		return fmt.Errorf("no devnet chain %s", chainID)
	}
	if err := cl.SendTransaction(ctx, tx); err != nil {
		return fmt.Errorf("send on chain %s: %w", chainID, err)
	}
	return nil
}
