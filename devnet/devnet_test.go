package devnet

import (
	"context"
	"net"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/go-cmp/cmp"
	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// startDevnet runs a devnet on free ports for the test.
func startDevnet(t *testing.T, cfg Config) *Devnet {
	t.Helper()
	testkit.Slow(t, "starts the devnet")
	d, err := Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return d
}

func TestDevnetStartsChainsWithRealIDs(t *testing.T) {
	d := startDevnet(t, Config{})
	if d := cmp.Diff(DefaultChainIDs, d.ChainIDs()); d != "" {
		t.Fatalf("chains (-want +got):\n%s", d)
	}
	urls := d.RPCURLs()
	seen := map[string]bool{}
	for _, id := range DefaultChainIDs {
		c, ok := d.Chain(id)
		if !ok {
			t.Fatalf("no chain %d", id)
		}
		url := urls[strconv.FormatUint(id, 10)]
		if len(url) != 1 || url[0] != c.RPCURL() || seen[url[0]] || !strings.HasPrefix(url[0], "http://127.0.0.1:") {
			t.Errorf("chain %d: RPC URLs %v", id, url)
		}
		seen[url[0]] = true
		client, err := ethclient.Dial(url[0])
		if err != nil {
			t.Fatal(err)
		}
		got, err := client.ChainID(context.Background())
		client.Close()
		if err != nil || got.Uint64() != id {
			t.Errorf("%s eth_chainId = %v, %v; want %d", url[0], got, err, id)
		}
	}
	if _, ok := d.Chain(10); ok {
		t.Error("chain 10 found on a devnet that does not run it")
	}
}

func TestDevnetConsecutivePorts(t *testing.T) {
	testkit.Slow(t, "starts devnet chains")
	// Find two free consecutive ports, as a user's --devnet-rpc-port would give.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	if port >= 65535 {
		t.Skip("no room above the free port")
	}
	d, err := Start(context.Background(), Config{ChainIDs: []uint64{10, 137}, RPCPort: port})
	if err != nil {
		t.Skipf("ports %d-%d not both free: %v", port, port+1, err)
	}
	defer d.Close()
	for i, c := range d.Chains() {
		if want := "http://127.0.0.1:" + strconv.Itoa(port+i); c.RPCURL() != want {
			t.Errorf("chain %d at %s, want %s", c.ChainID(), c.RPCURL(), want)
		}
	}
}

func TestDevnetConfigErrors(t *testing.T) {
	tests := []struct {
		cfg  Config
		want string
	}{
		{Config{ChainIDs: []uint64{1, 1}}, "chain 1 is listed twice"},
		{Config{ChainIDs: []uint64{0}}, "chain id 0"},
		{Config{ChainIDs: []uint64{1}, BlockInterval: -1}, "must not be negative"},
		{Config{ChainIDs: []uint64{1}, Alloc: map[uint64]types.GenesisAlloc{5: {}}}, "chain 5, which the devnet does not run"},
		{Config{ChainIDs: []uint64{1, 10}, RPCPort: 65535}, "leaves no room"},
	}
	for _, tt := range tests {
		if _, err := Start(context.Background(), tt.cfg); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", tt.cfg, err, tt.want)
		}
	}
}

func TestDevnetStartFailureClosesStartedChains(t *testing.T) {
	testkit.Slow(t, "starts devnet chains")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	// The second chain's port is taken; the first must not be left running.
	if port < 2 {
		t.Skip("port too low")
	}
	if l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port-1))); err != nil {
		t.Skipf("port %d below the taken one is not free either", port-1)
	} else {
		l.Close()
	}
	_, err = Start(context.Background(), Config{ChainIDs: []uint64{1, 10}, RPCPort: port - 1})
	if err == nil || !strings.Contains(err.Error(), "devnet chain 10") {
		t.Fatalf("start with a taken port: %v", err)
	}
	if l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port-1))); err == nil {
		l.Close()
	} else {
		t.Errorf("first chain's port %d still held after the failed start: %v", port-1, err)
	}
}

func TestParseChainIDs(t *testing.T) {
	got, err := ParseChainIDs(" 1, 42161 ,8453,")
	if err != nil || !cmp.Equal(got, []uint64{1, 42161, 8453}) {
		t.Errorf("got %v, %v", got, err)
	}
	for _, bad := range []string{"", ",", "eth", "0", "-1", "1.5"} {
		if _, err := ParseChainIDs(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// BenchmarkStart measures starting and stopping the default devnet (three
// chains on free ports, admin API aside): the devnet's share of serve's
// start-up time.
func BenchmarkStart(b *testing.B) {
	for b.Loop() {
		d, err := Start(context.Background(), Config{})
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
