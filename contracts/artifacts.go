package contracts

import (
	"embed"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

//go:embed artifacts/*.json
var artifactFiles embed.FS

// Artifact is one compiled contract as committed in artifacts/<Name>.json.
type Artifact struct {
	ContractName string          `json:"contractName"`
	ABI          json.RawMessage `json:"abi"`
	// Bytecode is the creation code (constructor arguments are appended to it).
	Bytecode hexutil.Bytes `json:"bytecode"`
	// DeployedBytecode is the runtime code: what a constructor deployment
	// leaves at the address, and what the devnet places at a genesis address
	// before calling the contract's initialize(...). No contract uses
	// immutables, so it is the same for every deployment.
	DeployedBytecode hexutil.Bytes `json:"deployedBytecode"`
}

// LoadArtifact returns the committed artifact of contract `name` (for example "ERC20Token").
func LoadArtifact(name string) (*Artifact, error) {
	raw, err := artifactFiles.ReadFile("artifacts/" + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("contracts: no artifact %q: %w", name, err)
	}
	var a Artifact
	if err := json.Unmarshal(raw, &a); err != nil {
		return nil, fmt.Errorf("contracts: artifact %q: %w", name, err)
	}
	return &a, nil
}

// Native is the address that stands for a chain's native asset in every
// contract (RouteRouter, RouteMulticall, IntentsSettlement).
var Native = common.HexToAddress("0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE")
