package relayer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// knownErrors are the custom errors of the devnet contracts a relayed
// transaction runs through.
var knownErrors = func() []abi.Error {
	var out []abi.Error
	for _, a := range []abi.ABI{
		routerABI.GetABI(), gatewayABI.GetABI(), gasABI.GetABI(),
		bindings.NewRouteMulticall().GetABI(), bindings.NewERC20Token().GetABI(),
	} {
		for _, e := range a.Errors {
			out = append(out, e)
		}
	}
	return out
}()

// DescribeRevert renders revert data readably: a custom error of the
// devnet contracts with its arguments, Error(string), Panic(uint256), or
// the raw data.
func DescribeRevert(data []byte) string {
	if len(data) < 4 {
		if len(data) == 0 {
			return "execution reverted"
		}
		return "execution reverted: " + hexutil.Encode(data)
	}
	if s := describeKnown(data); s != "" {
		return "execution reverted: " + s
	}
	return "execution reverted: " + hexutil.Encode(data)
}

// maxRevertDepth bounds nested revert data (a call failure carrying a
// call failure …).
const maxRevertDepth = 4

// describeKnown renders revert data of Error(string), Panic(uint256) or a
// known custom error, or returns "".
func describeKnown(data []byte) string { return describeDepth(data, 0) }

func describeDepth(data []byte, depth int) string {
	if len(data) < 4 || depth > maxRevertDepth {
		return ""
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		return reason
	}
	for _, e := range knownErrors {
		if !bytes.Equal(e.ID[:4], data[:4]) {
			continue
		}
		args, err := e.Inputs.Unpack(data[4:])
		if err != nil {
			continue
		}
		parts := make([]string, len(args))
		for i, a := range args {
			if b, ok := a.([]byte); ok {
				if inner := describeDepth(b, depth+1); inner != "" {
					parts[i] = inner
					continue
				}
			}
			parts[i] = formatArg(a)
		}
		return fmt.Sprintf("%s(%s)", e.Name, strings.Join(parts, ", "))
	}
	return ""
}

func formatArg(v any) string {
	switch x := v.(type) {
	case []byte:
		return hexutil.Encode(x)
	case [32]byte:
		return hexutil.Encode(x[:])
	case common.Address:
		return x.Hex()
	case *big.Int:
		return x.String()
	default:
		return fmt.Sprint(x)
	}
}

// revertData extracts the revert data from a call or estimate error.
func revertData(err error) []byte {
	var de rpc.DataError
	if errors.As(err, &de) {
		if s, ok := de.ErrorData().(string); ok {
			return common.FromHex(s)
		}
	}
	return nil
}

// describeError renders a call or estimate failure.
func describeError(err error) string {
	if data := revertData(err); data != nil {
		return DescribeRevert(data)
	}
	return err.Error()
}

// replayRevert explains why a mined transaction reverted by replaying it on
// the state before its block (exact when it is the block's only
// transaction touching that state, as on the devnet).
func replayRevert(ctx context.Context, c *chainState, rc *types.Receipt) string {
	tx, _, err := c.Client.TransactionByHash(ctx, rc.TxHash)
	if err != nil || tx.To() == nil || rc.BlockNumber == nil || rc.BlockNumber.Sign() == 0 {
		return "execution reverted"
	}
	from, err := types.Sender(c.signer, tx)
	if err != nil {
		return "execution reverted"
	}
	parent := new(big.Int).Sub(rc.BlockNumber, big.NewInt(1))
	_, err = c.Client.CallContract(ctx, ethereum.CallMsg{From: from, To: tx.To(), Gas: tx.Gas(), Value: tx.Value(), Data: tx.Data()}, parent)
	if err == nil {
		return "execution reverted"
	}
	if data := revertData(err); data != nil {
		return DescribeRevert(data)
	}
	return "execution reverted: " + err.Error()
}
