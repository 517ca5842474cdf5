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

// IntentsSettlementOrder is an auto generated low-level Go binding around an user-defined struct.
type IntentsSettlementOrder struct {
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

// IntentsSettlementMetaData contains all meta data concerning the IntentsSettlement contract.
var IntentsSettlementMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidOrder\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSettler\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSolver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"OrderAlreadyFilled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"OrderExists\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"OrderExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"OrderNotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"OrderNotOpen\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"WrongChain\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actual\",\"type\":\"uint256\"}],\"name\":\"WrongValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"indexed\":false,\"internalType\":\"structIntentsSettlement.Order\",\"name\":\"order\",\"type\":\"tuple\"}],\"name\":\"OrderCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"}],\"name\":\"OrderFilled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"}],\"name\":\"OrderRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"}],\"name\":\"OrderSettled\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ORDER_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIntentsSettlement.Order\",\"name\":\"order\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"solverSignature\",\"type\":\"bytes\"}],\"name\":\"createOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"escrows\",\"outputs\":[{\"internalType\":\"enumIntentsSettlement.Status\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIntentsSettlement.Order\",\"name\":\"order\",\"type\":\"tuple\"}],\"name\":\"fill\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"fills\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIntentsSettlement.Order\",\"name\":\"order\",\"type\":\"tuple\"}],\"name\":\"hashOrder\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"settler_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"fromChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"fromAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"fromToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fromAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"toChainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"toAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"toAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"solver\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"internalType\":\"structIntentsSettlement.Order\",\"name\":\"order\",\"type\":\"tuple\"}],\"name\":\"orderDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"orderHash\",\"type\":\"bytes32\"}],\"name\":\"settle\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"settler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "IntentsSettlement",
	Bin: "0x6080604052348015600e575f5ffd5b5060405161153d38038061153d833981016040819052602b916081565b6032816037565b5060ac565b5f5460ff161560585760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b5f602082840312156090575f5ffd5b81516001600160a01b038116811460a5575f5ffd5b9392505050565b611484806100b95f395ff3fe6080604052600436106100bf575f3560e01c80637249fbb61161007c578063987757dd11610057578063987757dd1461024f578063ab221a761461026e578063c4d66de814610291578063f973a209146102b0575f5ffd5b80637249fbb6146101fc57806377020ec61461021d5780637c277d0f1461023c575f5ffd5b806320158c44146100c35780632d83549c146101145780632f836362146101875780633644e515146101b4578063392e53cd146101c85780635588d75b146101e9575b5f5ffd5b3480156100ce575f5ffd5b506100f76100dd366004611147565b60026020525f90815260409020546001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b34801561011f575f5ffd5b5061017561012e366004611147565b600160208190525f91825260409091208054918101546002820154600383015460049093015460ff8516946001600160a01b03610100909104811694938116939216919086565b60405161010b96959493929190611172565b348015610192575f5ffd5b506101a66101a13660046111dc565b6102e3565b60405190815260200161010b565b3480156101bf575f5ffd5b506101a66102fb565b3480156101d3575f5ffd5b505f5460ff16604051901515815260200161010b565b6101a66101f73660046111dc565b61039f565b348015610207575f5ffd5b5061021b610216366004611147565b61064a565b005b348015610228575f5ffd5b506101a66102373660046111dc565b61078b565b6101a661024a3660046111fe565b6107dc565b34801561025a575f5ffd5b5061021b610269366004611147565b610b42565b348015610279575f5ffd5b505f546100f79061010090046001600160a01b031681565b34801561029c575f5ffd5b5061021b6102ab36600461129a565b610c75565b3480156102bb575f5ffd5b506101a67f6c707ebd5247e18805ef3895f20fb451ce07473024b1d48ebec488d7d56ba6ec81565b5f6102f56102f08361078b565b610c81565b92915050565b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f3eddf8a31d1c3d59caef8e0adf4408547cf968a6ceaabcfe4ac2c1ec6d6292c8918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f60ff815c16156103c35760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d5046826080013514610406576040516324497bc360e01b8152608083013560048201524660248201526044015b60405180910390fd5b6104186101208301610100840161129a565b6001600160a01b0316336001600160a01b03161461044b5760405163240edf8360e01b81523360048201526024016103fd565b816101200135421115610478576040516306b4c23760e21b815261012083013560048201526024016103fd565b6104818261078b565b5f818152600260205260409020549091506001600160a01b0316156104bc576040516310fda3e160e01b8152600481018290526024016103fd565b5f81815260026020526040902080546001600160a01b0319163317905573eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee6104fe60c0840160a0850161129a565b6001600160a01b031603610574578160c00135341461053c5760405163195a3ca160e01b815260c083013560048201523460248201526044016103fd565b61056f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee610565610100850160e0860161129a565b8460c00135610caf565b6105ca565b341561059b5760405163195a3ca160e01b81525f60048201523460248201526044016103fd565b6105ca6105ae60c0840160a0850161129a565b336105c0610100860160e0870161129a565b8560c00135610d6c565b6105db610100830160e0840161129a565b6001600160a01b031633827ff4d269801c91d7f536b882307138d25fc46ccf263974f7e83d1b5ccae5b9e1c761061760c0870160a0880161129a565b604080516001600160a01b03909216825260c088013560208301520160405180910390a45f60ff19815c16815d50919050565b60ff5f5c161561066d5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d505f81815260016020819052604090912090815460ff1660038111156106a2576106a261115e565b146106c3576040516339619a1d60e01b8152600481018390526024016103fd565b806004015442116106ed576004818101546040516312f12f4f60e11b8152918201526024016103fd565b805460ff19166003908117808355600183015491830154610720926001600160a01b039081169261010090041690610caf565b805460018201546003830154604080516001600160a01b03938416815260208101929092526101009093049091169184917fe5d86389b7fb79141da95b2022c02f3ad84b7f2d0a4ea5080bfcdf4a6530be0f91015b60405180910390a3505f60ff19815c16815d5050565b5f7f6c707ebd5247e18805ef3895f20fb451ce07473024b1d48ebec488d7d56ba6ec826040516020016107bf929190611370565b604051602081830303815290604052805190602001209050919050565b5f60ff815c16156108005760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d5083354614610838576040516324497bc360e01b8152843560048201524660248201526044016103fd565b836101200135421115610865576040516306b4c23760e21b815261012085013560048201526024016103fd565b5f610876604086016020870161129a565b6001600160a01b031614806108a357505f610898610100860160e0870161129a565b6001600160a01b0316145b806108b057506060840135155b156108ce5760405163af61069360e01b815260040160405180910390fd5b6108d78461078b565b90505f5f8281526001602052604090205460ff1660038111156108fc576108fc61115e565b1461091d576040516351243ae360e01b8152600481018290526024016103fd565b61092f6101208501610100860161129a565b6001600160a01b031661094b61094483610c81565b8585610dce565b6001600160a01b03161461097257604051638baa579f60e01b815260040160405180910390fd5b6040805160c081019091528060018152602001856020016020810190610998919061129a565b6001600160a01b031681526020016109b6606087016040880161129a565b6001600160a01b031681526020016109d66101208701610100880161129a565b6001600160a01b031681526020018560600135815260200185610120013581525060015f8381526020019081526020015f205f820151815f015f6101000a81548160ff02191690836003811115610a2f57610a2f61115e565b021790555060208201518154610100600160a81b0319166101006001600160a01b03928316021782556040808401516001840180546001600160a01b031990811692851692909217905560608086015160028601805490931694169390931790556080840151600384015560a090930151600490920191909155610ac591610abb91870190870161129a565b8560600135610f46565b610ad76101208501610100860161129a565b6001600160a01b0316610af0604086016020870161129a565b6001600160a01b0316827f6e93967dfde9a7f702c505c5ae68d5b55ba299b8c3152d1d724c32daf9e87d7087604051610b299190611385565b60405180910390a45f60ff19815c16815d509392505050565b60ff5f5c1615610b655760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d505f5461010090046001600160a01b03163314610ba45760405163f604cfe760e01b81523360048201526024016103fd565b5f81815260016020819052604090912090815460ff166003811115610bcb57610bcb61115e565b14610bec576040516339619a1d60e01b8152600481018390526024016103fd565b805460ff1916600290811782556001820154908201546003830154610c1e926001600160a01b03908116921690610caf565b600281015460018201546003830154604080516001600160a01b0393841681526020810192909252919092169184917f03c0d804836d914983a9f9b18a384cd305fa136ec7bb55b05894ddc3debecf069101610775565b610c7e81610fcb565b50565b5f610c8a6102fb565b60405161190160f01b60208201526022810191909152604281018390526062016107bf565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03841601610d5c575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114610d1d576040519150601f19603f3d011682016040523d82523d5f602084013e610d22565b606091505b5050905080610d565760405163296c17bb60e21b81526001600160a01b0384166004820152602481018390526044016103fd565b50505050565b610d67838383611016565b505050565b6040516001600160a01b0380851660248301528316604482015260648101829052610d569085906323b872dd906084015b6040516020818303038152906040529060e01b6020820180516001600160e01b038381831617835250505050611043565b5f60418214610df057604051638baa579f60e01b815260040160405180910390fd5b5f610dfe6020828587611394565b610e07916113bb565b90505f610e18604060208688611394565b610e21916113bb565b90505f85856040818110610e3757610e376113d8565b919091013560f81c915050601b811015610e5957610e56601b826113ec565b90505b7f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0821180610e9a57508060ff16601b14158015610e9a57508060ff16601c14155b15610eb857604051638baa579f60e01b815260040160405180910390fd5b604080515f81526020810180835289905260ff831691810191909152606081018490526080810183905260019060a0016020604051602081039080840390855afa158015610f08573d5f5f3e3d5ffd5b5050604051601f1901519450506001600160a01b038416610f3c57604051638baa579f60e01b815260040160405180910390fd5b5050509392505050565b73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03831601610f9857803414610f945760405163195a3ca160e01b8152600481018290523460248201526044016103fd565b5050565b3415610fbf5760405163195a3ca160e01b81525f60048201523460248201526044016103fd565b610f9482333084610d6c565b5f5460ff1615610fed5760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b6040516001600160a01b038316602482015260448101829052610d6790849063a9059cbb90606401610d9d565b5f5f836001600160a01b03168360405161105d9190611411565b5f604051808303815f865af19150503d805f8114611096576040519150601f19603f3d011682016040523d82523d5f602084013e61109b565b606091505b5091509150816110f2578051156110b457805160208201fd5b836110be84611427565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b03191660248201526044016103fd565b5f81515f1461112157602082511015801561111c57508180602001905181019061111c9190611465565b61112f565b5f856001600160a01b03163b115b90508061114057846110be85611427565b5050505050565b5f60208284031215611157575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b60c081016004881061119257634e487b7160e01b5f52602160045260245ffd5b9681526001600160a01b0395861660208201529385166040850152919093166060830152608082019290925260a0015290565b5f61016082840312156111d6575f5ffd5b50919050565b5f61016082840312156111ed575f5ffd5b6111f783836111c5565b9392505050565b5f5f5f6101808486031215611211575f5ffd5b61121b85856111c5565b925061016084013567ffffffffffffffff811115611237575f5ffd5b8401601f81018613611247575f5ffd5b803567ffffffffffffffff81111561125d575f5ffd5b86602082840101111561126e575f5ffd5b939660209190910195509293505050565b80356001600160a01b0381168114611295575f5ffd5b919050565b5f602082840312156112aa575f5ffd5b6111f78261127f565b803582526112c36020820161127f565b6001600160a01b031660208301526112dd6040820161127f565b6001600160a01b03166040830152606081810135908301526080808201359083015261130b60a0820161127f565b6001600160a01b031660a083015260c0818101359083015261132f60e0820161127f565b6001600160a01b031660e083015261134a610100820161127f565b6001600160a01b0316610100830152610120818101359083015261014090810135910152565b82815261018081016111f760208301846112b3565b61016081016102f582846112b3565b5f5f858511156113a2575f5ffd5b838611156113ae575f5ffd5b5050820193919092039150565b803560208310156102f5575f19602084900360031b1b1692915050565b634e487b7160e01b5f52603260045260245ffd5b60ff81811683821601908111156102f557634e487b7160e01b5f52601160045260245ffd5b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b031981169190600482101561145e576001600160e01b0319600483900360031b81901b82161692505b5050919050565b5f60208284031215611475575f5ffd5b815180151581146111f7575f5ffd",
}

// IntentsSettlement is an auto generated Go binding around an Ethereum contract.
type IntentsSettlement struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *IntentsSettlement) GetABI() abi.ABI {
	return c.abi
}

// NewIntentsSettlement creates a new instance of IntentsSettlement.
func NewIntentsSettlement() *IntentsSettlement {
	parsed, err := IntentsSettlementMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &IntentsSettlement{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *IntentsSettlement) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address settler_) returns()
func (intentsSettlement *IntentsSettlement) PackConstructor(settler_ common.Address) []byte {
	enc, err := intentsSettlement.abi.Pack("", settler_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) PackDOMAINSEPARATOR() []byte {
	enc, err := intentsSettlement.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return intentsSettlement.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackORDERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf973a209.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ORDER_TYPEHASH() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) PackORDERTYPEHASH() []byte {
	enc, err := intentsSettlement.abi.Pack("ORDER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackORDERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf973a209.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ORDER_TYPEHASH() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) TryPackORDERTYPEHASH() ([]byte, error) {
	return intentsSettlement.abi.Pack("ORDER_TYPEHASH")
}

// UnpackORDERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf973a209.
//
// Solidity: function ORDER_TYPEHASH() view returns(bytes32)
func (intentsSettlement *IntentsSettlement) UnpackORDERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("ORDER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCreateOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c277d0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function createOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) PackCreateOrder(order IntentsSettlementOrder, solverSignature []byte) []byte {
	enc, err := intentsSettlement.abi.Pack("createOrder", order, solverSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreateOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c277d0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function createOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) TryPackCreateOrder(order IntentsSettlementOrder, solverSignature []byte) ([]byte, error) {
	return intentsSettlement.abi.Pack("createOrder", order, solverSignature)
}

// UnpackCreateOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c277d0f.
//
// Solidity: function createOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order, bytes solverSignature) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) UnpackCreateOrder(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("createOrder", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEscrows is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d83549c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrows(bytes32 ) view returns(uint8 status, address fromAddress, address fromToken, address solver, uint256 fromAmount, uint256 expiry)
func (intentsSettlement *IntentsSettlement) PackEscrows(arg0 [32]byte) []byte {
	enc, err := intentsSettlement.abi.Pack("escrows", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrows is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d83549c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrows(bytes32 ) view returns(uint8 status, address fromAddress, address fromToken, address solver, uint256 fromAmount, uint256 expiry)
func (intentsSettlement *IntentsSettlement) TryPackEscrows(arg0 [32]byte) ([]byte, error) {
	return intentsSettlement.abi.Pack("escrows", arg0)
}

// EscrowsOutput serves as a container for the return parameters of contract
// method Escrows.
type EscrowsOutput struct {
	Status      uint8
	FromAddress common.Address
	FromToken   common.Address
	Solver      common.Address
	FromAmount  *big.Int
	Expiry      *big.Int
}

// UnpackEscrows is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2d83549c.
//
// Solidity: function escrows(bytes32 ) view returns(uint8 status, address fromAddress, address fromToken, address solver, uint256 fromAmount, uint256 expiry)
func (intentsSettlement *IntentsSettlement) UnpackEscrows(data []byte) (EscrowsOutput, error) {
	out, err := intentsSettlement.abi.Unpack("escrows", data)
	outstruct := new(EscrowsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Status = *abi.ConvertType(out[0], new(uint8)).(*uint8)
	outstruct.FromAddress = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.FromToken = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Solver = *abi.ConvertType(out[3], new(common.Address)).(*common.Address)
	outstruct.FromAmount = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Expiry = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5588d75b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fill((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) PackFill(order IntentsSettlementOrder) []byte {
	enc, err := intentsSettlement.abi.Pack("fill", order)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5588d75b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fill((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) TryPackFill(order IntentsSettlementOrder) ([]byte, error) {
	return intentsSettlement.abi.Pack("fill", order)
}

// UnpackFill is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5588d75b.
//
// Solidity: function fill((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) payable returns(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) UnpackFill(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("fill", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackFills is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20158c44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fills(bytes32 ) view returns(address)
func (intentsSettlement *IntentsSettlement) PackFills(arg0 [32]byte) []byte {
	enc, err := intentsSettlement.abi.Pack("fills", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFills is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20158c44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fills(bytes32 ) view returns(address)
func (intentsSettlement *IntentsSettlement) TryPackFills(arg0 [32]byte) ([]byte, error) {
	return intentsSettlement.abi.Pack("fills", arg0)
}

// UnpackFills is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20158c44.
//
// Solidity: function fills(bytes32 ) view returns(address)
func (intentsSettlement *IntentsSettlement) UnpackFills(data []byte) (common.Address, error) {
	out, err := intentsSettlement.abi.Unpack("fills", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHashOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77020ec6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) pure returns(bytes32)
func (intentsSettlement *IntentsSettlement) PackHashOrder(order IntentsSettlementOrder) []byte {
	enc, err := intentsSettlement.abi.Pack("hashOrder", order)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashOrder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77020ec6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) pure returns(bytes32)
func (intentsSettlement *IntentsSettlement) TryPackHashOrder(order IntentsSettlementOrder) ([]byte, error) {
	return intentsSettlement.abi.Pack("hashOrder", order)
}

// UnpackHashOrder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77020ec6.
//
// Solidity: function hashOrder((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) pure returns(bytes32)
func (intentsSettlement *IntentsSettlement) UnpackHashOrder(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("hashOrder", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address settler_) returns()
func (intentsSettlement *IntentsSettlement) PackInitialize(settler common.Address) []byte {
	enc, err := intentsSettlement.abi.Pack("initialize", settler)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address settler_) returns()
func (intentsSettlement *IntentsSettlement) TryPackInitialize(settler common.Address) ([]byte, error) {
	return intentsSettlement.abi.Pack("initialize", settler)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (intentsSettlement *IntentsSettlement) PackIsInitialized() []byte {
	enc, err := intentsSettlement.abi.Pack("isInitialized")
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
func (intentsSettlement *IntentsSettlement) TryPackIsInitialized() ([]byte, error) {
	return intentsSettlement.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (intentsSettlement *IntentsSettlement) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := intentsSettlement.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOrderDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f836362.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function orderDigest((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) view returns(bytes32)
func (intentsSettlement *IntentsSettlement) PackOrderDigest(order IntentsSettlementOrder) []byte {
	enc, err := intentsSettlement.abi.Pack("orderDigest", order)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOrderDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f836362.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function orderDigest((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) view returns(bytes32)
func (intentsSettlement *IntentsSettlement) TryPackOrderDigest(order IntentsSettlementOrder) ([]byte, error) {
	return intentsSettlement.abi.Pack("orderDigest", order)
}

// UnpackOrderDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f836362.
//
// Solidity: function orderDigest((uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order) view returns(bytes32)
func (intentsSettlement *IntentsSettlement) UnpackOrderDigest(data []byte) ([32]byte, error) {
	out, err := intentsSettlement.abi.Unpack("orderDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund(bytes32 orderHash) returns()
func (intentsSettlement *IntentsSettlement) PackRefund(orderHash [32]byte) []byte {
	enc, err := intentsSettlement.abi.Pack("refund", orderHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7249fbb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund(bytes32 orderHash) returns()
func (intentsSettlement *IntentsSettlement) TryPackRefund(orderHash [32]byte) ([]byte, error) {
	return intentsSettlement.abi.Pack("refund", orderHash)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x987757dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(bytes32 orderHash) returns()
func (intentsSettlement *IntentsSettlement) PackSettle(orderHash [32]byte) []byte {
	enc, err := intentsSettlement.abi.Pack("settle", orderHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x987757dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(bytes32 orderHash) returns()
func (intentsSettlement *IntentsSettlement) TryPackSettle(orderHash [32]byte) ([]byte, error) {
	return intentsSettlement.abi.Pack("settle", orderHash)
}

// PackSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab221a76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settler() view returns(address)
func (intentsSettlement *IntentsSettlement) PackSettler() []byte {
	enc, err := intentsSettlement.abi.Pack("settler")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettler is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab221a76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settler() view returns(address)
func (intentsSettlement *IntentsSettlement) TryPackSettler() ([]byte, error) {
	return intentsSettlement.abi.Pack("settler")
}

// UnpackSettler is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab221a76.
//
// Solidity: function settler() view returns(address)
func (intentsSettlement *IntentsSettlement) UnpackSettler(data []byte) (common.Address, error) {
	out, err := intentsSettlement.abi.Unpack("settler", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// IntentsSettlementOrderCreated represents a OrderCreated event raised by the IntentsSettlement contract.
type IntentsSettlementOrderCreated struct {
	OrderHash   [32]byte
	FromAddress common.Address
	Solver      common.Address
	Order       IntentsSettlementOrder
	Raw         *types.Log // Blockchain specific contextual infos
}

const IntentsSettlementOrderCreatedEventName = "OrderCreated"

// ContractEventName returns the user-defined event name.
func (IntentsSettlementOrderCreated) ContractEventName() string {
	return IntentsSettlementOrderCreatedEventName
}

// UnpackOrderCreatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderCreated(bytes32 indexed orderHash, address indexed fromAddress, address indexed solver, (uint256,address,address,uint256,uint256,address,uint256,address,address,uint256,uint256) order)
func (intentsSettlement *IntentsSettlement) UnpackOrderCreatedEvent(log *types.Log) (*IntentsSettlementOrderCreated, error) {
	event := "OrderCreated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != intentsSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IntentsSettlementOrderCreated)
	if len(log.Data) > 0 {
		if err := intentsSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range intentsSettlement.abi.Events[event].Inputs {
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

// IntentsSettlementOrderFilled represents a OrderFilled event raised by the IntentsSettlement contract.
type IntentsSettlementOrderFilled struct {
	OrderHash [32]byte
	Solver    common.Address
	ToAddress common.Address
	ToToken   common.Address
	ToAmount  *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const IntentsSettlementOrderFilledEventName = "OrderFilled"

// ContractEventName returns the user-defined event name.
func (IntentsSettlementOrderFilled) ContractEventName() string {
	return IntentsSettlementOrderFilledEventName
}

// UnpackOrderFilledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderFilled(bytes32 indexed orderHash, address indexed solver, address indexed toAddress, address toToken, uint256 toAmount)
func (intentsSettlement *IntentsSettlement) UnpackOrderFilledEvent(log *types.Log) (*IntentsSettlementOrderFilled, error) {
	event := "OrderFilled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != intentsSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IntentsSettlementOrderFilled)
	if len(log.Data) > 0 {
		if err := intentsSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range intentsSettlement.abi.Events[event].Inputs {
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

// IntentsSettlementOrderRefunded represents a OrderRefunded event raised by the IntentsSettlement contract.
type IntentsSettlementOrderRefunded struct {
	OrderHash   [32]byte
	FromAddress common.Address
	FromToken   common.Address
	FromAmount  *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const IntentsSettlementOrderRefundedEventName = "OrderRefunded"

// ContractEventName returns the user-defined event name.
func (IntentsSettlementOrderRefunded) ContractEventName() string {
	return IntentsSettlementOrderRefundedEventName
}

// UnpackOrderRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderRefunded(bytes32 indexed orderHash, address indexed fromAddress, address fromToken, uint256 fromAmount)
func (intentsSettlement *IntentsSettlement) UnpackOrderRefundedEvent(log *types.Log) (*IntentsSettlementOrderRefunded, error) {
	event := "OrderRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != intentsSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IntentsSettlementOrderRefunded)
	if len(log.Data) > 0 {
		if err := intentsSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range intentsSettlement.abi.Events[event].Inputs {
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

// IntentsSettlementOrderSettled represents a OrderSettled event raised by the IntentsSettlement contract.
type IntentsSettlementOrderSettled struct {
	OrderHash  [32]byte
	Solver     common.Address
	FromToken  common.Address
	FromAmount *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const IntentsSettlementOrderSettledEventName = "OrderSettled"

// ContractEventName returns the user-defined event name.
func (IntentsSettlementOrderSettled) ContractEventName() string {
	return IntentsSettlementOrderSettledEventName
}

// UnpackOrderSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OrderSettled(bytes32 indexed orderHash, address indexed solver, address fromToken, uint256 fromAmount)
func (intentsSettlement *IntentsSettlement) UnpackOrderSettledEvent(log *types.Log) (*IntentsSettlementOrderSettled, error) {
	event := "OrderSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != intentsSettlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IntentsSettlementOrderSettled)
	if len(log.Data) > 0 {
		if err := intentsSettlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range intentsSettlement.abi.Events[event].Inputs {
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
func (intentsSettlement *IntentsSettlement) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["InvalidOrder"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackInvalidOrderError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["NotSettler"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackNotSettlerError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["NotSolver"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackNotSolverError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["OrderAlreadyFilled"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackOrderAlreadyFilledError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["OrderExists"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackOrderExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["OrderExpired"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackOrderExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["OrderNotExpired"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackOrderNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["OrderNotOpen"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackOrderNotOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["Reentrancy"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackTokenCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["WrongChain"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackWrongChainError(raw[4:])
	}
	if bytes.Equal(raw[:4], intentsSettlement.abi.Errors["WrongValue"].ID.Bytes()[:4]) {
		return intentsSettlement.UnpackWrongValueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// IntentsSettlementAlreadyInitialized represents a AlreadyInitialized error raised by the IntentsSettlement contract.
type IntentsSettlementAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func IntentsSettlementAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (intentsSettlement *IntentsSettlement) UnpackAlreadyInitializedError(raw []byte) (*IntentsSettlementAlreadyInitialized, error) {
	out := new(IntentsSettlementAlreadyInitialized)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementInvalidOrder represents a InvalidOrder error raised by the IntentsSettlement contract.
type IntentsSettlementInvalidOrder struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidOrder()
func IntentsSettlementInvalidOrderErrorID() common.Hash {
	return common.HexToHash("0xaf6106933452cdffa7eab416f196b731366e09844d72c091fe1ac795b1a7473c")
}

// UnpackInvalidOrderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidOrder()
func (intentsSettlement *IntentsSettlement) UnpackInvalidOrderError(raw []byte) (*IntentsSettlementInvalidOrder, error) {
	out := new(IntentsSettlementInvalidOrder)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "InvalidOrder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementInvalidSignature represents a InvalidSignature error raised by the IntentsSettlement contract.
type IntentsSettlementInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature()
func IntentsSettlementInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x8baa579fce362245063d36f11747a89dd489c54795634fc673cc0e0db51fedc5")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature()
func (intentsSettlement *IntentsSettlement) UnpackInvalidSignatureError(raw []byte) (*IntentsSettlementInvalidSignature, error) {
	out := new(IntentsSettlementInvalidSignature)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementNativeTransferFailed represents a NativeTransferFailed error raised by the IntentsSettlement contract.
type IntentsSettlementNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func IntentsSettlementNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (intentsSettlement *IntentsSettlement) UnpackNativeTransferFailedError(raw []byte) (*IntentsSettlementNativeTransferFailed, error) {
	out := new(IntentsSettlementNativeTransferFailed)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementNotSettler represents a NotSettler error raised by the IntentsSettlement contract.
type IntentsSettlementNotSettler struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSettler(address caller)
func IntentsSettlementNotSettlerErrorID() common.Hash {
	return common.HexToHash("0xf604cfe7a5171a648fadf25f867cc63d3ac83d49b8d919efa4be56118e871dcc")
}

// UnpackNotSettlerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSettler(address caller)
func (intentsSettlement *IntentsSettlement) UnpackNotSettlerError(raw []byte) (*IntentsSettlementNotSettler, error) {
	out := new(IntentsSettlementNotSettler)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "NotSettler", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementNotSolver represents a NotSolver error raised by the IntentsSettlement contract.
type IntentsSettlementNotSolver struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSolver(address caller)
func IntentsSettlementNotSolverErrorID() common.Hash {
	return common.HexToHash("0x240edf83ddbcd68e9b5f990351269924110847a41ffee9aeeaa6549086b93825")
}

// UnpackNotSolverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSolver(address caller)
func (intentsSettlement *IntentsSettlement) UnpackNotSolverError(raw []byte) (*IntentsSettlementNotSolver, error) {
	out := new(IntentsSettlementNotSolver)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "NotSolver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementOrderAlreadyFilled represents a OrderAlreadyFilled error raised by the IntentsSettlement contract.
type IntentsSettlementOrderAlreadyFilled struct {
	OrderHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderAlreadyFilled(bytes32 orderHash)
func IntentsSettlementOrderAlreadyFilledErrorID() common.Hash {
	return common.HexToHash("0x10fda3e1d96e5ff2d1561748e37601c43954d23a9b917bf63fe865be775acf55")
}

// UnpackOrderAlreadyFilledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderAlreadyFilled(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) UnpackOrderAlreadyFilledError(raw []byte) (*IntentsSettlementOrderAlreadyFilled, error) {
	out := new(IntentsSettlementOrderAlreadyFilled)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "OrderAlreadyFilled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementOrderExists represents a OrderExists error raised by the IntentsSettlement contract.
type IntentsSettlementOrderExists struct {
	OrderHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExists(bytes32 orderHash)
func IntentsSettlementOrderExistsErrorID() common.Hash {
	return common.HexToHash("0x51243ae39f0d38d42f42d997446a28ef8463a53002c55bbecfccc20acec9bf36")
}

// UnpackOrderExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExists(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) UnpackOrderExistsError(raw []byte) (*IntentsSettlementOrderExists, error) {
	out := new(IntentsSettlementOrderExists)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "OrderExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementOrderExpired represents a OrderExpired error raised by the IntentsSettlement contract.
type IntentsSettlementOrderExpired struct {
	Expiry *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderExpired(uint256 expiry)
func IntentsSettlementOrderExpiredErrorID() common.Hash {
	return common.HexToHash("0x1ad308dc7017610c82d08084545f7176df5e2f08f078c3c8f8926cd7e5555514")
}

// UnpackOrderExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderExpired(uint256 expiry)
func (intentsSettlement *IntentsSettlement) UnpackOrderExpiredError(raw []byte) (*IntentsSettlementOrderExpired, error) {
	out := new(IntentsSettlementOrderExpired)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "OrderExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementOrderNotExpired represents a OrderNotExpired error raised by the IntentsSettlement contract.
type IntentsSettlementOrderNotExpired struct {
	Expiry *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderNotExpired(uint256 expiry)
func IntentsSettlementOrderNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x25e25e9e50d5dc3385ab4268a346fff2964366f27821a856bfbbf950a6584a13")
}

// UnpackOrderNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderNotExpired(uint256 expiry)
func (intentsSettlement *IntentsSettlement) UnpackOrderNotExpiredError(raw []byte) (*IntentsSettlementOrderNotExpired, error) {
	out := new(IntentsSettlementOrderNotExpired)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "OrderNotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementOrderNotOpen represents a OrderNotOpen error raised by the IntentsSettlement contract.
type IntentsSettlementOrderNotOpen struct {
	OrderHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OrderNotOpen(bytes32 orderHash)
func IntentsSettlementOrderNotOpenErrorID() common.Hash {
	return common.HexToHash("0x39619a1d6d48a591a75b530eea99a02611a8a846a43bd0c59f3cf6036c8a7680")
}

// UnpackOrderNotOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OrderNotOpen(bytes32 orderHash)
func (intentsSettlement *IntentsSettlement) UnpackOrderNotOpenError(raw []byte) (*IntentsSettlementOrderNotOpen, error) {
	out := new(IntentsSettlementOrderNotOpen)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "OrderNotOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementReentrancy represents a Reentrancy error raised by the IntentsSettlement contract.
type IntentsSettlementReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Reentrancy()
func IntentsSettlementReentrancyErrorID() common.Hash {
	return common.HexToHash("0xab143c06c9772d69bbbc9f2fe74acd02f810e93b099f3d1dac8448ac9ae35991")
}

// UnpackReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Reentrancy()
func (intentsSettlement *IntentsSettlement) UnpackReentrancyError(raw []byte) (*IntentsSettlementReentrancy, error) {
	out := new(IntentsSettlementReentrancy)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "Reentrancy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementTokenCallFailed represents a TokenCallFailed error raised by the IntentsSettlement contract.
type IntentsSettlementTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func IntentsSettlementTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (intentsSettlement *IntentsSettlement) UnpackTokenCallFailedError(raw []byte) (*IntentsSettlementTokenCallFailed, error) {
	out := new(IntentsSettlementTokenCallFailed)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementWrongChain represents a WrongChain error raised by the IntentsSettlement contract.
type IntentsSettlementWrongChain struct {
	Expected *big.Int
	Actual   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongChain(uint256 expected, uint256 actual)
func IntentsSettlementWrongChainErrorID() common.Hash {
	return common.HexToHash("0x24497bc308635bccbc06f4997297d2158da178be2267eeead419bfdb19d42d4b")
}

// UnpackWrongChainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongChain(uint256 expected, uint256 actual)
func (intentsSettlement *IntentsSettlement) UnpackWrongChainError(raw []byte) (*IntentsSettlementWrongChain, error) {
	out := new(IntentsSettlementWrongChain)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "WrongChain", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IntentsSettlementWrongValue represents a WrongValue error raised by the IntentsSettlement contract.
type IntentsSettlementWrongValue struct {
	Expected *big.Int
	Actual   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongValue(uint256 expected, uint256 actual)
func IntentsSettlementWrongValueErrorID() common.Hash {
	return common.HexToHash("0x195a3ca12ac3744ef64727effb118b3b203c382e49c7a7d24d450eae5e3b889a")
}

// UnpackWrongValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongValue(uint256 expected, uint256 actual)
func (intentsSettlement *IntentsSettlement) UnpackWrongValueError(raw []byte) (*IntentsSettlementWrongValue, error) {
	out := new(IntentsSettlementWrongValue)
	if err := intentsSettlement.abi.UnpackIntoInterface(out, "WrongValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
