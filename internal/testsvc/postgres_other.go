//go:build !linux

package testsvc

import "syscall"

// pgProcAttr: outside Linux there is no parent-death signal, so a private
// cluster outlives its test binary until stopped by hand.
func pgProcAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	if cred == nil {
		return nil
	}
	return &syscall.SysProcAttr{Credential: cred}
}
