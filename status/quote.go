package status

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/api"
)

// ParseQuote reads what the tracker needs from a stored quote: the
// normalized request and the route object, both JSON as POST /v2/route
// answered them.
func ParseQuote(id, integratorHash, fromChain, toChain string, created time.Time, request, route []byte) (*Quote, error) {
	var req api.RouteRequest
	if err := json.Unmarshal(request, &req); err != nil {
		return nil, fmt.Errorf("quote %s request: %w", id, err)
	}
	var ro api.Route
	if err := json.Unmarshal(route, &ro); err != nil {
		return nil, fmt.Errorf("quote %s route: %w", id, err)
	}
	q := &Quote{ID: id, IntegratorHash: integratorHash, Kind: KindSwap, FromChain: fromChain, ToChain: toChain,
		FromAddress: req.FromAddress, ToAddress: req.ToAddress, FromToken: req.FromToken, ToToken: req.ToToken,
		RefundAddress: req.FromAddress, EstimatedDuration: time.Duration(ro.Estimate.EstimatedRouteDuration) * time.Second,
		EstimatedP90: time.Duration(ro.Estimate.EstimatedRouteDurationP90) * time.Second, CreatedAt: created}
	q.IntegratorFee = integratorFee(fromChain, &ro)
	q.GasOnDestination = gasOnDestination(toChain, req.ToAddress, &ro)
	if req.OverrideGasRefundAddress != "" {
		q.RefundAddress = req.OverrideGasRefundAddress
	}
	for _, a := range ro.Estimate.Actions {
		switch a.Type {
		case "bridge":
			q.Kind = KindBridge
		case "rfq":
			q.Kind = KindIntents
		case api.ActionIBCTransfer:
			q.Hops = append(q.Hops, HopPlan{FromChain: a.FromChain, ToChain: a.ToChain})
		}
	}
	if t, err := api.ParseToken(ro.Estimate.ToToken); err == nil && t.Type == "cosmos" {
		q.ToCosmos = true
	}
	if q.Kind == KindSwap && len(q.Hops) > 0 {
		q.Kind = KindIBC
	}
	if t := ro.TransactionRequest; t != nil {
		switch k := strings.ToLower(t.RouteType); k { // the route service writes SWAP, BRIDGE, INTENTS, IBC_TRANSFER
		case KindSwap, KindBridge, KindIntents, KindIBC:
			q.Kind = k
		}
	}
	return q, nil
}
