package status

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// The contracts the tracker consumes (its store, the quotes, the
// notifier) and its configuration: the status domain owns them, adapters
// (store/sqlite, store/postgres, push) implement them.

// QuoteSource reads stored quotes.
type QuoteSource interface {
	// StatusQuote returns the quote, or ErrQuoteNotFound.
	StatusQuote(ctx context.Context, id string) (*Quote, error)
}

// Store keeps tracked transactions and their latest records.
type Store interface {
	// SaveTracked stores change t.Seq of a transaction with its event
	// (and, in the same database transaction, t.Notifications as they
	// are) and t's lease. Change 1 creates the row; change n replaces
	// the row holding change n-1 whose lease is t.LeaseOwner's, nobody's
	// or ended before t.UpdatedAt. Anything else is ErrConflict, and a
	// terminal row is never replaced.
	SaveTracked(ctx context.Context, t *Tracked) error
	// LoadTracked returns the tracked transaction, or ErrNotTracked.
	LoadTracked(ctx context.Context, fromChain, txHash string) (*Tracked, error)
	// OpenTracked returns every tracked transaction not yet terminal.
	OpenTracked(ctx context.Context) ([]*Tracked, error)
	// Events returns the stored records of a transaction with a sequence
	// number above after, in order (SaveTracked keeps one per Seq).
	Events(ctx context.Context, fromChain, txHash string, after int64) ([]Event, error)
}

// Event is one stored change of a tracked transaction's record.
type Event struct {
	Seq    int64
	Record []byte
}

// Errors of the contracts above.
var (
	ErrQuoteNotFound = errors.New("quote not found")
	ErrNotTracked    = errors.New("transaction not tracked")
	// ErrConflict is SaveTracked's answer when the change is not the next
	// one of the stored row (another replica stored it first), or when
	// another owner's lease holds the row.
	ErrConflict = errors.New("tracked transaction changed by another replica")
)

// Tracked is a tracked transaction as stored.
type Tracked struct {
	FromChain      string
	TxHash         string // lower-case 0x hex
	QuoteID        string
	ToChain        string
	RequestID      string
	IntegratorName string
	// IntegratorHash is the quote's integrator: its webhook is told of
	// every change.
	IntegratorHash string
	Kind           string
	// Seq numbers the record's changes, from 1; each is kept as an event.
	Seq       int64
	State     string
	Terminal  bool
	Record    []byte // the latest record, JSON
	CreatedAt time.Time
	UpdatedAt time.Time
	// LeaseOwner is the replica that refreshes the transaction until
	// LeaseUntil (see Shared); "" is nobody's.
	LeaseOwner string
	LeaseUntil time.Time
	// Notifications are the deliveries the change causes, as the
	// Notifier decided them: SaveTracked writes them with the change
	// (never loaded back).
	Notifications []Notification
}

// Notification is one delivery a stored change causes: an outbox row of
// the webhook deliverer (push), persisted as handed.
type Notification struct {
	IntegratorHash string
	URL            string
	IdempotencyKey string // unique per integrator, transaction and change
	Payload        []byte // the request body
}

// Notifier decides the notifications of a change before it is stored
// (push.Notifier). An error leaves the change unstored until the next
// refresh, as a store error does.
type Notifier interface {
	Notifications(ctx context.Context, t *Tracked) ([]Notification, error)
}

// Query is one GET /v2/status.
type Query struct {
	TransactionID, FromChainID, ToChainID, QuoteID, RequestID string
	// IntegratorName is the caller's name, recorded with a transaction
	// first tracked by this query.
	IntegratorName string
}

// Answer is a record with its JSON encoding and its sequence number (0
// while the transaction is not found).
type Answer struct {
	Record Record
	JSON   []byte
	Seq    int64
}

// Config configures a Tracker.
type Config struct {
	Quotes QuoteSource
	Store  Store
	Chains Chains
	Bridge Bridge // nil: GMP routes are followed on the chains alone
	// Cosmos reads the Cosmos chains of routes with IBC hops (nil: such
	// routes answer an internal error instead of a record).
	Cosmos CosmosReader
	// Bitcoin finds the solver's payments of orders paid on Bitcoin (nil:
	// such orders stay ongoing until filled elsewhere or refunded).
	Bitcoin BitcoinPayments
	Env     Env
	Logger  *slog.Logger
	// Tick refreshes in-flight transactions even without new heads, for
	// what only the bridge explorer shows (default 1 s).
	Tick time.Duration
	// IntegratorName names the integrator of an id hash, for transactions
	// the tracker finds before anyone asks (optional).
	IntegratorName func(ctx context.Context, idHash string) string
	// OnChange, when set, sees every stored change (after it is stored),
	// from the refresh that made it: measured durations, fan-out.
	OnChange func(t *Tracked, rec *Record)
	// Notifier, when set, decides the deliveries each change causes,
	// stored with it.
	Notifier Notifier
	// Workers bounds concurrent refreshes (default 16).
	Workers int
	Now     func() time.Time

	// Shared, when set, coordinates replicas sharing the store (see
	// replicas.go). Owner names this replica's leases: stable across
	// restarts for a single process, unique per process for replicas.
	Shared   Shared
	Owner    string
	LeaseTTL time.Duration // default DefaultLeaseTTL
	// PollQuotes expects the full quotes other replicas hand out, read
	// from the store, going back QuoteLookback at start (default 10 min).
	PollQuotes    bool
	QuoteLookback time.Duration
	// OnTakeover counts transactions taken over from a stopped replica.
	OnTakeover func(n int)

	// BitcoinDeposits reads BTC → EVM deposits (nil: such routes are not
	// followed).
	BitcoinDeposits BitcoinDeposits
}
