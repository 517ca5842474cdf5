package devnet

import (
	"context"
	"net/http"

	"github.com/switchyard-dev/switchyard/devnet/world"
)

// The attach document: everything a service that attaches to this devnet
// (serve --devnet-url) needs to run against it without starting chains of
// its own, in one answer, so that it reads one consistent picture.

// AttachResponse is the body of GET /devnet/attach.
type AttachResponse struct {
	Chains []AttachChain `json:"chains"`
	// BlockInterval is the chains' interval between blocks (Go duration;
	// "0s": blocks come only with transactions).
	BlockInterval string `json:"blockInterval"`
	// Confirmations is how many blocks, the call's own included, the
	// relayer waits for before it approves a GMP call (0 without a world).
	Confirmations uint64 `json:"confirmations"`
	// ExplorerURL is the bridge explorer's base URL ("" when disabled).
	ExplorerURL string `json:"explorerUrl"`
	// Solver is the intents solver (absent without a world).
	Solver *SolverResponse `json:"solver,omitempty"`
	// OrderLifetime is the lifetime of the orders the solver quotes now
	// (Go duration; "" without a solver).
	OrderLifetime string `json:"orderLifetime,omitempty"`
	// Deployments are the world's contracts, tokens and pools on each
	// chain, in the devnet's own record format (world.Deployment).
	Deployments []*world.Deployment `json:"deployments"`
	// Bitcoin is the Bitcoin chain (absent without one); its deposits
	// are asked of /devnet/bitcoin/deposits.
	Bitcoin *AttachBitcoin `json:"bitcoin,omitempty"`
}

// AttachChain is one chain of the attach document.
type AttachChain struct {
	ChainID uint64 `json:"chainId"`
	RPCURL  string `json:"rpcUrl"`
}

func (a *admin) attach(*http.Request) (any, error) {
	d := a.cfg.Devnet
	out := AttachResponse{Chains: []AttachChain{}, Deployments: []*world.Deployment{}, BlockInterval: a.cfg.BlockInterval.String(),
		Confirmations: a.cfg.Confirmations, ExplorerURL: a.cfg.ExplorerURL}
	for _, c := range d.Chains() {
		out.Chains = append(out.Chains, AttachChain{ChainID: c.ChainID(), RPCURL: c.RPCURL()})
	}
	if w := d.World(); w != nil {
		out.Deployments = append(out.Deployments, w.Deployments()...)
	}
	out.Bitcoin = a.attachBitcoin()
	if a.cfg.Solver != nil {
		out.Solver = &SolverResponse{Solver: a.cfg.SolverAddress, Paused: a.cfg.Solver.Paused()}
		if lc, ok := a.cfg.Solver.(OrderLifetimeControl); ok {
			out.OrderLifetime = lc.OrderLifetime().String()
		}
	}
	return out, nil
}

// Attach reads the attach document.
func (c *Client) Attach(ctx context.Context) (*AttachResponse, error) {
	var out AttachResponse
	return &out, c.do(ctx, http.MethodGet, "/devnet/attach", nil, &out)
}
