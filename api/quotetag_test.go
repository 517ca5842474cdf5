package api

import "testing"

func TestQuoteTag(t *testing.T) {
	t.Parallel()
	id := "0123456789abcdef0123456789abcdef"
	data := AppendQuoteTag([]byte{0xde, 0xad}, id)
	if got, ok := QuoteIDFromCalldata(data); !ok || got != id {
		t.Fatalf("QuoteIDFromCalldata = %q %v", got, ok)
	}
	for _, bad := range [][]byte{nil, []byte("SYQ1"), []byte("XXXX0123456789abcdef")} {
		if _, ok := QuoteIDFromCalldata(bad); ok {
			t.Errorf("%q read as tagged", bad)
		}
	}
	if got := AppendQuoteTag([]byte{1}, "not hex"); len(got) != 1 {
		t.Errorf("an invalid quoteId was appended: %x", got)
	}
}
