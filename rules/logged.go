package rules

import "strings"

// Logged pairs. A framework's trace of how it resolved a property names
// the property and its value apart in one sentence, each quoted, the
// words key and value before them:
//
//	Found key 'spring.mail.password' in PropertySource 'applicationConfig' with value 'v'
//
// The name is read as any other (it must name a credential), the value
// as a quoted string on the name's line, and judged by the same model.

// maxLoggedGap bounds the bytes between a logged name's closing quote
// and its value's word.
const maxLoggedGap = 200

// loggedValue returns where the quoted value starts that the sentence
// naming the key text[ks:ke] gives it, or -1: the word key and a blank
// before the name's opening quote, then on its line, within maxLoggedGap
// bytes of its closing quote, the word value, a blank and a quote of the
// same kind. The bytes around the name refuse most names at a look.
func loggedValue(text string, ks, ke int) int {
	if ks < len("key '") || ke == len(text) {
		return -1
	}
	q := text[ks-1]
	if q != '\'' && q != '"' || text[ke] != q || text[ks-2] != ' ' {
		return -1 // most names are not quoted after a blank
	}
	w := ks - len("key '")
	if !strings.EqualFold(text[w:ks-2], "key") || w > 0 && isNameByte(text[w-1]) {
		return -1
	}
	rest := text[ke+1 : min(len(text), ke+1+maxLoggedGap)]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl]
	}
	v := strings.Index(rest, " value "+string(q))
	if v < 0 {
		return -1 // "with value of type String": the type alone
	}
	return ke + 1 + v + len(" value ")
}
