package testsvc

import "syscall"

// pgProcAttr runs a private cluster's programs as u (nil: the caller) and
// has the kernel stop the server, with PostgreSQL's immediate shutdown
// (SIGQUIT), when the test binary that started it exits, however it exits.
// Go sets the parent-death signal after switching user, so the switch does
// not clear it.
func pgProcAttr(u *pgUser) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Pdeathsig: syscall.SIGQUIT}
	if u != nil {
		a.Credential = &syscall.Credential{Uid: u.uid, Gid: u.gid}
	}
	return a
}
