package cosmos

import "syscall"

// childAttr has the kernel stop a node when the devnet process dies, even
// on kill -9 (the node also stops when its stdin closes).
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
}
