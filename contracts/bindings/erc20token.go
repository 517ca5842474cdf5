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

// ERC20TokenMetaData contains all meta data concerning the ERC20Token contract.
var ERC20TokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"minter_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMinter\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"MinterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"burn\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"minter_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isMinter\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setMinter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ERC20Token",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610fc9380380610fc983398101604081905261002e91610177565b61003a84848484610043565b5050505061035e565b60065460ff16156100665760405162dc149f60e41b815260040160405180910390fd5b6006805460ff1916600117905561007e8484846100a9565b600680546001600160a01b0390921661010002610100600160a81b0319909216919091179055505050565b5f6100b484826102a0565b5060016100c183826102a0565b506002805460ff191660ff929092169190911790555050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126100fd575f5ffd5b81516001600160401b03811115610116576101166100da565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610144576101446100da565b60405281815283820160200185101561015b575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f6080858703121561018a575f5ffd5b84516001600160401b0381111561019f575f5ffd5b6101ab878288016100ee565b602087015190955090506001600160401b038111156101c8575f5ffd5b6101d4878288016100ee565b935050604085015160ff811681146101ea575f5ffd5b60608601519092506001600160a01b0381168114610206575f5ffd5b939692955090935050565b600181811c9082168061022557607f821691505b60208210810361024357634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561029b578282111561029b57805f5260205f20601f840160051c602085101561027457505f5b90810190601f840160051c035f5b81811015610297575f83820155600101610282565b5050505b505050565b81516001600160401b038111156102b9576102b96100da565b6102cd816102c78454610211565b84610249565b6020601f8211600181146102ff575f83156102e85750848201515b5f19600385901b1c1916600184901b178455610357565b5f84815260208120601f198516915b8281101561032e578785015182556020948501946001909201910161030e565b508482101561034b57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610c5e8061036b5f395ff3fe608060405234801561000f575f5ffd5b50600436106100fb575f3560e01c806370a0823111610093578063aa271e1a11610063578063aa271e1a14610226578063cf456ae714610248578063dd62ed3e1461025b578063de7ea79d14610285575f5ffd5b806370a08231146101d957806395d89b41146101f85780639dc29fac14610200578063a9059cbb14610213575f5ffd5b806323b872dd116100ce57806323b872dd14610187578063313ce5671461019a578063392e53cd146101b957806340c10f19146101c4575f5ffd5b806306fdde03146100ff578063075461721461011d578063095ea7b31461014d57806318160ddd14610170575b5f5ffd5b610107610298565b60405161011491906108b0565b60405180910390f35b6006546101359061010090046001600160a01b031681565b6040516001600160a01b039091168152602001610114565b61016061015b366004610900565b610323565b6040519015158152602001610114565b61017960035481565b604051908152602001610114565b610160610195366004610928565b61038f565b6002546101a79060ff1681565b60405160ff9091168152602001610114565b60065460ff16610160565b6101d76101d2366004610900565b610434565b005b6101796101e7366004610962565b60046020525f908152604090205481565b61010761047c565b6101d761020e366004610900565b610489565b610160610221366004610900565b61049b565b610160610234366004610962565b60076020525f908152604090205460ff1681565b6101d7610256366004610982565b6104b0565b6101796102693660046109bb565b600560209081525f928352604080842090915290825290205481565b6101d7610293366004610a31565b610540565b5f80546102a490610ac6565b80601f01602080910402602001604051908101604052809291908181526020018280546102d090610ac6565b801561031b5780601f106102f25761010080835404028352916020019161031b565b820191905f5260205f20905b8154815290600101906020018083116102fe57829003601f168201915b505050505081565b335f8181526005602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9259061037d9086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526005602090815260408083203384529091528120545f19811461041e57828110156103f057604051630c95cf2760e11b815233600482015260248101829052604481018490526064015b60405180910390fd5b6103fa8382610b12565b6001600160a01b0386165f9081526005602090815260408083203384529091529020555b6104298585856105bd565b506001949350505050565b61043c6106ae565b6001600160a01b03821661046e57604051639cfea58360e01b81526001600160a01b03831660048201526024016103e7565b61047882826106ff565b5050565b600180546102a490610ac6565b6104916106ae565b6104788282610768565b5f6104a73384846105bd565b50600192915050565b60065461010090046001600160a01b031633146104e257604051631b0e18f960e11b81523360048201526024016103e7565b6001600160a01b0382165f81815260076020908152604091829020805460ff191685151590811790915591519182527f583b0aa0e528532caf4b907c11d7a8158a122fe2a6fb80cd9b09776ebea8d92d910160405180910390a25050565b6105b586868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f8a0181900481028201810190925288815292508891508790819084018382808284375f920191909152508792508691506108199050565b505050505050565b6001600160a01b0382166105ef57604051639cfea58360e01b81526001600160a01b03831660048201526024016103e7565b6001600160a01b0383165f90815260046020526040902054818110156106415760405163db42144d60e01b81526001600160a01b038516600482015260248101829052604481018390526064016103e7565b6001600160a01b038085165f8181526004602052604080822086860390559286168082529083902080548601905591517fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef906106a09086815260200190565b60405180910390a350505050565b60065461010090046001600160a01b031633148015906106dd5750335f9081526007602052604090205460ff16155b156106fd57604051631b0e18f960e11b81523360048201526024016103e7565b565b8060035f8282546107109190610b25565b90915550506001600160a01b0382165f818152600460209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a35050565b6001600160a01b0382165f90815260046020526040902054818110156107ba5760405163db42144d60e01b81526001600160a01b038416600482015260248101829052604481018390526064016103e7565b6001600160a01b0383165f8181526004602090815260408083208686039055600380548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a3505050565b60065460ff161561083c5760405162dc149f60e41b815260040160405180910390fd5b6006805460ff1916600117905561085484848461087f565b600680546001600160a01b0390921661010002610100600160a81b0319909216919091179055505050565b5f61088a8482610b9f565b5060016108978382610b9f565b506002805460ff191660ff929092169190911790555050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b03811681146108fb575f5ffd5b919050565b5f5f60408385031215610911575f5ffd5b61091a836108e5565b946020939093013593505050565b5f5f5f6060848603121561093a575f5ffd5b610943846108e5565b9250610951602085016108e5565b929592945050506040919091013590565b5f60208284031215610972575f5ffd5b61097b826108e5565b9392505050565b5f5f60408385031215610993575f5ffd5b61099c836108e5565b9150602083013580151581146109b0575f5ffd5b809150509250929050565b5f5f604083850312156109cc575f5ffd5b6109d5836108e5565b91506109e3602084016108e5565b90509250929050565b5f5f83601f8401126109fc575f5ffd5b50813567ffffffffffffffff811115610a13575f5ffd5b602083019150836020828501011115610a2a575f5ffd5b9250929050565b5f5f5f5f5f5f60808789031215610a46575f5ffd5b863567ffffffffffffffff811115610a5c575f5ffd5b610a6889828a016109ec565b909750955050602087013567ffffffffffffffff811115610a87575f5ffd5b610a9389828a016109ec565b909550935050604087013560ff81168114610aac575f5ffd5b9150610aba606088016108e5565b90509295509295509295565b600181811c90821680610ada57607f821691505b602082108103610af857634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561038957610389610afe565b8082018082111561038957610389610afe565b634e487b7160e01b5f52604160045260245ffd5b601f821115610b9a5782821115610b9a57805f5260205f20601f840160051c6020851015610b7757505f5b90810190601f840160051c035f5b818110156105b5575f83820155600101610b85565b505050565b815167ffffffffffffffff811115610bb957610bb9610b38565b610bcd81610bc78454610ac6565b84610b4c565b6020601f821160018114610bff575f8315610be85750848201515b5f19600385901b1c1916600184901b178455610c57565b5f84815260208120601f198516915b82811015610c2e5787850151825560209485019460019092019101610c0e565b5084821015610c4b57868401515f19600387901b60f8161c191681555b505060018360011b0184555b505050505056",
}

// ERC20Token is an auto generated Go binding around an Ethereum contract.
type ERC20Token struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ERC20Token) GetABI() abi.ABI {
	return c.abi
}

// NewERC20Token creates a new instance of ERC20Token.
func NewERC20Token() *ERC20Token {
	parsed, err := ERC20TokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ERC20Token{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ERC20Token) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, uint8 decimals_, address minter_) returns()
func (eRC20Token *ERC20Token) PackConstructor(name_ string, symbol_ string, decimals_ uint8, minter_ common.Address) []byte {
	enc, err := eRC20Token.abi.Pack("", name_, symbol_, decimals_, minter_)
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
func (eRC20Token *ERC20Token) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := eRC20Token.abi.Pack("allowance", arg0, arg1)
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
func (eRC20Token *ERC20Token) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return eRC20Token.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (eRC20Token *ERC20Token) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := eRC20Token.abi.Unpack("allowance", data)
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
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := eRC20Token.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return eRC20Token.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) UnpackApprove(data []byte) (bool, error) {
	out, err := eRC20Token.abi.Unpack("approve", data)
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
func (eRC20Token *ERC20Token) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := eRC20Token.abi.Pack("balanceOf", arg0)
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
func (eRC20Token *ERC20Token) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return eRC20Token.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (eRC20Token *ERC20Token) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := eRC20Token.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dc29fac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(address from, uint256 amount) returns()
func (eRC20Token *ERC20Token) PackBurn(from common.Address, amount *big.Int) []byte {
	enc, err := eRC20Token.abi.Pack("burn", from, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dc29fac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(address from, uint256 amount) returns()
func (eRC20Token *ERC20Token) TryPackBurn(from common.Address, amount *big.Int) ([]byte, error) {
	return eRC20Token.abi.Pack("burn", from, amount)
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (eRC20Token *ERC20Token) PackDecimals() []byte {
	enc, err := eRC20Token.abi.Pack("decimals")
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
func (eRC20Token *ERC20Token) TryPackDecimals() ([]byte, error) {
	return eRC20Token.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (eRC20Token *ERC20Token) UnpackDecimals(data []byte) (uint8, error) {
	out, err := eRC20Token.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde7ea79d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(string name_, string symbol_, uint8 decimals_, address minter_) returns()
func (eRC20Token *ERC20Token) PackInitialize(name string, symbol string, decimals uint8, minter common.Address) []byte {
	enc, err := eRC20Token.abi.Pack("initialize", name, symbol, decimals, minter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde7ea79d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(string name_, string symbol_, uint8 decimals_, address minter_) returns()
func (eRC20Token *ERC20Token) TryPackInitialize(name string, symbol string, decimals uint8, minter common.Address) ([]byte, error) {
	return eRC20Token.abi.Pack("initialize", name, symbol, decimals, minter)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (eRC20Token *ERC20Token) PackIsInitialized() []byte {
	enc, err := eRC20Token.abi.Pack("isInitialized")
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
func (eRC20Token *ERC20Token) TryPackIsInitialized() ([]byte, error) {
	return eRC20Token.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (eRC20Token *ERC20Token) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := eRC20Token.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isMinter(address ) view returns(bool)
func (eRC20Token *ERC20Token) PackIsMinter(arg0 common.Address) []byte {
	enc, err := eRC20Token.abi.Pack("isMinter", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa271e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isMinter(address ) view returns(bool)
func (eRC20Token *ERC20Token) TryPackIsMinter(arg0 common.Address) ([]byte, error) {
	return eRC20Token.abi.Pack("isMinter", arg0)
}

// UnpackIsMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaa271e1a.
//
// Solidity: function isMinter(address ) view returns(bool)
func (eRC20Token *ERC20Token) UnpackIsMinter(data []byte) (bool, error) {
	out, err := eRC20Token.abi.Unpack("isMinter", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (eRC20Token *ERC20Token) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := eRC20Token.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (eRC20Token *ERC20Token) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return eRC20Token.abi.Pack("mint", to, amount)
}

// PackMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07546172.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minter() view returns(address)
func (eRC20Token *ERC20Token) PackMinter() []byte {
	enc, err := eRC20Token.abi.Pack("minter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07546172.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minter() view returns(address)
func (eRC20Token *ERC20Token) TryPackMinter() ([]byte, error) {
	return eRC20Token.abi.Pack("minter")
}

// UnpackMinter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07546172.
//
// Solidity: function minter() view returns(address)
func (eRC20Token *ERC20Token) UnpackMinter(data []byte) (common.Address, error) {
	out, err := eRC20Token.abi.Unpack("minter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (eRC20Token *ERC20Token) PackName() []byte {
	enc, err := eRC20Token.abi.Pack("name")
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
func (eRC20Token *ERC20Token) TryPackName() ([]byte, error) {
	return eRC20Token.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (eRC20Token *ERC20Token) UnpackName(data []byte) (string, error) {
	out, err := eRC20Token.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSetMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf456ae7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMinter(address account, bool allowed) returns()
func (eRC20Token *ERC20Token) PackSetMinter(account common.Address, allowed bool) []byte {
	enc, err := eRC20Token.abi.Pack("setMinter", account, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMinter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf456ae7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMinter(address account, bool allowed) returns()
func (eRC20Token *ERC20Token) TryPackSetMinter(account common.Address, allowed bool) ([]byte, error) {
	return eRC20Token.abi.Pack("setMinter", account, allowed)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (eRC20Token *ERC20Token) PackSymbol() []byte {
	enc, err := eRC20Token.abi.Pack("symbol")
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
func (eRC20Token *ERC20Token) TryPackSymbol() ([]byte, error) {
	return eRC20Token.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (eRC20Token *ERC20Token) UnpackSymbol(data []byte) (string, error) {
	out, err := eRC20Token.abi.Unpack("symbol", data)
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
func (eRC20Token *ERC20Token) PackTotalSupply() []byte {
	enc, err := eRC20Token.abi.Pack("totalSupply")
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
func (eRC20Token *ERC20Token) TryPackTotalSupply() ([]byte, error) {
	return eRC20Token.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (eRC20Token *ERC20Token) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := eRC20Token.abi.Unpack("totalSupply", data)
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
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := eRC20Token.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return eRC20Token.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) UnpackTransfer(data []byte) (bool, error) {
	out, err := eRC20Token.abi.Unpack("transfer", data)
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
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := eRC20Token.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return eRC20Token.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (eRC20Token *ERC20Token) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := eRC20Token.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ERC20TokenApproval represents a Approval event raised by the ERC20Token contract.
type ERC20TokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ERC20TokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (ERC20TokenApproval) ContractEventName() string {
	return ERC20TokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (eRC20Token *ERC20Token) UnpackApprovalEvent(log *types.Log) (*ERC20TokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC20Token.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC20TokenApproval)
	if len(log.Data) > 0 {
		if err := eRC20Token.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC20Token.abi.Events[event].Inputs {
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

// ERC20TokenMinterSet represents a MinterSet event raised by the ERC20Token contract.
type ERC20TokenMinterSet struct {
	Account common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const ERC20TokenMinterSetEventName = "MinterSet"

// ContractEventName returns the user-defined event name.
func (ERC20TokenMinterSet) ContractEventName() string {
	return ERC20TokenMinterSetEventName
}

// UnpackMinterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MinterSet(address indexed account, bool allowed)
func (eRC20Token *ERC20Token) UnpackMinterSetEvent(log *types.Log) (*ERC20TokenMinterSet, error) {
	event := "MinterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC20Token.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC20TokenMinterSet)
	if len(log.Data) > 0 {
		if err := eRC20Token.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC20Token.abi.Events[event].Inputs {
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

// ERC20TokenTransfer represents a Transfer event raised by the ERC20Token contract.
type ERC20TokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ERC20TokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ERC20TokenTransfer) ContractEventName() string {
	return ERC20TokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (eRC20Token *ERC20Token) UnpackTransferEvent(log *types.Log) (*ERC20TokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != eRC20Token.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ERC20TokenTransfer)
	if len(log.Data) > 0 {
		if err := eRC20Token.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range eRC20Token.abi.Events[event].Inputs {
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
func (eRC20Token *ERC20Token) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], eRC20Token.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return eRC20Token.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC20Token.abi.Errors["InsufficientAllowance"].ID.Bytes()[:4]) {
		return eRC20Token.UnpackInsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC20Token.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return eRC20Token.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC20Token.abi.Errors["InvalidReceiver"].ID.Bytes()[:4]) {
		return eRC20Token.UnpackInvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], eRC20Token.abi.Errors["NotMinter"].ID.Bytes()[:4]) {
		return eRC20Token.UnpackNotMinterError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ERC20TokenAlreadyInitialized represents a AlreadyInitialized error raised by the ERC20Token contract.
type ERC20TokenAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func ERC20TokenAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (eRC20Token *ERC20Token) UnpackAlreadyInitializedError(raw []byte) (*ERC20TokenAlreadyInitialized, error) {
	out := new(ERC20TokenAlreadyInitialized)
	if err := eRC20Token.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC20TokenInsufficientAllowance represents a InsufficientAllowance error raised by the ERC20Token contract.
type ERC20TokenInsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func ERC20TokenInsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0x192b9e4ebc4a4fb7dd02b679453572cd28ba5c859d02dc04b21a8c00bc0a41f0")
}

// UnpackInsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (eRC20Token *ERC20Token) UnpackInsufficientAllowanceError(raw []byte) (*ERC20TokenInsufficientAllowance, error) {
	out := new(ERC20TokenInsufficientAllowance)
	if err := eRC20Token.abi.UnpackIntoInterface(out, "InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC20TokenInsufficientBalance represents a InsufficientBalance error raised by the ERC20Token contract.
type ERC20TokenInsufficientBalance struct {
	Account common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func ERC20TokenInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xdb42144d928cd19733b9dfeead8bc02ed403845c274e06a6eee0944fb25ca5c4")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func (eRC20Token *ERC20Token) UnpackInsufficientBalanceError(raw []byte) (*ERC20TokenInsufficientBalance, error) {
	out := new(ERC20TokenInsufficientBalance)
	if err := eRC20Token.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC20TokenInvalidReceiver represents a InvalidReceiver error raised by the ERC20Token contract.
type ERC20TokenInvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReceiver(address receiver)
func ERC20TokenInvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x9cfea583c76d990ae2594f1fa87255c0a172ec8bbdaef2992c80c51b9ed3f677")
}

// UnpackInvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReceiver(address receiver)
func (eRC20Token *ERC20Token) UnpackInvalidReceiverError(raw []byte) (*ERC20TokenInvalidReceiver, error) {
	out := new(ERC20TokenInvalidReceiver)
	if err := eRC20Token.abi.UnpackIntoInterface(out, "InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ERC20TokenNotMinter represents a NotMinter error raised by the ERC20Token contract.
type ERC20TokenNotMinter struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMinter(address caller)
func ERC20TokenNotMinterErrorID() common.Hash {
	return common.HexToHash("0x361c31f27e729a8322ec0a67a437cd1a685fbc0124c358ce2bac49ea8a779111")
}

// UnpackNotMinterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMinter(address caller)
func (eRC20Token *ERC20Token) UnpackNotMinterError(raw []byte) (*ERC20TokenNotMinter, error) {
	out := new(ERC20TokenNotMinter)
	if err := eRC20Token.abi.UnpackIntoInterface(out, "NotMinter", raw); err != nil {
		return nil, err
	}
	return out, nil
}
