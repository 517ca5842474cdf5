package app

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/catalog"
)

// TestCosmosFlagProblems: --devnet-cosmos is accepted only beside an
// embedded devnet, and each refusal names the flag in the way.
func TestCosmosFlagProblems(t *testing.T) {
	t.Parallel()
	noChains := func(context.Context, *catalog.Catalog, *slog.Logger) (*Chains, error) { return &Chains{}, nil }
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want string // "" for no problem
	}{
		{"off", func(*Config) {}, ""},
		{"embedded", func(c *Config) { c.Devnet.Chains = "1" }, ""},
		{"without chains", func(c *Config) {}, "--devnet-cosmos needs the embedded devnet, which --devnet-chains none"},
		{"attached", func(c *Config) { c.Devnet.AttachURL = "http://127.0.0.1:8544" }, "--devnet-cosmos cannot be combined with --devnet-url"},
		{"live", func(c *Config) { c.Mode, c.Chains = "live", noChains }, "--devnet-cosmos starts devnet chains, which --mode live"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := DefaultConfig()
			c.DataDir, c.Devnet.Chains, c.Devnet.Cosmos = t.TempDir(), "none", tc.name != "off"
			tc.edit(&c)
			got := c.Problems()
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("problems %q, want none", got)
			case tc.want != "" && (len(got) != 1 || !strings.Contains(got[0], tc.want)):
				t.Errorf("problems %q, want one saying %q", got, tc.want)
			}
		})
	}
}
