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

// RouteRouterCall is an auto generated low-level Go binding around an user-defined struct.
type RouteRouterCall struct {
	CallType uint8
	Target   common.Address
	Value    *big.Int
	CallData []byte
	Payload  []byte
}

// RouteRouterOrder is an auto generated low-level Go binding around an user-defined struct.
type RouteRouterOrder struct {
	FromChainId *big.Int
	FromAddress common.Address
	FromToken   common.Address
	FromAmount  *big.Int
	ToChainId   *big.Int
	ToToken     common.Address
	ToAmount    *big.Int
	ToAddress   common.Address
	Solver      common.Address
	Expiry      *big.Int
	Nonce       *big.Int
}

// RouteRouterMetaData contains all meta data concerning the RouteRouter contract.
var RouteRouterMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"multicall_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gasService_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"}],\"name\":\"InsufficientGasForDestinationCalls\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"InsufficientValue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"}],\"name\":\"InvalidDestinationGas\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotApprovedByGateway\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingBridged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"}],\"name\":\"UnknownSymbol\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"DestinationCallsFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"name\":\"RouteExecuted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DELIVERY_GAS_RESERVE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESTINATION_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"sourceCalls\",\"type\":\"tuple[]\"},{\"internalType\":\"string\",\"name\":\"bridgedSymbol\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationRouter\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"destinationPayload\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"refundRecipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasFee\",\"type\":\"uint256\"}],\"name\":\"bridgeCall\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"bridgedAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structRouteRouter.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"solverSignature\",\"type\":\"bytes\"}],\"name\":\"createIntentOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structRouteRouter.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"solverSignature\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"feeRecipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeAmount\",\"type\":\"uint256\"}],\"name\":\"createIntentOrderWithFee\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minToAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"encodeDestinationPayload\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"tokenSymbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"executeWithToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gasService\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gateway\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"multicall_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gasService_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"multicall\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"name\":\"runDestinationCalls\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"settlement\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minToAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "RouteRouter",
	Bin: "0x608060405234801561000f575f5ffd5b5060405161256a38038061256a83398101604081905261002e916100db565b61003a84848484610043565b5050505061012c565b5f5460ff16156100655760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b80516001600160a01b03811681146100d6575f5ffd5b919050565b5f5f5f5f608085870312156100ee575f5ffd5b6100f7856100c0565b9350610105602086016100c0565b9250610113604086016100c0565b9150610121606086016100c0565b905092959194509250565b612431806101395f395ff3fe6080604052600436106100e7575f3560e01c806365f34812116100875780639d85dfa7116100575780639d85dfa7146102445780639ed7299c14610282578063cf452d5114610295578063f8c8765e146102c1575f5ffd5b806365f34812146101e957806367736e81146101fc5780636a22d8cc146102125780639104eea614610231575f5ffd5b8063270b8927116100c2578063270b892714610172578063392e53cd146101935780634427597e146101b457806351160630146101ca575f5ffd5b8063116191b6146100f25780631a98b2e01461012e5780631cdcf85a1461014f575f5ffd5b366100ee57005b5f5ffd5b3480156100fd575f5ffd5b50600154610111906001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b348015610139575f5ffd5b5061014d6101483660046115b5565b6102e0565b005b34801561015a575f5ffd5b505f546101119061010090046001600160a01b031681565b6101856101803660046116d2565b610460565b604051908152602001610125565b34801561019e575f5ffd5b505f5460ff166040519015158152602001610125565b3480156101bf575f5ffd5b506101856298968081565b3480156101d5575f5ffd5b50600354610111906001600160a01b031681565b6101856101f736600461185c565b6104db565b348015610207575f5ffd5b506101856203d09081565b34801561021d575f5ffd5b50600254610111906001600160a01b031681565b61018561023f366004611978565b610732565b34801561024f575f5ffd5b5061026361025e366004611a00565b61092d565b604080516001600160a01b039093168352602083019190915201610125565b610185610290366004611a57565b610a65565b3480156102a0575f5ffd5b506102b46102af366004611aa8565b610ab7565b6040516101259190611b4c565b3480156102cc575f5ffd5b5061014d6102db366004611b5e565b610af0565b60ff5f5c16156103035760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001546040516001600160a01b03909116908190631876eed9908d908d908d908d908d90610342908e908e90611bb7565b6040519081900381206001600160e01b031960e089901b1682526103739695949392918d908d908d90600401611bee565b6020604051808303815f875af115801561038f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103b39190611c4c565b6103d057604051631403112d60e21b815260040160405180910390fd5b6104498b826001600160a01b031663935b13f687876040518363ffffffff1660e01b8152600401610402929190611c6b565b602060405180830381865afa15801561041d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104419190611c86565b848989610b02565b505f60ff19815c16815d5050505050505050505050565b5f60ff815c16156104845760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001600160a01b0383166104b957604051634e46966960e11b815260040160405180910390fd5b6104c68686868686610ccf565b90505f60ff19815c16815d5095945050505050565b5f60ff815c16156104ff5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d508134101561053c57604051631c102d6360e21b8152600481018390523460248201526044015b60405180910390fd5b61054584610e3f565b6001546040516349ad89fb60e11b81525f916001600160a01b03169063935b13f690610575908b90600401611b4c565b602060405180830381865afa158015610590573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105b49190611c86565b90506001600160a01b0381166105df57876040516306fad28d60e31b81526004016105339190611b4c565b6105f68c8c8c8c856105f18934611cb5565b610eb1565b9150815f0361061857604051636a0c226f60e01b815260040160405180910390fd5b821561069a5760025f9054906101000a90046001600160a01b03166001600160a01b031663c62c200284308a8a8a8e898c6040518963ffffffff1660e01b815260040161066b9796959493929190611cc8565b5f604051808303818588803b158015610682575f5ffd5b505af1158015610694573d5f5f3e3d5ffd5b50505050505b6001546106b29082906001600160a01b031684610fb0565b600154604051632d505c2160e21b81526001600160a01b039091169063b5417084906106ea908a908a908a908e908990600401611d4a565b5f604051808303815f87803b158015610701575f5ffd5b505af1158015610713573d5f5f3e3d5ffd5b505f93505050815c60ff19169050815d509a9950505050505050505050565b5f60ff815c16156107565760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001600160a01b03841661078b57604051634e46966960e11b815260040160405180910390fd5b6107ab8888345f60019054906101000a90046001600160a01b03166110fe565b5f6001600160a01b03871673eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee146107d6575f6107d8565b345b6107e2883061115f565b6107ec9190611cb5565b90505f6107f98a3361115f565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef8009034906108319089908990600401611efe565b5f604051808303818588803b158015610848575f5ffd5b505af115801561085a573d5f5f3e3d5ffd5b50505050508161086a893061115f565b6108749190611cb5565b9250868310156108a157604051630583371760e31b81526004810184905260248101889052604401610533565b5f6108ad8b8b84611292565b90506108ba8988866112e0565b604080516001600160a01b038d81168252602082018490528b8116828401526060820187905291519189169133915f917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a4505f91505060ff19815c16815d50979650505050505050565b5f8033301461094f5760405163029a949d60e31b815260040160405180910390fd5b5f80808061095f87890189611f11565b94505093509350935080515f0361097b57899550889450610a22565b81955061099d8a5f60019054906101000a90046001600160a01b03168b61138e565b5f6109a8873061115f565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef800906109dc9085906004016120a6565b5f604051808303815f87803b1580156109f3575f5ffd5b505af1158015610a05573d5f5f3e3d5ffd5b5050505080610a14883061115f565b610a1e9190611cb5565b9550505b82851015610a4d57604051630583371760e31b81526004810186905260248101849052604401610533565b610a588685876112e0565b5050505094509492505050565b5f60ff815c1615610a895760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d50610aa48484845f5f610ccf565b90505f60ff19815c16815d509392505050565b6060868686868686604051602001610ad49695949392919061215d565b60405160208183030381529060405290505b9695505050505050565b610afc848484846113bb565b50505050565b5f80610b1083850185612197565b93505050915062989680811115610b275750629896805b5f6203d090610b37603f846121dc565b610b4190846121fb565b610b4b91906121fb565b9050805a1015610b7957805a60405163020e8d8560e41b815260048101929092526024820152604401610533565b604051639d85dfa760e01b81523090639d85dfa7908490610ba4908b908b908b908b9060040161220e565b60408051808303815f8887f193505050508015610bde575060408051601f3d908101601f19168201909252610bdb91810190612235565b60015b610c68573d808015610c0b576040519150601f19603f3d011682016040523d82523d5f602084013e610c10565b606091505b50610c1c88858961138e565b836001600160a01b0316897f5d681e0871483740cd13133dce56b2de3cb8b37842096ba56da43a37986959f78a8a85604051610c5a93929190612261565b60405180910390a350610cc5565b604080516001600160a01b038b81168252602082018b9052848116828401526060820184905291519187169133918d917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a450505b5050505050505050565b5f80610ce16060880160408901612290565b90505f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03831601610d4f575f610d188560608b01356121fb565b9050803414610d4357604051631c102d6360e21b815260048101829052346024820152604401610533565b50506060870135610dab565b3415610d7657604051631c102d6360e21b81525f6004820152346024820152604401610533565b610d8f823330610d8a8860608e01356121fb565b611438565b600354610dab9083906001600160a01b031660608b0135610fb0565b8315610dbc57610dbc8286866112e0565b600354604051637c277d0f60e01b81526001600160a01b0390911690637c277d0f908390610df2908c908c908c906004016122ab565b60206040518083038185885af1158015610e0e573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610e339190612380565b98975050505050505050565b5f5f82806020019051810190610e559190612397565b929450919250506001600160a01b0383169050610e8557604051634e46966960e11b815260040160405180910390fd5b62989680811115610eac57604051631f66e04f60e11b815260048101829052602401610533565b505050565b5f838103610f0a57826001600160a01b0316876001600160a01b0316141580610ed957508115155b15610ef757604051636a0c226f60e01b815260040160405180910390fd5b610f0387333089611438565b5084610ae6565b610f2a8787845f60019054906101000a90046001600160a01b03166110fe565b5f610f35843061115f565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef800908590610f6d908a908a90600401611efe565b5f604051808303818588803b158015610f84575f5ffd5b505af1158015610f96573d5f5f3e3d5ffd5b505050505080610fa6853061115f565b610e339190611cb5565b604080516001600160a01b038481166024830152604480830185905283518084039091018152606490920183526020820180516001600160e01b031663095ea7b360e01b179052915190915f91829187169061100d9085906123dd565b5f604051808303815f865af19150503d805f8114611046576040519150601f19603f3d011682016040523d82523d5f602084013e61104b565b606091505b5091509150818015611086575080511561107857808060200190518101906110739190611c4c565b611086565b5f866001600160a01b03163b115b1561109357505050505050565b6040516001600160a01b03861660248201525f60448201526110ec90879063095ea7b3906064015b6040516020818303038152906040529060e01b6020820180516001600160e01b03838183161783525050505061146d565b6110f6868461146d565b505050505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03851601611153578282101561114e57604051631c102d6360e21b81526004810184905260248101839052604401610533565b610afc565b610afc84338386611438565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b0384160161119657506001600160a01b0381163161128c565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f928392908716916111ed91906123dd565b5f60405180830381855afa9150503d805f8114611225576040519150601f19603f3d011682016040523d82523d5f602084013e61122a565b606091505b509150915081158061123d575060208151105b1561127357604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b6024820152604401610533565b808060200190518101906112879190612380565b925050505b92915050565b5f5f61129e853361115f565b90508281116112b057839150506112d9565b5f6112bb8483611cb5565b90508481106112ca575f6112d4565b6112d48186611cb5565b925050505b9392505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03841601611387575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f811461134e576040519150601f19603f3d011682016040523d82523d5f602084013e611353565b606091505b5050905080610afc5760405163296c17bb60e21b81526001600160a01b038416600482015260248101839052604401610533565b610eac8383835b6040516001600160a01b038316602482015260448101829052610eac90849063a9059cbb906064016110bb565b5f5460ff16156113dd5760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b6040516001600160a01b0380851660248301528316604482015260648101829052610afc9085906323b872dd906084016110bb565b5f5f836001600160a01b03168360405161148791906123dd565b5f604051808303815f865af19150503d805f81146114c0576040519150601f19603f3d011682016040523d82523d5f602084013e6114c5565b606091505b50915091508161151c578051156114de57805160208201fd5b836114e8846123f3565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b0319166024820152604401610533565b5f81515f1461154b5760208251101580156115465750818060200190518101906115469190611c4c565b611559565b5f856001600160a01b03163b115b90508061156a57846114e8856123f3565b5050505050565b5f5f83601f840112611581575f5ffd5b5081356001600160401b03811115611597575f5ffd5b6020830191508360208285010111156115ae575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f5f5f60c08b8d0312156115ce575f5ffd5b8a35995060208b01356001600160401b038111156115ea575f5ffd5b6115f68d828e01611571565b909a5098505060408b01356001600160401b03811115611614575f5ffd5b6116208d828e01611571565b90985096505060608b01356001600160401b0381111561163e575f5ffd5b61164a8d828e01611571565b90965094505060808b01356001600160401b03811115611668575f5ffd5b6116748d828e01611571565b9b9e9a9d50989b979a96999598949794969560a090950135949350505050565b5f61016082840312156116a5575f5ffd5b50919050565b6001600160a01b03811681146116bf575f5ffd5b50565b80356116cd816116ab565b919050565b5f5f5f5f5f6101c086880312156116e7575f5ffd5b6116f18787611694565b94506101608601356001600160401b0381111561170c575f5ffd5b61171888828901611571565b90955093505061018086013561172d816116ab565b949793965091946101a0013592915050565b5f5f83601f84011261174f575f5ffd5b5081356001600160401b03811115611765575f5ffd5b6020830191508360208260051b85010111156115ae575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b03811182821017156117b5576117b561177f565b60405290565b604051601f8201601f191681016001600160401b03811182821017156117e3576117e361177f565b604052919050565b5f82601f8301126117fa575f5ffd5b8135602083015f5f6001600160401b038411156118195761181961177f565b50601f8301601f191660200161182e816117bb565b915050828152858383011115611842575f5ffd5b828260208301375f92810160200192909252509392505050565b5f5f5f5f5f5f5f5f5f5f6101208b8d031215611876575f5ffd5b61187f8b6116c2565b995060208b0135985060408b01356001600160401b038111156118a0575f5ffd5b6118ac8d828e0161173f565b90995097505060608b01356001600160401b038111156118ca575f5ffd5b6118d68d828e016117eb565b96505060808b01356001600160401b038111156118f1575f5ffd5b6118fd8d828e016117eb565b95505060a08b01356001600160401b03811115611918575f5ffd5b6119248d828e016117eb565b94505060c08b01356001600160401b0381111561193f575f5ffd5b61194b8d828e016117eb565b93505061195a60e08c016116c2565b91505f6101008c01359050809150509295989b9194979a5092959850565b5f5f5f5f5f5f5f60c0888a03121561198e575f5ffd5b8735611999816116ab565b96506020880135955060408801356119b0816116ab565b94506060880135935060808801356119c7816116ab565b925060a08801356001600160401b038111156119e1575f5ffd5b6119ed8a828b0161173f565b989b979a50959850939692959293505050565b5f5f5f5f60608587031215611a13575f5ffd5b8435611a1e816116ab565b93506020850135925060408501356001600160401b03811115611a3f575f5ffd5b611a4b87828801611571565b95989497509550505050565b5f5f5f6101808486031215611a6a575f5ffd5b611a748585611694565b92506101608401356001600160401b03811115611a8f575f5ffd5b611a9b86828701611571565b9497909650939450505050565b5f5f5f5f5f5f60a08789031215611abd575f5ffd5b8635611ac8816116ab565b9550602087013594506040870135611adf816116ab565b93506060870135925060808701356001600160401b03811115611b00575f5ffd5b611b0c89828a0161173f565b979a9699509497509295939492505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6112d96020830184611b1e565b5f5f5f5f60808587031215611b71575f5ffd5b8435611b7c816116ab565b93506020850135611b8c816116ab565b92506040850135611b9c816116ab565b91506060850135611bac816116ab565b939692955090935050565b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b89815260c060208201525f611c0760c083018a8c611bc6565b8281036040840152611c1a81898b611bc6565b90508660608401528281036080840152611c35818688611bc6565b9150508260a08301529a9950505050505050505050565b5f60208284031215611c5c575f5ffd5b815180151581146112d9575f5ffd5b602081525f611c7e602083018486611bc6565b949350505050565b5f60208284031215611c96575f5ffd5b81516112d9816116ab565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561128c5761128c611ca1565b6001600160a01b038816815260e0602082018190525f90611ceb90830189611b1e565b8281036040840152611cfd8189611b1e565b90508281036060840152611d118188611b1e565b90508281036080840152611d258187611b1e565b60a084019590955250506001600160a01b039190911660c09091015295945050505050565b60a081525f611d5c60a0830188611b1e565b8281036020840152611d6e8188611b1e565b90508281036040840152611d828187611b1e565b90508281036060840152611d968186611b1e565b9150508260808301529695505050505050565b8035600481106116cd575f5ffd5b60048110611dd357634e487b7160e01b5f52602160045260245ffd5b9052565b5f5f8335601e19843603018112611dec575f5ffd5b83016020810192503590506001600160401b03811115611e0a575f5ffd5b8036038213156115ae575f5ffd5b5f8383855260208501945060208460051b820101835f609e19863603015b87821015611ef157848403601f190189528235818112611e54575f5ffd5b8701611e6885611e6383611da9565b611db7565b6020810135611e76816116ab565b6001600160a01b0316602086015260408181013590860152611e9b6060820182611dd7565b60a06060880152611eb060a088018284611bc6565b915050611ec06080830183611dd7565b92508682036080880152611ed5828483611bc6565b9650505050602083019250602089019850600182019150611e36565b5091979650505050505050565b602081525f611c7e602083018486611e18565b5f5f5f5f5f60a08688031215611f25575f5ffd5b8535611f30816116ab565b9450602086013593506040860135611f47816116ab565b92506060860135915060808601356001600160401b03811115611f68575f5ffd5b8601601f81018813611f78575f5ffd5b80356001600160401b03811115611f9157611f9161177f565b8060051b611fa1602082016117bb565b9182526020818401810192908101908b841115611fbc575f5ffd5b6020850192505b838310156120945782356001600160401b03811115611fe0575f5ffd5b850160a0818e03601f19011215611ff5575f5ffd5b611ffd611793565b61200960208301611da9565b81526040820135612019816116ab565b60208201526060820135604082015260808201356001600160401b03811115612040575f5ffd5b61204f8f6020838601016117eb565b60608301525060a08201356001600160401b0381111561206d575f5ffd5b61207c8f6020838601016117eb565b60808301525083525060209283019290910190611fc3565b80955050505050509295509295909350565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b8281101561215157603f1987860301845281516120ea868251611db7565b60018060a01b03602082015116602087015260408101516040870152606081015160a0606088015261211f60a0880182611b1e565b905060808201519150868103608088015261213a8183611b1e565b9650505060209384019391909101906001016120cc565b50929695505050505050565b6001600160a01b03878116825260208201879052851660408201526060810184905260a0608082018190525f90610e339083018486611e18565b5f5f5f5f608085870312156121aa575f5ffd5b84356121b5816116ab565b93506020850135925060408501356121cc816116ab565b9396929550929360600135925050565b5f826121f657634e487b7160e01b5f52601260045260245ffd5b500490565b8082018082111561128c5761128c611ca1565b60018060a01b0385168152836020820152606060408201525f610ae6606083018486611bc6565b5f5f60408385031215612246575f5ffd5b8251612251816116ab565b6020939093015192949293505050565b60018060a01b0384168152826020820152606060408201525f6122876060830184611b1e565b95945050505050565b5f602082840312156122a0575f5ffd5b81356112d9816116ab565b833581525f6122bc602086016116c2565b6001600160a01b031660208301526122d6604086016116c2565b6001600160a01b03166040830152606085810135908301526080808601359083015261230460a086016116c2565b6001600160a01b031660a083015260c0858101359083015261232860e086016116c2565b6001600160a01b031660e083015261234361010086016116c2565b6001600160a01b03166101008301526101208581013590830152610140808601359083015261018061016083018190526122879083018486611bc6565b5f60208284031215612390575f5ffd5b5051919050565b5f5f5f5f608085870312156123aa575f5ffd5b84516123b5816116ab565b6020860151604087015191955093506123cd816116ab565b6060959095015193969295505050565b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b031981169190600482101561242a576001600160e01b0319600483900360031b81901b82161692505b505091905056",
}

// RouteRouter is an auto generated Go binding around an Ethereum contract.
type RouteRouter struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *RouteRouter) GetABI() abi.ABI {
	return c.abi
}

// NewRouteRouter creates a new instance of RouteRouter.
func NewRouteRouter() *RouteRouter {
	parsed, err := RouteRouterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &RouteRouter{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *RouteRouter) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address multicall_, address gateway_, address gasService_, address settlement_) returns()
func (routeRouter *RouteRouter) PackConstructor(multicall_ common.Address, gateway_ common.Address, gasService_ common.Address, settlement_ common.Address) []byte {
	enc, err := routeRouter.abi.Pack("", multicall_, gateway_, gasService_, settlement_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDELIVERYGASRESERVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67736e81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DELIVERY_GAS_RESERVE() view returns(uint256)
func (routeRouter *RouteRouter) PackDELIVERYGASRESERVE() []byte {
	enc, err := routeRouter.abi.Pack("DELIVERY_GAS_RESERVE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDELIVERYGASRESERVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x67736e81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DELIVERY_GAS_RESERVE() view returns(uint256)
func (routeRouter *RouteRouter) TryPackDELIVERYGASRESERVE() ([]byte, error) {
	return routeRouter.abi.Pack("DELIVERY_GAS_RESERVE")
}

// UnpackDELIVERYGASRESERVE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x67736e81.
//
// Solidity: function DELIVERY_GAS_RESERVE() view returns(uint256)
func (routeRouter *RouteRouter) UnpackDELIVERYGASRESERVE(data []byte) (*big.Int, error) {
	out, err := routeRouter.abi.Unpack("DELIVERY_GAS_RESERVE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXDESTINATIONGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4427597e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_DESTINATION_GAS() view returns(uint256)
func (routeRouter *RouteRouter) PackMAXDESTINATIONGAS() []byte {
	enc, err := routeRouter.abi.Pack("MAX_DESTINATION_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXDESTINATIONGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4427597e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_DESTINATION_GAS() view returns(uint256)
func (routeRouter *RouteRouter) TryPackMAXDESTINATIONGAS() ([]byte, error) {
	return routeRouter.abi.Pack("MAX_DESTINATION_GAS")
}

// UnpackMAXDESTINATIONGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4427597e.
//
// Solidity: function MAX_DESTINATION_GAS() view returns(uint256)
func (routeRouter *RouteRouter) UnpackMAXDESTINATIONGAS(data []byte) (*big.Int, error) {
	out, err := routeRouter.abi.Unpack("MAX_DESTINATION_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBridgeCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65f34812.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bridgeCall(address fromToken, uint256 fromAmount, (uint8,address,uint256,bytes,bytes)[] sourceCalls, string bridgedSymbol, string destinationChain, string destinationRouter, bytes destinationPayload, address refundRecipient, uint256 gasFee) payable returns(uint256 bridgedAmount)
func (routeRouter *RouteRouter) PackBridgeCall(fromToken common.Address, fromAmount *big.Int, sourceCalls []RouteRouterCall, bridgedSymbol string, destinationChain string, destinationRouter string, destinationPayload []byte, refundRecipient common.Address, gasFee *big.Int) []byte {
	enc, err := routeRouter.abi.Pack("bridgeCall", fromToken, fromAmount, sourceCalls, bridgedSymbol, destinationChain, destinationRouter, destinationPayload, refundRecipient, gasFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBridgeCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65f34812.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bridgeCall(address fromToken, uint256 fromAmount, (uint8,address,uint256,bytes,bytes)[] sourceCalls, string bridgedSymbol, string destinationChain, string destinationRouter, bytes destinationPayload, address refundRecipient, uint256 gasFee) payable returns(uint256 bridgedAmount)
func (routeRouter *RouteRouter) TryPackBridgeCall(fromToken common.Address, fromAmount *big.Int, sourceCalls []RouteRouterCall, bridgedSymbol string, destinationChain string, destinationRouter string, destinationPayload []byte, refundRecipient common.Address, gasFee *big.Int) ([]byte, error) {
	return routeRouter.abi.Pack("bridgeCall", fromToken, fromAmount, sourceCalls, bridgedSymbol, destinationChain, destinationRouter, destinationPayload, refundRecipient, gasFee)
}

// UnpackBridgeCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x65f34812.
//
// Solidity: function bridgeCall(address fromToken, uint256 fromAmount, (uint8,address,uint256,bytes,bytes)[] sourceCalls, string bridgedSymbol, string destinationChain, string destinationRouter, bytes destinationPayload, address refundRecipient, uint256 gasFee) payable returns(uint256 bridgedAmount)
func (routeRouter *RouteRouter) UnpackBridgeCall(data []byte) (*big.Int, error) {
	out, err := routeRouter.abi.Unpack("bridgeCall", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreateIntentOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ed7299c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createIntentOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) PackCreateIntentOrder(order RouteRouterOrder, solverSignature []byte) []byte {
	enc, err := routeRouter.abi.Pack("createIntentOrder", order, solverSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateIntentOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ed7299c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createIntentOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) TryPackCreateIntentOrder(order RouteRouterOrder, solverSignature []byte) ([]byte, error) {
	return routeRouter.abi.Pack("createIntentOrder", order, solverSignature)
}

// UnpackCreateIntentOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ed7299c.
//
// Solidity: function createIntentOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) UnpackCreateIntentOrder(data []byte) ([32]byte, error) {
	out, err := routeRouter.abi.Unpack("createIntentOrder", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCreateIntentOrderWithFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x270b8927.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createIntentOrderWithFee((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature, address feeRecipient, uint256 feeAmount) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) PackCreateIntentOrderWithFee(order RouteRouterOrder, solverSignature []byte, feeRecipient common.Address, feeAmount *big.Int) []byte {
	enc, err := routeRouter.abi.Pack("createIntentOrderWithFee", order, solverSignature, feeRecipient, feeAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateIntentOrderWithFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x270b8927.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createIntentOrderWithFee((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature, address feeRecipient, uint256 feeAmount) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) TryPackCreateIntentOrderWithFee(order RouteRouterOrder, solverSignature []byte, feeRecipient common.Address, feeAmount *big.Int) ([]byte, error) {
	return routeRouter.abi.Pack("createIntentOrderWithFee", order, solverSignature, feeRecipient, feeAmount)
}

// UnpackCreateIntentOrderWithFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x270b8927.
//
// Solidity: function createIntentOrderWithFee((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature, address feeRecipient, uint256 feeAmount) payable returns(bytes32 orderHash)
func (routeRouter *RouteRouter) UnpackCreateIntentOrderWithFee(data []byte) ([32]byte, error) {
	out, err := routeRouter.abi.Unpack("createIntentOrderWithFee", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEncodeDestinationPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf452d51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function encodeDestinationPayload(address recipient, uint256 minToAmount, address toToken, uint256 gasLimit, (uint8,address,uint256,bytes,bytes)[] calls) pure returns(bytes)
func (routeRouter *RouteRouter) PackEncodeDestinationPayload(recipient common.Address, minToAmount *big.Int, toToken common.Address, gasLimit *big.Int, calls []RouteRouterCall) []byte {
	enc, err := routeRouter.abi.Pack("encodeDestinationPayload", recipient, minToAmount, toToken, gasLimit, calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEncodeDestinationPayload is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf452d51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function encodeDestinationPayload(address recipient, uint256 minToAmount, address toToken, uint256 gasLimit, (uint8,address,uint256,bytes,bytes)[] calls) pure returns(bytes)
func (routeRouter *RouteRouter) TryPackEncodeDestinationPayload(recipient common.Address, minToAmount *big.Int, toToken common.Address, gasLimit *big.Int, calls []RouteRouterCall) ([]byte, error) {
	return routeRouter.abi.Pack("encodeDestinationPayload", recipient, minToAmount, toToken, gasLimit, calls)
}

// UnpackEncodeDestinationPayload is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf452d51.
//
// Solidity: function encodeDestinationPayload(address recipient, uint256 minToAmount, address toToken, uint256 gasLimit, (uint8,address,uint256,bytes,bytes)[] calls) pure returns(bytes)
func (routeRouter *RouteRouter) UnpackEncodeDestinationPayload(data []byte) ([]byte, error) {
	out, err := routeRouter.abi.Unpack("encodeDestinationPayload", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackExecuteWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a98b2e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeWithToken(bytes32 commandId, string sourceChain, string sourceAddress, bytes payload, string tokenSymbol, uint256 amount) returns()
func (routeRouter *RouteRouter) PackExecuteWithToken(commandId [32]byte, sourceChain string, sourceAddress string, payload []byte, tokenSymbol string, amount *big.Int) []byte {
	enc, err := routeRouter.abi.Pack("executeWithToken", commandId, sourceChain, sourceAddress, payload, tokenSymbol, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a98b2e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeWithToken(bytes32 commandId, string sourceChain, string sourceAddress, bytes payload, string tokenSymbol, uint256 amount) returns()
func (routeRouter *RouteRouter) TryPackExecuteWithToken(commandId [32]byte, sourceChain string, sourceAddress string, payload []byte, tokenSymbol string, amount *big.Int) ([]byte, error) {
	return routeRouter.abi.Pack("executeWithToken", commandId, sourceChain, sourceAddress, payload, tokenSymbol, amount)
}

// PackGasService is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a22d8cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasService() view returns(address)
func (routeRouter *RouteRouter) PackGasService() []byte {
	enc, err := routeRouter.abi.Pack("gasService")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasService is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a22d8cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasService() view returns(address)
func (routeRouter *RouteRouter) TryPackGasService() ([]byte, error) {
	return routeRouter.abi.Pack("gasService")
}

// UnpackGasService is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a22d8cc.
//
// Solidity: function gasService() view returns(address)
func (routeRouter *RouteRouter) UnpackGasService(data []byte) (common.Address, error) {
	out, err := routeRouter.abi.Unpack("gasService", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGateway is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x116191b6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gateway() view returns(address)
func (routeRouter *RouteRouter) PackGateway() []byte {
	enc, err := routeRouter.abi.Pack("gateway")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGateway is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x116191b6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gateway() view returns(address)
func (routeRouter *RouteRouter) TryPackGateway() ([]byte, error) {
	return routeRouter.abi.Pack("gateway")
}

// UnpackGateway is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x116191b6.
//
// Solidity: function gateway() view returns(address)
func (routeRouter *RouteRouter) UnpackGateway(data []byte) (common.Address, error) {
	out, err := routeRouter.abi.Unpack("gateway", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8c8765e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address multicall_, address gateway_, address gasService_, address settlement_) returns()
func (routeRouter *RouteRouter) PackInitialize(multicall common.Address, gateway common.Address, gasService common.Address, settlement common.Address) []byte {
	enc, err := routeRouter.abi.Pack("initialize", multicall, gateway, gasService, settlement)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8c8765e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address multicall_, address gateway_, address gasService_, address settlement_) returns()
func (routeRouter *RouteRouter) TryPackInitialize(multicall common.Address, gateway common.Address, gasService common.Address, settlement common.Address) ([]byte, error) {
	return routeRouter.abi.Pack("initialize", multicall, gateway, gasService, settlement)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (routeRouter *RouteRouter) PackIsInitialized() []byte {
	enc, err := routeRouter.abi.Pack("isInitialized")
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
func (routeRouter *RouteRouter) TryPackIsInitialized() ([]byte, error) {
	return routeRouter.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (routeRouter *RouteRouter) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := routeRouter.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cdcf85a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function multicall() view returns(address)
func (routeRouter *RouteRouter) PackMulticall() []byte {
	enc, err := routeRouter.abi.Pack("multicall")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMulticall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cdcf85a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function multicall() view returns(address)
func (routeRouter *RouteRouter) TryPackMulticall() ([]byte, error) {
	return routeRouter.abi.Pack("multicall")
}

// UnpackMulticall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1cdcf85a.
//
// Solidity: function multicall() view returns(address)
func (routeRouter *RouteRouter) UnpackMulticall(data []byte) (common.Address, error) {
	out, err := routeRouter.abi.Unpack("multicall", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRunDestinationCalls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d85dfa7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function runDestinationCalls(address token, uint256 amount, bytes payload) returns(address toToken, uint256 toAmount)
func (routeRouter *RouteRouter) PackRunDestinationCalls(token common.Address, amount *big.Int, payload []byte) []byte {
	enc, err := routeRouter.abi.Pack("runDestinationCalls", token, amount, payload)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRunDestinationCalls is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9d85dfa7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function runDestinationCalls(address token, uint256 amount, bytes payload) returns(address toToken, uint256 toAmount)
func (routeRouter *RouteRouter) TryPackRunDestinationCalls(token common.Address, amount *big.Int, payload []byte) ([]byte, error) {
	return routeRouter.abi.Pack("runDestinationCalls", token, amount, payload)
}

// RunDestinationCallsOutput serves as a container for the return parameters of contract
// method RunDestinationCalls.
type RunDestinationCallsOutput struct {
	ToToken  common.Address
	ToAmount *big.Int
}

// UnpackRunDestinationCalls is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9d85dfa7.
//
// Solidity: function runDestinationCalls(address token, uint256 amount, bytes payload) returns(address toToken, uint256 toAmount)
func (routeRouter *RouteRouter) UnpackRunDestinationCalls(data []byte) (RunDestinationCallsOutput, error) {
	out, err := routeRouter.abi.Unpack("runDestinationCalls", data)
	outstruct := new(RunDestinationCallsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ToToken = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.ToAmount = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlement() view returns(address)
func (routeRouter *RouteRouter) PackSettlement() []byte {
	enc, err := routeRouter.abi.Pack("settlement")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlement() view returns(address)
func (routeRouter *RouteRouter) TryPackSettlement() ([]byte, error) {
	return routeRouter.abi.Pack("settlement")
}

// UnpackSettlement is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51160630.
//
// Solidity: function settlement() view returns(address)
func (routeRouter *RouteRouter) UnpackSettlement(data []byte) (common.Address, error) {
	out, err := routeRouter.abi.Unpack("settlement", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9104eea6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address fromToken, uint256 fromAmount, address toToken, uint256 minToAmount, address recipient, (uint8,address,uint256,bytes,bytes)[] calls) payable returns(uint256 toAmount)
func (routeRouter *RouteRouter) PackSwap(fromToken common.Address, fromAmount *big.Int, toToken common.Address, minToAmount *big.Int, recipient common.Address, calls []RouteRouterCall) []byte {
	enc, err := routeRouter.abi.Pack("swap", fromToken, fromAmount, toToken, minToAmount, recipient, calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9104eea6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(address fromToken, uint256 fromAmount, address toToken, uint256 minToAmount, address recipient, (uint8,address,uint256,bytes,bytes)[] calls) payable returns(uint256 toAmount)
func (routeRouter *RouteRouter) TryPackSwap(fromToken common.Address, fromAmount *big.Int, toToken common.Address, minToAmount *big.Int, recipient common.Address, calls []RouteRouterCall) ([]byte, error) {
	return routeRouter.abi.Pack("swap", fromToken, fromAmount, toToken, minToAmount, recipient, calls)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9104eea6.
//
// Solidity: function swap(address fromToken, uint256 fromAmount, address toToken, uint256 minToAmount, address recipient, (uint8,address,uint256,bytes,bytes)[] calls) payable returns(uint256 toAmount)
func (routeRouter *RouteRouter) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := routeRouter.abi.Unpack("swap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// RouteRouterDestinationCallsFailed represents a DestinationCallsFailed event raised by the RouteRouter contract.
type RouteRouterDestinationCallsFailed struct {
	CommandId [32]byte
	Recipient common.Address
	Token     common.Address
	Amount    *big.Int
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const RouteRouterDestinationCallsFailedEventName = "DestinationCallsFailed"

// ContractEventName returns the user-defined event name.
func (RouteRouterDestinationCallsFailed) ContractEventName() string {
	return RouteRouterDestinationCallsFailedEventName
}

// UnpackDestinationCallsFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DestinationCallsFailed(bytes32 indexed commandId, address indexed recipient, address token, uint256 amount, bytes reason)
func (routeRouter *RouteRouter) UnpackDestinationCallsFailedEvent(log *types.Log) (*RouteRouterDestinationCallsFailed, error) {
	event := "DestinationCallsFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != routeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RouteRouterDestinationCallsFailed)
	if len(log.Data) > 0 {
		if err := routeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range routeRouter.abi.Events[event].Inputs {
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

// RouteRouterRouteExecuted represents a RouteExecuted event raised by the RouteRouter contract.
type RouteRouterRouteExecuted struct {
	CommandId  [32]byte
	Sender     common.Address
	Recipient  common.Address
	FromToken  common.Address
	FromAmount *big.Int
	ToToken    common.Address
	ToAmount   *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const RouteRouterRouteExecutedEventName = "RouteExecuted"

// ContractEventName returns the user-defined event name.
func (RouteRouterRouteExecuted) ContractEventName() string {
	return RouteRouterRouteExecutedEventName
}

// UnpackRouteExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RouteExecuted(bytes32 indexed commandId, address indexed sender, address indexed recipient, address fromToken, uint256 fromAmount, address toToken, uint256 toAmount)
func (routeRouter *RouteRouter) UnpackRouteExecutedEvent(log *types.Log) (*RouteRouterRouteExecuted, error) {
	event := "RouteExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != routeRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(RouteRouterRouteExecuted)
	if len(log.Data) > 0 {
		if err := routeRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range routeRouter.abi.Events[event].Inputs {
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
func (routeRouter *RouteRouter) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return routeRouter.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["InsufficientGasForDestinationCalls"].ID.Bytes()[:4]) {
		return routeRouter.UnpackInsufficientGasForDestinationCallsError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return routeRouter.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["InsufficientValue"].ID.Bytes()[:4]) {
		return routeRouter.UnpackInsufficientValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["InvalidDestinationGas"].ID.Bytes()[:4]) {
		return routeRouter.UnpackInvalidDestinationGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["InvalidRecipient"].ID.Bytes()[:4]) {
		return routeRouter.UnpackInvalidRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return routeRouter.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["NotApprovedByGateway"].ID.Bytes()[:4]) {
		return routeRouter.UnpackNotApprovedByGatewayError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["NothingBridged"].ID.Bytes()[:4]) {
		return routeRouter.UnpackNothingBridgedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return routeRouter.UnpackOnlySelfError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["Reentrancy"].ID.Bytes()[:4]) {
		return routeRouter.UnpackReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return routeRouter.UnpackTokenCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], routeRouter.abi.Errors["UnknownSymbol"].ID.Bytes()[:4]) {
		return routeRouter.UnpackUnknownSymbolError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// RouteRouterAlreadyInitialized represents a AlreadyInitialized error raised by the RouteRouter contract.
type RouteRouterAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func RouteRouterAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (routeRouter *RouteRouter) UnpackAlreadyInitializedError(raw []byte) (*RouteRouterAlreadyInitialized, error) {
	out := new(RouteRouterAlreadyInitialized)
	if err := routeRouter.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterInsufficientGasForDestinationCalls represents a InsufficientGasForDestinationCalls error raised by the RouteRouter contract.
type RouteRouterInsufficientGasForDestinationCalls struct {
	Needed    *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGasForDestinationCalls(uint256 needed, uint256 available)
func RouteRouterInsufficientGasForDestinationCallsErrorID() common.Hash {
	return common.HexToHash("0x20e8d850aaa4b4da264e472ee7be00136ae3faea468902c41886b160111fa94e")
}

// UnpackInsufficientGasForDestinationCallsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGasForDestinationCalls(uint256 needed, uint256 available)
func (routeRouter *RouteRouter) UnpackInsufficientGasForDestinationCallsError(raw []byte) (*RouteRouterInsufficientGasForDestinationCalls, error) {
	out := new(RouteRouterInsufficientGasForDestinationCalls)
	if err := routeRouter.abi.UnpackIntoInterface(out, "InsufficientGasForDestinationCalls", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterInsufficientOutput represents a InsufficientOutput error raised by the RouteRouter contract.
type RouteRouterInsufficientOutput struct {
	Amount  *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 amount, uint256 minimum)
func RouteRouterInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 amount, uint256 minimum)
func (routeRouter *RouteRouter) UnpackInsufficientOutputError(raw []byte) (*RouteRouterInsufficientOutput, error) {
	out := new(RouteRouterInsufficientOutput)
	if err := routeRouter.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterInsufficientValue represents a InsufficientValue error raised by the RouteRouter contract.
type RouteRouterInsufficientValue struct {
	Needed *big.Int
	Sent   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientValue(uint256 needed, uint256 sent)
func RouteRouterInsufficientValueErrorID() common.Hash {
	return common.HexToHash("0x7040b58c12cea6343961fcc8fd3c3bfebfcefd149c4f9dfb43cbd52af315357b")
}

// UnpackInsufficientValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientValue(uint256 needed, uint256 sent)
func (routeRouter *RouteRouter) UnpackInsufficientValueError(raw []byte) (*RouteRouterInsufficientValue, error) {
	out := new(RouteRouterInsufficientValue)
	if err := routeRouter.abi.UnpackIntoInterface(out, "InsufficientValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterInvalidDestinationGas represents a InvalidDestinationGas error raised by the RouteRouter contract.
type RouteRouterInvalidDestinationGas struct {
	GasLimit *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidDestinationGas(uint256 gasLimit)
func RouteRouterInvalidDestinationGasErrorID() common.Hash {
	return common.HexToHash("0x3ecdc09efb8ecc204febcd8e1b5295d75a6a52f9141ba10bfdcf5ab91ab111b5")
}

// UnpackInvalidDestinationGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidDestinationGas(uint256 gasLimit)
func (routeRouter *RouteRouter) UnpackInvalidDestinationGasError(raw []byte) (*RouteRouterInvalidDestinationGas, error) {
	out := new(RouteRouterInvalidDestinationGas)
	if err := routeRouter.abi.UnpackIntoInterface(out, "InvalidDestinationGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterInvalidRecipient represents a InvalidRecipient error raised by the RouteRouter contract.
type RouteRouterInvalidRecipient struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidRecipient()
func RouteRouterInvalidRecipientErrorID() common.Hash {
	return common.HexToHash("0x9c8d2cd23712ccfbf44b8107cfe79ea09343bf5b458f10860098ac1dbdf69f86")
}

// UnpackInvalidRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidRecipient()
func (routeRouter *RouteRouter) UnpackInvalidRecipientError(raw []byte) (*RouteRouterInvalidRecipient, error) {
	out := new(RouteRouterInvalidRecipient)
	if err := routeRouter.abi.UnpackIntoInterface(out, "InvalidRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterNativeTransferFailed represents a NativeTransferFailed error raised by the RouteRouter contract.
type RouteRouterNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func RouteRouterNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (routeRouter *RouteRouter) UnpackNativeTransferFailedError(raw []byte) (*RouteRouterNativeTransferFailed, error) {
	out := new(RouteRouterNativeTransferFailed)
	if err := routeRouter.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterNotApprovedByGateway represents a NotApprovedByGateway error raised by the RouteRouter contract.
type RouteRouterNotApprovedByGateway struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotApprovedByGateway()
func RouteRouterNotApprovedByGatewayErrorID() common.Hash {
	return common.HexToHash("0x500c44b45f962a2e4b268782259b34376210f44fc091ccff3e534a03930fc251")
}

// UnpackNotApprovedByGatewayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotApprovedByGateway()
func (routeRouter *RouteRouter) UnpackNotApprovedByGatewayError(raw []byte) (*RouteRouterNotApprovedByGateway, error) {
	out := new(RouteRouterNotApprovedByGateway)
	if err := routeRouter.abi.UnpackIntoInterface(out, "NotApprovedByGateway", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterNothingBridged represents a NothingBridged error raised by the RouteRouter contract.
type RouteRouterNothingBridged struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingBridged()
func RouteRouterNothingBridgedErrorID() common.Hash {
	return common.HexToHash("0x6a0c226f96ff48fb8f17e3626b5f07a41d36e0eb2634822017d4700e52d071eb")
}

// UnpackNothingBridgedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingBridged()
func (routeRouter *RouteRouter) UnpackNothingBridgedError(raw []byte) (*RouteRouterNothingBridged, error) {
	out := new(RouteRouterNothingBridged)
	if err := routeRouter.abi.UnpackIntoInterface(out, "NothingBridged", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterOnlySelf represents a OnlySelf error raised by the RouteRouter contract.
type RouteRouterOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func RouteRouterOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (routeRouter *RouteRouter) UnpackOnlySelfError(raw []byte) (*RouteRouterOnlySelf, error) {
	out := new(RouteRouterOnlySelf)
	if err := routeRouter.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterReentrancy represents a Reentrancy error raised by the RouteRouter contract.
type RouteRouterReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Reentrancy()
func RouteRouterReentrancyErrorID() common.Hash {
	return common.HexToHash("0xab143c06c9772d69bbbc9f2fe74acd02f810e93b099f3d1dac8448ac9ae35991")
}

// UnpackReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Reentrancy()
func (routeRouter *RouteRouter) UnpackReentrancyError(raw []byte) (*RouteRouterReentrancy, error) {
	out := new(RouteRouterReentrancy)
	if err := routeRouter.abi.UnpackIntoInterface(out, "Reentrancy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterTokenCallFailed represents a TokenCallFailed error raised by the RouteRouter contract.
type RouteRouterTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func RouteRouterTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (routeRouter *RouteRouter) UnpackTokenCallFailedError(raw []byte) (*RouteRouterTokenCallFailed, error) {
	out := new(RouteRouterTokenCallFailed)
	if err := routeRouter.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// RouteRouterUnknownSymbol represents a UnknownSymbol error raised by the RouteRouter contract.
type RouteRouterUnknownSymbol struct {
	Symbol string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownSymbol(string symbol)
func RouteRouterUnknownSymbolErrorID() common.Hash {
	return common.HexToHash("0x37d694687ec72b6d1b0366272cc1517ddf0f3305b88b9b267c5f70ada45a974d")
}

// UnpackUnknownSymbolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownSymbol(string symbol)
func (routeRouter *RouteRouter) UnpackUnknownSymbolError(raw []byte) (*RouteRouterUnknownSymbol, error) {
	out := new(RouteRouterUnknownSymbol)
	if err := routeRouter.abi.UnpackIntoInterface(out, "UnknownSymbol", raw); err != nil {
		return nil, err
	}
	return out, nil
}
