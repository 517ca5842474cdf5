package chain

import (
	"context"
	"math/big"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
)

// signTransfer signs a plain value transfer with the given nonce and the
// chain's suggested fees, as a wallet library fills them in.
func signTransfer(t *testing.T, client *ethclient.Client, from Account, nonce uint64) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	chainID, err := client.ChainID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	to := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		Gas: 21_000, To: &to, Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// TestPendingNonceNeverBelowLatest queries "latest" then "pending" in a
// tight loop right after each block that mines the account's transaction:
// a pending nonce below a latest nonce read before it is the nonce a wallet
// would reuse.
func TestPendingNonceNeverBelowLatest(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 1})
	ctx := context.Background()
	from := DevAccounts()[3]
	for round := range 10 {
		nonce, err := client.PendingNonceAt(ctx, from.Address)
		if err != nil {
			t.Fatal(err)
		}
		tx := signTransfer(t, client, from, nonce)
		if err := client.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("round %d: send: %v", round, err)
		}
		mined := false
		for i := 0; i < 100 || !mined; i++ {
			latest, err := client.NonceAt(ctx, from.Address, nil)
			if err != nil {
				t.Fatal(err)
			}
			pending, err := client.PendingNonceAt(ctx, from.Address)
			if err != nil {
				t.Fatal(err)
			}
			if pending < latest {
				t.Fatalf("round %d, query %d: pending nonce %d below latest %d", round, i, pending, latest)
			}
			mined = latest > nonce
		}
	}
}

// TestBackToBackTransactions sends two transactions the way ethers does
// (each nonce from eth_getTransactionCount "pending", the second sent
// without waiting for the first), ten times in a row: every one is
// accepted and mined.
func TestBackToBackTransactions(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 1})
	ctx := context.Background()
	from := DevAccounts()[4]
	for round := range 10 {
		var txs []*types.Transaction
		for range 2 {
			nonce, err := client.PendingNonceAt(ctx, from.Address)
			if err != nil {
				t.Fatal(err)
			}
			tx := signTransfer(t, client, from, nonce)
			if err := client.SendTransaction(ctx, tx); err != nil {
				t.Fatalf("round %d: send nonce %d: %v", round, nonce, err)
			}
			txs = append(txs, tx)
		}
		for _, tx := range txs {
			if r := waitReceipt(t, client, tx.Hash()); r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("round %d: transaction %d failed", round, tx.Nonce())
			}
		}
	}
}

// TestTransactionCountByBlock: the eth_getTransactionCount override still
// answers for a block number, a block hash and the default (latest).
func TestTransactionCountByBlock(t *testing.T) {
	_, client := startChain(t, Config{ChainID: 1})
	ctx := context.Background()
	from := DevAccounts()[7]
	before, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tx := signTransfer(t, client, from, 0)
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	waitReceipt(t, client, tx.Hash())
	if n, err := client.NonceAt(ctx, from.Address, before.Number); err != nil || n != 0 {
		t.Errorf("nonce at block %v = %d, %v; want 0", before.Number, n, err)
	}
	var byHash hexutil.Uint64
	if err := client.Client().CallContext(ctx, &byHash, "eth_getTransactionCount", from.Address, map[string]any{"blockHash": before.Hash()}); err != nil || byHash != 0 {
		t.Errorf("nonce at block %s = %d, %v; want 0", before.Hash(), byHash, err)
	}
	var latest hexutil.Uint64
	if err := client.Client().CallContext(ctx, &latest, "eth_getTransactionCount", from.Address); err != nil || latest != 1 {
		t.Errorf("nonce with no block given = %d, %v; want 1", latest, err)
	}
	if n, err := client.PendingNonceAt(ctx, from.Address); err != nil || n != 1 {
		t.Errorf("pending nonce = %d, %v; want 1", n, err)
	}
}

func TestNextNonce(t *testing.T) {
	txs := func(nonces ...uint64) []*types.Transaction {
		var out []*types.Transaction
		for _, n := range nonces {
			out = append(out, types.NewTx(&types.DynamicFeeTx{Nonce: n}))
		}
		return out
	}
	tests := []struct {
		name            string
		head            uint64
		pending, queued []*types.Transaction
		poolNonce, want uint64
	}{
		{name: "idle account", head: 5, poolNonce: 5, want: 5},
		{name: "pool not yet reset after a block: its nonce lags the head", head: 5, poolNonce: 3, want: 5},
		{name: "mined transactions still pooled", head: 5, pending: txs(3, 4), poolNonce: 5, want: 5},
		{name: "accepted, awaiting promotion from the queue", head: 5, queued: txs(5), poolNonce: 5, want: 6},
		{name: "pending run continued by the queue", head: 5, pending: txs(5, 6), queued: txs(7, 9), poolNonce: 7, want: 8},
		{name: "gapped queued transaction is not counted", head: 5, queued: txs(7), poolNonce: 5, want: 5},
		{name: "another subpool ahead", head: 5, poolNonce: 9, want: 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, nextNonce(tc.head, tc.pending, tc.queued, tc.poolNonce)); diff != "" {
				t.Errorf("nextNonce (-want +got):\n%s", diff)
			}
		})
	}
}
