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

// GasServiceMetaData contains all meta data concerning the GasService contract.
var GasServiceMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOperator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingReceived\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"TransferFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"FeesCollected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"txHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"logIndex\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gasFeeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"NativeGasAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sourceAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gasFeeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"NativeGasPaidForContractCall\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sourceAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"gasFeeAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"NativeGasPaidForContractCallWithToken\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"txHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"logIndex\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"addNativeGas\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"receiver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"collectFees\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"payNativeGasForContractCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"refundAddress\",\"type\":\"address\"}],\"name\":\"payNativeGasForContractCallWithToken\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"}]",
	ID:  "GasService",
	Bin: "0x6080604052348015600e575f5ffd5b50604051610875380380610875833981016040819052602b916081565b6032816037565b5060ac565b5f5460ff161560585760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b5f602082840312156090575f5ffd5b81516001600160a01b038116811460a5575f5ffd5b9392505050565b6107bc806100b95f395ff3fe60806040526004361061006e575f3560e01c8063a033fcd41161004c578063a033fcd4146100e8578063c4d66de814610107578063c62c200214610126578063cd433ada14610139575f5ffd5b80630c93e3bb14610072578063392e53cd14610087578063570ca735146100ad575b5f5ffd5b610085610080366004610499565b61014c565b005b348015610092575f5ffd5b505f5460ff1660405190151581526020015b60405180910390f35b3480156100b8575f5ffd5b505f546100d09061010090046001600160a01b031681565b6040516001600160a01b0390911681526020016100a4565b3480156100f3575f5ffd5b5061008561010236600461055d565b6101d9565b348015610112575f5ffd5b50610085610121366004610587565b6102d9565b6100856101343660046105a9565b6102e5565b61008561014736600461069f565b61037b565b345f0361016c5760405163b5c74a2760e01b815260040160405180910390fd5b828260405161017c9291906106d5565b6040518091039020886001600160a01b03167f617332c1832058df6ee45fcbdf471251474c9945a8e5d229287a21a5f67ccf0a8989898934886040516101c79695949392919061070c565b60405180910390a35050505050505050565b5f5461010090046001600160a01b0316331461020f57604051633b63649d60e11b81523360048201526024015b60405180910390fd5b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114610258576040519150601f19603f3d011682016040523d82523d5f602084013e61025d565b606091505b505090508061029157604051630e21dcbb60e11b81526001600160a01b038416600482015260248101839052604401610206565b826001600160a01b03167f9dc46f23cfb5ddcad0ae7ea2be38d47fec07bb9382ec7e564efc69e036dd66ce836040516102cc91815260200190565b60405180910390a2505050565b6102e2816103e5565b50565b345f036103055760405163b5c74a2760e01b815260040160405180910390fd5b85856040516103159291906106d5565b60405180910390208b6001600160a01b03167f999d431b58761213cf53af96262b67a069cbd963499fd8effd1e21556217b8418c8c8c8c8a8a8a348b60405161036699989796959493929190610756565b60405180910390a35050505050505050505050565b345f0361039b5760405163b5c74a2760e01b815260040160405180910390fd5b604080513481526001600160a01b0383166020820152839185917ffeb6b00343feee0f29a1a4345f8bf93ca1c73ee922248a4237a4e50d6447604e910160405180910390a3505050565b5f5460ff16156104075760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b6001600160a01b03811681146102e2575f5ffd5b803561044f81610430565b919050565b5f5f83601f840112610464575f5ffd5b50813567ffffffffffffffff81111561047b575f5ffd5b602083019150836020828501011115610492575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f60a0898b0312156104b0575f5ffd5b88356104bb81610430565b9750602089013567ffffffffffffffff8111156104d6575f5ffd5b6104e28b828c01610454565b909850965050604089013567ffffffffffffffff811115610501575f5ffd5b61050d8b828c01610454565b909650945050606089013567ffffffffffffffff81111561052c575f5ffd5b6105388b828c01610454565b909450925050608089013561054c81610430565b809150509295985092959890939650565b5f5f6040838503121561056e575f5ffd5b823561057981610430565b946020939093013593505050565b5f60208284031215610597575f5ffd5b81356105a281610430565b9392505050565b5f5f5f5f5f5f5f5f5f5f5f60e08c8e0312156105c3575f5ffd5b6105cc8c610444565b9a5060208c013567ffffffffffffffff8111156105e7575f5ffd5b6105f38e828f01610454565b909b5099505060408c013567ffffffffffffffff811115610612575f5ffd5b61061e8e828f01610454565b90995097505060608c013567ffffffffffffffff81111561063d575f5ffd5b6106498e828f01610454565b90975095505060808c013567ffffffffffffffff811115610668575f5ffd5b6106748e828f01610454565b90955093505060a08c0135915061068d60c08d01610444565b90509295989b509295989b9093969950565b5f5f5f606084860312156106b1575f5ffd5b833592506020840135915060408401356106ca81610430565b809150509250925092565b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b608081525f61071f60808301888a6106e4565b82810360208401526107328187896106e4565b604084019590955250506001600160a01b0391909116606090910152949350505050565b60c081525f61076960c083018b8d6106e4565b828103602084015261077c818a8c6106e4565b9050828103604084015261079181888a6106e4565b6060840196909652505060808101929092526001600160a01b031660a090910152969550505050505056",
}

// GasService is an auto generated Go binding around an Ethereum contract.
type GasService struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *GasService) GetABI() abi.ABI {
	return c.abi
}

// NewGasService creates a new instance of GasService.
func NewGasService() *GasService {
	parsed, err := GasServiceMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &GasService{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *GasService) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address operator_) returns()
func (gasService *GasService) PackConstructor(operator_ common.Address) []byte {
	enc, err := gasService.abi.Pack("", operator_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAddNativeGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd433ada.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addNativeGas(bytes32 txHash, uint256 logIndex, address refundAddress) payable returns()
func (gasService *GasService) PackAddNativeGas(txHash [32]byte, logIndex *big.Int, refundAddress common.Address) []byte {
	enc, err := gasService.abi.Pack("addNativeGas", txHash, logIndex, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddNativeGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd433ada.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addNativeGas(bytes32 txHash, uint256 logIndex, address refundAddress) payable returns()
func (gasService *GasService) TryPackAddNativeGas(txHash [32]byte, logIndex *big.Int, refundAddress common.Address) ([]byte, error) {
	return gasService.abi.Pack("addNativeGas", txHash, logIndex, refundAddress)
}

// PackCollectFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa033fcd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collectFees(address receiver, uint256 amount) returns()
func (gasService *GasService) PackCollectFees(receiver common.Address, amount *big.Int) []byte {
	enc, err := gasService.abi.Pack("collectFees", receiver, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollectFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa033fcd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collectFees(address receiver, uint256 amount) returns()
func (gasService *GasService) TryPackCollectFees(receiver common.Address, amount *big.Int) ([]byte, error) {
	return gasService.abi.Pack("collectFees", receiver, amount)
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address operator_) returns()
func (gasService *GasService) PackInitialize(operator common.Address) []byte {
	enc, err := gasService.abi.Pack("initialize", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address operator_) returns()
func (gasService *GasService) TryPackInitialize(operator common.Address) ([]byte, error) {
	return gasService.abi.Pack("initialize", operator)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (gasService *GasService) PackIsInitialized() []byte {
	enc, err := gasService.abi.Pack("isInitialized")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isInitialized() view returns(bool)
func (gasService *GasService) TryPackIsInitialized() ([]byte, error) {
	return gasService.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (gasService *GasService) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := gasService.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operator() view returns(address)
func (gasService *GasService) PackOperator() []byte {
	enc, err := gasService.abi.Pack("operator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x570ca735.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operator() view returns(address)
func (gasService *GasService) TryPackOperator() ([]byte, error) {
	return gasService.abi.Pack("operator")
}

// UnpackOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x570ca735.
//
// Solidity: function operator() view returns(address)
func (gasService *GasService) UnpackOperator(data []byte) (common.Address, error) {
	out, err := gasService.abi.Unpack("operator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPayNativeGasForContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c93e3bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payNativeGasForContractCall(address sender, string destinationChain, string destinationAddress, bytes payload, address refundAddress) payable returns()
func (gasService *GasService) PackPayNativeGasForContractCall(sender common.Address, destinationChain string, destinationAddress string, payload []byte, refundAddress common.Address) []byte {
	enc, err := gasService.abi.Pack("payNativeGasForContractCall", sender, destinationChain, destinationAddress, payload, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayNativeGasForContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c93e3bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payNativeGasForContractCall(address sender, string destinationChain, string destinationAddress, bytes payload, address refundAddress) payable returns()
func (gasService *GasService) TryPackPayNativeGasForContractCall(sender common.Address, destinationChain string, destinationAddress string, payload []byte, refundAddress common.Address) ([]byte, error) {
	return gasService.abi.Pack("payNativeGasForContractCall", sender, destinationChain, destinationAddress, payload, refundAddress)
}

// PackPayNativeGasForContractCallWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc62c2002.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payNativeGasForContractCallWithToken(address sender, string destinationChain, string destinationAddress, bytes payload, string symbol, uint256 amount, address refundAddress) payable returns()
func (gasService *GasService) PackPayNativeGasForContractCallWithToken(sender common.Address, destinationChain string, destinationAddress string, payload []byte, symbol string, amount *big.Int, refundAddress common.Address) []byte {
	enc, err := gasService.abi.Pack("payNativeGasForContractCallWithToken", sender, destinationChain, destinationAddress, payload, symbol, amount, refundAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayNativeGasForContractCallWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc62c2002.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payNativeGasForContractCallWithToken(address sender, string destinationChain, string destinationAddress, bytes payload, string symbol, uint256 amount, address refundAddress) payable returns()
func (gasService *GasService) TryPackPayNativeGasForContractCallWithToken(sender common.Address, destinationChain string, destinationAddress string, payload []byte, symbol string, amount *big.Int, refundAddress common.Address) ([]byte, error) {
	return gasService.abi.Pack("payNativeGasForContractCallWithToken", sender, destinationChain, destinationAddress, payload, symbol, amount, refundAddress)
}

// GasServiceFeesCollected represents a FeesCollected event raised by the GasService contract.
type GasServiceFeesCollected struct {
	Receiver common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const GasServiceFeesCollectedEventName = "FeesCollected"

// ContractEventName returns the user-defined event name.
func (GasServiceFeesCollected) ContractEventName() string {
	return GasServiceFeesCollectedEventName
}

// UnpackFeesCollectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeesCollected(address indexed receiver, uint256 amount)
func (gasService *GasService) UnpackFeesCollectedEvent(log *types.Log) (*GasServiceFeesCollected, error) {
	event := "FeesCollected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gasService.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GasServiceFeesCollected)
	if len(log.Data) > 0 {
		if err := gasService.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gasService.abi.Events[event].Inputs {
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

// GasServiceNativeGasAdded represents a NativeGasAdded event raised by the GasService contract.
type GasServiceNativeGasAdded struct {
	TxHash        [32]byte
	LogIndex      *big.Int
	GasFeeAmount  *big.Int
	RefundAddress common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const GasServiceNativeGasAddedEventName = "NativeGasAdded"

// ContractEventName returns the user-defined event name.
func (GasServiceNativeGasAdded) ContractEventName() string {
	return GasServiceNativeGasAddedEventName
}

// UnpackNativeGasAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeGasAdded(bytes32 indexed txHash, uint256 indexed logIndex, uint256 gasFeeAmount, address refundAddress)
func (gasService *GasService) UnpackNativeGasAddedEvent(log *types.Log) (*GasServiceNativeGasAdded, error) {
	event := "NativeGasAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gasService.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GasServiceNativeGasAdded)
	if len(log.Data) > 0 {
		if err := gasService.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gasService.abi.Events[event].Inputs {
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

// GasServiceNativeGasPaidForContractCall represents a NativeGasPaidForContractCall event raised by the GasService contract.
type GasServiceNativeGasPaidForContractCall struct {
	SourceAddress      common.Address
	DestinationChain   string
	DestinationAddress string
	PayloadHash        [32]byte
	GasFeeAmount       *big.Int
	RefundAddress      common.Address
	Raw                *types.Log // Blockchain specific contextual infos
}

const GasServiceNativeGasPaidForContractCallEventName = "NativeGasPaidForContractCall"

// ContractEventName returns the user-defined event name.
func (GasServiceNativeGasPaidForContractCall) ContractEventName() string {
	return GasServiceNativeGasPaidForContractCallEventName
}

// UnpackNativeGasPaidForContractCallEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeGasPaidForContractCall(address indexed sourceAddress, string destinationChain, string destinationAddress, bytes32 indexed payloadHash, uint256 gasFeeAmount, address refundAddress)
func (gasService *GasService) UnpackNativeGasPaidForContractCallEvent(log *types.Log) (*GasServiceNativeGasPaidForContractCall, error) {
	event := "NativeGasPaidForContractCall"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gasService.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GasServiceNativeGasPaidForContractCall)
	if len(log.Data) > 0 {
		if err := gasService.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gasService.abi.Events[event].Inputs {
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

// GasServiceNativeGasPaidForContractCallWithToken represents a NativeGasPaidForContractCallWithToken event raised by the GasService contract.
type GasServiceNativeGasPaidForContractCallWithToken struct {
	SourceAddress      common.Address
	DestinationChain   string
	DestinationAddress string
	PayloadHash        [32]byte
	Symbol             string
	Amount             *big.Int
	GasFeeAmount       *big.Int
	RefundAddress      common.Address
	Raw                *types.Log // Blockchain specific contextual infos
}

const GasServiceNativeGasPaidForContractCallWithTokenEventName = "NativeGasPaidForContractCallWithToken"

// ContractEventName returns the user-defined event name.
func (GasServiceNativeGasPaidForContractCallWithToken) ContractEventName() string {
	return GasServiceNativeGasPaidForContractCallWithTokenEventName
}

// UnpackNativeGasPaidForContractCallWithTokenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NativeGasPaidForContractCallWithToken(address indexed sourceAddress, string destinationChain, string destinationAddress, bytes32 indexed payloadHash, string symbol, uint256 amount, uint256 gasFeeAmount, address refundAddress)
func (gasService *GasService) UnpackNativeGasPaidForContractCallWithTokenEvent(log *types.Log) (*GasServiceNativeGasPaidForContractCallWithToken, error) {
	event := "NativeGasPaidForContractCallWithToken"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gasService.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GasServiceNativeGasPaidForContractCallWithToken)
	if len(log.Data) > 0 {
		if err := gasService.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gasService.abi.Events[event].Inputs {
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
func (gasService *GasService) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], gasService.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return gasService.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gasService.abi.Errors["NotOperator"].ID.Bytes()[:4]) {
		return gasService.UnpackNotOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], gasService.abi.Errors["NothingReceived"].ID.Bytes()[:4]) {
		return gasService.UnpackNothingReceivedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gasService.abi.Errors["TransferFailed"].ID.Bytes()[:4]) {
		return gasService.UnpackTransferFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// GasServiceAlreadyInitialized represents a AlreadyInitialized error raised by the GasService contract.
type GasServiceAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func GasServiceAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (gasService *GasService) UnpackAlreadyInitializedError(raw []byte) (*GasServiceAlreadyInitialized, error) {
	out := new(GasServiceAlreadyInitialized)
	if err := gasService.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GasServiceNotOperator represents a NotOperator error raised by the GasService contract.
type GasServiceNotOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOperator(address caller)
func GasServiceNotOperatorErrorID() common.Hash {
	return common.HexToHash("0x76c6c93a6423c7e2cef5f93921b1d4d1a5ffb795cd7cfed2df95566b7c7f7c40")
}

// UnpackNotOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOperator(address caller)
func (gasService *GasService) UnpackNotOperatorError(raw []byte) (*GasServiceNotOperator, error) {
	out := new(GasServiceNotOperator)
	if err := gasService.abi.UnpackIntoInterface(out, "NotOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GasServiceNothingReceived represents a NothingReceived error raised by the GasService contract.
type GasServiceNothingReceived struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingReceived()
func GasServiceNothingReceivedErrorID() common.Hash {
	return common.HexToHash("0xb5c74a275db6c4a09f1d71a73712216ab6d7a1b83d11690eaf97fa848e234537")
}

// UnpackNothingReceivedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingReceived()
func (gasService *GasService) UnpackNothingReceivedError(raw []byte) (*GasServiceNothingReceived, error) {
	out := new(GasServiceNothingReceived)
	if err := gasService.abi.UnpackIntoInterface(out, "NothingReceived", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GasServiceTransferFailed represents a TransferFailed error raised by the GasService contract.
type GasServiceTransferFailed struct {
	Receiver common.Address
	Amount   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferFailed(address receiver, uint256 amount)
func GasServiceTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x1c43b9761b3fba5321ca8212bfc231945f668ccc0c446f333999eea9ce8fda81")
}

// UnpackTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferFailed(address receiver, uint256 amount)
func (gasService *GasService) UnpackTransferFailedError(raw []byte) (*GasServiceTransferFailed, error) {
	out := new(GasServiceTransferFailed)
	if err := gasService.abi.UnpackIntoInterface(out, "TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
