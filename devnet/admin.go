package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// AdminConfig configures the admin API.
type AdminConfig struct {
	// Devnet is the devnet the controls act on; token funding and pool
	// prices need its world (Config.World).
	Devnet *Devnet
	// Solver, when set, is paused and resumed by /devnet/solver;
	// SolverAddress is its account, shown in the answers.
	Solver        SolverControl
	SolverAddress string
	// Explorer, when set, has its indexing delay set by
	// /devnet/explorer/delay.
	Explorer DelayControl
	// Bitcoin, when set, is the Bitcoin chain funded and mined by
	// /devnet/fund (chainId "bitcoin") and /devnet/mine.
	Bitcoin BitcoinControl
	// Cosmos, when set, is the Cosmos chains funded by /devnet/fund (their
	// chain ids) and their IBC relayer, controlled by /devnet/ibc.
	Cosmos CosmosControl
	Logger *slog.Logger

	// What GET /devnet/attach tells beside the devnet's chains and world:
	// the chains' block interval, the relayer's confirmations and the
	// bridge explorer's URL.
	BlockInterval time.Duration
	Confirmations uint64
	ExplorerURL   string
}

// Limits of the admin API.
const (
	adminBodyLimit = 64 << 10
	adminTimeout   = 30 * time.Second // a control waits for its transaction to be mined
)

// admin is the admin API's handler.
type admin struct {
	cfg    AdminConfig
	log    *slog.Logger
	routes map[string]map[string]func(*http.Request) (any, error)
}

// NewAdmin returns the handler of the admin API:
//
//	GET    /devnet/chains                  chains, RPC URLs, gas, contracts, accounts
//	GET    /devnet/deployments             every chain's contracts, tokens and pools
//	GET    /devnet/attach                  all a service attaching to the devnet needs (serve --devnet-url)
//	POST   /devnet/fund                    {chainId, to, amount, native: true | token}
//	GET    /devnet/gas?chainId=1           the chain's gas market
//	POST   /devnet/gas                     {chainId, gasPriceGwei} spike | {chainId, reset: true}
//	DELETE /devnet/gas?chainId=1           reset
//	GET    /devnet/pools?chainId=1         the chain's pools with reserves and prices
//	POST   /devnet/pools/price             {chainId, pool, price[, allPools]} moves a V2 pair's or V3 pool's price (allPools: every pool of the two tokens)
//	GET    /devnet/solver                  {paused}
//	POST   /devnet/solver                  {paused: true | false} pauses or resumes the solver
//	GET    /devnet/explorer/delay          {delay, delaySeconds}
//	POST   /devnet/explorer/delay          {delay: "5s" | seconds} sets the indexing delay
//	GET    /devnet/orders                  {lifetime, lifetimeSeconds, min, max} of intents orders
//	POST   /devnet/orders                  {lifetime: "30s" | seconds} for orders quoted from now on
//	POST   /devnet/mine                    {chainId: "bitcoin", blocks} mines Bitcoin blocks now
//	GET    /devnet/ibc                     {paused, timeout, timeoutSeconds} of the IBC relayer
//	POST   /devnet/ibc                     {paused: true | false, timeout: "30s" | seconds}
//	POST   /devnet/bitcoin/deposits        a BTC → EVM quote's deposit address (attached replicas)
//	GET    /devnet/bitcoin/deposits?quoteId=  that deposit as the solver's book has it
//
// Errors are JSON {message, statusCode, type}. Requests must name a
// loopback host, and POST bodies must be application/json, so that web
// pages in a developer's browser cannot drive the controls.
func NewAdmin(cfg AdminConfig) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	a := &admin{cfg: cfg, log: cfg.Logger}
	a.routes = map[string]map[string]func(*http.Request) (any, error){
		"/devnet/chains":         {"GET": a.chains},
		"/devnet/deployments":    {"GET": a.deployments},
		"/devnet/attach":         {"GET": a.attach},
		"/devnet/fund":           {"POST": a.fund},
		"/devnet/gas":            {"GET": a.gasState, "POST": a.gas, "DELETE": a.gasReset},
		"/devnet/pools":          {"GET": a.pools},
		"/devnet/pools/price":    {"POST": a.poolPrice},
		"/devnet/solver":         {"GET": a.solverState, "POST": a.solverSet},
		"/devnet/explorer/delay": {"GET": a.delayState, "POST": a.delaySet},
		"/devnet/orders":         {"GET": a.ordersState, "POST": a.ordersSet},
		"/devnet/mine":           {"POST": a.mine},
		"/devnet/ibc":            {"GET": a.ibcState, "POST": a.ibcSet},
	}
	a.routes["/devnet/bitcoin/deposits"] = map[string]func(*http.Request) (any, error){"GET": a.depositGet, "POST": a.depositNew}
	return a
}

func (a *admin) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	status := a.serve(w, r)
	a.log.Info("devnet admin request", slog.String("method", r.Method), slog.String("path", r.URL.Path),
		slog.Int("status", status), slog.Duration("duration", time.Since(start)))
}

func (a *admin) serve(w http.ResponseWriter, r *http.Request) (status int) {
	defer func() {
		if p := recover(); p != nil {
			a.log.Error("panic in devnet admin request", slog.Any("panic", p))
			status = writeError(w, http.StatusInternalServerError, "INTERNAL_ERROR", "internal error; see the service log")
		}
	}()
	if !loopbackHost(r.Host) {
		return writeError(w, http.StatusForbidden, "FORBIDDEN", fmt.Sprintf("host %q is not a loopback address: the devnet admin API answers only requests to 127.0.0.1, [::1] or localhost", r.Host))
	}
	methods, ok := a.routes[r.URL.Path]
	if !ok {
		return writeError(w, http.StatusNotFound, "NOT_FOUND", fmt.Sprintf("no devnet admin endpoint %s; see GET /devnet/chains", r.URL.Path))
	}
	h, ok := methods[r.Method]
	if !ok {
		allow := make([]string, 0, len(methods))
		for m := range methods {
			allow = append(allow, m)
		}
		slices.Sort(allow)
		w.Header().Set("Allow", strings.Join(allow, ", "))
		return writeError(w, http.StatusMethodNotAllowed, "BAD_REQUEST", fmt.Sprintf("%s does not accept %s", r.URL.Path, r.Method))
	}
	if r.Method == http.MethodPost {
		if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
			return writeError(w, http.StatusUnsupportedMediaType, "BAD_REQUEST", "send the body as JSON with Content-Type: application/json")
		}
		r.Body = http.MaxBytesReader(w, r.Body, adminBodyLimit)
	}
	ctx, cancel := context.WithTimeout(r.Context(), adminTimeout)
	defer cancel()
	out, err := h(r.WithContext(ctx))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return writeError(w, http.StatusRequestEntityTooLarge, "BAD_REQUEST", fmt.Sprintf("the body exceeds %d bytes", adminBodyLimit))
		}
		e := apperr.As(err)
		if e.Kind == apperr.KindInternal {
			a.log.Error("devnet admin request failed", slog.String("path", r.URL.Path), slog.String("error", err.Error()))
		}
		return writeError(w, adminStatus(e.Kind), e.Kind.Type(), e.Message)
	}
	return writeBody(w, http.StatusOK, out)
}

// adminStatus maps the error kinds the admin API returns to HTTP.
func adminStatus(k apperr.Kind) int {
	switch k {
	case apperr.KindBadRequest, apperr.KindSchemaValidation:
		return http.StatusBadRequest
	case apperr.KindNotFound:
		return http.StatusNotFound
	case apperr.KindNotImplemented:
		return http.StatusNotImplemented
	default:
		return http.StatusInternalServerError
	}
}

func (a *admin) chains(r *http.Request) (any, error) {
	resp := ChainsResponse{Mnemonic: chain.DevMnemonic, Faucet: chain.Faucet().Address.Hex(), Warning: KeyWarning,
		Chains: []ChainInfo{}, Accounts: []AccountInfo{}, ServiceAccounts: serviceAccounts()}
	w := a.cfg.Devnet.World()
	for _, c := range a.cfg.Devnet.Chains() {
		info := ChainInfo{
			ChainID:     strconv.FormatUint(c.ChainID(), 10),
			RPCURL:      c.RPCURL(),
			BlockNumber: c.Ethereum().BlockChain().CurrentHeader().Number.Uint64(),
			Gas:         gasResponse(c),
		}
		if w != nil {
			if d, ok := w.Deployment(c.ChainID()); ok {
				ci := contractsInfo(d, false)
				info.Contracts = &ci
			}
		}
		resp.Chains = append(resp.Chains, info)
	}
	for _, acc := range chain.DevAccounts() {
		resp.Accounts = append(resp.Accounts, AccountInfo{Address: acc.Address.Hex(), PrivateKey: acc.KeyHex(), Balance: chain.DevBalance.String()})
	}
	return resp, nil
}

func (a *admin) fund(r *http.Request) (any, error) {
	var req FundRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	if req.ChainID == BitcoinChainRef {
		return a.fundBitcoin(r, req)
	}
	if c, ok := a.cosmosChain(string(req.ChainID)); ok {
		return a.fundCosmos(r, c, req)
	}
	if err := a.notCosmos(string(req.ChainID)); err != nil {
		return nil, err
	}
	c, err := a.chain(string(req.ChainID))
	if err != nil {
		return nil, err
	}
	to, err := parseAddress(req.To)
	if err != nil {
		return nil, err
	}
	if req.Amount == "" {
		return nil, apperr.BadRequest("amount is required: an integer in base units, as a string")
	}
	amount, err := ParseBaseUnits(string(req.Amount))
	if err != nil {
		return nil, apperr.BadRequest("%v", err)
	}
	resp := FundResponse{ChainID: strconv.FormatUint(c.ChainID(), 10), To: to.Hex(), Amount: amount.String()}
	var f *chain.Funding
	switch {
	case req.Native && req.Token != "":
		return nil, apperr.BadRequest("give either \"native\": true or \"token\", not both")
	case req.Native:
		resp.Native = true
		if f, err = c.FundNative(r.Context(), to, amount); errors.Is(err, chain.ErrFaucetDry) || errors.Is(err, chain.ErrReverted) {
			return nil, apperr.BadRequest("%v", err)
		}
	case req.Token != "":
		w := a.cfg.Devnet.World()
		if w == nil {
			return nil, apperr.NotImplemented("this devnet runs bare chains, without token contracts: only the native currency can be funded (\"native\": true)")
		}
		tf, err := w.FundToken(r.Context(), c.ChainID(), req.Token, to, amount)
		if err != nil {
			return nil, err
		}
		resp.Token, resp.TokenAddress = tf.Token.Symbol, tf.Token.Address.Hex()
		f = &tf.Funding
	default:
		return nil, apperr.BadRequest("say what to fund: \"native\": true for the chain's native currency, or \"token\": a symbol or address")
	}
	if err != nil {
		return nil, err
	}
	resp.TxHash, resp.BlockNumber, resp.Balance = f.TxHash.Hex(), f.BlockNumber, f.Balance.String()
	return resp, nil
}

func (a *admin) gasState(r *http.Request) (any, error) {
	c, err := a.chain(r.URL.Query().Get("chainId"))
	if err != nil {
		return nil, err
	}
	return gasResponse(c), nil
}

func (a *admin) gas(r *http.Request) (any, error) {
	var req GasRequest
	if err := decodeBody(r, &req); err != nil {
		return nil, err
	}
	c, err := a.chain(string(req.ChainID))
	if err != nil {
		return nil, err
	}
	switch {
	case req.Reset && req.GasPriceGwei != "":
		return nil, apperr.BadRequest("give either \"gasPriceGwei\" (spike) or \"reset\": true, not both")
	case req.Reset:
		c.ResetGas()
	case req.GasPriceGwei != "":
		wei, err := ParseGwei(string(req.GasPriceGwei))
		if err != nil {
			return nil, apperr.BadRequest("%v", err)
		}
		if _, err := c.SpikeGas(wei); err != nil {
			return nil, apperr.BadRequest("%v", err)
		}
	default:
		return nil, apperr.BadRequest("give \"gasPriceGwei\" to spike the chain's gas price, or \"reset\": true to restore it")
	}
	return gasResponse(c), nil
}

func (a *admin) gasReset(r *http.Request) (any, error) {
	c, err := a.chain(r.URL.Query().Get("chainId"))
	if err != nil {
		return nil, err
	}
	c.ResetGas()
	return gasResponse(c), nil
}

// chain resolves a chain id of the request.
func (a *admin) chain(ref string) (*chain.Chain, error) {
	if ref == "" {
		return nil, apperr.BadRequest("chainId is required (one of %s)", a.chainList())
	}
	id, err := strconv.ParseUint(ref, 10, 64)
	if err != nil {
		return nil, apperr.BadRequest("chainId %q must be a decimal EIP-155 chain id (one of %s)", ref, a.chainList())
	}
	c, ok := a.cfg.Devnet.Chain(id)
	if !ok {
		return nil, apperr.NotFound("chain %d is not on this devnet; its chains are %s", id, a.chainList())
	}
	return c, nil
}

func (a *admin) chainList() string {
	var ids []string
	for _, id := range a.cfg.Devnet.ChainIDs() {
		ids = append(ids, strconv.FormatUint(id, 10))
	}
	return strings.Join(ids, ", ")
}

func gasResponse(c *chain.Chain) GasResponse {
	g := c.Gas()
	return GasResponse{
		ChainID: strconv.FormatUint(c.ChainID(), 10), Spiked: g.Spiked,
		GasPriceGwei: FormatGwei(g.GasPrice), GasPriceWei: g.GasPrice.String(),
		MaxPriorityFeePerGasWei: g.MaxPriorityFeePerGas.String(), BaseFeeWei: g.BaseFee.String(), MinTipWei: g.MinTip.String(),
	}
}

var hexAddress = regexp.MustCompile(`^0x[0-9a-fA-F]{40}$`)

// parseAddress accepts 0x and 40 hex digits; mixed case must carry a valid
// EIP-55 checksum, since a typo there would fund the wrong address.
func parseAddress(s string) (common.Address, error) {
	if s == "" {
		return common.Address{}, apperr.BadRequest("to is required: the 0x address to fund")
	}
	if !hexAddress.MatchString(s) {
		return common.Address{}, apperr.BadRequest("to %q is not an address: 0x followed by 40 hex digits", s)
	}
	addr := common.HexToAddress(s)
	if body := s[2:]; body != strings.ToLower(body) && body != strings.ToUpper(body) && addr.Hex() != s {
		return common.Address{}, apperr.BadRequest("to %q fails its EIP-55 checksum (did you mean %s?)", s, addr.Hex())
	}
	return addr, nil
}

// decodeBody decodes one JSON object, refusing unknown fields.
func decodeBody(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		var typeErr *json.UnmarshalTypeError
		switch {
		case errors.As(err, &tooLarge):
			return err
		case errors.Is(err, io.EOF):
			return apperr.BadRequest("the body is empty; send a JSON object")
		case errors.As(err, &typeErr):
			return apperr.BadRequest("field %q: expected %s", typeErr.Field, typeErr.Type)
		default:
			return apperr.BadRequest("the body is not a valid request: %s", strings.TrimPrefix(err.Error(), "json: "))
		}
	}
	if dec.More() {
		return apperr.BadRequest("the body must hold a single JSON object")
	}
	return nil
}

type errorBody struct {
	Message    string `json:"message"`
	StatusCode int    `json:"statusCode"`
	Type       string `json:"type"`
}

func writeError(w http.ResponseWriter, status int, typ, msg string) int {
	return writeBody(w, status, errorBody{Message: msg, StatusCode: status, Type: typ})
}

func writeBody(w http.ResponseWriter, status int, v any) int {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		status = http.StatusInternalServerError
		b = []byte(`{"message":"internal error; see the service log","statusCode":500,"type":"INTERNAL_ERROR"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
	return status
}
