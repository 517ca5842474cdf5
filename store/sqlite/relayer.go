package sqlite

// relayerSchema was the devnet relayer's tables. They moved to the
// devnet's own state file (devnet/state), which imports them once from a
// data dir of an earlier version; the migration entry stays, as a no-op,
// because data dirs count migrations by position.
const relayerSchema = `SELECT 1`

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
