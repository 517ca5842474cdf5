//go:build !linux

package cosmos

import "syscall"

// childAttr: without Pdeathsig a node stops when its stdin closes.
func childAttr() *syscall.SysProcAttr { return nil }
