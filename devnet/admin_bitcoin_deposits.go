package devnet

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/devnet/solver"
)

// An attached replica (serve --devnet-url) quotes BTC → EVM routes too, but
// the deposit addresses are the devnet's solver's: only its book may hand
// out an index, and only it knows how each deposit went. So the replica
// asks for them here.
//
//	POST /devnet/bitcoin/deposits              solver.DepositTerms → the solver.Deposit made
//	GET  /devnet/bitcoin/deposits?quoteId=ID   the solver.Deposit of a quote

// BitcoinDepositControl is the devnet's BTC → EVM deposit book; the
// BitcoinControl implements it when the solver takes deposits.
type BitcoinDepositControl interface {
	QuoteDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error)
	Deposit(quoteID string) (solver.Deposit, bool)
}

// BitcoinEsplora is implemented by a BitcoinControl that serves the
// chain's Esplora API.
type BitcoinEsplora interface {
	EsploraURL() string
}

// AttachBitcoin is the Bitcoin chain in the attach document.
type AttachBitcoin struct {
	ChainID    string `json:"chainId"`
	EsploraURL string `json:"esploraUrl"`
}

// maxQuoteID bounds the quote id of a deposit lookup.
const maxQuoteID = 200

// attachBitcoin is the attach document's Bitcoin chain (nil without one).
func (a *admin) attachBitcoin() *AttachBitcoin {
	e, ok := a.cfg.Bitcoin.(BitcoinEsplora)
	if a.cfg.Bitcoin == nil || !ok {
		return nil
	}
	return &AttachBitcoin{ChainID: BitcoinChainRef, EsploraURL: e.EsploraURL()}
}

func (a *admin) depositControl() (BitcoinDepositControl, error) {
	if a.cfg.Bitcoin == nil {
		return nil, errNoBitcoin()
	}
	d, ok := a.cfg.Bitcoin.(BitcoinDepositControl)
	if !ok {
		return nil, apperr.NotImplemented("this devnet's solver takes no BTC → EVM deposits (it runs without EVM deployments)")
	}
	return d, nil
}

func (a *admin) depositNew(r *http.Request) (any, error) {
	d, err := a.depositControl()
	if err != nil {
		return nil, err
	}
	var t solver.DepositTerms
	if err := decodeBody(r, &t); err != nil {
		return nil, err
	}
	if t.QuoteID == "" || len(t.QuoteID) > maxQuoteID {
		return nil, apperr.BadRequest("QuoteID is required (at most %d characters)", maxQuoteID)
	}
	dep, err := d.QuoteDeposit(r.Context(), t)
	if err != nil {
		var ae *apperr.Error
		if errors.As(err, &ae) {
			return nil, err
		}
		return nil, apperr.BadRequest("%v", err)
	}
	return dep, nil
}

func (a *admin) depositGet(r *http.Request) (any, error) {
	d, err := a.depositControl()
	if err != nil {
		return nil, err
	}
	q := r.URL.Query().Get("quoteId")
	if q == "" || len(q) > maxQuoteID {
		return nil, apperr.BadRequest("quoteId is required (at most %d characters)", maxQuoteID)
	}
	dep, ok := d.Deposit(q)
	if !ok {
		return nil, apperr.NotFound("no deposit address was made for quote %s", q)
	}
	return dep, nil
}

// NewBitcoinDeposit asks the devnet's solver for a quote's deposit address.
func (c *Client) NewBitcoinDeposit(ctx context.Context, t solver.DepositTerms) (solver.Deposit, error) {
	var out solver.Deposit
	return out, c.do(ctx, http.MethodPost, "/devnet/bitcoin/deposits", t, &out)
}

// BitcoinDeposit reads the deposit of a quote; false when there is none.
func (c *Client) BitcoinDeposit(ctx context.Context, quoteID string) (solver.Deposit, bool, error) {
	var out solver.Deposit
	err := c.do(ctx, http.MethodGet, "/devnet/bitcoin/deposits?quoteId="+url.QueryEscape(quoteID), nil, &out)
	var ae *AdminError
	if errors.As(err, &ae) && ae.StatusCode == http.StatusNotFound {
		return solver.Deposit{}, false, nil
	}
	return out, err == nil, err
}
