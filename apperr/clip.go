package apperr

import "unicode/utf8"

// MaxQuoted bounds how much of one client input a message quotes: enough
// to recognise it, never a megabyte echoed back (and logged) whole.
const MaxQuoted = 64

// Clip cuts s to at most MaxQuoted bytes, at a UTF-8 boundary, and marks
// the cut with "…".
func Clip(s string) string {
	if len(s) <= MaxQuoted {
		return s
	}
	i := MaxQuoted
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// clipQuoted clips the string arguments of format's %q verbs: by this
// package's convention a message quotes the client's input with %q, and
// its own words with %s. A format with argument indexes or * widths is
// left alone (none is written so).
func clipQuoted(format string, args []any) []any {
	var out []any
	n := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && isFlag(format[i]) {
			i++
		}
		if i >= len(format) {
			break
		}
		switch c := format[i]; c {
		case '%':
			continue
		case '*', '[':
			return args
		case 'q':
			if n < len(args) {
				if s, ok := args[n].(string); ok && len(s) > MaxQuoted {
					if out == nil {
						out = append([]any(nil), args...)
					}
					out[n] = Clip(s)
				}
			}
		}
		n++
	}
	if out == nil {
		return args
	}
	return out
}

func isFlag(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '.' || (c >= '0' && c <= '9')
}
