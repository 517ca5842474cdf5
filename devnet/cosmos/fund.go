package cosmos

import (
	"context"
	"fmt"

	sdkmath "cosmossdk.io/math"
	sdk "github.com/cosmos/cosmos-sdk/types"
)

// Fund gives to (a bech32 address on chainID) amount of denom, for devnet
// fund: the chain's native denom comes from the faucet key, the hub's uusdc
// from the bridge account, and the uusdc voucher on a destination from the
// bridge account over the hub's channel (so it arrives once the relayer
// delivers it; the result is the hub's transaction).
func (n *Network) Fund(ctx context.Context, chainID, to, denom string, amount sdkmath.Int) (*TxResult, error) {
	c, ok := n.Chain(chainID)
	if !ok {
		return nil, fmt.Errorf("the devnet runs no chain %q", chainID)
	}
	if !amount.IsPositive() {
		return nil, fmt.Errorf("amount %s: must be positive", amount)
	}
	coin := sdk.NewCoin(denom, amount)
	switch {
	case denom == c.Denom:
		return c.Client().Send(ctx, FaucetKey(), to, sdk.NewCoins(coin))
	case chainID == HubChainID && denom == USDCDenom:
		return c.Client().Send(ctx, BridgeKey(), to, sdk.NewCoins(coin))
	case chainID != HubChainID && denom == USDCVoucher(chainID):
		hub, ok := n.Chain(HubChainID)
		if !ok {
			return nil, fmt.Errorf("%s comes from the hub %s, which the devnet does not run", denom, HubChainID)
		}
		return hub.Client().Transfer(ctx, BridgeKey(), Transfer{SourceChannel: c.HubChannel, Receiver: to,
			Token: sdk.NewCoin(USDCDenom, amount)})
	default:
		return nil, fmt.Errorf("%s has no denom %q to fund: it has %s and, from the hub, %s", chainID, denom, c.Denom, USDCVoucher(chainID))
	}
}
