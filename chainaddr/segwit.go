package chainaddr

import "strings"

// SegwitProgram returns the witness version and program of a segwit
// Bitcoin address valid under o (bc1… live, bcrt1… on the devnet), for
// callers that put the program on another chain (an intents order's
// recipient). Legacy addresses have no program and are refused.
func (o Options) SegwitProgram(addr string) (version byte, program []byte, err error) {
	norm, err := o.Normalize("bitcoin", "", addr)
	if err != nil {
		return 0, nil, err
	}
	if !strings.HasPrefix(norm, btcMainnetHRP+"1") && !strings.HasPrefix(norm, btcRegtestHRP+"1") {
		return 0, nil, reject("bitcoin", addr, "is a legacy address: want a segwit address")
	}
	_, data, _, err := bech32Decode(norm, segwitMaxLen)
	if err != nil {
		return 0, nil, reject("bitcoin", addr, "%v", err)
	}
	program, err = bech32Bytes(data[1:])
	if err != nil {
		return 0, nil, reject("bitcoin", addr, "%v", err)
	}
	return data[0], program, nil
}
