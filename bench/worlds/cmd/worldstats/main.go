// Command worldstats generates the benchmark worlds (bench/worlds) and
// prints, for each size, its Stats, the generation time and the heap the
// world holds.
//
//	go run ./bench/worlds/cmd/worldstats                 # every size
//	go run ./bench/worlds/cmd/worldstats -size realistic -seed 7
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/switchyard-dev/switchyard/bench/worlds"
)

func main() {
	size := flag.String("size", "", "ci, realistic or stress (default: every size)")
	seed := flag.Uint64("seed", 1, "world seed")
	flag.Parse()
	sizes := worlds.Sizes()
	if *size != "" {
		s, err := worlds.ParseSize(*size)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		sizes = []worlds.Size{s}
	}
	for _, s := range sizes {
		if err := report(s, *seed); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", s, err)
			os.Exit(1)
		}
	}
}

func report(s worlds.Size, seed uint64) error {
	p := worlds.ParamsFor(s)
	p.Seed = seed
	before := heapInUse()
	start := time.Now()
	w, err := worlds.Generate(p)
	if err != nil {
		return err
	}
	elapsed := time.Since(start)
	world := heapInUse() - before
	catalog := len(w.CatalogJSON)
	w.CatalogJSON = nil // what a benchmark keeps once the catalog file is written
	withoutCatalog := heapInUse() - before
	fmt.Printf("%s (seed %d): generated in %v; heap in use %.1f MB (%.1f MB without the %.1f MB catalog file)\n  %v\n",
		s, seed, elapsed.Round(time.Millisecond), mb(world), mb(withoutCatalog), mb(uint64(catalog)), w.Stats)
	runtime.KeepAlive(w)
	return nil
}

// heapInUse is the live heap after a full collection.
func heapInUse() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }
