package rules

// Typed values. Network devices write a secret's encoding between its
// name and its value: Cisco's type digit ("password 0 v", "key 7 v",
// "enable secret 5 v"), a key's id and its algorithm ("message-digest-key
// 1 md5 v", "ntp authentication-key 1 md5 v"), an encoding word and a
// type ("wpa-psk ascii 0 v"), or TACACS+'s cleartext ("login = cleartext
// "v""), or a registry value's type. The value is the word after them, and the marker says it is a
// stored secret, so a key word names a password there as a password word
// does.

// typedValueStart returns where the value starts after the markers of its
// encoding at text[p:] (past blanks): an optional key id of up to three
// digits before an encoding word, the word, and an optional type digit
// after it; or a type digit alone. It returns -1 when none stands there
// or no value follows them on the line.
func typedValueStart(text string, p int) int {
	q := skipSpaces(text, p)
	if d := digitsEnd(text, q, 3); d > q && d < len(text) && text[d] == ' ' {
		if w := encodingWords.prefixOf(text[skipSpaces(text, d):]); w != "" {
			q = skipSpaces(text, d) // 1 md5 v: the key's id, then its algorithm
		} else if d > q+1 {
			return -1
		} else {
			return valueOnLine(text, d) // 0 v, 7 v: a type digit
		}
	}
	w := encodingWords.prefixOf(text[q:])
	if w == "" {
		return -1
	}
	q += len(w)
	if d := digitsEnd(text, skipSpaces(text, q), 1); d > skipSpaces(text, q) && d < len(text) && text[d] == ' ' {
		q = d // ascii 0 v
	}
	return valueOnLine(text, q)
}

// digitsEnd returns the end of the run of at most n ASCII digits at
// text[q:], or q.
func digitsEnd(text string, q, n int) int {
	d := q
	for d < len(text) && d-q < n && text[d] >= '0' && text[d] <= '9' {
		d++
	}
	if d < len(text) && text[d] >= '0' && text[d] <= '9' {
		return q // a longer number: a count or a port, no marker
	}
	return d
}

// valueOnLine returns where the value starts after the blanks at text[q:],
// or -1 if the line ends first.
func valueOnLine(text string, q int) int {
	v := skipSpaces(text, q)
	if v >= len(text) || text[v] == '\n' || text[v] == '\r' {
		return -1
	}
	return v
}

// encodingWords are the words that say how a device stores a secret,
// each with the blank after it. FortiOS writes its reversible encryption
// as "set passwd ENC v", ArubaOS-CX as "password ciphertext v", Huawei
// and H3C as "password cipher v".
// Windows' registry writes a value's type there too: reg query prints
// "DefaultPassword    REG_SZ    v", reg add takes "/v DefaultPassword /t
// REG_SZ /d v" or "/d v" alone.
var encodingWords = newWordStarts("md5 ", "sha ", "sha1 ", "sha256 ", "ascii ", "ascii-text ", "hex ", "cleartext ", "plaintext ",
	"enc ", "cipher ", "ciphertext ", "reg_sz ", "reg_expand_sz ", "reg_multi_sz ", "/t reg_sz /d ", "/t reg_expand_sz /d ", "/d ")

// typedLogin returns the bounds of the password that an encoding marker
// gives to the login word ending at text[ke] after an assignment
// (TACACS+'s "login = cleartext "v""), if the model
// takes it, or -1, -1.
func typedLogin(text string, ke int) (int, int) {
	if o := skipSpaces(text, ke); o >= len(text) || text[o] != '=' && text[o] != ':' {
		return -1, -1 // most login words: prose, "login with ..."
	}
	p, _, ok := operator(text, ke, false)
	if !ok {
		return -1, -1
	}
	q := typedValueStart(text, p)
	if q < 0 {
		return -1, -1
	}
	vs, ve, quoted := value(text, q, false, false)
	if vs >= ve || !credentialValue(text[vs:ve], namedPassword, valueShape{quoted: quoted}) {
		return -1, -1
	}
	return vs, ve
}
