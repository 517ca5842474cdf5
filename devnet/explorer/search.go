package explorer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/switchyard-dev/switchyard/devnet/relayer"
)

// SearchRequest is searchGMP's query: a source transaction (optionally one
// of its gateway logs) or a message id. Other fields of the public API's
// query (size, sort …) are accepted and ignored.
type SearchRequest struct {
	Method     string `json:"method,omitempty"`
	TxHash     string `json:"txHash,omitempty"`
	TxLogIndex *uint  `json:"txLogIndex,omitempty"`
	MessageID  string `json:"messageId,omitempty"`
}

// SearchResponse is searchGMP's answer: the messages found (none while
// the indexing delay has not passed, as for an unknown transaction).
type SearchResponse struct {
	Data  []GMP `json:"data"`
	Total int   `json:"total"`
}

// errBadRequest marks a query the client must fix.
type errBadRequest struct{ msg string }

func (e errBadRequest) Error() string { return e.msg }

func badRequest(format string, args ...any) error { return errBadRequest{fmt.Sprintf(format, args...)} }

func (e *Explorer) searchPOST(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(w, r)
	if err != nil {
		writeFailure(w, err)
		return
	}
	e.answer(w, r, req)
}

func (e *Explorer) rootPOST(w http.ResponseWriter, r *http.Request) {
	req, err := decodeBody(w, r)
	if err != nil {
		writeFailure(w, err)
		return
	}
	if req.Method != "searchGMP" {
		writeError(w, http.StatusBadRequest, "BAD_REQUEST", fmt.Sprintf("unknown method %q: this explorer answers searchGMP", req.Method))
		return
	}
	e.answer(w, r, req)
}

func (e *Explorer) searchGET(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	req := SearchRequest{TxHash: q.Get("txHash"), MessageID: q.Get("messageId")}
	if s := q.Get("txLogIndex"); s != "" {
		n, err := strconv.ParseUint(s, 10, 32)
		if err != nil {
			writeError(w, http.StatusBadRequest, "BAD_REQUEST", "txLogIndex must be a decimal number")
			return
		}
		i := uint(n)
		req.TxLogIndex = &i
	}
	e.answer(w, r, req)
}

func (e *Explorer) answer(w http.ResponseWriter, r *http.Request, req SearchRequest) {
	msgs, err := e.Search(r.Context(), req)
	if err != nil {
		writeFailure(w, err)
		if !errors.As(err, new(errBadRequest)) {
			e.log.Error("searchGMP", "err", err)
		}
		return
	}
	out := SearchResponse{Data: make([]GMP, 0, len(msgs)), Total: len(msgs)}
	for _, m := range msgs {
		out.Data = append(out.Data, e.view(m))
	}
	writeJSON(w, http.StatusOK, out)
}

// Search finds the messages a query names that the indexing delay lets
// through.
func (e *Explorer) Search(ctx context.Context, req SearchRequest) ([]*relayer.Message, error) {
	req.TxHash, req.MessageID = strings.TrimSpace(req.TxHash), strings.TrimSpace(req.MessageID)
	var msgs []*relayer.Message
	switch {
	case req.MessageID != "":
		hash, index, err := relayer.ParseMessageID(req.MessageID)
		if err != nil {
			return nil, badRequest("%v", err)
		}
		if req.TxHash != "" {
			tx, err := parseHash("txHash", req.TxHash)
			if err != nil {
				return nil, err
			}
			if tx != hash {
				return nil, nil
			}
		}
		m, err := e.cfg.Source.RelayerMessage(ctx, relayer.MessageID(hash, index))
		if errors.Is(err, relayer.ErrNotFound) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		msgs = []*relayer.Message{m}
	case req.TxHash != "":
		tx, err := parseHash("txHash", req.TxHash)
		if err != nil {
			return nil, err
		}
		if msgs, err = e.cfg.Source.RelayerMessagesByTx(ctx, tx); err != nil {
			return nil, err
		}
	default:
		return nil, badRequest("txHash or messageId is required")
	}
	out := msgs[:0]
	for _, m := range msgs {
		if req.TxLogIndex != nil && m.Call.LogIndex != *req.TxLogIndex {
			continue
		}
		if e.visible(m) {
			out = append(out, m)
		}
	}
	return out, nil
}

func parseHash(field, s string) (common.Hash, error) {
	b, err := hexutil.Decode(s)
	if err != nil || len(b) != common.HashLength {
		return common.Hash{}, badRequest("%s %q is not a 0x-prefixed 32-byte hex hash", field, s)
	}
	return common.BytesToHash(b), nil
}

// decodeBody reads a JSON query of at most bodyLimit bytes.
func decodeBody(w http.ResponseWriter, r *http.Request) (SearchRequest, error) {
	var req SearchRequest
	body := http.MaxBytesReader(w, r.Body, bodyLimit)
	dec := json.NewDecoder(body)
	if err := dec.Decode(&req); err != nil {
		var tooBig *http.MaxBytesError
		switch {
		case errors.As(err, &tooBig):
			return req, errTooLarge
		case errors.Is(err, io.EOF):
			return req, badRequest("the body must be a JSON object such as {\"txHash\": \"0x…\"}")
		default:
			return req, badRequest("malformed JSON body: %v", err)
		}
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return req, badRequest("the body must hold one JSON object")
	}
	return req, nil
}

var errTooLarge = errors.New("request body too large")

// apiError is the JSON error body: {message, statusCode, type}.
type apiError struct {
	Message    string `json:"message"`
	StatusCode int    `json:"statusCode"`
	Type       string `json:"type"`
}

func writeFailure(w http.ResponseWriter, err error) {
	var bad errBadRequest
	switch {
	case errors.As(err, &bad):
		writeError(w, http.StatusBadRequest, "BAD_REQUEST", bad.msg)
	case errors.Is(err, errTooLarge):
		writeError(w, http.StatusRequestEntityTooLarge, "BAD_REQUEST", fmt.Sprintf("the body is larger than %d bytes", bodyLimit))
	default:
		writeError(w, http.StatusInternalServerError, "INTERNAL_ERROR", "internal error; retry with backoff")
	}
}

func writeError(w http.ResponseWriter, status int, typ, msg string) {
	writeJSON(w, status, apiError{Message: msg, StatusCode: status, Type: typ})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v) // the client went away; nothing to do
}
