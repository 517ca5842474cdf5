package ledger

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

const someEVMTx = "0x6f1c2ad0b5a1b1f3c2a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3"

func TestBodyLimit(t *testing.T) {
	big := strings.Repeat(" ", maxBody) + "{}"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte(big))
	}))
	defer srv.Close()
	l, err := NewEVM(EVMConfig{BaseURL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.LookupTx(t.Context(), "1", someEVMTx); !errors.Is(err, ErrBodyTooLarge) {
		t.Errorf("LookupTx of an oversized answer: error %v, want ErrBodyTooLarge", err)
	}
}

// The caller's context ends a lookup whose endpoint does not answer.
func TestContextEndsLookup(t *testing.T) {
	arrived, release := make(chan struct{}, 1), make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		select {
		case <-r.Context().Done():
		case <-release:
		}
	}))
	defer srv.Close()
	defer close(release)
	l, err := NewStellar(StellarConfig{BaseURL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		<-arrived
		cancel()
	}()
	_, err = l.LookupTx(ctx, "stellar", strings.Repeat("ab", 32))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("LookupTx with a cancelled context: error %v, want context.Canceled", err)
	}
}

func TestDefaultClientHasTimeout(t *testing.T) {
	l, err := NewSui(SuiConfig{BaseURL: "https://fullnode.example"})
	if err != nil {
		t.Fatal(err)
	}
	if l.ep.client.Timeout != DefaultTimeout {
		t.Errorf("default client timeout = %v, want %v", l.ep.client.Timeout, DefaultTimeout)
	}
	own := &http.Client{}
	l, err = NewSui(SuiConfig{BaseURL: "https://fullnode.example", HTTPClient: own})
	if err != nil {
		t.Fatal(err)
	}
	if l.ep.client != own {
		t.Error("the configured client is not used")
	}
}

// Errors name the host only: operator URLs carry keys in paths and queries.
func TestErrorsDoNotLeakURLs(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "boom", http.StatusInternalServerError)
	}))
	const secret = "sEcReTkEy"
	l, err := NewEVM(EVMConfig{BaseURL: srv.URL + "/v2/" + secret + "?apikey=" + secret})
	if err != nil {
		t.Fatal(err)
	}
	_, err = l.LookupTx(t.Context(), "1", someEVMTx)
	if err == nil || strings.Contains(err.Error(), secret) {
		t.Errorf("HTTP error %v: want one that does not name the key", err)
	}
	srv.Close() // now unreachable: the transport error must not name it either
	_, err = l.LookupTx(t.Context(), "1", someEVMTx)
	if err == nil || strings.Contains(err.Error(), secret) {
		t.Errorf("transport error %v: want one that does not name the key", err)
	}
	if _, err := NewEVM(EVMConfig{BaseURL: "ftp://host/" + secret}); err == nil || strings.Contains(err.Error(), secret) {
		t.Errorf("config error %v: want one that does not name the key", err)
	}
}

func TestBase58Len(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"3RceamVzi9mcxpNycd1WaodwS2czyVNvhh3T1FanvZ3yC8AyL1dRtxBjVZaZhuzHfqgMGBSwj3D4gRmUiVMgcjfj", 64},
		{"5t9mVqFmSkxRMsMNkmBDcsBvHfmgjY1c2DWtQiHp9oRu", 32},
		{"11111111111111111111111111111111", 32},
		{"1", 1},
		{"2", 1},
		{"5Q", 1},    // 255
		{"5R", 2},    // 256
		{"", -1},     // empty
		{"0OIl", -1}, // not in the alphabet
		{strings.Repeat("z", 129), -1},
	}
	for _, tc := range tests {
		if got := base58Len(tc.in); got != tc.want {
			t.Errorf("base58Len(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}
