package explorer

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/status"
)

// TestSearchGMP replays a recorded devnet explorer answer (the public
// explorer's searchGMP shape) through the client.
func TestSearchGMP(t *testing.T) {
	recorded, err := os.ReadFile("testdata/insufficient_fee.json")
	if err != nil {
		t.Fatal(err)
	}
	var asked map[string]string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/gmp/searchGMP" {
			http.Error(w, "wrong endpoint", http.StatusNotFound)
			return
		}
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &asked)
		w.Write(recorded)
	}))
	defer srv.Close()
	c, err := New(Config{APIURL: srv.URL + "/"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.SearchGMP(context.Background(), "0xabc")
	if err != nil {
		t.Fatal(err)
	}
	want := []status.GMPMessage{{Status: "insufficient_fee", GasStatus: "gas_paid_not_enough_gas",
		CommandID: "0x5f2cfc9c8c7a0c52b8ab9d3f59e8c2bfbf3c1d0ed0c7b2c9fa4b4d1a2c3e4f50", LogIndex: 3,
		TimeSpent: map[string]int64{"call_confirm": 4, "call_approved": 6},
		GasPaid:   big.NewInt(120000000000000), GasAdded: big.NewInt(0), GasRequired: new(big.Int).Mul(big.NewInt(25), big.NewInt(1e17))}}
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b *big.Int) bool { return a.Cmp(b) == 0 })); diff != "" {
		t.Errorf("messages (-want +got):\n%s", diff)
	}
	if asked["txHash"] != "0xabc" || asked["method"] != "searchGMP" {
		t.Errorf("query %v", asked)
	}
}

func TestSearchGMPFailures(t *testing.T) {
	cases := []struct {
		name, body string
		code       int
		want       string
	}{
		{"server error", `{"message":"boom"}`, 500, "HTTP 500"},
		{"not JSON", `<html>`, 200, "malformed answer"},
		{"too large", `{"data":[` + strings.Repeat(" ", maxBody) + `]}`, 200, "larger than"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tc.code)
				io.WriteString(w, tc.body)
			}))
			defer srv.Close()
			c, _ := New(Config{APIURL: srv.URL})
			_, err := c.SearchGMP(context.Background(), "0xabc")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

// FuzzDecode: any answer decodes or fails cleanly.
func FuzzDecode(f *testing.F) {
	b, _ := os.ReadFile("testdata/insufficient_fee.json")
	f.Add(b)
	f.Add([]byte(`{"data":[{"gas":{"gas_paid_amount":1e400},"time_spent":{"x":-1}}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		Decode(raw)
	})
}
