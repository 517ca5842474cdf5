package cosmos

import (
	"encoding/json"
	"fmt"
	"time"

	sdkmath "cosmossdk.io/math"
	cmted25519 "github.com/cometbft/cometbft/crypto/ed25519"
	cmttypes "github.com/cometbft/cometbft/types"
	sdked25519 "github.com/cosmos/cosmos-sdk/crypto/keys/ed25519"
	sdk "github.com/cosmos/cosmos-sdk/types"
	authtypes "github.com/cosmos/cosmos-sdk/x/auth/types"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	stakingtypes "github.com/cosmos/cosmos-sdk/x/staking/types"
)

// balance is one funded genesis account: raw address bytes (the same on
// every chain) and its coins.
type balance struct {
	Address []byte    `json:"address"`
	Coins   sdk.Coins `json:"coins"`
}

// validatorStake is the single validator's self-delegation: 1,000,000
// tokens, a voting power of 1,000,000.
var validatorStake = sdkmath.NewInt(1_000_000_000_000)

// genesisBalances is what genesis funds on a chain: the development keys,
// the relayer, the faucet, and on the hub the bridge account (with the uusdc supply)
// and the fee collector.
func genesisBalances(s Spec) ([]balance, error) {
	native := func(n int64) sdk.Coins { return sdk.NewCoins(sdk.NewCoin(s.Denom, sdkmath.NewInt(n))) }
	var out []balance
	for i := 0; i < DevKeyCount; i++ {
		k, err := DevKey(i)
		if err != nil {
			return nil, err
		}
		out = append(out, balance{Address: k.Bytes(), Coins: native(1_000_000_000_000)})
	}
	out = append(out,
		balance{Address: RelayerKey(s.ID).Bytes(), Coins: native(1_000_000_000_000_000)},
		balance{Address: FaucetKey().Bytes(), Coins: native(1_000_000_000_000_000)})
	if s.ID == HubChainID {
		usdc := sdk.NewCoin(USDCDenom, sdkmath.NewInt(1_000_000_000_000_000)) // 1e9 USDC
		out = append(out,
			balance{Address: BridgeKey().Bytes(), Coins: native(1_000_000_000_000_000).Add(usdc)},
			balance{Address: FeeCollectorKey().Bytes(), Coins: native(1_000_000_000)})
	}
	return out, nil
}

// buildGenesis writes the chain's genesis: the accounts and balances of
// spec, one bonded validator with consensus key valKey, staked by its
// operator, and a memo limit that fits the bridge instructions.
func (a *app) buildGenesis(spec nodeSpec, valKey cmted25519.PrivKey, now time.Time) (*cmttypes.GenesisDoc, error) {
	state := a.basics.DefaultGenesis(a.cdc)
	prefix := spec.Prefix
	addr := func(b []byte) string { return sdk.AccAddress(b).String() }

	op := validatorOperatorKey(spec.ChainID)
	balances := append([]balance{}, spec.Balances...)
	balances = append(balances, balance{Address: op.Bytes(), Coins: sdk.NewCoins(sdk.NewCoin(spec.Denom, sdkmath.NewInt(1_000_000)))})
	notBonded := authtypes.NewModuleAddress(stakingtypes.NotBondedPoolName)

	var accounts authtypes.GenesisAccounts
	var bankBalances []banktypes.Balance
	seen := map[string]bool{}
	for i, b := range balances {
		a := addr(b.Address)
		if seen[a] {
			return nil, fmt.Errorf("genesis account %s listed twice", a)
		}
		seen[a] = true
		accounts = append(accounts, authtypes.NewBaseAccount(b.Address, nil, uint64(i), 0))
		bankBalances = append(bankBalances, banktypes.Balance{Address: a, Coins: b.Coins})
	}
	bankBalances = append(bankBalances, banktypes.Balance{Address: notBonded.String(),
		Coins: sdk.NewCoins(sdk.NewCoin(spec.Denom, validatorStake))})

	authParams := authtypes.DefaultParams()
	authParams.MaxMemoCharacters = 65536 // bridge memos carry an ABI payload
	authGen := authtypes.NewGenesisState(authParams, accounts)
	if err := a.setGenesis(state, authtypes.ModuleName, authGen); err != nil {
		return nil, err
	}

	meta := []banktypes.Metadata{denomMetadata(spec.Denom, prefix)}
	if spec.ChainID == HubChainID {
		meta = append(meta, banktypes.Metadata{
			Description: "USDC bridged to the hub", Base: USDCDenom, Display: "usdc", Name: "Axelar Wrapped USDC", Symbol: "axlUSDC",
			DenomUnits: []*banktypes.DenomUnit{{Denom: USDCDenom}, {Denom: "usdc", Exponent: 6}},
		})
	}
	bankGen := banktypes.NewGenesisState(banktypes.DefaultParams(), banktypes.SanitizeGenesisBalances(bankBalances), nil, meta, nil)
	if err := a.setGenesis(state, banktypes.ModuleName, bankGen); err != nil {
		return nil, err
	}

	valoper, err := sdk.Bech32ifyAddressBytes(sdk.GetConfig().GetBech32ValidatorAddrPrefix(), op.Bytes())
	if err != nil {
		return nil, err
	}
	val, err := stakingtypes.NewValidator(valoper, &sdked25519.PubKey{Key: valKey.PubKey().Bytes()},
		stakingtypes.NewDescription(spec.ChainID+"-validator", "", "", "", ""))
	if err != nil {
		return nil, err
	}
	val.Tokens = validatorStake
	val.DelegatorShares = sdkmath.LegacyNewDecFromInt(validatorStake)
	val.Commission = stakingtypes.NewCommission(sdkmath.LegacyNewDecWithPrec(1, 1), sdkmath.LegacyNewDecWithPrec(2, 1), sdkmath.LegacyNewDecWithPrec(1, 2))
	val.MinSelfDelegation = sdkmath.OneInt()
	stakingParams := stakingtypes.DefaultParams()
	stakingParams.BondDenom = spec.Denom
	stakingGen := stakingtypes.NewGenesisState(stakingParams, []stakingtypes.Validator{val},
		[]stakingtypes.Delegation{stakingtypes.NewDelegation(addr(op.Bytes()), valoper, val.DelegatorShares)})
	if err := a.setGenesis(state, stakingtypes.ModuleName, stakingGen); err != nil {
		return nil, err
	}

	appState, err := json.MarshalIndent(state, "", " ")
	if err != nil {
		return nil, err
	}
	doc := &cmttypes.GenesisDoc{
		GenesisTime:     now.UTC(),
		ChainID:         spec.ChainID,
		InitialHeight:   1,
		ConsensusParams: cmttypes.DefaultConsensusParams(),
		AppState:        appState,
	}
	if err := doc.ValidateAndComplete(); err != nil {
		return nil, fmt.Errorf("genesis: %w", err)
	}
	return doc, nil
}

func (a *app) setGenesis(state map[string]json.RawMessage, module string, gen interface {
	ProtoMessage()
	Reset()
	String() string
}) error {
	bz, err := a.cdc.MarshalJSON(gen)
	if err != nil {
		return fmt.Errorf("%s genesis: %w", module, err)
	}
	state[module] = bz
	return nil
}

// denomMetadata describes a native micro-denom (uosmo → OSMO).
func denomMetadata(denom, prefix string) banktypes.Metadata {
	display := denom[1:]
	symbol := map[string]string{"uaxl": "AXL", "uosmo": "OSMO", "uatom": "ATOM"}[denom]
	return banktypes.Metadata{
		Description: "the native token of the devnet's " + prefix + " chain",
		Base:        denom, Display: display, Name: symbol, Symbol: symbol,
		DenomUnits: []*banktypes.DenomUnit{{Denom: denom}, {Denom: display, Exponent: 6}},
	}
}
