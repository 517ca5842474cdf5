package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/switchyard-dev/switchyard/integrator"
)

const integratorsUsage = `usage: switchyard integrators <command> [flags]

commands:
  add           --name N --tier testing|production|custom [--rate N] [--features a,b]
                prints the new integrator id (shown once; only its hash is stored)
  list          [--json]
  set-tier      --name N --tier testing|production|custom [--rate N]
  set-features  --name N --features a,b   (empty to clear)
  revoke        --name N | --id ID        (immediate and final)

every command takes --data-dir (default ` + defaultDataDir + `, env SWITCHYARD_DATA_DIR)
`

func runIntegrators(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, integratorsUsage)
		return errUsage
	}
	cmd := args[0]
	fs := newFlagSet("integrators "+cmd, stderr)
	dataDir := fs.String("data-dir", defaultDataDir, "data directory of the service (env SWITCHYARD_DATA_DIR)")
	name := fs.String("name", "", "integrator name")
	tier := fs.String("tier", "", "testing (1 rps), production (10 rps) or custom (--rate)")
	rate := fs.Int("rate", 0, "requests per second, for --tier custom")
	features := fs.String("features", "", "comma-separated feature flags")
	rawID := fs.String("id", "", "integrator id (for revoke)")
	asJSON := fs.Bool("json", false, "JSON output (list)")
	if err := parseFlags(fs, args[1:], nil, "data-dir"); err != nil {
		return err
	}
	_, db, err := openDataDir(ctx, *dataDir)
	if err != nil {
		return err
	}
	defer db.Close()
	svc := integrator.NewService(integrator.Config{Store: db})
	need := func(v, flagName string) error {
		if v == "" {
			return fmt.Errorf("integrators %s: --%s is required\n\n%s", cmd, flagName, integratorsUsage)
		}
		return nil
	}
	switch cmd {
	case "add":
		if err := need(*name, "name"); err != nil {
			return err
		}
		if err := need(*tier, "tier"); err != nil {
			return err
		}
		id, in, err := svc.Add(ctx, integrator.AddRequest{Name: *name, Tier: *tier, Rate: *rate, Features: splitList(*features)})
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, id)
		fmt.Fprintf(stderr, "added integrator %q (tier %s, %d rps); keep the id above: it is not shown again\n", in.Name, in.Tier, in.Rate)
	case "list":
		list, err := svc.List(ctx)
		if err != nil {
			return err
		}
		return printIntegrators(stdout, list, *asJSON)
	case "set-tier":
		if err := need(*name, "name"); err != nil {
			return err
		}
		in, err := svc.SetTier(ctx, *name, *tier, *rate)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "integrator %q is now tier %s (%d rps)\n", in.Name, in.Tier, in.Rate)
	case "set-features":
		if err := need(*name, "name"); err != nil {
			return err
		}
		in, err := svc.SetFeatures(ctx, *name, splitList(*features))
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "integrator %q now has features [%s]\n", in.Name, strings.Join(in.Features, ", "))
	case "revoke":
		ref := *name
		if ref == "" {
			ref = *rawID
		}
		if err := need(ref, "name or --id"); err != nil {
			return err
		}
		in, err := svc.Revoke(ctx, ref)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "integrator %q revoked\n", in.Name)
	default:
		fmt.Fprintf(stderr, "unknown integrators command %q\n\n%s", cmd, integratorsUsage)
		return errUsage
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func printIntegrators(w io.Writer, list []*integrator.Integrator, asJSON bool) error {
	if asJSON {
		type row struct {
			Name      string   `json:"name"`
			Tier      string   `json:"tier"`
			Rate      int      `json:"rate"`
			State     string   `json:"state"`
			Features  []string `json:"features"`
			CreatedAt string   `json:"createdAt"`
			RevokedAt string   `json:"revokedAt,omitempty"`
		}
		rows := []row{}
		for _, in := range list {
			r := row{Name: in.Name, Tier: string(in.Tier), Rate: in.Rate, State: state(in), Features: in.Features,
				CreatedAt: in.CreatedAt.Format(time.RFC3339)}
			if r.Features == nil {
				r.Features = []string{}
			}
			if !in.RevokedAt.IsZero() {
				r.RevokedAt = in.RevokedAt.Format(time.RFC3339)
			}
			rows = append(rows, r)
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tTIER\tRATE\tSTATE\tFEATURES\tCREATED")
	for _, in := range list {
		fmt.Fprintf(tw, "%s\t%s\t%d/s\t%s\t%s\t%s\n", in.Name, in.Tier, in.Rate, state(in),
			strings.Join(in.Features, ","), in.CreatedAt.Format(time.RFC3339))
	}
	return tw.Flush()
}

func state(in *integrator.Integrator) string {
	switch {
	case !in.RevokedAt.IsZero():
		return "revoked"
	case !in.Enabled:
		return "disabled"
	}
	return "active"
}
