package route

import (
	"context"
	"slices"
	"strings"
	"time"
)

// Durations is what routes that reached success actually took, by route
// kind and chain pair (DurationBook, over a DurationStore, fed by the
// status tracker). Estimate is called on every quote, so implementations
// answer from memory.
type Durations interface {
	// Estimate returns the median and the 90th percentile of the measured
	// durations of a kind (DurationKind) between two chains, and ok once
	// there are enough samples to trust them.
	Estimate(kind, fromChain, toChain string) (p50, p90 time.Duration, ok bool)
}

// DefaultMinDurationSamples is how many measured routes of a kind and
// chain pair it takes before their median replaces the model's figure:
// with 20 samples the nearest-rank p90 is the second-largest one, so one
// stuck route does not make the range.
const DefaultMinDurationSamples = 20

// modelP90 is the 90th percentile quoted before any measurement: the
// model's figure is a typical run, and half again covers a slow block or a
// busy relayer without promising the worst case.
func modelP90(model time.Duration) time.Duration { return model + model/2 }

// DurationKind names a route kind as durations are keyed: the status
// record's lower-case kinds (swap, bridge, intents), which is what the
// tracker records under.
func DurationKind(k Kind) string { return strings.ToLower(string(k)) }

// Percentiles returns the nearest-rank median and 90th percentile of
// samples (in any order; not modified), and ok when there are at least
// minSamples of them (and at least one).
func Percentiles(samples []time.Duration, minSamples int) (p50, p90 time.Duration, ok bool) {
	if len(samples) == 0 || len(samples) < minSamples {
		return 0, 0, false
	}
	s := slices.Clone(samples)
	slices.Sort(s)
	return nearestRank(s, 50), nearestRank(s, 90), true
}

// nearestRank is the p-th percentile of sorted samples: the smallest
// sample with at least p% of the samples at or below it.
func nearestRank(sorted []time.Duration, p int) time.Duration {
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 × n), 1-based
	return sorted[max(rank, 1)-1]
}

// routeDurations is the estimate's duration and its 90th percentile, in
// seconds: measured when enough routes of this kind and chain pair
// succeeded, the model's otherwise.
func (s *Service) routeDurations(pl *Plan) (p50, p90 int64) {
	if d := s.cfg.Durations; d != nil {
		to := pl.Source.Chain.ID
		if pl.Dest != nil {
			to = pl.Dest.Chain.ID
		}
		if m50, m90, ok := d.Estimate(DurationKind(pl.Kind), pl.Source.Chain.ID, to); ok {
			return seconds(m50), seconds(max(m90, m50))
		}
	}
	return seconds(pl.Duration), seconds(modelP90(pl.Duration))
}

// DurationSample is one measured route: what its source transaction's
// route took, under its kind and chain pair.
type DurationSample struct {
	Seq                      int64 // the store's order, set by the store
	Kind, FromChain, ToChain string
	TxHash                   string
	Seconds                  int64
	RecordedAt               time.Time
}

// DurationStore keeps measured routes for the estimates that every
// replica answers from memory.
type DurationStore interface {
	// AddDurationSample stores s once per source transaction (false when
	// (FromChain, TxHash) is stored already) and drops the samples of its
	// key beyond the newest keep.
	AddDurationSample(ctx context.Context, s DurationSample, keep int) (bool, error)
	// DurationSamplesAfter returns at most limit samples with Seq above
	// seq, in Seq order: the whole history at start, then what other
	// replicas added.
	DurationSamplesAfter(ctx context.Context, seq int64, limit int) ([]DurationSample, error)
}
