package explorer

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// token is what the pages need to show an amount of a token: its symbol
// and decimals.
type token struct {
	Symbol   string
	Decimals int
}

type tokenKey struct {
	chain uint64
	addr  common.Address
}

var (
	erc20   = bindings.NewERC20Token()
	gateway = bindings.NewGMPGateway()
)

// token finds a token's symbol (the chain's label, else the contract's
// symbol()) and decimals (the contract's decimals(), read once and kept);
// ok is false when the chain is not shown or the contract does not answer.
func (e *Explorer) token(ctx context.Context, chainID uint64, addr common.Address) (token, bool) {
	c, served := e.chains[chainID]
	if !served {
		return token{}, false
	}
	if addr == contracts.Native || addr == (common.Address{}) {
		return token{Symbol: nativeSymbol(c), Decimals: 18}, true
	}
	key := tokenKey{chainID, addr}
	if t, ok := e.tokens.Load(key); ok {
		return t.(token), true
	}
	caller, ok := c.Client.(ethereum.ContractCaller)
	if !ok {
		return token{}, false
	}
	call := func(data []byte) ([]byte, error) {
		return caller.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: data}, nil)
	}
	out, err := call(erc20.PackDecimals())
	if err != nil {
		return token{}, false
	}
	decimals, err := erc20.UnpackDecimals(out)
	if err != nil {
		return token{}, false
	}
	t := token{Symbol: c.Labels[addr], Decimals: int(decimals)}
	if t.Symbol == "" {
		if out, err := call(erc20.PackSymbol()); err == nil {
			t.Symbol, _ = erc20.UnpackSymbol(out)
		}
	}
	if t.Symbol == "" {
		t.Symbol = addr.Hex()
	}
	e.tokens.Store(key, t)
	return t, true
}

// gatewayToken finds the token a chain's GMP gateway moves under a
// symbol (on the devnet's Ethereum, USDC moves as axlUSDC): its decimals,
// shown under the symbol the message names.
func (e *Explorer) gatewayToken(ctx context.Context, chainID uint64, symbol string) (token, bool) {
	c, served := e.chains[chainID]
	caller, ok := c.Client.(ethereum.ContractCaller)
	if !served || !ok || symbol == "" {
		return token{}, false
	}
	for addr, label := range c.Labels {
		if label != GatewayLabel {
			continue
		}
		gw := addr
		out, err := caller.CallContract(ctx, ethereum.CallMsg{To: &gw, Data: gateway.PackTokenAddresses(symbol)}, nil)
		if err != nil {
			return token{}, false
		}
		tokenAddr, err := gateway.UnpackTokenAddresses(out)
		if err != nil || tokenAddr == (common.Address{}) {
			return token{}, false
		}
		t, ok := e.token(ctx, chainID, tokenAddr)
		t.Symbol = symbol
		return t, ok
	}
	return token{}, false
}

// amount renders base units as token units with the symbol, exactly
// ("7.5 axlUSDC"); unknown tokens keep base units.
func amount(v *big.Int, t token, ok bool) string {
	if !ok {
		return decimal(v) + " base units"
	}
	return units(v, t.Decimals) + " " + t.Symbol
}

// native renders a chain's native base units ("0.01 ETH").
func (e *Explorer) native(chainID uint64, v *big.Int) string {
	return units(v, 18) + " " + nativeSymbol(e.chains[chainID])
}

func nativeSymbol(c Chain) string {
	if c.NativeSymbol == "" {
		return "ETH"
	}
	return c.NativeSymbol
}
