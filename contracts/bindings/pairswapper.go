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

// PairSwapperMetaData contains all meta data concerning the PairSwapper contract.
var PairSwapperMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"InsufficientInputAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutputAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"}],\"name\":\"TokenNotInPair\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"swapExactIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "PairSwapper",
	Bin: "0x6080604052348015600e575f5ffd5b506105bc8061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c806381436a531461002d575b5f5ffd5b61004061003b366004610456565b610052565b60405190815260200160405180910390f35b5f612710831061007d5760405163179c637760e11b8152600481018490526024015b60405180910390fd5b5f8590505f816001600160a01b0316630dfe16816040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100e291906104a6565b6001600160a01b0316866001600160a01b0316149050801580156101775750816001600160a01b031663d21220a76040518163ffffffff1660e01b8152600401602060405180830381865afa15801561013d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061016191906104a6565b6001600160a01b0316866001600160a01b031614155b156101a857604051638a9bb81760e01b81526001600160a01b03808916600483015287166024820152604401610074565b5f5f836001600160a01b0316630902f1ac6040518163ffffffff1660e01b8152600401606060405180830381865afa1580156101e6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061020a91906104e3565b506001600160701b031691506001600160701b031691505f5f8461022f578284610232565b83835b6040516370a0823160e01b81526001600160a01b038e811660048301529294509092505f918c16906370a0823190602401602060405180830381865afa15801561027e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102a2919061052f565b90508281116102c45760405163098fb56160e01b815260040160405180910390fd5b5f6102cf848361055a565b90505f6102de8c61271061055a565b6102e89083610573565b9050806102f761271087610573565b610301919061058a565b61030b8583610573565b610315919061059d565b9950895f0361033a57604051637b64735960e11b815260048101839052602401610074565b87156103b95760405163022c0d9f60e01b81525f60048201819052602482018c90526001600160a01b038d811660448401526080606484015260848301919091528a169063022c0d9f9060a4015f604051808303815f87803b15801561039e575f5ffd5b505af11580156103b0573d5f5f3e3d5ffd5b5050505061042e565b60405163022c0d9f60e01b8152600481018b90525f602482018190526001600160a01b038d811660448401526080606484015260848301919091528a169063022c0d9f9060a4015f604051808303815f87803b158015610417575f5ffd5b505af1158015610429573d5f5f3e3d5ffd5b505050505b505050505050505050949350505050565b6001600160a01b0381168114610453575f5ffd5b50565b5f5f5f5f60808587031215610469575f5ffd5b84356104748161043f565b935060208501356104848161043f565b925060408501359150606085013561049b8161043f565b939692955090935050565b5f602082840312156104b6575f5ffd5b81516104c18161043f565b9392505050565b80516001600160701b03811681146104de575f5ffd5b919050565b5f5f5f606084860312156104f5575f5ffd5b6104fe846104c8565b925061050c602085016104c8565b9150604084015163ffffffff81168114610524575f5ffd5b809150509250925092565b5f6020828403121561053f575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561056d5761056d610546565b92915050565b808202811582820484141761056d5761056d610546565b8082018082111561056d5761056d610546565b5f826105b757634e487b7160e01b5f52601260045260245ffd5b50049056",
}

// PairSwapper is an auto generated Go binding around an Ethereum contract.
type PairSwapper struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PairSwapper) GetABI() abi.ABI {
	return c.abi
}

// NewPairSwapper creates a new instance of PairSwapper.
func NewPairSwapper() *PairSwapper {
	parsed, err := PairSwapperMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PairSwapper{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PairSwapper) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackSwapExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81436a53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactIn(address pair, address tokenIn, uint256 feeBps, address to) returns(uint256 amountOut)
func (pairSwapper *PairSwapper) PackSwapExactIn(pair common.Address, tokenIn common.Address, feeBps *big.Int, to common.Address) []byte {
	enc, err := pairSwapper.abi.Pack("swapExactIn", pair, tokenIn, feeBps, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81436a53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactIn(address pair, address tokenIn, uint256 feeBps, address to) returns(uint256 amountOut)
func (pairSwapper *PairSwapper) TryPackSwapExactIn(pair common.Address, tokenIn common.Address, feeBps *big.Int, to common.Address) ([]byte, error) {
	return pairSwapper.abi.Pack("swapExactIn", pair, tokenIn, feeBps, to)
}

// UnpackSwapExactIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81436a53.
//
// Solidity: function swapExactIn(address pair, address tokenIn, uint256 feeBps, address to) returns(uint256 amountOut)
func (pairSwapper *PairSwapper) UnpackSwapExactIn(data []byte) (*big.Int, error) {
	out, err := pairSwapper.abi.Unpack("swapExactIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (pairSwapper *PairSwapper) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientInputAmount"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientInputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientOutputAmount"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientOutputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["TokenNotInPair"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackTokenNotInPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PairSwapperInsufficientInputAmount represents a InsufficientInputAmount error raised by the PairSwapper contract.
type PairSwapperInsufficientInputAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientInputAmount()
func PairSwapperInsufficientInputAmountErrorID() common.Hash {
	return common.HexToHash("0x098fb561b214e40e1e2f3f75a32a74ad8612ca9e387347a879ac04251bbf57f8")
}

// UnpackInsufficientInputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientInputAmount()
func (pairSwapper *PairSwapper) UnpackInsufficientInputAmountError(raw []byte) (*PairSwapperInsufficientInputAmount, error) {
	out := new(PairSwapperInsufficientInputAmount)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "InsufficientInputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperInsufficientOutputAmount represents a InsufficientOutputAmount error raised by the PairSwapper contract.
type PairSwapperInsufficientOutputAmount struct {
	AmountIn *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutputAmount(uint256 amountIn)
func PairSwapperInsufficientOutputAmountErrorID() common.Hash {
	return common.HexToHash("0xf6c8e6b2831c44f36da7ee3806cb71a2378cddca45de2b8e7b1831b7ec386dd3")
}

// UnpackInsufficientOutputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutputAmount(uint256 amountIn)
func (pairSwapper *PairSwapper) UnpackInsufficientOutputAmountError(raw []byte) (*PairSwapperInsufficientOutputAmount, error) {
	out := new(PairSwapperInsufficientOutputAmount)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "InsufficientOutputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperInvalidFee represents a InvalidFee error raised by the PairSwapper contract.
type PairSwapperInvalidFee struct {
	FeeBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint256 feeBps)
func PairSwapperInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0x2f38c6ee5a600ab7ea0a697bfdd1089c369999037e5f04c88b318508a67cc36e")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint256 feeBps)
func (pairSwapper *PairSwapper) UnpackInvalidFeeError(raw []byte) (*PairSwapperInvalidFee, error) {
	out := new(PairSwapperInvalidFee)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperTokenNotInPair represents a TokenNotInPair error raised by the PairSwapper contract.
type PairSwapperTokenNotInPair struct {
	Pair    common.Address
	TokenIn common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenNotInPair(address pair, address tokenIn)
func PairSwapperTokenNotInPairErrorID() common.Hash {
	return common.HexToHash("0x8a9bb81728494ab953cc83634322dc61b43ebcd18f0becf3676af5a855ecb92b")
}

// UnpackTokenNotInPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenNotInPair(address pair, address tokenIn)
func (pairSwapper *PairSwapper) UnpackTokenNotInPairError(raw []byte) (*PairSwapperTokenNotInPair, error) {
	out := new(PairSwapperTokenNotInPair)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "TokenNotInPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
