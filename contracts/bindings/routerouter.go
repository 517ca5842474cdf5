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
	Bin: "0x608060405234801561000f575f5ffd5b506040516123cc3803806123cc83398101604081905261002e916100db565b61003a84848484610043565b5050505061012c565b5f5460ff16156100655760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b80516001600160a01b03811681146100d6575f5ffd5b919050565b5f5f5f5f608085870312156100ee575f5ffd5b6100f7856100c0565b9350610105602086016100c0565b9250610113604086016100c0565b9150610121606086016100c0565b905092959194509250565b612293806101395f395ff3fe6080604052600436106100dc575f3560e01c806367736e811161007c5780639d85dfa7116100575780639d85dfa7146102265780639ed7299c14610264578063cf452d5114610277578063f8c8765e146102a3575f5ffd5b806367736e81146101de5780636a22d8cc146101f45780639104eea614610213575f5ffd5b8063392e53cd116100b7578063392e53cd146101675780634427597e1461018857806351160630146101ac57806365f34812146101cb575f5ffd5b8063116191b6146100e75780631a98b2e0146101235780631cdcf85a14610144575f5ffd5b366100e357005b5f5ffd5b3480156100f2575f5ffd5b50600154610106906001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561012e575f5ffd5b5061014261013d36600461148d565b6102c2565b005b34801561014f575f5ffd5b505f546101069061010090046001600160a01b031681565b348015610172575f5ffd5b505f5460ff16604051901515815260200161011a565b348015610193575f5ffd5b5061019e6298968081565b60405190815260200161011a565b3480156101b7575f5ffd5b50600354610106906001600160a01b031681565b61019e6101d93660046116b0565b610442565b3480156101e9575f5ffd5b5061019e6203d09081565b3480156101ff575f5ffd5b50600254610106906001600160a01b031681565b61019e6102213660046117cc565b610699565b348015610231575f5ffd5b50610245610240366004611854565b610876565b604080516001600160a01b03909316835260208301919091520161011a565b61019e6102723660046118ab565b6109ae565b348015610282575f5ffd5b50610296610291366004611903565b610b41565b60405161011a91906119a7565b3480156102ae575f5ffd5b506101426102bd3660046119c0565b610b7a565b60ff5f5c16156102e55760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001546040516001600160a01b03909116908190631876eed9908d908d908d908d908d90610324908e908e90611a19565b6040519081900381206001600160e01b031960e089901b1682526103559695949392918d908d908d90600401611a50565b6020604051808303815f875af1158015610371573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103959190611aae565b6103b257604051631403112d60e21b815260040160405180910390fd5b61042b8b826001600160a01b031663935b13f687876040518363ffffffff1660e01b81526004016103e4929190611acd565b602060405180830381865afa1580156103ff573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104239190611ae8565b848989610b8c565b505f60ff19815c16815d5050505050505050505050565b5f60ff815c16156104665760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d50813410156104a357604051631c102d6360e21b8152600481018390523460248201526044015b60405180910390fd5b6104ac84610d59565b6001546040516349ad89fb60e11b81525f916001600160a01b03169063935b13f6906104dc908b906004016119a7565b602060405180830381865afa1580156104f7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061051b9190611ae8565b90506001600160a01b03811661054657876040516306fad28d60e31b815260040161049a91906119a7565b61055d8c8c8c8c856105588934611b17565b610dcb565b9150815f0361057f57604051636a0c226f60e01b815260040160405180910390fd5b82156106015760025f9054906101000a90046001600160a01b03166001600160a01b031663c62c200284308a8a8a8e898c6040518963ffffffff1660e01b81526004016105d29796959493929190611b2a565b5f604051808303818588803b1580156105e9575f5ffd5b505af11580156105fb573d5f5f3e3d5ffd5b50505050505b6001546106199082906001600160a01b031684610ed6565b600154604051632d505c2160e21b81526001600160a01b039091169063b541708490610651908a908a908a908e908990600401611bac565b5f604051808303815f87803b158015610668575f5ffd5b505af115801561067a573d5f5f3e3d5ffd5b505f93505050815c60ff19169050815d509a9950505050505050505050565b5f60ff815c16156106bd5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506001600160a01b0384166106f257604051634e46966960e11b815260040160405180910390fd5b6107128888345f60019054906101000a90046001600160a01b0316611024565b5f6001600160a01b03871673eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee1461073d575f61073f565b345b6107498830611085565b6107539190611b17565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef80090349061078b9088908890600401611d60565b5f604051808303818588803b1580156107a2575f5ffd5b505af11580156107b4573d5f5f3e3d5ffd5b5050505050806107c48830611085565b6107ce9190611b17565b9150858210156107fb57604051630583371760e31b8152600481018390526024810187905260440161049a565b6108068786846111b8565b604080516001600160a01b038b81168252602082018b9052898116828401526060820185905291519187169133915f917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a4505f60ff19815c16815d50979650505050505050565b5f803330146108985760405163029a949d60e31b815260040160405180910390fd5b5f8080806108a887890189611d73565b94505093509350935080515f036108c45789955088945061096b565b8195506108e68a5f60019054906101000a90046001600160a01b03168b611266565b5f6108f18730611085565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef80090610925908590600401611f08565b5f604051808303815f87803b15801561093c575f5ffd5b505af115801561094e573d5f5f3e3d5ffd5b505050508061095d8830611085565b6109679190611b17565b9550505b8285101561099657604051630583371760e31b8152600481018690526024810184905260440161049a565b6109a18685876111b8565b5050505094509492505050565b5f60ff815c16156109d25760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d5073eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee610a056060860160408701611fbf565b6001600160a01b031603610a485783606001353414610a4357604051631c102d6360e21b81526060850135600482015234602482015260440161049a565b610ab7565b3415610a6f57604051631c102d6360e21b81525f600482015234602482015260440161049a565b610a8e610a826060860160408701611fbf565b33308760600135611293565b610ab7610aa16060860160408701611fbf565b6003546001600160a01b03166060870135610ed6565b600354604051637c277d0f60e01b81526001600160a01b0390911690637c277d0f903490610aed90889088908890600401611fda565b60206040518083038185885af1158015610b09573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610b2e91906120b8565b90505f60ff19815c16815d509392505050565b6060868686868686604051602001610b5e969594939291906120cf565b60405160208183030381529060405290505b9695505050505050565b610b86848484846112c8565b50505050565b5f80610b9a83850185612109565b93505050915062989680811115610bb15750629896805b5f6203d090610bc1603f8461214e565b610bcb908461216d565b610bd5919061216d565b9050805a1015610c0357805a60405163020e8d8560e41b81526004810192909252602482015260440161049a565b604051639d85dfa760e01b81523090639d85dfa7908490610c2e908b908b908b908b90600401612180565b60408051808303815f8887f193505050508015610c68575060408051601f3d908101601f19168201909252610c65918101906121a7565b60015b610cf2573d808015610c95576040519150601f19603f3d011682016040523d82523d5f602084013e610c9a565b606091505b50610ca6888589611266565b836001600160a01b0316897f5d681e0871483740cd13133dce56b2de3cb8b37842096ba56da43a37986959f78a8a85604051610ce4939291906121d3565b60405180910390a350610d4f565b604080516001600160a01b038b81168252602082018b9052848116828401526060820184905291519187169133918d917f2ebf09fdaad12af95baef5dff069581e388ce0db45a049d0634bf1668b040c2e9181900360800190a450505b5050505050505050565b5f5f82806020019051810190610d6f91906121f9565b929450919250506001600160a01b0383169050610d9f57604051634e46966960e11b815260040160405180910390fd5b62989680811115610dc657604051631f66e04f60e11b81526004810182905260240161049a565b505050565b5f838103610e2457826001600160a01b0316876001600160a01b0316141580610df357508115155b15610e1157604051636a0c226f60e01b815260040160405180910390fd5b610e1d87333089611293565b5084610b70565b610e448787845f60019054906101000a90046001600160a01b0316611024565b5f610e4f8430611085565b5f54604051621f0fdf60eb1b815291925061010090046001600160a01b03169063f87ef800908590610e87908a908a90600401611d60565b5f604051808303818588803b158015610e9e575f5ffd5b505af1158015610eb0573d5f5f3e3d5ffd5b505050505080610ec08530611085565b610eca9190611b17565b98975050505050505050565b604080516001600160a01b038481166024830152604480830185905283518084039091018152606490920183526020820180516001600160e01b031663095ea7b360e01b179052915190915f918291871690610f3390859061223f565b5f604051808303815f865af19150503d805f8114610f6c576040519150601f19603f3d011682016040523d82523d5f602084013e610f71565b606091505b5091509150818015610fac5750805115610f9e5780806020019051810190610f999190611aae565b610fac565b5f866001600160a01b03163b115b15610fb957505050505050565b6040516001600160a01b03861660248201525f604482015261101290879063095ea7b3906064015b6040516020818303038152906040529060e01b6020820180516001600160e01b038381831617835250505050611345565b61101c8684611345565b505050505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03851601611079578282101561107457604051631c102d6360e21b8152600481018490526024810183905260440161049a565b610b86565b610b8684338386611293565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b038416016110bc57506001600160a01b038116316111b2565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f92839290871691611113919061223f565b5f60405180830381855afa9150503d805f811461114b576040519150601f19603f3d011682016040523d82523d5f602084013e611150565b606091505b5091509150811580611163575060208151105b1561119957604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b602482015260440161049a565b808060200190518101906111ad91906120b8565b925050505b92915050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b0384160161125f575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611226576040519150601f19603f3d011682016040523d82523d5f602084013e61122b565b606091505b5050905080610b865760405163296c17bb60e21b81526001600160a01b03841660048201526024810183905260440161049a565b610dc68383835b6040516001600160a01b038316602482015260448101829052610dc690849063a9059cbb90606401610fe1565b6040516001600160a01b0380851660248301528316604482015260648101829052610b869085906323b872dd90608401610fe1565b5f5460ff16156112ea5760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03958616610100026001600160a81b031990911617600190811790915580549385166001600160a01b0319948516179055600280549285169284169290921790915560038054919093169116179055565b5f5f836001600160a01b03168360405161135f919061223f565b5f604051808303815f865af19150503d805f8114611398576040519150601f19603f3d011682016040523d82523d5f602084013e61139d565b606091505b5091509150816113f4578051156113b657805160208201fd5b836113c084612255565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b031916602482015260440161049a565b5f81515f1461142357602082511015801561141e57508180602001905181019061141e9190611aae565b611431565b5f856001600160a01b03163b115b90508061144257846113c085612255565b5050505050565b5f5f83601f840112611459575f5ffd5b5081356001600160401b0381111561146f575f5ffd5b602083019150836020828501011115611486575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f5f5f60c08b8d0312156114a6575f5ffd5b8a35995060208b01356001600160401b038111156114c2575f5ffd5b6114ce8d828e01611449565b909a5098505060408b01356001600160401b038111156114ec575f5ffd5b6114f88d828e01611449565b90985096505060608b01356001600160401b03811115611516575f5ffd5b6115228d828e01611449565b90965094505060808b01356001600160401b03811115611540575f5ffd5b61154c8d828e01611449565b9b9e9a9d50989b979a96999598949794969560a090950135949350505050565b6001600160a01b0381168114611580575f5ffd5b50565b803561158e8161156c565b919050565b5f5f83601f8401126115a3575f5ffd5b5081356001600160401b038111156115b9575f5ffd5b6020830191508360208260051b8501011115611486575f5ffd5b634e487b7160e01b5f52604160045260245ffd5b60405160a081016001600160401b0381118282101715611609576116096115d3565b60405290565b604051601f8201601f191681016001600160401b0381118282101715611637576116376115d3565b604052919050565b5f82601f83011261164e575f5ffd5b8135602083015f5f6001600160401b0384111561166d5761166d6115d3565b50601f8301601f19166020016116828161160f565b915050828152858383011115611696575f5ffd5b828260208301375f92810160200192909252509392505050565b5f5f5f5f5f5f5f5f5f5f6101208b8d0312156116ca575f5ffd5b6116d38b611583565b995060208b0135985060408b01356001600160401b038111156116f4575f5ffd5b6117008d828e01611593565b90995097505060608b01356001600160401b0381111561171e575f5ffd5b61172a8d828e0161163f565b96505060808b01356001600160401b03811115611745575f5ffd5b6117518d828e0161163f565b95505060a08b01356001600160401b0381111561176c575f5ffd5b6117788d828e0161163f565b94505060c08b01356001600160401b03811115611793575f5ffd5b61179f8d828e0161163f565b9350506117ae60e08c01611583565b91505f6101008c01359050809150509295989b9194979a5092959850565b5f5f5f5f5f5f5f60c0888a0312156117e2575f5ffd5b87356117ed8161156c565b96506020880135955060408801356118048161156c565b945060608801359350608088013561181b8161156c565b925060a08801356001600160401b03811115611835575f5ffd5b6118418a828b01611593565b989b979a50959850939692959293505050565b5f5f5f5f60608587031215611867575f5ffd5b84356118728161156c565b93506020850135925060408501356001600160401b03811115611893575f5ffd5b61189f87828801611449565b95989497509550505050565b5f5f5f8385036101808112156118bf575f5ffd5b6101608112156118cd575f5ffd5b508392506101608401356001600160401b038111156118ea575f5ffd5b6118f686828701611449565b9497909650939450505050565b5f5f5f5f5f5f60a08789031215611918575f5ffd5b86356119238161156c565b955060208701359450604087013561193a8161156c565b93506060870135925060808701356001600160401b0381111561195b575f5ffd5b61196789828a01611593565b979a9699509497509295939492505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6119b96020830184611979565b9392505050565b5f5f5f5f608085870312156119d3575f5ffd5b84356119de8161156c565b935060208501356119ee8161156c565b925060408501356119fe8161156c565b91506060850135611a0e8161156c565b939692955090935050565b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b89815260c060208201525f611a6960c083018a8c611a28565b8281036040840152611a7c81898b611a28565b90508660608401528281036080840152611a97818688611a28565b9150508260a08301529a9950505050505050505050565b5f60208284031215611abe575f5ffd5b815180151581146119b9575f5ffd5b602081525f611ae0602083018486611a28565b949350505050565b5f60208284031215611af8575f5ffd5b81516119b98161156c565b634e487b7160e01b5f52601160045260245ffd5b818103818111156111b2576111b2611b03565b6001600160a01b038816815260e0602082018190525f90611b4d90830189611979565b8281036040840152611b5f8189611979565b90508281036060840152611b738188611979565b90508281036080840152611b878187611979565b60a084019590955250506001600160a01b039190911660c09091015295945050505050565b60a081525f611bbe60a0830188611979565b8281036020840152611bd08188611979565b90508281036040840152611be48187611979565b90508281036060840152611bf88186611979565b9150508260808301529695505050505050565b80356004811061158e575f5ffd5b60048110611c3557634e487b7160e01b5f52602160045260245ffd5b9052565b5f5f8335601e19843603018112611c4e575f5ffd5b83016020810192503590506001600160401b03811115611c6c575f5ffd5b803603821315611486575f5ffd5b5f8383855260208501945060208460051b820101835f609e19863603015b87821015611d5357848403601f190189528235818112611cb6575f5ffd5b8701611cca85611cc583611c0b565b611c19565b6020810135611cd88161156c565b6001600160a01b0316602086015260408181013590860152611cfd6060820182611c39565b60a06060880152611d1260a088018284611a28565b915050611d226080830183611c39565b92508682036080880152611d37828483611a28565b9650505050602083019250602089019850600182019150611c98565b5091979650505050505050565b602081525f611ae0602083018486611c7a565b5f5f5f5f5f60a08688031215611d87575f5ffd5b8535611d928161156c565b9450602086013593506040860135611da98161156c565b92506060860135915060808601356001600160401b03811115611dca575f5ffd5b8601601f81018813611dda575f5ffd5b80356001600160401b03811115611df357611df36115d3565b8060051b611e036020820161160f565b9182526020818401810192908101908b841115611e1e575f5ffd5b6020850192505b83831015611ef65782356001600160401b03811115611e42575f5ffd5b850160a0818e03601f19011215611e57575f5ffd5b611e5f6115e7565b611e6b60208301611c0b565b81526040820135611e7b8161156c565b60208201526060820135604082015260808201356001600160401b03811115611ea2575f5ffd5b611eb18f60208386010161163f565b60608301525060a08201356001600160401b03811115611ecf575f5ffd5b611ede8f60208386010161163f565b60808301525083525060209283019290910190611e25565b80955050505050509295509295909350565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b82811015611fb357603f198786030184528151611f4c868251611c19565b60018060a01b03602082015116602087015260408101516040870152606081015160a06060880152611f8160a0880182611979565b9050608082015191508681036080880152611f9c8183611979565b965050506020938401939190910190600101611f2e565b50929695505050505050565b5f60208284031215611fcf575f5ffd5b81356119b98161156c565b833581525f611feb60208601611583565b6001600160a01b0316602083015261200560408601611583565b6001600160a01b03166040830152606085810135908301526080808601359083015261203360a08601611583565b6001600160a01b031660a083015260c0858101359083015261205760e08601611583565b6001600160a01b031660e08301526120726101008601611583565b6001600160a01b03166101008301526101208581013590830152610140808601359083015261018061016083018190526120af9083018486611a28565b95945050505050565b5f602082840312156120c8575f5ffd5b5051919050565b6001600160a01b03878116825260208201879052851660408201526060810184905260a0608082018190525f90610eca9083018486611c7a565b5f5f5f5f6080858703121561211c575f5ffd5b84356121278161156c565b935060208501359250604085013561213e8161156c565b9396929550929360600135925050565b5f8261216857634e487b7160e01b5f52601260045260245ffd5b500490565b808201808211156111b2576111b2611b03565b60018060a01b0385168152836020820152606060408201525f610b70606083018486611a28565b5f5f604083850312156121b8575f5ffd5b82516121c38161156c565b6020939093015192949293505050565b60018060a01b0384168152826020820152606060408201525f6120af6060830184611979565b5f5f5f5f6080858703121561220c575f5ffd5b84516122178161156c565b60208601516040870151919550935061222f8161156c565b6060959095015193969295505050565b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b031981169190600482101561228c576001600160e01b0319600483900360031b81901b82161692505b505091905056",
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
