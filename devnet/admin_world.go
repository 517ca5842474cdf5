package devnet

import (
	"net/http"
	"strconv"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/devnet/chain"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// The admin API's world endpoints: deployments, pools, price moves.

// world returns the devnet's world, or the error to answer without one.
func (a *admin) world() (*world.World, error) {
	if w := a.cfg.Devnet.World(); w != nil {
		return w, nil
	}
	return nil, apperr.NotImplemented("this devnet runs bare chains, without token or pool contracts (start it with its world, as switchyard serve and switchyard devnet do)")
}

func (a *admin) deployments(*http.Request) (any, error) {
	resp := DeploymentsResponse{Deployments: []ContractsInfo{}}
	if w := a.cfg.Devnet.World(); w != nil {
		for _, d := range w.Deployments() {
			resp.Deployments = append(resp.Deployments, contractsInfo(d, true))
		}
	}
	return resp, nil
}

func (a *admin) pools(r *http.Request) (any, error) {
	c, err := a.chain(r.URL.Query().Get("chainId"))
	if err != nil {
		return nil, err
	}
	w, err := a.world()
	if err != nil {
		return nil, err
	}
	states, err := w.Pools(r.Context(), c.ChainID())
	if err != nil {
		return nil, err
	}
	d, _ := w.Deployment(c.ChainID())
	resp := PoolsResponse{ChainID: strconv.FormatUint(c.ChainID(), 10), Pools: []PoolInfo{}}
	for i := range states {
		resp.Pools = append(resp.Pools, poolStateInfo(d, &states[i]))
	}
	return resp, nil
}

func (a *admin) poolPrice(r *http.Request) (any, error) {
	var req PoolPriceRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	c, err := a.chain(string(req.ChainID))
	if err != nil {
		return nil, err
	}
	w, err := a.world()
	if err != nil {
		return nil, err
	}
	if req.Pool == "" {
		return nil, apperr.BadRequest("pool is required: a name such as \"WETH/USDC\" (price in USDC per WETH) or the pool's 0x address; GET /devnet/pools?chainId=%d lists them", c.ChainID())
	}
	price, err := world.ParsePrice(string(req.Price))
	if err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	d, _ := w.Deployment(c.ChainID())
	resp := PoolPriceResponse{ChainID: strconv.FormatUint(c.ChainID(), 10), Moves: []PoolMove{}}
	var moves []world.PriceMove
	if req.AllPools {
		pm, err := w.SetPairPrice(r.Context(), c.ChainID(), req.Pool, price)
		if err != nil {
			return nil, err
		}
		moves, resp.Skipped = pm.Moves, pm.Skipped
	} else {
		m, err := w.SetPoolPrice(r.Context(), c.ChainID(), req.Pool, price)
		if err != nil {
			return nil, err
		}
		moves = []world.PriceMove{*m}
	}
	for _, m := range moves {
		resp.Moves = append(resp.Moves, PoolMove{PreviousPrice: world.FormatPrice(m.Before.Price), Pool: poolStateInfo(d, m.After)})
	}
	resp.PreviousPrice, resp.Pool = resp.Moves[0].PreviousPrice, resp.Moves[0].Pool
	return resp, nil
}

// serviceAccounts lists the devnet's own accounts.
func serviceAccounts() []ServiceAccount {
	acc := func(role string, a chain.Account, job string) ServiceAccount {
		return ServiceAccount{Role: role, Address: a.Address.Hex(), PrivateKey: a.KeyHex(), Job: job}
	}
	return []ServiceAccount{
		acc("faucet", chain.Faucet(), "pays native funding"),
		acc("deployer", world.Deployer(), "deploys the contracts, mints the tokens, owns the seeded liquidity, pays token funding and price moves"),
		acc("relayer", world.Relayer(), "GMP gateway and gas service operator, intents settler"),
		acc("solver", world.Solver(), "intents solver: signs quotes, fills orders from its inventory"),
	}
}
