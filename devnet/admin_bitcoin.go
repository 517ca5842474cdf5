package devnet

import (
	"context"
	"errors"
	"net/http"

	"github.com/switchyard-dev/switchyard/apperr"
)

// BitcoinChainRef is how the admin API names the Bitcoin chain: the
// catalog's chain id, since Bitcoin has no EIP-155 id.
const BitcoinChainRef = "bitcoin"

// maxMineBlocks bounds one POST /devnet/mine: a regtest block is cheap, but
// a typo of 100000 would hold the node for minutes.
const maxMineBlocks = 1000

// BitcoinControl is what the admin API needs of the devnet's Bitcoin chain
// (started with --devnet-bitcoin).
type BitcoinControl interface {
	// FundBitcoin pays sats to the address from the devnet wallet; the
	// payment is in the mempool on return.
	FundBitcoin(ctx context.Context, to string, sats int64) (txid string, err error)
	// MineBitcoin mines n blocks now and returns their hashes.
	MineBitcoin(ctx context.Context, n int) ([]string, error)
}

// MineRequest is the body of POST /devnet/mine.
type MineRequest struct {
	ChainID ChainRef `json:"chainId"` // "bitcoin"
	Blocks  int      `json:"blocks"`  // default 1
}

// MineResponse is the answer to a mining.
type MineResponse struct {
	ChainID string   `json:"chainId"`
	Blocks  []string `json:"blocks"` // the mined blocks' hashes
}

// errNoBitcoin answers Bitcoin controls on a devnet without the chain.
func errNoBitcoin() error {
	return apperr.NotImplemented("this devnet runs no Bitcoin chain: start it with --devnet-bitcoin (switchyard devnet --bitcoin)")
}

// fundBitcoin is POST /devnet/fund for the Bitcoin chain: amount in sats
// (native is implied, since Bitcoin has no tokens here).
func (a *admin) fundBitcoin(r *http.Request, req FundRequest) (any, error) {
	if a.cfg.Bitcoin == nil {
		return nil, errNoBitcoin()
	}
	if req.Token != "" {
		return nil, apperr.BadRequest("the Bitcoin chain has only its native currency: leave out \"token\" (the amount is in satoshis)")
	}
	if req.To == "" {
		return nil, apperr.BadRequest("to is required: the bcrt1… (regtest) address to fund")
	}
	amount, err := ParseBaseUnits(string(req.Amount))
	if err != nil {
		return nil, apperr.BadRequest("%v (satoshis)", err)
	}
	if !amount.IsInt64() || amount.Int64() > 21_000_000*100_000_000 {
		return nil, apperr.BadRequest("amount %s sat is more than 21 million BTC", amount)
	}
	txid, err := a.cfg.Bitcoin.FundBitcoin(r.Context(), req.To, amount.Int64())
	if err != nil {
		var ae *apperr.Error
		if errors.As(err, &ae) {
			return nil, err
		}
		// The wallet's refusals (a bad address, too little balance) are
		// the caller's to fix.
		return nil, apperr.BadRequest("%v", err)
	}
	return FundResponse{ChainID: BitcoinChainRef, To: req.To, Amount: amount.String(), Native: true, TxHash: txid}, nil
}

// mine is POST /devnet/mine: blocks on the Bitcoin chain now (the EVM
// chains make blocks with every transaction).
func (a *admin) mine(r *http.Request) (any, error) {
	var req MineRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	if req.ChainID != "" && req.ChainID != BitcoinChainRef {
		return nil, apperr.BadRequest("chainId %q: only the Bitcoin chain (\"bitcoin\") is mined on demand; the EVM chains make a block with every transaction", string(req.ChainID))
	}
	if a.cfg.Bitcoin == nil {
		return nil, errNoBitcoin()
	}
	n := req.Blocks
	if n == 0 {
		n = 1
	}
	if n < 0 || n > maxMineBlocks {
		return nil, apperr.BadRequest("blocks %d must be between 1 and %d", req.Blocks, maxMineBlocks)
	}
	hashes, err := a.cfg.Bitcoin.MineBitcoin(r.Context(), n)
	if err != nil {
		return nil, err
	}
	return MineResponse{ChainID: BitcoinChainRef, Blocks: hashes}, nil
}
