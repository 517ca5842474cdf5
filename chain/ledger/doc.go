// Package ledger owns the read-only clients Switchyard uses to ask a chain
// what became of one transaction in live mode: the EVM receipt lookup over
// JSON-RPC and the readers of non-EVM ledgers (Cosmos LCD, Bitcoin Esplora,
// Solana, Sui, XRPL, Stellar Horizon). Each family is a small concrete type
// implementing status.TxLookup; Lookups routes a catalog chain to its reader.
//
// The readers only observe. They never sign, never submit, and decode only
// the few fields the status tracker needs, so that a provider adding fields,
// or a chain with an unusual transaction type, does not break a lookup.
package ledger
