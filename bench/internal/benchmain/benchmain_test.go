package benchmain

import (
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

type fakeResults struct{ problems []string }

func (f fakeResults) Failures() []string { return f.problems }

func TestRunExitStatus(t *testing.T) {
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	o := Options{Bin: bin, Timeout: time.Minute}
	tests := []struct {
		name    string
		res     fakeResults
		err     error
		want    int
		printed bool
	}{
		{"figures", fakeResults{}, nil, 0, true},
		{"problems", fakeResults{problems: []string{"a route failed"}}, nil, 1, true},
		{"failed", fakeResults{}, errors.New("no service"), 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var dir string
			printed := false
			got := Run("test", o, func(ctx context.Context, env *Env) (fakeResults, error) {
				dir = env.Dir
				if env.Bin != bin || !strings.Contains(env.Dir, "switchyard-bench-test-") {
					t.Errorf("env %+v", env)
				}
				return tc.res, tc.err
			}, func(io.Writer, fakeResults) { printed = true })
			if got != tc.want || printed != tc.printed {
				t.Errorf("Run = %d (report printed %v), want %d (%v)", got, printed, tc.want, tc.printed)
			}
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Errorf("the temporary directory %s is left: %v", dir, err)
			}
		})
	}
}

func TestThisMachine(t *testing.T) {
	m := ThisMachine("the service and the chains share %d CPUs")
	if m.CPUs < 1 || m.GoVersion == "" || !strings.HasSuffix(m.Note, " CPUs") || strings.Contains(m.Note, "%") {
		t.Errorf("ThisMachine = %+v", m)
	}
}
