package status

import (
	"encoding/json"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// routerMethods decodes route transactions' call data.
var routerMethods, _ = bindings.RouteRouterMetaData.ParseABI()

// integratorFee is the fee a quote's transaction pays its integrator:
// the amount and token of its "integrator-fee" cost, and the beneficiary
// its first multicall call pays (the route service puts the fee first),
// or an intents order's fee recipient.
// nil for a quote without a fee or without a transaction.
func integratorFee(fromChain string, ro *api.Route) *api.IntegratorFee {
	var cost *api.Cost
	for i := range ro.Estimate.FeeCosts {
		if ro.Estimate.FeeCosts[i].Type == "integrator-fee" {
			cost = &ro.Estimate.FeeCosts[i]
		}
	}
	if cost == nil || ro.TransactionRequest == nil || routerMethods == nil {
		return nil
	}
	var tok struct {
		Address string
		ChainID string `json:"chainId"`
	}
	if json.Unmarshal(cost.Token, &tok) != nil {
		return nil
	}
	var ben string
	if a, ok := feeBeneficiary(ro.TransactionRequest.Data); ok {
		ben = a.Hex()
	} else if ben, ok = bridgedFeeBeneficiary(ro.TransactionRequest.Data, cost.Amount); !ok {
		return nil
	}
	// A fee paid along the route (from the bridged or the forwarded
	// amount) is paid on the chain of its token.
	chain := fromChain
	if tok.ChainID != "" {
		chain = tok.ChainID
	}
	return &api.IntegratorFee{ChainID: chain, Token: tok.Address, Beneficiary: ben, Amount: cost.Amount}
}

// feeBeneficiary reads who the first multicall call of a swap or
// bridgeCall pays: the recipient of a token transfer, or the target of a
// plain native send; or createIntentOrderWithFee's feeRecipient.
func feeBeneficiary(data string) (common.Address, bool) {
	b, err := hexutil.Decode(data)
	if err != nil || len(b) < 4 {
		return common.Address{}, false
	}
	m, err := routerMethods.MethodById(b[:4])
	if err != nil {
		return common.Address{}, false
	}
	i := map[string]int{"swap": 5, "bridgeCall": 2, "createIntentOrderWithFee": 2}[m.Name]
	if i == 0 {
		return common.Address{}, false
	}
	args, err := m.Inputs.Unpack(b[4:])
	if err != nil || len(args) <= i {
		return common.Address{}, false
	}
	if m.Name == "createIntentOrderWithFee" {
		// an intents order runs no calls: the router pays feeRecipient
		ben, ok := args[i].(common.Address)
		return ben, ok
	}
	calls, ok := abi.ConvertType(args[i], new([]bindings.RouteRouterCall)).(*[]bindings.RouteRouterCall)
	if !ok || len(*calls) == 0 {
		return common.Address{}, false
	}
	return payee((*calls)[0])
}

// payee is who a fee call pays: the recipient of a token transfer, or
// the target of a plain native send.
func payee(c bindings.RouteRouterCall) (common.Address, bool) {
	switch {
	case len(c.CallData) == 0 && c.Value != nil && c.Value.Sign() > 0:
		return c.Target, true
	case len(c.CallData) == 68 && common.Bytes2Hex(c.CallData[:4]) == "a9059cbb":
		return common.BytesToAddress(c.CallData[4:36]), true
	}
	return common.Address{}, false
}
