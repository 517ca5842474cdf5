package status

import (
	"encoding/json"

	"github.com/switchyard-dev/switchyard/api"
)

// gasOnDestination is the native gas a quote's GMP route delivers to
// toAddress on the destination (its "gas-on-destination" cost), nil for a
// quote without it. The record shows it once the destination calls ran,
// which deliver it with the output; when they fail, the bridged token
// (fundsAt) is delivered instead and no gas.
func gasOnDestination(toChain, toAddress string, ro *api.Route) *api.FundsAt {
	for _, c := range ro.Estimate.FeeCosts {
		if c.Type != "gas-on-destination" {
			continue
		}
		var tok struct{ Address string }
		if json.Unmarshal(c.Token, &tok) != nil {
			return nil
		}
		return &api.FundsAt{ChainID: toChain, Token: tok.Address, Address: toAddress, Amount: c.Amount}
	}
	return nil
}
