package status

import (
	"encoding/base64"
	"encoding/json"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// bridgedFeeBeneficiary reads who the first destination call of a
// Cosmos → EVM route pays: the route service puts the integrator's fee,
// taken from the bridged amount, first in the payload of the hub's
// bridge memo.
func bridgedFeeBeneficiary(data string) (common.Address, bool) {
	m, ok := routerMethods.Methods["encodeDestinationPayload"]
	if !ok {
		return common.Address{}, false
	}
	msg, err := api.ParseCosmosTransfer(data)
	if err != nil {
		return common.Address{}, false
	}
	var memo api.BridgeMemo
	if json.Unmarshal([]byte(msg.Memo), &memo) != nil || memo.Payload == nil {
		return common.Address{}, false
	}
	payload, err := base64.StdEncoding.DecodeString(*memo.Payload)
	if err != nil {
		return common.Address{}, false
	}
	args, err := m.Inputs.Unpack(payload)
	if err != nil || len(args) != 5 {
		return common.Address{}, false
	}
	calls, ok := abi.ConvertType(args[4], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
	if !ok || len(*calls) == 0 {
		return common.Address{}, false
	}
	return payee((*calls)[0])
}

// feePaid keeps a record's integrator fee only once it is paid. The
// source transaction pays a fee from the input, so its success is
// enough; a fee from the bridged amount is paid by the destination calls,
// so only a route that ran them (success) paid it: when they fail the
// whole bridged amount goes to the recipient instead.
func feePaid(r *Record, q *Quote) {
	if f := r.IntegratorFee; f != nil && f.ChainID != q.FromChain && r.RouteTransactionStatus != StateSuccess {
		r.IntegratorFee = nil
	}
}
