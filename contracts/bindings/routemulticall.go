// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// RouteMulticallCall is an auto generated low-level Go binding around an user-defined struct.
type RouteMulticallCall struct {
	CallType uint8
	Target   common.Address
	Value    *big.Int
	CallData []byte
	Payload  []byte
}

// RouteMulticallMetaData contains all meta data concerning the RouteMulticall contract.
var RouteMulticallMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"CallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"inputPos\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"callDataLength\",\"type\":\"uint256\"}],\"name\":\"InvalidInputPos\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"}],\"name\":\"CallExecuted\",\"type\":\"event\"},{\"inputs\":[{\"components\":[{\"internalType\":\"enumRouteMulticall.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteMulticall.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"run\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "RouteMulticall",
	Bin: "0x6080604052348015600e575f5ffd5b50610c9d8061001c5f395ff3fe608060405260043610610020575f3560e01c8063f87ef8001461002b575f5ffd5b3661002757005b5f5ffd5b61003e610039366004610a27565b610040565b005b5f5b818110156100fa576100778184848481811061006057610060610a98565b90506020028101906100729190610aac565b6100ff565b82828281811061008957610089610a98565b905060200281019061009b9190610aac565b6100ac906040810190602001610ae1565b6001600160a01b0316817f693669f5983b7a66f77192b45fa2d8c5f42f2696513ef1972bc5092a478e170560016040516100ea911515815260200190565b60405180910390a3600101610042565b505050565b5f606060016101116020850185610b17565b600381111561012257610122610b03565b036102d2575f806101366080860186610b35565b8101906101439190610b7f565b915091505f61015283306105ed565b90505f6101626060880188610b35565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250929350506004851091508190506101b3575080516101b1846020610ba9565b115b156101ea5780516040516303dce4c560e11b8152600481018a90526024810185905260448101919091526064015b60405180910390fd5b8083016020018290526001600160a01b03841673eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee148015906102375750816102358561023060408b0160208c01610ae1565b610720565b105b15610257576102578461025060408a0160208b01610ae1565b5f196107da565b6102676040880160208901610ae1565b6001600160a01b03168760400135826040516102839190610bc8565b5f6040518083038185875af1925050503d805f81146102bd576040519150601f19603f3d011682016040523d82523d5f602084013e6102c2565b606091505b5090965094506105c59350505050565b60026102e16020850185610b17565b60038111156102f2576102f2610b03565b03610376576103076040840160208501610ae1565b6001600160a01b03164761031e6060860186610b35565b60405161032c929190610bde565b5f6040518083038185875af1925050503d805f8114610366576040519150601f19603f3d011682016040523d82523d5f602084013e61036b565b606091505b5090925090506105c5565b60036103856020850185610b17565b600381111561039657610396610b03565b03610546575f6103a96080850185610b35565b8101906103b69190610ae1565b90505f6103c382306105ed565b905073eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03831601610451576103fa6040860160208701610ae1565b6001600160a01b0316816040515f6040518083038185875af1925050503d805f8114610441576040519150601f19603f3d011682016040523d82523d5f602084013e610446565b606091505b50909450925061053f565b6001600160a01b03821663a9059cbb6104706040880160208901610ae1565b6040516001600160a01b039091166024820152604481018490526064016040516020818303038152906040529060e01b6020820180516001600160e01b0383818316178352505050506040516104c69190610bc8565b5f604051808303815f865af19150503d805f81146104ff576040519150601f19603f3d011682016040523d82523d5f602084013e610504565b606091505b50909450925083801561051957506020835110155b80156105365750828060200190518101906105349190610bed565b155b1561053f575f93505b50506105c5565b6105566040840160208501610ae1565b6001600160a01b031660408401356105716060860186610b35565b60405161057f929190610bde565b5f6040518083038185875af1925050503d805f81146105b9576040519150601f19603f3d011682016040523d82523d5f602084013e6105be565b606091505b5090925090505b816105e7578381604051635c0dee5d60e01b81526004016101e1929190610c0c565b50505050565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b0384160161062457506001600160a01b0381163161071a565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f9283929087169161067b9190610bc8565b5f60405180830381855afa9150503d805f81146106b3576040519150601f19603f3d011682016040523d82523d5f602084013e6106b8565b606091505b50915091508115806106cb575060208151105b1561070157604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b60248201526044016101e1565b808060200190518101906107159190610c48565b925050505b92915050565b604080513060248201526001600160a01b0383811660448084019190915283518084039091018152606490920183526020820180516001600160e01b0316636eb1769f60e11b17905291515f92839283929187169161077f9190610bc8565b5f60405180830381855afa9150503d805f81146107b7576040519150601f19603f3d011682016040523d82523d5f602084013e6107bc565b606091505b50915091508180156107d057506020815110155b610701575f610715565b604080516001600160a01b038481166024830152604480830185905283518084039091018152606490920183526020820180516001600160e01b031663095ea7b360e01b179052915190915f918291871690610837908590610bc8565b5f604051808303815f865af19150503d805f8114610870576040519150601f19603f3d011682016040523d82523d5f602084013e610875565b606091505b50915091508180156108b057508051156108a2578080602001905181019061089d9190610bed565b6108b0565b5f866001600160a01b03163b115b156108bd57505050505050565b604080516001600160a01b03871660248201525f6044808301919091528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052610911908790610923565b61091b8684610923565b505050505050565b5f5f836001600160a01b03168360405161093d9190610bc8565b5f604051808303815f865af19150503d805f8114610976576040519150601f19603f3d011682016040523d82523d5f602084013e61097b565b606091505b5091509150816109d25780511561099457805160208201fd5b8361099e84610c5f565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b03191660248201526044016101e1565b5f81515f14610a015760208251101580156109fc5750818060200190518101906109fc9190610bed565b610a0f565b5f856001600160a01b03163b115b905080610a20578461099e85610c5f565b5050505050565b5f5f60208385031215610a38575f5ffd5b823567ffffffffffffffff811115610a4e575f5ffd5b8301601f81018513610a5e575f5ffd5b803567ffffffffffffffff811115610a74575f5ffd5b8560208260051b8401011115610a88575f5ffd5b6020919091019590945092505050565b634e487b7160e01b5f52603260045260245ffd5b5f8235609e19833603018112610ac0575f5ffd5b9190910192915050565b6001600160a01b0381168114610ade575f5ffd5b50565b5f60208284031215610af1575f5ffd5b8135610afc81610aca565b9392505050565b634e487b7160e01b5f52602160045260245ffd5b5f60208284031215610b27575f5ffd5b813560048110610afc575f5ffd5b5f5f8335601e19843603018112610b4a575f5ffd5b83018035915067ffffffffffffffff821115610b64575f5ffd5b602001915036819003821315610b78575f5ffd5b9250929050565b5f5f60408385031215610b90575f5ffd5b8235610b9b81610aca565b946020939093013593505050565b8082018082111561071a57634e487b7160e01b5f52601160045260245ffd5b5f82518060208501845e5f920191825250919050565b818382375f9101908152919050565b5f60208284031215610bfd575f5ffd5b81518015158114610afc575f5ffd5b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b5f60208284031215610c58575f5ffd5b5051919050565b805160208201516001600160e01b0319811691906004821015610c96576001600160e01b0319600483900360031b81901b82161692505b505091905056",
}

// RouteMulticall is an auto generated Go binding around an Ethereum contract.
type RouteMulticall struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *RouteMulticall) GetABI() abi.ABI {
	return c.abi
}

// NewRouteMulticall creates a new instance of RouteMulticall.
func NewRouteMulticall() *RouteMulticall {
	parsed, err := RouteMulticallMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &RouteMulticall{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *RouteMulticall) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackRun is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf87ef800.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function run((uint8,address,uint256,bytes,bytes)[] calls) payable returns()
func (routeMulticall *RouteMulticall) PackRun(calls []RouteMulticallCall) []byte {
	enc, err := routeMulticall.abi.Pack("run", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRun is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf87ef800.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function run((uint8,address,uint256,bytes,bytes)[] calls) payable returns()
func (routeMulticall *RouteMulticall) TryPackRun(calls []RouteMulticallCall) ([]byte, error) {
	return routeMulticall.abi.Pack("run", calls)
}

// RouteMulticallCallExecuted represents a CallExecuted event raised by the RouteMulticall contract.
type RouteMulticallCallExecuted struct {
	Index   *big.Int
	Target  common.Address
	Success bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const RouteMulticallCallExecutedEventName = "CallExecuted"

// ContractEventName returns the user-defined event name.
func (RouteMulticallCallExecuted) ContractEventName() string {
	return RouteMulticallCallExecutedEventName
}

// UnpackCallExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CallExecuted(uint256 indexed index, address indexed target, bool success)
func (routeMulticall *RouteMulticall) UnpackCallExecutedEvent(log *types.Log) (*RouteMulticallCallExecuted, error) {
	event := "CallExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != routeMulticall.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RouteMulticallCallExecuted)
	if len(log.Data) > 0 {
		if err := routeMulticall.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range routeMulticall.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (routeMulticall *RouteMulticall) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], routeMulticall.abi.Errors["CallFailed"].ID.Bytes()[:4]) {
		return routeMulticall.UnpackCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeMulticall.abi.Errors["InvalidInputPos"].ID.Bytes()[:4]) {
		return routeMulticall.UnpackInvalidInputPosError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeMulticall.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return routeMulticall.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeMulticall.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return routeMulticall.UnpackTokenCallFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RouteMulticallCallFailed represents a CallFailed error raised by the RouteMulticall contract.
type RouteMulticallCallFailed struct {
	Index  *big.Int
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CallFailed(uint256 index, bytes reason)
func RouteMulticallCallFailedErrorID() common.Hash {
	return common.HexToHash("0x5c0dee5d32a1e145396705da49c1e64a2b1d63387f78c2697100f655567f5de9")
}

// UnpackCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CallFailed(uint256 index, bytes reason)
func (routeMulticall *RouteMulticall) UnpackCallFailedError(raw []byte) (*RouteMulticallCallFailed, error) {
	out := new(RouteMulticallCallFailed)
	if err := routeMulticall.abi.UnpackIntoInterface(out, "CallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteMulticallInvalidInputPos represents a InvalidInputPos error raised by the RouteMulticall contract.
type RouteMulticallInvalidInputPos struct {
	Index          *big.Int
	InputPos       *big.Int
	CallDataLength *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInputPos(uint256 index, uint256 inputPos, uint256 callDataLength)
func RouteMulticallInvalidInputPosErrorID() common.Hash {
	return common.HexToHash("0x07b9c98ab065c702ed43daebdf96085f3568139d7a80169d2131adeef1b1e74b")
}

// UnpackInvalidInputPosError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInputPos(uint256 index, uint256 inputPos, uint256 callDataLength)
func (routeMulticall *RouteMulticall) UnpackInvalidInputPosError(raw []byte) (*RouteMulticallInvalidInputPos, error) {
	out := new(RouteMulticallInvalidInputPos)
	if err := routeMulticall.abi.UnpackIntoInterface(out, "InvalidInputPos", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteMulticallNativeTransferFailed represents a NativeTransferFailed error raised by the RouteMulticall contract.
type RouteMulticallNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func RouteMulticallNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (routeMulticall *RouteMulticall) UnpackNativeTransferFailedError(raw []byte) (*RouteMulticallNativeTransferFailed, error) {
	out := new(RouteMulticallNativeTransferFailed)
	if err := routeMulticall.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteMulticallTokenCallFailed represents a TokenCallFailed error raised by the RouteMulticall contract.
type RouteMulticallTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func RouteMulticallTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (routeMulticall *RouteMulticall) UnpackTokenCallFailedError(raw []byte) (*RouteMulticallTokenCallFailed, error) {
	out := new(RouteMulticallTokenCallFailed)
	if err := routeMulticall.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
