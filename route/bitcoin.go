package route

// BitcoinOrderChainID is the Bitcoin chain's number in intents orders
// (toChainId): the settlement contract takes a uint256 chain id and Bitcoin
// has no EIP-155 id, so orders use its P2P port, as the solver's
// Config.Bitcoin.ChainID does.
const BitcoinOrderChainID = 8333
