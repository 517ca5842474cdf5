package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/switchyard-dev/switchyard/devnet"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// world is the running service seen as a wallet sees it: its API, the
// devnet's chains (JSON-RPC and admin API), the tokens' addresses and the
// funded development accounts that send the routes.
type world struct {
	api      string // base URL of the service
	id       string // integrator id
	http     *http.Client
	admin    *devnet.Client
	rpc      map[string]string // chain id -> JSON-RPC URL
	eth      map[string]*ethclient.Client
	tokens   map[string]map[string]string // chain id -> symbol -> address
	accounts []chain.Account
}

// newHTTPClient is a keep-alive client that dials loopback addresses only.
func newHTTPClient(conns int, timeout time.Duration) *http.Client {
	d := &net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}
	tr := &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, _, err := net.SplitHostPort(addr)
			if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
				return nil, fmt.Errorf("refusing to dial non-loopback address %q", addr)
			}
			return d.DialContext(ctx, network, addr)
		},
		DisableCompression:  true,
		MaxIdleConns:        conns,
		MaxIdleConnsPerHost: conns,
		MaxConnsPerHost:     conns,
		IdleConnTimeout:     90 * time.Second,
	}
	return &http.Client{Transport: tr, Timeout: timeout}
}

// newWorld reads the devnet's chains and deployments from its admin API
// and dials each chain.
func newWorld(ctx context.Context, svc *service, id string, conc int) (*world, error) {
	w := &world{api: svc.url(""), id: id, http: newHTTPClient(4*conc+8, 30*time.Second),
		admin: &devnet.Client{URL: svc.adminURL}, rpc: map[string]string{}, eth: map[string]*ethclient.Client{},
		tokens: map[string]map[string]string{}}
	chains, err := w.admin.Chains(ctx)
	if err != nil {
		return nil, err
	}
	for _, c := range chains.Chains {
		if err := checkLoopback(c.RPCURL); err != nil {
			return nil, fmt.Errorf("chain %s: %w", c.ChainID, err)
		}
		cl, err := ethclient.DialContext(ctx, c.RPCURL)
		if err != nil {
			return nil, fmt.Errorf("chain %s: %w", c.ChainID, err)
		}
		w.rpc[c.ChainID], w.eth[c.ChainID] = c.RPCURL, cl
	}
	deps, err := w.admin.Deployments(ctx)
	if err != nil {
		return nil, err
	}
	for _, d := range deps.Deployments {
		w.tokens[d.ChainID] = map[string]string{}
		for sym, t := range d.Tokens {
			w.tokens[d.ChainID][sym] = t.Address
		}
	}
	// Development accounts 5 to 9 first (0 to 4 are what a developer
	// tries first by hand), one per concurrent route.
	dev := chain.DevAccounts()
	for i := range conc {
		w.accounts = append(w.accounts, dev[(5+i)%len(dev)])
	}
	return w, nil
}

func (w *world) close() {
	for _, c := range w.eth {
		c.Close()
	}
	w.http.CloseIdleConnections()
}

// token is the address of a catalog token on a chain.
func (w *world) token(chainID, symbol string) (string, error) {
	a := w.tokens[chainID][symbol]
	if a == "" {
		return "", fmt.Errorf("no %s on devnet chain %s", symbol, chainID)
	}
	return a, nil
}

// fund gives every account amount (base units) of symbol on each chain
// through the admin API.
func (w *world) fund(ctx context.Context, symbol, amount string, chains ...string) error {
	for _, c := range chains {
		for _, a := range w.accounts {
			if _, err := w.admin.Fund(ctx, devnet.FundRequest{ChainID: devnet.ChainRef(c), To: a.Address.Hex(), Token: symbol,
				Amount: devnet.Decimal(amount)}); err != nil {
				return fmt.Errorf("fund %s with %s %s on chain %s: %w", a.Address.Hex(), amount, symbol, c, err)
			}
		}
	}
	return nil
}

// send signs and sends {to, value, gas, data} from key with the given
// nonce and the chain's suggested fees; it does not wait for the block.
func (w *world) send(ctx context.Context, chainID string, key *ecdsa.PrivateKey, nonce uint64, to common.Address, value *big.Int,
	gas uint64, data []byte) (common.Hash, error) {
	cl := w.eth[chainID]
	if cl == nil {
		return common.Hash{}, fmt.Errorf("no devnet chain %s", chainID)
	}
	id, ok := new(big.Int).SetString(chainID, 10)
	if !ok {
		return common.Hash{}, fmt.Errorf("chain id %q", chainID)
	}
	if gas == 0 {
		est, err := cl.EstimateGas(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(key.PublicKey), To: &to, Value: value, Data: data})
		if err != nil {
			return common.Hash{}, fmt.Errorf("estimate gas on chain %s: %w", chainID, err)
		}
		gas = est + est/5
	}
	tip, err := cl.SuggestGasTipCap(ctx)
	if err != nil {
		return common.Hash{}, err
	}
	head, err := cl.HeaderByNumber(ctx, nil)
	if err != nil {
		return common.Hash{}, err
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(id), &types.DynamicFeeTx{ChainID: id, Nonce: nonce,
		GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: value, Data: data})
	if err != nil {
		return common.Hash{}, err
	}
	if err := cl.SendTransaction(ctx, tx); err != nil {
		return common.Hash{}, fmt.Errorf("send on chain %s: %w", chainID, err)
	}
	return tx.Hash(), nil
}
