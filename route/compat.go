package route

import (
	"fmt"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/chainaddr"
)

// FallbackAddress is an address of the user on chains of one family
// (api.FallbackAddress).
type FallbackAddress = api.FallbackAddress

// BridgeType is a cross-chain route kind a request may ask for.
type BridgeType = api.BridgeType

// Bridge types of the request's bridgeTypes, in their canonical order.
const (
	BridgeGMP     = api.BridgeGMP
	BridgeIntents = api.BridgeIntents
)

// BridgeTypes are the accepted values of bridgeTypes.
var BridgeTypes = api.BridgeTypes

// coinTypeFamilies maps SLIP-44 coin types to the chain family whose
// address format they carry.
var coinTypeFamilies = map[uint32]string{
	0: "bitcoin", 60: "evm", 118: "cosmos", 144: "xrpl", 148: "stellar", 501: "solana", 784: "sui",
}

// maxFallbackAddresses bounds fallbackAddresses: one per family is all a
// user has use for.
const maxFallbackAddresses = 16

// validateCompat checks the public v2 members beyond the interface's
// list and normalizes them in v.Req: fallbackAddresses per family, the
// gas refund address, bridgeTypes deduplicated in canonical order.
func validateCompat(v *Validated) error {
	r := &v.Req
	if len(r.FallbackAddresses) > maxFallbackAddresses {
		return apperr.BadRequest("$.fallbackAddresses: at most %d addresses", maxFallbackAddresses).
			WithDetails(map[string]any{"path": "$.fallbackAddresses"})
	}
	if r.FallbackAddresses != nil {
		norm := make([]FallbackAddress, len(r.FallbackAddresses))
		for i, fa := range r.FallbackAddresses {
			a, err := fallbackAddress(v.addrs, i, fa)
			if err != nil {
				return err
			}
			norm[i] = FallbackAddress{CoinType: fa.CoinType, Address: a}
		}
		r.FallbackAddresses = norm
	}
	v.GasRefund = v.FromAddress
	if a := r.OverrideGasRefundAddress; a != "" {
		// the prepaid gas is refunded on the source chain, where routes are
		// EVM transactions
		norm, err := chainaddr.Normalize("evm", "", a)
		if err != nil {
			return apperr.BadRequest("overrideGasRefundAddress is not a valid EVM address: %v", err).
				WithReason(ReasonInvalidAddress).WithDetails(map[string]any{"path": "$.overrideGasRefundAddress"})
		}
		r.OverrideGasRefundAddress, v.GasRefund = norm, norm
	}
	if r.BridgeTypes != nil {
		var out []BridgeType
		for i, bt := range r.BridgeTypes {
			if !slices.Contains(BridgeTypes, bt) {
				path := fmt.Sprintf("$.bridgeTypes[%d]", i)
				return apperr.SchemaValidation("%s: %q is not a bridge type (want gmp or intents)", path, string(bt)).
					WithDetails(map[string]any{"path": path})
			}
		}
		for _, bt := range BridgeTypes {
			if slices.Contains(r.BridgeTypes, bt) {
				out = append(out, bt)
			}
		}
		if len(out) == 0 {
			return apperr.SchemaValidation("$.bridgeTypes: must name at least one of gmp, intents (leave it out for both)").
				WithDetails(map[string]any{"path": "$.bridgeTypes"})
		}
		r.BridgeTypes = out
	}
	return nil
}

// fallbackAddress validates one fallback address for its coin type's
// family. Cosmos chains share coin type 118 with different prefixes, so a
// Cosmos address is checked under its own prefix.
func fallbackAddress(addrs chainaddr.Options, i int, fa FallbackAddress) (string, error) {
	family, ok := coinTypeFamilies[fa.CoinType]
	if !ok {
		path := fmt.Sprintf("$.fallbackAddresses[%d].coinType", i)
		return "", apperr.BadRequest("%s: %d is not the SLIP-44 coin type of a chain family routed here "+
			"(0 bitcoin, 60 evm, 118 cosmos, 144 xrpl, 148 stellar, 501 solana, 784 sui)", path, fa.CoinType).
			WithDetails(map[string]any{"path": path})
	}
	prefix := ""
	if family == "cosmos" {
		if sep := strings.LastIndexByte(fa.Address, '1'); sep > 0 {
			prefix = fa.Address[:sep]
		}
	}
	norm, err := addrs.Normalize(family, prefix, fa.Address)
	if err != nil {
		path := fmt.Sprintf("$.fallbackAddresses[%d].address", i)
		return "", apperr.BadRequest("%s is not a valid %s address (coin type %d): %v", path, family, fa.CoinType, err).
			WithReason(ReasonInvalidAddress).WithDetails(map[string]any{"path": path})
	}
	return norm, nil
}

// skippedKinds are the cross-chain kinds bridgeTypes leaves out (none when
// it is not given).
func skippedKinds(bts []BridgeType) (gmp, intents bool) {
	if len(bts) == 0 {
		return false, false
	}
	return !slices.Contains(bts, BridgeGMP), !slices.Contains(bts, BridgeIntents)
}
