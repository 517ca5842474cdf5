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

// GMPGatewayMetaData contains all meta data concerning the GMPGateway contract.
var GMPGatewayMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"AlreadyInitialized\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"}],\"name\":\"CommandAlreadyApproved\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"}],\"name\":\"TokenDoesNotExist\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationContractAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"name\":\"ContractCall\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sourceTxHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sourceEventIndex\",\"type\":\"uint256\"}],\"name\":\"ContractCallApproved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"sourceTxHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sourceEventIndex\",\"type\":\"uint256\"}],\"name\":\"ContractCallApprovedWithMint\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"destinationContractAddress\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"ContractCallWithToken\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"}],\"name\":\"Executed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"tokenAddress\",\"type\":\"address\"}],\"name\":\"TokenRegistered\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"sourceTxHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"sourceEventIndex\",\"type\":\"uint256\"}],\"name\":\"approveContractCall\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"sourceTxHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"sourceEventIndex\",\"type\":\"uint256\"}],\"name\":\"approveContractCallWithMint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationContractAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"}],\"name\":\"callContract\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"destinationChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"destinationContractAddress\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"payload\",\"type\":\"bytes\"},{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"callContractWithToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator_\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"}],\"name\":\"isCommandApproved\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"}],\"name\":\"isCommandExecuted\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"isContractCallAndMintApproved\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"contractAddress\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"isContractCallApproved\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isInitialized\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"operator\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"registerToken\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"name\":\"tokenAddresses\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"}],\"name\":\"validateContractCall\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"commandId\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"sourceChain\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"sourceAddress\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"payloadHash\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"symbol\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"validateContractCallAndMint\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "GMPGateway",
	Bin: "0x6080604052348015600e575f5ffd5b5060405161161e38038061161e833981016040819052602b916081565b6032816037565b5060ac565b5f5460ff161560585760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b5f602082840312156090575f5ffd5b81516001600160a01b038116811460a5575f5ffd5b9392505050565b611565806100b95f395ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c8063b541708411610093578063d6b7c82b11610063578063d6b7c82b1461021f578063def919e914610232578063e320850614610245578063f6a5f9f514610267575f5ffd5b8063b5417084146101c4578063bc00c216146101d7578063c4d66de8146101ea578063d26ff210146101fd575f5ffd5b8063570ca735116100ce578063570ca7351461013b5780635f6970c31461016a57806369f667ed1461017d578063935b13f614610190575f5ffd5b80631876eed9146100f45780631c92115f1461011c578063392e53cd14610131575b5f5ffd5b610107610102366004610b88565b61027a565b60405190151581526020015b60405180910390f35b61012f61012a366004610c3d565b610333565b005b5f5460ff16610107565b5f546101529061010090046001600160a01b031681565b6040516001600160a01b039091168152602001610113565b610107610178366004610cd9565b61039e565b61012f61018b366004610d73565b6103ea565b61015261019e366004610dd6565b80516020818301810180516001825292820191909301209152546001600160a01b031681565b61012f6101d2366004610e86565b6104a1565b6101076101e5366004610f57565b6105aa565b61012f6101f8366004611022565b6105e2565b61010761020b366004611042565b5f9081526003602052604090205460ff1690565b61012f61022d366004611059565b6105ee565b61012f610240366004611139565b6106ce565b610107610253366004611042565b5f9081526002602052604090205460ff1690565b6101076102753660046111dc565b610797565b5f5f61028e8b8b8b8b8b338c8c8c8c6107c9565b5f8181526004602052604090205490915060ff166102af575f915050610326565b6102b98b82610835565b6102c38585610890565b6040516340c10f1960e01b8152336004820152602481018590526001600160a01b0391909116906340c10f19906044015f604051808303815f87803b15801561030a575f5ffd5b505af115801561031c573d5f5f3e3d5ffd5b5050505060019150505b9998505050505050505050565b818160405161034392919061126f565b6040518091039020336001600160a01b03167f30ae6cc78c27e651745bf2ad08a11de83910ac1e347a52f7ac898c0fbef94dae88888888888860405161038e969594939291906112a6565b60405180910390a3505050505050565b5f5f6103af888888888833896108e6565b5f8181526004602052604090205490915060ff166103d0575f9150506103e0565b6103da8882610835565b60019150505b9695505050505050565b5f5461010090046001600160a01b0316331461042057604051633b63649d60e11b81523360048201526024015b60405180910390fd5b806001848460405161043392919061126f565b90815260405190819003602001812080546001600160a01b03939093166001600160a01b0319909316929092179091557f0fd4145e0bd1305ef15c2adcf308e601b33f5ccd4d010ae8270aa596a6b2d59490610494908590859085906112e1565b60405180910390a1505050565b805f036104c15760405163162908e360e11b815260040160405180910390fd5b5f6104cc8484610890565b90506104da81333085610949565b604051632770a7eb60e21b8152306004820152602481018390526001600160a01b03821690639dc29fac906044015f604051808303815f87803b15801561051f575f5ffd5b505af1158015610531573d5f5f3e3d5ffd5b50505050858560405161054592919061126f565b6040518091039020336001600160a01b03167f7e50569d26be643bda7757722291ec66b1be66d8283474ae3fab5a98f878a7a28c8c8c8c8c8c8c8c8c6040516105969998979695949392919061130c565b60405180910390a350505050505050505050565b5f60045f6105c08d8d8d8d8d8d8d8d8d8d6107c9565b815260208101919091526040015f205460ff169b9a5050505050505050505050565b6105eb816109a9565b50565b5f5461010090046001600160a01b0316331461061f57604051633b63649d60e11b8152336004820152602401610417565b6106298585610890565b506106338c6109f4565b600160045f61064a8f8f8f8f8f8f8f8f8f8f6107c9565b81526020019081526020015f205f6101000a81548160ff02191690831515021790555085876001600160a01b03168d7f9991faa1f435675159ffae64b66d7ecfdb55c29755869a18db8497b4392347e08e8e8e8e8c8c8c8c8c6040516106b899989796959493929190611373565b60405180910390a4505050505050505050505050565b5f5461010090046001600160a01b031633146106ff57604051633b63649d60e11b8152336004820152602401610417565b610708896109f4565b600160045f61071c8c8c8c8c8c8c8c6108e6565b81526020019081526020015f205f6101000a81548160ff02191690831515021790555082846001600160a01b03168a7f44e4f8f6bd682c5a3aeba93601ab07cb4d1f21b2aab1ae4880d9577919309aa48b8b8b8b8989604051610784969594939291906113d0565b60405180910390a4505050505050505050565b5f60045f6107aa8a8a8a8a8a8a8a6108e6565b815260208101919091526040015f205460ff1698975050505050505050565b5f7fb7ad972b71475860613db3ba1fe699b886c878f9002a09250dc25e769eb19a108b8b8b8b8b8b8b8b8b8b60405160200161080f9b9a9998979695949392919061140c565b6040516020818303038152906040528051906020012090509a9950505050505050505050565b5f818152600460209081526040808320805460ff19908116909155858452600390925280832080549092166001179091555183917fa74c8847d513feba22a0f0cb38d53081abf97562cdb293926ba243689e7c41ca91a25050565b5f600183836040516108a392919061126f565b908152604051908190036020019020546001600160a01b03169050806108e057828260405163395d09bf60e11b8152600401610417929190611484565b92915050565b5f7f07b0d4304f82012bd3b70b1d531c160e326067c90829e2a3d386722ad10b89c38888888888888860405160200161092698979695949392919061149f565b604051602081830303815290604052805190602001209050979650505050505050565b604080516001600160a01b0385811660248301528416604482015260648082018490528251808303909101815260849091019091526020810180516001600160e01b03166323b872dd60e01b1790526109a3908590610a40565b50505050565b5f5460ff16156109cb5760405162dc149f60e41b815260040160405180910390fd5b5f80546001600160a01b03909216610100026001600160a81b0319909216919091176001179055565b5f8181526002602052604090205460ff1615610a2657604051633af92df960e11b815260048101829052602401610417565b5f908152600260205260409020805460ff19166001179055565b5f5f836001600160a01b031683604051610a5a91906114f2565b5f604051808303815f865af19150503d805f8114610a93576040519150601f19603f3d011682016040523d82523d5f602084013e610a98565b606091505b509150915081610aef57805115610ab157805160208201fd5b83610abb84611508565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b0319166024820152604401610417565b5f81515f14610b1e576020825110158015610b19575081806020019051810190610b199190611546565b610b2c565b5f856001600160a01b03163b115b905080610b3d5784610abb85611508565b5050505050565b5f5f83601f840112610b54575f5ffd5b5081356001600160401b03811115610b6a575f5ffd5b602083019150836020828501011115610b81575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f5f60c08a8c031215610ba0575f5ffd5b8935985060208a01356001600160401b03811115610bbc575f5ffd5b610bc88c828d01610b44565b90995097505060408a01356001600160401b03811115610be6575f5ffd5b610bf28c828d01610b44565b90975095505060608a0135935060808a01356001600160401b03811115610c17575f5ffd5b610c238c828d01610b44565b9a9d999c50979a9699959894979660a00135949350505050565b5f5f5f5f5f5f60608789031215610c52575f5ffd5b86356001600160401b03811115610c67575f5ffd5b610c7389828a01610b44565b90975095505060208701356001600160401b03811115610c91575f5ffd5b610c9d89828a01610b44565b90955093505060408701356001600160401b03811115610cbb575f5ffd5b610cc789828a01610b44565b979a9699509497509295939492505050565b5f5f5f5f5f5f60808789031215610cee575f5ffd5b8635955060208701356001600160401b03811115610d0a575f5ffd5b610d1689828a01610b44565b90965094505060408701356001600160401b03811115610d34575f5ffd5b610d4089828a01610b44565b979a9699509497949695606090950135949350505050565b80356001600160a01b0381168114610d6e575f5ffd5b919050565b5f5f5f60408486031215610d85575f5ffd5b83356001600160401b03811115610d9a575f5ffd5b610da686828701610b44565b9094509250610db9905060208501610d58565b90509250925092565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215610de6575f5ffd5b81356001600160401b03811115610dfb575f5ffd5b8201601f81018413610e0b575f5ffd5b80356001600160401b03811115610e2457610e24610dc2565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610e5257610e52610dc2565b604052818152828201602001861015610e69575f5ffd5b816020840160208301375f91810160200191909152949350505050565b5f5f5f5f5f5f5f5f5f60a08a8c031215610e9e575f5ffd5b89356001600160401b03811115610eb3575f5ffd5b610ebf8c828d01610b44565b909a5098505060208a01356001600160401b03811115610edd575f5ffd5b610ee98c828d01610b44565b90985096505060408a01356001600160401b03811115610f07575f5ffd5b610f138c828d01610b44565b90965094505060608a01356001600160401b03811115610f31575f5ffd5b610f3d8c828d01610b44565b9a9d999c50979a9699959894979660800135949350505050565b5f5f5f5f5f5f5f5f5f5f60e08b8d031215610f70575f5ffd5b8a35995060208b01356001600160401b03811115610f8c575f5ffd5b610f988d828e01610b44565b909a5098505060408b01356001600160401b03811115610fb6575f5ffd5b610fc28d828e01610b44565b9098509650610fd5905060608c01610d58565b945060808b0135935060a08b01356001600160401b03811115610ff6575f5ffd5b6110028d828e01610b44565b9b9e9a9d50989b979a96999598949794969560c090950135949350505050565b5f60208284031215611032575f5ffd5b61103b82610d58565b9392505050565b5f60208284031215611052575f5ffd5b5035919050565b5f5f5f5f5f5f5f5f5f5f5f5f6101208d8f031215611075575f5ffd5b8c359b506001600160401b0360208e01351115611090575f5ffd5b6110a08e60208f01358f01610b44565b909b5099506001600160401b0360408e013511156110bc575f5ffd5b6110cc8e60408f01358f01610b44565b90995097506110dd60608e01610d58565b965060808d013595506001600160401b0360a08e013511156110fd575f5ffd5b61110d8e60a08f01358f01610b44565b9c9f9b9e50999c989b979a9699959895979660c08701359660e081013596506101000135945092505050565b5f5f5f5f5f5f5f5f5f60e08a8c031215611151575f5ffd5b8935985060208a01356001600160401b0381111561116d575f5ffd5b6111798c828d01610b44565b90995097505060408a01356001600160401b03811115611197575f5ffd5b6111a38c828d01610b44565b90975095506111b6905060608b01610d58565b989b979a5095989497939693955050505060808201359160a08101359160c09091013590565b5f5f5f5f5f5f5f60a0888a0312156111f2575f5ffd5b8735965060208801356001600160401b0381111561120e575f5ffd5b61121a8a828b01610b44565b90975095505060408801356001600160401b03811115611238575f5ffd5b6112448a828b01610b44565b9095509350611257905060608901610d58565b96999598509396929591949193505060809091013590565b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b606081525f6112b960608301888a61127e565b82810360208401526112cc81878961127e565b9050828103604084015261032681858761127e565b604081525f6112f460408301858761127e565b905060018060a01b0383166020830152949350505050565b60a081525f61131f60a083018b8d61127e565b8281036020840152611332818a8c61127e565b9050828103604084015261134781888a61127e565b9050828103606084015261135c81868861127e565b9150508260808301529a9950505050505050505050565b60c081525f61138660c083018b8d61127e565b8281036020840152611399818a8c61127e565b905082810360408401526113ae81888a61127e565b60608401969096525050608081019290925260a0909101529695505050505050565b608081525f6113e360808301888a61127e565b82810360208401526113f681878961127e565b6040840195909552505060600152949350505050565b8b81528a602082015261010060408201525f61142d61010083018b8d61127e565b8281036060840152611440818a8c61127e565b6001600160a01b038916608085015260a0840188905283810360c0850152905061146b81868861127e565b9150508260e08301529c9b505050505050505050505050565b602081525f61149760208301848661127e565b949350505050565b88815287602082015260c060408201525f6114be60c08301888a61127e565b82810360608401526114d181878961127e565b6001600160a01b03959095166080840152505060a001529695505050505050565b5f82518060208501845e5f920191825250919050565b805160208201516001600160e01b031981169190600482101561153f576001600160e01b0319600483900360031b81901b82161692505b5050919050565b5f60208284031215611556575f5ffd5b8151801515811461103b575f5ffd",
}

// GMPGateway is an auto generated Go binding around an Ethereum contract.
type GMPGateway struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *GMPGateway) GetABI() abi.ABI {
	return c.abi
}

// NewGMPGateway creates a new instance of GMPGateway.
func NewGMPGateway() *GMPGateway {
	parsed, err := GMPGatewayMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &GMPGateway{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *GMPGateway) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address operator_) returns()
func (gMPGateway *GMPGateway) PackConstructor(operator_ common.Address) []byte {
	enc, err := gMPGateway.abi.Pack("", operator_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackApproveContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdef919e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveContractCall(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, bytes32 sourceTxHash, uint256 sourceEventIndex) returns()
func (gMPGateway *GMPGateway) PackApproveContractCall(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, sourceTxHash [32]byte, sourceEventIndex *big.Int) []byte {
	enc, err := gMPGateway.abi.Pack("approveContractCall", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, sourceTxHash, sourceEventIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdef919e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveContractCall(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, bytes32 sourceTxHash, uint256 sourceEventIndex) returns()
func (gMPGateway *GMPGateway) TryPackApproveContractCall(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, sourceTxHash [32]byte, sourceEventIndex *big.Int) ([]byte, error) {
	return gMPGateway.abi.Pack("approveContractCall", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, sourceTxHash, sourceEventIndex)
}

// PackApproveContractCallWithMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6b7c82b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveContractCallWithMint(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, string symbol, uint256 amount, bytes32 sourceTxHash, uint256 sourceEventIndex) returns()
func (gMPGateway *GMPGateway) PackApproveContractCallWithMint(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, symbol string, amount *big.Int, sourceTxHash [32]byte, sourceEventIndex *big.Int) []byte {
	enc, err := gMPGateway.abi.Pack("approveContractCallWithMint", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount, sourceTxHash, sourceEventIndex)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveContractCallWithMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd6b7c82b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveContractCallWithMint(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, string symbol, uint256 amount, bytes32 sourceTxHash, uint256 sourceEventIndex) returns()
func (gMPGateway *GMPGateway) TryPackApproveContractCallWithMint(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, symbol string, amount *big.Int, sourceTxHash [32]byte, sourceEventIndex *big.Int) ([]byte, error) {
	return gMPGateway.abi.Pack("approveContractCallWithMint", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount, sourceTxHash, sourceEventIndex)
}

// PackCallContract is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c92115f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function callContract(string destinationChain, string destinationContractAddress, bytes payload) returns()
func (gMPGateway *GMPGateway) PackCallContract(destinationChain string, destinationContractAddress string, payload []byte) []byte {
	enc, err := gMPGateway.abi.Pack("callContract", destinationChain, destinationContractAddress, payload)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCallContract is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c92115f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function callContract(string destinationChain, string destinationContractAddress, bytes payload) returns()
func (gMPGateway *GMPGateway) TryPackCallContract(destinationChain string, destinationContractAddress string, payload []byte) ([]byte, error) {
	return gMPGateway.abi.Pack("callContract", destinationChain, destinationContractAddress, payload)
}

// PackCallContractWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5417084.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function callContractWithToken(string destinationChain, string destinationContractAddress, bytes payload, string symbol, uint256 amount) returns()
func (gMPGateway *GMPGateway) PackCallContractWithToken(destinationChain string, destinationContractAddress string, payload []byte, symbol string, amount *big.Int) []byte {
	enc, err := gMPGateway.abi.Pack("callContractWithToken", destinationChain, destinationContractAddress, payload, symbol, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCallContractWithToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5417084.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function callContractWithToken(string destinationChain, string destinationContractAddress, bytes payload, string symbol, uint256 amount) returns()
func (gMPGateway *GMPGateway) TryPackCallContractWithToken(destinationChain string, destinationContractAddress string, payload []byte, symbol string, amount *big.Int) ([]byte, error) {
	return gMPGateway.abi.Pack("callContractWithToken", destinationChain, destinationContractAddress, payload, symbol, amount)
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address operator_) returns()
func (gMPGateway *GMPGateway) PackInitialize(operator common.Address) []byte {
	enc, err := gMPGateway.abi.Pack("initialize", operator)
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
func (gMPGateway *GMPGateway) TryPackInitialize(operator common.Address) ([]byte, error) {
	return gMPGateway.abi.Pack("initialize", operator)
}

// PackIsCommandApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3208506.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isCommandApproved(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) PackIsCommandApproved(commandId [32]byte) []byte {
	enc, err := gMPGateway.abi.Pack("isCommandApproved", commandId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsCommandApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3208506.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isCommandApproved(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) TryPackIsCommandApproved(commandId [32]byte) ([]byte, error) {
	return gMPGateway.abi.Pack("isCommandApproved", commandId)
}

// UnpackIsCommandApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe3208506.
//
// Solidity: function isCommandApproved(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) UnpackIsCommandApproved(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("isCommandApproved", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsCommandExecuted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd26ff210.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isCommandExecuted(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) PackIsCommandExecuted(commandId [32]byte) []byte {
	enc, err := gMPGateway.abi.Pack("isCommandExecuted", commandId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsCommandExecuted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd26ff210.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isCommandExecuted(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) TryPackIsCommandExecuted(commandId [32]byte) ([]byte, error) {
	return gMPGateway.abi.Pack("isCommandExecuted", commandId)
}

// UnpackIsCommandExecuted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd26ff210.
//
// Solidity: function isCommandExecuted(bytes32 commandId) view returns(bool)
func (gMPGateway *GMPGateway) UnpackIsCommandExecuted(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("isCommandExecuted", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsContractCallAndMintApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc00c216.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isContractCallAndMintApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, string symbol, uint256 amount) view returns(bool)
func (gMPGateway *GMPGateway) PackIsContractCallAndMintApproved(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, symbol string, amount *big.Int) []byte {
	enc, err := gMPGateway.abi.Pack("isContractCallAndMintApproved", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsContractCallAndMintApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc00c216.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isContractCallAndMintApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, string symbol, uint256 amount) view returns(bool)
func (gMPGateway *GMPGateway) TryPackIsContractCallAndMintApproved(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte, symbol string, amount *big.Int) ([]byte, error) {
	return gMPGateway.abi.Pack("isContractCallAndMintApproved", commandId, sourceChain, sourceAddress, contractAddress, payloadHash, symbol, amount)
}

// UnpackIsContractCallAndMintApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc00c216.
//
// Solidity: function isContractCallAndMintApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash, string symbol, uint256 amount) view returns(bool)
func (gMPGateway *GMPGateway) UnpackIsContractCallAndMintApproved(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("isContractCallAndMintApproved", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsContractCallApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6a5f9f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isContractCallApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash) view returns(bool)
func (gMPGateway *GMPGateway) PackIsContractCallApproved(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte) []byte {
	enc, err := gMPGateway.abi.Pack("isContractCallApproved", commandId, sourceChain, sourceAddress, contractAddress, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsContractCallApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6a5f9f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isContractCallApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash) view returns(bool)
func (gMPGateway *GMPGateway) TryPackIsContractCallApproved(commandId [32]byte, sourceChain string, sourceAddress string, contractAddress common.Address, payloadHash [32]byte) ([]byte, error) {
	return gMPGateway.abi.Pack("isContractCallApproved", commandId, sourceChain, sourceAddress, contractAddress, payloadHash)
}

// UnpackIsContractCallApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf6a5f9f5.
//
// Solidity: function isContractCallApproved(bytes32 commandId, string sourceChain, string sourceAddress, address contractAddress, bytes32 payloadHash) view returns(bool)
func (gMPGateway *GMPGateway) UnpackIsContractCallApproved(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("isContractCallApproved", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsInitialized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x392e53cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isInitialized() view returns(bool)
func (gMPGateway *GMPGateway) PackIsInitialized() []byte {
	enc, err := gMPGateway.abi.Pack("isInitialized")
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
func (gMPGateway *GMPGateway) TryPackIsInitialized() ([]byte, error) {
	return gMPGateway.abi.Pack("isInitialized")
}

// UnpackIsInitialized is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x392e53cd.
//
// Solidity: function isInitialized() view returns(bool)
func (gMPGateway *GMPGateway) UnpackIsInitialized(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("isInitialized", data)
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
func (gMPGateway *GMPGateway) PackOperator() []byte {
	enc, err := gMPGateway.abi.Pack("operator")
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
func (gMPGateway *GMPGateway) TryPackOperator() ([]byte, error) {
	return gMPGateway.abi.Pack("operator")
}

// UnpackOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x570ca735.
//
// Solidity: function operator() view returns(address)
func (gMPGateway *GMPGateway) UnpackOperator(data []byte) (common.Address, error) {
	out, err := gMPGateway.abi.Unpack("operator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegisterToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69f667ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerToken(string symbol, address token) returns()
func (gMPGateway *GMPGateway) PackRegisterToken(symbol string, token common.Address) []byte {
	enc, err := gMPGateway.abi.Pack("registerToken", symbol, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69f667ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerToken(string symbol, address token) returns()
func (gMPGateway *GMPGateway) TryPackRegisterToken(symbol string, token common.Address) ([]byte, error) {
	return gMPGateway.abi.Pack("registerToken", symbol, token)
}

// PackTokenAddresses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x935b13f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenAddresses(string ) view returns(address)
func (gMPGateway *GMPGateway) PackTokenAddresses(arg0 string) []byte {
	enc, err := gMPGateway.abi.Pack("tokenAddresses", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenAddresses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x935b13f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenAddresses(string ) view returns(address)
func (gMPGateway *GMPGateway) TryPackTokenAddresses(arg0 string) ([]byte, error) {
	return gMPGateway.abi.Pack("tokenAddresses", arg0)
}

// UnpackTokenAddresses is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x935b13f6.
//
// Solidity: function tokenAddresses(string ) view returns(address)
func (gMPGateway *GMPGateway) UnpackTokenAddresses(data []byte) (common.Address, error) {
	out, err := gMPGateway.abi.Unpack("tokenAddresses", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackValidateContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f6970c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateContractCall(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash) returns(bool)
func (gMPGateway *GMPGateway) PackValidateContractCall(commandId [32]byte, sourceChain string, sourceAddress string, payloadHash [32]byte) []byte {
	enc, err := gMPGateway.abi.Pack("validateContractCall", commandId, sourceChain, sourceAddress, payloadHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateContractCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f6970c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateContractCall(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash) returns(bool)
func (gMPGateway *GMPGateway) TryPackValidateContractCall(commandId [32]byte, sourceChain string, sourceAddress string, payloadHash [32]byte) ([]byte, error) {
	return gMPGateway.abi.Pack("validateContractCall", commandId, sourceChain, sourceAddress, payloadHash)
}

// UnpackValidateContractCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f6970c3.
//
// Solidity: function validateContractCall(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash) returns(bool)
func (gMPGateway *GMPGateway) UnpackValidateContractCall(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("validateContractCall", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackValidateContractCallAndMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1876eed9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateContractCallAndMint(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash, string symbol, uint256 amount) returns(bool)
func (gMPGateway *GMPGateway) PackValidateContractCallAndMint(commandId [32]byte, sourceChain string, sourceAddress string, payloadHash [32]byte, symbol string, amount *big.Int) []byte {
	enc, err := gMPGateway.abi.Pack("validateContractCallAndMint", commandId, sourceChain, sourceAddress, payloadHash, symbol, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateContractCallAndMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1876eed9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateContractCallAndMint(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash, string symbol, uint256 amount) returns(bool)
func (gMPGateway *GMPGateway) TryPackValidateContractCallAndMint(commandId [32]byte, sourceChain string, sourceAddress string, payloadHash [32]byte, symbol string, amount *big.Int) ([]byte, error) {
	return gMPGateway.abi.Pack("validateContractCallAndMint", commandId, sourceChain, sourceAddress, payloadHash, symbol, amount)
}

// UnpackValidateContractCallAndMint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1876eed9.
//
// Solidity: function validateContractCallAndMint(bytes32 commandId, string sourceChain, string sourceAddress, bytes32 payloadHash, string symbol, uint256 amount) returns(bool)
func (gMPGateway *GMPGateway) UnpackValidateContractCallAndMint(data []byte) (bool, error) {
	out, err := gMPGateway.abi.Unpack("validateContractCallAndMint", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// GMPGatewayContractCall represents a ContractCall event raised by the GMPGateway contract.
type GMPGatewayContractCall struct {
	Sender                     common.Address
	DestinationChain           string
	DestinationContractAddress string
	PayloadHash                [32]byte
	Payload                    []byte
	Raw                        *types.Log // Blockchain specific contextual infos
}

const GMPGatewayContractCallEventName = "ContractCall"

// ContractEventName returns the user-defined event name.
func (GMPGatewayContractCall) ContractEventName() string {
	return GMPGatewayContractCallEventName
}

// UnpackContractCallEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ContractCall(address indexed sender, string destinationChain, string destinationContractAddress, bytes32 indexed payloadHash, bytes payload)
func (gMPGateway *GMPGateway) UnpackContractCallEvent(log *types.Log) (*GMPGatewayContractCall, error) {
	event := "ContractCall"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayContractCall)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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

// GMPGatewayContractCallApproved represents a ContractCallApproved event raised by the GMPGateway contract.
type GMPGatewayContractCallApproved struct {
	CommandId        [32]byte
	SourceChain      string
	SourceAddress    string
	ContractAddress  common.Address
	PayloadHash      [32]byte
	SourceTxHash     [32]byte
	SourceEventIndex *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const GMPGatewayContractCallApprovedEventName = "ContractCallApproved"

// ContractEventName returns the user-defined event name.
func (GMPGatewayContractCallApproved) ContractEventName() string {
	return GMPGatewayContractCallApprovedEventName
}

// UnpackContractCallApprovedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ContractCallApproved(bytes32 indexed commandId, string sourceChain, string sourceAddress, address indexed contractAddress, bytes32 indexed payloadHash, bytes32 sourceTxHash, uint256 sourceEventIndex)
func (gMPGateway *GMPGateway) UnpackContractCallApprovedEvent(log *types.Log) (*GMPGatewayContractCallApproved, error) {
	event := "ContractCallApproved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayContractCallApproved)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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

// GMPGatewayContractCallApprovedWithMint represents a ContractCallApprovedWithMint event raised by the GMPGateway contract.
type GMPGatewayContractCallApprovedWithMint struct {
	CommandId        [32]byte
	SourceChain      string
	SourceAddress    string
	ContractAddress  common.Address
	PayloadHash      [32]byte
	Symbol           string
	Amount           *big.Int
	SourceTxHash     [32]byte
	SourceEventIndex *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const GMPGatewayContractCallApprovedWithMintEventName = "ContractCallApprovedWithMint"

// ContractEventName returns the user-defined event name.
func (GMPGatewayContractCallApprovedWithMint) ContractEventName() string {
	return GMPGatewayContractCallApprovedWithMintEventName
}

// UnpackContractCallApprovedWithMintEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ContractCallApprovedWithMint(bytes32 indexed commandId, string sourceChain, string sourceAddress, address indexed contractAddress, bytes32 indexed payloadHash, string symbol, uint256 amount, bytes32 sourceTxHash, uint256 sourceEventIndex)
func (gMPGateway *GMPGateway) UnpackContractCallApprovedWithMintEvent(log *types.Log) (*GMPGatewayContractCallApprovedWithMint, error) {
	event := "ContractCallApprovedWithMint"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayContractCallApprovedWithMint)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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

// GMPGatewayContractCallWithToken represents a ContractCallWithToken event raised by the GMPGateway contract.
type GMPGatewayContractCallWithToken struct {
	Sender                     common.Address
	DestinationChain           string
	DestinationContractAddress string
	PayloadHash                [32]byte
	Payload                    []byte
	Symbol                     string
	Amount                     *big.Int
	Raw                        *types.Log // Blockchain specific contextual infos
}

const GMPGatewayContractCallWithTokenEventName = "ContractCallWithToken"

// ContractEventName returns the user-defined event name.
func (GMPGatewayContractCallWithToken) ContractEventName() string {
	return GMPGatewayContractCallWithTokenEventName
}

// UnpackContractCallWithTokenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ContractCallWithToken(address indexed sender, string destinationChain, string destinationContractAddress, bytes32 indexed payloadHash, bytes payload, string symbol, uint256 amount)
func (gMPGateway *GMPGateway) UnpackContractCallWithTokenEvent(log *types.Log) (*GMPGatewayContractCallWithToken, error) {
	event := "ContractCallWithToken"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayContractCallWithToken)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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

// GMPGatewayExecuted represents a Executed event raised by the GMPGateway contract.
type GMPGatewayExecuted struct {
	CommandId [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const GMPGatewayExecutedEventName = "Executed"

// ContractEventName returns the user-defined event name.
func (GMPGatewayExecuted) ContractEventName() string {
	return GMPGatewayExecutedEventName
}

// UnpackExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Executed(bytes32 indexed commandId)
func (gMPGateway *GMPGateway) UnpackExecutedEvent(log *types.Log) (*GMPGatewayExecuted, error) {
	event := "Executed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayExecuted)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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

// GMPGatewayTokenRegistered represents a TokenRegistered event raised by the GMPGateway contract.
type GMPGatewayTokenRegistered struct {
	Symbol       string
	TokenAddress common.Address
	Raw          *types.Log // Blockchain specific contextual infos
}

const GMPGatewayTokenRegisteredEventName = "TokenRegistered"

// ContractEventName returns the user-defined event name.
func (GMPGatewayTokenRegistered) ContractEventName() string {
	return GMPGatewayTokenRegisteredEventName
}

// UnpackTokenRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenRegistered(string symbol, address tokenAddress)
func (gMPGateway *GMPGateway) UnpackTokenRegisteredEvent(log *types.Log) (*GMPGatewayTokenRegistered, error) {
	event := "TokenRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != gMPGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GMPGatewayTokenRegistered)
	if len(log.Data) > 0 {
		if err := gMPGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range gMPGateway.abi.Events[event].Inputs {
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
func (gMPGateway *GMPGateway) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["AlreadyInitialized"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackAlreadyInitializedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["CommandAlreadyApproved"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackCommandAlreadyApprovedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["NotOperator"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackNotOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackTokenCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], gMPGateway.abi.Errors["TokenDoesNotExist"].ID.Bytes()[:4]) {
		return gMPGateway.UnpackTokenDoesNotExistError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// GMPGatewayAlreadyInitialized represents a AlreadyInitialized error raised by the GMPGateway contract.
type GMPGatewayAlreadyInitialized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInitialized()
func GMPGatewayAlreadyInitializedErrorID() common.Hash {
	return common.HexToHash("0x0dc149f07762891dbcea3fe72770f3d63a1863fc54b2f084e8c59ec476996927")
}

// UnpackAlreadyInitializedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInitialized()
func (gMPGateway *GMPGateway) UnpackAlreadyInitializedError(raw []byte) (*GMPGatewayAlreadyInitialized, error) {
	out := new(GMPGatewayAlreadyInitialized)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "AlreadyInitialized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayCommandAlreadyApproved represents a CommandAlreadyApproved error raised by the GMPGateway contract.
type GMPGatewayCommandAlreadyApproved struct {
	CommandId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommandAlreadyApproved(bytes32 commandId)
func GMPGatewayCommandAlreadyApprovedErrorID() common.Hash {
	return common.HexToHash("0x75f25bf2fc35023b3e780e89e07a382452da6904ccff526d8312b465b1e5a8c4")
}

// UnpackCommandAlreadyApprovedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommandAlreadyApproved(bytes32 commandId)
func (gMPGateway *GMPGateway) UnpackCommandAlreadyApprovedError(raw []byte) (*GMPGatewayCommandAlreadyApproved, error) {
	out := new(GMPGatewayCommandAlreadyApproved)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "CommandAlreadyApproved", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayInvalidAmount represents a InvalidAmount error raised by the GMPGateway contract.
type GMPGatewayInvalidAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount()
func GMPGatewayInvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x2c5211c6cb73b16841677a034781e8336d18ce66df858e54153c86854e11f7b8")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount()
func (gMPGateway *GMPGateway) UnpackInvalidAmountError(raw []byte) (*GMPGatewayInvalidAmount, error) {
	out := new(GMPGatewayInvalidAmount)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayNativeTransferFailed represents a NativeTransferFailed error raised by the GMPGateway contract.
type GMPGatewayNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func GMPGatewayNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (gMPGateway *GMPGateway) UnpackNativeTransferFailedError(raw []byte) (*GMPGatewayNativeTransferFailed, error) {
	out := new(GMPGatewayNativeTransferFailed)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayNotOperator represents a NotOperator error raised by the GMPGateway contract.
type GMPGatewayNotOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOperator(address caller)
func GMPGatewayNotOperatorErrorID() common.Hash {
	return common.HexToHash("0x76c6c93a6423c7e2cef5f93921b1d4d1a5ffb795cd7cfed2df95566b7c7f7c40")
}

// UnpackNotOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOperator(address caller)
func (gMPGateway *GMPGateway) UnpackNotOperatorError(raw []byte) (*GMPGatewayNotOperator, error) {
	out := new(GMPGatewayNotOperator)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "NotOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayTokenCallFailed represents a TokenCallFailed error raised by the GMPGateway contract.
type GMPGatewayTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func GMPGatewayTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (gMPGateway *GMPGateway) UnpackTokenCallFailedError(raw []byte) (*GMPGatewayTokenCallFailed, error) {
	out := new(GMPGatewayTokenCallFailed)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GMPGatewayTokenDoesNotExist represents a TokenDoesNotExist error raised by the GMPGateway contract.
type GMPGatewayTokenDoesNotExist struct {
	Symbol string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenDoesNotExist(string symbol)
func GMPGatewayTokenDoesNotExistErrorID() common.Hash {
	return common.HexToHash("0x72ba137e83183fe400833d349a67046ee411c45835b74fbf1478bffd071a01be")
}

// UnpackTokenDoesNotExistError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenDoesNotExist(string symbol)
func (gMPGateway *GMPGateway) UnpackTokenDoesNotExistError(raw []byte) (*GMPGatewayTokenDoesNotExist, error) {
	out := new(GMPGatewayTokenDoesNotExist)
	if err := gMPGateway.abi.UnpackIntoInterface(out, "TokenDoesNotExist", raw); err != nil {
		return nil, err
	}
	return out, nil
}
