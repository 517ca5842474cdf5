package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/switchyard-dev/switchyard/integrator"
	"github.com/switchyard-dev/switchyard/internal/app"
	"github.com/switchyard-dev/switchyard/push"
	"github.com/switchyard-dev/switchyard/store"
)

const integratorsUsage = `usage: switchyard integrators <command> [flags]

commands:
  add           --name N --tier testing|production|custom [--rate N] [--features a,b]
                prints the new integrator id (shown once; only its hash is stored)
  list          [--json]
  set-tier      --name N --tier testing|production|custom [--rate N]
  set-features  --name N --features a,b   (empty to clear)
  revoke        --name N | --id ID        (immediate and final)
  set-webhook   --name N --url URL | --clear
                status changes of the integrator's transactions are POSTed there, signed;
                prints the signing secret (shown once; only its hash is stored)
  webhooks      --name N [--limit 50] [--json]   recent webhook deliveries
  set-fee       --name N --bps B --beneficiary ADDRESS [--family evm|cosmos]
                the integrator earns B basis points (at most 1000) of every route's input, paid to
                ADDRESS in the route's own transaction; --bps 0 removes the fee

every command takes --data-dir (default ` + defaultDataDir + `) and, for replicas on PostgreSQL, --database-url:
a change reaches every replica at its next request. Every flag can also come from SWITCHYARD_<FLAG>
(e.g. SWITCHYARD_DATABASE_URL, SWITCHYARD_NAME); SWITCHYARD_URL only for set-webhook and webhooks.
`

func runIntegrators(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, integratorsUsage)
		return errUsage
	}
	cmd := args[0]
	fs := newFlagSet("integrators "+cmd, stderr)
	dataDir := fs.String("data-dir", defaultDataDir, "data directory of the service (env SWITCHYARD_DATA_DIR)")
	keyFile := fs.String("webhook-key-file", "", "the service's --webhook-key-file (env SWITCHYARD_WEBHOOK_KEY_FILE), for set-webhook")
	databaseURL := fs.String("database-url", "", "the replicas' PostgreSQL URL (env SWITCHYARD_DATABASE_URL); default: SQLite in the data dir")
	name := fs.String("name", "", "integrator name")
	tier := fs.String("tier", "", "testing (1 rps), production (10 rps) or custom (--rate)")
	rate := fs.Int("rate", 0, "requests per second, for --tier custom")
	features := fs.String("features", "", "comma-separated feature flags")
	rawID := fs.String("id", "", "integrator id (for revoke)")
	asJSON := fs.Bool("json", false, "JSON output (list, webhooks)")
	hookURL := fs.String("url", "", "webhook URL: https, or http to a loopback host (set-webhook)")
	clearHook := fs.Bool("clear", false, "remove the webhook (set-webhook)")
	limit := fs.Int("limit", 50, "deliveries to show (webhooks)")
	feeBPS := fs.Int("bps", -1, "integrator fee in basis points of the input, 0 to 1000; 0 removes it (set-fee)")
	beneficiary := fs.String("beneficiary", "", "address the fee is paid to (set-fee)")
	family := fs.String("family", "evm", "chain family of --beneficiary (set-fee)")
	// Every flag reads SWITCHYARD_<FLAG>, except that only the webhook
	// commands read SWITCHYARD_URL: the client commands' service URL is
	// no integrator's webhook.
	var envFlags []string
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name != "url" || cmd == "set-webhook" || cmd == "webhooks" {
			envFlags = append(envFlags, f.Name)
		}
	})
	if err := parseFlags(fs, args[1:], nil, envFlags...); err != nil {
		return err
	}
	if problems := app.ValidateServiceURL("--database-url", *databaseURL, "postgres", "postgresql"); len(problems) > 0 {
		return errors.New(problems[0])
	}
	db, dir, err := app.OpenStore(ctx, *dataDir, *databaseURL)
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
		hooks, err := db.Webhooks(ctx)
		if err != nil {
			return err
		}
		urls := map[string]string{}
		for _, h := range hooks {
			urls[h.IntegratorHash] = h.URL
		}
		return printIntegrators(stdout, list, urls, *asJSON)
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
	case "set-fee":
		if err := need(*name, "name"); err != nil {
			return err
		}
		if *feeBPS < 0 {
			return fmt.Errorf("integrators set-fee: --bps is required (0 removes the fee)\n\n%s", integratorsUsage)
		}
		in, err := svc.SetFee(ctx, *name, integrator.SetFeeRequest{BPS: *feeBPS, Family: *family, Beneficiary: *beneficiary})
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, feeText(in))
	case "set-webhook", "webhooks":
		if err := need(*name, "name"); err != nil {
			return err
		}
		in, err := svc.Find(ctx, *name)
		if err != nil {
			return err
		}
		if cmd == "webhooks" {
			return printDeliveries(ctx, stdout, db, in, *limit, *asJSON)
		}
		return setWebhook(ctx, stdout, stderr, app.WebhookKeyPath(*keyFile, dir), db, in, *hookURL, *clearHook)
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

func printIntegrators(w io.Writer, list []*integrator.Integrator, webhooks map[string]string, asJSON bool) error {
	if asJSON {
		type row struct {
			Name      string   `json:"name"`
			Tier      string   `json:"tier"`
			Rate      int      `json:"rate"`
			State     string   `json:"state"`
			Features  []string `json:"features"`
			CreatedAt string   `json:"createdAt"`
			RevokedAt string   `json:"revokedAt,omitempty"`
			Webhook   string   `json:"webhook,omitempty"`
			Fee       *feeRow  `json:"fee,omitempty"`
		}
		rows := []row{}
		for _, in := range list {
			r := row{Name: in.Name, Tier: string(in.Tier), Rate: in.Rate, State: state(in), Features: in.Features,
				CreatedAt: in.CreatedAt.Format(time.RFC3339), Webhook: webhooks[in.IDHash]}
			if r.Features == nil {
				r.Features = []string{}
			}
			if !in.RevokedAt.IsZero() {
				r.RevokedAt = in.RevokedAt.Format(time.RFC3339)
			}
			if !in.Fee.IsZero() {
				r.Fee = &feeRow{BPS: in.Fee.BPS, Beneficiaries: in.Fee.Beneficiaries}
			}
			rows = append(rows, r)
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tTIER\tRATE\tSTATE\tFEATURES\tCREATED\tWEBHOOK\tFEE")
	for _, in := range list {
		hook := webhooks[in.IDHash]
		if hook == "" {
			hook = "-"
		}
		fee := "-"
		if !in.Fee.IsZero() {
			fee = fmt.Sprintf("%d bps", in.Fee.BPS)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d/s\t%s\t%s\t%s\t%s\t%s\n", in.Name, in.Tier, in.Rate, state(in),
			strings.Join(in.Features, ","), in.CreatedAt.Format(time.RFC3339), hook, fee)
	}
	return tw.Flush()
}

// feeRow is an integrator's fee in `list --json`.
type feeRow struct {
	BPS           int               `json:"bps"`
	Beneficiaries map[string]string `json:"beneficiaries"`
}

// feeText says what set-fee did.
func feeText(in *integrator.Integrator) string {
	if in.Fee.IsZero() {
		return fmt.Sprintf("integrator %q has no fee", in.Name)
	}
	families := slices.Sorted(maps.Keys(in.Fee.Beneficiaries))
	var to []string
	for _, f := range families {
		to = append(to, f+" "+in.Fee.Beneficiaries[f])
	}
	return fmt.Sprintf("integrator %q now earns %d bps of every route's input, paid to %s", in.Name, in.Fee.BPS, strings.Join(to, ", "))
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

// setWebhook registers (or with clear removes) an integrator's webhook and
// prints the new secret, which is never shown again.
func setWebhook(ctx context.Context, stdout, stderr io.Writer, keyPath string, db store.Store, in *integrator.Integrator, url string, clear bool) error {
	if clear {
		if url != "" {
			return fmt.Errorf("integrators set-webhook: give --url or --clear, not both")
		}
		had, err := db.ClearWebhook(ctx, in.IDHash)
		if err != nil {
			return err
		}
		if !had {
			fmt.Fprintf(stdout, "integrator %q had no webhook\n", in.Name)
			return nil
		}
		fmt.Fprintf(stdout, "integrator %q webhook removed; deliveries not yet made are given up\n", in.Name)
		return nil
	}
	if url == "" {
		return fmt.Errorf("integrators set-webhook: --url (or --clear) is required\n\n%s", integratorsUsage)
	}
	key, err := push.LoadOrCreateMasterKey(keyPath)
	if err != nil {
		return err
	}
	secret, w, err := push.Register(ctx, db, key, in.IDHash, url, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, secret)
	fmt.Fprintf(stderr, "integrator %q: status changes are POSTed to %s, signed with the secret above (Switchyard-Signature);\n"+
		"keep it: it is not shown again (set-webhook again issues a new one)\n", in.Name, w.URL)
	return nil
}

// printDeliveries lists an integrator's recent webhook deliveries.
func printDeliveries(ctx context.Context, w io.Writer, db store.Store, in *integrator.Integrator, limit int, asJSON bool) error {
	if limit < 1 || limit > 10_000 {
		return fmt.Errorf("--limit %d must be between 1 and 10000", limit)
	}
	list, err := db.WebhookDeliveries(ctx, in.IDHash, limit)
	if err != nil {
		return err
	}
	at := func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.Format(time.RFC3339)
	}
	if asJSON {
		type row struct {
			CreatedAt     string `json:"createdAt"`
			QuoteID       string `json:"quoteId"`
			TransactionID string `json:"transactionId"`
			Sequence      int64  `json:"sequence"`
			State         string `json:"state"`
			Attempts      int    `json:"attempts"`
			LastAttemptAt string `json:"lastAttemptAt,omitempty"`
			LastStatus    int    `json:"lastStatus,omitempty"`
			LastError     string `json:"lastError,omitempty"`
			NextAttemptAt string `json:"nextAttemptAt,omitempty"`
			URL           string `json:"url"`
		}
		rows := []row{}
		for _, d := range list {
			r := row{CreatedAt: at(d.CreatedAt), QuoteID: d.QuoteID, TransactionID: d.TxHash, Sequence: d.Seq, State: d.State,
				Attempts: d.Attempts, LastAttemptAt: at(d.LastAttemptAt), LastStatus: d.LastStatus, LastError: d.LastError, URL: d.URL}
			if d.State == push.StatePending {
				r.NextAttemptAt = at(d.NextAttemptAt)
			}
			rows = append(rows, r)
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CREATED\tQUOTE\tSEQ\tSTATE\tATTEMPTS\tLAST\tNEXT")
	for _, d := range list {
		last := d.LastError
		if d.LastStatus != 0 && last == "" {
			last = fmt.Sprintf("HTTP %d", d.LastStatus)
		}
		next := "-"
		if d.State == push.StatePending {
			next = at(d.NextAttemptAt)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%s\t%s\n", at(d.CreatedAt), d.QuoteID, d.Seq, d.State, d.Attempts, orDash(last), next)
	}
	return tw.Flush()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
