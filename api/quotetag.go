package api

import (
	"bytes"
	"encoding/hex"
)

// A route transaction's calldata ends with the quote it executes:
// quoteTagMagic followed by the 16 bytes of the quoteId. The route
// contracts' ABI decoding ignores bytes after the arguments, so the call
// is unchanged; the status tracker reads the tag to follow a route's
// transaction from the moment it lands, before anyone asks for it.
var quoteTagMagic = []byte("SYQ1")

// quoteTagLen is the tag's length in bytes.
const quoteTagLen = 4 + 16

// AppendQuoteTag returns data with the quote's tag appended; a quoteId
// that is not 32 hex digits leaves data as it is.
func AppendQuoteTag(data []byte, quoteID string) []byte {
	id, err := hex.DecodeString(quoteID)
	if err != nil || len(id) != 16 {
		return data
	}
	out := make([]byte, 0, len(data)+quoteTagLen)
	return append(append(append(out, data...), quoteTagMagic...), id...)
}

// QuoteIDFromCalldata returns the quoteId a route transaction's calldata
// is tagged with.
func QuoteIDFromCalldata(data []byte) (string, bool) {
	if len(data) < quoteTagLen {
		return "", false
	}
	tag := data[len(data)-quoteTagLen:]
	if !bytes.Equal(tag[:4], quoteTagMagic) {
		return "", false
	}
	return hex.EncodeToString(tag[4:]), true
}
