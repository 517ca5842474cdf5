// Package api owns the wire types of Switchyard's v2 HTTP interface: the
// request and response bodies of every endpoint, the status record, the
// error bodies and the enumerations they use. It depends on the standard
// library only, so that the server (route, status, httpapi) and the Go
// client (package client) share one definition of every body without the
// client pulling in go-ethereum.
//
// The types carry no behaviour beyond what reading a body needs: checking
// a body's meaning is the domain packages' work, encoding it httpapi's.
package api
