package verify

import (
	"errors"
	"testing"
	"time"
)

func TestVerify(t *testing.T) {
	const secret = "whsec_test"
	now := time.Unix(1_800_000_000, 0)
	body := []byte(`{"type":"status","sequence":1}`)
	tests := []struct {
		name   string
		header string
		id     string
		body   []byte
		want   error
	}{
		{"valid", Sign(secret, now, body), "q:1", body, nil},
		{"valid within tolerance", Sign(secret, now.Add(-4*time.Minute), body), "q:2", body, nil},
		{"wrong secret", Sign("whsec_other", now, body), "q:3", body, ErrSignature},
		{"modified body", Sign(secret, now, body), "q:4", []byte(`{"type":"status","sequence":2}`), ErrSignature},
		{"replayed: old timestamp", Sign(secret, now.Add(-6*time.Minute), body), "q:5", body, ErrTooOld},
		{"from the future", Sign(secret, now.Add(6*time.Minute), body), "q:6", body, ErrTooOld},
		{"duplicate id", Sign(secret, now, body), "q:1", body, ErrDuplicate},
		{"missing header", "", "q:7", body, ErrMalformed},
		{"no v1", "t=1800000000", "q:8", body, ErrMalformed},
		{"missing id", Sign(secret, now, body), "", body, ErrMalformed},
		{"forged then the real one is not a duplicate", Sign(secret, now, body), "q:3", body, nil},
	}
	v := &Verifier{Secret: secret, Now: func() time.Time { return now }}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := v.Verify(tt.header, tt.id, tt.body)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Verify = %v, want %v", err, tt.want)
			}
		})
	}
}

func TestVerifierForgets(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	v := &Verifier{Secret: "s", Now: func() time.Time { return now }, Remember: 2}
	for _, id := range []string{"a", "b", "c", "a"} {
		if err := v.Verify(Sign("s", now, nil), id, nil); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if err := v.Verify(Sign("s", now, nil), "c", nil); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("c again: %v", err)
	}
}
