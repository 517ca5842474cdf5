//go:build nodevnet

package main

import (
	"context"
	"flag"
	"io"

	"github.com/switchyard-dev/switchyard/internal/app"
)

// This file builds the command without the devnet (go build -tags
// nodevnet). The devnet flags are still accepted so that configurations
// keep working; only "none" chains can be asked for.

func registerDevnetFlags(fs *flag.FlagSet, s *app.DevnetSettings, names app.DevnetFlagNames) {
	s.Names = names
	fs.StringVar(&s.Chains, names.Chains, "none", "none: this build has no devnet (built with -tags nodevnet)")
	fs.DurationVar(&s.BlockInterval, names.Interval, 0, "ignored: this build has no devnet")
	fs.IntVar(&s.RPCPort, names.RPCPort, 0, "ignored: this build has no devnet")
	fs.StringVar(&s.AdminListen, names.Admin, "", "ignored: this build has no devnet")
	fs.StringVar(&s.ExplorerListen, names.Explorer, "", "ignored: this build has no devnet")
	fs.DurationVar(&s.ExplorerDelay, names.Delay, 0, "ignored: this build has no devnet")
	fs.BoolVar(&s.Reset, names.Reset, false, "ignored: this build has no devnet")
	fs.DurationVar(&s.OrderLifetime, names.OrderLifetime, 0, "ignored: this build has no devnet")
	if names == app.ServeDevnetFlags {
		fs.StringVar(&s.AttachURL, "devnet-url", "", "not available: this build has no devnet")
	}
}

func runDevnet(context.Context, []string, io.Writer, io.Writer) error { return app.ErrNoDevnet }
