// Command bindgen regenerates contracts/bindings from contracts/artifacts
// (run by `go generate ./contracts`, after compile.js).
//
//	go run ./internal/bindgen/cmd/bindgen -artifacts artifacts -out bindings
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/switchyard-dev/switchyard/contracts/internal/bindgen"
)

func main() {
	artifacts := flag.String("artifacts", "artifacts", "directory with <Contract>.abi and <Contract>.bin")
	out := flag.String("out", "bindings", "directory to write the Go bindings into")
	flag.Parse()
	files, err := bindgen.Generate(*artifacts, *out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bindgen:", err)
		os.Exit(1)
	}
	fmt.Printf("bindgen: wrote %d bindings into %s\n", len(files), *out)
}
