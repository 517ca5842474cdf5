package world

import (
	"math/big"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// The devnet's service accounts. Each private key is keccak256 of a public
// phrase (chain.SeedAccount), exactly like the faucet's: they are PUBLIC
// TEST KEYS, the same on every devnet chain, and must never hold anything
// on a real network. Each has one job, so that no two processes race for a
// nonce and no developer account is ever used behind the developer's back.
const (
	deployerSeed = "switchyard devnet deployer (public test key)"
	relayerSeed  = "switchyard devnet relayer (public test key)"
	solverSeed   = "switchyard devnet solver (public test key)"
)

// Deployer deploys the protocol contracts, initializes the tokens placed at
// genesis, is every ERC20Token's minter and the owner of the seeded
// liquidity, and pays for token funding and pool price moves.
func Deployer() chain.Account { return chain.SeedAccount(deployerSeed) }

// Relayer is the GMP gateway's and gas service's operator and the intents
// settlement's settler: the devnet relayer signs with it (approve and
// execute messages, settle filled orders).
func Relayer() chain.Account { return chain.SeedAccount(relayerSeed) }

// Solver is the intents solver: it signs quotes and fills orders from the
// inventory the world gives it on every chain.
func Solver() chain.Account { return chain.SeedAccount(solverSeed) }

// Native balances of the service accounts at genesis, in whole native units.
var (
	// DeployerBalance covers wrapping the native currency for the WETH
	// sides of the pools, the solver's WETH and WETH funding requests.
	DeployerBalance = units(1_000_000_000)
	// RelayerBalance pays for the relayer's transactions on every chain.
	RelayerBalance = units(1_000_000)
	// SolverBalance is the solver's native inventory.
	SolverBalance = units(1_000_000)
)

func units(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(params.Ether)) }

// serviceAlloc funds the service accounts at genesis.
func serviceAlloc() types.GenesisAlloc {
	return types.GenesisAlloc{
		Deployer().Address: {Balance: new(big.Int).Set(DeployerBalance)},
		Relayer().Address:  {Balance: new(big.Int).Set(RelayerBalance)},
		Solver().Address:   {Balance: new(big.Int).Set(SolverBalance)},
	}
}
