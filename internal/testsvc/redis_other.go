//go:build !linux

package testsvc

import "syscall"

// redisProcAttr: outside Linux there is no parent-death signal; a private
// server shared by a test binary (RedisURL) outlives it until killed.
func redisProcAttr() *syscall.SysProcAttr { return nil }
