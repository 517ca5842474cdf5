// Package bitcoin owns what Switchyard does on a Bitcoin chain without
// running a node: a client of an Esplora-compatible REST API (the UTXOs of
// an address, fee estimates, broadcasting), coin selection and fee sizing
// for P2WPKH spends, and the unsigned PSBT a wallet signs to pay a deposit
// address. The devnet's regtest node and wallet (devnet/bitcoin) build on it;
// the route side uses it alone.
package bitcoin

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// maxBody caps what the client reads of one answer. An address's UTXO list
// is the largest answer; a devnet miner address stays well below this.
const maxBody = 16 << 20

// ErrTxNotFound is the API's answer for a transaction it does not know.
var ErrTxNotFound = errors.New("bitcoin: transaction not found")

// Client reads and writes one Esplora-compatible REST API.
type Client struct {
	base string
	http *http.Client
}

// ClientConfig configures a Client.
type ClientConfig struct {
	// BaseURL is the API root, e.g. https://blockstream.info/api or the
	// devnet's http://127.0.0.1:PORT.
	BaseURL string
	// HTTPClient defaults to one with a 10 s timeout.
	HTTPClient *http.Client
}

// NewClient returns the client for cfg.
func NewClient(cfg ClientConfig) (*Client, error) {
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("bitcoin: Esplora base URL %q is not an http(s) URL", cfg.BaseURL)
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	return &Client{base: strings.TrimRight(cfg.BaseURL, "/"), http: hc}, nil
}

// TxStatus is Esplora's confirmation status of a transaction or output.
type TxStatus struct {
	Confirmed   bool   `json:"confirmed"`
	BlockHeight uint64 `json:"block_height,omitempty"`
	BlockHash   string `json:"block_hash,omitempty"`
	BlockTime   int64  `json:"block_time,omitempty"`
}

// UTXO is one unspent output of an address, as GET /address/{a}/utxo lists it.
type UTXO struct {
	TxID   string   `json:"txid"`
	Vout   uint32   `json:"vout"`
	Value  int64    `json:"value"` // satoshis
	Status TxStatus `json:"status"`
}

// UTXOs lists the unspent outputs of addr, unconfirmed ones included.
func (c *Client) UTXOs(ctx context.Context, addr string) ([]UTXO, error) {
	var out []UTXO
	if err := c.getJSON(ctx, "/address/"+url.PathEscape(addr)+"/utxo", &out); err != nil {
		return nil, err
	}
	return out, nil
}

// Tx is the part of Esplora's transaction JSON Switchyard reads.
type Tx struct {
	TxID   string     `json:"txid"`
	Vout   []TxOutput `json:"vout"`
	Fee    int64      `json:"fee"`
	Status TxStatus   `json:"status"`
}

// TxOutput is one output of a Tx.
type TxOutput struct {
	ScriptPubKey        string `json:"scriptpubkey"` // hex
	ScriptPubKeyType    string `json:"scriptpubkey_type"`
	ScriptPubKeyAddress string `json:"scriptpubkey_address,omitempty"`
	Value               int64  `json:"value"`
}

// AddressTxs returns one page of addr's history, newest first: with
// lastSeen empty the unconfirmed transactions and the newest confirmed
// ones, else the confirmed ones after lastSeen. An empty page is the end.
func (c *Client) AddressTxs(ctx context.Context, addr, lastSeen string) ([]Tx, error) {
	path := "/address/" + url.PathEscape(addr) + "/txs"
	if lastSeen != "" {
		path += "/chain/" + url.PathEscape(lastSeen)
	}
	var out []Tx
	if err := c.getJSON(ctx, path, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// TxHex returns the raw transaction txid in hex.
func (c *Client) TxHex(ctx context.Context, txid string) ([]byte, error) {
	body, err := c.get(ctx, "/tx/"+url.PathEscape(txid)+"/hex")
	if err != nil {
		return nil, err
	}
	raw, err := hex.DecodeString(strings.TrimSpace(string(body)))
	if err != nil {
		return nil, fmt.Errorf("bitcoin: GET /tx/%s/hex: not hex: %w", txid, err)
	}
	return raw, nil
}

// TxStatus returns the confirmation status of txid.
func (c *Client) TxStatus(ctx context.Context, txid string) (TxStatus, error) {
	var s TxStatus
	err := c.getJSON(ctx, "/tx/"+url.PathEscape(txid)+"/status", &s)
	return s, err
}

// TipHeight returns the height of the best block.
func (c *Client) TipHeight(ctx context.Context) (uint64, error) {
	body, err := c.get(ctx, "/blocks/tip/height")
	if err != nil {
		return 0, err
	}
	h, err := strconv.ParseUint(strings.TrimSpace(string(body)), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("bitcoin: GET /blocks/tip/height: %q is not a height", body)
	}
	return h, nil
}

// FeeEstimates returns GET /fee-estimates: sat/vB by confirmation target
// in blocks ("1", "6", "144", ...).
func (c *Client) FeeEstimates(ctx context.Context) (map[string]float64, error) {
	var m map[string]float64
	if err := c.getJSON(ctx, "/fee-estimates", &m); err != nil {
		return nil, err
	}
	return m, nil
}

// FeeRate returns the estimate for confirmation within target blocks (the
// nearest target at or above it, else the lowest given), in sat/vB, and at
// least floor.
func (c *Client) FeeRate(ctx context.Context, target int, floor float64) (float64, error) {
	m, err := c.FeeEstimates(ctx)
	if err != nil {
		return 0, err
	}
	return pickFeeRate(m, target, floor), nil
}

func pickFeeRate(m map[string]float64, target int, floor float64) float64 {
	best, bestT := 0.0, 0
	for k, v := range m {
		t, err := strconv.Atoi(k)
		if err != nil || t < 1 || v <= 0 {
			continue
		}
		// The nearest target at or above the wanted one; failing that the
		// highest rate offered.
		better := bestT == 0 ||
			(t >= target && (bestT < target || t < bestT)) ||
			(t < target && bestT < target && t > bestT)
		if better {
			best, bestT = v, t
		}
	}
	if best < floor {
		return floor
	}
	return best
}

// Broadcast sends the raw transaction (POST /tx) and returns its txid.
func (c *Client) Broadcast(ctx context.Context, raw []byte) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/tx", strings.NewReader(hex.EncodeToString(raw)))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "text/plain")
	body, code, err := c.do(req)
	if err != nil {
		return "", err
	}
	if code != http.StatusOK {
		return "", fmt.Errorf("bitcoin: broadcast refused (HTTP %d): %s", code, snippet(body))
	}
	txid := strings.TrimSpace(string(body))
	if len(txid) != 64 {
		return "", fmt.Errorf("bitcoin: broadcast answered %q, not a txid", snippet(body))
	}
	return txid, nil
}

func (c *Client) getJSON(ctx context.Context, path string, v any) error {
	body, err := c.get(ctx, path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("bitcoin: GET %s: malformed answer: %w", path, err)
	}
	return nil
}

func (c *Client) get(ctx context.Context, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return nil, err
	}
	body, code, err := c.do(req)
	if err != nil {
		return nil, err
	}
	switch {
	case code == http.StatusOK:
		return body, nil
	case (code == http.StatusNotFound || code == http.StatusBadRequest) &&
		bytes.Contains(bytes.ToLower(body), []byte("transaction not found")):
		return nil, ErrTxNotFound
	default:
		return nil, fmt.Errorf("bitcoin: GET %s: HTTP %d: %s", path, code, snippet(body))
	}
}

func (c *Client) do(req *http.Request) ([]byte, int, error) {
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("bitcoin: %s %s: %w", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return nil, 0, fmt.Errorf("bitcoin: %s %s: %w", req.Method, req.URL.Path, err)
	}
	if len(body) > maxBody {
		return nil, 0, fmt.Errorf("bitcoin: %s %s: answer exceeds %d bytes", req.Method, req.URL.Path, maxBody)
	}
	return body, resp.StatusCode, nil
}

func snippet(b []byte) string {
	s := strings.TrimSpace(string(b))
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// Tx returns transaction txid (ErrTxNotFound when the API does not know it).
func (c *Client) Tx(ctx context.Context, txid string) (Tx, error) {
	var tx Tx
	err := c.getJSON(ctx, "/tx/"+url.PathEscape(txid), &tx)
	return tx, err
}
