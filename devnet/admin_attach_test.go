package devnet

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet/world"
)

// TestAdminAttach: the attach document carries the chains with their RPC
// URLs, the settings given to the admin API and the world's deployments
// exactly as the devnet records them.
func TestAdminAttach(t *testing.T) {
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	d := startDevnet(t, Config{ChainIDs: []uint64{1, 42161}, World: &world.Config{Catalog: cat}})
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{Devnet: d, BlockInterval: 2 * time.Second, Confirmations: 2,
		ExplorerURL: "http://127.0.0.1:9"}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close(context.Background()) })
	got, err := (&Client{URL: srv.URL()}).Attach(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := &AttachResponse{BlockInterval: "2s", Confirmations: 2, ExplorerURL: "http://127.0.0.1:9", Deployments: d.World().Deployments()}
	for _, c := range d.Chains() {
		want.Chains = append(want.Chains, AttachChain{ChainID: c.ChainID(), RPCURL: c.RPCURL()})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("attach document (-want +got):\n%s", diff)
	}
}
