// Package chainaddr owns the address formats of the chain families
// Switchyard routes on: it checks a user's address (a route's fromAddress or
// toAddress) against the rules of its chain family and returns the address
// in one canonical spelling, or an *Error that says what is wrong in words a
// person can act on.
//
// The package decodes every format itself (bech32/bech32m, base58 and
// base58check in the Bitcoin and XRPL alphabets, Stellar StrKey) with the
// standard library; EIP-55 checksums come from go-ethereum.
package chainaddr

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxLen is the longest input, in bytes, that Normalize looks at. No address
// of any family comes close (a Canton party id is the longest format), and
// refusing early keeps decoding cheap for hostile input.
const MaxLen = 200

// Error is a validation failure with a message a person can act on, e.g.
//
//	"0x12" is not an EVM address: want 0x followed by 40 hex digits
//	"osmo1..." has the wrong prefix for this chain: want "cosmos1..."
//	"0xAbC..." fails its EIP-55 checksum (mixed case must match; lowercase is accepted)
type Error struct {
	// Family is the chain family the address was checked for.
	Family string
	// Address is the address as given, except that input longer than MaxLen
	// is cut short and a Stellar secret seed is redacted, so that neither is
	// echoed back or logged whole.
	Address string
	// Reason says what is wrong; it reads as a sentence after the quoted
	// address.
	Reason string
}

// Error returns the quoted address followed by the reason.
func (e *Error) Error() string {
	return strconv.Quote(e.Address) + " " + e.Reason
}

// family is what Normalize knows about one chain family.
type family struct {
	// noun names an address of the family after "want", e.g. "an EVM address".
	noun string
	// normalize checks a non-empty, trimmed, short-enough addr and returns its
	// canonical form.
	normalize func(opts Options, bech32Prefix, addr string) (string, error)
}

// familyNames lists the families in the order the catalog documents them.
var familyNames = []string{"evm", "cosmos", "bitcoin", "solana", "sui", "xrpl", "stellar", "canton"}

var families = map[string]family{
	"evm":     {"an EVM address", func(_ Options, _, a string) (string, error) { return normalizeEVM(a) }},
	"cosmos":  {"a Cosmos address", func(_ Options, p, a string) (string, error) { return normalizeCosmos(p, a) }},
	"bitcoin": {"a Bitcoin address", func(o Options, _, a string) (string, error) { return normalizeBitcoin(a, o.BitcoinRegtest) }},
	"solana":  {"a Solana address", func(_ Options, _, a string) (string, error) { return normalizeSolana(a) }},
	"sui":     {"a Sui address", func(_ Options, _, a string) (string, error) { return normalizeSui(a) }},
	"xrpl":    {"an XRPL address", func(_ Options, _, a string) (string, error) { return normalizeXRPL(a) }},
	"stellar": {"a Stellar account id", func(_ Options, _, a string) (string, error) { return normalizeStellar(a) }},
	"canton":  {"a Canton party id", func(_ Options, _, a string) (string, error) { return normalizeCanton(a) }},
}

// Normalize checks addr for a chain of the given family and returns its canonical form.
// family is one of evm, cosmos, bitcoin, solana, sui, xrpl, stellar, canton.
// bech32Prefix is the chain's human-readable part for cosmos chains (e.g. "osmo"); ignored otherwise.
//
// Input is never repaired: surrounding whitespace, an empty string and input
// longer than MaxLen bytes are errors. Every error is an *Error.
//
// Normalize checks the addresses of the live networks; Options.Normalize
// those of a devnet.
func Normalize(family, bech32Prefix, addr string) (string, error) {
	return Options{}.Normalize(family, bech32Prefix, addr)
}

// Options are the deployment's departures from the live networks' address
// rules. The zero value is live mode.
type Options struct {
	// BitcoinRegtest makes the bitcoin family's addresses those of a
	// regtest chain (bcrt1..., and base58 with the test networks' version
	// bytes) instead of mainnet's: the devnet runs btcd in regtest.
	BitcoinRegtest bool
}

// Normalize is the package's Normalize under o.
func (o Options) Normalize(family, bech32Prefix, addr string) (string, error) {
	f, ok := families[family]
	if !ok {
		return "", reject(family, shorten(addr), "cannot be checked: %q is not a chain family Switchyard routes on (want one of %s)",
			family, strings.Join(familyNames, ", "))
	}
	switch {
	case len(addr) > MaxLen:
		return "", reject(family, shorten(addr), "is too long to be %s (%d bytes; no address is longer than %d)", f.noun, len(addr), MaxLen)
	case addr == "":
		return "", reject(family, addr, "is empty: want %s", f.noun)
	case strings.TrimSpace(addr) != addr:
		return "", reject(family, addr, "has whitespace around it: remove it and try again")
	}
	return f.normalize(o, bech32Prefix, addr)
}

// reject builds the *Error for addr.
func reject(family, addr, format string, args ...any) error {
	return &Error{Family: family, Address: addr, Reason: fmt.Sprintf(format, args...)}
}

// shorten cuts overly long input to a prefix worth quoting in a message.
func shorten(addr string) string {
	const keep = 24
	if len(addr) <= MaxLen {
		return addr
	}
	i := keep
	for i > 0 && !utf8.RuneStart(addr[i]) {
		i--
	}
	return addr[:i] + "..."
}
