package catalog

//go:generate go run ./internal/gen -data ../../shared/data -out catalog.json
