package cosmos

import (
	"encoding/json"
	"fmt"

	"cosmossdk.io/log"
	storetypes "cosmossdk.io/store/types"
	"cosmossdk.io/x/tx/signing"
	abci "github.com/cometbft/cometbft/abci/types"
	dbm "github.com/cosmos/cosmos-db"
	"github.com/cosmos/gogoproto/proto"

	"github.com/cosmos/cosmos-sdk/baseapp"
	"github.com/cosmos/cosmos-sdk/client"
	"github.com/cosmos/cosmos-sdk/client/grpc/cmtservice"
	nodeservice "github.com/cosmos/cosmos-sdk/client/grpc/node"
	"github.com/cosmos/cosmos-sdk/codec"
	"github.com/cosmos/cosmos-sdk/codec/address"
	codectypes "github.com/cosmos/cosmos-sdk/codec/types"
	"github.com/cosmos/cosmos-sdk/runtime"
	"github.com/cosmos/cosmos-sdk/server"
	"github.com/cosmos/cosmos-sdk/server/api"
	serverconfig "github.com/cosmos/cosmos-sdk/server/config"
	"github.com/cosmos/cosmos-sdk/std"
	sdk "github.com/cosmos/cosmos-sdk/types"
	"github.com/cosmos/cosmos-sdk/types/module"
	"github.com/cosmos/cosmos-sdk/x/auth"
	"github.com/cosmos/cosmos-sdk/x/auth/ante"
	authcodec "github.com/cosmos/cosmos-sdk/x/auth/codec"
	authkeeper "github.com/cosmos/cosmos-sdk/x/auth/keeper"
	authtx "github.com/cosmos/cosmos-sdk/x/auth/tx"
	authtypes "github.com/cosmos/cosmos-sdk/x/auth/types"
	"github.com/cosmos/cosmos-sdk/x/bank"
	bankkeeper "github.com/cosmos/cosmos-sdk/x/bank/keeper"
	banktypes "github.com/cosmos/cosmos-sdk/x/bank/types"
	"github.com/cosmos/cosmos-sdk/x/consensus"
	consensuskeeper "github.com/cosmos/cosmos-sdk/x/consensus/keeper"
	consensustypes "github.com/cosmos/cosmos-sdk/x/consensus/types"
	"github.com/cosmos/cosmos-sdk/x/staking"
	stakingkeeper "github.com/cosmos/cosmos-sdk/x/staking/keeper"
	stakingtypes "github.com/cosmos/cosmos-sdk/x/staking/types"

	"github.com/cosmos/ibc-go/v10/modules/apps/transfer"
	transferkeeper "github.com/cosmos/ibc-go/v10/modules/apps/transfer/keeper"
	transfertypes "github.com/cosmos/ibc-go/v10/modules/apps/transfer/types"
	ibc "github.com/cosmos/ibc-go/v10/modules/core"
	porttypes "github.com/cosmos/ibc-go/v10/modules/core/05-port/types"
	ibcexported "github.com/cosmos/ibc-go/v10/modules/core/exported"
	ibckeeper "github.com/cosmos/ibc-go/v10/modules/core/keeper"
	ibctm "github.com/cosmos/ibc-go/v10/modules/light-clients/07-tendermint"
)

// app is the devnet chains' application: auth, bank, staking (one
// validator), consensus params, IBC core with the 07-tendermint light client
// and ICS-20 transfer. Nothing else: the devnet needs balances and IBC, and
// every further module is more to start and more to break.
type app struct {
	*baseapp.BaseApp
	cdc      codec.Codec
	registry codectypes.InterfaceRegistry
	txConfig client.TxConfig
	basics   module.BasicManager
	modules  *module.Manager

	accounts authkeeper.AccountKeeper
	bank     bankkeeper.BaseKeeper
	staking  *stakingkeeper.Keeper
	ibc      *ibckeeper.Keeper
	transfer transferkeeper.Keeper
}

// moduleAccountPerms are the module accounts the app's modules need.
var moduleAccountPerms = map[string][]string{
	authtypes.FeeCollectorName:     nil,
	stakingtypes.BondedPoolName:    {authtypes.Burner, authtypes.Staking},
	stakingtypes.NotBondedPoolName: {authtypes.Burner, authtypes.Staking},
	transfertypes.ModuleName:       {authtypes.Minter, authtypes.Burner},
}

// authority is the governance address the keepers want; the devnet has no
// governance, so nobody can sign as it.
func authority() string { return authtypes.NewModuleAddress("gov").String() }

// newEncoding returns the codec and tx config for the process's bech32
// prefixes (set by the caller before: sdk.Config is process-global).
func newEncoding() (codec.Codec, codectypes.InterfaceRegistry, client.TxConfig, error) {
	cfg := sdk.GetConfig()
	registry, err := codectypes.NewInterfaceRegistryWithOptions(codectypes.InterfaceRegistryOptions{
		ProtoFiles: proto.HybridResolver,
		SigningOptions: signing.Options{
			AddressCodec:          address.Bech32Codec{Bech32Prefix: cfg.GetBech32AccountAddrPrefix()},
			ValidatorAddressCodec: address.Bech32Codec{Bech32Prefix: cfg.GetBech32ValidatorAddrPrefix()},
		},
	})
	if err != nil {
		return nil, nil, nil, err
	}
	std.RegisterInterfaces(registry)
	cdc := codec.NewProtoCodec(registry)
	return cdc, registry, authtx.NewTxConfig(cdc, authtx.DefaultSignModes), nil
}

// newApp builds the application on db. The keepers panic on
// misconfiguration (a programming error here, never input), so the
// construction is wrapped to return it as an error.
func newApp(logger log.Logger, db dbm.DB, chainID string, opts ...func(*baseapp.BaseApp)) (a *app, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("build the cosmos app: %v", r)
		}
	}()
	cdc, registry, txConfig, err := newEncoding()
	if err != nil {
		return nil, err
	}
	opts = append(opts, baseapp.SetChainID(chainID))
	bApp := baseapp.NewBaseApp("switchyard-devnet", logger, db, txConfig.TxDecoder(), opts...)
	bApp.SetInterfaceRegistry(registry)
	bApp.SetTxEncoder(txConfig.TxEncoder())

	keys := storetypes.NewKVStoreKeys(authtypes.StoreKey, banktypes.StoreKey, stakingtypes.StoreKey,
		consensustypes.StoreKey, ibcexported.StoreKey, transfertypes.StoreKey)
	a = &app{BaseApp: bApp, cdc: cdc, registry: registry, txConfig: txConfig}

	consensusKeeper := consensuskeeper.NewKeeper(cdc, runtime.NewKVStoreService(keys[consensustypes.StoreKey]), authority(), runtime.EventService{})
	bApp.SetParamStore(consensusKeeper.ParamsStore)

	prefix := sdk.GetConfig().GetBech32AccountAddrPrefix()
	a.accounts = authkeeper.NewAccountKeeper(cdc, runtime.NewKVStoreService(keys[authtypes.StoreKey]), authtypes.ProtoBaseAccount,
		moduleAccountPerms, authcodec.NewBech32Codec(prefix), prefix, authority())
	blocked := map[string]bool{}
	for name := range moduleAccountPerms {
		blocked[authtypes.NewModuleAddress(name).String()] = true
	}
	a.bank = bankkeeper.NewBaseKeeper(cdc, runtime.NewKVStoreService(keys[banktypes.StoreKey]), a.accounts, blocked, authority(), logger)
	a.staking = stakingkeeper.NewKeeper(cdc, runtime.NewKVStoreService(keys[stakingtypes.StoreKey]), a.accounts, a.bank, authority(),
		authcodec.NewBech32Codec(sdk.GetConfig().GetBech32ValidatorAddrPrefix()), authcodec.NewBech32Codec(sdk.GetConfig().GetBech32ConsensusAddrPrefix()))

	// The legacy param subspaces only feed migrations from old chains;
	// these chains start at the current versions, so there are none.
	a.ibc = ibckeeper.NewKeeper(cdc, runtime.NewKVStoreService(keys[ibcexported.StoreKey]), nil, noUpgrades{chainID: chainID}, authority())
	a.transfer = transferkeeper.NewKeeper(cdc, runtime.NewKVStoreService(keys[transfertypes.StoreKey]), nil,
		a.ibc.ChannelKeeper, a.ibc.ChannelKeeper, bApp.MsgServiceRouter(), a.accounts, a.bank, authority())

	router := porttypes.NewRouter()
	router.AddRoute(transfertypes.ModuleName, transfer.NewIBCModule(a.transfer))
	a.ibc.SetRouter(router)
	tmClients := ibctm.NewLightClientModule(cdc, a.ibc.ClientKeeper.GetStoreProvider())
	a.ibc.ClientKeeper.AddRoute(ibctm.ModuleName, &tmClients)

	a.modules = module.NewManager(
		auth.NewAppModule(cdc, a.accounts, nil, nil),
		bank.NewAppModule(cdc, a.bank, a.accounts, nil),
		staking.NewAppModule(cdc, a.staking, a.accounts, a.bank, nil),
		consensus.NewAppModule(cdc, consensusKeeper),
		ibc.NewAppModule(a.ibc),
		transfer.NewAppModule(a.transfer),
		ibctm.NewAppModule(tmClients),
	)
	a.basics = module.NewBasicManagerFromManager(a.modules, nil)
	a.basics.RegisterInterfaces(registry)

	a.modules.SetOrderBeginBlockers(stakingtypes.ModuleName, ibcexported.ModuleName, transfertypes.ModuleName)
	a.modules.SetOrderEndBlockers(stakingtypes.ModuleName, ibcexported.ModuleName, transfertypes.ModuleName)
	order := []string{authtypes.ModuleName, banktypes.ModuleName, stakingtypes.ModuleName, ibcexported.ModuleName,
		transfertypes.ModuleName, consensustypes.ModuleName, ibctm.ModuleName}
	a.modules.SetOrderInitGenesis(order...)
	a.modules.SetOrderExportGenesis(order...)
	if err := a.modules.RegisterServices(module.NewConfigurator(cdc, bApp.MsgServiceRouter(), bApp.GRPCQueryRouter())); err != nil {
		return nil, err
	}

	a.MountKVStores(keys)
	a.SetInitChainer(a.initChainer)
	a.SetPreBlocker(func(ctx sdk.Context, _ *abci.RequestFinalizeBlock) (*sdk.ResponsePreBlock, error) {
		return a.modules.PreBlock(ctx)
	})
	a.SetBeginBlocker(a.modules.BeginBlock)
	a.SetEndBlocker(a.modules.EndBlock)
	anteHandler, err := ante.NewAnteHandler(ante.HandlerOptions{
		AccountKeeper:   a.accounts,
		BankKeeper:      a.bank,
		SignModeHandler: txConfig.SignModeHandler(),
		SigGasConsumer:  ante.DefaultSigVerificationGasConsumer,
	})
	if err != nil {
		return nil, err
	}
	a.SetAnteHandler(anteHandler)
	if err := a.LoadLatestVersion(); err != nil {
		return nil, fmt.Errorf("load the chain state: %w", err)
	}
	return a, nil
}

func (a *app) initChainer(ctx sdk.Context, req *abci.RequestInitChain) (*abci.ResponseInitChain, error) {
	var state map[string]json.RawMessage
	if err := json.Unmarshal(req.AppStateBytes, &state); err != nil {
		return nil, fmt.Errorf("genesis app state: %w", err)
	}
	return a.modules.InitGenesis(ctx, a.cdc, state)
}

// registerServices adds the query services that need a client of the
// running node (txs, blocks, node info), and the REST routes.
func (a *app) registerServices(clientCtx client.Context, srv *api.Server, cfg serverconfig.Config) {
	authtx.RegisterTxService(a.GRPCQueryRouter(), clientCtx, a.Simulate, a.registry)
	cmtApp := server.NewCometABCIWrapper(a)
	cmtservice.RegisterTendermintService(clientCtx, a.GRPCQueryRouter(), a.registry, cmtApp.Query)
	nodeservice.RegisterNodeService(clientCtx, a.GRPCQueryRouter(), cfg)

	authtx.RegisterGRPCGatewayRoutes(clientCtx, srv.GRPCGatewayRouter)
	cmtservice.RegisterGRPCGatewayRoutes(clientCtx, srv.GRPCGatewayRouter)
	nodeservice.RegisterGRPCGatewayRoutes(clientCtx, srv.GRPCGatewayRouter)
	a.basics.RegisterGRPCGatewayRoutes(clientCtx, srv.GRPCGatewayRouter)
}
