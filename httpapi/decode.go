package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"

	"github.com/switchyard-dev/switchyard/apperr"
)

// MaxBodyBytes bounds request bodies; larger bodies get 413.
const MaxBodyBytes = 1 << 20

// readBody reads a bounded request body.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, &apperr.Error{Kind: apperr.KindPayloadTooLarge,
				Message: fmt.Sprintf("request body is larger than %d bytes", MaxBodyBytes)}
		}
		return nil, apperr.BadRequest("request body could not be read: %v", err)
	}
	return body, nil
}

// jsonObject is a decoded request body: its top-level members, not yet typed.
type jsonObject map[string]json.RawMessage

// decodeObject parses a body that must be one JSON object whose member
// names are all in allowed. Errors name the JSON path.
func decodeObject(body []byte, allowed ...string) (jsonObject, error) {
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
	for k := range obj {
		if !slices.Contains(allowed, k) {
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
