package chain

import (
	"crypto/ecdsa"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
)

// DevMnemonic is the publicly documented Hardhat/Anvil test mnemonic. The
// development accounts are its first ten keys (m/44'/60'/0'/0/i).
const DevMnemonic = "test test test test test test test test test test test junk"

// devKeys are the ten default private keys of Hardhat and Anvil, derived
// from DevMnemonic. THEY ARE PUBLIC TEST KEYS, published in those tools'
// documentation and known to everyone: anything sent to these addresses on
// a real network is taken at once. They exist only on devnet chains.
var devKeys = [...]string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
	"7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
	"47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
	"8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
	"92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
	"4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
	"dbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
	"2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
}

// faucetSeed names the devnet faucet's key: keccak256 of this public text.
// The faucet pays for scenario controls (fund an address), so that they
// never race a developer for the nonce of a development account.
const faucetSeed = "switchyard devnet faucet (public test key)"

// Account is a devnet account whose private key is public knowledge.
type Account struct {
	Address common.Address
	Key     *ecdsa.PrivateKey
}

// KeyHex is the private key as 0x-prefixed hex, as wallets import it.
func (a Account) KeyHex() string { return "0x" + common.Bytes2Hex(crypto.FromECDSA(a.Key)) }

var (
	// DevBalance is each development account's balance at genesis: 10,000
	// native units (18 decimals).
	DevBalance = new(big.Int).Mul(big.NewInt(10_000), big.NewInt(params.Ether))
	// FaucetBalance is the faucet's balance at genesis.
	FaucetBalance = new(big.Int).Mul(big.NewInt(1_000_000_000), big.NewInt(params.Ether))
)

// DevAccounts returns the ten development accounts, funded with DevBalance
// on every devnet chain.
func DevAccounts() []Account {
	out := make([]Account, len(devKeys))
	for i, k := range devKeys {
		out[i] = mustAccount(crypto.HexToECDSA(k))
	}
	return out
}

// Faucet returns the account that pays for native funding.
func Faucet() Account { return SeedAccount(faucetSeed) }

// SeedAccount is the account whose private key is keccak256(seed). The
// devnet's service accounts (faucet, deployer, relayer, solver) are derived
// this way from public phrases: their keys are as public as the phrases.
func SeedAccount(seed string) Account {
	return mustAccount(crypto.ToECDSA(crypto.Keccak256([]byte(seed))))
}

// mustAccount turns a constant key into an account; the keys above are
// valid, which TestDevAccountsFromMnemonic checks, so err is never set.
func mustAccount(key *ecdsa.PrivateKey, err error) Account {
	if err != nil {
		return Account{}
	}
	return Account{Address: crypto.PubkeyToAddress(key.PublicKey), Key: key}
}

// devAlloc funds the development accounts and the faucet.
func devAlloc() types.GenesisAlloc {
	alloc := types.GenesisAlloc{}
	for _, a := range DevAccounts() {
		alloc[a.Address] = types.Account{Balance: new(big.Int).Set(DevBalance)}
	}
	alloc[Faucet().Address] = types.Account{Balance: new(big.Int).Set(FaucetBalance)}
	return alloc
}
