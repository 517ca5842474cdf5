package main

import (
	"strings"
	"testing"
	"time"
)

func TestLogWriterFlushesErrorsAtOnceAndTheRestOnClose(t *testing.T) {
	var out syncBuffer
	w := newLogWriter(&out, time.Hour)
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

func TestLogWriterFlushesOnItsInterval(t *testing.T) {
	var out syncBuffer
	w := newLogWriter(&out, 10*time.Millisecond)
	defer w.Close()
	w.Write([]byte("line\n"))
	deadline := time.Now().Add(5 * time.Second)
	for out.String() == "" {
		if time.Now().After(deadline) {
			t.Fatal("never flushed")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
