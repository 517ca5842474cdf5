package devnet

import (
	"maps"
	"slices"
	"strconv"

	"github.com/switchyard-dev/switchyard/devnet/world"
)

// The admin API's bodies for the devnet world (package devnet/world):
// deployments, pools and their prices. Addresses are EIP-55 hex, amounts
// decimal strings in base units, prices decimal strings in quote per base.

// ContractsInfo is a chain's deployment: in GET /devnet/chains (without
// the token list) and GET /devnet/deployments (with it).
type ContractsInfo struct {
	ChainID         string `json:"chainId"`
	BridgeChainName string `json:"bridgeChainName"` // the gateway's name for the chain
	Router          string `json:"router"`          // transactionRequest.target of routes
	Multicall       string `json:"multicall"`
	Gateway         string `json:"gateway"`
	GasService      string `json:"gasService"`
	Settlement      string `json:"settlement"`  // IntentsSettlement
	PairSwapper     string `json:"pairSwapper"` // exact-input pair hops: PairSwapper.swapExactIn
	WrappedNative   string `json:"wrappedNative"`
	// Uniswap are the published Uniswap contracts the pools come from.
	Uniswap UniswapInfo `json:"uniswap"`
	// BridgedTokens maps each gateway symbol to the token it moves.
	BridgedTokens map[string]string    `json:"bridgedTokens"`
	Pools         []PoolInfo           `json:"pools"`
	Tokens        map[string]TokenInfo `json:"tokens,omitempty"` // by symbol
}

// UniswapInfo are a chain's Uniswap V2 and V3 contracts.
type UniswapInfo struct {
	V2Factory       string `json:"v2Factory"`
	V3Factory       string `json:"v3Factory"`
	PositionManager string `json:"positionManager"` // NonfungiblePositionManager
	QuoterV2        string `json:"quoterV2"`
	SwapRouter      string `json:"swapRouter"`
}

// TokenInfo is a token of the world.
type TokenInfo struct {
	Address      string  `json:"address"`
	Name         string  `json:"name"`
	Decimals     uint8   `json:"decimals"`
	Kind         string  `json:"kind"` // erc20 (minted by the deployer) or weth9
	USDPrice     float64 `json:"usdPrice"`
	BridgeSymbol string  `json:"bridgeSymbol,omitempty"`
}

// PoolInfo is a pool; the live fields are set where the API read it.
type PoolInfo struct {
	Name      string        `json:"name"` // BASE/QUOTE, or BASE/QUOTE@FEE for a V3 pool
	Address   string        `json:"address"`
	Kind      string        `json:"kind"` // uniswap-v2, uniswap-v3 or stableswap
	Base      PoolTokenInfo `json:"base"`
	Quote     PoolTokenInfo `json:"quote"`
	Token0    string        `json:"token0"` // the pool's coin order
	Token1    string        `json:"token1"`
	FeeBps    uint64        `json:"feeBps"`
	StableFee uint64        `json:"stableFee,omitempty"` // 1e10 precision
	A         uint64        `json:"A,omitempty"`
	// Fee (hundredths of a bp) and TickSpacing of a V3 pool.
	Fee         uint32 `json:"fee,omitempty"`
	TickSpacing int32  `json:"tickSpacing,omitempty"`

	Reserve0     string `json:"reserve0,omitempty"` // in token0/token1 order
	Reserve1     string `json:"reserve1,omitempty"`
	BaseReserve  string `json:"baseReserve,omitempty"`
	QuoteReserve string `json:"quoteReserve,omitempty"`
	Price        string `json:"price,omitempty"` // quote per base, before the fee
	BlockNumber  uint64 `json:"blockNumber,omitempty"`
}

// PoolTokenInfo is a pool's token.
type PoolTokenInfo struct {
	Symbol   string `json:"symbol"`
	Address  string `json:"address"`
	Decimals uint8  `json:"decimals"`
}

// DeploymentsResponse is the body of GET /devnet/deployments.
type DeploymentsResponse struct {
	Deployments []ContractsInfo `json:"deployments"`
}

// PoolsResponse is the body of GET /devnet/pools?chainId=.
type PoolsResponse struct {
	ChainID string     `json:"chainId"`
	Pools   []PoolInfo `json:"pools"`
}

// PoolPriceRequest is the body of POST /devnet/pools/price.
type PoolPriceRequest struct {
	ChainID ChainRef `json:"chainId"`
	Pool    string   `json:"pool"`  // "WETH/USDC" (or "USDC/WETH"), "WETH/USDC@0.05%" or the pool's address
	Price   Decimal  `json:"price"` // quote per base of the pool as named
	// AllPools moves every pool of the two tokens Pool names (BASE/QUOTE):
	// the V2 pair and the V3 pool of every fee tier.
	AllPools bool `json:"allPools,omitempty"`
}

// PoolPriceResponse is the answer to a price move: the pool's new state.
type PoolPriceResponse struct {
	ChainID       string   `json:"chainId"`
	PreviousPrice string   `json:"previousPrice"` // quote per base
	Pool          PoolInfo `json:"pool"`
	// Moves are every pool moved (with allPools; else the one pool), and
	// Skipped the pair's stable-swap pools, whose price does not move.
	Moves   []PoolMove `json:"moves"`
	Skipped []string   `json:"skipped,omitempty"`
}

// PoolMove is one pool's price move.
type PoolMove struct {
	PreviousPrice string   `json:"previousPrice"` // quote per base
	Pool          PoolInfo `json:"pool"`
}

// ServiceAccount is one of the devnet's own accounts, with its public key.
type ServiceAccount struct {
	Role       string `json:"role"`
	Address    string `json:"address"`
	PrivateKey string `json:"privateKey"`
	Job        string `json:"job"`
}

func contractsInfo(d *world.Deployment, withTokens bool) ContractsInfo {
	out := ContractsInfo{
		ChainID: strconv.FormatUint(d.ChainID, 10), BridgeChainName: d.BridgeChainName,
		Router: d.Router.Hex(), Multicall: d.Multicall.Hex(), Gateway: d.Gateway.Hex(), GasService: d.GasService.Hex(),
		Settlement: d.Settlement.Hex(), PairSwapper: d.PairSwapper.Hex(), WrappedNative: d.WrappedNative, BridgedTokens: map[string]string{}, Pools: []PoolInfo{},
		Uniswap: UniswapInfo{V2Factory: d.Uniswap.V2Factory.Hex(), V3Factory: d.Uniswap.V3Factory.Hex(), PositionManager: d.Uniswap.PositionManager.Hex(),
			QuoterV2: d.Uniswap.QuoterV2.Hex(), SwapRouter: d.Uniswap.SwapRouter.Hex()},
	}
	for s, a := range d.Bridged {
		out.BridgedTokens[s] = a.Hex()
	}
	for _, p := range d.Pools {
		out.Pools = append(out.Pools, poolInfo(d, p))
	}
	if withTokens {
		out.Tokens = map[string]TokenInfo{}
		for _, s := range slices.Sorted(maps.Keys(d.Tokens)) {
			t := d.Tokens[s]
			out.Tokens[s] = TokenInfo{Address: t.Address.Hex(), Name: t.Name, Decimals: t.Decimals, Kind: string(t.Kind),
				USDPrice: t.USDPrice, BridgeSymbol: t.BridgeSymbol}
		}
	}
	return out
}

func poolInfo(d *world.Deployment, p world.Pool) PoolInfo {
	tok := func(s string) PoolTokenInfo {
		t := d.Tokens[s]
		return PoolTokenInfo{Symbol: s, Address: t.Address.Hex(), Decimals: t.Decimals}
	}
	return PoolInfo{Name: p.Name, Address: p.Address.Hex(), Kind: string(p.Kind), Base: tok(p.Base), Quote: tok(p.Quote),
		Token0: p.Token0.Hex(), Token1: p.Token1.Hex(), FeeBps: p.FeeBps, StableFee: p.StableFee, A: p.A,
		Fee: p.Fee, TickSpacing: p.TickSpacing}
}

func poolStateInfo(d *world.Deployment, s *world.PoolState) PoolInfo {
	out := poolInfo(d, s.Pool)
	out.Reserve0, out.Reserve1 = s.Reserve0.String(), s.Reserve1.String()
	out.BaseReserve, out.QuoteReserve = s.BaseReserve.String(), s.QuoteReserve.String()
	out.Price, out.BlockNumber = world.FormatPrice(s.Price), s.BlockNumber
	return out
}
