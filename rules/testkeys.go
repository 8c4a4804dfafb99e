package rules

import "strings"

// devChainKeys are the first 16 hex digits of the private keys of the 20
// accounts that Hardhat Network and Anvil fund by default, derived from
// their test mnemonic ("test test … junk") at m/44'/60'/0'/0/i: both
// tools print them on every start under a warning that they are publicly
// known, and their docs and tutorials paste them. They are test values,
// not credentials; sixteen digits tell them from a real key, which shares
// them once in 2^64.
var devChainKeys = newWordSet(
	"ac0974bec39a17e3", "59c6995e998f97a5", "5de4111afa1a4b94", "7c852118294e51e6", "47e179ec19748859",
	"8b3a350cf5c34c91", "92db14e403b83dfe", "4bbbf85ce3377467", "dbda1821b80551c9", "2a871d0798f97d79",
	"f214f2b2cd398c80", "701b615bbdfb9de6", "a267530f49f82802", "47c99abed3324a27", "c526ee95bf44d8fc",
	"8166f546bab6da52", "ea6c44ac03bff858", "689af8efa8c651a9", "de9be858da4a4752", "df57089febbacf7b")

// devChainKey reports whether v, with or without 0x, is the private key
// of one of the default accounts of Hardhat and Anvil (see devChainKeys).
func devChainKey(v string) bool {
	if len(v) == 66 && (strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0X")) {
		v = v[2:]
	}
	return len(v) == 64 && devChainKeys.has(v[:16]) && isHex(v)
}
