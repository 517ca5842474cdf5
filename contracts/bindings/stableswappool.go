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

// StableSwapPoolMetaData contains all meta data concerning the StableSwapPool contract.
var StableSwapPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address[2]\",\"name\":\"coins_\",\"type\":\"address[2]\"},{\"internalType\":\"uint256\",\"name\":\"a_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"fee_\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InitialDepositNeedsAllCoins\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"a\",\"type\":\"uint256\"}],\"name\":\"InvalidA\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidCoins\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"int128\",\"name\":\"index\",\"type\":\"int128\"}],\"name\":\"InvalidIndex\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvariantDidNotGrow\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoConvergence\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"Reentrancy\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SameCoin\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minimum\",\"type\":\"uint256\"}],\"name\":\"Slippage\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256[2]\",\"name\":\"token_amounts\",\"type\":\"uint256[2]\"},{\"indexed\":false,\"internalType\":\"uint256[2]\",\"name\":\"fees\",\"type\":\"uint256[2]\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"invariant\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"token_supply\",\"type\":\"uint256\"}],\"name\":\"AddLiquidity\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256[2]\",\"name\":\"token_amounts\",\"type\":\"uint256[2]\"},{\"indexed\":false,\"internalType\":\"uint256[2]\",\"name\":\"fees\",\"type\":\"uint256[2]\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"token_supply\",\"type\":\"uint256\"}],\"name\":\"RemoveLiquidity\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"int128\",\"name\":\"sold_id\",\"type\":\"int128\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"tokens_sold\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"int128\",\"name\":\"bought_id\",\"type\":\"int128\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"tokens_bought\",\"type\":\"uint256\"}],\"name\":\"TokenExchange\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"A\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"A_precise\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[2]\",\"name\":\"amounts\",\"type\":\"uint256[2]\"},{\"internalType\":\"uint256\",\"name\":\"min_mint_amount\",\"type\":\"uint256\"}],\"name\":\"add_liquidity\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"minted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"admin_fee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"balances\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"coins\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"int128\",\"name\":\"i\",\"type\":\"int128\"},{\"internalType\":\"int128\",\"name\":\"j\",\"type\":\"int128\"},{\"internalType\":\"uint256\",\"name\":\"dx\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"min_dy\",\"type\":\"uint256\"}],\"name\":\"exchange\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"dy\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"int128\",\"name\":\"i\",\"type\":\"int128\"},{\"internalType\":\"int128\",\"name\":\"j\",\"type\":\"int128\"},{\"internalType\":\"uint256\",\"name\":\"dx\",\"type\":\"uint256\"}],\"name\":\"get_dy\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"get_virtual_price\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[2]\",\"name\":\"coins_\",\"type\":\"address[2]\"},{\"internalType\":\"uint256\",\"name\":\"a_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"fee_\",\"type\":\"uint256\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256[2]\",\"name\":\"min_amounts\",\"type\":\"uint256[2]\"}],\"name\":\"remove_liquidity\",\"outputs\":[{\"internalType\":\"uint256[2]\",\"name\":\"amounts\",\"type\":\"uint256[2]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "StableSwapPool",
	Bin: "0x608060405234801561000f575f5ffd5b506040516126ba3803806126ba83398101604081905261002e916102ed565b610039838383610041565b505050610665565b60065460ff16156100645760405162dc149f60e41b815260040160405180910390fd5b6006805460ff1916600117905582516001600160a01b03161580610093575060208301516001600160a01b0316155b806100af5750602083015183516001600160a01b039081169116145b156100cd57604051632242813760e11b815260040160405180910390fd5b8115806100dc5750620f424082115b156101025760405163174d1f1960e01b8152600481018390526024015b60405180910390fd5b64012a05f20081111561012b5760405163179c637760e11b8152600481018290526024016100f9565b5f5b600281101561020b575f8482600281106101495761014961037d565b60200201516001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015610189573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101ad9190610391565b905060128160ff1611156101d457604051632242813760e11b815260040160405180910390fd5b6101e260ff821660246103cc565b6101ed90600a6104c8565b600d83600281106102005761020061037d565b01555060010161012d565b50600761021884826104ea565b506102246064836104d3565b600c55600b819055604080518082018252601881527f5377697463687961726420537461626c6553776170204c500000000000000000602080830191909152825180840190935260068352655357592d535360d01b9083015261028891601261028d565b505050565b5f61029884826105a7565b5060016102a583826105a7565b506002805460ff191660ff929092169190911790555050565b634e487b7160e01b5f52604160045260245ffd5b80516001600160a01b03811681146102e8575f5ffd5b919050565b5f5f5f608084860312156102ff575f5ffd5b84601f85011261030d575f5ffd5b604080519081016001600160401b038111828210171561032f5761032f6102be565b8060405250806040860187811115610345575f5ffd5b865b8181101561036657610358816102d2565b835260209283019201610347565b505160609690960151919795965090949350505050565b634e487b7160e01b5f52603260045260245ffd5b5f602082840312156103a1575f5ffd5b815160ff811681146103b1575f5ffd5b9392505050565b634e487b7160e01b5f52601160045260245ffd5b818103818111156103df576103df6103b8565b92915050565b6001815b600184111561042057808504811115610404576104046103b8565b600184161561041257908102905b60019390931c9280026103e9565b935093915050565b5f82610436575060016103df565b8161044257505f6103df565b816001811461045857600281146104625761047e565b60019150506103df565b60ff841115610473576104736103b8565b50506001821b6103df565b5060208310610133831016604e8410600b84101617156104a1575081810a6103df565b6104ad5f1984846103e5565b805f19048211156104c0576104c06103b8565b029392505050565b5f6103b18383610428565b80820281158282048414176103df576103df6103b8565b815f5b60028110156105135781516001600160a01b0316838201556020909101906001016104ed565b50505050565b600181811c9082168061052d57607f821691505b60208210810361054b57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610288578282111561028857805f5260205f20601f840160051c602085101561057c57505f5b90810190601f840160051c035f5b8181101561059f575f8382015560010161058a565b505050505050565b81516001600160401b038111156105c0576105c06102be565b6105d4816105ce8454610519565b84610551565b6020601f821160018114610606575f83156105ef5750848201515b5f19600385901b1c1916600184901b17845561065e565b5f84815260208120601f198516915b828110156106355787850151825560209485019460019092019101610615565b508482101561065257868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b612048806106725f395ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c806370a08231116100b4578063c661065711610079578063c66106571461028c578063dd62ed3e146102b7578063ddca3f43146102e1578063e87ffae6146102ea578063f446c1d0146102ff578063fee3f7f914610307575f5ffd5b806370a082311461024257806376a2f0f01461026157806395d89b4114610269578063a9059cbb14610271578063bb7b8b8014610284575f5ffd5b8063313ce56711610105578063313ce567146101bf578063392e53cd146101de5780633df02124146101e95780634903b0d1146101fc5780635b36389c1461020f5780635e0d443f1461022f575f5ffd5b806306fdde0314610141578063095ea7b31461015f5780630b4c7e4d1461018257806318160ddd146101a357806323b872dd146101ac575b5f5ffd5b61014961030d565b60405161015691906119e9565b60405180910390f35b61017261016d366004611a39565b610398565b6040519015158152602001610156565b610195610190366004611a71565b610404565b604051908152602001610156565b61019560035481565b6101726101ba366004611a9a565b610884565b6002546101cc9060ff1681565b60405160ff9091168152602001610156565b60065460ff16610172565b6101956101f7366004611ae5565b610924565b61019561020a366004611b24565b610b0a565b61022261021d366004611b3b565b610b20565b6040516101569190611b88565b61019561023d366004611b96565b610d30565b610195610250366004611bbf565b60046020525f908152604090205481565b600c54610195565b610149610db2565b61017261027f366004611a39565b610dbf565b610195610dd4565b61029f61029a366004611b24565b610e64565b6040516001600160a01b039091168152602001610156565b6101956102c5366004611bdf565b600560209081525f928352604080842090915290825290205481565b610195600b5481565b6102fd6102f8366004611c07565b610e83565b005b610195610eb5565b5f610195565b5f805461031990611c38565b80601f016020809104026020016040519081016040528092919081815260200182805461034590611c38565b80156103905780601f1061036757610100808354040283529160200191610390565b820191905f5260205f20905b81548152906001019060200180831161037357829003601f168201915b505050505081565b335f8181526005602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906103f29086815260200190565b60405180910390a35060015b92915050565b5f60ff815c16156104285760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d5060408051808201918290525f9160099060029082845b81548152602001906001019080831161044c5750506003549394505f925050821590506104bb5760408051808201918290526104b6916104ae9190600d9060029082845b81548152602001906001019080831161049057505050505085610ec5565b600c54610f22565b6104bd565b5f5b90505f6040518060400160405280885f600281106104dd576104dd611c70565b6020020135865f60200201516104f39190611c98565b81526020868101519181019161050c918b013590611c98565b905290508215801561052957508635158061052957506020870135155b156105475760405163e82d121360e01b815260040160405180910390fd5b60408051808201918290525f91610583916104ae91600d9060029082845b81548152602001906001019080831161056557505050505084610ec5565b90508281116105a557604051631c1dd75f60e31b815260040160405180910390fd5b60096105b18382611cd6565b506105ba6119cb565b845f036105c957819650610779565b5f6105d660016002611cf6565b6105e1906004611cbf565b6002600b546105f09190611cbf565b6105fa9190611d09565b90505f5b6002811015610716575f8689836002811061061b5761061b611c70565b602002015161062a9087611cbf565b6106349190611d09565b90505f86836002811061064957610649611c70565b6020020151821161067b578187846002811061066757610667611c70565b60200201516106769190611cf6565b61069c565b86836002811061068d5761068d611c70565b602002015161069c9083611cf6565b90506402540be4006106ae8286611cbf565b6106b89190611d09565b8584600281106106ca576106ca611c70565b60200201528483600281106106e1576106e1611c70565b60200201518784600281106106f8576106f8611c70565b602002018181516107099190611cf6565b90525050506001016105fe565b5060408051808201918290525f91610753916104ae91600d9060029082845b81548152602001906001019080831161073557505050505087610ec5565b9050856107608183611cf6565b61076a9089611cbf565b6107749190611d09565b985050505b878710156107a9576040516313a30a9560e11b815260048101889052602481018990526044015b60405180910390fd5b5f5b6002811015610819575f8a82600281106107c7576107c7611c70565b6020020135111561081157610811600782600281106107e8576107e8611c70565b01546001600160a01b031633308d856002811061080757610807611c70565b6020020135611096565b6001016107ab565b5061082433886110fe565b337f26f55a85081d24974e85c6c00045d0f0453991e95873f52bff0d21af4079a7688a83856108538c8b611c98565b6040516108639493929190611d28565b60405180910390a2505f94505060ff19845c169250839150505d5092915050565b6001600160a01b0383165f9081526005602090815260408083203384529091528120545f19811461090e57828110156108e057604051630c95cf2760e11b815233600482015260248101829052604481018490526064016107a0565b6108ea8382611cf6565b6001600160a01b0386165f9081526005602090815260408083203384529091529020555b610919858585611167565b506001949350505050565b5f60ff815c16156109485760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d505f5f6109628787611258565b60408051808201918290529294509092506109d691849184918991600d9060029082845b81548152602001906001019080831161098657505060408051808201918290529350600992506002915082845b8154815260200190600101908083116109b3575050505050600c54600b5461130f565b925083831015610a03576040516313a30a9560e11b815260048101849052602481018590526044016107a0565b8460098360028110610a1757610a17611c70565b015f828254610a269190611c98565b9091555083905060098260028110610a4057610a40611c70565b015f828254610a4f9190611cf6565b90915550610a7e905060078360028110610a6b57610a6b611c70565b01546001600160a01b0316333088611096565b610aa660078260028110610a9457610a94611c70565b01546001600160a01b03163385611422565b60408051600f89810b82526020820188905288900b8183015260608101859052905133917f8b3e96f2b889fa771c53c981b40daf005f63f637f1869f707052d15a3dd97140919081900360800190a2505f905060ff19815c16815d50949350505050565b60098160028110610b19575f80fd5b0154905081565b610b286119cb565b60ff5f5c1615610b4b5760405163558a1e0360e11b815260040160405180910390fd5b60015f805c60ff19168217905d506003545f5b6002811015610c7357818560098360028110610b7c57610b7c611c70565b0154610b889190611cbf565b610b929190611d09565b838260028110610ba457610ba4611c70565b6020020152838160028110610bbb57610bbb611c70565b6020020135838260028110610bd257610bd2611c70565b60200201511015610c2d57828160028110610bef57610bef611c70565b6020020151848260028110610c0657610c06611c70565b6040516313a30a9560e11b81526004810193909352602002013560248201526044016107a0565b828160028110610c3f57610c3f611c70565b602002015160098260028110610c5757610c57611c70565b015f828254610c669190611cf6565b9091555050600101610b5e565b50610c7e338561144f565b5f5b6002811015610ccf57610cc760078260028110610c9f57610c9f611c70565b01546001600160a01b031633858460028110610cbd57610cbd611c70565b6020020151611422565b600101610c80565b50610cd86119cb565b337f7c363854ccf79623411f8995b362bce5eddff18c927edc6f5dbbb5e05819a82c8483610d068987611cf6565b604051610d1593929190611d50565b60405180910390a2505f905060ff19815c16815d5092915050565b5f5f5f610d3d8686611258565b6040805180820191829052600d80548252939550919350610da89285928592899290600290600e602085018083116109865750506040805180820191829052600980548252909450925060029150600a602085018083116109b3575050505050600c54600b5461130f565b9695505050505050565b6001805461031990611c38565b5f610dcb338484611167565b50600192915050565b60035460408051808201918290525f9291670de0b6b3a764000091610e4b916104ae9190600d9060029082845b815481526020019060010190808311610e0157505060408051808201918290529350600992506002915082845b815481526020019060010190808311610e2e575050505050610ec5565b610e559190611cbf565b610e5f9190611d09565b905090565b60078160028110610e73575f80fd5b01546001600160a01b0316905081565b604080518082018252610eb091859060029083908390808284375f92019190915250859150849050611500565b505050565b5f6064600c54610e5f9190611d09565b610ecd6119cb565b81518351670de0b6b3a764000091610ee491611cbf565b610eee9190611d09565b815260208281015190840151670de0b6b3a764000091610f0d91611cbf565b610f179190611d09565b602082015292915050565b602082015182515f918291610f379190611c98565b9050805f03610f49575f9150506103fe565b805f610f56600286611cbf565b90505f5b60ff81101561107c5786518390610f7390600290611cbf565b610f7d8583611cbf565b610f879190611d09565b6020890151909150610f9b90600290611cbf565b610fa58583611cbf565b610faf9190611d09565b90508381610fbf60026001611c98565b610fc99190611cbf565b606486610fd68288611cf6565b610fe09190611cbf565b610fea9190611d09565b610ff49190611c98565b85611000600285611cbf565b606461100c8a89611cbf565b6110169190611d09565b6110209190611c98565b61102a9190611cbf565b6110349190611d09565b94508085116110505760016110498683611cf6565b111561105f565b600161105c8287611cf6565b11155b15611072578496505050505050506103fe565b5050600101610f5a565b50604051633efa047360e01b815260040160405180910390fd5b6040516001600160a01b03808516602483015283166044820152606481018290526110f89085906323b872dd906084015b6040516020818303038152906040529060e01b6020820180516001600160e01b038381831617835250505050611742565b50505050565b8060035f82825461110f9190611c98565b90915550506001600160a01b0382165f818152600460209081526040808320805486019055518481527fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a35050565b6001600160a01b03821661119957604051639cfea58360e01b81526001600160a01b03831660048201526024016107a0565b6001600160a01b0383165f90815260046020526040902054818110156111eb5760405163db42144d60e01b81526001600160a01b038516600482015260248101829052604481018390526064016107a0565b6001600160a01b038085165f8181526004602052604080822086860390559286168082529083902080548601905591517fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9061124a9086815260200190565b60405180910390a350505050565b5f5f5f84600f0b128061127057506002600f85900b12155b15611294576040516314f02ae960e11b8152600f85900b60048201526024016107a0565b5f83600f0b12806112aa57506002600f84900b12155b156112ce576040516314f02ae960e11b8152600f84900b60048201526024016107a0565b82600f0b84600f0b036112f357604051627e32db60e41b815260040160405180910390fd5b50506fffffffffffffffffffffffffffffffff91821692911690565b5f5f61131b8686610ec5565b90505f670de0b6b3a7640000878b6002811061133957611339611c70565b6020020151611348908a611cbf565b6113529190611d09565b828b6002811061136457611364611c70565b60200201516113739190611c98565b90505f6113838b8b84868a611846565b90505f600182858d6002811061139b5761139b611c70565b60200201516113aa9190611cf6565b6113b49190611cf6565b90505f6402540be4006113c78389611cbf565b6113d19190611d09565b9050898c600281106113e5576113e5611c70565b6020020151670de0b6b3a76400006113fd8385611cf6565b6114079190611cbf565b6114119190611d09565b9d9c50505050505050505050505050565b6040516001600160a01b038316602482015260448101829052610eb090849063a9059cbb906064016110c7565b6001600160a01b0382165f90815260046020526040902054818110156114a15760405163db42144d60e01b81526001600160a01b038416600482015260248101829052604481018390526064016107a0565b6001600160a01b0383165f8181526004602090815260408083208686039055600380548790039055518581529192917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef910160405180910390a3505050565b60065460ff16156115235760405162dc149f60e41b815260040160405180910390fd5b6006805460ff1916600117905582516001600160a01b03161580611552575060208301516001600160a01b0316155b8061156e5750602083015183516001600160a01b039081169116145b1561158c57604051632242813760e11b815260040160405180910390fd5b81158061159b5750620f424082115b156115bc5760405163174d1f1960e01b8152600481018390526024016107a0565b64012a05f2008111156115e55760405163179c637760e11b8152600481018290526024016107a0565b5f5b60028110156116c5575f84826002811061160357611603611c70565b60200201516001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa158015611643573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116679190611d79565b905060128160ff16111561168e57604051632242813760e11b815260040160405180910390fd5b61169c60ff82166024611cf6565b6116a790600a611e7c565b600d83600281106116ba576116ba611c70565b0155506001016115e7565b5060076116d28482611e87565b506116de606483611cbf565b600c55600b819055604080518082018252601881527f5377697463687961726420537461626c6553776170204c500000000000000000602080830191909152825180840190935260068352655357592d535360d01b90830152610eb091601261199a565b5f5f836001600160a01b03168360405161175c9190611eb0565b5f604051808303815f865af19150503d805f8114611795576040519150601f19603f3d011682016040523d82523d5f602084013e61179a565b606091505b5091509150816117f1578051156117b357805160208201fd5b836117bd84611ec6565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b03191660248201526044016107a0565b5f81515f1461182057602082511015801561181b57508180602001905181019061181b9190611f04565b61182e565b5f856001600160a01b03163b115b90508061183f57846117bd85611ec6565b5050505050565b5f8486141580156118575750600286105b80156118635750600285105b61186f5761186f611f23565b5f61187a8484610f22565b90505f611888600285611cbf565b905081611896600288611cbf565b6118a08483611cbf565b6118aa9190611d09565b90506118b7600283611cbf565b60646118c38584611cbf565b6118cd9190611cbf565b6118d79190611d09565b90505f826118e6606486611cbf565b6118f09190611d09565b6118fa9089611c98565b9050835f5b60ff81101561107c57818684611916836002611cbf565b6119209190611c98565b61192a9190611cf6565b856119358580611cbf565b61193f9190611c98565b6119499190611d09565b925080831161196557600161195e8483611cf6565b1115611974565b60016119718285611cf6565b11155b156119885782975050505050505050611991565b506001016118ff565b95945050505050565b5f6119a58482611f8d565b5060016119b28382611f8d565b506002805460ff191660ff929092169190911790555050565b60405180604001604052806002906020820280368337509192915050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114611a34575f5ffd5b919050565b5f5f60408385031215611a4a575f5ffd5b611a5383611a1e565b946020939093013593505050565b80604081018310156103fe575f5ffd5b5f5f60608385031215611a82575f5ffd5b611a8c8484611a61565b946040939093013593505050565b5f5f5f60608486031215611aac575f5ffd5b611ab584611a1e565b9250611ac360208501611a1e565b929592945050506040919091013590565b8035600f81900b8114611a34575f5ffd5b5f5f5f5f60808587031215611af8575f5ffd5b611b0185611ad4565b9350611b0f60208601611ad4565b93969395505050506040820135916060013590565b5f60208284031215611b34575f5ffd5b5035919050565b5f5f60608385031215611b4c575f5ffd5b82359150611b5d8460208501611a61565b90509250929050565b805f5b60028110156110f8578151845260209384019390910190600101611b69565b604081016103fe8284611b66565b5f5f5f60608486031215611ba8575f5ffd5b611bb184611ad4565b9250611ac360208501611ad4565b5f60208284031215611bcf575f5ffd5b611bd882611a1e565b9392505050565b5f5f60408385031215611bf0575f5ffd5b611bf983611a1e565b9150611b5d60208401611a1e565b5f5f5f60808486031215611c19575f5ffd5b611c238585611a61565b95604085013595506060909401359392505050565b600181811c90821680611c4c57607f821691505b602082108103611c6a57634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808201808211156103fe576103fe611c84565b634e487b7160e01b5f52604160045260245ffd5b80820281158282048414176103fe576103fe611c84565b815f5b60028110156110f857815183820155602090910190600101611cd9565b818103818111156103fe576103fe611c84565b5f82611d2357634e487b7160e01b5f52601260045260245ffd5b500490565b60c081016040868337611d3e6040830186611b66565b608082019390935260a0015292915050565b60a08101611d5e8286611b66565b611d6b6040830185611b66565b826080830152949350505050565b5f60208284031215611d89575f5ffd5b815160ff81168114611bd8575f5ffd5b6001815b6001841115611dd457808504811115611db857611db8611c84565b6001841615611dc657908102905b60019390931c928002611d9d565b935093915050565b5f82611dea575060016103fe565b81611df657505f6103fe565b8160018114611e0c5760028114611e1657611e32565b60019150506103fe565b60ff841115611e2757611e27611c84565b50506001821b6103fe565b5060208310610133831016604e8410600b8410161715611e55575081810a6103fe565b611e615f198484611d99565b805f1904821115611e7457611e74611c84565b029392505050565b5f611bd88383611ddc565b815f5b60028110156110f85781516001600160a01b031683820155602090910190600101611e8a565b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b0319811691906004821015611efd576001600160e01b0319600483900360031b81901b82161692505b5050919050565b5f60208284031215611f14575f5ffd5b81518015158114611bd8575f5ffd5b634e487b7160e01b5f52600160045260245ffd5b601f821115610eb05782821115610eb057805f5260205f20601f840160051c6020851015611f6257505f5b90810190601f840160051c035f5b81811015611f85575f83820155600101611f70565b505050505050565b815167ffffffffffffffff811115611fa757611fa7611cab565b611fbb81611fb58454611c38565b84611f37565b6020601f821160018114611fed575f8315611fd65750848201515b5f19600385901b1c1916600184901b17845561183f565b5f84815260208120601f198516915b8281101561201c5787850151825560209485019460019092019101611ffc565b508482101561203957868401515f19600387901b60f8161c191681555b50505050600190811b0190555056",
}

// StableSwapPool is an auto generated Go binding around an Ethereum contract.
type StableSwapPool struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *StableSwapPool) GetABI() abi.ABI {
	return c.abi
}

// NewStableSwapPool creates a new instance of StableSwapPool.
func NewStableSwapPool() *StableSwapPool {
	parsed, err := StableSwapPoolMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &StableSwapPool{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *StableSwapPool) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address[2] coins_, uint256 a_, uint256 fee_) returns()
func (stableSwapPool *StableSwapPool) PackConstructor(coins_ [2]common.Address, a_ *big.Int, fee_ *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("", coins_, a_, fee_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf446c1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function A() view returns(uint256)
func (stableSwapPool *StableSwapPool) PackA() []byte {
	enc, err := stableSwapPool.abi.Pack("A")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackA is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf446c1d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function A() view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackA() ([]byte, error) {
	return stableSwapPool.abi.Pack("A")
}

// UnpackA is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf446c1d0.
//
// Solidity: function A() view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackA(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("A", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAPrecise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76a2f0f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function A_precise() view returns(uint256)
func (stableSwapPool *StableSwapPool) PackAPrecise() []byte {
	enc, err := stableSwapPool.abi.Pack("A_precise")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAPrecise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76a2f0f0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function A_precise() view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackAPrecise() ([]byte, error) {
	return stableSwapPool.abi.Pack("A_precise")
}

// UnpackAPrecise is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76a2f0f0.
//
// Solidity: function A_precise() view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackAPrecise(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("A_precise", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b4c7e4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function add_liquidity(uint256[2] amounts, uint256 min_mint_amount) returns(uint256 minted)
func (stableSwapPool *StableSwapPool) PackAddLiquidity(amounts [2]*big.Int, minMintAmount *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("add_liquidity", amounts, minMintAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b4c7e4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function add_liquidity(uint256[2] amounts, uint256 min_mint_amount) returns(uint256 minted)
func (stableSwapPool *StableSwapPool) TryPackAddLiquidity(amounts [2]*big.Int, minMintAmount *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("add_liquidity", amounts, minMintAmount)
}

// UnpackAddLiquidity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b4c7e4d.
//
// Solidity: function add_liquidity(uint256[2] amounts, uint256 min_mint_amount) returns(uint256 minted)
func (stableSwapPool *StableSwapPool) UnpackAddLiquidity(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("add_liquidity", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAdminFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfee3f7f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admin_fee() pure returns(uint256)
func (stableSwapPool *StableSwapPool) PackAdminFee() []byte {
	enc, err := stableSwapPool.abi.Pack("admin_fee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdminFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfee3f7f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admin_fee() pure returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackAdminFee() ([]byte, error) {
	return stableSwapPool.abi.Pack("admin_fee")
}

// UnpackAdminFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfee3f7f9.
//
// Solidity: function admin_fee() pure returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackAdminFee(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("admin_fee", data)
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
func (stableSwapPool *StableSwapPool) PackAllowance(arg0 common.Address, arg1 common.Address) []byte {
	enc, err := stableSwapPool.abi.Pack("allowance", arg0, arg1)
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
func (stableSwapPool *StableSwapPool) TryPackAllowance(arg0 common.Address, arg1 common.Address) ([]byte, error) {
	return stableSwapPool.abi.Pack("allowance", arg0, arg1)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address , address ) view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("allowance", data)
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
func (stableSwapPool *StableSwapPool) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("approve", spender, value)
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
func (stableSwapPool *StableSwapPool) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (stableSwapPool *StableSwapPool) UnpackApprove(data []byte) (bool, error) {
	out, err := stableSwapPool.abi.Unpack("approve", data)
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
func (stableSwapPool *StableSwapPool) PackBalanceOf(arg0 common.Address) []byte {
	enc, err := stableSwapPool.abi.Pack("balanceOf", arg0)
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
func (stableSwapPool *StableSwapPool) TryPackBalanceOf(arg0 common.Address) ([]byte, error) {
	return stableSwapPool.abi.Pack("balanceOf", arg0)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address ) view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4903b0d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balances(uint256 ) view returns(uint256)
func (stableSwapPool *StableSwapPool) PackBalances(arg0 *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("balances", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalances is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4903b0d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balances(uint256 ) view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackBalances(arg0 *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("balances", arg0)
}

// UnpackBalances is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4903b0d1.
//
// Solidity: function balances(uint256 ) view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackBalances(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("balances", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCoins is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6610657.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function coins(uint256 ) view returns(address)
func (stableSwapPool *StableSwapPool) PackCoins(arg0 *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("coins", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCoins is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6610657.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function coins(uint256 ) view returns(address)
func (stableSwapPool *StableSwapPool) TryPackCoins(arg0 *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("coins", arg0)
}

// UnpackCoins is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6610657.
//
// Solidity: function coins(uint256 ) view returns(address)
func (stableSwapPool *StableSwapPool) UnpackCoins(data []byte) (common.Address, error) {
	out, err := stableSwapPool.abi.Unpack("coins", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (stableSwapPool *StableSwapPool) PackDecimals() []byte {
	enc, err := stableSwapPool.abi.Pack("decimals")
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
func (stableSwapPool *StableSwapPool) TryPackDecimals() ([]byte, error) {
	return stableSwapPool.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (stableSwapPool *StableSwapPool) UnpackDecimals(data []byte) (uint8, error) {
	out, err := stableSwapPool.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackExchange is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3df02124.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) returns(uint256 dy)
func (stableSwapPool *StableSwapPool) PackExchange(i *big.Int, j *big.Int, dx *big.Int, minDy *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("exchange", i, j, dx, minDy)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExchange is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3df02124.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) returns(uint256 dy)
func (stableSwapPool *StableSwapPool) TryPackExchange(i *big.Int, j *big.Int, dx *big.Int, minDy *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("exchange", i, j, dx, minDy)
}

// UnpackExchange is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3df02124.
//
// Solidity: function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) returns(uint256 dy)
func (stableSwapPool *StableSwapPool) UnpackExchange(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("exchange", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fee() view returns(uint256)
func (stableSwapPool *StableSwapPool) PackFee() []byte {
	enc, err := stableSwapPool.abi.Pack("fee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fee() view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackFee() ([]byte, error) {
	return stableSwapPool.abi.Pack("fee")
}

// UnpackFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddca3f43.
//
// Solidity: function fee() view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackFee(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("fee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetDy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e0d443f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function get_dy(int128 i, int128 j, uint256 dx) view returns(uint256)
func (stableSwapPool *StableSwapPool) PackGetDy(i *big.Int, j *big.Int, dx *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("get_dy", i, j, dx)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e0d443f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function get_dy(int128 i, int128 j, uint256 dx) view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackGetDy(i *big.Int, j *big.Int, dx *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("get_dy", i, j, dx)
}

// UnpackGetDy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5e0d443f.
//
// Solidity: function get_dy(int128 i, int128 j, uint256 dx) view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackGetDy(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("get_dy", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetVirtualPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb7b8b80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function get_virtual_price() view returns(uint256)
func (stableSwapPool *StableSwapPool) PackGetVirtualPrice() []byte {
	enc, err := stableSwapPool.abi.Pack("get_virtual_price")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetVirtualPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb7b8b80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function get_virtual_price() view returns(uint256)
func (stableSwapPool *StableSwapPool) TryPackGetVirtualPrice() ([]byte, error) {
	return stableSwapPool.abi.Pack("get_virtual_price")
}

// UnpackGetVirtualPrice is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbb7b8b80.
//
// Solidity: function get_virtual_price() view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackGetVirtualPrice(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("get_virtual_price", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe87ffae6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address[2] coins_, uint256 a_, uint256 fee_) returns()
func (stableSwapPool *StableSwapPool) PackInitialize(coins [2]common.Address, a *big.Int, fee *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("initialize", coins, a, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe87ffae6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address[2] coins_, uint256 a_, uint256 fee_) returns()
func (stableSwapPool *StableSwapPool) TryPackInitialize(coins [2]common.Address, a *big.Int, fee *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("initialize", coins, a, fee)
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (stableSwapPool *StableSwapPool) PackIsInitialized() []byte {
	enc, err := stableSwapPool.abi.Pack("isInitialized")
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
func (stableSwapPool *StableSwapPool) TryPackIsInitialized() ([]byte, error) {
	return stableSwapPool.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (stableSwapPool *StableSwapPool) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := stableSwapPool.abi.Unpack("isInitialized", data)
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
func (stableSwapPool *StableSwapPool) PackName() []byte {
	enc, err := stableSwapPool.abi.Pack("name")
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
func (stableSwapPool *StableSwapPool) TryPackName() ([]byte, error) {
	return stableSwapPool.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (stableSwapPool *StableSwapPool) UnpackName(data []byte) (string, error) {
	out, err := stableSwapPool.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b36389c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function remove_liquidity(uint256 amount, uint256[2] min_amounts) returns(uint256[2] amounts)
func (stableSwapPool *StableSwapPool) PackRemoveLiquidity(amount *big.Int, minAmounts [2]*big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("remove_liquidity", amount, minAmounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRemoveLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b36389c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function remove_liquidity(uint256 amount, uint256[2] min_amounts) returns(uint256[2] amounts)
func (stableSwapPool *StableSwapPool) TryPackRemoveLiquidity(amount *big.Int, minAmounts [2]*big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("remove_liquidity", amount, minAmounts)
}

// UnpackRemoveLiquidity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b36389c.
//
// Solidity: function remove_liquidity(uint256 amount, uint256[2] min_amounts) returns(uint256[2] amounts)
func (stableSwapPool *StableSwapPool) UnpackRemoveLiquidity(data []byte) ([2]*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("remove_liquidity", data)
	if err != nil {
		return *new([2]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([2]*big.Int)).(*[2]*big.Int)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (stableSwapPool *StableSwapPool) PackSymbol() []byte {
	enc, err := stableSwapPool.abi.Pack("symbol")
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
func (stableSwapPool *StableSwapPool) TryPackSymbol() ([]byte, error) {
	return stableSwapPool.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (stableSwapPool *StableSwapPool) UnpackSymbol(data []byte) (string, error) {
	out, err := stableSwapPool.abi.Unpack("symbol", data)
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
func (stableSwapPool *StableSwapPool) PackTotalSupply() []byte {
	enc, err := stableSwapPool.abi.Pack("totalSupply")
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
func (stableSwapPool *StableSwapPool) TryPackTotalSupply() ([]byte, error) {
	return stableSwapPool.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (stableSwapPool *StableSwapPool) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := stableSwapPool.abi.Unpack("totalSupply", data)
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
func (stableSwapPool *StableSwapPool) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("transfer", to, value)
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
func (stableSwapPool *StableSwapPool) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (stableSwapPool *StableSwapPool) UnpackTransfer(data []byte) (bool, error) {
	out, err := stableSwapPool.abi.Unpack("transfer", data)
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
func (stableSwapPool *StableSwapPool) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := stableSwapPool.abi.Pack("transferFrom", from, to, value)
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
func (stableSwapPool *StableSwapPool) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return stableSwapPool.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (stableSwapPool *StableSwapPool) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := stableSwapPool.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// StableSwapPoolAddLiquidity represents a AddLiquidity event raised by the StableSwapPool contract.
type StableSwapPoolAddLiquidity struct {
	Provider     common.Address
	TokenAmounts [2]*big.Int
	Fees         [2]*big.Int
	Invariant    *big.Int
	TokenSupply  *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const StableSwapPoolAddLiquidityEventName = "AddLiquidity"

// ContractEventName returns the user-defined event name.
func (StableSwapPoolAddLiquidity) ContractEventName() string {
	return StableSwapPoolAddLiquidityEventName
}

// UnpackAddLiquidityEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AddLiquidity(address indexed provider, uint256[2] token_amounts, uint256[2] fees, uint256 invariant, uint256 token_supply)
func (stableSwapPool *StableSwapPool) UnpackAddLiquidityEvent(log *types.Log) (*StableSwapPoolAddLiquidity, error) {
	event := "AddLiquidity"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stableSwapPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StableSwapPoolAddLiquidity)
	if len(log.Data) > 0 {
		if err := stableSwapPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stableSwapPool.abi.Events[event].Inputs {
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

// StableSwapPoolApproval represents a Approval event raised by the StableSwapPool contract.
type StableSwapPoolApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const StableSwapPoolApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (StableSwapPoolApproval) ContractEventName() string {
	return StableSwapPoolApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (stableSwapPool *StableSwapPool) UnpackApprovalEvent(log *types.Log) (*StableSwapPoolApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stableSwapPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StableSwapPoolApproval)
	if len(log.Data) > 0 {
		if err := stableSwapPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stableSwapPool.abi.Events[event].Inputs {
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

// StableSwapPoolRemoveLiquidity represents a RemoveLiquidity event raised by the StableSwapPool contract.
type StableSwapPoolRemoveLiquidity struct {
	Provider     common.Address
	TokenAmounts [2]*big.Int
	Fees         [2]*big.Int
	TokenSupply  *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const StableSwapPoolRemoveLiquidityEventName = "RemoveLiquidity"

// ContractEventName returns the user-defined event name.
func (StableSwapPoolRemoveLiquidity) ContractEventName() string {
	return StableSwapPoolRemoveLiquidityEventName
}

// UnpackRemoveLiquidityEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RemoveLiquidity(address indexed provider, uint256[2] token_amounts, uint256[2] fees, uint256 token_supply)
func (stableSwapPool *StableSwapPool) UnpackRemoveLiquidityEvent(log *types.Log) (*StableSwapPoolRemoveLiquidity, error) {
	event := "RemoveLiquidity"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stableSwapPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StableSwapPoolRemoveLiquidity)
	if len(log.Data) > 0 {
		if err := stableSwapPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stableSwapPool.abi.Events[event].Inputs {
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

// StableSwapPoolTokenExchange represents a TokenExchange event raised by the StableSwapPool contract.
type StableSwapPoolTokenExchange struct {
	Buyer        common.Address
	SoldId       *big.Int
	TokensSold   *big.Int
	BoughtId     *big.Int
	TokensBought *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const StableSwapPoolTokenExchangeEventName = "TokenExchange"

// ContractEventName returns the user-defined event name.
func (StableSwapPoolTokenExchange) ContractEventName() string {
	return StableSwapPoolTokenExchangeEventName
}

// UnpackTokenExchangeEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenExchange(address indexed buyer, int128 sold_id, uint256 tokens_sold, int128 bought_id, uint256 tokens_bought)
func (stableSwapPool *StableSwapPool) UnpackTokenExchangeEvent(log *types.Log) (*StableSwapPoolTokenExchange, error) {
	event := "TokenExchange"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stableSwapPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StableSwapPoolTokenExchange)
	if len(log.Data) > 0 {
		if err := stableSwapPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stableSwapPool.abi.Events[event].Inputs {
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

// StableSwapPoolTransfer represents a Transfer event raised by the StableSwapPool contract.
type StableSwapPoolTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const StableSwapPoolTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (StableSwapPoolTransfer) ContractEventName() string {
	return StableSwapPoolTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (stableSwapPool *StableSwapPool) UnpackTransferEvent(log *types.Log) (*StableSwapPoolTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stableSwapPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StableSwapPoolTransfer)
	if len(log.Data) > 0 {
		if err := stableSwapPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stableSwapPool.abi.Events[event].Inputs {
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
func (stableSwapPool *StableSwapPool) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InitialDepositNeedsAllCoins"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInitialDepositNeedsAllCoinsError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InsufficientAllowance"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvalidA"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvalidAError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvalidCoins"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvalidCoinsError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvalidIndex"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvalidIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvalidReceiver"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["InvariantDidNotGrow"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackInvariantDidNotGrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["NoConvergence"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackNoConvergenceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["Reentrancy"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackReentrancyError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["SameCoin"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackSameCoinError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["Slippage"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackSlippageError(raw[4:])
	}
	if bytes.Equal(raw[:4], stableSwapPool.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return stableSwapPool.UnpackTokenCallFailedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StableSwapPoolAlreadyInitialized represents a AlreadyInitialized error raised by the StableSwapPool contract.
type StableSwapPoolAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func StableSwapPoolAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (stableSwapPool *StableSwapPool) UnpackAlreadyInitializedError(raw []byte) (*StableSwapPoolAlreadyInitialized, error) {
	out := new(StableSwapPoolAlreadyInitialized)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInitialDepositNeedsAllCoins represents a InitialDepositNeedsAllCoins error raised by the StableSwapPool contract.
type StableSwapPoolInitialDepositNeedsAllCoins struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InitialDepositNeedsAllCoins()
func StableSwapPoolInitialDepositNeedsAllCoinsErrorID() common.Hash {
	return common.HexToHash("0xe82d1213e330c64d1510a482f8971ad70498c3ad360924b697432b6d37cd0dd0")
}

// UnpackInitialDepositNeedsAllCoinsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InitialDepositNeedsAllCoins()
func (stableSwapPool *StableSwapPool) UnpackInitialDepositNeedsAllCoinsError(raw []byte) (*StableSwapPoolInitialDepositNeedsAllCoins, error) {
	out := new(StableSwapPoolInitialDepositNeedsAllCoins)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InitialDepositNeedsAllCoins", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInsufficientAllowance represents a InsufficientAllowance error raised by the StableSwapPool contract.
type StableSwapPoolInsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func StableSwapPoolInsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0x192b9e4ebc4a4fb7dd02b679453572cd28ba5c859d02dc04b21a8c00bc0a41f0")
}

// UnpackInsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (stableSwapPool *StableSwapPool) UnpackInsufficientAllowanceError(raw []byte) (*StableSwapPoolInsufficientAllowance, error) {
	out := new(StableSwapPoolInsufficientAllowance)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInsufficientBalance represents a InsufficientBalance error raised by the StableSwapPool contract.
type StableSwapPoolInsufficientBalance struct {
	Account common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func StableSwapPoolInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xdb42144d928cd19733b9dfeead8bc02ed403845c274e06a6eee0944fb25ca5c4")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(address account, uint256 balance, uint256 needed)
func (stableSwapPool *StableSwapPool) UnpackInsufficientBalanceError(raw []byte) (*StableSwapPoolInsufficientBalance, error) {
	out := new(StableSwapPoolInsufficientBalance)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvalidA represents a InvalidA error raised by the StableSwapPool contract.
type StableSwapPoolInvalidA struct {
	A *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidA(uint256 a)
func StableSwapPoolInvalidAErrorID() common.Hash {
	return common.HexToHash("0x174d1f196914a35b6f9107edc362dfc8df30c893f2b1cc27833b207445fc3669")
}

// UnpackInvalidAError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidA(uint256 a)
func (stableSwapPool *StableSwapPool) UnpackInvalidAError(raw []byte) (*StableSwapPoolInvalidA, error) {
	out := new(StableSwapPoolInvalidA)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvalidA", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvalidCoins represents a InvalidCoins error raised by the StableSwapPool contract.
type StableSwapPoolInvalidCoins struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidCoins()
func StableSwapPoolInvalidCoinsErrorID() common.Hash {
	return common.HexToHash("0x4485026e4b695d25c21eee0ce83f761998643de9e930287290cda0bf1928a655")
}

// UnpackInvalidCoinsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidCoins()
func (stableSwapPool *StableSwapPool) UnpackInvalidCoinsError(raw []byte) (*StableSwapPoolInvalidCoins, error) {
	out := new(StableSwapPoolInvalidCoins)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvalidCoins", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvalidFee represents a InvalidFee error raised by the StableSwapPool contract.
type StableSwapPoolInvalidFee struct {
	Fee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidFee(uint256 fee)
func StableSwapPoolInvalidFeeErrorID() common.Hash {
	return common.HexToHash("0x2f38c6ee5a600ab7ea0a697bfdd1089c369999037e5f04c88b318508a67cc36e")
}

// UnpackInvalidFeeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidFee(uint256 fee)
func (stableSwapPool *StableSwapPool) UnpackInvalidFeeError(raw []byte) (*StableSwapPoolInvalidFee, error) {
	out := new(StableSwapPoolInvalidFee)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvalidFee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvalidIndex represents a InvalidIndex error raised by the StableSwapPool contract.
type StableSwapPoolInvalidIndex struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidIndex(int128 index)
func StableSwapPoolInvalidIndexErrorID() common.Hash {
	return common.HexToHash("0x29e055d249fcf032df5295f0ea686d49d9e4b33e0ffb45641e7662f88443d5b5")
}

// UnpackInvalidIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidIndex(int128 index)
func (stableSwapPool *StableSwapPool) UnpackInvalidIndexError(raw []byte) (*StableSwapPoolInvalidIndex, error) {
	out := new(StableSwapPoolInvalidIndex)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvalidIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvalidReceiver represents a InvalidReceiver error raised by the StableSwapPool contract.
type StableSwapPoolInvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidReceiver(address receiver)
func StableSwapPoolInvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x9cfea583c76d990ae2594f1fa87255c0a172ec8bbdaef2992c80c51b9ed3f677")
}

// UnpackInvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidReceiver(address receiver)
func (stableSwapPool *StableSwapPool) UnpackInvalidReceiverError(raw []byte) (*StableSwapPoolInvalidReceiver, error) {
	out := new(StableSwapPoolInvalidReceiver)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolInvariantDidNotGrow represents a InvariantDidNotGrow error raised by the StableSwapPool contract.
type StableSwapPoolInvariantDidNotGrow struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvariantDidNotGrow()
func StableSwapPoolInvariantDidNotGrowErrorID() common.Hash {
	return common.HexToHash("0xe0eebaf8c7e98b6d28e3959f23ab4d005210e881dcd7454185bff4cdb5100b4f")
}

// UnpackInvariantDidNotGrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvariantDidNotGrow()
func (stableSwapPool *StableSwapPool) UnpackInvariantDidNotGrowError(raw []byte) (*StableSwapPoolInvariantDidNotGrow, error) {
	out := new(StableSwapPoolInvariantDidNotGrow)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "InvariantDidNotGrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolNativeTransferFailed represents a NativeTransferFailed error raised by the StableSwapPool contract.
type StableSwapPoolNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func StableSwapPoolNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (stableSwapPool *StableSwapPool) UnpackNativeTransferFailedError(raw []byte) (*StableSwapPoolNativeTransferFailed, error) {
	out := new(StableSwapPoolNativeTransferFailed)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolNoConvergence represents a NoConvergence error raised by the StableSwapPool contract.
type StableSwapPoolNoConvergence struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoConvergence()
func StableSwapPoolNoConvergenceErrorID() common.Hash {
	return common.HexToHash("0x3efa0473f08e07a6e13d79f7e2975f7d434486c350909d124feaaa7a871ace11")
}

// UnpackNoConvergenceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoConvergence()
func (stableSwapPool *StableSwapPool) UnpackNoConvergenceError(raw []byte) (*StableSwapPoolNoConvergence, error) {
	out := new(StableSwapPoolNoConvergence)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "NoConvergence", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolReentrancy represents a Reentrancy error raised by the StableSwapPool contract.
type StableSwapPoolReentrancy struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Reentrancy()
func StableSwapPoolReentrancyErrorID() common.Hash {
	return common.HexToHash("0xab143c06c9772d69bbbc9f2fe74acd02f810e93b099f3d1dac8448ac9ae35991")
}

// UnpackReentrancyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Reentrancy()
func (stableSwapPool *StableSwapPool) UnpackReentrancyError(raw []byte) (*StableSwapPoolReentrancy, error) {
	out := new(StableSwapPoolReentrancy)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "Reentrancy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolSameCoin represents a SameCoin error raised by the StableSwapPool contract.
type StableSwapPoolSameCoin struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameCoin()
func StableSwapPoolSameCoinErrorID() common.Hash {
	return common.HexToHash("0x07e32db0ac77d958326cc837b37b60b905ba4a7f352193a08afd7b5a8f689a42")
}

// UnpackSameCoinError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameCoin()
func (stableSwapPool *StableSwapPool) UnpackSameCoinError(raw []byte) (*StableSwapPoolSameCoin, error) {
	out := new(StableSwapPoolSameCoin)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "SameCoin", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolSlippage represents a Slippage error raised by the StableSwapPool contract.
type StableSwapPoolSlippage struct {
	Amount  *big.Int
	Minimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Slippage(uint256 amount, uint256 minimum)
func StableSwapPoolSlippageErrorID() common.Hash {
	return common.HexToHash("0x2746152a4b5a8cbfa74a83d42c54b637196958aade7f0d4cb312a6b5919d94f8")
}

// UnpackSlippageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Slippage(uint256 amount, uint256 minimum)
func (stableSwapPool *StableSwapPool) UnpackSlippageError(raw []byte) (*StableSwapPoolSlippage, error) {
	out := new(StableSwapPoolSlippage)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "Slippage", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StableSwapPoolTokenCallFailed represents a TokenCallFailed error raised by the StableSwapPool contract.
type StableSwapPoolTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func StableSwapPoolTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (stableSwapPool *StableSwapPool) UnpackTokenCallFailedError(raw []byte) (*StableSwapPoolTokenCallFailed, error) {
	out := new(StableSwapPoolTokenCallFailed)
	if err := stableSwapPool.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}
