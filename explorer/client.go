// Package explorer is the client of a bridge explorer's GMP API
// (searchGMP, in the public GMP explorer's shape): the devnet's own
// explorer, or a configured public one in live mode. The status tracker
// reads GMP messages through it, never from the relayer's database.
package explorer

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/switchyard-dev/switchyard/status"
)

// Config configures a Client.
type Config struct {
	// APIURL is the explorer API's base URL; searchGMP is POSTed to
	// APIURL + "/gmp/searchGMP".
	APIURL string
	// HTTP is the client to use (default: 5 s timeout, no redirects).
	HTTP *http.Client
}

// Client calls searchGMP.
type Client struct {
	url  string
	http *http.Client
}

var _ status.Bridge = (*Client)(nil)

// New returns a client.
func New(cfg Config) (*Client, error) {
	if cfg.APIURL == "" {
		return nil, errors.New("explorer: an API URL is required")
	}
	if cfg.HTTP == nil {
		cfg.HTTP = &http.Client{Timeout: 5 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	}
	return &Client{url: strings.TrimRight(cfg.APIURL, "/") + "/gmp/searchGMP", http: cfg.HTTP}, nil
}

// maxBody bounds an answer: a transaction has a handful of messages.
const maxBody = 4 << 20

// SearchGMP returns the messages of a source transaction (none while the
// explorer has not indexed it).
func (c *Client) SearchGMP(ctx context.Context, txHash string) ([]status.GMPMessage, error) {
	body, _ := json.Marshal(map[string]string{"method": "searchGMP", "txHash": txHash})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return nil, err
	}
	if len(raw) > maxBody {
		return nil, fmt.Errorf("searchGMP: answer larger than %d bytes", maxBody)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("searchGMP: HTTP %d: %s", resp.StatusCode, strings.TrimSpace(string(raw[:min(len(raw), 200)])))
	}
	return Decode(raw)
}

// message is the part of a searchGMP message the tracker reads.
type message struct {
	Status    string `json:"status"`
	GasStatus string `json:"gas_status"`
	CommandID string `json:"command_id"`
	Call      struct {
		LogIndex *uint `json:"logIndex"`
		// Some explorer versions carry the index as _logIndex.
		LogIndexAlt *uint `json:"_logIndex"`
	} `json:"call"`
	TimeSpent map[string]json.Number `json:"time_spent"`
	Error     *struct {
		Chain           string `json:"chain"`
		Message         string `json:"message"`
		TransactionHash string `json:"transactionHash"`
	} `json:"error"`
	Gas struct {
		Paid     json.RawMessage `json:"gas_paid_amount"`
		Added    json.RawMessage `json:"gas_added_amount"`
		Required json.RawMessage `json:"gas_required_amount"`
	} `json:"gas"`
}

// Decode reads a searchGMP answer.
func Decode(raw []byte) ([]status.GMPMessage, error) {
	var ans struct {
		Data []message `json:"data"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil {
		return nil, fmt.Errorf("searchGMP: malformed answer: %w", err)
	}
	out := make([]status.GMPMessage, 0, len(ans.Data))
	for _, m := range ans.Data {
		g := status.GMPMessage{Status: m.Status, GasStatus: m.GasStatus, CommandID: m.CommandID,
			GasPaid: baseUnits(m.Gas.Paid), GasAdded: baseUnits(m.Gas.Added), GasRequired: baseUnits(m.Gas.Required)}
		if m.Call.LogIndex != nil {
			g.LogIndex = *m.Call.LogIndex
		} else if m.Call.LogIndexAlt != nil {
			g.LogIndex = *m.Call.LogIndexAlt
		}
		if len(m.TimeSpent) > 0 {
			g.TimeSpent = map[string]int64{}
			for k, v := range m.TimeSpent {
				if f, err := v.Float64(); err == nil && f >= 0 && f < 1e9 {
					g.TimeSpent[k] = int64(f)
				}
			}
		}
		if e := m.Error; e != nil && e.Message != "" {
			g.Error = &status.ErrorInfo{TxHash: e.TransactionHash, Chain: e.Chain, Message: e.Message}
		}
		out = append(out, g)
	}
	return out, nil
}

// baseUnits reads an integer amount given as a decimal string or number;
// anything else (a decimal fraction in token units, as some explorers
// give) is unknown.
func baseUnits(raw json.RawMessage) *big.Int {
	s := strings.Trim(string(raw), `"`)
	if s == "" || s == "null" || len(s) > 80 {
		return nil
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok || n.Sign() < 0 {
		return nil
	}
	return n
}
