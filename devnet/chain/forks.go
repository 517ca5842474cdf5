package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/params"
)

// mainnetRules is the chain configuration of a devnet chain: the forks
// go-ethereum's mainnet chain spec (params.MainnetChainConfig) activates,
// up to Osaka and its blob-parameter forks with mainnet's blob schedule,
// all from genesis and under the devnet chain's own id. Gas therefore
// costs what it costs on the real networks. go-ethereum's dev-chain
// configuration would not do: it also runs forks no public network runs
// (EIP-8037 state gas made an approve cost ~135k gas instead of ~46k).
//
// What is left out of the mainnet spec is what only makes sense for its
// history: the DAO fork's irregular state change and the ethash
// configuration (a devnet is proof-of-stake from its first block), and the
// beacon deposit contract (none is deployed). TestForksAreMainnets
// compares the rules with the mainnet spec's latest fork, so a
// go-ethereum upgrade that schedules a new mainnet fork fails it until the
// fork is added here.
func mainnetRules(chainID uint64) *params.ChainConfig {
	zero := func() *big.Int { return new(big.Int) }
	at := func() *uint64 { t := uint64(0); return &t }
	blobs := *params.MainnetChainConfig.BlobScheduleConfig
	return &params.ChainConfig{
		ChainID:                 new(big.Int).SetUint64(chainID),
		HomesteadBlock:          zero(),
		EIP150Block:             zero(),
		EIP155Block:             zero(),
		EIP158Block:             zero(),
		ByzantiumBlock:          zero(),
		ConstantinopleBlock:     zero(),
		PetersburgBlock:         zero(),
		IstanbulBlock:           zero(),
		MuirGlacierBlock:        zero(),
		BerlinBlock:             zero(),
		LondonBlock:             zero(),
		ArrowGlacierBlock:       zero(),
		GrayGlacierBlock:        zero(),
		TerminalTotalDifficulty: zero(),
		ShanghaiTime:            at(),
		CancunTime:              at(),
		PragueTime:              at(),
		OsakaTime:               at(),
		BPO1Time:                at(),
		BPO2Time:                at(),
		BlobScheduleConfig:      &blobs,
	}
}
