package ledger

// base58Len returns the length in bytes of s decoded with the Bitcoin
// base58 alphabet (Solana signatures, Sui digests), or -1 if s is not
// base58. Only the length matters to the readers: the endpoint is given the
// id as the caller wrote it.
func base58Len(s string) int {
	const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	if s == "" || len(s) > 128 {
		return -1
	}
	var index [256]int8
	for i := range index {
		index[i] = -1
	}
	for i := 0; i < len(alphabet); i++ {
		index[alphabet[i]] = int8(i)
	}
	zeros := 0
	for zeros < len(s) && s[zeros] == '1' {
		zeros++
	}
	// Big-endian base-256 accumulator, grown as digits come in.
	var out []byte
	for i := 0; i < len(s); i++ {
		d := index[s[i]]
		if d < 0 {
			return -1
		}
		carry := int(d)
		for j := len(out) - 1; j >= 0; j-- {
			carry += int(out[j]) * 58
			out[j] = byte(carry)
			carry >>= 8
		}
		for carry > 0 {
			out = append([]byte{byte(carry)}, out...)
			carry >>= 8
		}
	}
	return zeros + len(out)
}
