package httpapi

import "testing"

func BenchmarkDecodeSelectionBody(b *testing.B) {
	body := []byte(`{"fields":["symbol","address","decimals"]}`)
	b.ReportAllocs()
	for b.Loop() {
		obj, err := decodeObject(body, "fields")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := obj.stringList("fields"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFastSelectionBody(b *testing.B) {
	body := []byte(`{"fields":["symbol","address","decimals"]}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := fastStringLists(body, "fields"); !ok {
			b.Fatal("fast path refused the common body")
		}
	}
}

// BenchmarkDecodeRouteRequest decodes the body the route benchmark sends.
func BenchmarkDecodeRouteRequest(b *testing.B) {
	body := []byte(`{"fromChain":"900012","fromToken":"0x8501b52C08122D87955aAA3D3AaC30c1eE91E63A","fromAmount":"3397421926374913",` +
		`"fromAddress":"0x000000000000000000000000000000000000a11c","toChain":"900010","toToken":"0x91823F8d7993fa1d8D50Eb8af68d1CF6bA06F213",` +
		`"toAddress":"0x000000000000000000000000000000000000a11c","quoteOnly":true}`)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeRouteRequest(body); err != nil {
			b.Fatal(err)
		}
	}
}
