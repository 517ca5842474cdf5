package ledger

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/status"
)

func bundledChains(t *testing.T) []*catalog.Chain {
	t.Helper()
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	return cat.Chains(cat.FullView())
}

func TestLookupsFromCatalog(t *testing.T) {
	chains := bundledChains(t)
	l, err := New(Config{Chains: chains, URLs: map[string]string{
		"osmosis-1": "https://lcd.osmosis.example",
		"bitcoin":   "https://esplora.example/api",
		"stellar":   "https://horizon.example",
		"8453":      "https://base.example/rpc/KEY",
	}})
	if err != nil {
		t.Fatal(err)
	}
	// Which concrete reader each family gets, and at which URL.
	tests := []struct {
		chainID, family, base string
		want                  any
	}{
		{"1", FamilyEVM, "https://ethereum.reth.rs/rpc", (*EVM)(nil)},
		{"8453", FamilyEVM, "https://base.example/rpc/KEY", (*EVM)(nil)},
		{"osmosis-1", FamilyCosmos, "https://lcd.osmosis.example", (*Cosmos)(nil)},
		{"bitcoin", FamilyBitcoin, "https://esplora.example/api", (*Esplora)(nil)},
		{"solana", FamilySolana, "https://api.mainnet-beta.solana.com", (*Solana)(nil)},
		{"sui", FamilySui, "https://fullnode.mainnet.sui.io:443", (*Sui)(nil)},
		{"xrpl", FamilyXRPL, "https://xrplcluster.com", (*XRPL)(nil)},
		{"stellar", FamilyStellar, "https://horizon.example", (*Stellar)(nil)},
	}
	for _, tc := range tests {
		lk, err := l.For(tc.chainID)
		if err != nil {
			t.Errorf("For(%s): %v", tc.chainID, err)
			continue
		}
		var base string
		switch r := lk.(type) {
		case *EVM:
			base = r.ep.base
		case *Cosmos:
			base = r.ep.base
		case *Esplora:
			base = r.ep.base
		case *Solana:
			base = r.ep.base
		case *Sui:
			base = r.ep.base
		case *XRPL:
			base = r.ep.base
		case *Stellar:
			base = r.ep.base
		}
		if got, want := typeName(lk), typeName(tc.want); got != want {
			t.Errorf("For(%s) is a %s, want %s", tc.chainID, got, want)
		}
		if base != tc.base {
			t.Errorf("For(%s) asks %s, want %s", tc.chainID, base, tc.base)
		}
		if got := l.Family(tc.chainID); got != tc.family {
			t.Errorf("Family(%s) = %q, want %q", tc.chainID, got, tc.family)
		}
	}

	// Canton and the REST families left without a URL have no reader, and
	// say why.
	var missing []string
	for _, e := range l.Missing() {
		missing = append(missing, e.Error())
	}
	for _, want := range []string{
		"ledger: no reader for canton chain canton: Canton has no public transaction reader",
		"ledger: no reader for cosmos chain cosmoshub-4: no LCD URL configured",
	} {
		if !contains1(missing, want) {
			t.Errorf("Missing() lacks %q; has:\n%s", want, strings.Join(missing, "\n"))
		}
	}
	for _, m := range missing {
		if strings.Contains(m, "osmosis-1") || strings.Contains(m, "chain 1:") {
			t.Errorf("Missing() has a chain with a reader: %s", m)
		}
	}

	_, err = l.LookupTx(t.Context(), "canton", "anything")
	var nr *NoReaderError
	if !errors.As(err, &nr) || !errors.Is(err, ErrNoReader) || nr.Family != FamilyCanton ||
		!strings.Contains(err.Error(), "no reader for canton") {
		t.Errorf("LookupTx(canton) error = %v, want a NoReaderError for canton", err)
	}
	_, err = l.LookupTx(t.Context(), "no-such-chain", "x")
	if !errors.As(err, &nr) || nr.Family != "" || nr.ChainID != "no-such-chain" {
		t.Errorf("LookupTx(no-such-chain) error = %v, want a NoReaderError", err)
	}
}

func typeName(v any) string {
	switch v.(type) {
	case *EVM:
		return "EVM"
	case *Cosmos:
		return "Cosmos"
	case *Esplora:
		return "Esplora"
	case *Solana:
		return "Solana"
	case *Sui:
		return "Sui"
	case *XRPL:
		return "XRPL"
	case *Stellar:
		return "Stellar"
	default:
		return "?"
	}
}

func contains1(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestLookupsConfigErrors(t *testing.T) {
	chains := bundledChains(t)
	_, err := New(Config{Chains: chains, URLs: map[string]string{
		"canton":        "https://canton.example",
		"no-such-chain": "https://x.example",
		"1":             "ftp://eth.example",
		"osmosis-1":     "lcd.osmosis.example",
	}})
	if err == nil {
		t.Fatal("New accepted bad URLs")
	}
	for _, want := range []string{
		`chain "canton": canton has no transaction reader`,
		`chain "no-such-chain" is not in the catalog`,
		`chain "1": ledger: evm base URL "ftp://eth.example" is not an http(s) URL`,
		`chain "osmosis-1": ledger: cosmos base URL`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

// Lookups dispatches on the chain id to the chain's own reader and endpoint.
func TestLookupsDispatch(t *testing.T) {
	evmURL, evmSeen := fakeEndpoint(t, map[string]reply{
		"eth_getTransactionReceipt": {fixture: "evm/receipt_success.json"},
		"eth_getBlockByNumber":      {fixture: "evm/block.json"},
	})
	const stellarHash = "3389e9f0f1a65f19736cacf544c2e825313e8447f569233bb8db39aa607c8889"
	stellarURL, stellarSeen := fakeEndpoint(t, map[string]reply{
		"GET /horizon/transactions/" + stellarHash: {fixture: "stellar/failed.json"},
	})
	l, err := New(Config{Chains: bundledChains(t), URLs: map[string]string{
		"42161":   evmURL,
		"stellar": stellarURL + "/horizon/",
	}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := l.LookupTx(t.Context(), "42161", "0x6f1c2ad0b5a1b1f3c2a9b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3")
	if err != nil {
		t.Fatal(err)
	}
	if got.State != status.TxSucceeded || got.Block != 21000000 {
		t.Errorf("evm lookup = %+v", got)
	}
	got, err = l.LookupTx(t.Context(), "stellar", stellarHash)
	if err != nil {
		t.Fatal(err)
	}
	if got.State != status.TxFailed || got.Reason != "txFAILED" {
		t.Errorf("stellar lookup = %+v", got)
	}
	if diff := cmp.Diff([]int{2, 1}, []int{len(evmSeen()), len(stellarSeen())}); diff != "" {
		t.Errorf("requests per endpoint (-want +got):\n%s", diff)
	}
}
