package uniswap

//go:generate go run ./internal/npmart/cmd/extract -node-modules ../node_modules -artifacts artifacts -bindings bindings
