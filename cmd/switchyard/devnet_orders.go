//go:build !nodevnet

package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/switchyard-dev/switchyard/devnet"
)

// runDevnetOrders shows or sets the lifetime of the intents orders the
// devnet solver quotes: a short one lets an order expire and be refunded
// in seconds.
func runDevnetOrders(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet orders", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	lifetime := fs.String("lifetime", "", "lifetime of intents orders quoted from now on: a duration (30s, 10m) or seconds, 5s to 24h")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "lifetime" })
	if set {
		if _, err := devnet.ParseOrderLifetime(*lifetime); err != nil {
			return fmt.Errorf("devnet orders: --lifetime: %v\n\n%s", err, devnetUsage)
		}
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.OrdersResponse
	var err error
	if set {
		got, err = c.SetOrderLifetime(ctx, *lifetime)
	} else {
		got, err = c.Orders(ctx)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "intents order lifetime: %s (orders quoted from now on expire this long after the quote; unfilled, they are then refunded)\n", got.Lifetime)
	return nil
}
