// Package proc holds what the benchmarks need of the service processes
// they start: building the switchyard binary (also with a pprof listener
// added by a build overlay, for profiling) and creating its integrator,
// a clean environment, the child process itself (its stdout lines, its
// exit, SIGTERM then kill, its life tied to the benchmark's), its CPU time
// and memory as Linux /proc reports them, and the tail of its log for
// error messages. Off Linux the /proc figures are reported as unavailable.
package proc

import (
	"os"
	"strings"
)

// Mem holds resident-set figures of a process, in kB. The JSON names are
// those of the benchmarks' -json output.
type Mem struct {
	RSSkB int64 `json:"rss_kb"`
	HWMkB int64 `json:"hwm_kb"` // peak (VmHWM)
}

// MB is the resident set in MiB.
func (m Mem) MB() float64 { return float64(m.RSSkB) / 1024 }

// LogTail returns the last lines of the log file at path (a service's
// stderr), for diagnostics: "" if it is missing or empty, else the lines
// under a header naming the file.
func LogTail(path string) string {
	b, err := os.ReadFile(path)
	if err != nil || len(b) == 0 {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > 15 {
		lines = lines[len(lines)-15:]
	}
	return "\n--- last lines of " + path + " ---\n" + strings.Join(lines, "\n")
}
