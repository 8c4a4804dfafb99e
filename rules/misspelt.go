package rules

// misspelt reports whether w, in lower case, is the word p ("password",
// "passphrase") with one slip of a typist's fingers, as people write it
// in chat: a letter left out ("pasword", "pssword", "passwrd",
// "passprase"), two neighbours swapped ("passowrd", "apssword") or a
// letter doubled ("passsword"). The word itself and its other spellings
// ("passwd", "passwort") are told apart by exactCredentialWord before; a
// plural ("passwords") is none of these, nor a word cut short ("passwor"
// where a line or a column ends), which the filler of an output cut at a
// width writes more often than a typist. It compares from the first byte
// where w and p differ, after refusing most words by their length
// and first letter.
func misspelt(w []byte, p string) bool {
	if len(w) < len(p)-1 || len(w) > len(p)+1 || w[0] != p[0] && w[0] != p[1] {
		return false
	}
	i := 0
	for i < len(w) && i < len(p) && w[i] == p[i] {
		i++
	}
	switch len(w) {
	case len(p) - 1: // a letter left out, but the last
		return i < len(w) && string(w[i:]) == p[i+1:]
	case len(p): // neighbours swapped
		return i < len(p)-1 && w[i] == p[i+1] && w[i+1] == p[i] && string(w[i+2:]) == p[i+2:]
	}
	return i > 0 && w[i] == p[i-1] && string(w[i+1:]) == p[i:] // a letter doubled
}
