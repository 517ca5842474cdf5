package main

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/devnet/solver"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// benchSolver signs intents quotes for the benchmark world's solver, so
// the service offers intents routes as it does with a running solver.
type benchSolver struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// newBenchSolver makes a solver key and names it the solver of every
// chain of the world that has one (before the chains are published).
func newBenchSolver(chains []*liquidity.Chain) (*benchSolver, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	s := &benchSolver{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
	for _, c := range chains {
		if c.Intents != nil {
			in := *c.Intents
			in.Solver = s.addr
			c.Intents = &in
		}
	}
	return s, nil
}

// SignQuote signs the order's EIP-712 digest, as the devnet solver does.
func (s *benchSolver) SignQuote(o bindings.IntentsSettlementOrder, settlement common.Address) ([]byte, error) {
	if o.Solver != s.addr {
		return nil, fmt.Errorf("order names solver %s", o.Solver.Hex())
	}
	digest, _, err := apitypes.TypedDataAndHash(solver.OrderTypedData(o, settlement))
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(digest, s.key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}
