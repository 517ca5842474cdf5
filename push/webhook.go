// Package push owns push delivery of status changes to integrators:
// webhook registration (URL and secret), and the Deliverer that sends the
// durable outbox's deliveries, signed, in order per transaction, with
// retries. The server-sent event stream lives in httpapi and status.
package push

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
	"time"
)

// Webhook is an integrator's registered endpoint. The secret itself is
// never stored: it is derived from the master key and Nonce, and
// SecretSHA256 lets an operator tell which secret an endpoint holds.
type Webhook struct {
	IntegratorHash string
	URL            string
	Nonce          string
	SecretSHA256   string // hex
	CreatedAt      time.Time
}

// RegistrationStore keeps integrators' webhooks.
type RegistrationStore interface {
	SetWebhook(ctx context.Context, w Webhook) error
	// ClearWebhook reports whether there was one.
	ClearWebhook(ctx context.Context, integratorHash string) (bool, error)
	// Webhooks returns every registered webhook.
	Webhooks(ctx context.Context) ([]Webhook, error)
	WebhookLookup
}

// SecretPrefix marks webhook secrets for people and secret scanners.
const SecretPrefix = "whsec_"

// MasterKeyFile is the master key's file in the data dir. Losing it loses
// every webhook secret: it must be kept (and backed up) with the database.
const MasterKeyFile = "webhook-master-key"

// MasterKey is the key webhook secrets are derived from.
type MasterKey [32]byte

// LoadOrCreateMasterKey reads the master key file at path (MasterKeyFile
// in the data dir by default; one file shared by every replica), creating
// it (random, mode 0600) on first use. Creation is exclusive, so the CLI
// and a running service never end up with two keys.
func LoadOrCreateMasterKey(path string) (MasterKey, error) {
	var k MasterKey
	if _, err := rand.Read(k[:]); err != nil {
		return k, fmt.Errorf("webhook master key: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		_, werr := f.WriteString(hex.EncodeToString(k[:]) + "\n")
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			os.Remove(path)
			return k, fmt.Errorf("webhook master key %s: %w", path, werr)
		}
		return k, nil
	}
	if !errors.Is(err, os.ErrExist) {
		return k, fmt.Errorf("webhook master key %s: %w", path, err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return k, fmt.Errorf("webhook master key: %w", err)
	}
	raw, err := hex.DecodeString(strings.TrimSpace(string(b)))
	if err != nil || len(raw) != len(k) {
		return k, fmt.Errorf("webhook master key %s: not 32 bytes of hex", path)
	}
	copy(k[:], raw)
	return k, nil
}

// Secret derives an integrator's webhook secret for a registration nonce.
func (k MasterKey) Secret(integratorHash, nonce string) string {
	m := hmac.New(sha256.New, k[:])
	m.Write([]byte("switchyard webhook " + integratorHash + "\x00" + nonce))
	return SecretPrefix + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// SecretSHA256 is what is stored to recognise a secret.
func SecretSHA256(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(sum[:])
}

// ValidateURL accepts HTTPS URLs, and HTTP ones only to a loopback host
// (a receiver on the same machine, for development).
func ValidateURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Hostname() == "" {
		return "", fmt.Errorf("webhook URL %q must be an absolute https:// URL", raw)
	}
	if u.User != nil {
		return "", fmt.Errorf("webhook URL must not carry credentials: the request is signed instead")
	}
	if u.Fragment != "" {
		return "", fmt.Errorf("webhook URL %q must not have a fragment", raw)
	}
	switch u.Scheme {
	case "https":
	case "http":
		if !isLoopback(u.Hostname()) {
			return "", fmt.Errorf("webhook URL %q: plain http is allowed only to a loopback host; use https", raw)
		}
	default:
		return "", fmt.Errorf("webhook URL %q must be https (or http to a loopback host)", raw)
	}
	return u.String(), nil
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Register sets an integrator's webhook with a fresh secret, which it
// returns: the only time the secret is seen. Registering again replaces
// the URL and the secret.
func Register(ctx context.Context, store RegistrationStore, key MasterKey, integratorHash, rawURL string, now time.Time) (string, Webhook, error) {
	u, err := ValidateURL(rawURL)
	if err != nil {
		return "", Webhook{}, err
	}
	n := make([]byte, 16)
	if _, err := rand.Read(n); err != nil {
		return "", Webhook{}, err
	}
	nonce := hex.EncodeToString(n)
	secret := key.Secret(integratorHash, nonce)
	w := Webhook{IntegratorHash: integratorHash, URL: u, Nonce: nonce, SecretSHA256: SecretSHA256(secret), CreatedAt: now.UTC()}
	if err := store.SetWebhook(ctx, w); err != nil {
		return "", Webhook{}, err
	}
	return secret, w, nil
}
