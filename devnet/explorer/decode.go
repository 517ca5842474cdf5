package explorer

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// registry knows the events and methods of the devnet contracts.
type registry struct {
	events  map[common.Hash]abi.Event
	methods map[[4]byte]abi.Method
}

var known = func() registry {
	r := registry{events: map[common.Hash]abi.Event{}, methods: map[[4]byte]abi.Method{}}
	for _, a := range []abi.ABI{
		bindings.NewGMPGateway().GetABI(), bindings.NewGasService().GetABI(), bindings.NewRouteRouter().GetABI(),
		bindings.NewRouteMulticall().GetABI(), bindings.NewIntentsSettlement().GetABI(), bindings.NewERC20Token().GetABI(),
		bindings.NewWETH9().GetABI(), bindings.NewUniswapV2Pair().GetABI(), bindings.NewStableSwapPool().GetABI(),
	} {
		for _, e := range a.Events {
			if _, dup := r.events[e.ID]; !dup {
				r.events[e.ID] = e
			}
		}
		for _, m := range a.Methods {
			var sel [4]byte
			copy(sel[:], m.ID)
			if _, dup := r.methods[sel]; !dup {
				r.methods[sel] = m
			}
		}
	}
	return r
}()

// Arg is a decoded argument.
type Arg struct {
	Name, Type, Value string
}

// DecodedLog is a log as the transaction page shows it.
type DecodedLog struct {
	Index   uint
	Address common.Address
	Label   string
	Event   string // "" when unknown
	Args    []Arg
	Topics  []common.Hash // when unknown
	Data    string        // hex, when unknown
}

// decodeLog decodes a log of a known event; unknown ones keep their raw
// topics and data.
func decodeLog(l *types.Log, labels map[common.Address]string) DecodedLog {
	out := DecodedLog{Index: l.Index, Address: l.Address, Label: labels[l.Address]}
	if len(l.Topics) > 0 {
		if ev, ok := known.events[l.Topics[0]]; ok {
			if args, err := eventArgs(ev, l); err == nil {
				out.Event, out.Args = ev.Name, args
				return out
			}
		}
	}
	out.Topics, out.Data = l.Topics, hexutil.Encode(l.Data)
	return out
}

func eventArgs(ev abi.Event, l *types.Log) ([]Arg, error) {
	values := map[string]any{}
	if len(l.Data) > 0 {
		if err := ev.Inputs.NonIndexed().UnpackIntoMap(values, l.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, in := range ev.Inputs {
		if in.Indexed {
			indexed = append(indexed, in)
		}
	}
	if len(l.Topics)-1 != len(indexed) {
		return nil, fmt.Errorf("%s: %d indexed topics, want %d", ev.Name, len(l.Topics)-1, len(indexed))
	}
	if err := abi.ParseTopicsIntoMap(values, indexed, l.Topics[1:]); err != nil {
		return nil, err
	}
	args := make([]Arg, 0, len(ev.Inputs))
	for _, in := range ev.Inputs {
		args = append(args, Arg{Name: in.Name, Type: in.Type.String(), Value: format(values[in.Name])})
	}
	return args, nil
}

// methodName names a call's method, "" when unknown.
func methodName(data []byte) string {
	if len(data) < 4 {
		return ""
	}
	var sel [4]byte
	copy(sel[:], data)
	if m, ok := known.methods[sel]; ok {
		return m.Sig
	}
	return ""
}

// format renders a decoded value.
func format(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case []byte:
		return hexutil.Encode(x)
	case [32]byte:
		return hexutil.Encode(x[:])
	case common.Hash:
		return x.Hex()
	case common.Address:
		return x.Hex()
	case *big.Int:
		return x.String()
	case string:
		return x
	default:
		return strings.TrimSpace(fmt.Sprintf("%v", x))
	}
}

// units renders base units of an 18-decimal (or other) currency in whole
// units, exactly.
func units(v *big.Int, decimals int) string {
	if v == nil {
		return "0"
	}
	s := new(big.Int).Abs(v).String()
	sign := ""
	if v.Sign() < 0 {
		sign = "-"
	}
	if len(s) <= decimals {
		s = strings.Repeat("0", decimals-len(s)+1) + s
	}
	whole, frac := s[:len(s)-decimals], strings.TrimRight(s[len(s)-decimals:], "0")
	if frac == "" {
		return sign + whole
	}
	return sign + whole + "." + frac
}
