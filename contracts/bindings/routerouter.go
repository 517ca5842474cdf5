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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"multicall_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gasService_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"}],\"name\":\"InsufficientGasForDestinationCalls\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"}],\"name\":\"InsufficientValue\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"}],\"name\":\"InvalidDestinationGas\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotApprovedByGateway\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingBridged\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"}],\"name\":\"UnknownSymbol\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"DestinationCallsFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"name\":\"RouteExecuted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DELIVERY_GAS_RESERVE\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_DESTINATION_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"sourceCalls\",\"type\":\"tuple[]\"},{\"internalType\":\"string\",\"name\":\"bridgedSymbol\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationRouter\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"destinationPayload\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"refundRecipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasFee\",\"type\":\"uint256\"}],\"name\":\"bridgeCall\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"bridgedAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structRouteRouter.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"solverSignature\",\"type\":\"bytes\"}],\"name\":\"createIntentOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minToAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"gasLimit\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"encodeDestinationPayload\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"tokenSymbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"executeWithToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gasService\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gateway\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"multicall_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gateway_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"gasService_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"multicall\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"name\":\"runDestinationCalls\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"settlement\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minToAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"enumRouteRouter.CallType\",\"name\":\"callType\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"internalType\":\"structRouteRouter.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "RouteRouter",
	Bin: "0x608060405234801561000f575f5ffd5b5060405161243138038061243183398101604081905261002e916100db565b61003a84848484610043565b5050505061012c565b5f5460ff16156100655760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b80516001600160a01b03811681146100d6575f5ffd5b919050565b5f5f5f5f608085870312156100ee575f5ffd5b6100f7856100c0565b9350610105602086016100c0565b9250610113604086016100c0565b9150610121606086016100c0565b905092959194509250565b6122f8806101395f395ff3fe6080604052600436106100dc575f3560e01c806367736e811161007c5780639d85dfa7116100575780639d85dfa7146102265780639ed7299c14610264578063cf452d5114610277578063f8c8765e146102a3575f5ffd5b806367736e81146101de5780636a22d8cc146101f45780639104eea614610213575f5ffd5b8063392e53cd116100b7578063392e53cd146101675780634427597e1461018857806351160630146101ac57806365f34812146101cb575f5ffd5b8063116191b6146100e75780631a98b2e0146101235780631cdcf85a14610144575f5ffd5b366100e357005b5f5ffd5b3480156100f2575f5ffd5b50600154610106906001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561012e575f5ffd5b5061014261013d3660046114f9565b6102c2565b005b34801561014f575f5ffd5b505f546101069061010090046001600160a01b031681565b348015610172575f5ffd5b505f5460ff16604051901515815260200161011a565b348015610193575f5ffd5b5061019e6298968081565b60405190815260200161011a565b3480156101b7575f5ffd5b50600354610106906001600160a01b031681565b61019e6101d936600461171c565b610442565b3480156101e9575f5ffd5b5061019e6203d09081565b3480156101ff575f5ffd5b50600254610106906001600160a01b031681565b61019e610221366004611838565b610699565b348015610231575f5ffd5b506102456102403660046118c0565b610894565b604080516001600160a01b03909316835260208301919091520161011a565b61019e610272366004611917565b6109cc565b348015610282575f5ffd5b5061029661029136600461196f565b610b5f565b60405161011a9190611a13565b3480156102ae575f5ffd5b506101426102bd366004611a25565b610b98565b60ff5f5c16156102e55760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001546040516001600160a01b03909116908190631876eed9908d908d908d908d908d90610324908e908e90611a7e565b6040519081900381206001600160e01b031960e089901b1682526103559695949392918d908d908d90600401611ab5565b6020604051808303815f875af1158015610371573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103959190611b13565b6103b257604051631403112d60e21b815260040160405180910390fd5b61042b8b826001600160a01b031663935b13f687876040518363ffffffff1660e01b81526004016103e4929190611b32565b602060405180830381865afa1580156103ff573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104239190611b4d565b848989610baa565b505f60ff19815c16815d5050505050505050505050565b5f60ff815c16156104665760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d50813410156104a357604051631c102d6360e21b8152600481018390523460248201526044015b60405180910390fd5b6104ac84610d77565b6001546040516349ad89fb60e11b81525f916001600160a01b03169063935b13f6906104dc908b90600401611a13565b602060405180830381865afa1580156104f7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061051b9190611b4d565b90506001600160a01b03811661054657876040516306fad28d60e31b815260040161049a9190611a13565b61055d8c8c8c8c856105588934611b7c565b610de9565b9150815f0361057f57604051636a0c226f60e01b815260040160405180910390fd5b82156106015760025f9054906101000a90046001600160a01b03166001600160a01b031663c62c200284308a8a8a8e898c6040518963ffffffff1660e01b81526004016105d29796959493929190611b8f565b5f604051808303818588803b1580156105e9575f5ffd5b505af11580156105fb573d5f5f3e3d5ffd5b50505050505b6001546106199082906001600160a01b031684610ef4565b600154604051632d505c2160e21b81526001600160a01b039091169063b541708490610651908a908a908a908e908990600401611c11565b5f604051808303815f87803b158015610668575f5ffd5b505af115801561067a573d5f5f3e3d5ffd5b505f93505050815c60ff19169050815d509a9950505050505050505050565b5f60ff815c16156106bd5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001600160a01b0384166106f257604051634e46966960e11b815260040160405180910390fd5b6107128888345f60019054906101000a90046001600160a01b0316611042565b5f6001600160a01b03871673eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee1461073d575f61073f565b345b61074988306110a3565b6107539190611b7c565b90505f6107608a336110a3565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef8009034906107989089908990600401611dc5565b5f604051808303818588803b1580156107af575f5ffd5b505af11580156107c1573d5f5f3e3d5ffd5b5050505050816107d189306110a3565b6107db9190611b7c565b92508683101561080857604051630583371760e31b8152600481018490526024810188905260440161049a565b5f6108148b8b846111d6565b9050610821898886611224565b604080516001600160a01b038d81168252602082018490528b8116828401526060820187905291519189169133915f917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a4505f91505060ff19815c16815d50979650505050505050565b5f803330146108b65760405163029a949d60e31b815260040160405180910390fd5b5f8080806108c687890189611dd8565b94505093509350935080515f036108e257899550889450610989565b8195506109048a5f60019054906101000a90046001600160a01b03168b6112d2565b5f61090f87306110a3565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef80090610943908590600401611f6d565b5f604051808303815f87803b15801561095a575f5ffd5b505af115801561096c573d5f5f3e3d5ffd5b505050508061097b88306110a3565b6109859190611b7c565b9550505b828510156109b457604051630583371760e31b8152600481018690526024810184905260440161049a565b6109bf868587611224565b5050505094509492505050565b5f60ff815c16156109f05760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d5073eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee610a236060860160408701612024565b6001600160a01b031603610a665783606001353414610a6157604051631c102d6360e21b81526060850135600482015234602482015260440161049a565b610ad5565b3415610a8d57604051631c102d6360e21b81525f600482015234602482015260440161049a565b610aac610aa06060860160408701612024565b333087606001356112ff565b610ad5610abf6060860160408701612024565b6003546001600160a01b03166060870135610ef4565b600354604051637c277d0f60e01b81526001600160a01b0390911690637c277d0f903490610b0b9088908890889060040161203f565b60206040518083038185885af1158015610b27573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610b4c919061211d565b90505f60ff19815c16815d509392505050565b6060868686868686604051602001610b7c96959493929190612134565b60405160208183030381529060405290505b9695505050505050565b610ba484848484611334565b50505050565b5f80610bb88385018561216e565b93505050915062989680811115610bcf5750629896805b5f6203d090610bdf603f846121b3565b610be990846121d2565b610bf391906121d2565b9050805a1015610c2157805a60405163020e8d8560e41b81526004810192909252602482015260440161049a565b604051639d85dfa760e01b81523090639d85dfa7908490610c4c908b908b908b908b906004016121e5565b60408051808303815f8887f193505050508015610c86575060408051601f3d908101601f19168201909252610c839181019061220c565b60015b610d10573d808015610cb3576040519150601f19603f3d011682016040523d82523d5f602084013e610cb8565b606091505b50610cc48885896112d2565b836001600160a01b0316897f5d681e0871483740cd13133dce56b2de3cb8b37842096ba56da43a37986959f78a8a85604051610d0293929190612238565b60405180910390a350610d6d565b604080516001600160a01b038b81168252602082018b9052848116828401526060820184905291519187169133918d917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a450505b5050505050505050565b5f5f82806020019051810190610d8d919061225e565b929450919250506001600160a01b0383169050610dbd57604051634e46966960e11b815260040160405180910390fd5b62989680811115610de457604051631f66e04f60e11b81526004810182905260240161049a565b505050565b5f838103610e4257826001600160a01b0316876001600160a01b0316141580610e1157508115155b15610e2f57604051636a0c226f60e01b815260040160405180910390fd5b610e3b873330896112ff565b5084610b8e565b610e628787845f60019054906101000a90046001600160a01b0316611042565b5f610e6d84306110a3565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef800908590610ea5908a908a90600401611dc5565b5f604051808303818588803b158015610ebc575f5ffd5b505af1158015610ece573d5f5f3e3d5ffd5b505050505080610ede85306110a3565b610ee89190611b7c565b98975050505050505050565b604080516001600160a01b038481166024830152604480830185905283518084039091018152606490920183526020820180516001600160e01b031663095ea7b360e01b179052915190915f918291871690610f519085906122a4565b5f604051808303815f865af19150503d805f8114610f8a576040519150601f19603f3d011682016040523d82523d5f602084013e610f8f565b606091505b5091509150818015610fca5750805115610fbc5780806020019051810190610fb79190611b13565b610fca565b5f866001600160a01b03163b115b15610fd757505050505050565b6040516001600160a01b03861660248201525f604482015261103090879063095ea7b3906064015b6040516020818303038152906040529060e01b6020820180516001600160e01b0383818316178352505050506113b1565b61103a86846113b1565b505050505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03851601611097578282101561109257604051631c102d6360e21b8152600481018490526024810183905260440161049a565b610ba4565b610ba4843383866112ff565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b038416016110da57506001600160a01b038116316111d0565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f9283929087169161113191906122a4565b5f60405180830381855afa9150503d805f8114611169576040519150601f19603f3d011682016040523d82523d5f602084013e61116e565b606091505b5091509150811580611181575060208151105b156111b757604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b602482015260440161049a565b808060200190518101906111cb919061211d565b925050505b92915050565b5f5f6111e285336110a3565b90508281116111f4578391505061121d565b5f6111ff8483611b7c565b905084811061120e575f611218565b6112188186611b7c565b925050505b9392505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b038416016112cb575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611292576040519150601f19603f3d011682016040523d82523d5f602084013e611297565b606091505b5050905080610ba45760405163296c17bb60e21b81526001600160a01b03841660048201526024810183905260440161049a565b610de48383835b6040516001600160a01b038316602482015260448101829052610de490849063a9059cbb90606401610fff565b6040516001600160a01b0380851660248301528316604482015260648101829052610ba49085906323b872dd90608401610fff565b5f5460ff16156113565760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b5f5f836001600160a01b0316836040516113cb91906122a4565b5f604051808303815f865af19150503d805f8114611404576040519150601f19603f3d011682016040523d82523d5f602084013e611409565b606091505b5091509150816114605780511561142257805160208201fd5b8361142c846122ba565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b031916602482015260440161049a565b5f81515f1461148f57602082511015801561148a57508180602001905181019061148a9190611b13565b61149d565b5f856001600160a01b03163b115b9050806114ae578461142c856122ba565b5050505050565b5f5f83601f8401126114c5575f5ffd5b5081356001600160401b038111156114db575f5ffd5b6020830191508360208285010111156114f2575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f5f5f60c08b8d031215611512575f5ffd5b8a35995060208b01356001600160401b0381111561152e575f5ffd5b61153a8d828e016114b5565b909a5098505060408b01356001600160401b03811115611558575f5ffd5b6115648d828e016114b5565b90985096505060608b01356001600160401b03811115611582575f5ffd5b61158e8d828e016114b5565b90965094505060808b01356001600160401b038111156115ac575f5ffd5b6115b88d828e016114b5565b9b9e9a9d50989b979a96999598949794969560a090950135949350505050565b6001600160a01b03811681146115ec575f5ffd5b50565b80356115fa816115d8565b919050565b5f5f83601f84011261160f575f5ffd5b5081356001600160401b03811115611625575f5ffd5b6020830191508360208260051b85010111156114f2575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b03811182821017156116755761167561163f565b60405290565b604051601f8201601f191681016001600160401b03811182821017156116a3576116a361163f565b604052919050565b5f82601f8301126116ba575f5ffd5b8135602083015f5f6001600160401b038411156116d9576116d961163f565b50601f8301601f19166020016116ee8161167b565b915050828152858383011115611702575f5ffd5b828260208301375f92810160200192909252509392505050565b5f5f5f5f5f5f5f5f5f5f6101208b8d031215611736575f5ffd5b61173f8b6115ef565b995060208b0135985060408b01356001600160401b03811115611760575f5ffd5b61176c8d828e016115ff565b90995097505060608b01356001600160401b0381111561178a575f5ffd5b6117968d828e016116ab565b96505060808b01356001600160401b038111156117b1575f5ffd5b6117bd8d828e016116ab565b95505060a08b01356001600160401b038111156117d8575f5ffd5b6117e48d828e016116ab565b94505060c08b01356001600160401b038111156117ff575f5ffd5b61180b8d828e016116ab565b93505061181a60e08c016115ef565b91505f6101008c01359050809150509295989b9194979a5092959850565b5f5f5f5f5f5f5f60c0888a03121561184e575f5ffd5b8735611859816115d8565b9650602088013595506040880135611870816115d8565b9450606088013593506080880135611887816115d8565b925060a08801356001600160401b038111156118a1575f5ffd5b6118ad8a828b016115ff565b989b979a50959850939692959293505050565b5f5f5f5f606085870312156118d3575f5ffd5b84356118de816115d8565b93506020850135925060408501356001600160401b038111156118ff575f5ffd5b61190b878288016114b5565b95989497509550505050565b5f5f5f83850361018081121561192b575f5ffd5b610160811215611939575f5ffd5b508392506101608401356001600160401b03811115611956575f5ffd5b611962868287016114b5565b9497909650939450505050565b5f5f5f5f5f5f60a08789031215611984575f5ffd5b863561198f816115d8565b95506020870135945060408701356119a6816115d8565b93506060870135925060808701356001600160401b038111156119c7575f5ffd5b6119d389828a016115ff565b979a9699509497509295939492505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61121d60208301846119e5565b5f5f5f5f60808587031215611a38575f5ffd5b8435611a43816115d8565b93506020850135611a53816115d8565b92506040850135611a63816115d8565b91506060850135611a73816115d8565b939692955090935050565b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b89815260c060208201525f611ace60c083018a8c611a8d565b8281036040840152611ae181898b611a8d565b90508660608401528281036080840152611afc818688611a8d565b9150508260a08301529a9950505050505050505050565b5f60208284031215611b23575f5ffd5b8151801515811461121d575f5ffd5b602081525f611b45602083018486611a8d565b949350505050565b5f60208284031215611b5d575f5ffd5b815161121d816115d8565b634e487b7160e01b5f52601160045260245ffd5b818103818111156111d0576111d0611b68565b6001600160a01b038816815260e0602082018190525f90611bb2908301896119e5565b8281036040840152611bc481896119e5565b90508281036060840152611bd881886119e5565b90508281036080840152611bec81876119e5565b60a084019590955250506001600160a01b039190911660c09091015295945050505050565b60a081525f611c2360a08301886119e5565b8281036020840152611c3581886119e5565b90508281036040840152611c4981876119e5565b90508281036060840152611c5d81866119e5565b9150508260808301529695505050505050565b8035600481106115fa575f5ffd5b60048110611c9a57634e487b7160e01b5f52602160045260245ffd5b9052565b5f5f8335601e19843603018112611cb3575f5ffd5b83016020810192503590506001600160401b03811115611cd1575f5ffd5b8036038213156114f2575f5ffd5b5f8383855260208501945060208460051b820101835f609e19863603015b87821015611db857848403601f190189528235818112611d1b575f5ffd5b8701611d2f85611d2a83611c70565b611c7e565b6020810135611d3d816115d8565b6001600160a01b0316602086015260408181013590860152611d626060820182611c9e565b60a06060880152611d7760a088018284611a8d565b915050611d876080830183611c9e565b92508682036080880152611d9c828483611a8d565b9650505050602083019250602089019850600182019150611cfd565b5091979650505050505050565b602081525f611b45602083018486611cdf565b5f5f5f5f5f60a08688031215611dec575f5ffd5b8535611df7816115d8565b9450602086013593506040860135611e0e816115d8565b92506060860135915060808601356001600160401b03811115611e2f575f5ffd5b8601601f81018813611e3f575f5ffd5b80356001600160401b03811115611e5857611e5861163f565b8060051b611e686020820161167b565b9182526020818401810192908101908b841115611e83575f5ffd5b6020850192505b83831015611f5b5782356001600160401b03811115611ea7575f5ffd5b850160a0818e03601f19011215611ebc575f5ffd5b611ec4611653565b611ed060208301611c70565b81526040820135611ee0816115d8565b60208201526060820135604082015260808201356001600160401b03811115611f07575f5ffd5b611f168f6020838601016116ab565b60608301525060a08201356001600160401b03811115611f34575f5ffd5b611f438f6020838601016116ab565b60808301525083525060209283019290910190611e8a565b80955050505050509295509295909350565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b8281101561201857603f198786030184528151611fb1868251611c7e565b60018060a01b03602082015116602087015260408101516040870152606081015160a06060880152611fe660a08801826119e5565b905060808201519150868103608088015261200181836119e5565b965050506020938401939190910190600101611f93565b50929695505050505050565b5f60208284031215612034575f5ffd5b813561121d816115d8565b833581525f612050602086016115ef565b6001600160a01b0316602083015261206a604086016115ef565b6001600160a01b03166040830152606085810135908301526080808601359083015261209860a086016115ef565b6001600160a01b031660a083015260c085810135908301526120bc60e086016115ef565b6001600160a01b031660e08301526120d761010086016115ef565b6001600160a01b03166101008301526101208581013590830152610140808601359083015261018061016083018190526121149083018486611a8d565b95945050505050565b5f6020828403121561212d575f5ffd5b5051919050565b6001600160a01b03878116825260208201879052851660408201526060810184905260a0608082018190525f90610ee89083018486611cdf565b5f5f5f5f60808587031215612181575f5ffd5b843561218c816115d8565b93506020850135925060408501356121a3816115d8565b9396929550929360600135925050565b5f826121cd57634e487b7160e01b5f52601260045260245ffd5b500490565b808201808211156111d0576111d0611b68565b60018060a01b0385168152836020820152606060408201525f610b8e606083018486611a8d565b5f5f6040838503121561221d575f5ffd5b8251612228816115d8565b6020939093015192949293505050565b60018060a01b0384168152826020820152606060408201525f61211460608301846119e5565b5f5f5f5f60808587031215612271575f5ffd5b845161227c816115d8565b602086015160408701519195509350612294816115d8565b6060959095015193969295505050565b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b03198116919060048210156122f1576001600160e01b0319600483900360031b81901b82161692505b505091905056",
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
