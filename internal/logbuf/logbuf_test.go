package logbuf_test

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/switchyard-dev/switchyard/internal/logbuf"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// syncBuffer is a bytes.Buffer safe for the flusher's goroutine and the
// test's reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestWriterFlushesErrorsAtOnceAndTheRestOnClose(t *testing.T) {
	var out syncBuffer
	w := logbuf.New(&out, time.Hour)
	w.Write([]byte(`{"level":"INFO","msg":"a"}` + "\n"))
	if out.String() != "" {
		t.Fatalf("info line written before a flush: %q", out.String())
	}
	w.Write([]byte(`{"level":"ERROR","msg":"b"}` + "\n"))
	if !strings.Contains(out.String(), `"msg":"a"`) || !strings.Contains(out.String(), `"msg":"b"`) {
		t.Fatalf("an error line must flush everything before it: %q", out.String())
	}
	w.Write([]byte(`{"level":"INFO","msg":"c"}` + "\n"))
	w.Close()
	if !strings.Contains(out.String(), `"msg":"c"`) {
		t.Fatalf("Close lost a line: %q", out.String())
	}
}

func TestWriterFlushesOnItsInterval(t *testing.T) {
	var out syncBuffer
	w := logbuf.New(&out, 10*time.Millisecond)
	defer w.Close()
	w.Write([]byte("line\n"))
	testkit.Eventually(t, 0, "the interval's flush", func() bool { return out.String() != "" })
}
