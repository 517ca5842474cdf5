package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// A route is stored compressed and read back byte for byte; a route stored
// as plain JSON (by a version before compression) reads as it was.
func TestStoredRoutesReadBackExactly(t *testing.T) {
	ctx := context.Background()
	db := open(t, filepath.Join(t.TempDir(), "s.db"))
	exp := time.Now().Add(time.Minute).UTC()
	token := `{"symbol":"USDC","address":"0x8A70dC4c5E4E9A67225b140DEE94C6FFc4070De5","chainId":"900012","decimals":6}`
	long := `{"estimate":{"actions":[` + strings.Repeat(`{"type":"swap","fromToken":`+token+`,"toToken":`+token+`},`, 30) + `{}]},"quoteId":"x"}`
	tests := []struct {
		name, route string
		compressed  bool
	}{
		{"long route", long, true},
		{"short route", `{"quoteId":"y"}`, true},
		{"non-ASCII", `{"description":"Swap ÉTH → ЮSD"}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := testQuote(tt.name, exp)
			want.Route = []byte(tt.route)
			if err := db.SaveQuote(ctx, want); err != nil {
				t.Fatal(err)
			}
			var stored []byte
			if err := db.db.QueryRowContext(ctx, `SELECT route FROM quotes WHERE id = ?`, want.ID).Scan(&stored); err != nil {
				t.Fatal(err)
			}
			if got := len(stored) > 0 && stored[0] == routeS2; got != tt.compressed {
				t.Errorf("stored compressed = %v, want %v", got, tt.compressed)
			}
			if tt.name == "long route" && len(stored)*3 > len(tt.route) {
				t.Errorf("stored %d bytes for a %d-byte route: less than threefold smaller", len(stored), len(tt.route))
			}
			got, err := db.Quote(ctx, want.ID)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}

	// a row written before routes were compressed
	legacy := testQuote("legacy", exp)
	if _, err := db.db.ExecContext(ctx, insertQuote, legacy.ID, legacy.IntegratorID, legacy.FromChain, legacy.ToChain,
		legacy.FromAddress, legacy.Request, legacy.Route, legacy.CreatedAt.UnixNano(), legacy.ExpiresAt.UnixNano(), legacy.Full); err != nil {
		t.Fatal(err)
	}
	got, err := db.Quote(ctx, legacy.ID)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(legacy, got); diff != "" {
		t.Errorf("plain JSON row (-want +got):\n%s", diff)
	}

	// a corrupt compressed route is an error, not garbage
	if _, err := db.db.ExecContext(ctx, `UPDATE quotes SET route = ? WHERE id = ?`, []byte{routeS2, 0xff, 0xff}, legacy.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Quote(ctx, legacy.ID); err == nil || !strings.Contains(err.Error(), "stored route") {
		t.Errorf("corrupt route: err = %v, want a stored route error", err)
	}
}
