// Package client is the Go client of Switchyard's v2 HTTP API: one method
// per endpoint on the wire types of package api, and the interface's
// client rules kept for the caller.
//
// The rules it keeps (interface-v2.md, decisions.md):
//   - the HTTP status is checked before the body is read; every error is
//     one typed value, *Error, that keeps the whole body (Body) beside its
//     decoded members (status, type, message, reason, details,
//     routeTransactionStatus, retryAfter);
//   - a 429 (request rate or wallet quote limit) is retried after its
//     Retry-After, and a response whose RateLimit-Remaining is 0 holds
//     the next request until RateLimit-Reset, both bounded by the
//     context (WithoutRateLimitRetry turns this off);
//   - WaitForStatus polls GET /v2/status by the timing guidance: a 404 for
//     a transaction not yet indexed is retried after 5 s, otherwise the
//     record's nextPollSeconds is followed; it reports every change and
//     returns at a terminal state (or at needs_gas, where the user must
//     act), and returns *EscalateError when an ongoing transaction passes
//     max(15 min, 2 × estimatedRouteDuration) (or one is still not found
//     by then: most likely dropped);
//   - redirects are refused (an integrator id is never sent elsewhere),
//     and every request has a timeout.
//
// Swapping local for remote: StatusReader is the shape of the server's
// status service (httpapi.StatusReader, which status.Tracker implements,
// answers the same query with the same record, in the status package's
// names: status.Query, status.Answer.Record, whose record type is
// api.StatusRecord). Wait follows any StatusReader, so code written
// against it runs on a *Client, or on a local tracker behind an adapter of
// a few lines. Route has the shape of route.Service.Route with the
// integrator and its view taken from the client's integrator id.
//
// StatusStream follows a transaction without polling (GET
// /v2/status/stream): every change as it is stored, from the not_found
// record of a transaction not yet sent to its terminal record, resuming
// with Last-Event-ID after a dropped connection. WaitForStatus polls, for
// services or proxies that do not stream.
package client
