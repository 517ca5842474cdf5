package postgres

import (
	"sync"
	"testing"

	"github.com/switchyard-dev/switchyard/store/storetest"
)

// The shared conformance suite, Peer being a second handle on the same
// database as another replica opens it.
func TestConformance(t *testing.T) {
	var urls sync.Map // *DB → its database URL
	storetest.Run(t, storetest.Harness{
		Open: func(t *testing.T) storetest.Store {
			s, url := openTest(t)
			urls.Store(s, url)
			return s
		},
		Peer: func(t *testing.T, s storetest.Store) storetest.Store {
			url, ok := urls.Load(s)
			if !ok {
				t.Fatal("peer of a store the harness did not open")
			}
			return openURL(t, url.(string))
		},
	})
}
