package transcript

// UUIDShaped reports whether s has the 8-4-4-4-12 hex shape of a UUID,
// the shape of the session ids the formats name files by.
func UUIDShaped[T string | []byte](s T) bool {
	if len(s) != 36 {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if c != '-' {
				return false
			}
		} else if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}
