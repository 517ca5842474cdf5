package main

import (
	"bufio"
	"bytes"
	"io"
	"sync"
	"time"
)

// logWriter buffers log lines so that a request's access log costs a memory
// copy rather than a write(2). Lines are flushed every interval, at once for
// errors, and on Close, so at most one interval of info lines is lost if the
// process is killed.
type logWriter struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

func newLogWriter(w io.Writer, interval time.Duration) *logWriter {
	l := &logWriter{buf: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
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

var errorLevel = []byte(`"level":"ERROR"`)

func (l *logWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, err := l.buf.Write(p)
	if err == nil && bytes.Contains(p, errorLevel) {
		err = l.buf.Flush()
	}
	return n, err
}

func (l *logWriter) flush() {
	l.mu.Lock()
	l.buf.Flush()
	l.mu.Unlock()
}

// Close stops the flusher and writes what is buffered.
func (l *logWriter) Close() {
	close(l.stop)
	<-l.done
	l.flush()
}
