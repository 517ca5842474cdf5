// Package cosmostx performs a route from a Cosmos chain as v2 clients do:
// it signs the transactionRequest's message (an ICS-20 MsgTransfer, JSON
// as CosmJS reads it) with a secp256k1 key in SIGN_MODE_DIRECT, with the
// gas the chain simulates times the public v2 SDK's multiplier and a fee
// at the request's gasPrice, broadcasts it through the chain's CometBFT
// RPC, and waits for its block. It links no Cosmos SDK (the API-only build
// carries it), encoding the few protobuf messages it needs itself.
package cosmostx

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	//lint:ignore SA1019 Cosmos addresses are RIPEMD-160 hashes: the SDK itself uses this package
	"golang.org/x/crypto/ripemd160"

	"github.com/switchyard-dev/switchyard/api"
	"github.com/switchyard-dev/switchyard/chainaddr"
)

// DefaultGasMultiplier is what the simulated gas is multiplied by when the
// request names no multiplier, as the public v2 SDK's Cosmos handler does.
const DefaultGasMultiplier = 1.5

// Address is the bech32 account address of key on a chain with prefix:
// RIPEMD160(SHA256(compressed public key)), as the Cosmos SDK derives it.
func Address(key *ecdsa.PrivateKey, prefix string) (string, error) {
	return chainaddr.CosmosAddress(prefix, addressBytes(crypto.CompressPubkey(&key.PublicKey)))
}

func addressBytes(pubKey []byte) []byte {
	sum := sha256.Sum256(pubKey)
	h := ripemd160.New()
	h.Write(sum[:])
	return h.Sum(nil)
}

// Sender sends one key's transactions on one Cosmos chain.
type Sender struct {
	key     *ecdsa.PrivateKey
	pubKey  []byte // compressed
	addr    string
	chainID string
	rpc     *rpcClient
}

// Dial checks that rpcURL (CometBFT's RPC) serves chainID and returns a
// sender for key's address there (prefix its bech32 prefix).
func Dial(ctx context.Context, rpcURL string, key *ecdsa.PrivateKey, chainID, prefix string) (*Sender, error) {
	addr, err := Address(key, prefix)
	if err != nil {
		return nil, fmt.Errorf("chain %s: %w", chainID, err)
	}
	c := &rpcClient{url: rpcURL, http: &http.Client{Timeout: 30 * time.Second}}
	network, err := c.network(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain %s at %s: %w", chainID, rpcURL, err)
	}
	if network != chainID {
		return nil, fmt.Errorf("%s is chain %s, not chain %s", rpcURL, network, chainID)
	}
	return &Sender{key: key, pubKey: crypto.CompressPubkey(&key.PublicKey), addr: addr, chainID: chainID, rpc: c}, nil
}

// Address is the sending account on the chain.
func (s *Sender) Address() string { return s.addr }

// Executed is what Execute sent.
type Executed struct {
	TxHash string // upper hex, as CometBFT and explorers show it
	Height int64
	Gas    uint64 // the gas limit signed
	Fee    string // e.g. "1234uosmo"
}

// TxError is a transaction the chain refused or that failed in its block.
type TxError struct {
	Chain, Hash string // Hash is empty when the mempool refused it
	Code        uint32
	Log         string
}

func (e *TxError) Error() string {
	if e.Hash == "" {
		return fmt.Sprintf("chain %s refused the transaction (code %d): %s", e.Chain, e.Code, e.Log)
	}
	return fmt.Sprintf("transaction %s failed on chain %s (code %d): %s", e.Hash, e.Chain, e.Code, e.Log)
}

// Execute signs and broadcasts the route's transactionRequest and waits
// until it is in a block (a failed transaction is a *TxError).
func (s *Sender) Execute(ctx context.Context, ro *api.Route) (*Executed, error) {
	tr := ro.TransactionRequest
	if tr == nil {
		return nil, errors.New("the route has no transactionRequest (was it quoteOnly?)")
	}
	msg, err := api.ParseCosmosTransfer(tr.Data)
	if err != nil {
		return nil, err
	}
	if msg.Sender != s.addr {
		return nil, fmt.Errorf("the route's MsgTransfer is sent by %s, not by the key's address %s on chain %s", msg.Sender, s.addr, s.chainID)
	}
	price, denom, err := ParseGasPrice(tr.GasPrice)
	if err != nil {
		return nil, err
	}
	multiplier := DefaultGasMultiplier
	if m, err := strconv.ParseFloat(tr.MaxFeePerGas, 64); err == nil && m > 0 {
		multiplier = m // the public v2 SDK reads maxFeePerGas of a Cosmos request as the multiplier
	}
	transfer, err := msgTransfer(msg)
	if err != nil {
		return nil, fmt.Errorf("the route's MsgTransfer: timeoutTimestamp %q: %w", msg.TimeoutTimestamp, err)
	}
	body := txBody("", anyMsg(api.TypeURLMsgTransfer, transfer))
	number, sequence, err := s.rpc.account(ctx, s.addr)
	if errors.Is(err, errNoAccount) {
		return nil, fmt.Errorf("%s has no account on chain %s: it has never received funds, so it cannot pay for the transaction", s.addr, s.chainID)
	}
	if err != nil {
		return nil, fmt.Errorf("chain %s: account %s: %w", s.chainID, s.addr, err)
	}
	simulated, err := s.rpc.simulate(ctx, txRaw(body, authInfo(s.pubKey, sequence, nil, 0), nil))
	if err != nil {
		return nil, fmt.Errorf("chain %s refuses the route's transaction in simulation: %w", s.chainID, err)
	}
	gas := uint64(float64(simulated) * multiplier)
	fee := feeAmount(gas, price)
	auth := authInfo(s.pubKey, sequence, coin(denom, fee.String()), gas)
	digest := sha256.Sum256(signDoc(body, auth, s.chainID, number))
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, err
	}
	raw := txRaw(body, auth, sig[:64]) // r || s, low-S; Cosmos takes no recovery id
	sum := sha256.Sum256(raw)
	hash := strings.ToUpper(hex.EncodeToString(sum[:]))
	if err := s.rpc.broadcast(ctx, raw); err != nil {
		var ae *abciError
		if errors.As(err, &ae) {
			return nil, &TxError{Chain: s.chainID, Code: ae.Code, Log: ae.Log}
		}
		return nil, fmt.Errorf("chain %s: broadcast: %w", s.chainID, err)
	}
	res, err := s.wait(ctx, sum[:])
	if err != nil {
		return nil, fmt.Errorf("transaction %s on chain %s: %w", hash, s.chainID, err)
	}
	if res.Code != 0 {
		return nil, &TxError{Chain: s.chainID, Hash: hash, Code: res.Code, Log: res.Log}
	}
	return &Executed{TxHash: hash, Height: res.Height, Gas: gas, Fee: fee.String() + denom}, nil
}

// wait polls for the transaction's block.
func (s *Sender) wait(ctx context.Context, hash []byte) (*txResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	for {
		res, err := s.rpc.tx(ctx, hash)
		if err != nil || res != nil {
			return res, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("not in a block after 2 minutes: %w", ctx.Err())
		case <-time.After(300 * time.Millisecond):
		}
	}
}

// ParseGasPrice reads a CosmJS gas price such as "0.025uosmo": a decimal
// amount per gas and the fee denom.
func ParseGasPrice(s string) (*big.Rat, string, error) {
	i := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 || len(s) > 128 {
		return nil, "", fmt.Errorf("gasPrice %q is not a Cosmos gas price such as 0.025uosmo", s)
	}
	price, ok := new(big.Rat).SetString(s[:i])
	if !ok || price.Sign() < 0 || strings.Count(s[:i], ".") > 1 {
		return nil, "", fmt.Errorf("gasPrice %q: %q is not a decimal amount", s, s[:i])
	}
	return price, s[i:], nil
}

// feeAmount is gas × price rounded up, as CosmJS's calculateFee does.
func feeAmount(gas uint64, price *big.Rat) *big.Int {
	r := new(big.Rat).Mul(new(big.Rat).SetUint64(gas), price)
	q, m := new(big.Int).QuoRem(r.Num(), r.Denom(), new(big.Int))
	if m.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}
