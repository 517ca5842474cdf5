//go:build !linux

package testsvc

import "syscall"

// pgProcAttr: outside Linux there is no parent-death signal, so a private
// cluster outlives its test binary until stopped by hand; nor does it
// switch user (as root, initdb says why it refuses).
func pgProcAttr(*pgUser) *syscall.SysProcAttr { return nil }
