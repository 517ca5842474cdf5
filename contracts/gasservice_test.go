package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

func TestGasServiceEvents(t *testing.T) {
	c := newChain(t, nil)
	abiT := gasBinding.GetABI()
	gs := c.deploy(&bindings.GasServiceMetaData, gasBinding.PackConstructor(admin.addr))
	payload := []byte("payload")
	fee := units(2, 15)

	r := c.mustSend(alice, gs, fee, gasBinding.PackPayNativeGasForContractCall(bob.addr, "arbitrum", "0xdest", payload, carol.addr))
	paid := oneLog(t, r, gs, gasBinding.UnpackNativeGasPaidForContractCallEvent)
	if paid.SourceAddress != bob.addr || paid.DestinationChain != "arbitrum" || paid.DestinationAddress != "0xdest" ||
		paid.PayloadHash != crypto.Keccak256Hash(payload) || paid.GasFeeAmount.Cmp(fee) != 0 || paid.RefundAddress != carol.addr {
		t.Errorf("NativeGasPaidForContractCall = %+v", paid)
	}

	r = c.mustSend(alice, gs, fee, gasBinding.PackPayNativeGasForContractCallWithToken(bob.addr, "base", "0xdest", payload,
		bridgedSymbol, big.NewInt(77), carol.addr))
	paidTok := oneLog(t, r, gs, gasBinding.UnpackNativeGasPaidForContractCallWithTokenEvent)
	if paidTok.SourceAddress != bob.addr || paidTok.DestinationChain != "base" || paidTok.Symbol != bridgedSymbol ||
		paidTok.Amount.Int64() != 77 || paidTok.GasFeeAmount.Cmp(fee) != 0 || paidTok.RefundAddress != carol.addr {
		t.Errorf("NativeGasPaidForContractCallWithToken = %+v", paidTok)
	}

	// Top-up for a message identified by its source transaction and log index.
	srcTx := common.HexToHash("0x1234")
	r = c.mustSend(stranger, gs, fee, gasBinding.PackAddNativeGas(srcTx, big.NewInt(3), stranger.addr))
	added := oneLog(t, r, gs, gasBinding.UnpackNativeGasAddedEvent)
	if added.TxHash != srcTx || added.LogIndex.Int64() != 3 || added.GasFeeAmount.Cmp(fee) != 0 || added.RefundAddress != stranger.addr {
		t.Errorf("NativeGasAdded = %+v", added)
	}
	total := new(big.Int).Mul(fee, big.NewInt(3))
	wantBig(t, "gas service balance", c.balance(nativeToken, gs), total)

	_, err := c.send(alice, gs, nil, gasBinding.PackAddNativeGas(srcTx, big.NewInt(3), alice.addr))
	wantRevert(t, err, abiT, "NothingReceived")
	_, err = c.send(stranger, gs, nil, gasBinding.PackCollectFees(stranger.addr, fee))
	wantRevert(t, err, abiT, "NotOperator")

	before := c.balance(nativeToken, carol.addr)
	c.mustSend(admin, gs, nil, gasBinding.PackCollectFees(carol.addr, total))
	wantBig(t, "collected", c.balance(nativeToken, carol.addr), add(before, total))
}

// The gateway's no-token path, and the genesis-placement path (initialize).
func TestGatewayContractCallWithoutToken(t *testing.T) {
	gwAddr := common.HexToAddress("0x4F4495243837681061C4743b74B3eEdf548D56A5")
	c := newChain(t, types.GenesisAlloc{gwAddr: {Code: genesisCode(t, "GMPGateway")}})
	abiT := gatewayBinding.GetABI()
	c.mustSend(admin, gwAddr, nil, gatewayBinding.PackInitialize(admin.addr))
	_, err := c.send(stranger, gwAddr, nil, gatewayBinding.PackInitialize(stranger.addr))
	wantRevert(t, err, abiT, "AlreadyInitialized")

	payload := []byte{1, 2, 3}
	r := c.mustSend(alice, gwAddr, nil, gatewayBinding.PackCallContract("base", "0xabc", payload))
	ev := oneLog(t, r, gwAddr, gatewayBinding.UnpackContractCallEvent)
	if ev.Sender != alice.addr || ev.DestinationChain != "base" || ev.DestinationContractAddress != "0xabc" ||
		ev.PayloadHash != crypto.Keccak256Hash(payload) || string(ev.Payload) != string(payload) {
		t.Errorf("ContractCall = %+v", ev)
	}

	// bob stands for the destination contract: it validates its own message.
	cmd := crypto.Keccak256Hash([]byte("cmd-1"))
	hash := crypto.Keccak256Hash(payload)
	validate := gatewayBinding.PackValidateContractCall(cmd, "ethereum", alice.addr.Hex(), hash)
	if call(c, gwAddr, validate, gatewayBinding.UnpackValidateContractCall) {
		t.Fatal("validateContractCall true before approval")
	}
	r = c.mustSend(admin, gwAddr, nil, gatewayBinding.PackApproveContractCall(cmd, "ethereum", alice.addr.Hex(), bob.addr, hash, common.Hash{}, big.NewInt(0)))
	if ap := oneLog(t, r, gwAddr, gatewayBinding.UnpackContractCallApprovedEvent); ap.CommandId != cmd || ap.ContractAddress != bob.addr {
		t.Errorf("ContractCallApproved = %+v", ap)
	}
	if !call(c, gwAddr, gatewayBinding.PackIsCommandApproved(cmd), gatewayBinding.UnpackIsCommandApproved) {
		t.Error("isCommandApproved false after approval")
	}
	// Another contract cannot consume bob's approval.
	c.mustSend(carol, gwAddr, nil, validate)
	if call(c, gwAddr, gatewayBinding.PackIsCommandExecuted(cmd), gatewayBinding.UnpackIsCommandExecuted) {
		t.Fatal("validated by the wrong contract")
	}
	r = c.mustSend(bob, gwAddr, nil, validate)
	if ex := oneLog(t, r, gwAddr, gatewayBinding.UnpackExecutedEvent); ex.CommandId != cmd {
		t.Errorf("Executed = %+v", ex)
	}
	r = c.mustSend(bob, gwAddr, nil, validate) // second time: returns false, no event
	if n := len(logsOf(r, gwAddr, gatewayBinding.UnpackExecutedEvent)); n != 0 {
		t.Errorf("second validation emitted %d Executed events", n)
	}

	_, err = c.send(alice, gwAddr, nil, gatewayBinding.PackCallContractWithToken("base", "0xabc", payload, "NOPE", big.NewInt(1)))
	wantRevert(t, err, abiT, "TokenDoesNotExist")
	_, err = c.send(stranger, gwAddr, nil, gatewayBinding.PackRegisterToken("NOPE", stranger.addr))
	wantRevert(t, err, abiT, "NotOperator")
}
