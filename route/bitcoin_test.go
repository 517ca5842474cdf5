package route

import (
	"errors"
	"strings"
	"testing"

	"github.com/switchyard-dev/switchyard/apperr"
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/chainaddr"
)

// Regtest addresses are valid for the bitcoin chain only under the
// devnet's address rules, and mainnet ones only under live rules.
func TestValidateBitcoinAddressRules(t *testing.T) {
	cat, err := catalog.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	const (
		regtest = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"
		mainnet = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
	)
	req := func(to string) Request {
		return Request{FromChain: "1", ToChain: "bitcoin", FromToken: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
			ToToken: "native", FromAmount: "1000000000", FromAddress: "0x000000000000000000000000000000000000dEaD", ToAddress: to}
	}
	tests := []struct {
		name    string
		regtest bool
		to      string
		wantErr string
	}{
		{"devnet regtest", true, regtest, ""},
		{"devnet mainnet", true, mainnet, "toAddress"},
		{"live mainnet", false, mainnet, ""},
		{"live regtest", false, regtest, "toAddress"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := validate(chainaddr.Options{BitcoinRegtest: tt.regtest}, cat, cat.FullView(), req(tt.to))
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var ae *apperr.Error
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !errors.As(err, &ae) {
				t.Fatalf("got %v, want an error naming %s", err, tt.wantErr)
			}
		})
	}
}
