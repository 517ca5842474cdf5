package route

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/liquidity"
)

// Kind is a route kind.
type Kind string

// Route kinds.
const (
	KindSwap    Kind = "SWAP"    // same chain: wrap, unwrap, pool swaps
	KindBridge  Kind = "BRIDGE"  // GMP with the canonical bridged token, swaps either side
	KindIntents Kind = "INTENTS" // a solver fills on the destination
)

// Leg is one chain's part of a route: optional wrap of the native input,
// pool swaps, optional unwrap to the native output.
type Leg struct {
	Chain *liquidity.Chain
	// From and To are the leg's tokens (liquidity.Native for the native
	// asset).
	From, To common.Address
	Wrap     bool // the input is native: wrap it first
	Path     Path // may have no hops
	// Splits are further paths the input is divided over (split.go),
	// sharing no pool with Path or each other; each path's first hop's
	// AmountIn is its share of In, and Out the sum of their outputs.
	Splits []Path
	Unwrap bool // the output is native: unwrap last
	// In and Out are the leg's input and output amounts.
	In, Out uint256.Int
}

// Plan is a priced route: everything the estimate and the transaction
// are built from.
type Plan struct {
	Kind       Kind
	FromToken  common.Address // liquidity.Native for the native asset
	ToToken    common.Address
	FromAmount uint256.Int
	ToAmount   uint256.Int
	// ExactOut: the request gave toAmount; FromAmount is the input solved
	// for it (exactout.go).
	ExactOut bool

	Source Leg
	// Bridge routes: the amount sent through the gateway, the bridge's fee
	// on it, and the destination leg (its In is what arrives).
	Bridged, BridgeFee uint256.Int
	Dest               *Leg
	// DestGas, on a bridge route with receiveGasOnDestination, is the
	// destination swap of the bridged token into the native gas delivered
	// to toAddress (gasdest.go); Dest then starts with the rest.
	DestGas *Leg
	// GasFee is the native amount (source chain) prepaid to the gas
	// service for the destination execution; DestGasLimit the gas the
	// destination calls get.
	GasFee       uint256.Int
	DestGasLimit uint64

	// Cosmos routes (Params.ToHub, Params.FromHub): the EVM side of a
	// route whose other end is the hub. To the hub, Source is the EVM leg
	// and Dest nil; from the hub, Source is empty (its Chain nil), Bridged
	// is the input and HubFee what the hub keeps for the EVM execution.
	Cosmos bool
	HubFee uint256.Int

	// Intents routes: the solver and the order's fill terms.
	Solver       common.Address
	SolverFeeUSD float64 // spread plus fixed fee, in USD

	// SourceGas is the gas units of the user's transaction.
	SourceGas uint64
	Duration  time.Duration
	// PriceImpact is in percent (0..100).
	PriceImpact float64
	// NetUSD is what ranking compared: output value minus costs.
	NetUSD float64
	// IntegratorFee, when set, is paid from FromAmount first (fees.go).
	IntegratorFee *IntegratorFee
}
