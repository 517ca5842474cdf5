package main

import "syscall"

// deathAttr has the kernel send sig to a server the benchmark started
// when the benchmark dies without its cleanup, so none outlives a run.
func deathAttr(sig syscall.Signal) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: sig}
}
