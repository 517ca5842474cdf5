package proc

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ChildAttr kills the service if the benchmark itself dies without running
// its cleanup (for example on SIGKILL), so no server outlives a run.
func ChildAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// clockTick is USER_HZ, the unit of /proc/<pid>/stat times: 100 on every
// mainstream Linux architecture.
const clockTick = 10 * time.Millisecond

// CPU returns the user+system CPU time used so far by all threads of a
// process (10 ms resolution).
func CPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')') // the command name may contain spaces
	if i < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	f := strings.Fields(s[i+1:]) // f[0] is field 3 (state); utime is field 14
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("/proc/%d/stat: unexpected format", pid)
	}
	return time.Duration(ut+st) * clockTick, nil
}

// ReadMem reads VmRSS and VmHWM (kB) from /proc/<pid>/status.
func ReadMem(pid int) (Mem, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return Mem{}, err
	}
	var m Mem
	for _, line := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		f := strings.Fields(v)
		if len(f) == 0 {
			continue
		}
		n, _ := strconv.ParseInt(f[0], 10, 64)
		switch k {
		case "VmRSS":
			m.RSSkB = n
		case "VmHWM":
			m.HWMkB = n
		}
	}
	if m.RSSkB == 0 {
		return m, fmt.Errorf("no VmRSS in /proc/%d/status", pid)
	}
	return m, nil
}
