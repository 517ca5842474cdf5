// Package uniswap holds the Uniswap V2 and V3 contracts the devnet deploys,
// exactly as the protocols publish them in npm (@uniswap/v2-core 1.0.1,
// @uniswap/v3-core 1.0.1, @uniswap/v3-periphery 1.4.4): their ABI and
// bytecode in artifacts/ (committed, see README.md for the licenses) and Go
// bindings in bindings/. Nothing is recompiled, so the factories create pools
// whose init code hashes are the ones the periphery libraries hard-code, and
// the periphery finds the pools unmodified.
//
// Refresh after changing a version in contracts/package.json:
//
//	npm ci --prefix contracts && go generate ./contracts/uniswap
package uniswap

import (
	"embed"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

//go:embed artifacts/*.json
var artifactFiles embed.FS

// Artifact is one published contract as committed in artifacts/<Name>.json.
type Artifact struct {
	ContractName string          `json:"contractName"`
	ABI          json.RawMessage `json:"abi"`
	// Bytecode is the creation code (constructor arguments are appended).
	Bytecode hexutil.Bytes `json:"bytecode"`
	// DeployedBytecode is the runtime code; the V3 contracts have
	// immutables, so they must be deployed by transaction, never placed.
	DeployedBytecode hexutil.Bytes `json:"deployedBytecode"`
}

// LoadArtifact returns the committed artifact of contract `name` (for example "UniswapV3Pool").
func LoadArtifact(name string) (*Artifact, error) {
	raw, err := artifactFiles.ReadFile("artifacts/" + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("uniswap: no artifact %q: %w", name, err)
	}
	var a Artifact
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("uniswap: artifact %q: %w", name, err)
	}
	return &a, nil
}

// V3PoolInitCodeHash is PoolAddress.POOL_INIT_CODE_HASH of v3-periphery: the
// keccak256 of UniswapV3Pool's creation code, part of every pool's CREATE2
// address.
var V3PoolInitCodeHash = common.HexToHash("0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54")

// V2PairInitCodeHash is the init code hash UniswapV2Library.pairFor (v2-periphery) hard-codes.
var V2PairInitCodeHash = common.HexToHash("0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f")

// V3FeeTiers are the fee tiers (hundredths of a bip) the devnet enables, with
// their tick spacings: 1, 5, 30 and 100 bps. The factory enables the last
// three in its constructor; 100 (1 bp, spacing 1) needs enableFeeAmount.
var V3FeeTiers = []FeeTier{{100, 1}, {500, 10}, {3000, 60}, {10000, 200}}

// FeeTier is one V3 fee amount and the tick spacing the factory ties to it.
type FeeTier struct {
	Fee         uint32
	TickSpacing int32
}
