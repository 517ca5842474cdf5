//go:build !linux

package proc

import (
	"errors"
	"syscall"
	"time"
)

// The benchmarks read /proc for memory and CPU figures; elsewhere those are
// reported as unavailable.
var errNoProc = errors.New("needs Linux /proc")

// ChildAttr is nil: only Linux can tie the child's life to the benchmark's.
func ChildAttr() *syscall.SysProcAttr { return nil }

// CPU is unavailable without Linux /proc.
func CPU(pid int) (time.Duration, error) { return 0, errNoProc }

// ReadMem is unavailable without Linux /proc.
func ReadMem(pid int) (Mem, error) { return Mem{}, errNoProc }
