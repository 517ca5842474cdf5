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

// PairSwapperHop is an auto generated low-level Go binding around an user-defined struct.
type PairSwapperHop struct {
	Pool    common.Address
	TokenIn common.Address
	Stable  bool
	FeeBps  *big.Int
}

// PairSwapperMetaData contains all meta data concerning the PairSwapper contract.
var PairSwapperMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"held\",\"type\":\"uint256\"}],\"name\":\"InsufficientInput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InsufficientInputAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pool\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"name\":\"InsufficientLiquidityForOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutputAmount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"name\":\"InvalidFee\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"NativeTransferFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoConvergence\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoHops\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"name\":\"StableOutputNotPossible\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"bytes4\",\"name\":\"selector\",\"type\":\"bytes4\"}],\"name\":\"TokenCallFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"}],\"name\":\"TokenNotInPair\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"pair\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"swapExactIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"pool\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"stable\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"feeBps\",\"type\":\"uint256\"}],\"internalType\":\"structPairSwapper.Hop[]\",\"name\":\"hops\",\"type\":\"tuple[]\"},{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"refundTo\",\"type\":\"address\"}],\"name\":\"swapExactOut\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "PairSwapper",
	Bin: "0x6080604052348015600e575f5ffd5b506121f78061001c5f395ff3fe608060405234801561000f575f5ffd5b5060043610610034575f3560e01c806381436a5314610038578063bccbdcd61461005d575b5f5ffd5b61004b610046366004611dab565b610070565b60405190815260200160405180910390f35b61004b61006b366004611dfb565b61042f565b5f612710831061009b5760405163179c637760e11b8152600481018490526024015b60405180910390fd5b5f8590505f816001600160a01b0316630dfe16816040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100dc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101009190611e93565b6001600160a01b0316866001600160a01b0316149050801580156101955750816001600160a01b031663d21220a76040518163ffffffff1660e01b8152600401602060405180830381865afa15801561015b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061017f9190611e93565b6001600160a01b0316866001600160a01b031614155b156101c657604051638a9bb81760e01b81526001600160a01b03808916600483015287166024820152604401610092565b5f5f836001600160a01b0316630902f1ac6040518163ffffffff1660e01b8152600401606060405180830381865afa158015610204573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102289190611ecb565b506001600160701b031691506001600160701b031691505f5f8461024d578284610250565b83835b6040516370a0823160e01b81526001600160a01b038e811660048301529294509092505f918c16906370a0823190602401602060405180830381865afa15801561029c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102c09190611f17565b90508281116102e25760405163098fb56160e01b815260040160405180910390fd5b5f6102ed8483611f42565b90505f6102fc8c612710611f42565b6103069083611f55565b90508061031561271087611f55565b61031f9190611f6c565b6103298583611f55565b6103339190611f93565b9950895f0361035857604051637b64735960e11b815260048101839052602401610092565b87156103c057886001600160a01b031663022c0d9f5f8c8e6040518463ffffffff1660e01b815260040161038e93929190611fa6565b5f604051808303815f87803b1580156103a5575f5ffd5b505af11580156103b7573d5f5f3e3d5ffd5b5050505061041e565b886001600160a01b031663022c0d9f8b5f8e6040518463ffffffff1660e01b81526004016103f093929190611fa6565b5f604051808303815f87803b158015610407575f5ffd5b505af1158015610419573d5f5f3e3d5ffd5b505050505b505050505050505050949350505050565b5f8480820361045157604051630eac80d760e11b815260040160405180910390fd5b5f61045d826001611f6c565b67ffffffffffffffff81111561047557610475611fd3565b60405190808252806020026020018201604052801561049e578160200160208202803683370190505b509050858183815181106104b4576104b4611fe7565b6020908102919091010152815b80156105445761050b89896104d7600185611f42565b8181106104e6576104e6611fe7565b9050608002018383815181106104fe576104fe611fe7565b6020026020010151610834565b82610517600184611f42565b8151811061052757610527611fe7565b60209081029190910101528061053c81611ffb565b9150506104c1565b50805f8151811061055757610557611fe7565b602002602001015192505f88885f81811061057457610574611fe7565b905060800201602001602081019061058c9190612010565b90505f6105998230610deb565b9050848110156105c657604051633b4b720960e11b81526004810186905260248101829052604401610092565b5f5b84811015610807575f6105dc600187611f42565b8214610657578b8b6105ef846001611f6c565b8181106105fe576105fe611fe7565b90506080020160400160208101906106169190612038565b610651578b8b610627846001611f6c565b81811061063657610636611fe7565b61064c9260206080909202019081019150612010565b610659565b30610659565b885b90505f821561069a576106958d8d8581811061067757610677611fe7565b905060800201602001602081019061068f9190612010565b30610deb565b61069c565b875b90508c8c848181106106b0576106b0611fe7565b90506080020160400160208101906106c89190612038565b1561071a576107158d8d858181106106e2576106e2611fe7565b90506080020182888660016106f79190611f6c565b8151811061070757610707611fe7565b602002602001015185610f1c565b6107fd565b82158061075657508c8c61072f600186611f42565b81811061073e5761073e611fe7565b90506080020160400160208101906107569190612038565b156107b6576107b68d8d8581811061077057610770611fe7565b90506080020160200160208101906107889190612010565b8e8e8681811061079a5761079a611fe7565b6107b09260206080909202019081019150612010565b8361107e565b6107fd8d8d858181106107cb576107cb611fe7565b905060800201878560016107df9190611f6c565b815181106107ef576107ef611fe7565b6020026020010151846110dd565b50506001016105c8565b505f6108138330610deb565b905080156108265761082683888361107e565b505050505095945050505050565b5f6108456060840160408501612038565b15610af3575f6108586020850185612010565b90505f80610875836108706040890160208a01612010565b611235565b91509150610881611d34565b5f5b6002811015610a0d5760405163c661065760e01b8152600481018290526001600160a01b0386169063c661065790602401602060405180830381865afa1580156108cf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108f39190611e93565b6001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa15801561092e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109529190612053565b6109609060ff166024611f42565b61096b90600a612156565b8251826002811061097e5761097e611fe7565b6020020152604051634903b0d160e01b8152600481018290526001600160a01b03861690634903b0d190602401602060405180830381865afa1580156109c6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109ea9190611f17565b82602001518260028110610a0057610a00611fe7565b6020020152600101610883565b50836001600160a01b03166376a2f0f06040518163ffffffff1660e01b8152600401602060405180830381865afa158015610a4a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a6e9190611f17565b816040018181525050836001600160a01b031663ddca3f436040518163ffffffff1660e01b8152600401602060405180830381865afa158015610ab3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ad79190611f17565b6060820152610ae883838884611380565b945050505050610de5565b612710836060013510610b1f5760405163179c637760e11b815260608401356004820152602401610092565b5f610b2d6020850185612010565b90505f816001600160a01b0316630dfe16816040518163ffffffff1660e01b8152600401602060405180830381865afa158015610b6c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b909190611e93565b6001600160a01b0316610ba96040870160208801612010565b6001600160a01b0316149050801581610c425750816001600160a01b031663d21220a76040518163ffffffff1660e01b8152600401602060405180830381865afa158015610bf9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c1d9190611e93565b6001600160a01b0316610c366040870160208801612010565b6001600160a01b031614155b15610c9057610c546020860186612010565b610c646040870160208801612010565b604051638a9bb81760e01b81526001600160a01b03928316600482015291166024820152604401610092565b5f5f836001600160a01b0316630902f1ac6040518163ffffffff1660e01b8152600401606060405180830381865afa158015610cce573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cf29190611ecb565b506001600160701b031691506001600160701b031691505f5f84610d17578284610d1a565b83835b91509150875f1480610d2c5750808810155b15610d6a57610d3e60208a018a612010565b60405163faf6b41f60e01b81526001600160a01b03909116600482015260248101899052604401610092565b5f612710610d788a85611f55565b610d829190611f55565b90505f610d9560608c0135612710611f42565b610d9f8b85611f42565b610da99190611f55565b9050610db58183612161565b15610dc1576001610dc3565b5f5b60ff16610dd08284611f93565b610dda9190611f6c565b985050505050505050505b92915050565b5f73eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeed196001600160a01b03841601610e2257506001600160a01b03811631610de5565b604080516001600160a01b0384811660248084019190915283518084039091018152604490920183526020820180516001600160e01b03166370a0823160e01b17905291515f92839290871691610e799190612174565b5f60405180830381855afa9150503d805f8114610eb1576040519150601f19603f3d011682016040523d82523d5f602084013e610eb6565b606091505b5091509150811580610ec9575060208151105b15610eff57604051636eb73a9d60e11b81526001600160a01b03861660048201526370a0823160e01b6024820152604401610092565b80806020019051810190610f139190611f17565b95945050505050565b5f610f2a6020860186612010565b90505f80610f428361087060408a0160208b01612010565b9092509050610f6d610f5a6040890160208a01612010565b610f6760208a018a612010565b88611606565b604051630f7c084960e21b8152600f83810b600483015282900b602482015260448101879052606481018690525f906001600160a01b03851690633df02124906084016020604051808303815f875af1158015610fcc573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ff09190611f17565b90506001600160a01b03851630146110745760405163c661065760e01b815260048101839052611074906001600160a01b0386169063c661065790602401602060405180830381865afa158015611049573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061106d9190611e93565b868361107e565b5050505050505050565b6040516001600160a01b0383166024820152604481018290526110d890849063a9059cbb906064015b6040516020818303038152906040529060e01b6020820180516001600160e01b038381831617835250505050611727565b505050565b5f6110eb6020850185612010565b9050806001600160a01b0316630dfe16816040518163ffffffff1660e01b8152600401602060405180830381865afa158015611129573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061114d9190611e93565b6001600160a01b03166111666040860160208701612010565b6001600160a01b0316036111d65760405163022c0d9f60e01b81526001600160a01b0382169063022c0d9f906111a4905f9087908790600401611fa6565b5f604051808303815f87803b1580156111bb575f5ffd5b505af11580156111cd573d5f5f3e3d5ffd5b5050505061122f565b60405163022c0d9f60e01b81526001600160a01b0382169063022c0d9f906112069086905f908790600401611fa6565b5f604051808303815f87803b15801561121d575f5ffd5b505af1158015611074573d5f5f3e3d5ffd5b50505050565b60405163c661065760e01b81525f600482018190529081906001600160a01b0385169063c661065790602401602060405180830381865afa15801561127c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112a09190611e93565b6001600160a01b0316836001600160a01b0316036112c357505f90506001611379565b60405163c661065760e01b8152600160048201526001600160a01b0385169063c661065790602401602060405180830381865afa158015611306573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061132a9190611e93565b6001600160a01b0316836001600160a01b03160361134d5750600190505f611379565b604051638a9bb81760e01b81526001600160a01b03808616600483015284166024820152604401610092565b9250929050565b5f825f036113a45760405163a68ba6c160e01b815260048101849052602401610092565b5f6113b6835f0151846020015161182b565b90505f670de0b6b3a76400006001670de0b6b3a7640000865f015189600281106113e2576113e2611fe7565b60200201516113f19089611f55565b6113fb9190611f6c565b6114059190611f42565b61140f9190611f93565b905083606001516402540be4006114269190611f42565b60608501516001906402540be40061143e8186611f55565b6114489190611f6c565b6114529190611f42565b61145c9190611f42565b6114669190611f93565b9050611473816001611f6c565b82876002811061148557611485611fe7565b6020020151116114ab5760405163a68ba6c160e01b815260048101869052602401610092565b5f6114ea8789600185878c600281106114c6576114c6611fe7565b60200201516114d59190611f42565b6114df9190611f42565b868960400151611888565b90508288600281106114fe576114fe611fe7565b60200201518111611510576001611595565b8451886002811061152357611523611fe7565b602002015185516001908a6002811061153e5761153e611fe7565b6020020151670de0b6b3a7640000868c6002811061155e5761155e611fe7565b602002015161156d9086611f42565b6115779190611f55565b6115819190611f6c565b61158b9190611f42565b6115959190611f93565b935060015f5b60108110156115e157876115b18b8b898b6119ed565b106115c05750505050506115fe565b6115ca8287611f6c565b95506115d7600283611f55565b915060010161159b565b5060405163a68ba6c160e01b815260048101889052602401610092565b949350505050565b604080516001600160a01b038481166024830152604480830185905283518084039091018152606490920183526020820180516001600160e01b031663095ea7b360e01b179052915190915f918291871690611663908590612174565b5f604051808303815f865af19150503d805f811461169c576040519150601f19603f3d011682016040523d82523d5f602084013e6116a1565b606091505b50915091508180156116dc57508051156116ce57808060200190518101906116c9919061218a565b6116dc565b5f866001600160a01b03163b115b156116e957505050505050565b6040516001600160a01b03861660248201525f604482015261171590879063095ea7b3906064016110a7565b61171f8684611727565b505050505050565b5f5f836001600160a01b0316836040516117419190612174565b5f604051808303815f865af19150503d805f811461177a576040519150601f19603f3d011682016040523d82523d5f602084013e61177f565b606091505b5091509150816117d65780511561179857805160208201fd5b836117a2846121a5565b604051636eb73a9d60e11b81526001600160a01b0390921660048301526001600160e01b0319166024820152604401610092565b5f81515f14611805576020825110158015611800575081806020019051810190611800919061218a565b611813565b5f856001600160a01b03163b115b90508061182457846117a2856121a5565b5050505050565b611833611d66565b81518351670de0b6b3a76400009161184a91611f55565b6118549190611f93565b815260208281015190840151670de0b6b3a76400009161187391611f55565b61187d9190611f93565b602082015292915050565b5f8486141580156118995750600286105b80156118a55750600285105b6118b1576118b16121e3565b5f6118bc8484611ac7565b90505f6118ca600285611f55565b9050816118d8600288611f55565b6118e28483611f55565b6118ec9190611f93565b90506118f9600283611f55565b60646119058584611f55565b61190f9190611f55565b6119199190611f93565b90505f82611928606486611f55565b6119329190611f93565b61193c9089611f6c565b9050835f5b60ff8110156119d357818684611958836002611f55565b6119629190611f6c565b61196c9190611f42565b856119778580611f55565b6119819190611f6c565b61198b9190611f93565b92508083116119a75760016119a08483611f42565b11156119b6565b60016119b38285611f42565b11155b156119ca5782975050505050505050610f13565b50600101611941565b50604051633efa047360e01b815260040160405180910390fd5b5f5f611a00835f0151846020015161182b565b90505f611a6b8787670de0b6b3a7640000875f01518b60028110611a2657611a26611fe7565b6020020151611a35908a611f55565b611a3f9190611f93565b858b60028110611a5157611a51611fe7565b6020020151611a609190611f6c565b858860400151611888565b9050611a78816001611f6c565b828760028110611a8a57611a8a611fe7565b602002015111611a9e575f925050506115fe565b611abc878787875f0151886020015189604001518a60600151611c21565b979650505050505050565b602082015182515f918291611adc9190611f6c565b9050805f03611aee575f915050610de5565b805f611afb600286611f55565b90505f5b60ff8110156119d35786518390611b1890600290611f55565b611b228583611f55565b611b2c9190611f93565b6020890151909150611b4090600290611f55565b611b4a8583611f55565b611b549190611f93565b90508381611b6460026001611f6c565b611b6e9190611f55565b606486611b7b8288611f42565b611b859190611f55565b611b8f9190611f93565b611b999190611f6c565b85611ba5600285611f55565b6064611bb18a89611f55565b611bbb9190611f93565b611bc59190611f6c565b611bcf9190611f55565b611bd99190611f93565b9450808511611bf5576001611bee8683611f42565b1115611c04565b6001611c018287611f42565b11155b15611c1757849650505050505050610de5565b5050600101611aff565b5f5f611c2d868661182b565b90505f670de0b6b3a7640000878b60028110611c4b57611c4b611fe7565b6020020151611c5a908a611f55565b611c649190611f93565b828b60028110611c7657611c76611fe7565b6020020151611c859190611f6c565b90505f611c958b8b84868a611888565b90505f600182858d60028110611cad57611cad611fe7565b6020020151611cbc9190611f42565b611cc69190611f42565b90505f6402540be400611cd98389611f55565b611ce39190611f93565b9050898c60028110611cf757611cf7611fe7565b6020020151670de0b6b3a7640000611d0f8385611f42565b611d199190611f55565b611d239190611f93565b9d9c50505050505050505050505050565b6040518060800160405280611d47611d66565b8152602001611d54611d66565b81526020015f81526020015f81525090565b60405180604001604052806002906020820280368337509192915050565b6001600160a01b0381168114611d98575f5ffd5b50565b8035611da681611d84565b919050565b5f5f5f5f60808587031215611dbe575f5ffd5b8435611dc981611d84565b93506020850135611dd981611d84565b9250604085013591506060850135611df081611d84565b939692955090935050565b5f5f5f5f5f60808688031215611e0f575f5ffd5b853567ffffffffffffffff811115611e25575f5ffd5b8601601f81018813611e35575f5ffd5b803567ffffffffffffffff811115611e4b575f5ffd5b8860208260071b8401011115611e5f575f5ffd5b6020918201965094508601359250611e7960408701611d9b565b9150611e8760608701611d9b565b90509295509295909350565b5f60208284031215611ea3575f5ffd5b8151611eae81611d84565b9392505050565b80516001600160701b0381168114611da6575f5ffd5b5f5f5f60608486031215611edd575f5ffd5b611ee684611eb5565b9250611ef460208501611eb5565b9150604084015163ffffffff81168114611f0c575f5ffd5b809150509250925092565b5f60208284031215611f27575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610de557610de5611f2e565b8082028115828204841417610de557610de5611f2e565b80820180821115610de557610de5611f2e565b634e487b7160e01b5f52601260045260245ffd5b5f82611fa157611fa1611f7f565b500490565b92835260208301919091526001600160a01b031660408201526080606082018190525f9082015260a00190565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8161200957612009611f2e565b505f190190565b5f60208284031215612020575f5ffd5b8135611eae81611d84565b8015158114611d98575f5ffd5b5f60208284031215612048575f5ffd5b8135611eae8161202b565b5f60208284031215612063575f5ffd5b815160ff81168114611eae575f5ffd5b6001815b60018411156120ae5780850481111561209257612092611f2e565b60018416156120a057908102905b60019390931c928002612077565b935093915050565b5f826120c457506001610de5565b816120d057505f610de5565b81600181146120e657600281146120f05761210c565b6001915050610de5565b60ff84111561210157612101611f2e565b50506001821b610de5565b5060208310610133831016604e8410600b841016171561212f575081810a610de5565b61213b5f198484612073565b805f190482111561214e5761214e611f2e565b029392505050565b5f611eae83836120b6565b5f8261216f5761216f611f7f565b500690565b5f82518060208501845e5f920191825250919050565b5f6020828403121561219a575f5ffd5b8151611eae8161202b565b805160208201516001600160e01b03198116919060048210156121dc576001600160e01b0319600483900360031b81901b82161692505b5050919050565b634e487b7160e01b5f52600160045260245ffd",
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

// PackSwapExactOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbccbdcd6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapExactOut((address,address,bool,uint256)[] hops, uint256 amountOut, address to, address refundTo) returns(uint256 amountIn)
func (pairSwapper *PairSwapper) PackSwapExactOut(hops []PairSwapperHop, amountOut *big.Int, to common.Address, refundTo common.Address) []byte {
	enc, err := pairSwapper.abi.Pack("swapExactOut", hops, amountOut, to, refundTo)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapExactOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbccbdcd6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapExactOut((address,address,bool,uint256)[] hops, uint256 amountOut, address to, address refundTo) returns(uint256 amountIn)
func (pairSwapper *PairSwapper) TryPackSwapExactOut(hops []PairSwapperHop, amountOut *big.Int, to common.Address, refundTo common.Address) ([]byte, error) {
	return pairSwapper.abi.Pack("swapExactOut", hops, amountOut, to, refundTo)
}

// UnpackSwapExactOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbccbdcd6.
//
// Solidity: function swapExactOut((address,address,bool,uint256)[] hops, uint256 amountOut, address to, address refundTo) returns(uint256 amountIn)
func (pairSwapper *PairSwapper) UnpackSwapExactOut(data []byte) (*big.Int, error) {
	out, err := pairSwapper.abi.Unpack("swapExactOut", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (pairSwapper *PairSwapper) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientInput"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientInputError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientInputAmount"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientInputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientLiquidityForOutput"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientLiquidityForOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InsufficientOutputAmount"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInsufficientOutputAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["InvalidFee"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackInvalidFeeError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["NativeTransferFailed"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackNativeTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["NoConvergence"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackNoConvergenceError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["NoHops"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackNoHopsError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["StableOutputNotPossible"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackStableOutputNotPossibleError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["TokenCallFailed"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackTokenCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], pairSwapper.abi.Errors["TokenNotInPair"].ID.Bytes()[:4]) {
		return pairSwapper.UnpackTokenNotInPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PairSwapperInsufficientInput represents a InsufficientInput error raised by the PairSwapper contract.
type PairSwapperInsufficientInput struct {
	Needed *big.Int
	Held   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientInput(uint256 needed, uint256 held)
func PairSwapperInsufficientInputErrorID() common.Hash {
	return common.HexToHash("0x7696e41263c37371fdaaccd83d47857976dc98a3b654d977b658d35108ffea9e")
}

// UnpackInsufficientInputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientInput(uint256 needed, uint256 held)
func (pairSwapper *PairSwapper) UnpackInsufficientInputError(raw []byte) (*PairSwapperInsufficientInput, error) {
	out := new(PairSwapperInsufficientInput)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "InsufficientInput", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// PairSwapperInsufficientLiquidityForOutput represents a InsufficientLiquidityForOutput error raised by the PairSwapper contract.
type PairSwapperInsufficientLiquidityForOutput struct {
	Pool      common.Address
	AmountOut *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidityForOutput(address pool, uint256 amountOut)
func PairSwapperInsufficientLiquidityForOutputErrorID() common.Hash {
	return common.HexToHash("0xfaf6b41f3603f731102dab649c9e2d7f04ff683b20bbca52624c195666622d01")
}

// UnpackInsufficientLiquidityForOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidityForOutput(address pool, uint256 amountOut)
func (pairSwapper *PairSwapper) UnpackInsufficientLiquidityForOutputError(raw []byte) (*PairSwapperInsufficientLiquidityForOutput, error) {
	out := new(PairSwapperInsufficientLiquidityForOutput)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "InsufficientLiquidityForOutput", raw); err != nil {
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

// PairSwapperNativeTransferFailed represents a NativeTransferFailed error raised by the PairSwapper contract.
type PairSwapperNativeTransferFailed struct {
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func PairSwapperNativeTransferFailedErrorID() common.Hash {
	return common.HexToHash("0xa5b05eec8040da65485bf3ab248b47c42271aa50a9234ed8f116e568dc285cc6")
}

// UnpackNativeTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NativeTransferFailed(address to, uint256 amount)
func (pairSwapper *PairSwapper) UnpackNativeTransferFailedError(raw []byte) (*PairSwapperNativeTransferFailed, error) {
	out := new(PairSwapperNativeTransferFailed)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "NativeTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperNoConvergence represents a NoConvergence error raised by the PairSwapper contract.
type PairSwapperNoConvergence struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoConvergence()
func PairSwapperNoConvergenceErrorID() common.Hash {
	return common.HexToHash("0x3efa0473f08e07a6e13d79f7e2975f7d434486c350909d124feaaa7a871ace11")
}

// UnpackNoConvergenceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoConvergence()
func (pairSwapper *PairSwapper) UnpackNoConvergenceError(raw []byte) (*PairSwapperNoConvergence, error) {
	out := new(PairSwapperNoConvergence)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "NoConvergence", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperNoHops represents a NoHops error raised by the PairSwapper contract.
type PairSwapperNoHops struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoHops()
func PairSwapperNoHopsErrorID() common.Hash {
	return common.HexToHash("0x1d5901aebdfbd9ccb3122b665736b97672ec4ad017649eedb842c3a411d739dc")
}

// UnpackNoHopsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoHops()
func (pairSwapper *PairSwapper) UnpackNoHopsError(raw []byte) (*PairSwapperNoHops, error) {
	out := new(PairSwapperNoHops)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "NoHops", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperStableOutputNotPossible represents a StableOutputNotPossible error raised by the PairSwapper contract.
type PairSwapperStableOutputNotPossible struct {
	AmountOut *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StableOutputNotPossible(uint256 amountOut)
func PairSwapperStableOutputNotPossibleErrorID() common.Hash {
	return common.HexToHash("0xa68ba6c1d5de08f3adca2030a716d9490e692fedb43db1cdfe21497246aa9f1c")
}

// UnpackStableOutputNotPossibleError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StableOutputNotPossible(uint256 amountOut)
func (pairSwapper *PairSwapper) UnpackStableOutputNotPossibleError(raw []byte) (*PairSwapperStableOutputNotPossible, error) {
	out := new(PairSwapperStableOutputNotPossible)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "StableOutputNotPossible", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PairSwapperTokenCallFailed represents a TokenCallFailed error raised by the PairSwapper contract.
type PairSwapperTokenCallFailed struct {
	Token    common.Address
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func PairSwapperTokenCallFailedErrorID() common.Hash {
	return common.HexToHash("0xdd6e753a01e9ca071fb68fd7c3ff97d96f0c06c4e3233cd78abcd8695f8571f0")
}

// UnpackTokenCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenCallFailed(address token, bytes4 selector)
func (pairSwapper *PairSwapper) UnpackTokenCallFailedError(raw []byte) (*PairSwapperTokenCallFailed, error) {
	out := new(PairSwapperTokenCallFailed)
	if err := pairSwapper.abi.UnpackIntoInterface(out, "TokenCallFailed", raw); err != nil {
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
