package status

import (
	"encoding/base64"
	"encoding/json"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// bridgedFeeBeneficiary reads who a Cosmos source's bridge memo pays the
// integrator's fee of amount: for a Cosmos → EVM route (a GMP call) the
// payee of the first call of its destination payload, where the route
// service puts the fee taken from the bridged amount; for a Cosmos →
// Cosmos route through the hub (a token forward) the memo's fee
// recipient, whom the hub pays from the amount it forwards.
func bridgedFeeBeneficiary(data, amount string) (string, bool) {
	msg, err := api.ParseCosmosTransfer(data)
	if err != nil {
		return "", false
	}
	var memo api.BridgeMemo
	if json.Unmarshal([]byte(msg.Memo), &memo) != nil {
		return "", false
	}
	if memo.Type == api.MemoTypeToken {
		return memo.Fee.Recipient, memo.Fee.Recipient != "" && memo.Fee.Amount == amount
	}
	m, ok := routerMethods.Methods["encodeDestinationPayload"]
	if !ok || memo.Payload == nil {
		return "", false
	}
	payload, err := base64.StdEncoding.DecodeString(*memo.Payload)
	if err != nil {
		return "", false
	}
	args, err := m.Inputs.Unpack(payload)
	if err != nil || len(args) != 5 {
		return "", false
	}
	calls, ok := abi.ConvertType(args[4], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
	if !ok || len(*calls) == 0 {
		return "", false
	}
	a, ok := payee((*calls)[0])
	return a.Hex(), ok
}

// feePaid keeps a record's integrator fee only once it is paid. The
// source transaction pays a fee from the input, so its success is
// enough; a fee from the bridged amount is paid by the destination calls,
// so only a route that ran them (success) paid it: when they fail the
// whole bridged amount goes to the recipient instead. A fee the hub pays
// from a forward is shown with the route's success too.
func feePaid(r *Record, q *Quote) {
	if f := r.IntegratorFee; f != nil && f.ChainID != q.FromChain && r.RouteTransactionStatus != StateSuccess {
		r.IntegratorFee = nil
	}
}
