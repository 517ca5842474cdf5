package proc

import (
	"go/parser"
	"go/token"
	"testing"
)

func TestPprofFileParsesAsPackageMain(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "zz_bench_pprof.go", pprofFile, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	if f.Name.Name != "main" {
		t.Fatalf("package %s", f.Name.Name)
	}
}

func TestPprofLine(t *testing.T) {
	for line, want := range map[string]string{
		"bench-pprof: http://127.0.0.1:40123":                   "http://127.0.0.1:40123",
		"bench-pprof: http://10.0.0.1:40123":                    "",
		"switchyard dev listening on http://127.0.0.1:8080 (…)": "",
	} {
		got := ""
		if m := PprofLine.FindStringSubmatch(line); m != nil {
			got = m[1]
		}
		if got != want {
			t.Errorf("%q: %q, want %q", line, got, want)
		}
	}
}
