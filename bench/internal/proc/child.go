package proc

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// Child is a server process a benchmark started (the service, or a
// baseline in a process of its own), with its stderr in a log file.
type Child struct {
	// Name names the process in Stop's errors ("switchyard serve").
	Name    string
	LogPath string
	// Grace is how long Stop waits after SIGTERM before it kills.
	Grace time.Duration
	// ReportExit makes Stop report an exit with an error that happened
	// before Stop was called, not only one that SIGTERM caused.
	ReportExit bool
	WaitErr    error // valid once the process has exited (Alive is false)

	cmd      *exec.Cmd
	exited   chan struct{}
	stopOnce sync.Once
	stopErr  error
}

// Start starts cmd (its Path, Args and Env set by the caller) with stderr
// to logPath and ChildAttr, and hands every line it prints on stdout to
// onLine, from a goroutine that reads stdout to the end so that the child
// never blocks on a full pipe. The caller names and waits for what the
// lines announce; Exited tells it when to stop waiting.
func Start(cmd *exec.Cmd, name, logPath string, grace time.Duration, onLine func(line string)) (*Child, error) {
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close() // the child keeps its own descriptor
	cmd.Stderr = logFile
	cmd.SysProcAttr = ChildAttr()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &Child{Name: name, LogPath: logPath, Grace: grace, cmd: cmd, exited: make(chan struct{})}
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			onLine(sc.Text())
		}
		io.Copy(io.Discard, stdout)
	}()
	go func() {
		<-readDone // Wait must not run before the pipe has been read
		c.WaitErr = cmd.Wait()
		close(c.exited)
	}()
	return c, nil
}

// Offer sends v on c unless c is full: the first announcement counts.
func Offer[T any](c chan T, v T) {
	select {
	case c <- v:
	default:
	}
}

// PID is the child's process id (for /proc figures).
func (c *Child) PID() int { return c.cmd.Process.Pid }

// Exited is closed once the process has exited.
func (c *Child) Exited() <-chan struct{} { return c.exited }

// Alive reports whether the child still runs.
func (c *Child) Alive() bool {
	select {
	case <-c.exited:
		return false
	default:
		return true
	}
}

// Stop sends SIGTERM, waits up to Grace for the graceful shutdown, then
// kills. It is safe to call more than once; every call returns the first
// call's error.
func (c *Child) Stop() error {
	c.stopOnce.Do(func() {
		if !c.Alive() {
			if c.ReportExit && c.WaitErr != nil {
				c.stopErr = fmt.Errorf("%s had exited: %v", c.Name, c.WaitErr)
			}
			return
		}
		_ = c.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-c.exited:
			if c.WaitErr != nil {
				c.stopErr = fmt.Errorf("%s exited with %v after SIGTERM", c.Name, c.WaitErr)
			}
		case <-time.After(c.Grace):
			_ = c.cmd.Process.Kill()
			<-c.exited
			c.stopErr = fmt.Errorf("%s did not stop within %s of SIGTERM; killed", c.Name, c.Grace)
		}
	})
	return c.stopErr
}
