package solver

import (
	"crypto/ecdsa"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// OrderTypedData is the EIP-712 typed data of an order under the source
// chain's settlement domain, as the settlement contract verifies it.
func OrderTypedData(o bindings.IntentsSettlementOrder, sourceSettlement common.Address) apitypes.TypedData {
	field := func(name, typ string) apitypes.Type { return apitypes.Type{Name: name, Type: typ} }
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {field("name", "string"), field("version", "string"), field("chainId", "uint256"), field("verifyingContract", "address")},
			"Order": {
				field("fromChainId", "uint256"), field("fromAddress", "address"), field("fromToken", "address"),
				field("fromAmount", "uint256"), field("toChainId", "uint256"), field("toToken", "address"),
				field("toAmount", "uint256"), field("toAddress", "address"), field("solver", "address"),
				field("expiry", "uint256"), field("nonce", "uint256"),
			},
		},
		PrimaryType: "Order",
		Domain: apitypes.TypedDataDomain{
			Name: "Switchyard Intents", Version: "1",
			ChainId: (*math.HexOrDecimal256)(o.FromChainId), VerifyingContract: sourceSettlement.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"fromChainId": o.FromChainId, "fromAddress": o.FromAddress.Hex(), "fromToken": o.FromToken.Hex(),
			"fromAmount": o.FromAmount, "toChainId": o.ToChainId, "toToken": o.ToToken.Hex(),
			"toAmount": o.ToAmount, "toAddress": o.ToAddress.Hex(), "solver": o.Solver.Hex(),
			"expiry": o.Expiry, "nonce": o.Nonce,
		},
	}
}

// SignQuote returns the solver's signature (r ‖ s ‖ v, v = 27/28) of an
// order it is willing to fill; the route engine puts it in the transaction.
// The order must name this solver.
func (s *Solver) SignQuote(o bindings.IntentsSettlementOrder, sourceSettlement common.Address) ([]byte, error) {
	return SignOrder(s.cfg.SolverKey, o, sourceSettlement)
}

// SignOrder signs an order with a solver key, which the order must name:
// a service attached to a devnet of another process signs its quotes with
// the devnet solver's development key this way.
func SignOrder(key *ecdsa.PrivateKey, o bindings.IntentsSettlementOrder, sourceSettlement common.Address) ([]byte, error) {
	if o.Solver != crypto.PubkeyToAddress(key.PublicKey) {
		return nil, fmt.Errorf("solver: the order names solver %s, not this solver", o.Solver.Hex())
	}
	digest, _, err := apitypes.TypedDataAndHash(OrderTypedData(o, sourceSettlement))
	if err != nil {
		return nil, fmt.Errorf("solver: order digest: %w", err)
	}
	sig, err := crypto.Sign(digest, key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}
