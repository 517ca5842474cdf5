//go:build !linux

package main

import (
	"errors"
	"time"
)

// The benchmark reads /proc for memory and CPU figures; elsewhere those are
// reported as unavailable.
var errNoProc = errors.New("needs Linux /proc")

func selfCPU() (time.Duration, error) { return 0, errNoProc }
