package rules

// numericTypeNames reports whether s reads as numeric type names run together,
// as a compiled binary's string table holds them
// ("stri8i16i32i64isizeu8u16u32u64usizef32f64", "int8int16uint32float64"):
// three or more runs of digits, each a bit width (8, 16, 32, 64, 128)
// right after a type's letter (i, u, f: i32, u8, f64; t: int16, float32).
// A generated token's digit runs are seldom so: one in ten is a lone 8,
// and fewer still follow one of four letters.
func numericTypeNames(s string) bool {
	runs := 0
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if i == 0 || !typeLetter[s[i-1]] || !bitWidth(s[i:j]) {
			return false
		}
		runs++
		i = j
	}
	return runs >= 3
}

// typeLetter marks the letters a numeric type's name ends with before its
// width.
var typeLetter = [256]bool{'i': true, 'u': true, 'f': true, 't': true, 'I': true, 'U': true, 'F': true, 'T': true}

// bitWidth reports whether d is the width of a numeric type.
func bitWidth(d string) bool {
	switch d {
	case "8", "16", "32", "64", "128":
		return true
	}
	return false
}
