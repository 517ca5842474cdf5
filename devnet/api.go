package devnet

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strings"
)

// The admin API's request and response bodies, shared by the server and
// Client so the two cannot drift apart. Chain ids and amounts travel as
// decimal strings (numbers are accepted in requests); amounts are integers
// in base units (wei for the native currency).

// ChainsResponse is the body of GET /devnet/chains.
type ChainsResponse struct {
	Chains   []ChainInfo   `json:"chains"`
	Accounts []AccountInfo `json:"accounts"`
	Mnemonic string        `json:"mnemonic"`
	Faucet   string        `json:"faucet"` // pays for native funding
	// ServiceAccounts are the devnet's own accounts (faucet, deployer,
	// relayer, solver), whose keys are as public as the development keys.
	ServiceAccounts []ServiceAccount `json:"serviceAccounts"`
	Warning         string           `json:"warning"`
}

// ChainInfo describes one devnet chain.
type ChainInfo struct {
	ChainID     string      `json:"chainId"`
	RPCURL      string      `json:"rpcUrl"`
	BlockNumber uint64      `json:"blockNumber"`
	Gas         GasResponse `json:"gas"`
	// Contracts is the chain's deployment (nil on a bare chain); GET
	// /devnet/deployments adds every token.
	Contracts *ContractsInfo `json:"contracts,omitempty"`
}

// AccountInfo is a funded development account with its public test key.
type AccountInfo struct {
	Address    string `json:"address"`
	PrivateKey string `json:"privateKey"`
	Balance    string `json:"genesisBalance"` // wei, on every chain
}

// KeyWarning is shown wherever the development keys are.
const KeyWarning = "These are the public Hardhat/Anvil test keys: anyone can spend what is sent to them. Use them only on this devnet, never on a real network."

// FundRequest is the body of POST /devnet/fund: exactly one of Native and
// Token.
type FundRequest struct {
	ChainID ChainRef `json:"chainId"`
	To      string   `json:"to"`
	Amount  Decimal  `json:"amount"` // base units
	Native  bool     `json:"native,omitempty"`
	Token   string   `json:"token,omitempty"` // symbol or address
}

// FundResponse is the answer to a funding.
type FundResponse struct {
	ChainID string `json:"chainId"`
	To      string `json:"to"`
	Amount  string `json:"amount"`
	Native  bool   `json:"native,omitempty"`
	Token   string `json:"token,omitempty"` // its symbol
	// TokenAddress is the funded token's contract.
	TokenAddress string `json:"tokenAddress,omitempty"`
	TxHash       string `json:"txHash"`
	BlockNumber  uint64 `json:"blockNumber"`
	Balance      string `json:"balance"` // the recipient's balance after
	// Denom is the funded bank denom on a Cosmos chain.
	Denom string `json:"denom,omitempty"`
	// OverIBC: on a Cosmos chain, the funds come from the hub over IBC
	// and arrive once the relayer delivers them (after Balance was read).
	OverIBC bool `json:"overIbc,omitempty"`
}

// GasRequest is the body of POST /devnet/gas: a spike (GasPriceGwei) or a
// reset.
type GasRequest struct {
	ChainID      ChainRef `json:"chainId"`
	GasPriceGwei Decimal  `json:"gasPriceGwei,omitempty"`
	Reset        bool     `json:"reset,omitempty"`
}

// GasResponse is a chain's gas market.
type GasResponse struct {
	ChainID                 string `json:"chainId"`
	Spiked                  bool   `json:"spiked"`
	GasPriceGwei            string `json:"gasPriceGwei"` // eth_gasPrice, in gwei
	GasPriceWei             string `json:"gasPriceWei"`
	MaxPriorityFeePerGasWei string `json:"maxPriorityFeePerGasWei"`
	BaseFeeWei              string `json:"baseFeeWei"`
	MinTipWei               string `json:"minTipWei"` // smaller tips wait
}

// ChainRef is a chain id given as a JSON string or number.
type ChainRef string

// UnmarshalJSON accepts "8453" and 8453.
func (c *ChainRef) UnmarshalJSON(b []byte) error {
	s, err := stringOrNumber(b)
	if err != nil {
		return fmt.Errorf("chainId %s must be a chain id, as a string or a number", b)
	}
	*c = ChainRef(s)
	return nil
}

// Decimal is a non-negative decimal number given as a JSON string or
// number, kept as its exact text.
type Decimal string

// UnmarshalJSON accepts "1000" and 1000.
func (d *Decimal) UnmarshalJSON(b []byte) error {
	s, err := stringOrNumber(b)
	if err != nil {
		return fmt.Errorf("value %s must be a decimal number, as a string or a number", b)
	}
	*d = Decimal(s)
	return nil
}

func stringOrNumber(b []byte) (string, error) {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		err := json.Unmarshal(b, &s)
		return strings.TrimSpace(s), err
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return "", err
	}
	return n.String(), nil
}

var (
	integerText = regexp.MustCompile(`^[0-9]+$`)
	gweiText    = regexp.MustCompile(`^([0-9]+)(?:\.([0-9]{1,9}))?$`)
)

// maxUint256 bounds amounts: nothing larger fits an EVM word.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ParseBaseUnits parses a positive integer amount in base units.
func ParseBaseUnits(s string) (*big.Int, error) {
	if !integerText.MatchString(s) {
		return nil, fmt.Errorf("amount %q must be a positive integer in base units (e.g. \"1000000000000000000\" for 1 ETH), without decimals or exponent", s)
	}
	n, _ := new(big.Int).SetString(s, 10)
	if n.Sign() == 0 {
		return nil, fmt.Errorf("amount must be positive")
	}
	if n.Cmp(maxUint256) > 0 {
		return nil, fmt.Errorf("amount %s does not fit in 256 bits", s)
	}
	return n, nil
}

// maxSpikeGwei bounds a gas spike: one million gwei (0.001 per gas) is
// beyond any real network's spike.
const maxSpikeGwei = 1_000_000

// ParseGwei parses a positive gas price in gwei with at most 9 decimals
// and returns it in wei.
func ParseGwei(s string) (*big.Int, error) {
	m := gweiText.FindStringSubmatch(s)
	if m == nil {
		return nil, fmt.Errorf("gas price %q must be a decimal number of gwei (e.g. 500 or 0.25), with at most 9 decimals", s)
	}
	frac := m[2] + strings.Repeat("0", 9-len(m[2]))
	wei, _ := new(big.Int).SetString(m[1]+frac, 10)
	if wei.Sign() == 0 {
		return nil, errors.New("gas price must be positive")
	}
	if wei.Cmp(new(big.Int).Mul(big.NewInt(maxSpikeGwei), big.NewInt(1e9))) > 0 {
		return nil, fmt.Errorf("gas price %s gwei is above the %d gwei limit", s, maxSpikeGwei)
	}
	return wei, nil
}

// FormatGwei renders wei as gwei without trailing zeros.
func FormatGwei(wei *big.Int) string {
	q, r := new(big.Int).QuoRem(wei, big.NewInt(1e9), new(big.Int))
	if r.Sign() == 0 {
		return q.String()
	}
	digits := r.String()
	frac := strings.TrimRight(strings.Repeat("0", 9-len(digits))+digits, "0")
	return q.String() + "." + frac
}
