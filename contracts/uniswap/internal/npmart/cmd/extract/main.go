// Command extract copies the published Uniswap artifacts from node_modules
// into contracts/uniswap/artifacts and generates their bindings (run by
// `go generate ./contracts/uniswap`).
//
//	go run ./internal/npmart/cmd/extract -node-modules ../node_modules -artifacts artifacts -bindings bindings
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/switchyard-dev/switchyard/contracts/uniswap/internal/npmart"
)

func main() {
	nodeModules := flag.String("node-modules", "../node_modules", "contracts/node_modules after npm ci --prefix contracts; empty: keep the committed artifacts")
	artifacts := flag.String("artifacts", "artifacts", "directory of <Contract>.json")
	bindings := flag.String("bindings", "bindings", "directory to write bindings/<contract>/<contract>.go into")
	flag.Parse()
	if *nodeModules != "" {
		if err := npmart.Extract(*nodeModules, *artifacts); err != nil {
			fmt.Fprintln(os.Stderr, "extract:", err)
			os.Exit(1)
		}
	}
	if err := npmart.Generate(*artifacts, *bindings); err != nil {
		fmt.Fprintln(os.Stderr, "extract:", err)
		os.Exit(1)
	}
	fmt.Printf("extract: %d contracts into %s and %s\n", len(npmart.Sources), *artifacts, *bindings)
}
