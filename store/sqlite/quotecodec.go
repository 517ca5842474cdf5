package sqlite

import (
	"fmt"

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

// encodeRoute returns the route as the quotes table stores it.
func encodeRoute(route []byte) []byte {
	n := s2.MaxEncodedLen(len(route))
	if len(route) == 0 || n < 0 {
		return nonNil(route)
	}
	buf := make([]byte, 1+n)
	buf[0] = routeS2
	enc := s2.Encode(buf[1:], route)
	if len(enc) > 0 && &enc[0] == &buf[1] {
		return buf[:1+len(enc)]
	}
	return append(buf[:1], enc...)
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
