package chain

import (
	"crypto/hmac"
	"crypto/pbkdf2"
	"crypto/sha512"
	"encoding/binary"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// TestDevAccountsFromMnemonic derives m/44'/60'/0'/0/i from the public test
// mnemonic (BIP-39 seed, BIP-32 derivation) and checks the listed keys, and
// that the first address is the one every Hardhat and Anvil user knows.
func TestDevAccountsFromMnemonic(t *testing.T) {
	seed, err := pbkdf2.Key(sha512.New, DevMnemonic, []byte("mnemonic"), 2048, 64)
	if err != nil {
		t.Fatal(err)
	}
	key, chain := split(hmacSHA512([]byte("Bitcoin seed"), seed))
	const hardened = 1 << 31
	for _, i := range []uint32{44 + hardened, 60 + hardened, hardened, 0} {
		key, chain = child(t, key, chain, i)
	}
	accounts := DevAccounts()
	if len(accounts) != 10 {
		t.Fatalf("%d development accounts, want 10", len(accounts))
	}
	for i, a := range accounts {
		k, _ := child(t, key, chain, uint32(i))
		if got := common.Bytes2Hex(k.FillBytes(make([]byte, 32))); got != devKeys[i] {
			t.Errorf("account %d: derived key %s, listed %s", i, got, devKeys[i])
		}
		if a.Key == nil || crypto.PubkeyToAddress(a.Key.PublicKey) != a.Address {
			t.Errorf("account %d: key and address disagree", i)
		}
	}
	if want := common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"); accounts[0].Address != want {
		t.Errorf("account 0 is %s, want %s", accounts[0].Address, want)
	}
	if f := Faucet(); f.Key == nil || f.Address == accounts[0].Address {
		t.Errorf("faucet: %+v", f.Address)
	}
}

func hmacSHA512(key, data []byte) []byte {
	m := hmac.New(sha512.New, key)
	m.Write(data)
	return m.Sum(nil)
}

func split(i []byte) (*big.Int, []byte) { return new(big.Int).SetBytes(i[:32]), i[32:] }

// child is BIP-32 private child key derivation on secp256k1.
func child(t *testing.T, k *big.Int, chain []byte, i uint32) (*big.Int, []byte) {
	t.Helper()
	var data []byte
	if i >= 1<<31 {
		data = append([]byte{0}, k.FillBytes(make([]byte, 32))...)
	} else {
		priv, err := crypto.ToECDSA(k.FillBytes(make([]byte, 32)))
		if err != nil {
			t.Fatal(err)
		}
		data = crypto.CompressPubkey(&priv.PublicKey)
	}
	data = binary.BigEndian.AppendUint32(data, i)
	il, ir := split(hmacSHA512(chain, data))
	n := crypto.S256().Params().N
	return il.Add(il, k).Mod(il, n), ir
}
