package route

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/holiman/uint256"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chainaddr"
	"github.com/switchyard-dev/switchyard/liquidity"
)

// DefaultSlippage is the slippage in percent when the request gives none.
const DefaultSlippage = 1.0

// Request is a decoded POST /v2/route body (decisions: Routes); the HTTP
// edge has checked its JSON types, Validate checks its meaning. The wire
// type lives in api, shared with the Go client.
type Request = api.RouteRequest

// Hook is calls run before or after the route's swaps (api.Hook).
type Hook = api.Hook

// HookCall is one call of a hook.
type HookCall = api.HookCall

// Validated is a request checked against the catalog: everything the
// engine, the encoder and the response need.
type Validated struct {
	Req                    Request // normalized: checksummed addresses, slippage filled in
	FromChain, ToChain     *catalog.Chain
	FromToken, ToToken     *catalog.Token
	FromAddress, ToAddress string
	Engine                 Params
	Slippage               float64
	// GasRefund receives the excess of a bridge route's prepaid
	// destination gas: overrideGasRefundAddress, else fromAddress.
	GasRefund string
	addrs     chainaddr.Options // the deployment's address rules
}

// maxAmountDigits bounds fromAmount before parsing (2^256 has 78 digits).
const maxAmountDigits = 78

// Validate checks the request against the catalog as the integrator's
// view sees it (access restrictions included), in the order a person
// fixes a request: chains, tokens, amount, addresses, options.
func Validate(cat *catalog.Catalog, view catalog.View, r Request) (*Validated, error) {
	return validate(chainaddr.Options{}, cat, view, r)
}

// validate is Validate under the deployment's address rules (regtest
// Bitcoin addresses on the devnet).
func validate(addrs chainaddr.Options, cat *catalog.Catalog, view catalog.View, r Request) (*Validated, error) {
	v := &Validated{Req: r, addrs: addrs}
	var ok bool
	if v.FromChain, ok = cat.Chain(view, r.FromChain); !ok {
		return nil, unsupportedChain("fromChain", r.FromChain)
	}
	if v.ToChain, ok = cat.Chain(view, r.ToChain); !ok {
		return nil, unsupportedChain("toChain", r.ToChain)
	}
	if v.FromToken, ok = cat.Token(view, r.FromChain, r.FromToken); !ok || v.FromToken.Disabled {
		return nil, unsupportedToken("fromToken", r.FromChain, r.FromToken)
	}
	if v.ToToken, ok = cat.Token(view, r.ToChain, r.ToToken); !ok || v.ToToken.Disabled {
		return nil, unsupportedToken("toToken", r.ToChain, r.ToToken)
	}
	amount, toAmount, err := parseAmounts(r)
	if err != nil {
		return nil, err
	}
	if v.FromAddress, err = address(addrs, "fromAddress", v.FromChain, r.FromAddress); err != nil {
		return nil, err
	}
	if r.ToAddress == r.FromAddress && v.ToChain.Type == v.FromChain.Type && v.ToChain.Bech32Prefix == v.FromChain.Bech32Prefix {
		// most requests send to the sender: the same checks again (an EVM
		// checksum is a keccak) would give the same answer
		v.ToAddress = v.FromAddress
	} else if v.ToAddress, err = address(addrs, "toAddress", v.ToChain, r.ToAddress); err != nil {
		return nil, err
	}
	if err := validateCompat(v); err != nil {
		return nil, err
	}
	v.Slippage = DefaultSlippage
	if r.Slippage != nil {
		s := *r.Slippage
		if math.IsNaN(s) || s <= 0 || s >= 100 {
			return nil, apperr.BadRequest("slippage must be a percentage above 0 and below 100, got %v", s).
				WithDetails(map[string]any{"path": "$.slippage"})
		}
		v.Slippage = s
	}
	preGas, err := checkHook("preHook", r.PreHook)
	if err != nil {
		return nil, err
	}
	postGas, err := checkHook("postHook", r.PostHook)
	if err != nil {
		return nil, err
	}
	v.Req.FromToken, v.Req.ToToken = v.FromToken.Address, v.ToToken.Address
	v.Req.FromAddress, v.Req.ToAddress = v.FromAddress, v.ToAddress
	v.Req.Slippage = &v.Slippage
	v.Req.FromAmount = amount.Dec() // canonical: no leading zeros
	v.Engine = Params{FromChain: r.FromChain, ToChain: r.ToChain, FromAmount: amount, BypassGuardrails: r.BypassGuardrails,
		PreHookGas: preGas, PostHookGas: postGas, Hooks: r.PreHook != nil || r.PostHook != nil}
	v.Engine.SkipGMP, v.Engine.SkipIntents = skippedKinds(v.Req.BridgeTypes)
	if err := v.exactOutput(toAmount); err != nil {
		return nil, err
	}
	if err := v.gasOnDestination(); err != nil {
		return nil, err
	}
	if v.FromChain.Type == "evm" {
		v.Engine.FromToken = evmToken(v.FromToken.Address)
	}
	if v.ToChain.Type == "evm" {
		v.Engine.ToToken = evmToken(v.ToToken.Address)
	}
	return v, nil
}

func evmToken(addr string) common.Address {
	if strings.EqualFold(addr, catalog.NativeEVMAddress) {
		return liquidity.Native
	}
	return common.HexToAddress(addr)
}

func unsupportedChain(field, id string) error {
	return apperr.SchemaValidation("Unsupported chain: %q has unsupported chain id %q", field, id).
		WithReason(ReasonUnsupportedChain).WithDetails(map[string]any{"path": "$." + field})
}

func unsupportedToken(field, chainID, token string) error {
	return apperr.BadRequest("Unsupported token: %s %q is not a supported token on chain %q", field, token, chainID).
		WithReason(ReasonUnsupportedToken).WithDetails(map[string]any{"path": "$." + field, "chainId": chainID})
}

// parseAmount reads fromAmount: a positive integer in base units that
// fits 256 bits, digits only.
func parseAmount(s string) (uint256.Int, error) {
	out, why := parseBaseUnits(s)
	if why == "" && out.IsZero() {
		why = "it is 0"
	}
	if why != "" {
		return out, apperr.BadRequest("fromAmount must be a positive integer string of base units: %s", why).
			WithDetails(map[string]any{"path": "$.fromAmount"})
	}
	return out, nil
}

// parseBaseUnits reads a decimal integer string of at most 256 bits,
// digits only; why says what is wrong with it, for a person.
func parseBaseUnits(s string) (out uint256.Int, why string) {
	if s == "" {
		return out, "it is empty"
	}
	if len(s) > maxAmountDigits {
		return out, fmt.Sprintf("%d digits is more than any token amount (at most %d)", len(s), maxAmountDigits)
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return out, fmt.Sprintf("%q is not a whole number (no signs, decimals or exponents)", s)
		}
	}
	b, _ := new(big.Int).SetString(s, 10)
	if out.SetFromBig(b) {
		return out, "it does not fit in 256 bits"
	}
	return out, ""
}

// address validates a wallet address for the chain's family.
func address(addrs chainaddr.Options, field string, ch *catalog.Chain, addr string) (string, error) {
	norm, err := addrs.Normalize(ch.Type, ch.Bech32Prefix, addr)
	if err != nil {
		return "", apperr.BadRequest("%s is not a valid address on chain %q (%s): %v", field, ch.ChainID, ch.ChainName, err).
			WithReason(ReasonInvalidAddress).WithDetails(map[string]any{"path": "$." + field})
	}
	return norm, nil
}

// checkHook validates a hook's calls: EVM targets, hex call data, integer
// value and gas; returns the hook's gas (estimatedGas, else 100k a call).
func checkHook(field string, h *Hook) (uint64, error) {
	if h == nil {
		return 0, nil
	}
	bad := func(i int, sub, why string) error {
		path := fmt.Sprintf("$.%s.calls[%d].%s", field, i, sub)
		return apperr.BadRequest("%s: %s", path, why).WithDetails(map[string]any{"path": path})
	}
	if len(h.Calls) == 0 {
		return 0, apperr.BadRequest("$.%s.calls: a hook needs at least one call", field).WithDetails(map[string]any{"path": "$." + field + ".calls"})
	}
	if len(h.Calls) > 16 {
		return 0, apperr.BadRequest("$.%s.calls: at most 16 calls", field).WithDetails(map[string]any{"path": "$." + field + ".calls"})
	}
	gas := uint64(0)
	for i, c := range h.Calls {
		if _, err := chainaddr.Normalize("evm", "", c.Target); err != nil {
			return 0, bad(i, "target", err.Error())
		}
		if _, err := hexutil.Decode(c.CallData); err != nil {
			return 0, bad(i, "callData", "must be 0x-prefixed hex bytes")
		}
		if c.Value != "" {
			if _, why := parseBaseUnits(c.Value); why != "" {
				return 0, bad(i, "value", "must be an integer string of base units: "+why)
			}
		}
		g := uint64(100_000)
		if c.EstimatedGas != "" {
			n, err := strconv.ParseUint(c.EstimatedGas, 10, 64)
			if err != nil || n > 10_000_000 {
				return 0, bad(i, "estimatedGas", "must be an integer string up to 10000000")
			}
			g = n
		}
		gas += g
	}
	return gas, nil
}
