package status

import "testing"

// The bridge explorer takes 0x-prefixed hashes; a Cosmos source's hash is
// upper-case hex without a prefix (devnet: a 400 answer kept Cosmos → EVM
// routes from success).
func TestGMPTxHash(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"C4928EF85E4AF314FAB385515684967677F4209368EFB559AF6ECFC9630DB124", "0xc4928ef85e4af314fab385515684967677f4209368efb559af6ecfc9630db124"},
		{"0x3d7c3244d043db2625e49ced90efded926d9ab7e7e10964c10a5b7de9fa563ef", "0x3d7c3244d043db2625e49ced90efded926d9ab7e7e10964c10a5b7de9fa563ef"},
	} {
		if got := gmpTxHash(tc.in); got != tc.want {
			t.Errorf("gmpTxHash(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
