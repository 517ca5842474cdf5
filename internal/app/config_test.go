package app

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/catalog"
)

// TestConfigProblems: the defaults with a data dir are valid; each mistake
// is named by its serve flag, and the Chains seam stands in for live
// mode's liquidity file.
func TestConfigProblems(t *testing.T) {
	t.Parallel()
	noChains := func(context.Context, *catalog.Catalog, *slog.Logger) (*Chains, error) { return &Chains{}, nil }
	for _, tc := range []struct {
		name string
		edit func(*Config)
		want []string // substrings, one per problem
	}{
		{"defaults", func(*Config) {}, nil},
		{"no data dir", func(c *Config) { c.DataDir = "" }, []string{"--data-dir must not be empty"}},
		{"bad listen", func(c *Config) { c.Listen = "8080" }, []string{`--listen "8080" must be host:port`}},
		{"bad mode", func(c *Config) { c.Mode = "test" }, []string{`--mode "test" must be devnet or live`}},
		{"live without liquidity", func(c *Config) { c.Mode = "live" }, []string{"--mode live needs --liquidity FILE"}},
		{"live with the chains seam", func(c *Config) { c.Mode, c.Chains = "live", noChains }, nil},
		{"attach in live mode", func(c *Config) { c.Mode, c.Devnet.AttachURL, c.Chains = "live", "http://127.0.0.1:8544", noChains },
			[]string{"--devnet-url attaches to a devnet, which --mode live does not use"}},
		{"postgres without a key file", func(c *Config) { c.DatabaseURL = "postgres://u@127.0.0.1/db" },
			[]string{"--database-url needs --webhook-key-file"}},
		{"bad redis url", func(c *Config) { c.RedisURL = "http://x" }, []string{"--redis-url must be a redis:// URL"}},
		{"webhook poll", func(c *Config) { c.Push.Poll = 0 }, []string{"--webhook-poll 0s must be between 1ms and 1m"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := DefaultConfig()
			c.DataDir, c.Devnet.Chains = t.TempDir(), "none"
			tc.edit(&c)
			got := c.Problems()
			if len(got) != len(tc.want) {
				t.Fatalf("problems %q, want %d", got, len(tc.want))
			}
			for i, w := range tc.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("problem %d %q does not say %q", i, got[i], w)
				}
			}
		})
	}
}

func TestParseCORSOrigins(t *testing.T) {
	t.Parallel()
	got, err := ParseCORSOrigins(" https://a.example/ , *")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"https://a.example", "*"}, got); diff != "" {
		t.Errorf("origins (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"", "ftp://a.example", "https://a.example/path"} {
		if _, err := ParseCORSOrigins(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
