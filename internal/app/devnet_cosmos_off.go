//go:build nodevnet

package app

import (
	"github.com/switchyard-dev/switchyard/catalog"
	"github.com/switchyard-dev/switchyard/route"
	"github.com/switchyard-dev/switchyard/status"
)

// This build runs no Cosmos chains.

func (*runningDevnet) withCosmos(cat *catalog.Catalog) (*catalog.Catalog, error) { return cat, nil }
func (*runningDevnet) cosmosRoutes() (route.CosmosNetwork, error)                { return nil, nil }
func (*runningDevnet) cosmosReader(*catalog.Catalog) (status.CosmosReader, error) {
	return nil, nil
}

func cosmosHandOff(*DevnetSettings) []string       { return nil }
func (*runningDevnet) startHubBridge(string) error { return nil }
