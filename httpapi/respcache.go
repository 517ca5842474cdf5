package httpapi

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// body is an encoded JSON response with its ETag and, once asked for, its
// gzip form.
type body struct {
	raw     []byte
	etag    string
	etagHdr []string // header value, shared by every response of the body
	once    sync.Once
	gz      []byte
}

func newBody(raw []byte) *body {
	sum := sha256.Sum256(raw)
	etag := `"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
	return &body{raw: raw, etag: etag, etagHdr: []string{etag}}
}

// Header values shared by all responses; net/http never modifies them.
// Keys are assigned in canonical form, which skips canonicalisation.
var (
	hdrJSON         = []string{"application/json"}
	hdrGzip         = []string{"gzip"}
	hdrCacheControl = []string{"private, max-age=0, must-revalidate"}
	hdrVaryListing  = []string{"Accept-Encoding, x-integrator-id"}
	hdrVaryEncoding = []string{"Accept-Encoding"}
)

func (b *body) gzipped() []byte {
	b.once.Do(func() {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		zw.Write(b.raw)
		zw.Close()
		b.gz = buf.Bytes()
	})
	return b.gz
}

// responseCache holds listing bodies, which are immutable for the life of
// the process. Keys are (endpoint, chain filter, catalog view, selection),
// all bounded by the catalog, but odd selections can still make many large
// bodies: past the byte budget, bodies are built per request instead of kept.
type responseCache struct {
	m      sync.Map // string -> *body
	budget int64
	used   atomic.Int64 // bytes kept, counting each gzip form as large as its body
}

// cacheBudget keeps the cache well inside the service's memory goal while
// holding every GET listing and many selections.
const cacheBudget = 24 << 20

func newResponseCache(budget int64) *responseCache { return &responseCache{budget: budget} }

func (c *responseCache) get(key string, build func() ([]byte, error)) (*body, error) {
	if b, ok := c.m.Load(key); ok {
		return b.(*body), nil
	}
	raw, err := build()
	if err != nil {
		return nil, err
	}
	cost := int64(2*len(raw) + len(key))
	if c.used.Add(cost) > c.budget {
		c.used.Add(-cost)
		return newBody(raw), nil
	}
	b, loaded := c.m.LoadOrStore(key, newBody(raw))
	if loaded {
		c.used.Add(-cost)
	}
	return b.(*body), nil
}

// writeListing sends a cacheable body, answering 304 to a matching
// If-None-Match and compressing when the client accepts gzip.
func writeListing(w http.ResponseWriter, r *http.Request, b *body) {
	h := w.Header()
	h["Etag"] = b.etagHdr
	h["Cache-Control"] = hdrCacheControl
	if _, ok := h["Vary"]; ok {
		addVary(h, hdrVaryListing[0]) // after the CORS policy's Origin
	} else {
		h["Vary"] = hdrVaryListing
	}
	if etagMatches(r.Header.Get("If-None-Match"), b.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	writeBody(w, r, b.raw, b.gzipped)
}

// minGzip is the size below which compressing costs more than it saves
// (the common 860-byte threshold: smaller bodies fit one packet anyway).
const minGzip = 860

// writeBody writes a JSON body, gzipped when accepted and worth it.
func writeBody(w http.ResponseWriter, r *http.Request, raw []byte, gz func() []byte) {
	h := w.Header()
	h["Content-Type"] = hdrJSON
	out := raw
	if len(raw) >= minGzip && acceptsGzip(r) {
		if gz == nil {
			gz = func() []byte { return gzipBytes(raw) }
		}
		out = gz()
		h["Content-Encoding"] = hdrGzip
		if v, ok := h["Vary"]; !ok {
			h["Vary"] = hdrVaryEncoding
		} else if !strings.Contains(v[0], "Accept-Encoding") {
			addVary(h, "Accept-Encoding")
		}
	}
	h["Content-Length"] = []string{strconv.Itoa(len(out))}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(out)
	}
}

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed); return w }}

func gzipBytes(raw []byte) []byte {
	var buf bytes.Buffer
	zw := gzipPool.Get().(*gzip.Writer)
	zw.Reset(&buf)
	zw.Write(raw)
	zw.Close()
	gzipPool.Put(zw)
	return buf.Bytes()
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		if !strings.EqualFold(name, "gzip") && name != "*" {
			continue
		}
		q := strings.TrimSpace(params)
		if v, ok := strings.CutPrefix(q, "q="); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil && f == 0 {
				return false
			}
		}
		return true
	}
	return false
}

func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == etag {
			return true
		}
	}
	return false
}
