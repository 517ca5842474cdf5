package world

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// Funding is the outcome of a token funding.
type Funding struct {
	chain.Funding // the transfer's transaction and the recipient's balance after it
	Token         Token
}

// chain returns the started chain's world; errors are for API callers.
func (w *World) chain(chainID uint64) (*chainWorld, error) {
	cw, ok := w.chains[chainID]
	if !ok {
		return nil, apperr.NotFound("chain %d has no devnet contracts (the catalog does not list it as an EVM chain, or the devnet runs without its world)", chainID)
	}
	return cw, nil
}

// token resolves a symbol (exact, or the only case-insensitive match) or
// an address of the chain's world.
func (cw *chainWorld) token(ref string) (Token, error) {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return Token{}, apperr.BadRequest("token is required: a symbol such as USDC, or the token's 0x address")
	}
	var t Token
	var ok bool
	if strings.HasPrefix(ref, "0x") || strings.HasPrefix(ref, "0X") {
		if !common.IsHexAddress(ref) {
			return Token{}, apperr.BadRequest("token %q is neither a symbol nor an address (0x and 40 hex digits)", ref)
		}
		t, ok = cw.d.TokenAt(common.HexToAddress(ref))
	} else {
		t, ok = cw.d.Token(ref)
	}
	if !ok && (strings.EqualFold(ref, catalog.NativeEVMAddress) || strings.EqualFold(ref, cw.p.nativeSymbol)) {
		return Token{}, apperr.BadRequest("%s is chain %d's native currency, not a token: fund it with \"native\": true (CLI: --native)", ref, cw.d.ChainID)
	}
	if !ok {
		return Token{}, apperr.NotFound("token %q is not on devnet chain %d; its pooled tokens are %s (GET /devnet/deployments lists all %d)",
			ref, cw.d.ChainID, strings.Join(cw.p.inventory, ", "), len(cw.d.Tokens))
	}
	return t, nil
}

// FundToken gives an address amount (base units) of a token of the chain,
// named by symbol or address: minted by the deployer for an ERC20Token,
// wrapped from the deployer's native currency and sent for WETH9. It
// returns once the transfer is mined.
func (w *World) FundToken(ctx context.Context, chainID uint64, token string, to common.Address, amount *big.Int) (*Funding, error) {
	if amount == nil || amount.Sign() <= 0 {
		return nil, apperr.BadRequest("amount must be positive")
	}
	cw, err := w.chain(chainID)
	if err != nil {
		return nil, err
	}
	t, err := cw.token(token)
	if err != nil {
		return nil, err
	}
	dep := Deployer()
	if t.Kind == KindWETH9 && to == dep.Address {
		return nil, apperr.BadRequest("%s is the devnet deployer, which funds others; fund another address", to.Hex())
	}
	cw.mu.Lock()
	defer cw.mu.Unlock()
	if t.Kind == KindWETH9 {
		have, err := cw.c.Client().BalanceAt(ctx, dep.Address, nil)
		if err != nil {
			return nil, err
		}
		if spare := new(big.Int).Sub(have, units(1)); spare.Cmp(amount) < 0 { // keep 1 unit for gas
			return nil, apperr.BadRequest("the devnet deployer can wrap at most %s base units of %s (it holds %s wei of the native currency)", spare, t.Symbol, have)
		}
		b := newBatch(cw.c)
		b.call(dep, t.Address, amount, wethABI.PackDeposit(), "wrap "+amount.String()+" into "+t.Symbol)
		if _, err := b.run(ctx); err != nil {
			return nil, err
		}
	} else {
		supply, err := bind.Call(erc20ABI.Instance(cw.c.Client(), t.Address), nil, erc20ABI.PackTotalSupply(), erc20ABI.UnpackTotalSupply)
		if err != nil {
			return nil, err
		}
		if new(big.Int).Add(supply, amount).Cmp(maxAllowance) > 0 {
			return nil, apperr.BadRequest("minting %s base units of %s would overflow its total supply (%s)", amount, t.Symbol, supply)
		}
	}
	b := newBatch(cw.c)
	give(b, dep, t, to, amount, to.Hex())
	receipts, err := b.run(ctx)
	if err != nil {
		return nil, err
	}
	r := receipts[0]
	bal, err := bind.Call(erc20ABI.Instance(cw.c.Client(), t.Address), &bind.CallOpts{BlockNumber: r.BlockNumber, Context: ctx},
		erc20ABI.PackBalanceOf(to), erc20ABI.UnpackBalanceOf)
	if err != nil {
		return nil, fmt.Errorf("balance of %s after the funding: %w", to.Hex(), err)
	}
	return &Funding{Funding: chain.Funding{TxHash: r.TxHash, BlockNumber: r.BlockNumber.Uint64(), Balance: bal}, Token: t}, nil
}
