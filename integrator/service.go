package integrator

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/switchyard-dev/switchyard/apperr"
)

// Messages of the authentication errors, fixed by the interface.
const (
	MsgMissing = "x-integrator-id header is missing"
	MsgInvalid = "x-integrator-id is not valid: the id is unknown, disabled or revoked"
)

// Config configures a Service.
type Config struct {
	Store Store
	// CheckEvery bounds how stale the in-memory view may be when another
	// process (the admin CLI) changes the store: a revocation takes effect
	// within this time. Zero checks the store version on every request.
	CheckEvery time.Duration
	Now        func() time.Time
}

// Service authenticates and administers integrators. Authentication reads
// an in-memory snapshot that is reloaded when the store's version changes.
type Service struct {
	cfg Config

	mu        sync.Mutex // serialises reloads
	snap      atomic.Pointer[snapshot]
	lastCheck atomic.Int64 // unix nanos of the last version check
}

type snapshot struct {
	version int64
	byHash  map[string]*Integrator
}

// NewService returns a Service over the store.
func NewService(cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{cfg: cfg}
}

// Authenticate resolves a raw x-integrator-id to an active integrator.
func (s *Service) Authenticate(ctx context.Context, raw string) (*Integrator, error) {
	if raw == "" {
		return nil, apperr.Unauthorized(MsgMissing)
	}
	snap, err := s.current(ctx)
	if err != nil {
		return nil, err
	}
	in, ok := snap.byHash[HashID(raw)]
	if !ok || !in.Active() {
		return nil, apperr.Unauthorized(MsgInvalid)
	}
	return in, nil
}

func (s *Service) current(ctx context.Context) (*snapshot, error) {
	snap := s.snap.Load()
	now := s.cfg.Now().UnixNano()
	if snap != nil && now-s.lastCheck.Load() < int64(s.cfg.CheckEvery) && s.cfg.CheckEvery > 0 {
		return snap, nil
	}
	s.lastCheck.Store(now)
	v, err := s.cfg.Store.IntegratorsVersion(ctx)
	if err != nil {
		if snap != nil {
			return snap, nil // serve the last good view rather than refuse everyone
		}
		return nil, apperr.Internal(fmt.Errorf("integrator store version: %w", err))
	}
	if snap != nil && snap.version == v {
		return snap, nil
	}
	return s.reload(ctx)
}

func (s *Service) reload(ctx context.Context) (*snapshot, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, err := s.cfg.Store.IntegratorsVersion(ctx)
	if err != nil {
		return nil, apperr.Internal(err)
	}
	if snap := s.snap.Load(); snap != nil && snap.version == v {
		return snap, nil
	}
	list, err := s.cfg.Store.ListIntegrators(ctx)
	if err != nil {
		return nil, apperr.Internal(fmt.Errorf("load integrators: %w", err))
	}
	snap := &snapshot{version: v, byHash: make(map[string]*Integrator, len(list))}
	for _, in := range list {
		snap.byHash[in.IDHash] = in
	}
	s.snap.Store(snap)
	return snap, nil
}

// AddRequest describes a new integrator.
type AddRequest struct {
	Name     string
	Tier     string
	Rate     int // custom tier only
	Features []string
}

// Add creates an integrator and returns its raw id, which is shown once and
// never stored.
func (s *Service) Add(ctx context.Context, req AddRequest) (string, *Integrator, error) {
	if err := ValidateName(req.Name); err != nil {
		return "", nil, err
	}
	tier, rate, err := ParseTier(req.Tier, req.Rate)
	if err != nil {
		return "", nil, err
	}
	for _, f := range req.Features {
		if err := ValidateFeature(f); err != nil {
			return "", nil, err
		}
	}
	raw, err := NewID()
	if err != nil {
		return "", nil, err
	}
	in := &Integrator{
		IDHash: HashID(raw), Name: req.Name, Tier: tier, Rate: rate, Enabled: true,
		Features: req.Features, CreatedAt: s.cfg.Now().UTC(),
	}
	if err := s.cfg.Store.CreateIntegrator(ctx, in); err != nil {
		if errors.Is(err, ErrNameTaken) {
			return "", nil, fmt.Errorf("an integrator named %q already exists", req.Name)
		}
		return "", nil, err
	}
	return raw, in, nil
}

// List returns every integrator, revoked ones included.
func (s *Service) List(ctx context.Context) ([]*Integrator, error) {
	return s.cfg.Store.ListIntegrators(ctx)
}

// Find returns the integrator with the name or, when ref starts with the id
// prefix, the raw id.
func (s *Service) Find(ctx context.Context, ref string) (*Integrator, error) {
	list, err := s.cfg.Store.ListIntegrators(ctx)
	if err != nil {
		return nil, err
	}
	hash := HashID(ref)
	for _, in := range list {
		if in.Name == ref || in.IDHash == hash {
			return in, nil
		}
	}
	return nil, fmt.Errorf("no integrator named %q: %w", ref, ErrNotFound)
}

// SetTier changes an integrator's tier.
func (s *Service) SetTier(ctx context.Context, ref, tier string, rate int) (*Integrator, error) {
	t, r, err := ParseTier(tier, rate)
	if err != nil {
		return nil, err
	}
	return s.update(ctx, ref, func(in *Integrator) error {
		in.Tier, in.Rate = t, r
		return nil
	})
}

// SetFeatures replaces an integrator's feature flags.
func (s *Service) SetFeatures(ctx context.Context, ref string, features []string) (*Integrator, error) {
	for _, f := range features {
		if err := ValidateFeature(f); err != nil {
			return nil, err
		}
	}
	return s.update(ctx, ref, func(in *Integrator) error {
		in.Features = features
		return nil
	})
}

// Revoke ends an integrator's id at once; it cannot be undone.
func (s *Service) Revoke(ctx context.Context, ref string) (*Integrator, error) {
	return s.update(ctx, ref, func(in *Integrator) error {
		if !in.RevokedAt.IsZero() {
			return fmt.Errorf("integrator %q was already revoked at %s", in.Name, in.RevokedAt.Format(time.RFC3339))
		}
		in.RevokedAt = s.cfg.Now().UTC()
		in.Enabled = false
		return nil
	})
}

func (s *Service) update(ctx context.Context, ref string, change func(*Integrator) error) (*Integrator, error) {
	in, err := s.Find(ctx, ref)
	if err != nil {
		return nil, err
	}
	if err := change(in); err != nil {
		return nil, err
	}
	if err := s.cfg.Store.UpdateIntegrator(ctx, in); err != nil {
		return nil, err
	}
	s.lastCheck.Store(0) // our own change: look again on the next request
	return in, nil
}
