package httpapi

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// MaxBodyBytes bounds request bodies, after any Content-Encoding is
// decoded; larger bodies get 413.
const MaxBodyBytes = 1 << 20

// readBody reads a bounded request body, decoding Content-Encoding gzip.
// Its errors tell the client what to change and never carry the
// connection's details (addresses, timeouts): those go to the log as the
// cause.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	var src io.Reader = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
	gzipped := false
	switch enc := contentEncoding(r.Header); enc {
	case "", "identity":
	case "gzip", "x-gzip":
		gzipped = true
	default:
		return nil, refuse(http.StatusUnsupportedMediaType,
			"Content-Encoding %q is not supported; send the body uncompressed or with Content-Encoding: gzip", apperr.Clip(enc))
	}
	body, err := io.ReadAll(src)
	if err != nil {
		return nil, bodyReadError(r, err)
	}
	if !gzipped || len(body) == 0 {
		return body, nil
	}
	return gunzipBody(body)
}

// contentEncoding is the request's Content-Encoding, lower-cased; several
// values or a list are returned whole so that they are refused by name.
func contentEncoding(h http.Header) string {
	v := h.Values("Content-Encoding")
	return strings.ToLower(strings.TrimSpace(strings.Join(v, ", ")))
}

// gunzipBody decodes a gzip body, refusing one that decodes to more than
// MaxBodyBytes (a compression bomb costs at most that much memory).
func gunzipBody(raw []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, apperr.BadRequest("the request body is not valid gzip (Content-Encoding: gzip): send a gzip stream or drop the header")
	}
	defer zr.Close()
	body, err := io.ReadAll(io.LimitReader(zr, MaxBodyBytes+1))
	if err != nil {
		return nil, apperr.BadRequest("the request body is not valid gzip (Content-Encoding: gzip): the stream is corrupt or truncated")
	}
	if len(body) > MaxBodyBytes {
		return nil, refuse(http.StatusRequestEntityTooLarge, "request body is larger than %d bytes once decoded from gzip", MaxBodyBytes)
	}
	return body, nil
}

// bodyReadError explains a body that could not be read in the client's
// terms: too large, shorter than its Content-Length, or too slow.
func bodyReadError(r *http.Request, err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return refuse(http.StatusRequestEntityTooLarge, "request body is larger than %d bytes", MaxBodyBytes)
	}
	msg := "the request body could not be read completely; send the whole body"
	var ne net.Error
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		msg = "the request body ended early"
	case errors.As(err, &ne) && ne.Timeout():
		msg = "the request body did not arrive in time"
	}
	if r.ContentLength > 0 {
		msg += fmt.Sprintf(": the request announced Content-Length %d; send exactly that many bytes or correct the header", r.ContentLength)
	}
	return &apperr.Error{Kind: apperr.KindBadRequest, Message: msg, Cause: err}
}

// jsonObject is a decoded request body: its top-level members, not yet typed.
type jsonObject map[string]json.RawMessage

// decodeObject parses a body that must be one JSON object whose member
// names are all in allowed. Errors name the JSON path.
func decodeObject(body []byte, allowed ...string) (jsonObject, error) {
	if obj, ok := fastObject(body, allowed); ok {
		return obj, nil
	}
	return decodeObjectFull(body, allowed...)
}

// decodeObjectFull is decodeObject with encoding/json, for every body.
func decodeObjectFull(body []byte, allowed ...string) (jsonObject, error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, schemaErr("$", "a JSON object body is required")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	var obj jsonObject
	if err := dec.Decode(&obj); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			return nil, schemaErr("$", fmt.Sprintf("malformed JSON at byte %d: %s", se.Offset, se.Error()))
		case errors.As(err, &te):
			return nil, schemaErr("$", "the body must be a JSON object, not "+te.Value)
		default:
			return nil, schemaErr("$", "malformed JSON: "+err.Error())
		}
	}
	if obj == nil {
		return nil, schemaErr("$", "the body must be a JSON object, not null")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, schemaErr("$", "unexpected data after the JSON object")
	}
	if k, dup := duplicateKey(body); dup {
		k = apperr.Clip(k)
		return nil, schemaErr("$."+k, fmt.Sprintf("%q appears more than once; give each member once", k))
	}
	for k := range obj {
		if !slices.Contains(allowed, k) {
			k = apperr.Clip(k)
			return nil, schemaErr("$."+k, fmt.Sprintf("unknown property %q (allowed: %s)", k, strings.Join(allowed, ", ")))
		}
	}
	return obj, nil
}

// stringList reads an optional array-of-strings member; absent and null
// read as nil.
func (o jsonObject) stringList(key string) ([]string, error) {
	raw, ok := o[key]
	if !ok || string(raw) == "null" {
		return nil, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, schemaErr("$."+key, "must be an array of strings")
	}
	out := make([]string, 0, len(items))
	for i, it := range items {
		var s string
		if err := json.Unmarshal(it, &s); err != nil {
			return nil, schemaErr(fmt.Sprintf("$.%s[%d]", key, i), "must be a string")
		}
		out = append(out, s)
	}
	return out, nil
}

func schemaErr(path, msg string) error {
	return apperr.SchemaValidation("%s: %s", path, msg).WithDetails(map[string]any{"path": path})
}

// duplicateKey finds a member name an object body repeats: encoding/json
// would keep the last silently, and a client that sent two values meant
// one of them. The body is known to be one valid JSON object.
func duplicateKey(body []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return "", false
		}
		k, _ := t.(string)
		if seen[k] {
			return k, true
		}
		seen[k] = true
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return "", false
		}
	}
	return "", false
}
