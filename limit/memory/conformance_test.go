package memory

import (
	"testing"

	"github.com/switchyard-dev/switchyard/limit"
	"github.com/switchyard-dev/switchyard/limit/limittest"
)

func TestRateLimiterConformance(t *testing.T) {
	limittest.RateLimiter(t, func(*testing.T) limit.RateLimiter { return New(Config{}) })
}

func TestQuoteWindowConformance(t *testing.T) {
	limittest.QuoteWindow(t, func(*testing.T) limit.QuoteWindow { return NewQuoteWindow(QuoteWindowConfig{}) })
}
