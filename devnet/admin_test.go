package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/switchyard-dev/switchyard/devnet/chain"
)

// adminFixture is a two-chain devnet behind its admin API.
type adminFixture struct {
	t      *testing.T
	devnet *Devnet
	srv    *AdminServer
	client *Client
}

func newAdminFixture(t *testing.T) *adminFixture {
	t.Helper()
	d := startDevnet(t, Config{ChainIDs: []uint64{1, 8453}})
	srv, err := ServeAdmin("127.0.0.1:0", NewAdmin(AdminConfig{Devnet: d}), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := srv.Close(context.Background()); err != nil {
			t.Errorf("admin close: %v", err)
		}
	})
	return &adminFixture{t: t, devnet: d, srv: srv, client: &Client{URL: srv.URL()}}
}

// raw sends a request and returns the status and decoded JSON body.
func (f *adminFixture) raw(method, path, contentType, body string) (int, map[string]any, http.Header) {
	f.t.Helper()
	req, err := http.NewRequest(method, f.srv.URL()+path, strings.NewReader(body))
	if err != nil {
		f.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		f.t.Fatalf("%s %s: not JSON: %s", method, path, b)
	}
	return resp.StatusCode, m, resp.Header
}

func TestAdminChains(t *testing.T) {
	f := newAdminFixture(t)
	got, err := f.client.Chains(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Chains) != 2 || got.Chains[0].ChainID != "1" || got.Chains[1].ChainID != "8453" {
		t.Fatalf("chains: %+v", got.Chains)
	}
	c, _ := f.devnet.Chain(8453)
	if got.Chains[1].RPCURL != c.RPCURL() || got.Chains[1].Gas.Spiked {
		t.Errorf("chain 8453: %+v", got.Chains[1])
	}
	if len(got.Accounts) != 10 || got.Accounts[0].Address != "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" ||
		got.Accounts[0].PrivateKey != "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80" {
		t.Errorf("accounts: %+v", got.Accounts[:1])
	}
	if got.Mnemonic != chain.DevMnemonic || !strings.Contains(got.Warning, "never on a real network") {
		t.Errorf("mnemonic %q, warning %q", got.Mnemonic, got.Warning)
	}
}

func TestAdminFundNative(t *testing.T) {
	f := newAdminFixture(t)
	ctx := context.Background()
	to := "0x000000000000000000000000000000000000dEaD"
	got, err := f.client.Fund(ctx, FundRequest{ChainID: "8453", To: to, Amount: "1000000000000000000", Native: true})
	if err != nil {
		t.Fatal(err)
	}
	if got.Balance != "1000000000000000000" || got.TxHash == "" || got.ChainID != "8453" || got.To != to {
		t.Errorf("funding: %+v", got)
	}
	// Visible to any client of the chain's JSON-RPC.
	c, _ := f.devnet.Chain(8453)
	client, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	bal, err := client.BalanceAt(ctx, common.HexToAddress(to), nil)
	if err != nil || bal.Cmp(big.NewInt(1e18)) != 0 {
		t.Errorf("eth_getBalance = %v, %v", bal, err)
	}
	receipt, err := client.TransactionReceipt(ctx, common.HexToHash(got.TxHash))
	if err != nil || receipt.Status != 1 {
		t.Errorf("receipt of the funding: %+v, %v", receipt, err)
	}
	// A chain id given as a number works too.
	if status, body, _ := f.raw("POST", "/devnet/fund", "application/json", `{"chainId":1,"to":"`+to+`","amount":5,"native":true}`); status != 200 || body["balance"] != "5" {
		t.Errorf("numeric chain id and amount: %d %v", status, body)
	}
}

func TestAdminFundErrors(t *testing.T) {
	f := newAdminFixture(t)
	const to = `"to":"0x000000000000000000000000000000000000dEaD"`
	tests := []struct {
		name, body string
		status     int
		want       string
	}{
		{"unknown chain", `{"chainId":"10",` + to + `,"amount":"1","native":true}`, 404, "chain 10 is not on this devnet; its chains are 1, 8453"},
		{"missing chain", `{` + to + `,"amount":"1","native":true}`, 400, "chainId is required"},
		{"bad chain", `{"chainId":"eth",` + to + `,"amount":"1","native":true}`, 400, `chainId "eth" must be a decimal EIP-155 chain id`},
		{"bad address", `{"chainId":"1","to":"0x1234","amount":"1","native":true}`, 400, `to "0x1234" is not an address`},
		{"bad checksum", `{"chainId":"1","to":"0x000000000000000000000000000000000000DEAd","amount":"1","native":true}`, 400, "fails its EIP-55 checksum (did you mean 0x000000000000000000000000000000000000dEaD?)"},
		{"no amount", `{"chainId":"1",` + to + `,"native":true}`, 400, "amount is required"},
		{"decimal amount", `{"chainId":"1",` + to + `,"amount":"1.5","native":true}`, 400, "must be a positive integer in base units"},
		{"zero amount", `{"chainId":"1",` + to + `,"amount":"0","native":true}`, 400, "amount must be positive"},
		{"too much", `{"chainId":"1",` + to + `,"amount":"1` + strings.Repeat("0", 40) + `","native":true}`, 400, "faucet cannot cover"},
		{"neither", `{"chainId":"1",` + to + `,"amount":"1"}`, 400, `"native": true`},
		{"both", `{"chainId":"1",` + to + `,"amount":"1","native":true,"token":"USDC"}`, 400, "not both"},
		{"token on bare chains", `{"chainId":"1",` + to + `,"amount":"1","token":"USDC"}`, 501, "runs bare chains"},
		{"unknown field", `{"chainId":"1",` + to + `,"amount":"1","native":true,"colour":"red"}`, 400, `unknown field "colour"`},
		{"not JSON", `{"chainId":`, 400, "not a valid request"},
		{"empty", ``, 400, "the body is empty"},
		{"wrong type", `{"chainId":"1",` + to + `,"amount":"1","native":"yes"}`, 400, `field "native": expected bool`},
		{"too large", `{"chainId":"1","to":"` + strings.Repeat("a", 70<<10) + `"}`, 413, "exceeds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body, _ := f.raw("POST", "/devnet/fund", "application/json", tt.body)
			msg, _ := body["message"].(string)
			if status != tt.status || !strings.Contains(msg, tt.want) || body["statusCode"] != float64(tt.status) {
				t.Errorf("got %d %v; want %d with a message containing %q", status, body, tt.status, tt.want)
			}
		})
	}
	// Through the client, the message comes back as the error.
	_, err := f.client.Fund(context.Background(), FundRequest{ChainID: "1", To: "0x000000000000000000000000000000000000dEaD", Amount: "1", Token: "USDC"})
	var ae *AdminError
	if !errors.As(err, &ae) || ae.StatusCode != 501 || ae.Type != "NOT_IMPLEMENTED" {
		t.Errorf("token funding through the client: %v", err)
	}
}

func TestAdminGasSpikeAndReset(t *testing.T) {
	f := newAdminFixture(t)
	ctx := context.Background()
	got, err := f.client.SpikeGas(ctx, "1", "500")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Spiked || got.MaxPriorityFeePerGasWei != "500000000000" || got.MinTipWei != "500000000000" {
		t.Errorf("spike: %+v", got)
	}
	c, _ := f.devnet.Chain(1)
	client, err := ethclient.Dial(c.RPCURL())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	price, err := client.SuggestGasPrice(ctx)
	if err != nil || price.String() != got.GasPriceWei || price.Cmp(big.NewInt(500e9)) < 0 {
		t.Errorf("eth_gasPrice during the spike = %v, %v; admin said %s", price, err, got.GasPriceWei)
	}
	// The other chain is calm.
	if other, err := f.client.Gas(ctx, "8453"); err != nil || other.Spiked {
		t.Errorf("chain 8453 during chain 1's spike: %+v, %v", other, err)
	}
	// Decimal gwei, as a JSON number.
	if status, body, _ := f.raw("POST", "/devnet/gas", "application/json", `{"chainId":1,"gasPriceGwei":0.25}`); status != 200 || body["maxPriorityFeePerGasWei"] != "250000000" {
		t.Errorf("decimal spike: %d %v", status, body)
	}
	// Reset by body and by DELETE.
	if status, body, _ := f.raw("POST", "/devnet/gas", "application/json", `{"chainId":"1","reset":true}`); status != 200 || body["spiked"] != false {
		t.Errorf("reset: %d %v", status, body)
	}
	if _, err := f.client.SpikeGas(ctx, "1", "42"); err != nil {
		t.Fatal(err)
	}
	reset, err := f.client.ResetGas(ctx, "1")
	if err != nil || reset.Spiked || reset.MaxPriorityFeePerGasWei != chain.DefaultTip.String() {
		t.Errorf("DELETE reset: %+v, %v", reset, err)
	}
	if tip, err := client.SuggestGasTipCap(ctx); err != nil || tip.Cmp(chain.DefaultTip) != 0 {
		t.Errorf("eth_maxPriorityFeePerGas after reset = %v, %v", tip, err)
	}
}

func TestAdminGasErrors(t *testing.T) {
	f := newAdminFixture(t)
	tests := []struct {
		method, path, body string
		status             int
		want               string
	}{
		{"POST", "/devnet/gas", `{"chainId":"1"}`, 400, `give "gasPriceGwei"`},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":"500","reset":true}`, 400, "not both"},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":"0"}`, 400, "must be positive"},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":"1e3"}`, 400, "decimal number of gwei"},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":"0.0000000001"}`, 400, "at most 9 decimals"},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":"2000000"}`, 400, "above the 1000000 gwei limit"},
		{"POST", "/devnet/gas", `{"chainId":"1","gasPriceGwei":true}`, 400, "must be a decimal number"},
		{"POST", "/devnet/gas", `{"chainId":"56","gasPriceGwei":"5"}`, 404, "chain 56 is not on this devnet"},
		{"DELETE", "/devnet/gas", ``, 400, "chainId is required"},
		{"GET", "/devnet/gas?chainId=56", ``, 404, "not on this devnet"},
	}
	for _, tt := range tests {
		ct := ""
		if tt.method == "POST" {
			ct = "application/json"
		}
		status, body, _ := f.raw(tt.method, tt.path, ct, tt.body)
		if msg, _ := body["message"].(string); status != tt.status || !strings.Contains(msg, tt.want) {
			t.Errorf("%s %s %s: %d %v; want %d with %q", tt.method, tt.path, tt.body, status, body, tt.status, tt.want)
		}
	}
}

func TestAdminProtocolErrors(t *testing.T) {
	f := newAdminFixture(t)
	if status, body, _ := f.raw("GET", "/devnet/nothing", "", ""); status != 404 || body["type"] != "NOT_FOUND" {
		t.Errorf("unknown path: %d %v", status, body)
	}
	if status, _, h := f.raw("PUT", "/devnet/gas", "", ""); status != 405 || h.Get("Allow") != "DELETE, GET, POST" {
		t.Errorf("wrong method: %d Allow %q", status, h.Get("Allow"))
	}
	if status, _, _ := f.raw("POST", "/devnet/fund", "text/plain", `{}`); status != 415 {
		t.Errorf("text/plain body (what a web page can send without asking): %d", status)
	}
	if status, body, _ := f.raw("POST", "/devnet/solver", "application/json", `{"paused":true}`); status != 501 || !strings.Contains(body["message"].(string), "solver") {
		t.Errorf("solver control before the solver: %d %v", status, body)
	}
	// A request naming another host (DNS rebinding) is refused.
	req, _ := http.NewRequest("GET", f.srv.URL()+"/devnet/chains", nil)
	req.Host = "attacker.example:8544"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("foreign Host header: %d", resp.StatusCode)
	}
}

func TestAdminRefusesNonLoopback(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:8544", ":8544", "192.168.1.10:0", "example.com:8544", "[::]:0", "nonsense"} {
		srv, err := ServeAdmin(addr, http.NotFoundHandler(), nil)
		if err == nil {
			srv.Close(context.Background())
			t.Errorf("admin API started on %s", addr)
			continue
		}
		if !strings.Contains(err.Error(), "loopback") && !strings.Contains(err.Error(), "host:port") {
			t.Errorf("%s: unclear error %v", addr, err)
		}
	}
	for _, addr := range []string{"127.0.0.1:0", "localhost:0"} {
		if err := CheckLoopback(addr); err != nil {
			t.Errorf("%s refused: %v", addr, err)
		}
	}
	// The handler alone works behind httptest too (loopback Host).
	ts := httptest.NewServer(NewAdmin(AdminConfig{Devnet: &Devnet{}}))
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/devnet/chains")
	if err != nil || resp.StatusCode != 200 {
		t.Errorf("empty devnet chains: %v %v", resp, err)
	}
	resp.Body.Close()
}

func TestParseGweiAndFormat(t *testing.T) {
	for in, want := range map[string]string{"500": "500000000000", "0.25": "250000000", "1.000000001": "1000000001"} {
		got, err := ParseGwei(in)
		if err != nil || got.String() != want {
			t.Errorf("ParseGwei(%q) = %v, %v; want %s", in, got, err, want)
		}
		if back := FormatGwei(got); back != in {
			t.Errorf("FormatGwei(%s) = %q, want %q", got, back, in)
		}
	}
}
