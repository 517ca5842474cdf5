package limit

import (
	"context"
	"time"
)

// QuoteWindow remembers full-quote requests per (wallet, route fingerprint)
// key for a window. It backs the wallet quote limit: a second quoteOnly:
// false request with the same normalized fromAddress and route parameters
// inside the window is refused with 429 and Retry-After. quoteOnly: true
// requests never claim, and distinct keys never interfere.
type QuoteWindow interface {
	// Claim records key for window unless it is already held; held reports
	// the time left. A window of zero or less holds nothing: always ok.
	Claim(ctx context.Context, key string, window time.Duration) (ok bool, retryAfter time.Duration, err error)
}
