package api

// ErrorBody is the standard error body (interface: Error bodies, with the
// decided reason and details; routeTransactionStatus on status errors).
type ErrorBody struct {
	Message                string         `json:"message"`
	StatusCode             int            `json:"statusCode,omitempty"`
	Type                   string         `json:"type"`
	Reason                 string         `json:"reason,omitempty"`
	Details                map[string]any `json:"details,omitempty"`
	RouteTransactionStatus string         `json:"routeTransactionStatus,omitempty"`
}

// WalletLimitBody is the wallet quote limit's body (HTTP 429).
type WalletLimitBody struct {
	Error      string `json:"error"`
	RetryAfter int    `json:"retryAfter"` // seconds
}

// Error types (the standard body's type).
const (
	TypeBadRequest       = "BAD_REQUEST"
	TypeSchemaValidation = "SCHEMA_VALIDATION_ERROR"
	TypeUnauthorized     = "UNAUTHORIZED"
	TypeNotFound         = "NOT_FOUND"
	TypeRateLimited      = "RATE_LIMITED"
	TypeNotImplemented   = "NOT_IMPLEMENTED"
	TypeInternal         = "INTERNAL_ERROR"
)

// Reason codes of the standard body's reason.
const (
	ReasonNoRoute          = "NO_ROUTE"
	ReasonAmountTooLow     = "AMOUNT_TOO_LOW"
	ReasonAmountTooHigh    = "AMOUNT_TOO_HIGH"
	ReasonUnsupportedChain = "UNSUPPORTED_CHAIN"
	ReasonUnsupportedToken = "UNSUPPORTED_TOKEN"
	ReasonInvalidAddress   = "INVALID_ADDRESS"
	// status errors
	ReasonTxNotFound     = "TX_NOT_FOUND"    // 404, routeTransactionStatus not_found: retry after 5 s
	ReasonQuoteNotFound  = "QUOTE_NOT_FOUND" // 404: the quoteId is unknown or expired long ago
	ReasonSourceReverted = "SOURCE_REVERTED" // 400: the source transaction reverted; no funds left the wallet
)
