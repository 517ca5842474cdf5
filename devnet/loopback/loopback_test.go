package loopback

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestCheck(t *testing.T) {
	for addr, want := range map[string]string{
		"127.0.0.1:0": "", "[::1]:8544": "", "localhost:1": "", "127.5.6.7:9": "",
		"0.0.0.0:8544": "is not a loopback address", "10.0.0.1:80": "is not a loopback address",
		"example.com:80": "is not a loopback address", "8544": "must be host:port",
	} {
		err := Check("thing", addr)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("Check(%q) = %v, want %q", addr, err, want)
		}
	}
}

func TestListenServesAndCloses(t *testing.T) {
	s, err := Listen("thing", "127.0.0.1:0", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok"))
	}), time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(s.URL())
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("GET %s: %v", s.URL(), err)
	}
	resp.Body.Close()
	if err := s.Close(context.Background()); err != nil {
		t.Errorf("Close: %v", err)
	}
	if _, err := Listen("thing", "0.0.0.0:0", http.NotFoundHandler(), time.Second, nil); err == nil {
		t.Error("listened on a non-loopback address")
	}
}
