// Package testsvc gives tests the real PostgreSQL and Redis servers they
// need: the ones CI starts (named by environment variables), or, on a
// developer machine that has the binaries, private ones started for the
// test run. Without either, the tests skip with a message saying how to
// run them, unless SWITCHYARD_REQUIRE_SERVICES=1 (CI), where they fail.
package testsvc

import (
	"os"
	"testing"
)

// RequireEnv is the variable CI sets so that a missing server fails the
// tests instead of skipping them.
const RequireEnv = "SWITCHYARD_REQUIRE_SERVICES"

// Required reports whether missing servers fail the tests.
func Required() bool { return os.Getenv(RequireEnv) == "1" }

// Unavailable skips t (or fails it under SWITCHYARD_REQUIRE_SERVICES=1)
// because a server is missing; how says how to provide it.
func Unavailable(t testing.TB, server, why, how string) {
	t.Helper()
	if Required() {
		t.Fatalf("%s is required (%s=1) but unavailable: %s", server, RequireEnv, why)
	}
	t.Skipf("skipped: %s unavailable (%s); %s", server, why, how)
}
