package main

import (
	"context"
	"flag"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/client"
)

func TestKeyToAddress(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		families := map[string]string{
			"1":         `{"chainId":"1","chainType":"evm"}`,
			"42161":     `{"chainId":"42161","chainType":"evm"}`,
			"osmosis-1": `{"chainId":"osmosis-1","chainType":"cosmos","bech32Prefix":"osmo"}`,
			"bitcoin":   `{"chainId":"bitcoin","chainType":"bitcoin"}`,
			"solana":    `{"chainId":"solana","chainType":"solana"}`,
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"chain":` + families[r.URL.Query().Get("chainId")] + `}`))
	}))
	defer srv.Close()
	c, err := client.New(srv.URL, "sy_test", client.WithoutRateLimitRetry())
	if err != nil {
		t.Fatal(err)
	}
	key, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	evm := crypto.PubkeyToAddress(key.PublicKey).Hex()
	for _, tc := range []struct {
		from, src, to, given string
		want                 string
		wantErr              bool
	}{
		{from: "bitcoin", src: "bitcoin", to: "42161", want: evm},
		{from: "osmosis-1", src: "cosmos", to: "42161", want: evm},
		{from: "1", src: "evm", to: "bitcoin", want: "bcrt1q"},
		{from: "1", src: "evm", to: "osmosis-1", want: "osmo1"},
		{from: "1", src: "evm", to: "42161", want: ""},                            // same family: the request's default
		{from: "1", src: "evm", to: "bitcoin", given: "bcrt1qx", want: "bcrt1qx"}, // given: kept
		{from: "1", src: "evm", to: "solana", wantErr: true},
	} {
		fs := flag.NewFlagSet("route", flag.ContinueOnError)
		rf := addRouteFlags(fs)
		*rf.fromChain, *rf.toChain, *rf.toAddress = tc.from, tc.to, tc.given
		err := keyToAddress(context.Background(), c, rf, key, tc.src, &chaincfg.RegressionNetParams)
		got := *rf.toAddress
		if (err != nil) != tc.wantErr || len(got) < len(tc.want) || got[:len(tc.want)] != tc.want || (tc.want == evm && got != evm) {
			t.Errorf("%s → %s (given %q): to-address %q, err %v; want %q…", tc.from, tc.to, tc.given, got, err, tc.want)
		}
	}
}
