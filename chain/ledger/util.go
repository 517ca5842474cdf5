package ledger

import (
	"fmt"
	"math"
	"time"
)

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func deref(s *string) string {
	if s == nil {
		return "<absent>"
	}
	return *s
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// maxUnix bounds the seconds a chain may report for a block (year 9999):
// beyond it the value is garbage, not a time.
const maxUnix = 253402300799

// unixTime converts chain seconds to UTC, refusing absurd values rather than
// overflowing.
func unixTime(sec uint64) (time.Time, error) {
	if sec > maxUnix {
		return time.Time{}, fmt.Errorf("ledger: block time %d is out of range", sec)
	}
	return time.Unix(int64(sec), 0).UTC(), nil
}

// unixMilliTime converts chain milliseconds to UTC.
func unixMilliTime(ms uint64) (time.Time, error) {
	if ms/1000 > maxUnix || ms > math.MaxInt64 {
		return time.Time{}, fmt.Errorf("ledger: block time %d ms is out of range", ms)
	}
	return time.UnixMilli(int64(ms)).UTC(), nil
}
