package world

import (
	"encoding/json"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// identityVersion changes whenever deploy changes what it does with the
// same plan, so that a chain built the old way is not taken for one built
// the new way.
const identityVersion = 2 // 2: the Uniswap V2 pairs and V3 pools

// Fingerprint identifies what Start builds on the chain: the plan (tokens,
// pools and their seed amounts, bridge registrations, the solver's
// inventory) and the code of every contract deployed. The devnet puts it
// into the chain's genesis, so that the genesis hash changes with it and a
// chain kept in a data dir is never taken for the world of another catalog.
// ok is false for a chain the world leaves bare.
func (w *World) Fingerprint(chainID uint64) (fp common.Hash, ok bool) {
	p, ok := w.plans[chainID]
	if !ok {
		return common.Hash{}, false
	}
	type seeded struct {
		Pool
		BaseAmount, QuoteAmount *big.Int
		SqrtPriceX96            *big.Int          `json:",omitempty"`
		Positions               []plannedPosition `json:",omitempty"`
	}
	type held struct {
		Symbol string
		Amount *big.Int
	}
	id := struct {
		Version         int
		ChainID         uint64
		BridgeChainName string
		NativeSymbol    string
		Tokens          []Token
		Wrapped         string
		WETHNeeded      *big.Int
		Bridged         map[string]string
		Pools           []seeded
		Inventory       []held
		Code            []common.Hash
	}{Version: identityVersion, ChainID: p.chainID, BridgeChainName: p.bridgeChainName, NativeSymbol: p.nativeSymbol,
		Tokens: p.tokens, Wrapped: p.wrapped, WETHNeeded: p.wethNeeded(), Bridged: p.bridged}
	for _, pp := range p.pools {
		id.Pools = append(id.Pools, seeded{Pool: pp.Pool, BaseAmount: pp.baseAmount, QuoteAmount: pp.quoteAmount})
	}
	for _, pp := range p.v3pools {
		id.Pools = append(id.Pools, seeded{Pool: pp.Pool, SqrtPriceX96: pp.v3.sqrtPriceX96, Positions: pp.v3.positions})
	}
	for _, s := range p.inventory {
		id.Inventory = append(id.Inventory, held{s, p.inventoryAmount(p.bySymbol[s])})
	}
	for _, m := range []*bind.MetaData{&bindings.RouteMulticallMetaData, &bindings.GMPGatewayMetaData, &bindings.GasServiceMetaData,
		&bindings.IntentsSettlementMetaData, &bindings.RouteRouterMetaData, &bindings.PairSwapperMetaData,
		&bindings.StableSwapPoolMetaData} {
		id.Code = append(id.Code, crypto.Keccak256Hash(common.FromHex(m.Bin)))
	}
	for _, n := range uniswapNames {
		id.Code = append(id.Code, crypto.Keccak256Hash(w.uni[n]))
	}
	b, err := json.Marshal(id)
	if err != nil { // plain values only: cannot happen
		return common.Hash{}, false
	}
	return crypto.Keccak256Hash(b), true
}
