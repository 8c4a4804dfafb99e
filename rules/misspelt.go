package rules

// misspeltPassword reports whether w, in lower case, is "password" with
// one slip of a typist's fingers, as people write it in chat: a letter
// left out ("pasword", "pssword", "passwrd"), two neighbours swapped
// ("passowrd", "apssword") or a letter doubled ("passsword"). The word
// itself and its other spellings ("passwd", "passwort") are told apart by
// exactCredentialWord before; a plural ("passwords") is none of these,
// nor a word cut short ("passwor" where a line or a column ends), which
// the filler of an output cut at a width writes more often than a typist.
func misspeltPassword(w []byte) bool {
	const p = "password"
	s := string(w) // no copy: compared only
	switch len(s) {
	case len(p) - 1: // a letter left out, but the last: "passwor" is a word cut short
		for i := range len(p) - 1 {
			if s[:i] == p[:i] && s[i:] == p[i+1:] {
				return true
			}
		}
	case len(p): // neighbours swapped
		for i := range len(p) - 1 {
			if s[:i] == p[:i] && s[i] == p[i+1] && s[i+1] == p[i] && s[i+2:] == p[i+2:] && p[i] != p[i+1] {
				return true
			}
		}
	case len(p) + 1: // a letter doubled
		for i := range len(p) {
			if s[:i+1] == p[:i+1] && s[i+1:] == p[i:] {
				return true
			}
		}
	}
	return false
}
