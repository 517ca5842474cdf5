//go:build !linux

package main

import (
	"errors"
	"syscall"
	"time"
)

// The benchmark reads /proc for memory and CPU figures; elsewhere those are
// reported as unavailable.
var errNoProc = errors.New("needs Linux /proc")

func childAttr() *syscall.SysProcAttr { return nil }

func procCPU(pid int) (time.Duration, error) { return 0, errNoProc }

func readMem(pid int) (MemStat, error) { return MemStat{}, errNoProc }
