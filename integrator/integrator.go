// Package integrator owns the integrators that call Switchyard: their
// credentials (opaque ids stored only as hashes), rate tiers, feature flags
// and lifecycle, and authenticating a request's x-integrator-id.
package integrator

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
)

// Tier is an integrator's request-rate tier.
type Tier string

const (
	TierTesting    Tier = "testing"    // 1 request per second, issued with every new id
	TierProduction Tier = "production" // 10 requests per second
	TierCustom     Tier = "custom"     // N requests per second by arrangement
)

// MaxCustomRate bounds a custom tier so a typo cannot disable limiting.
const MaxCustomRate = 100_000

// ParseTier validates a tier and its rate (required for custom only).
func ParseTier(s string, rate int) (Tier, int, error) {
	switch Tier(s) {
	case TierTesting:
		return TierTesting, 1, nil
	case TierProduction:
		return TierProduction, 10, nil
	case TierCustom:
		if rate < 1 || rate > MaxCustomRate {
			return "", 0, fmt.Errorf("tier custom needs --rate between 1 and %d requests per second", MaxCustomRate)
		}
		return TierCustom, rate, nil
	}
	return "", 0, fmt.Errorf("tier %q is not one of testing, production, custom", s)
}

// Integrator is one integrator's record. The raw id is never kept.
type Integrator struct {
	Seq       int64 // store's row id, for listings
	IDHash    string
	Name      string
	Tier      Tier
	Rate      int // requests per second
	Enabled   bool
	Features  []string
	Fee       Fee // none unless the operator set one
	CreatedAt time.Time
	RevokedAt time.Time // zero while valid
}

// Active reports whether the integrator may call the API.
func (i *Integrator) Active() bool { return i.Enabled && i.RevokedAt.IsZero() }

// HasFeature reports whether the integrator holds a feature flag.
func (i *Integrator) HasFeature(f string) bool { return slices.Contains(i.Features, f) }

// ErrNotFound is returned by stores for an unknown integrator.
var ErrNotFound = errors.New("integrator not found")

// ErrNameTaken is returned by stores when a name is already used.
var ErrNameTaken = errors.New("integrator name already taken")

// idPrefix makes ids recognisable in config files and secret scanners.
const idPrefix = "sy_"

// NewID returns a fresh integrator id: the prefix and 160 random bits.
func NewID() (string, error) {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("integrator id: %w", err)
	}
	return idPrefix + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)), nil
}

// HashID is how ids are stored and looked up. Ids carry 160 random bits, so
// a fast hash is enough and keeps authentication off the hot path's budget.
func HashID(raw string) string {
	sum := sha256.Sum256([]byte(raw))
	return hex.EncodeToString(sum[:])
}

// ValidateName checks an integrator name: 1 to 64 printable characters.
func ValidateName(name string) error {
	if name == "" || len(name) > 64 {
		return fmt.Errorf("name must be 1 to 64 characters")
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("name must contain printable characters only")
		}
	}
	return nil
}

// ValidateFeature checks a feature flag name.
func ValidateFeature(f string) error {
	if f == "" || len(f) > 64 || strings.ContainsAny(f, " ,\t\n") {
		return fmt.Errorf("feature flag %q must be 1 to 64 characters without spaces or commas", f)
	}
	return nil
}

// Store persists integrators. Version must change whenever any integrator
// changes, from this process or another one sharing the store.
type Store interface {
	CreateIntegrator(ctx context.Context, in *Integrator) error
	UpdateIntegrator(ctx context.Context, in *Integrator) error
	ListIntegrators(ctx context.Context) ([]*Integrator, error)
	IntegratorsVersion(ctx context.Context) (int64, error)
}
