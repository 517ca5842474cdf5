package route

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// toHubTransaction encodes the EVM source transaction of an EVM → Cosmos
// route: the router's bridgeCall to the destination chain's name on the
// bridge, addressed to the bech32 toAddress, which the hub credits or
// forwards over IBC. No destination call runs, so no gas is prepaid; the
// payload still names the EVM sender and the minimum (bridgeCall refuses
// a payload without a recipient), and the hub ignores it.
func toHubTransaction(v *Validated, pl *Plan, toMin *uint256.Int, destination, quoteID string, expiresAt time.Time) (*TransactionRequest, error) {
	src := pl.Source.Chain
	value := new(big.Int)
	if pl.FromToken == liquidity.Native {
		value.Set(pl.FromAmount.ToBig())
	}
	srcCalls := []bindings.RouteRouterCall{}
	if len(pl.Source.Path.Hops) > 0 || pl.Source.Wrap || pl.IntegratorFee != nil {
		calls, err := planLegCalls(pl, &pl.Source, feeCalls(pl.IntegratorFee), nil, common.HexToAddress(v.FromAddress), &pl.Bridged)
		if err != nil {
			return nil, apperr.Internal(err)
		}
		srcCalls = calls
	}
	from := common.HexToAddress(v.FromAddress)
	payload := routerABI.PackEncodeDestinationPayload(from, toMin.ToBig(), common.Address{}, new(big.Int), []bindings.RouteRouterCall{})[4:]
	data := routerABI.PackBridgeCall(pl.FromToken, pl.FromAmount.ToBig(), srcCalls, src.GMP.Symbol, destination,
		v.ToAddress, payload, common.HexToAddress(v.GasRefund), new(big.Int))
	price := src.Gas.Price.ToBig()
	return &TransactionRequest{
		Type: "ON_CHAIN_EXECUTION", RouteType: string(KindBridge), Target: src.Contracts.Router.Hex(),
		Data: hexutil.Encode(api.AppendQuoteTag(data, quoteID)), Value: value.String(), GasPrice: price.String(),
		MaxFeePerGas: new(big.Int).Mul(price, big.NewInt(2)).String(), MaxPriorityFeePerGas: price.String(),
		Expiry: fmt.Sprint(expiresAt.Unix()),
	}, nil
}

// fromHubMemo is the bridge memo of a Cosmos → EVM route: a GMP call with
// the token to the destination's router, whose payload is the one an EVM
// source's bridgeCall sends (recipient, minimum, toToken, gas, swaps).
func fromHubMemo(v *Validated, pl *Plan, toMin *uint256.Int, hub CosmosHub, quoteID string) (string, error) {
	dst := pl.Dest.Chain
	dstCalls, err := fromHubCalls(v, pl, toMin)
	if err != nil {
		return "", err
	}
	payload := routerABI.PackEncodeDestinationPayload(common.HexToAddress(v.ToAddress), toMin.ToBig(), pl.ToToken,
		new(big.Int).SetUint64(pl.DestGasLimit), dstCalls)[4:]
	enc := base64.StdEncoding.EncodeToString(payload)
	m := api.BridgeMemo{DestinationChain: dst.BridgeName, DestinationAddress: dst.Contracts.Router.Hex(), Payload: &enc,
		Type: api.MemoTypeCallWithToken, Fee: api.BridgeFee{Amount: pl.HubFee.Dec(), Recipient: hub.FeeCollector}, QuoteID: quoteID}
	b, err := json.Marshal(m)
	if err != nil {
		return "", apperr.Internal(err)
	}
	return string(b), nil
}

// cosmosTransaction is the transactionRequest of a Cosmos source: data is
// the MsgTransfer as the public v2 SDK's Cosmos handler parses and signs
// it with CosmJS, gasPrice the source's CosmJS gas price, and there are
// no EIP-1559 fields (that handler reads maxFeePerGas as a gas
// multiplier, so its default 1.5 applies).
func cosmosTransaction(routeType string, msg api.MsgTransfer, src CosmosChain, gas uint64, expiresAt time.Time) (*TransactionRequest, error) {
	value, err := json.Marshal(msg)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	data, err := json.Marshal(api.CosmosMsg{TypeURL: api.TypeURLMsgTransfer, Value: value})
	if err != nil {
		return nil, apperr.Internal(err)
	}
	return &TransactionRequest{Type: "ON_CHAIN_EXECUTION", RouteType: routeType, Target: msg.Receiver, Data: string(data),
		Value: "0", GasLimit: fmt.Sprint(gas), GasPrice: src.GasPrice, Expiry: fmt.Sprint(expiresAt.Unix())}, nil
}
