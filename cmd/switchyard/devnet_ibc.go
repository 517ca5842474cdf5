//go:build !nodevnet

package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/switchyard-dev/switchyard/devnet"
)

// runDevnetIBC shows or changes the devnet's IBC relayer (with
// --devnet-cosmos): paused, it holds packets, so a route stays ongoing
// and, past its packet's timeout, is refunded once the relayer resumes;
// --timeout shortens the packet timeout of the routes quoted from then on.
func runDevnetIBC(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet ibc", stderr)
	url := fs.String("url", "http://"+defaultAdminListen, "base URL of the devnet admin API")
	pause := fs.Bool("pause", false, "pause the IBC relayer: packets are held (and time out if held past their timeout)")
	resume := fs.Bool("resume", false, "resume the IBC relayer: held packets are delivered, or timed out and refunded")
	timeout := fs.String("timeout", "", "IBC packet timeout of routes quoted from now on: a duration (30s, 10m) or seconds, 5s to 24h (default 10m)")
	if err := parseFlags(fs, args, nil, []string{}...); err != nil {
		return err
	}
	if *pause && *resume {
		return fmt.Errorf("devnet ibc: give at most one of --pause and --resume\n\n%s", devnetUsage)
	}
	setTimeout := false
	fs.Visit(func(f *flag.Flag) { setTimeout = setTimeout || f.Name == "timeout" })
	if setTimeout {
		if _, err := devnet.ParseIBCTimeout(*timeout); err != nil {
			return fmt.Errorf("devnet ibc: --timeout: %v\n\n%s", err, devnetUsage)
		}
	}
	c := &devnet.Client{URL: *url}
	var got *devnet.IBCResponse
	var err error
	if *pause || *resume || setTimeout {
		var paused *bool
		if *pause || *resume {
			paused = pause
		}
		got, err = c.SetIBC(ctx, paused, *timeout)
	} else {
		got, err = c.IBC(ctx)
	}
	if err != nil {
		return err
	}
	state := "running (relaying packets, acknowledgements and timeouts)"
	if got.Paused {
		state = "paused (packets are held; `switchyard devnet ibc --resume` relays them, or times them out and refunds them)"
	}
	fmt.Fprintf(stdout, "IBC relayer: %s; packet timeout of routes quoted from now on: %s\n", state, got.Timeout)
	return nil
}
