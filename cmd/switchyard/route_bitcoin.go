package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/btcsuite/btcd/btcec/v2"
	"github.com/btcsuite/btcd/chaincfg"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/client"
	"github.com/switchyard-dev/switchyard/client/btctx"
)

// bitcoinChain is the catalog's Bitcoin chain id.
const bitcoinChain = "bitcoin"

// bitcoinNetworks are --bitcoin-network's values.
var bitcoinNetworks = map[string]*chaincfg.Params{"regtest": &chaincfg.RegressionNetParams, "mainnet": &chaincfg.MainNetParams}

// routeFromBitcoin is route --execute from the bitcoin chain: the key's
// P2WPKH address is fromAddress, the route's deposit PSBT is signed as
// returned and sent through the chain's Esplora API (its rpc), then
// followed.
func routeFromBitcoin(ctx context.Context, c *client.Client, rf *routeFlags, keyFile, network, esplora string,
	followIt, asJSON bool, stdout, stderr io.Writer) error {
	net, ok := bitcoinNetworks[network]
	if !ok {
		return fmt.Errorf("--bitcoin-network %q: want regtest (the devnet's) or mainnet", network)
	}
	key, err := loadKey(keyFile)
	if err != nil {
		return err
	}
	if st, err := os.Stat(keyFile); keyFile != "" && err == nil && st.Mode().Perm()&0o077 != 0 {
		fmt.Fprintf(stderr, "warning: %s can be read by other users (mode %v): chmod 600 it\n", keyFile, st.Mode().Perm())
	}
	priv, _ := btcec.PrivKeyFromBytes(crypto.FromECDSA(key))
	from, err := btctx.Address(priv, net)
	if err != nil {
		return err
	}
	if err := keyToAddress(ctx, c, rf, key, "bitcoin", net); err != nil {
		return err
	}
	req, err := rf.request(ctx, c, from)
	if err != nil {
		return err
	}
	if esplora == "" {
		chains, err := c.Chains(ctx, client.ListQuery{ChainID: bitcoinChain, Fields: []string{"rpc"}})
		if err != nil {
			return err
		}
		if len(chains) == 0 || chains[0].RPC == "" {
			return fmt.Errorf("chain %s lists no Esplora API (rpc): give --rpc-url", bitcoinChain)
		}
		esplora = chains[0].RPC
	}
	r, err := c.Route(ctx, req)
	if err != nil {
		return err
	}
	ro := &r.Route
	if asJSON {
		printJSON(stdout, r)
	} else {
		printRoute(stdout, ro)
	}
	raw, err := btctx.Sign(ro.TransactionRequest, priv, net)
	if err != nil {
		return err
	}
	txid, err := btctx.Send(ctx, esplora, raw)
	if err != nil {
		return err
	}
	q := api.StatusQuery{TransactionID: txid, FromChainID: ro.Params.FromChain, ToChainID: ro.Params.ToChain, QuoteID: ro.QuoteID}
	est := ro.Estimate.EstimatedRouteDuration
	if !asJSON || !followIt {
		fmt.Fprintf(stdout, "sent %s sat to the deposit address %s in %s; follow it with:\nswitchyard status --wait --tx %s --from-chain %s --to-chain %s --quote-id %s --estimate %d\n",
			ro.TransactionRequest.Value, ro.TransactionRequest.Target, txid, q.TransactionID, q.FromChainID, q.ToChainID, q.QuoteID, est)
	}
	if !followIt {
		return nil
	}
	return follow(ctx, c, q, time.Duration(est)*time.Second, stdout, asJSON)
}
