package cosmos

import (
	"context"
	"fmt"
	"time"

	sdk "github.com/cosmos/cosmos-sdk/types"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	"github.com/cosmos/gogoproto/proto"
	transfertypes "github.com/cosmos/ibc-go/v10/modules/apps/transfer/types"
	clienttypes "github.com/cosmos/ibc-go/v10/modules/core/02-client/types"
)

// Send sends coins from a devnet key to a bech32 address on this chain
// (devnet fund) and waits until it is in a block.
func (c *Client) Send(ctx context.Context, from Key, to string, coins sdk.Coins) (*TxResult, error) {
	msg := &banktypes.MsgSend{FromAddress: from.AddressOn(c.spec.ID), ToAddress: to, Amount: coins}
	return c.SignAndSend(ctx, from, []proto.Message{msg}, "", 200_000)
}

// Transfer is an ICS-20 transfer to send.
type Transfer struct {
	SourceChannel string // on this chain
	Receiver      string // bech32 on the other chain
	Token         sdk.Coin
	Memo          string
	// Timeout is how long the packet may take (default 10 minutes), as a
	// timestamp on the receiving chain.
	Timeout time.Duration
}

// Transfer sends an ICS-20 MsgTransfer from a devnet key (the hub bridge's
// EVM → Cosmos leg) and waits until it is in a block.
func (c *Client) Transfer(ctx context.Context, from Key, t Transfer) (*TxResult, error) {
	if t.Timeout <= 0 {
		t.Timeout = 10 * time.Minute
	}
	if t.SourceChannel == "" || t.Receiver == "" {
		return nil, fmt.Errorf("transfer: channel and receiver are required")
	}
	msg := &transfertypes.MsgTransfer{
		SourcePort:       TransferPort,
		SourceChannel:    t.SourceChannel,
		Token:            t.Token,
		Sender:           from.AddressOn(c.spec.ID),
		Receiver:         t.Receiver,
		TimeoutHeight:    clienttypes.ZeroHeight(),
		TimeoutTimestamp: uint64(time.Now().Add(t.Timeout).UnixNano()),
		Memo:             t.Memo,
	}
	return c.SignAndSend(ctx, from, []proto.Message{msg}, "", 300_000)
}
