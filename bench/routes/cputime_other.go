//go:build !linux

package main

import "time"

// threadCPU is unavailable outside Linux: the CPU figures read 0.
func threadCPU() time.Duration { return 0 }
