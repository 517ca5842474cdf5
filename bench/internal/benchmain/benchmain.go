// Package benchmain is what the mains of the benchmarks that start the
// real service share: the flags each has (-json, -bin, -keep, -timeout),
// the usage line and exit status 2 for bad flags, and a run that stops on
// SIGINT or SIGTERM or after -timeout, works in a temporary directory with
// the binary it measures, prints the results (the benchmark's report, or
// JSON) and exits 1 when the run failed or found problems. Progress goes
// to stderr, results to stdout.
package benchmain

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"syscall"
	"time"

	"github.com/switchyard-dev/switchyard/bench/internal/devbench"
	"github.com/switchyard-dev/switchyard/bench/internal/proc"
)

// Options are the flags every benchmark has.
type Options struct {
	JSON    bool
	Bin     string
	Keep    bool
	Timeout time.Duration
}

// Register adds -json, -bin, -keep and -timeout (default timeout) to the
// command line.
func (o *Options) Register(timeout time.Duration) {
	flag.BoolVar(&o.JSON, "json", false, "print the results as JSON on stdout (progress still goes to stderr)")
	flag.StringVar(&o.Bin, "bin", "", "use this switchyard binary instead of building ./cmd/switchyard")
	flag.BoolVar(&o.Keep, "keep", false, "keep the temporary directory (binary, data dirs, logs)")
	flag.DurationVar(&o.Timeout, "timeout", timeout, "hard limit for everything after the build")
}

// Parse parses the command line of `go run ./bench/<name>`. When check
// (run after parsing) returns an error, or arguments are left, it prints
// the error and the usage and exits 2.
func Parse(name string, check func() error) {
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./bench/%s [flags]\n\n", name)
		flag.PrintDefaults()
	}
	flag.Parse()
	err := check()
	if err == nil && flag.NArg() > 0 {
		err = fmt.Errorf("unexpected arguments %q", flag.Args())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		flag.Usage()
		os.Exit(2)
	}
}

// Progress prints a line of progress on stderr.
func Progress(format string, args ...any) { fmt.Fprintf(os.Stderr, format+"\n", args...) }

// Results are a benchmark's results: Failures are the problems that make
// its exit status 1 though it has figures.
type Results interface {
	Failures() []string
}

// Env is what a run's body works with.
type Env struct {
	Dir string // the run's temporary directory
	Bin string // the switchyard binary measured
	// ServiceLog is the log of the service the body started, if any: its
	// tail goes with a failure.
	ServiceLog string
}

// Run runs body with a context that ends on SIGINT or SIGTERM and after
// o.Timeout (counted once the binary is built), in a temporary directory
// named for the benchmark, with ./cmd/switchyard built into it (or
// o.Bin). It prints body's results as JSON or with report, and returns
// the exit status: 1 when body failed (nothing is printed) or its results
// have failures, else 0.
func Run[R Results](name string, o Options, body func(ctx context.Context, env *Env) (R, error), report func(io.Writer, R)) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	dir, bin, cleanup, err := proc.Prepare(ctx, "switchyard-bench-"+name+"-", o.Keep, o.Bin, Progress)
	if err != nil {
		Progress("bench: %v", err)
		return 1
	}
	defer cleanup()
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()

	env := &Env{Dir: dir, Bin: bin}
	res, err := body(ctx, env)
	tail := ""
	if env.ServiceLog != "" {
		tail = proc.LogTail(env.ServiceLog)
	}
	if err != nil {
		switch cause := context.Cause(ctx); {
		case cause == nil:
			Progress("bench: %v%s", err, tail)
		case cause.Error() == err.Error():
			Progress("bench: stopped early: %v", cause)
		default:
			Progress("bench: stopped early: %v (%v)", cause, err)
		}
		return 1
	}
	if o.JSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			Progress("bench: %v", err)
			return 1
		}
	} else {
		report(os.Stdout, res)
	}
	if f := res.Failures(); len(f) > 0 {
		Progress("bench: problems: %v%s", f, tail)
		return 1
	}
	return 0
}

// Machine is the part of a benchmark's configuration that says where it
// ran. Embedded in a results' config, its fields are the config's own in
// JSON.
type Machine struct {
	CPUs      int    `json:"cpus"`
	GoVersion string `json:"go_version"`
	Note      string `json:"note"`
}

// ThisMachine is this machine with a note on what shares its CPUs; %d in
// note is the number of CPUs.
func ThisMachine(note string) Machine {
	n := runtime.NumCPU()
	return Machine{CPUs: n, GoVersion: runtime.Version(), Note: fmt.Sprintf(note, n)}
}

// StartService creates a custom-tier integrator (100000 req/s) in a fresh
// data dir under the run's directory, starts `switchyard serve` there with
// the devnet chains and the extra flags of serve (see
// devbench.StartService), and makes its log the one whose tail goes with
// a failure. The caller stops the service. It returns the service and
// the integrator's id.
func (e *Env) StartService(ctx context.Context, dir, chains string, extra ...string) (*devbench.Service, string, error) {
	dataDir := filepath.Join(e.Dir, dir, "data")
	id, err := proc.AddIntegrator(ctx, e.Bin, dataDir, 100000)
	if err != nil {
		return nil, "", err
	}
	svc, err := devbench.StartService(ctx, e.Bin, dataDir, chains, extra...)
	if err != nil {
		return nil, "", err
	}
	e.ServiceLog = svc.LogPath
	Progress("service pid %d at http://%s, devnet admin %s", svc.PID(), svc.Addr, svc.AdminURL)
	return svc, id, nil
}
