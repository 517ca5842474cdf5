//go:build !nodevnet

package main

import (
	"bytes"
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
)

// cliCommands are the command paths docs/cli.md documents, each with the
// heading of its section there. The integrators subcommands share one flag
// set, documented once in their command's section.
var cliCommands = []struct{ args, section string }{
	{"serve", "switchyard serve"},
	{"integrators add", "switchyard integrators"},
	{"devnet", "switchyard devnet"},
	{"devnet account", "switchyard devnet account"},
	{"devnet fund", "switchyard devnet fund"},
	{"devnet gas", "switchyard devnet gas"},
	{"devnet pools", "switchyard devnet pools"},
	{"devnet price", "switchyard devnet price"},
	{"devnet solver", "switchyard devnet solver"},
	{"devnet delay", "switchyard devnet delay"},
	{"devnet orders", "switchyard devnet orders"},
	{"devnet ibc", "switchyard devnet ibc"},
	{"chains", "switchyard chains"},
	{"tokens", "switchyard tokens"},
	{"quote", "switchyard quote"},
	{"route", "switchyard route"},
	{"status", "switchyard status"},
}

var helpFlag = regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`)

// cliSection returns the text under the heading "`<name>`" in doc, up to
// the next heading of the same or a higher level.
func cliSection(t *testing.T, doc, name string) string {
	t.Helper()
	lines := strings.Split(doc, "\n")
	for i, l := range lines {
		level := len(l) - len(strings.TrimLeft(l, "#"))
		if level == 0 || !strings.Contains(l, "`"+name+"`") {
			continue
		}
		var b strings.Builder
		for _, next := range lines[i+1:] {
			if n := len(next) - len(strings.TrimLeft(next, "#")); n > 0 && n <= level && strings.HasPrefix(next, strings.Repeat("#", n)+" ") {
				break
			}
			b.WriteString(next + "\n")
		}
		return b.String()
	}
	t.Fatalf("docs/cli.md has no heading for `%s`", name)
	return ""
}

// TestEveryFlagIsInCLIDocs: every flag a command's -h prints is documented
// in that command's section of docs/cli.md, and every command of the
// usage text has a section.
func TestEveryFlagIsInCLIDocs(t *testing.T) {
	t.Parallel()
	b, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, c := range cliCommands {
		var stdout, stderr bytes.Buffer
		runCommand(context.Background(), append(strings.Fields(c.args), "-h"), &stdout, &stderr)
		flags := helpFlag.FindAllStringSubmatch(stderr.String(), -1)
		if len(flags) == 0 {
			t.Errorf("%s -h printed no flags:\n%s", c.args, stderr.String())
			continue
		}
		section := cliSection(t, doc, c.section)
		for _, f := range flags {
			if !strings.Contains(section, "`--"+f[1]+"`") {
				t.Errorf("docs/cli.md, section `%s`: flag --%s of %q is not documented", c.section, f[1], c.args)
			}
		}
	}
	// every command the usage names, and every devnet subcommand, has a section
	for _, m := range regexp.MustCompile(`(?m)^  ([a-z]+)  `).FindAllStringSubmatch(usage, -1) {
		cliSection(t, doc, "switchyard "+m[1])
	}
	for _, m := range regexp.MustCompile(`switchyard devnet ([a-z]+) `).FindAllStringSubmatch(devnetUsage, -1) {
		cliSection(t, doc, "switchyard devnet "+m[1])
	}
}
