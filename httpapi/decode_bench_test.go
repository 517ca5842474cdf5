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
