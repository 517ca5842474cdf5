package testsvc

import "syscall"

// redisProcAttr has the kernel kill a private redis-server when the test
// binary that started it exits, however it exits, so no server outlives
// its tests.
func redisProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
