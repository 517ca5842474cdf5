package sqlite

import (
	"path/filepath"
	"testing"

	"github.com/switchyard-dev/switchyard/store/storetest"
)

// The shared conformance suite; Peer is the same DB, since one process
// writes a SQLite store.
func TestConformance(t *testing.T) {
	storetest.Run(t, storetest.Harness{Open: func(t *testing.T) storetest.Store {
		return open(t, filepath.Join(t.TempDir(), "s.db"))
	}})
}
