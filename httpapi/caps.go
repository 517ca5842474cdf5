package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/switchyard-dev/switchyard/apperr"
)

// Caps on a route request's free-form members. Each is stored with the
// quote for its lifetime (quoteOnly included, which the wallet limit does
// not count), so the body limit alone would let one request store a
// megabyte per quote.
const (
	maxCustomParamsBytes   = 4 << 10  // compact JSON
	maxHookBytes           = 32 << 10 // compact JSON of one hook, its calls included
	maxHookDescriptionSize = 256      // shown in the route's actions
)

// checkFreeFormCaps refuses a free-form member over its cap, naming the
// member, its size and the cap.
func checkFreeFormCaps(obj jsonObject) error {
	if v, ok := obj["customParams"]; ok {
		if err := capCompact("$.customParams", v, maxCustomParamsBytes); err != nil {
			return err
		}
	}
	for _, k := range []string{"preHook", "postHook"} {
		v, ok := obj[k]
		if !ok {
			continue
		}
		if err := capCompact("$."+k, v, maxHookBytes); err != nil {
			return err
		}
		var h struct {
			Description json.RawMessage `json:"description"`
		}
		if json.Unmarshal(v, &h) != nil || len(h.Description) == 0 {
			continue // the shape is decodeHook's to judge
		}
		var d string
		if json.Unmarshal(h.Description, &d) == nil && len(d) > maxHookDescriptionSize {
			return capErr("$."+k+".description", len(d), maxHookDescriptionSize, "bytes")
		}
	}
	return nil
}

// capCompact measures a member as compact JSON, so that whitespace
// neither counts against a client nor slips past the cap.
func capCompact(path string, raw json.RawMessage, limit int) error {
	n := len(raw)
	if n > limit {
		var buf bytes.Buffer
		if json.Compact(&buf, raw) == nil {
			n = buf.Len()
		}
	}
	if n > limit {
		return capErr(path, n, limit, "bytes as compact JSON")
	}
	return nil
}

func capErr(path string, n, limit int, unit string) error {
	return apperr.BadRequest("%s is too large: %d %s, at most %d (%s); send a smaller one", path, n, unit, limit, sizeText(limit)).
		WithDetails(map[string]any{"path": path, "limit": limit})
}

func sizeText(n int) string {
	if n >= 1<<10 && n%(1<<10) == 0 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// checkAmountMembers refuses a request with both fromAmount (exact
// input) and toAmount (exact output), naming both; one with neither is
// refused where the required members are checked (errNoAmount).
func checkAmountMembers(obj jsonObject) error {
	has := func(k string) bool { v, ok := obj[k]; return ok && string(v) != "null" }
	if has("fromAmount") && has("toAmount") {
		return apperr.BadRequest("give fromAmount (the amount to send) or toAmount (the amount to receive), not both").
			WithDetails(map[string]any{"path": "$.toAmount"})
	}
	return nil
}

// errNoAmount is a request with neither fromAmount nor toAmount.
func errNoAmount() error {
	return apperr.BadRequest("fromAmount (the amount to send) or toAmount (the amount to receive) is required").
		WithDetails(map[string]any{"path": "$.fromAmount"})
}
