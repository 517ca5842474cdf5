package evm

import (
	"net/url"
	"strings"
)

// RedactURL hides what may be a key in an RPC URL (userinfo, path and
// query), for messages: https://host/… stays.
func RedactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		if len(s) > 12 {
			return s[:12] + "…"
		}
		return s
	}
	if u.User != nil || u.Path != "" || u.RawQuery != "" {
		return u.Scheme + "://" + u.Host + "/…"
	}
	return s
}

// scrub is msg without the URL u (redacted instead).
func scrub(msg, u string) string {
	if u == "" {
		return msg
	}
	return strings.ReplaceAll(msg, u, RedactURL(u))
}
