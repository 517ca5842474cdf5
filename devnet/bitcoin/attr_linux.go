package bitcoin

import "syscall"

// childAttr makes the kernel stop btcd when this process dies, even by
// kill -9, with SIGTERM so it still closes its database cleanly.
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM, Setpgid: true}
}
