package bitcoin

import (
	"context"
	"os"
	"testing"
	"time"
)

// TestFirstStartBuildsBtcd measures a first start on a machine without the
// binary: building btcd from the module proxy, then starting and mining
// past coinbase maturity. It takes minutes, so it runs only when
// SWITCHYARD_BTCD_BUILD_TEST=1.
func TestFirstStartBuildsBtcd(t *testing.T) {
	if testing.Short() {
		t.Skip("starts chains")
	}
	if os.Getenv("SWITCHYARD_BTCD_BUILD_TEST") != "1" {
		t.Skip("set SWITCHYARD_BTCD_BUILD_TEST=1 to build btcd from scratch (minutes)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	began := time.Now()
	c, err := Start(ctx, Config{DataDir: t.TempDir(), BinDir: t.TempDir(), Seed: testSeed, BlockInterval: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	t.Logf("first start, btcd %s built from the module proxy: %s", BtcdVersion, time.Since(began))
}
