package sqlite

import (
	"fmt"
	"sync"

	"github.com/klauspost/compress/s2"
)

// A stored route is kilobytes of JSON in which every token object appears
// several times; S2 shrinks it about threefold for ~15 µs, and a quote's
// group commit costs per WAL page written (two writes each, and the
// checkpoint copies it again), so compressed quotes make a commit
// cheaper than the compression costs. The first byte tells the encodings
// apart: JSON starts with '{', a compressed route with routeS2 (rows
// written before compression are plain JSON and read as they are).
const routeS2 byte = 0x01

// encodeBufs holds encodeRoute's buffers: at the worst case's size for a
// route of kilobytes, allocating one per quote costs as much as the
// compression.
var encodeBufs sync.Pool

// encodeRoute returns the route as the quotes table stores it, in a buffer
// release gives back once the quote is written.
func encodeRoute(route []byte) (stored []byte, release func()) {
	n := s2.MaxEncodedLen(len(route))
	if len(route) == 0 || n < 0 {
		return nonNil(route), func() {}
	}
	bp, _ := encodeBufs.Get().(*[]byte)
	if bp == nil || cap(*bp) < 1+n {
		b := make([]byte, 1+n)
		bp = &b
	}
	buf := (*bp)[:1+n]
	buf[0] = routeS2
	enc := s2.Encode(buf[1:], route)
	if len(enc) > 0 && &enc[0] != &buf[1] {
		// not in place: cannot happen at MaxEncodedLen, but stay correct
		return append([]byte{routeS2}, enc...), func() { encodeBufs.Put(bp) }
	}
	return buf[:1+len(enc)], func() { encodeBufs.Put(bp) }
}

// decodeRoute reads a stored route back into its JSON.
func decodeRoute(stored []byte) ([]byte, error) {
	if len(stored) == 0 || stored[0] != routeS2 {
		return stored, nil
	}
	b, err := s2.Decode(nil, stored[1:])
	if err != nil {
		return nil, fmt.Errorf("stored route: %w", err)
	}
	return b, nil
}
