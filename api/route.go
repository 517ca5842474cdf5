package api

import "encoding/json"

// RouteRequest is the body of POST /v2/route (decisions: Routes, and the
// public v2 members of Compatibility with existing v2 clients).
type RouteRequest struct {
	FromChain   string `json:"fromChain"`
	FromToken   string `json:"fromToken"`
	FromAmount  string `json:"fromAmount,omitempty"` // base units, decimal string; or toAmount
	FromAddress string `json:"fromAddress"`
	ToChain     string `json:"toChain"`
	ToToken     string `json:"toToken"`
	ToAddress   string `json:"toAddress"`
	// Slippage is in percent (0 < s < 100); nil means the service's
	// default (1).
	Slippage                *float64 `json:"slippage,omitempty"`
	QuoteOnly               bool     `json:"quoteOnly"`
	ReceiveGasOnDestination bool     `json:"receiveGasOnDestination"`
	BypassGuardrails        bool     `json:"bypassGuardrails"`
	PreHook                 *Hook    `json:"preHook,omitempty"`
	PostHook                *Hook    `json:"postHook,omitempty"`
	// The public v2 request members beyond the interface's list.
	EnableBoost              bool              `json:"enableBoost"`
	FallbackAddresses        []FallbackAddress `json:"fallbackAddresses,omitempty"`
	OverrideGasRefundAddress string            `json:"overrideGasRefundAddress,omitempty"`
	CustomParams             json.RawMessage   `json:"customParams,omitempty"`
	// BridgeTypes restricts the cross-chain route kinds; empty means all.
	BridgeTypes []BridgeType `json:"bridgeTypes,omitempty"`
	// ToAmount asks for an exact output instead of fromAmount (exactly one
	// is given): the route delivers at least it and pulls at most
	// estimate.fromAmountMax, returning the unused input.
	ToAmount string `json:"toAmount,omitempty"`
}

// Hook is calls run before (preHook, on the source chain) or after
// (postHook, on the destination chain) the route's swaps, inside the
// route's multicall.
type Hook struct {
	Calls       []HookCall `json:"calls"`
	Description string     `json:"description,omitempty"`
}

// HookCall is one call of a hook.
type HookCall struct {
	Target       string `json:"target"`
	CallData     string `json:"callData"`
	Value        string `json:"value,omitempty"`
	EstimatedGas string `json:"estimatedGas,omitempty"`
}

// FallbackAddress is an address of the user on chains of one family,
// named by its SLIP-44 coin type, as the public v2 SDKs send it.
type FallbackAddress struct {
	CoinType uint32 `json:"coinType"`
	Address  string `json:"address"`
}

// BridgeType is a cross-chain route kind a request may ask for.
type BridgeType string

// Bridge types of the request's bridgeTypes, in their canonical order.
const (
	BridgeGMP     BridgeType = "gmp"
	BridgeIntents BridgeType = "intents"
)

// BridgeTypes are the accepted values of bridgeTypes.
var BridgeTypes = []BridgeType{BridgeGMP, BridgeIntents}

// Route kinds, as transactionRequest.routeType names them.
const (
	RouteTypeSwap    = "SWAP"    // same chain: wrap, unwrap, pool swaps
	RouteTypeBridge  = "BRIDGE"  // GMP with the canonical bridged token, swaps either side
	RouteTypeIntents = "INTENTS" // a solver fills on the destination
)

// Action types of an estimate's actions.
const (
	ActionSwap   = "swap"
	ActionWrap   = "wrap"
	ActionBridge = "bridge"
	ActionRFQ    = "rfq"
	ActionFee    = "fee"
	ActionCustom = "custom"
)

// RouteResponse is the body of a route answer.
type RouteResponse struct {
	Route Route `json:"route"`
}

// Route is the route object of a route answer.
type Route struct {
	Estimate Estimate `json:"estimate"`
	// TransactionRequest is absent for quoteOnly requests.
	TransactionRequest *TransactionRequest `json:"transactionRequest,omitempty"`
	Params             RouteRequest        `json:"params"` // the request, normalized
	QuoteID            string              `json:"quoteId"`
}

// Estimate is the priced route. Token objects are kept as the catalog's
// JSON (the server encodes them once per token); Token reads one.
type Estimate struct {
	Actions                []Action        `json:"actions"`
	FromToken              json.RawMessage `json:"fromToken"`
	ToToken                json.RawMessage `json:"toToken"`
	FromAmount             string          `json:"fromAmount"`
	FromAmountMax          string          `json:"fromAmountMax,omitempty"` // exact output: the most pulled (fromAmount plus the slippage)
	ToAmount               string          `json:"toAmount"`
	ToAmountMin            string          `json:"toAmountMin"`
	ExchangeRate           string          `json:"exchangeRate"`
	AggregatePriceImpact   string          `json:"aggregatePriceImpact"`
	AggregateSlippage      float64         `json:"aggregateSlippage"`
	EstimatedRouteDuration int64           `json:"estimatedRouteDuration"` // seconds
	// EstimatedRouteDurationP90 is the 90th percentile of the duration,
	// in seconds: with estimatedRouteDuration (the median) a range.
	EstimatedRouteDurationP90 int64  `json:"estimatedRouteDurationP90"`
	FromAmountUSD             string `json:"fromAmountUSD"`
	ToAmountUSD               string `json:"toAmountUSD"`
	ToAmountMinUSD            string `json:"toAmountMinUSD"`
	GasCosts                  []Cost `json:"gasCosts"`
	FeeCosts                  []Cost `json:"feeCosts"`
	IsBoostSupported          bool   `json:"isBoostSupported"`
	ExpiresAt                 string `json:"expiresAt"` // Unix seconds
}

// Action is one step of the route.
type Action struct {
	Type        string          `json:"type"`
	FromChain   string          `json:"fromChain"`
	ToChain     string          `json:"toChain"`
	FromToken   json.RawMessage `json:"fromToken,omitempty"`
	ToToken     json.RawMessage `json:"toToken,omitempty"`
	FromAmount  string          `json:"fromAmount,omitempty"`
	ToAmount    string          `json:"toAmount,omitempty"`
	ToAmountMin string          `json:"toAmountMin,omitempty"`
	Provider    string          `json:"provider"`
	Description string          `json:"description"`
	Pool        *PoolInfo       `json:"pool,omitempty"`
	Bridge      *BridgeInfo     `json:"bridge,omitempty"`
	Solver      string          `json:"solver,omitempty"`
}

// PoolInfo names the pool of a swap action.
type PoolInfo struct {
	Address string `json:"address"`
	Kind    string `json:"kind"`
	// Fee is the swap fee in percent of the input.
	Fee string `json:"fee"`
}

// BridgeInfo names the bridge of a bridge action.
type BridgeInfo struct {
	Name                   string `json:"name"`
	Symbol                 string `json:"symbol"`
	SourceChainName        string `json:"sourceChainName"`
	DestinationChainName   string `json:"destinationChainName"`
	SourceGateway          string `json:"sourceGateway"`
	DestinationGasLimit    string `json:"destinationGasLimit"`
	EstimatedDurationInSec int64  `json:"estimatedDuration"`
}

// Cost is a gas or fee cost.
type Cost struct {
	Type        string          `json:"type"`
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Token       json.RawMessage `json:"token"`
	Amount      string          `json:"amount"`
	AmountUSD   string          `json:"amountUsd"`
	GasLimit    string          `json:"gasLimit,omitempty"`
}

// TransactionRequest is the transaction the user sends on fromChain.
// On an EVM chain: {to: Target, data: Data, value: Value, gasLimit:
// GasLimit}, after approving fromToken to Target when it is not the
// native asset; amounts are decimal strings of base units (wei). On a
// Cosmos chain: Data is a JSON-encoded CosmosMsg to sign and broadcast,
// GasPrice a CosmJS gas price ("0.025uosmo"), Target the message's
// receiver, and the EIP-1559 fields are absent (the public v2 SDK would
// read maxFeePerGas as a gas multiplier).
type TransactionRequest struct {
	Type                 string `json:"type"`
	RouteType            string `json:"routeType"` // RouteTypeSwap, RouteTypeBridge, RouteTypeIntents or RouteTypeIBC
	Target               string `json:"target"`
	Data                 string `json:"data"`
	Value                string `json:"value"`
	GasLimit             string `json:"gasLimit"`
	GasPrice             string `json:"gasPrice"`
	MaxFeePerGas         string `json:"maxFeePerGas,omitempty"`
	MaxPriorityFeePerGas string `json:"maxPriorityFeePerGas,omitempty"`
	Expiry               string `json:"expiry"`
}

// ParseToken reads a token object of an estimate, an action or a cost.
func ParseToken(raw json.RawMessage) (Token, error) {
	var t Token
	err := json.Unmarshal(raw, &t)
	return t, err
}
