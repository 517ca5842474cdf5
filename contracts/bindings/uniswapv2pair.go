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

// UniswapV2PairMetaData contains all meta data concerning the UniswapV2Pair contract.
var UniswapV2PairMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FlashSwapUnsupported\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientInputAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientLiquidity\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientLiquidityBurned\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientLiquidityMinted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientOutputAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"InvalidTo\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidTokens\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"K\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Overflow\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Burn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"name\":\"Mint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0In\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1In\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0Out\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1Out\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint112\",\"name\":\"reserve0\",\"type\":\"uint112\"},{\"indexed\":false,\"internalType\":\"uint112\",\"name\":\"reserve1\",\"type\":\"uint112\"}],\"name\":\"Sync\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MINIMUM_LIQUIDITY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"burn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getReserves\",\"outputs\":[{\"internalType\":\"uint112\",\"name\":\"_reserve0\",\"type\":\"uint112\"},{\"internalType\":\"uint112\",\"name\":\"_reserve1\",\"type\":\"uint112\"},{\"internalType\":\"uint32\",\"name\":\"_blockTimestampLast\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenA\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenB\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps_\",\"type\":\"uint256\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"mint\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"liquidity\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"skim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount0Out\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount1Out\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"swap\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sync\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token0\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token1\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "UniswapV2Pair",
	Bin: "0x608060405234801561000f575f5ffd5b50604051611b72380380611b7283398101604081905261002e916101ef565b610039838383610041565b505050610388565b60065460ff16156100645760405162dc149f60e41b815260040160405180910390fd5b6006805460ff191660011790556001600160a01b03838116908316148061009257506001600160a01b038316155b806100a457506001600160a01b038216155b156100c2576040516333910aef60e11b815260040160405180910390fd5b61271081106100eb5760405163179c637760e11b81526004810182905260240160405180910390fd5b816001600160a01b0316836001600160a01b03161061010b57818361010e565b82825b600780546001600160a01b0319166001600160a01b0392831617905560068054610100600160a81b03191661010093909216929092021781556008829055604080518082018252601081526f053776974636879617264205632204c560841b60208083019190915282518084019093529282526529abac96ab1960d11b9282019290925261019e919060126101a3565b505050565b5f6101ae84826102ca565b5060016101bb83826102ca565b506002805460ff191660ff929092169190911790555050565b80516001600160a01b03811681146101ea575f5ffd5b919050565b5f5f5f60608486031215610201575f5ffd5b61020a846101d4565b9250610218602085016101d4565b9150604084015190509250925092565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061025057607f821691505b60208210810361026e57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561019e578282111561019e57805f5260205f20601f840160051c602085101561029f57505f5b90810190601f840160051c035f5b818110156102c2575f838201556001016102ad565b505050505050565b81516001600160401b038111156102e3576102e3610228565b6102f7816102f1845461023c565b84610274565b6020601f821160018114610329575f83156103125750848201515b5f19600385901b1c1916600184901b178455610381565b5f84815260208120601f198516915b828110156103585787850151825560209485019460019092019101610338565b508482101561037557868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b6117dd806103955f395ff3fe608060405234801561000f575f5ffd5b5060043610610132575f3560e01c8063392e53cd116100b4578063a9059cbb11610079578063a9059cbb146102c2578063ba9a7a56146102d5578063bc25cf77146102de578063d21220a7146102f1578063dd62ed3e14610304578063fff6cae91461032e575f5ffd5b8063392e53cd146102555780636a6278421461026057806370a082311461027357806389afcb441461029257806395d89b41146102ba575f5ffd5b80631794bb3c116100fa5780631794bb3c146101f057806318160ddd1461020357806323b872dd1461021a57806324a9d8531461022d578063313ce56714610236575f5ffd5b8063022c0d9f1461013657806306fdde031461014b5780630902f1ac14610169578063095ea7b31461019d5780630dfe1681146101c0575b5f5ffd5b61014961014436600461141d565b610336565b005b610153610401565b60405161016091906114ab565b60405180910390f35b61017161048c565b604080516001600160701b03948516815293909216602084015263ffffffff1690820152606001610160565b6101b06101ab3660046114e0565b6104b6565b6040519015158152602001610160565b6006546101d89061010090046001600160a01b031681565b6040516001600160a01b039091168152602001610160565b6101496101fe366004611508565b610522565b61020c60035481565b604051908152602001610160565b6101b0610228366004611508565b610532565b61020c60085481565b6002546102439060ff1681565b60405160ff9091168152602001610160565b60065460ff166101b0565b61020c61026e366004611542565b6105d7565b61020c610281366004611542565b60046020525f908152604090205481565b6102a56102a0366004611542565b61078e565b60408051928352602083019190915201610160565b6101536108f8565b6101b06102d03660046114e0565b610905565b61020c6103e881565b6101496102ec366004611542565b61091a565b6007546101d8906001600160a01b031681565b61020c61031236600461155b565b600560209081525f928352604080842090915290825290205481565b6101496109c8565b60ff5f5c16156103595760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d508015610386576040516303466ab360e01b815260040160405180910390fd5b5f5f610393878787610a3a565b60408051838152602081018390529081018a90526060810189905291935091506001600160a01b0386169033907fd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d8229060800160405180910390a3505f905060ff19815c16815d505050505050565b5f805461040d9061158c565b80601f01602080910402602001604051908101604052809291908181526020018280546104399061158c565b80156104845780601f1061045b57610100808354040283529160200191610484565b820191905f5260205f20905b81548152906001019060200180831161046757829003601f168201915b505050505081565b6009546001600160701b0380821692600160701b830490911691600160e01b900463ffffffff1690565b335f8181526005602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906105109086815260200190565b60405180910390a35060015b92915050565b61052d838383610c25565b505050565b6001600160a01b0383165f9081526005602090815260408083203384529091528120545f1981146105c1578281101561059357604051630c95cf2760e11b815233600482015260248101829052604481018490526064015b60405180910390fd5b61059d83826115d2565b6001600160a01b0386165f9081526005602090815260408083203384529091529020555b6105cc858585610d7e565b506001949350505050565b5f60ff815c16156105fb5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d505f5f61061361048c565b50915091505f610638600660019054906101000a90046001600160a01b031630610e6f565b6007549091505f90610653906001600160a01b031630610e6f565b90505f6106696001600160701b038616846115d2565b90505f61067f6001600160701b038616846115d2565b6003549091505f8190036106bf576103e86106a261069d84866115e5565b610fa0565b6106ac91906115d2565b97506106ba5f6103e861100e565b610706565b6107036001600160701b0388166106d683866115e5565b6106e091906115fc565b6001600160701b0388166106f484866115e5565b6106fe91906115fc565b611077565b97505b875f0361072657604051633489be7560e21b815260040160405180910390fd5b610730898961100e565b61073a858561108e565b604080518481526020810184905233917f4c209b5fc8ad50758f13e2e1088ba56a560dff690a1c6fef26394f4c03821c4f910160405180910390a2505f95505060ff19855c16935084925050505d50919050565b5f8060ff815c16156107b35760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506006546007546001600160a01b03610100909204821691165f6107e48330610e6f565b90505f6107f18330610e6f565b305f90815260046020526040902054600354919250908061081285846115e5565b61081c91906115fc565b97508061082984846115e5565b61083391906115fc565b9650871580610840575086155b1561085e5760405163749383ad60e01b815260040160405180910390fd5b610868308361115b565b610873868a8a61120c565b61087e858a8961120c565b61089a61088b8730610e6f565b6108958730610e6f565b61108e565b60408051898152602081018990526001600160a01b038b169133917fdccd412f0b1252819cb1fd330b93224ca42612892bb3f4f789976e6d81936496910160405180910390a3505f94505060ff19845c169250839150505d50915091565b6001805461040d9061158c565b5f610911338484610d7e565b50600192915050565b60ff5f5c161561093d5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506006546007546009546101009092046001600160a01b039081169291169061099390839085906001600160701b03166109848330610e6f565b61098e91906115d2565b61120c565b6009546109b89082908590600160701b90046001600160701b03166109848330610e6f565b505f905060ff19815c16815d5050565b60ff5f5c16156109eb5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d50600654610a2e90610a189061010090046001600160a01b031630610e6f565b600754610895906001600160a01b031630610e6f565b5f60ff19815c16815d50565b5f8084158015610a48575083155b15610a66576040516342301c2360e01b815260040160405180910390fd5b5f5f610a7061048c565b5091509150816001600160701b031687101580610a965750806001600160701b03168610155b15610ab45760405163bb55fd2760e01b815260040160405180910390fd5b6006546007546001600160a01b03610100909204821691908116908716821480610aef5750806001600160a01b0316876001600160a01b0316145b15610b18576040516332cd059160e11b81526001600160a01b038816600482015260240161058a565b8815610b2957610b2982888b61120c565b8715610b3a57610b3a81888a61120c565b5f610b458330610e6f565b90505f610b528330610e6f565b9050610b6882876001600160701b03168d61125e565b9750610b7e81866001600160701b03168c61125e565b965087158015610b8c575086155b15610baa5760405163098fb56160e01b815260040160405180910390fd5b610c0d60085489610bbb91906115e5565b610bc7612710856115e5565b610bd191906115d2565b600854610bde908a6115e5565b610bea612710856115e5565b610bf491906115d2565b886001600160701b0316886001600160701b0316611283565b610c17828261108e565b505050505050935093915050565b60065460ff1615610c485760405162dc149f60e41b815260040160405180910390fd5b6006805460ff191660011790556001600160a01b038381169083161480610c7657506001600160a01b038316155b80610c8857506001600160a01b038216155b15610ca6576040516333910aef60e11b815260040160405180910390fd5b6127108110610ccb5760405163179c637760e11b81526004810182905260240161058a565b816001600160a01b0316836001600160a01b031610610ceb578183610cee565b82825b600780546001600160a01b0319166001600160a01b0392831617905560068054610100600160a81b03191661010093909216929092021781556008829055604080518082018252601081526f053776974636879617264205632204c560841b60208083019190915282518084019093529282526529abac96ab1960d11b9282019290925261052d919060126112d2565b6001600160a01b038216610db057604051639cfea58360e01b81526001600160a01b038316600482015260240161058a565b6001600160a01b0383165f9081526004602052604090205481811015610e025760405163db42144d60e01b81526001600160a01b0385166004820152602481018290526044810183905260640161058a565b6001600160a01b038085165f8181526004602052604080822086860390559286168082529083902080548601905591517fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef90610e619086815260200190565b60405180910390a350505050565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03841601610ea657506001600160a01b0381163161051c565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f92839290871691610efd919061161b565b5f60405180830381855afa9150503d805f8114610f35576040519150601f19603f3d011682016040523d82523d5f602084013e610f3a565b606091505b5091509150811580610f4d575060208151105b15610f8357604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b602482015260440161058a565b80806020019051810190610f979190611631565b95945050505050565b5f6003821115610fff5750805f610fb86002836115fc565b610fc3906001611648565b90505b81811015610ff957905080600281610fde81866115fc565b610fe89190611648565b610ff291906115fc565b9050610fc6565b50919050565b8115611009575060015b919050565b8060035f82825461101f9190611648565b90915550506001600160a01b0382165f818152600460209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a35050565b5f8183106110855781611087565b825b9392505050565b6001600160701b038211806110a957506001600160701b0381115b156110c757604051631a93c68960e11b815260040160405180910390fd5b6009805463ffffffff4216600160e01b026001600160e01b036001600160701b03858116600160701b9081026001600160e01b03199095168883161794909417918216831794859055604080519382169282169290921783529290930490911660208201527f1c411e9a96e071241c2f21f7726b17ae89e3cab4c78be50e062b03a9fffbbad1910160405180910390a15050565b6001600160a01b0382165f90815260046020526040902054818110156111ad5760405163db42144d60e01b81526001600160a01b0384166004820152602481018290526044810183905260640161058a565b6001600160a01b0383165f8181526004602090815260408083208686039055600380548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a3505050565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663a9059cbb60e01b17905261052d908490611303565b5f8061126a83856115d2565b9050808511611279575f610f97565b610f9781866115d2565b61128f612710806115e5565b61129982846115e5565b6112a391906115e5565b6112ad84866115e5565b10156112cc5760405163a932492f60e01b815260040160405180910390fd5b50505050565b5f6112dd84826116c5565b5060016112ea83826116c5565b506002805460ff191660ff929092169190911790555050565b5f5f836001600160a01b03168360405161131d919061161b565b5f604051808303815f865af19150503d805f8114611356576040519150601f19603f3d011682016040523d82523d5f602084013e61135b565b606091505b5091509150816113b25780511561137457805160208201fd5b8361137e84611780565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b031916602482015260440161058a565b5f81515f146113e15760208251101580156113dc5750818060200190518101906113dc91906117be565b6113ef565b5f856001600160a01b03163b115b905080611400578461137e85611780565b5050505050565b80356001600160a01b0381168114611009575f5ffd5b5f5f5f5f5f60808688031215611431575f5ffd5b853594506020860135935061144860408701611407565b9250606086013567ffffffffffffffff811115611463575f5ffd5b8601601f81018813611473575f5ffd5b803567ffffffffffffffff811115611489575f5ffd5b88602082840101111561149a575f5ffd5b959894975092955050506020019190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f604083850312156114f1575f5ffd5b6114fa83611407565b946020939093013593505050565b5f5f5f6060848603121561151a575f5ffd5b61152384611407565b925061153160208501611407565b929592945050506040919091013590565b5f60208284031215611552575f5ffd5b61108782611407565b5f5f6040838503121561156c575f5ffd5b61157583611407565b915061158360208401611407565b90509250929050565b600181811c908216806115a057607f821691505b602082108103610ff957634e487b7160e01b5f52602260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561051c5761051c6115be565b808202811582820484141761051c5761051c6115be565b5f8261161657634e487b7160e01b5f52601260045260245ffd5b500490565b5f82518060208501845e5f920191825250919050565b5f60208284031215611641575f5ffd5b5051919050565b8082018082111561051c5761051c6115be565b634e487b7160e01b5f52604160045260245ffd5b601f82111561052d578282111561052d57805f5260205f20601f840160051c602085101561169a57505f5b90810190601f840160051c035f5b818110156116bd575f838201556001016116a8565b505050505050565b815167ffffffffffffffff8111156116df576116df61165b565b6116f3816116ed845461158c565b8461166f565b6020601f821160018114611725575f831561170e5750848201515b5f19600385901b1c1916600184901b178455611400565b5f84815260208120601f198516915b828110156117545787850151825560209485019460019092019101611734565b508482101561177157868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b805160208201516001600160e01b03198116919060048210156117b7576001600160e01b0319600483900360031b81901b82161692505b5050919050565b5f602082840312156117ce575f5ffd5b81518015158114611087575f5ffd",
}

// UniswapV2Pair is an auto generated Go binding around an Ethereum contract.
type UniswapV2Pair struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *UniswapV2Pair) GetABI() abi.ABI {
	return c.abi
}

// NewUniswapV2Pair creates a new instance of UniswapV2Pair.
func NewUniswapV2Pair() *UniswapV2Pair {
	parsed, err := UniswapV2PairMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &UniswapV2Pair{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *UniswapV2Pair) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address tokenA, address tokenB, uint256 feeBps_) returns()
func (uniswapV2Pair *UniswapV2Pair) PackConstructor(tokenA common.Address, tokenB common.Address, feeBps_ *big.Int) []byte {
	enc, err := uniswapV2Pair.abi.Pack("", tokenA, tokenB, feeBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMINIMUMLIQUIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba9a7a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) PackMINIMUMLIQUIDITY() []byte {
	enc, err := uniswapV2Pair.abi.Pack("MINIMUM_LIQUIDITY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINIMUMLIQUIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba9a7a56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) TryPackMINIMUMLIQUIDITY() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("MINIMUM_LIQUIDITY")
}

// UnpackMINIMUMLIQUIDITY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba9a7a56.
//
// Solidity: function MINIMUM_LIQUIDITY() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) UnpackMINIMUMLIQUIDITY(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("MINIMUM_LIQUIDITY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := uniswapV2Pair.abi.Pack("allowance", arg0, arg1)
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
func (uniswapV2Pair *UniswapV2Pair) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("allowance", data)
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
func (uniswapV2Pair *UniswapV2Pair) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := uniswapV2Pair.abi.Pack("approve", spender, value)
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
func (uniswapV2Pair *UniswapV2Pair) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (uniswapV2Pair *UniswapV2Pair) UnpackApprove(data []byte) (bool, error) {
	out, err := uniswapV2Pair.abi.Unpack("approve", data)
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
func (uniswapV2Pair *UniswapV2Pair) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := uniswapV2Pair.abi.Pack("balanceOf", arg0)
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
func (uniswapV2Pair *UniswapV2Pair) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89afcb44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (uniswapV2Pair *UniswapV2Pair) PackBurn(to common.Address) []byte {
	enc, err := uniswapV2Pair.abi.Pack("burn", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89afcb44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (uniswapV2Pair *UniswapV2Pair) TryPackBurn(to common.Address) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("burn", to)
}

// BurnOutput serves as a container for the return parameters of contract
// method Burn.
type BurnOutput struct {
	Amount0 *big.Int
	Amount1 *big.Int
}

// UnpackBurn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89afcb44.
//
// Solidity: function burn(address to) returns(uint256 amount0, uint256 amount1)
func (uniswapV2Pair *UniswapV2Pair) UnpackBurn(data []byte) (BurnOutput, error) {
	out, err := uniswapV2Pair.abi.Unpack("burn", data)
	outstruct := new(BurnOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Amount1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (uniswapV2Pair *UniswapV2Pair) PackDecimals() []byte {
	enc, err := uniswapV2Pair.abi.Pack("decimals")
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
func (uniswapV2Pair *UniswapV2Pair) TryPackDecimals() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (uniswapV2Pair *UniswapV2Pair) UnpackDecimals(data []byte) (uint8, error) {
	out, err := uniswapV2Pair.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) PackFeeBps() []byte {
	enc, err := uniswapV2Pair.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) TryPackFeeBps() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) UnpackFeeBps(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("feeBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (uniswapV2Pair *UniswapV2Pair) PackGetReserves() []byte {
	enc, err := uniswapV2Pair.abi.Pack("getReserves")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (uniswapV2Pair *UniswapV2Pair) TryPackGetReserves() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("getReserves")
}

// GetReservesOutput serves as a container for the return parameters of contract
// method GetReserves.
type GetReservesOutput struct {
	Reserve0           *big.Int
	Reserve1           *big.Int
	BlockTimestampLast uint32
}

// UnpackGetReserves is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0902f1ac.
//
// Solidity: function getReserves() view returns(uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)
func (uniswapV2Pair *UniswapV2Pair) UnpackGetReserves(data []byte) (GetReservesOutput, error) {
	out, err := uniswapV2Pair.abi.Unpack("getReserves", data)
	outstruct := new(GetReservesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Reserve0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Reserve1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.BlockTimestampLast = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	return *outstruct, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1794bb3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address tokenA, address tokenB, uint256 feeBps_) returns()
func (uniswapV2Pair *UniswapV2Pair) PackInitialize(tokenA common.Address, tokenB common.Address, feeBps *big.Int) []byte {
	enc, err := uniswapV2Pair.abi.Pack("initialize", tokenA, tokenB, feeBps)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1794bb3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address tokenA, address tokenB, uint256 feeBps_) returns()
func (uniswapV2Pair *UniswapV2Pair) TryPackInitialize(tokenA common.Address, tokenB common.Address, feeBps *big.Int) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("initialize", tokenA, tokenB, feeBps)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (uniswapV2Pair *UniswapV2Pair) PackIsInitialized() []byte {
	enc, err := uniswapV2Pair.abi.Pack("isInitialized")
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
func (uniswapV2Pair *UniswapV2Pair) TryPackIsInitialized() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (uniswapV2Pair *UniswapV2Pair) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := uniswapV2Pair.abi.Unpack("isInitialized", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a627842.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (uniswapV2Pair *UniswapV2Pair) PackMint(to common.Address) []byte {
	enc, err := uniswapV2Pair.abi.Pack("mint", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a627842.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (uniswapV2Pair *UniswapV2Pair) TryPackMint(to common.Address) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("mint", to)
}

// UnpackMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a627842.
//
// Solidity: function mint(address to) returns(uint256 liquidity)
func (uniswapV2Pair *UniswapV2Pair) UnpackMint(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("mint", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (uniswapV2Pair *UniswapV2Pair) PackName() []byte {
	enc, err := uniswapV2Pair.abi.Pack("name")
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
func (uniswapV2Pair *UniswapV2Pair) TryPackName() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (uniswapV2Pair *UniswapV2Pair) UnpackName(data []byte) (string, error) {
	out, err := uniswapV2Pair.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSkim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc25cf77.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function skim(address to) returns()
func (uniswapV2Pair *UniswapV2Pair) PackSkim(to common.Address) []byte {
	enc, err := uniswapV2Pair.abi.Pack("skim", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSkim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc25cf77.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function skim(address to) returns()
func (uniswapV2Pair *UniswapV2Pair) TryPackSkim(to common.Address) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("skim", to)
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022c0d9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data) returns()
func (uniswapV2Pair *UniswapV2Pair) PackSwap(amount0Out *big.Int, amount1Out *big.Int, to common.Address, data []byte) []byte {
	enc, err := uniswapV2Pair.abi.Pack("swap", amount0Out, amount1Out, to, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x022c0d9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data) returns()
func (uniswapV2Pair *UniswapV2Pair) TryPackSwap(amount0Out *big.Int, amount1Out *big.Int, to common.Address, data []byte) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("swap", amount0Out, amount1Out, to, data)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (uniswapV2Pair *UniswapV2Pair) PackSymbol() []byte {
	enc, err := uniswapV2Pair.abi.Pack("symbol")
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
func (uniswapV2Pair *UniswapV2Pair) TryPackSymbol() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (uniswapV2Pair *UniswapV2Pair) UnpackSymbol(data []byte) (string, error) {
	out, err := uniswapV2Pair.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfff6cae9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sync() returns()
func (uniswapV2Pair *UniswapV2Pair) PackSync() []byte {
	enc, err := uniswapV2Pair.abi.Pack("sync")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSync is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfff6cae9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sync() returns()
func (uniswapV2Pair *UniswapV2Pair) TryPackSync() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("sync")
}

// PackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token0() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) PackToken0() []byte {
	enc, err := uniswapV2Pair.abi.Pack("token0")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token0() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) TryPackToken0() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("token0")
}

// UnpackToken0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0dfe1681.
//
// Solidity: function token0() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) UnpackToken0(data []byte) (common.Address, error) {
	out, err := uniswapV2Pair.abi.Unpack("token0", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token1() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) PackToken1() []byte {
	enc, err := uniswapV2Pair.abi.Pack("token1")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token1() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) TryPackToken1() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("token1")
}

// UnpackToken1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd21220a7.
//
// Solidity: function token1() view returns(address)
func (uniswapV2Pair *UniswapV2Pair) UnpackToken1(data []byte) (common.Address, error) {
	out, err := uniswapV2Pair.abi.Unpack("token1", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) PackTotalSupply() []byte {
	enc, err := uniswapV2Pair.abi.Pack("totalSupply")
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
func (uniswapV2Pair *UniswapV2Pair) TryPackTotalSupply() ([]byte, error) {
	return uniswapV2Pair.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (uniswapV2Pair *UniswapV2Pair) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := uniswapV2Pair.abi.Unpack("totalSupply", data)
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
func (uniswapV2Pair *UniswapV2Pair) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := uniswapV2Pair.abi.Pack("transfer", to, value)
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
func (uniswapV2Pair *UniswapV2Pair) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (uniswapV2Pair *UniswapV2Pair) UnpackTransfer(data []byte) (bool, error) {
	out, err := uniswapV2Pair.abi.Unpack("transfer", data)
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
func (uniswapV2Pair *UniswapV2Pair) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := uniswapV2Pair.abi.Pack("transferFrom", from, to, value)
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
func (uniswapV2Pair *UniswapV2Pair) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return uniswapV2Pair.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (uniswapV2Pair *UniswapV2Pair) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := uniswapV2Pair.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// UniswapV2PairApproval represents a Approval event raised by the UniswapV2Pair contract.
type UniswapV2PairApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairApproval) ContractEventName() string {
	return UniswapV2PairApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (uniswapV2Pair *UniswapV2Pair) UnpackApprovalEvent(log *types.Log) (*UniswapV2PairApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairApproval)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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

// UniswapV2PairBurn represents a Burn event raised by the UniswapV2Pair contract.
type UniswapV2PairBurn struct {
	Sender  common.Address
	Amount0 *big.Int
	Amount1 *big.Int
	To      common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairBurnEventName = "Burn"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairBurn) ContractEventName() string {
	return UniswapV2PairBurnEventName
}

// UnpackBurnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)
func (uniswapV2Pair *UniswapV2Pair) UnpackBurnEvent(log *types.Log) (*UniswapV2PairBurn, error) {
	event := "Burn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairBurn)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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

// UniswapV2PairMint represents a Mint event raised by the UniswapV2Pair contract.
type UniswapV2PairMint struct {
	Sender  common.Address
	Amount0 *big.Int
	Amount1 *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairMintEventName = "Mint"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairMint) ContractEventName() string {
	return UniswapV2PairMintEventName
}

// UnpackMintEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Mint(address indexed sender, uint256 amount0, uint256 amount1)
func (uniswapV2Pair *UniswapV2Pair) UnpackMintEvent(log *types.Log) (*UniswapV2PairMint, error) {
	event := "Mint"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairMint)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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

// UniswapV2PairSwap represents a Swap event raised by the UniswapV2Pair contract.
type UniswapV2PairSwap struct {
	Sender     common.Address
	Amount0In  *big.Int
	Amount1In  *big.Int
	Amount0Out *big.Int
	Amount1Out *big.Int
	To         common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairSwap) ContractEventName() string {
	return UniswapV2PairSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)
func (uniswapV2Pair *UniswapV2Pair) UnpackSwapEvent(log *types.Log) (*UniswapV2PairSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairSwap)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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

// UniswapV2PairSync represents a Sync event raised by the UniswapV2Pair contract.
type UniswapV2PairSync struct {
	Reserve0 *big.Int
	Reserve1 *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairSyncEventName = "Sync"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairSync) ContractEventName() string {
	return UniswapV2PairSyncEventName
}

// UnpackSyncEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Sync(uint112 reserve0, uint112 reserve1)
func (uniswapV2Pair *UniswapV2Pair) UnpackSyncEvent(log *types.Log) (*UniswapV2PairSync, error) {
	event := "Sync"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairSync)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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

// UniswapV2PairTransfer represents a Transfer event raised by the UniswapV2Pair contract.
type UniswapV2PairTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const UniswapV2PairTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (UniswapV2PairTransfer) ContractEventName() string {
	return UniswapV2PairTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (uniswapV2Pair *UniswapV2Pair) UnpackTransferEvent(log *types.Log) (*UniswapV2PairTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV2Pair.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV2PairTransfer)
	if len(log.Data) > 0 {
		if err := uniswapV2Pair.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV2Pair.abi.Events[event].Inputs {
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
func (uniswapV2Pair *UniswapV2Pair) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["FlashSwapUnsupported"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackFlashSwapUnsupportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientAllowance"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientInputAmount"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientInputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientLiquidity"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientLiquidityBurned"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientLiquidityBurnedError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientLiquidityMinted"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientLiquidityMintedError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InsufficientOutputAmount"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInsufficientOutputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InvalidReceiver"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InvalidTo"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInvalidToError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["InvalidTokens"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackInvalidTokensError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["K"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackKError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["Overflow"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["Reentrancy"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV2Pair.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return uniswapV2Pair.UnpackTokenCallFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// UniswapV2PairAlreadyInitialized represents a AlreadyInitialized error raised by the UniswapV2Pair contract.
type UniswapV2PairAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func UniswapV2PairAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (uniswapV2Pair *UniswapV2Pair) UnpackAlreadyInitializedError(raw []byte) (*UniswapV2PairAlreadyInitialized, error) {
	out := new(UniswapV2PairAlreadyInitialized)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairFlashSwapUnsupported represents a FlashSwapUnsupported error raised by the UniswapV2Pair contract.
type UniswapV2PairFlashSwapUnsupported struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FlashSwapUnsupported()
func UniswapV2PairFlashSwapUnsupportedErrorID() common.Hash {
	return common.HexToHash("0x03466ab35aec4463d5c6715af84bd4c2a0c887f1b800a640b661b033b9ce7ef7")
}

// UnpackFlashSwapUnsupportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FlashSwapUnsupported()
func (uniswapV2Pair *UniswapV2Pair) UnpackFlashSwapUnsupportedError(raw []byte) (*UniswapV2PairFlashSwapUnsupported, error) {
	out := new(UniswapV2PairFlashSwapUnsupported)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "FlashSwapUnsupported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientAllowance represents a InsufficientAllowance error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func UniswapV2PairInsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0x192b9e4ebc4a4fb7dd02b679453572cd28ba5c859d02dc04b21a8c00bc0a41f0")
}

// UnpackInsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientAllowanceError(raw []byte) (*UniswapV2PairInsufficientAllowance, error) {
	out := new(UniswapV2PairInsufficientAllowance)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientBalance represents a InsufficientBalance error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientBalance struct {
	Account common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func UniswapV2PairInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xdb42144d928cd19733b9dfeead8bc02ed403845c274e06a6eee0944fb25ca5c4")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientBalanceError(raw []byte) (*UniswapV2PairInsufficientBalance, error) {
	out := new(UniswapV2PairInsufficientBalance)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientInputAmount represents a InsufficientInputAmount error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientInputAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientInputAmount()
func UniswapV2PairInsufficientInputAmountErrorID() common.Hash {
	return common.HexToHash("0x098fb561b214e40e1e2f3f75a32a74ad8612ca9e387347a879ac04251bbf57f8")
}

// UnpackInsufficientInputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientInputAmount()
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientInputAmountError(raw []byte) (*UniswapV2PairInsufficientInputAmount, error) {
	out := new(UniswapV2PairInsufficientInputAmount)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientInputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientLiquidity represents a InsufficientLiquidity error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidity()
func UniswapV2PairInsufficientLiquidityErrorID() common.Hash {
	return common.HexToHash("0xbb55fd27c46b5ba9f88ff2cb2222216afeb0f193423b26615497b3020ab61f8e")
}

// UnpackInsufficientLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidity()
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientLiquidityError(raw []byte) (*UniswapV2PairInsufficientLiquidity, error) {
	out := new(UniswapV2PairInsufficientLiquidity)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientLiquidityBurned represents a InsufficientLiquidityBurned error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientLiquidityBurned struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidityBurned()
func UniswapV2PairInsufficientLiquidityBurnedErrorID() common.Hash {
	return common.HexToHash("0x749383ad43fea31adee1a470f5c83825ffb89a6eebe5d77d035a631ddf22e2e9")
}

// UnpackInsufficientLiquidityBurnedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidityBurned()
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientLiquidityBurnedError(raw []byte) (*UniswapV2PairInsufficientLiquidityBurned, error) {
	out := new(UniswapV2PairInsufficientLiquidityBurned)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientLiquidityBurned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientLiquidityMinted represents a InsufficientLiquidityMinted error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientLiquidityMinted struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidityMinted()
func UniswapV2PairInsufficientLiquidityMintedErrorID() common.Hash {
	return common.HexToHash("0xd226f9d4fb66d83c9e784a8629bffaacb8e895718029d32e323c8ba88c74f78c")
}

// UnpackInsufficientLiquidityMintedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidityMinted()
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientLiquidityMintedError(raw []byte) (*UniswapV2PairInsufficientLiquidityMinted, error) {
	out := new(UniswapV2PairInsufficientLiquidityMinted)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientLiquidityMinted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInsufficientOutputAmount represents a InsufficientOutputAmount error raised by the UniswapV2Pair contract.
type UniswapV2PairInsufficientOutputAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutputAmount()
func UniswapV2PairInsufficientOutputAmountErrorID() common.Hash {
	return common.HexToHash("0x42301c237a29c3e090da1b147e7b504f08db56c9600985b34af188477d350fa7")
}

// UnpackInsufficientOutputAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutputAmount()
func (uniswapV2Pair *UniswapV2Pair) UnpackInsufficientOutputAmountError(raw []byte) (*UniswapV2PairInsufficientOutputAmount, error) {
	out := new(UniswapV2PairInsufficientOutputAmount)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InsufficientOutputAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInvalidFee represents a InvalidFee error raised by the UniswapV2Pair contract.
type UniswapV2PairInvalidFee struct {
	FeeBps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint256 feeBps)
func UniswapV2PairInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0x2f38c6ee5a600ab7ea0a697bfdd1089c369999037e5f04c88b318508a67cc36e")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint256 feeBps)
func (uniswapV2Pair *UniswapV2Pair) UnpackInvalidFeeError(raw []byte) (*UniswapV2PairInvalidFee, error) {
	out := new(UniswapV2PairInvalidFee)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInvalidReceiver represents a InvalidReceiver error raised by the UniswapV2Pair contract.
type UniswapV2PairInvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReceiver(address receiver)
func UniswapV2PairInvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x9cfea583c76d990ae2594f1fa87255c0a172ec8bbdaef2992c80c51b9ed3f677")
}

// UnpackInvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReceiver(address receiver)
func (uniswapV2Pair *UniswapV2Pair) UnpackInvalidReceiverError(raw []byte) (*UniswapV2PairInvalidReceiver, error) {
	out := new(UniswapV2PairInvalidReceiver)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInvalidTo represents a InvalidTo error raised by the UniswapV2Pair contract.
type UniswapV2PairInvalidTo struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTo(address to)
func UniswapV2PairInvalidToErrorID() common.Hash {
	return common.HexToHash("0x659a0b225b3ec968ad87c81f7e64a548c40e27497aa48ce6c6c0322d3a0c0b3a")
}

// UnpackInvalidToError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTo(address to)
func (uniswapV2Pair *UniswapV2Pair) UnpackInvalidToError(raw []byte) (*UniswapV2PairInvalidTo, error) {
	out := new(UniswapV2PairInvalidTo)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InvalidTo", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairInvalidTokens represents a InvalidTokens error raised by the UniswapV2Pair contract.
type UniswapV2PairInvalidTokens struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTokens()
func UniswapV2PairInvalidTokensErrorID() common.Hash {
	return common.HexToHash("0x672215dee396c0c46e01cfdc46e4fa03f251c3b9ed4837cd7d5ff7dcca2f5ba3")
}

// UnpackInvalidTokensError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTokens()
func (uniswapV2Pair *UniswapV2Pair) UnpackInvalidTokensError(raw []byte) (*UniswapV2PairInvalidTokens, error) {
	out := new(UniswapV2PairInvalidTokens)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "InvalidTokens", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairK represents a K error raised by the UniswapV2Pair contract.
type UniswapV2PairK struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error K()
func UniswapV2PairKErrorID() common.Hash {
	return common.HexToHash("0xa932492ffc2a9734a61b160a9a2115b493b6255b918466d8b76981e516fb337d")
}

// UnpackKError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error K()
func (uniswapV2Pair *UniswapV2Pair) UnpackKError(raw []byte) (*UniswapV2PairK, error) {
	out := new(UniswapV2PairK)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "K", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairNativeTransferFailed represents a NativeTransferFailed error raised by the UniswapV2Pair contract.
type UniswapV2PairNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func UniswapV2PairNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (uniswapV2Pair *UniswapV2Pair) UnpackNativeTransferFailedError(raw []byte) (*UniswapV2PairNativeTransferFailed, error) {
	out := new(UniswapV2PairNativeTransferFailed)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairOverflow represents a Overflow error raised by the UniswapV2Pair contract.
type UniswapV2PairOverflow struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Overflow()
func UniswapV2PairOverflowErrorID() common.Hash {
	return common.HexToHash("0x35278d127e53c148a0565944278d7e3633ce8d20f99f96aa81dc51a2ab474200")
}

// UnpackOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Overflow()
func (uniswapV2Pair *UniswapV2Pair) UnpackOverflowError(raw []byte) (*UniswapV2PairOverflow, error) {
	out := new(UniswapV2PairOverflow)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "Overflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairReentrancy represents a Reentrancy error raised by the UniswapV2Pair contract.
type UniswapV2PairReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Reentrancy()
func UniswapV2PairReentrancyErrorID() common.Hash {
	return common.HexToHash("0xab143c06c9772d69bbbc9f2fe74acd02f810e93b099f3d1dac8448ac9ae35991")
}

// UnpackReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Reentrancy()
func (uniswapV2Pair *UniswapV2Pair) UnpackReentrancyError(raw []byte) (*UniswapV2PairReentrancy, error) {
	out := new(UniswapV2PairReentrancy)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "Reentrancy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV2PairTokenCallFailed represents a TokenCallFailed error raised by the UniswapV2Pair contract.
type UniswapV2PairTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func UniswapV2PairTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (uniswapV2Pair *UniswapV2Pair) UnpackTokenCallFailedError(raw []byte) (*UniswapV2PairTokenCallFailed, error) {
	out := new(UniswapV2PairTokenCallFailed)
	if err := uniswapV2Pair.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
