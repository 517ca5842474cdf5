package relayer

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// executableABI is the public GMP executable interface a ContractCall's
// destination implements.
var executableABI = func() abi.ABI {
	a, err := abi.JSON(strings.NewReader(`[{"type":"function","name":"execute","stateMutability":"nonpayable","outputs":[],
		"inputs":[{"name":"commandId","type":"bytes32"},{"name":"sourceChain","type":"string"},
		{"name":"sourceAddress","type":"string"},{"name":"payload","type":"bytes"}]}]`))
	if err != nil {
		return abi.ABI{} // a constant that parses; execute's Pack then reports the problem
	}
	return a
}()

// approveCalldata is the destination gateway's approval of the message.
func approveCalldata(m *Message) ([]byte, error) {
	contract := common.HexToAddress(m.DestinationContractAddress)
	index := new(big.Int).SetUint64(uint64(m.Call.LogIndex))
	source := m.From()
	if m.Event == EventContractCallWithToken {
		return gatewayABI.TryPackApproveContractCallWithMint(m.CommandID, m.SourceChain, source, contract,
			m.PayloadHash, m.Symbol, amountOf(m), m.Call.TxHash, index)
	}
	return gatewayABI.TryPackApproveContractCall(m.CommandID, m.SourceChain, source, contract, m.PayloadHash, m.Call.TxHash, index)
}

// executeCalldata is the destination contract's execution of the message:
// executeWithToken (the RouteRouter's) or the executable's execute.
func executeCalldata(m *Message) ([]byte, error) {
	source := m.From()
	if m.Event == EventContractCallWithToken {
		return routerABI.TryPackExecuteWithToken(m.CommandID, m.SourceChain, source, m.Payload, m.Symbol, amountOf(m))
	}
	data, err := executableABI.Pack("execute", m.CommandID, m.SourceChain, source, m.Payload)
	if err != nil {
		return nil, fmt.Errorf("encode execute: %w", err)
	}
	return data, nil
}

func amountOf(m *Message) *big.Int {
	if m.Amount == nil {
		return new(big.Int)
	}
	return m.Amount
}
