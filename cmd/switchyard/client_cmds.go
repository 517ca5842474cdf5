package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
)

// The client commands (chains, tokens, quote, route, status) talk to a
// running service through package client, as any Go integrator would.

const defaultServiceURL = "http://127.0.0.1:8080"

// serviceFlags select the service: --url and --integrator-id, or
// SWITCHYARD_URL and SWITCHYARD_INTEGRATOR_ID.
type serviceFlags struct {
	url, id *string
}

func addServiceFlags(fs *flag.FlagSet) serviceFlags {
	return serviceFlags{
		url: fs.String("url", defaultServiceURL, "base URL of the service (env SWITCHYARD_URL)"),
		id:  fs.String("integrator-id", "", "integrator id sent as x-integrator-id (env SWITCHYARD_INTEGRATOR_ID)"),
	}
}

// serviceEnv are the flags the environment may set for every client command.
var serviceEnv = []string{"url", "integrator-id"}

func (f serviceFlags) client() (*client.Client, error) {
	if *f.id == "" {
		return nil, fmt.Errorf("an integrator id is required: --integrator-id or SWITCHYARD_INTEGRATOR_ID (serve prints the development one)")
	}
	return client.New(*f.url, *f.id, client.WithUserAgent("switchyard-cli/"+version))
}

func runChains(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("chains", stderr)
	svc := addServiceFlags(fs)
	chainID := fs.String("chain", "", "one chain id")
	fields := fs.String("fields", "", "comma-separated fields to return (POST /v2/chains)")
	asJSON := fs.Bool("json", false, "print the chains as JSON")
	if err := parseFlags(fs, args, nil, serviceEnv...); err != nil {
		return err
	}
	c, err := svc.client()
	if err != nil {
		return err
	}
	chains, err := c.Chains(ctx, client.ListQuery{ChainID: *chainID, Fields: splitList(*fields)})
	if err != nil {
		return err
	}
	if *asJSON || *fields != "" {
		return printJSON(stdout, api.ChainsResponse{Chains: chains})
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHAIN ID\tNAME\tTYPE\tNATIVE\tRPC")
	for _, ch := range chains {
		native := ""
		if ch.NativeCurrency != nil {
			native = ch.NativeCurrency.Symbol
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", ch.ChainID, ch.ChainName, ch.Type, native, ch.RPC)
	}
	return tw.Flush()
}

func runTokens(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("tokens", stderr)
	svc := addServiceFlags(fs)
	chainID := fs.String("chain", "", "tokens of one chain")
	fields := fs.String("fields", "", "comma-separated fields to return (POST /v2/tokens)")
	asJSON := fs.Bool("json", false, "print the tokens as JSON")
	if err := parseFlags(fs, args, nil, serviceEnv...); err != nil {
		return err
	}
	c, err := svc.client()
	if err != nil {
		return err
	}
	tokens, err := c.Tokens(ctx, client.ListQuery{ChainID: *chainID, Fields: splitList(*fields)})
	if err != nil {
		return err
	}
	if *asJSON || *fields != "" {
		return printJSON(stdout, api.TokensResponse{Tokens: tokens})
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHAIN ID\tSYMBOL\tADDRESS\tDECIMALS\tUSD")
	for _, t := range tokens {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%g\n", t.ChainID, t.Symbol, t.Address, t.Decimals, t.USDPrice)
	}
	return tw.Flush()
}

func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// formatUnits writes base units in whole tokens (1500000 with 6 decimals
// is 1.5), exactly: amounts are integers end to end.
func formatUnits(amount string, decimals int) string {
	n, ok := new(big.Int).SetString(amount, 10)
	if !ok || decimals <= 0 {
		return amount
	}
	s := n.String()
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if len(s) <= decimals {
		s = strings.Repeat("0", decimals-len(s)+1) + s
	}
	whole, frac := s[:len(s)-decimals], strings.TrimRight(s[len(s)-decimals:], "0")
	if neg {
		whole = "-" + whole
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// tokenAmount is amount of the token object raw, for a person.
func tokenAmount(amount string, raw json.RawMessage) string {
	t, err := api.ParseToken(raw)
	if err != nil || t.Symbol == "" {
		return amount + " base units"
	}
	return formatUnits(amount, t.Decimals) + " " + t.Symbol
}

// isTerminal reports whether w is a terminal, where progress redraws a
// line (golang.org/x/term is not a dependency: a character device is a
// terminal for this purpose).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
