package httpapi

import (
	"strings"
	"testing"
)

// TestDuplicatesAreRefusedEverywhere: one policy on every endpoint: a
// repeated JSON member or query parameter is a 400 naming it. Before, the
// last JSON key won silently, /v2/status took the first duplicate and
// /v2/chains refused one.
func TestDuplicatesAreRefusedEverywhere(t *testing.T) {
	status := "/v2/status?transactionId=" + knownTx + "&fromChainId=1&toChainId=42161&quoteId=q1"
	cases := []struct {
		name, method, target, body, msg string
	}{
		{"route member", "POST", "/v2/route", "{" + validRoute + `,"fromChain":"8453"}`, `$.fromChain: "fromChain" appears more than once; give each member once`},
		{"hook member", "POST", "/v2/route", "{" + validRoute + `,"preHook":{"calls":[{"target":"0x1","target":"0x2","callData":"0x"}]}}`, "$.preHook.calls[0]"},
		{"selection member", "POST", "/v2/chains", `{"fields":["chainId"],"fields":["chainName"]}`, `$.fields: "fields" appears more than once`},
		{"status parameter", "GET", status + "&quoteId=q2", "", `query parameter "quoteId" is given more than once; give it once`},
		{"listing parameter", "GET", "/v2/chains?chainId=1&chainId=10", "", `query parameter "chainId" is given more than once; give it once`},
		{"escaped name", "GET", "/v2/tokens?chainId=1&chain%49d=10", "", `query parameter "chainId" is given more than once`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			env, _ := statusEnv(t)
			rec := env.do(tc.method, tc.target, fastID, tc.body)
			if rec.Code != 400 {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			if e := decodeErr(t, rec); !strings.Contains(e.Message, tc.msg) {
				t.Errorf("message %q, want it to contain %q", e.Message, tc.msg)
			}
		})
	}
}
