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

// WETH9MetaData contains all meta data concerning the WETH9 contract.
var WETH9MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"guy\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Deposit\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"Withdrawal\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"guy\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"src\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"dst\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"wad\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "WETH9",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610df1380380610df183398101604081905261002e9161013f565b610039838383610041565b505050610309565b5f5460ff16156100635760405162dc149f60e41b815260040160405180910390fd5b5f805460ff1916600190811790915561007c848261024b565b506002610089838261024b565b506003805460ff191660ff929092169190911790555050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126100c5575f5ffd5b81516001600160401b038111156100de576100de6100a2565b604051601f8201601f19908116603f011681016001600160401b038111828210171561010c5761010c6100a2565b604052818152838201602001851015610123575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f60608486031215610151575f5ffd5b83516001600160401b03811115610166575f5ffd5b610172868287016100b6565b602086015190945090506001600160401b0381111561018f575f5ffd5b61019b868287016100b6565b925050604084015160ff811681146101b1575f5ffd5b809150509250925092565b600181811c908216806101d057607f821691505b6020821081036101ee57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610246578282111561024657805f5260205f20601f840160051c602085101561021f57505f5b90810190601f840160051c035f5b81811015610242575f8382015560010161022d565b5050505b505050565b81516001600160401b03811115610264576102646100a2565b6102788161027284546101bc565b846101f4565b6020601f8211600181146102aa575f83156102935750848201515b5f19600385901b1c1916600184901b178455610302565b5f84815260208120601f198516915b828110156102d957878501518255602094850194600190920191016102b9565b50848210156102f657868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610adb806103165f395ff3fe6080604052600436106100c2575f3560e01c8063313ce5671161007c57806395d89b411161005757806395d89b4114610213578063a9059cbb14610227578063d0e30db014610246578063dd62ed3e1461024e575f5ffd5b8063313ce567146101a7578063392e53cd146101d257806370a08231146101e8575f5ffd5b806306fdde03146100d5578063095ea7b3146100ff5780631624f6c61461012e57806318160ddd1461014d57806323b872dd146101695780632e1a7d4d14610188575f5ffd5b366100d1576100cf610284565b005b5f5ffd5b3480156100e0575f5ffd5b506100e96102de565b6040516100f69190610763565b60405180910390f35b34801561010a575f5ffd5b5061011e6101193660046107b3565b61036a565b60405190151581526020016100f6565b348015610139575f5ffd5b506100cf610148366004610820565b6103d6565b348015610158575f5ffd5b50475b6040519081526020016100f6565b348015610174575f5ffd5b5061011e6101833660046108a8565b610450565b348015610193575f5ffd5b506100cf6101a23660046108e2565b6105e1565b3480156101b2575f5ffd5b506003546101c09060ff1681565b60405160ff90911681526020016100f6565b3480156101dd575f5ffd5b505f5460ff1661011e565b3480156101f3575f5ffd5b5061015b6102023660046108f9565b60046020525f908152604090205481565b34801561021e575f5ffd5b506100e96106e2565b348015610232575f5ffd5b5061011e6102413660046107b3565b6106ef565b6100cf610284565b348015610259575f5ffd5b5061015b610268366004610912565b600560209081525f928352604080842090915290825290205481565b335f90815260046020526040812080543492906102a2908490610957565b909155505060405134815233907fe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c9060200160405180910390a2565b600180546102eb9061096a565b80601f01602080910402602001604051908101604052809291908181526020018280546103179061096a565b80156103625780601f1061033957610100808354040283529160200191610362565b820191905f5260205f20905b81548152906001019060200180831161034557829003601f168201915b505050505081565b335f8181526005602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906103c49086815260200190565b60405180910390a35060015b92915050565b61044985858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f92019190915250869250610702915050565b5050505050565b6001600160a01b0383165f90815260046020526040812054828110156104a75760405163db42144d60e01b81526001600160a01b038616600482015260248101829052604481018490526064015b60405180910390fd5b6001600160a01b0385163314610543576001600160a01b0385165f9081526005602090815260408083203384529091529020545f198114610541578381101561051357604051630c95cf2760e11b8152336004820152602481018290526044810185905260640161049e565b61051d84826109a2565b6001600160a01b0387165f9081526005602090815260408083203384529091529020555b505b61054d83826109a2565b6001600160a01b038087165f908152600460205260408082209390935590861681529081208054859290610582908490610957565b92505081905550836001600160a01b0316856001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef856040516105ce91815260200190565b60405180910390a3506001949350505050565b335f90815260046020526040902054818110156106215760405163db42144d60e01b8152336004820152602481018290526044810183905260640161049e565b61062b82826109a2565b335f8181526004602052604080822093909355915184908381818185875af1925050503d805f8114610678576040519150601f19603f3d011682016040523d82523d5f602084013e61067d565b606091505b50509050806106a85760405163296c17bb60e21b81523360048201526024810184905260440161049e565b60405183815233907f7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b659060200160405180910390a2505050565b600280546102eb9061096a565b5f6106fb338484610450565b9392505050565b5f5460ff16156107245760405162dc149f60e41b815260040160405180910390fd5b5f805460ff1916600190811790915561073d8482610a20565b50600261074a8382610a20565b506003805460ff191660ff929092169190911790555050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146107ae575f5ffd5b919050565b5f5f604083850312156107c4575f5ffd5b6107cd83610798565b946020939093013593505050565b5f5f83601f8401126107eb575f5ffd5b50813567ffffffffffffffff811115610802575f5ffd5b602083019150836020828501011115610819575f5ffd5b9250929050565b5f5f5f5f5f60608688031215610834575f5ffd5b853567ffffffffffffffff81111561084a575f5ffd5b610856888289016107db565b909650945050602086013567ffffffffffffffff811115610875575f5ffd5b610881888289016107db565b909450925050604086013560ff8116811461089a575f5ffd5b809150509295509295909350565b5f5f5f606084860312156108ba575f5ffd5b6108c384610798565b92506108d160208501610798565b929592945050506040919091013590565b5f602082840312156108f2575f5ffd5b5035919050565b5f60208284031215610909575f5ffd5b6106fb82610798565b5f5f60408385031215610923575f5ffd5b61092c83610798565b915061093a60208401610798565b90509250929050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156103d0576103d0610943565b600181811c9082168061097e57607f821691505b60208210810361099c57634e487b7160e01b5f52602260045260245ffd5b50919050565b818103818111156103d0576103d0610943565b634e487b7160e01b5f52604160045260245ffd5b601f821115610a1b5782821115610a1b57805f5260205f20601f840160051c60208510156109f457505f5b90810190601f840160051c035f5b81811015610a17575f83820155600101610a02565b5050505b505050565b815167ffffffffffffffff811115610a3a57610a3a6109b5565b610a4e81610a48845461096a565b846109c9565b6020601f821160018114610a80575f8315610a695750848201515b5f19600385901b1c1916600184901b178455610449565b5f84815260208120601f198516915b82811015610aaf5787850151825560209485019460019092019101610a8f565b5084821015610acc57868401515f19600387901b60f8161c191681555b50505050600190811b0190555056",
}

// WETH9 is an auto generated Go binding around an Ethereum contract.
type WETH9 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *WETH9) GetABI() abi.ABI {
	return c.abi
}

// NewWETH9 creates a new instance of WETH9.
func NewWETH9() *WETH9 {
	parsed, err := WETH9MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &WETH9{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *WETH9) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, uint8 decimals_) returns()
func (wETH9 *WETH9) PackConstructor(name_ string, symbol_ string, decimals_ uint8) []byte {
	enc, err := wETH9.abi.Pack("", name_, symbol_, decimals_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := wETH9.abi.Pack("allowance", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return wETH9.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (wETH9 *WETH9) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackApprove(guy common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("approve", guy, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackApprove(guy common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("approve", guy, wad)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address guy, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackApprove(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := wETH9.abi.Pack("balanceOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return wETH9.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (wETH9 *WETH9) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) PackDecimals() []byte {
	enc, err := wETH9.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) TryPackDecimals() ([]byte, error) {
	return wETH9.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (wETH9 *WETH9) UnpackDecimals(data []byte) (uint8, error) {
	out, err := wETH9.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit() payable returns()
func (wETH9 *WETH9) PackDeposit() []byte {
	enc, err := wETH9.abi.Pack("deposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit() payable returns()
func (wETH9 *WETH9) TryPackDeposit() ([]byte, error) {
	return wETH9.abi.Pack("deposit")
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1624f6c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(string name_, string symbol_, uint8 decimals_) returns()
func (wETH9 *WETH9) PackInitialize(name string, symbol string, decimals uint8) []byte {
	enc, err := wETH9.abi.Pack("initialize", name, symbol, decimals)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1624f6c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(string name_, string symbol_, uint8 decimals_) returns()
func (wETH9 *WETH9) TryPackInitialize(name string, symbol string, decimals uint8) ([]byte, error) {
	return wETH9.abi.Pack("initialize", name, symbol, decimals)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (wETH9 *WETH9) PackIsInitialized() []byte {
	enc, err := wETH9.abi.Pack("isInitialized")
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
func (wETH9 *WETH9) TryPackIsInitialized() ([]byte, error) {
	return wETH9.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (wETH9 *WETH9) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) PackName() []byte {
	enc, err := wETH9.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) TryPackName() ([]byte, error) {
	return wETH9.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (wETH9 *WETH9) UnpackName(data []byte) (string, error) {
	out, err := wETH9.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) PackSymbol() []byte {
	enc, err := wETH9.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) TryPackSymbol() ([]byte, error) {
	return wETH9.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (wETH9 *WETH9) UnpackSymbol(data []byte) (string, error) {
	out, err := wETH9.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) PackTotalSupply() []byte {
	enc, err := wETH9.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) TryPackTotalSupply() ([]byte, error) {
	return wETH9.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (wETH9 *WETH9) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := wETH9.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackTransfer(dst common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("transfer", dst, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackTransfer(dst common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("transfer", dst, wad)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackTransfer(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) PackTransferFrom(src common.Address, dst common.Address, wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("transferFrom", src, dst, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) TryPackTransferFrom(src common.Address, dst common.Address, wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("transferFrom", src, dst, wad)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address src, address dst, uint256 wad) returns(bool)
func (wETH9 *WETH9) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := wETH9.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 wad) returns()
func (wETH9 *WETH9) PackWithdraw(wad *big.Int) []byte {
	enc, err := wETH9.abi.Pack("withdraw", wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2e1a7d4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 wad) returns()
func (wETH9 *WETH9) TryPackWithdraw(wad *big.Int) ([]byte, error) {
	return wETH9.abi.Pack("withdraw", wad)
}

// WETH9Approval represents a Approval event raised by the WETH9 contract.
type WETH9Approval struct {
	Src common.Address
	Guy common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9ApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (WETH9Approval) ContractEventName() string {
	return WETH9ApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed src, address indexed guy, uint256 wad)
func (wETH9 *WETH9) UnpackApprovalEvent(log *types.Log) (*WETH9Approval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Approval)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
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

// WETH9Deposit represents a Deposit event raised by the WETH9 contract.
type WETH9Deposit struct {
	Dst common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9DepositEventName = "Deposit"

// ContractEventName returns the user-defined event name.
func (WETH9Deposit) ContractEventName() string {
	return WETH9DepositEventName
}

// UnpackDepositEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposit(address indexed dst, uint256 wad)
func (wETH9 *WETH9) UnpackDepositEvent(log *types.Log) (*WETH9Deposit, error) {
	event := "Deposit"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Deposit)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
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

// WETH9Transfer represents a Transfer event raised by the WETH9 contract.
type WETH9Transfer struct {
	Src common.Address
	Dst common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9TransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (WETH9Transfer) ContractEventName() string {
	return WETH9TransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed src, address indexed dst, uint256 wad)
func (wETH9 *WETH9) UnpackTransferEvent(log *types.Log) (*WETH9Transfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Transfer)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
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

// WETH9Withdrawal represents a Withdrawal event raised by the WETH9 contract.
type WETH9Withdrawal struct {
	Src common.Address
	Wad *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const WETH9WithdrawalEventName = "Withdrawal"

// ContractEventName returns the user-defined event name.
func (WETH9Withdrawal) ContractEventName() string {
	return WETH9WithdrawalEventName
}

// UnpackWithdrawalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawal(address indexed src, uint256 wad)
func (wETH9 *WETH9) UnpackWithdrawalEvent(log *types.Log) (*WETH9Withdrawal, error) {
	event := "Withdrawal"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != wETH9.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(WETH9Withdrawal)
	if len(log.Data) > 0 {
		if err := wETH9.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range wETH9.abi.Events[event].Inputs {
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
func (wETH9 *WETH9) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], wETH9.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return wETH9.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], wETH9.abi.Errors["InsufficientAllowance"].ID.Bytes()[:4]) {
		return wETH9.UnpackInsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], wETH9.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return wETH9.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], wETH9.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return wETH9.UnpackNativeTransferFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// WETH9AlreadyInitialized represents a AlreadyInitialized error raised by the WETH9 contract.
type WETH9AlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func WETH9AlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (wETH9 *WETH9) UnpackAlreadyInitializedError(raw []byte) (*WETH9AlreadyInitialized, error) {
	out := new(WETH9AlreadyInitialized)
	if err := wETH9.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WETH9InsufficientAllowance represents a InsufficientAllowance error raised by the WETH9 contract.
type WETH9InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func WETH9InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0x192b9e4ebc4a4fb7dd02b679453572cd28ba5c859d02dc04b21a8c00bc0a41f0")
}

// UnpackInsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (wETH9 *WETH9) UnpackInsufficientAllowanceError(raw []byte) (*WETH9InsufficientAllowance, error) {
	out := new(WETH9InsufficientAllowance)
	if err := wETH9.abi.UnpackIntoInterface(out, "InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WETH9InsufficientBalance represents a InsufficientBalance error raised by the WETH9 contract.
type WETH9InsufficientBalance struct {
	Account common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func WETH9InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xdb42144d928cd19733b9dfeead8bc02ed403845c274e06a6eee0944fb25ca5c4")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func (wETH9 *WETH9) UnpackInsufficientBalanceError(raw []byte) (*WETH9InsufficientBalance, error) {
	out := new(WETH9InsufficientBalance)
	if err := wETH9.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// WETH9NativeTransferFailed represents a NativeTransferFailed error raised by the WETH9 contract.
type WETH9NativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func WETH9NativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (wETH9 *WETH9) UnpackNativeTransferFailedError(raw []byte) (*WETH9NativeTransferFailed, error) {
	out := new(WETH9NativeTransferFailed)
	if err := wETH9.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
