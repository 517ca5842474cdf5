package solver

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/switchyard-dev/switchyard/contracts/bindings"
)

// Deposit states: a deposit moves open → filling → filled → closed, or
// open|filling → refunding → refunded. The state that decides a payment is
// written before the payment is made and its result after, so a restart
// resumes the same decision and never pays twice.
const (
	DepositOpen      = "open"      // waiting for the deposit and its confirmations
	DepositFilling   = "filling"   // decided: fill on the destination
	DepositFilled    = "filled"    // filled; the deposit is being collected
	DepositRefunding = "refunding" // decided: return the deposit to the payer
	DepositRefunded  = "refunded"
	DepositClosed    = "closed" // filled and collected, or given up (see Reason)
)

// Refund reasons.
const (
	RefundShort      = "short"      // less than the quote's amount arrived
	RefundLate       = "late"       // the deposit arrived after the quote expired
	RefundUnfillable = "unfillable" // the fill could not be made before the order's expiry
	RefundDecided    = "decided"    // paid after the deposit was filled, refunded or given up
)

// Deposit is a deposit address made for one BTC → EVM quote, the order its
// deposit fills on the destination, and how far it has got.
type Deposit struct {
	Index   uint32 `json:"index"`
	Address string `json:"address"`
	QuoteID string `json:"quoteId"`
	// Payer is the quote's fromAddress: refunds go there.
	Payer string `json:"payer"`
	// Sats is the quoted amount; ExpiresAt (unix seconds) the quote's
	// expiry, after which a deposit is late.
	Sats      int64 `json:"sats"`
	ExpiresAt int64 `json:"expiresAt"`
	// Order is what the solver fills on the destination settlement; its
	// fromAddress is the deposit address's witness program and its nonce
	// the index, so every deposit has its own order hash.
	Order     bindings.IntentsSettlementOrder `json:"order"`
	OrderHash common.Hash                     `json:"orderHash"`
	// Fee is the integrator's fee paid beside the fill, and its payment.
	Fee *DepositFee `json:"fee,omitempty"`

	State string `json:"state"`
	// SeenTxID is the first transaction seen paying the address; SeenAt
	// (unix seconds) when: its block's time, or when the solver first saw
	// it unconfirmed, whichever is earlier.
	SeenTxID string `json:"seenTxId,omitempty"`
	SeenAt   int64  `json:"seenAt,omitempty"`
	// Received is what the address held when the solver decided, paid
	// by the transactions Counted.
	Received int64    `json:"received,omitempty"`
	Counted  []string `json:"counted,omitempty"`
	FillTx   string   `json:"fillTx,omitempty"`
	// Reason says why the deposit was refunded (RefundShort…), or why it
	// was closed without a payment.
	Reason     string `json:"reason,omitempty"`
	RefundTx   string `json:"refundTx,omitempty"`
	RefundSats int64  `json:"refundSats,omitempty"`
	CollectTx  string `json:"collectTx,omitempty"`
	// ExcessSats is what the collection (CollectTx) returned to the payer
	// of a deposit above the quoted amount.
	ExcessSats int64 `json:"excessSats,omitempty"`
	// Extra are payments to the address after the deposit was decided
	// (filled and collected, refunded, or given up), each returned to the
	// payer on its own (bitcoin_deposit_extra.go).
	Extra []ExtraPayment `json:"extra,omitempty"`
}

// ExtraPayment is one return of payments made to a deposit address after
// its deposit was decided. Its State is DepositRefunding (decided, written
// before the payment), DepositRefunded, or DepositClosed when the payments
// are too small to move.
type ExtraPayment struct {
	// TxIDs are the transactions whose outputs to the address it returns.
	TxIDs      []string `json:"txids"`
	Sats       int64    `json:"sats"`
	State      string   `json:"state"`
	Reason     string   `json:"reason,omitempty"`
	RefundTx   string   `json:"refundTx,omitempty"`
	RefundSats int64    `json:"refundSats,omitempty"`
}

// DepositBook keeps the deposits durably: one JSON line per change, synced
// before the change takes effect, the last line of an index winning at
// load. Indexes are never reused.
type DepositBook struct {
	mu      sync.Mutex
	f       *os.File
	byIndex map[uint32]*Deposit
	byQuote map[string]uint32
	next    uint32
}

// OpenDepositBook loads (or creates) the book at path.
func OpenDepositBook(path string) (*DepositBook, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("solver: deposit book: %w", err)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("solver: deposit book: %w", err)
	}
	b := &DepositBook{f: f, byIndex: map[uint32]*Deposit{}, byQuote: map[string]uint32{}}
	r := bufio.NewReader(f)
	var good int64 // the end of the last whole line
	for line := 1; ; line++ {
		raw, err := r.ReadBytes('\n')
		if err == io.EOF {
			if len(raw) > 0 {
				// A torn last line is a change that never took effect:
				// cut it off so the next change starts a line.
				if err := f.Truncate(good); err != nil {
					f.Close()
					return nil, fmt.Errorf("solver: deposit book %s: %w", path, err)
				}
			}
			break
		}
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("solver: deposit book %s: %w", path, err)
		}
		var d Deposit
		if err := json.Unmarshal(raw, &d); err != nil {
			f.Close()
			return nil, fmt.Errorf("solver: deposit book %s line %d: %w", path, line, err)
		}
		b.apply(&d)
		good += int64(len(raw))
	}
	return b, nil
}

func (b *DepositBook) apply(d *Deposit) {
	b.byIndex[d.Index] = d
	b.byQuote[d.QuoteID] = d.Index
	if d.Index >= b.next {
		b.next = d.Index + 1
	}
}

// Close closes the book's file.
func (b *DepositBook) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.f.Close()
}

// errBookFull is 2^31 deposits: BIP-32 has no more unhardened indexes.
var errBookFull = errors.New("solver: no deposit index left")

// add allocates the next index, lets build make the deposit for it and
// records it; the index is used up even when build fails.
func (b *DepositBook) add(build func(index uint32) (Deposit, error)) (Deposit, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.next >= 1<<31 {
		return Deposit{}, errBookFull
	}
	index := b.next
	b.next++
	d, err := build(index)
	if err != nil {
		return Deposit{}, err
	}
	if _, dup := b.byQuote[d.QuoteID]; dup {
		return Deposit{}, fmt.Errorf("solver: quote %s has a deposit address already", d.QuoteID)
	}
	d.Index = index
	if err := b.writeLocked(&d); err != nil {
		return Deposit{}, err
	}
	return d, nil
}

// save records a change of a deposit; it takes effect once stored.
func (b *DepositBook) save(d Deposit) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.writeLocked(&d)
}

func (b *DepositBook) writeLocked(d *Deposit) error {
	line, err := json.Marshal(d)
	if err != nil {
		return err
	}
	if _, err := b.f.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("solver: deposit book: %w", err)
	}
	if err := b.f.Sync(); err != nil {
		return fmt.Errorf("solver: deposit book: %w", err)
	}
	c := *d
	b.apply(&c)
	return nil
}

// ByQuote returns the deposit made for a quote.
func (b *DepositBook) ByQuote(quoteID string) (Deposit, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	i, ok := b.byQuote[quoteID]
	if !ok {
		return Deposit{}, false
	}
	return *b.byIndex[i], true
}

// open returns the deposits not yet closed or refunded, oldest first.
func (b *DepositBook) open() []Deposit {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []Deposit
	for _, d := range b.byIndex {
		if d.State != DepositClosed && d.State != DepositRefunded {
			out = append(out, *d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}

// decided returns the deposits closed or refunded whose address is still
// watched for later payments (their order expired less than watch ago,
// or a return of one is under way), oldest first.
func (b *DepositBook) decided(now time.Time, watch time.Duration) []Deposit {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []Deposit
	for _, d := range b.byIndex {
		if d.State != DepositClosed && d.State != DepositRefunded {
			continue
		}
		var expiry int64
		if d.Order.Expiry != nil {
			expiry = d.Order.Expiry.Int64()
		}
		if now.Unix() <= expiry+int64(watch/time.Second) || d.extraPending() >= 0 {
			out = append(out, *d)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}

// extraPending is the index of the extra return decided but not made, or -1.
func (d *Deposit) extraPending() int {
	for i, e := range d.Extra {
		if e.State == DepositRefunding {
			return i
		}
	}
	return -1
}
