// Package logbuf owns the buffered writer that the service's JSON logs go
// through (cmd/switchyard, and the routes benchmark's in-process copy of
// the service stack): it trades a write(2) per log line for a memory copy,
// while error lines still reach the output at once.
package logbuf

import (
	"bufio"
	"bytes"
	"io"
	"sync"
	"time"
)

// Writer buffers log lines so that a request's access log costs a memory
// copy rather than a write(2). Lines are flushed every interval, at once for
// errors, and on Close, so at most one interval of info lines is lost if the
// process is killed.
type Writer struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

// New returns a Writer over w that flushes every interval until Close.
func New(w io.Writer, interval time.Duration) *Writer {
	l := &Writer{buf: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(l.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				l.flush()
			case <-l.stop:
				return
			}
		}
	}()
	return l
}

// errorLevel marks a slog JSON line at level ERROR.
var errorLevel = []byte(`"level":"ERROR"`)

// Write buffers p; a line at level ERROR flushes it, and everything before
// it, at once.
func (l *Writer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, err := l.buf.Write(p)
	if err == nil && bytes.Contains(p, errorLevel) {
		err = l.buf.Flush()
	}
	return n, err
}

func (l *Writer) flush() {
	l.mu.Lock()
	l.buf.Flush()
	l.mu.Unlock()
}

// Close stops the flusher and writes what is buffered.
func (l *Writer) Close() {
	close(l.stop)
	<-l.done
	l.flush()
}
