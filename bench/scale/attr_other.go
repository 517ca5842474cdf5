//go:build !linux

package main

import "syscall"

// deathAttr: only Linux can tie a child's life to the benchmark's.
func deathAttr(syscall.Signal) *syscall.SysProcAttr { return &syscall.SysProcAttr{} }
