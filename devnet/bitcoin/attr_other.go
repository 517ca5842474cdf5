//go:build !linux

package bitcoin

import "syscall"

// childAttr: only Linux can tie the child's life to ours (Pdeathsig).
func childAttr() *syscall.SysProcAttr { return nil }
