package rules

import "strings"

// This file reads the values that chat writes after a label in ways a
// config file does not: on the line after the label alone, as a form is
// copied, and after a copula and a qualifier of the value.

// Bounds of labelledLine: the length of the value alone on its line.
const minLabelled, maxLabelled = 6, 64

// labelledLine returns where the value starts that a label ending its
// line with a colon gives on the next line at the same, zero,
// indentation, as a form or a password manager's entry is copied into a
// chat ("Username:\nadmin\nPassword:\nv"), or p, the label line's end.
// YAML would read such a line as no value of the key, so no file that
// parses writes one. The value must be alone on its line, one token of
// minLabelled to maxLabelled bytes with a character beyond letters (a
// word alone on the next line is prose or a heading) that opens no
// list, comment, markup, template or reference, and no label itself, nor
// the prompt a terminal prints once the unechoed password is typed
// ("Password:\ncore-sw1>", see promptAfterLogin).
func labelledLine(text string, p int) int {
	c := skipSpacesBack(text, p)
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	if c == 0 || text[c-1] != ':' || text[ls] == ' ' || text[ls] == '\t' {
		return p
	}
	q := p
	if q < len(text) && text[q] == '\r' {
		q++
	}
	if q+1 >= len(text) || text[q] != '\n' || strings.IndexByte("-#`*>|<[{$%/ \t\r\n", text[q+1]) >= 0 {
		return p
	}
	q++
	t := q
	for t < len(text) && t-q <= maxLabelled && text[t] != ' ' && text[t] != '\t' && text[t] != '\n' && text[t] != '\r' {
		t++
	}
	if t-q < minLabelled || t-q > maxLabelled || !lineEnds(text, t) || text[t-1] == ':' || lettersOnly(text[q:t]) || promptAfterLogin(text[q:t]) {
		return p
	}
	return q
}

// fencedBelow returns the bounds of the value that a label ending its
// line with a colon gives in chat's code mark-up below it, past a blank
// line or none: the one line of a fenced block ("password:\n```\nv\n```",
// the fence may name a language) or inline code alone on its line
// ("token:\n`v`"); or -1, -1. The block's line must be one token: a
// command shown below a label ("API key:\n```\ncurl -H ...\n```") is none.
func fencedBelow(text string, p int) (int, int) {
	c := skipSpacesBack(text, p)
	if c == 0 || text[c-1] != ':' {
		return -1, -1
	}
	q := lineAfter(text, p)
	if q > 0 && lineEndOf(text, q) == q {
		q = lineAfter(text, q) // a blank line
	}
	if q < 0 || text[q] != '`' {
		return -1, -1 // most values below a label: a look at one byte
	}
	le := lineEndOf(text, q)
	if !strings.HasPrefix(text[q:le], "```") {
		if e := strings.IndexByte(text[q+1:le], '`'); e > 0 && q+1+e == le-1 {
			return q + 1, le - 1 // token:\n`v`
		}
		return -1, -1
	}
	if !lettersOnly(text[q+3 : le]) {
		return -1, -1 // a fence names a language, if anything
	}
	vs := lineAfter(text, q)
	if vs < 0 {
		return -1, -1
	}
	ve := lineEndOf(text, vs)
	if n := lineAfter(text, vs); ve == vs || n < 0 || !strings.HasPrefix(text[n:], "```") || strings.ContainsAny(text[vs:ve], " \t") {
		return -1, -1 // one token alone on one line, then the closing fence: a command is no value
	}
	return vs, ve
}

// maxAsked bounds the bytes of the phrase answerBelow reads after a name
// to its line's end.
const maxAsked = 80

// answerBelow returns where the value starts that the next line answers
// with, a name's line having asked for it or said what it is for
// ("whats the wifi password?", "password for the printer admin page"),
// as people answer one another in a chat, each line opened by who wrote
// it ("Sam: ", "[10:33] Ana: ") and the words that lead an answer in
// ("it's "); or -1. The phrase from text[p] to its line's end is short
// and the answer the next line's only word, six bytes or more that look
// generated or mix letters, digits and a password's symbol (see
// lastWord), and no user at a host ("root@web01"): a sentence on the
// next line is talk, not a password. A phrase whose copula gives a value
// on the line ("the password is v") answers itself: what the next line
// holds (a keystore's JSON below "the password is v") is another matter;
// a question's copula asks ("What is it?", "the password is the one you
// gave?"), and the next line answers it.
func answerBelow(text string, p int) int {
	nl := strings.IndexByte(text[p:min(len(text), p+maxAsked)], '\n')
	if nl < 0 {
		return -1
	}
	ls := p + nl + 1
	asked := askedMark(text[p : p+nl])
	ls = blankTurnEnd(text, ls, asked) // "What is it?\n\nv", "assistant: the passphrase?\nme:\nv", "agent: I need the DB password.\nme:\nv"; a title's gap is no turn's ("Fix the secret job\n\nChange-Id: v")
	se := speakerEnd(text, ls)
	q := leadIn(text, se) // "Sam: it's v"
	ok := q < len(text) && lastWord(text, q)
	if q < len(text) && !ok && (asked || chatRoles.prefixOf(text[ls:min(len(text), ls+12)]) != "") {
		if v := shortAnswerValue(text, q); v >= 0 {
			q, ok = v, true // "me: ok: v", "me: mine is v", "should be v i think" below a question
		} else if asked {
			if n := leadLineBelow(text, q); n > 0 && lastWord(text, n) {
				q, ok = n, true // "AI: the admin password?\nme: from bitwarden\nv": the turn goes on below its lead
			}
		}
	}
	if !ok || copulaGives(text, p, p+nl) && !asked {
		return -1 // most next lines hold no one word: asked first, before the phrase's copula (a question's asks: "What is it?")
	}
	e := q
	for e < len(text) && text[e] != '\n' && text[e] != '\r' {
		e++
	}
	if userAtHostWord(text[q:e]) {
		return -1 // a user at a host
	}
	return q
}

// maxShortAnswer and maxShortAnswerWords bound the answer line whose
// one value shortAnswerValue gives.
const (
	maxShortAnswer      = 64
	maxShortAnswerWords = 6
)

// shortAnswerValue returns where the value starts in the line at text[q:],
// if the line is a short answer, a few words of which one, of six bytes or
// more and not letters alone, is shaped as an answer is (see
// answerShaped): "ok: v", "here you go: v", "mine is v", "I set it to v",
// "should be v i think", "v (the default was changed)"; or -1. The
// caller asks only of a turn that a chat's role opens ("me: ") or that
// answers a question: a record's next field ("id: v" below a title, "Error:
// v" below a log line) is no answer. A
// line of two such words is a record or a list, not one answer.
func shortAnswerValue(text string, q int) int {
	end := min(len(text), q+maxShortAnswer+1)
	e := q
	for e < end && text[e] != '\n' && text[e] != '\r' {
		e++
	}
	if e-q > maxShortAnswer || strings.Count(text[q:e], " ")+1 > maxShortAnswerWords {
		return -1 // a long line is talk
	}
	v := -1
	for ws := q; ws < e; {
		we := ws
		for we < e && text[we] != ' ' && text[we] != '\t' {
			we++
		}
		w := strings.TrimRight(text[ws:we], ".,!:")
		if len(w) >= 6 && !lettersOnly(w) && answerShaped(w) {
			if v >= 0 {
				return -1
			}
			v = ws
		}
		ws = we + 1
	}
	return v
}

// maxLeadWords bounds the words of the lead that leadLineBelow passes.
const maxLeadWords = 4

// leadLineBelow returns where the next line starts, if the turn's text at
// text[q:] is a lead of an answer that goes on below it, a few words with
// no value of their own ("from bitwarden", "one sec", "here ya go:"), and
// the next line is opened by no writer (see speakerEnd): an answer pasted
// below the words that bring it; or -1.
func leadLineBelow(text string, q int) int {
	e := lineEndWithin(text, maxShortAnswer+1, q)
	if e-q > maxShortAnswer || strings.Count(text[q:e], " ")+1 > maxLeadWords {
		return -1
	}
	n := lineAfter(text, e)
	if n < 0 || speakerEnd(text, n) != n {
		return -1
	}
	return n
}

// askedMark reports whether line, past its trailing blanks, ends with a
// question's mark.
func askedMark(line string) bool {
	i := len(line) - 1
	for i >= 0 && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
		i--
	}
	return i >= 0 && line[i] == '?'
}

// userAtHostWord reports whether w is a user at a host, as a shell's prompt
// or ssh's argument names one ("root@web01"): a user in lower case, '@'
// and a host's name (see hostShaped).
func userAtHostWord(w string) bool {
	at := strings.IndexByte(w, '@')
	return at > 0 && strings.ToLower(w[:at]) == w[:at] && lettersOnly(strings.Trim(w[:at], "._-")) && hostShaped(w[at+1:], false)
}

// copulaGives reports whether a copula (see copulas) opens a word of
// text[p:e] and a word follows it there: "is v", "was v".
func copulaGives(text string, p, e int) bool {
	for i := p; i < e; i++ {
		if i > p && text[i-1] != ' ' {
			continue
		}
		if w := copulas.prefixOf(text[i:e]); w != "" && i+len(w) < e && text[i+len(w)] != ' ' && text[i+len(w)] != '\r' {
			return true
		}
	}
	return false
}

// speakerEnd returns where a chat line's text starts at text[ls:], past
// its time ("[10:33] "), a quote's marks ("> ") and its writer's name and
// colon ("Ana: ", "Sam Lee: ", or a role of a chat with an agent in any
// case: "me: ", "user: ", "assistant: "), or ls.
func speakerEnd(text string, ls int) int {
	q := ls
	if q < len(text) && text[q] == '[' {
		if c := strings.IndexByte(text[q:min(len(text), q+24)], ']'); c > 0 && q+c+1 < len(text) && text[q+c+1] == ' ' {
			q += c + 2
		}
	}
	for q+1 < len(text) && text[q] == '>' && (text[q+1] == ' ' || text[q+1] == '>') {
		q++ // "> v", ">> v": a quoted turn
		if text[q] == ' ' {
			q++
			break
		}
	}
	if w := chatRoles.prefixOf(text[q:min(len(text), q+12)]); w != "" && q+len(w) < len(text) && text[q+len(w)] == ' ' {
		return q + len(w) + 1
	}
	for words, w := 0, q; words < 2 && w < len(text) && 'A' <= text[w] && text[w] <= 'Z'; words++ {
		e := w + 1
		for e < len(text) && e < w+24 && (isLetter(text[e]) || text[e] == '.' || text[e] == '-') {
			e++
		}
		if e+1 < len(text) && text[e] == ':' && text[e+1] == ' ' {
			return e + 2
		}
		if e >= len(text) || text[e] != ' ' {
			break
		}
		w = e + 1
	}
	return q
}

// chatRoles are the writers' roles of a chat with an agent, and their
// colon, that open its turns as people paste them, in any case.
var chatRoles = newWordStarts("me:", "you:", "user:", "assistant:", "ai:", "agent:", "human:", "bot:")

// blankTurnEnd returns where the line after the one at text[ls:] starts,
// if that line holds only a writer's role ("me:"), as a turn's text is
// pasted on the line below its role, or, if blank is set (below a
// question), if it is blank, as an answer is pasted a line apart from its
// question; or ls.
func blankTurnEnd(text string, ls int, blank bool) int {
	e := ls
	if w := chatRoles.prefixOf(text[ls:min(len(text), ls+12)]); w != "" {
		e += len(w)
	} else if !blank {
		return ls // most lines below a name: a look at a byte
	}
	for e < len(text) && (text[e] == ' ' || text[e] == '\t' || text[e] == '\r') {
		e++
	}
	if e < len(text) && text[e] == '\n' {
		return e + 1
	}
	return ls
}

// promptAfterLogin reports whether s reads as the prompt of a shell or a
// network device's CLI: [user@]host[:path][(mode)] and one of > # $ %,
// the host's letters of one case ("core-sw1>", "FW-EDGE#",
// "router1(config)#", "root@web01:~#"). A password of that shape whose
// letters mix cases ("Kq7vLm2x9#") stays a password.
func promptAfterLogin(s string) bool {
	if len(s) < 2 || strings.IndexByte(">#$%", s[len(s)-1]) < 0 {
		return false
	}
	s = s[:len(s)-1]
	if i := strings.IndexByte(s, '('); i >= 0 {
		if !strings.HasSuffix(s, ")") || !hostShaped(s[i+1:len(s)-1], true) {
			return false
		}
		s = s[:i]
	}
	if i := strings.IndexByte(s, ':'); i >= 0 {
		path := s[i+1:]
		if path == "" || strings.Trim(path, promptPath) != "" {
			return false
		}
		s = s[:i]
	}
	user, host, ok := strings.Cut(s, "@")
	if !ok {
		host = user
	} else if !hostShaped(user, true) {
		return false
	}
	return hostShaped(host, false)
}

// promptPath are the bytes of a prompt's working directory.
const promptPath = "~/._-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// hostShaped reports whether s is a host's or a mode's name: a letter,
// then letters, digits, dots, dashes and underscores, its letters of one
// case (or lower case only if lower).
func hostShaped(s string, lower bool) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	var lo, up bool
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z':
			lo = true
		case 'A' <= c && c <= 'Z':
			up = true
		case isDigit(c) || c == '.' || c == '-' || c == '_':
		default:
			return false
		}
	}
	return !(lo && up) && !(lower && up)
}

// maxQualifier bounds the words of qualifierEnd.
const maxQualifier = 5

// qualifierEnd returns where the value starts after a qualifier of at
// most maxQualifier words in lower case, none a conjunction, and a colon that a copula's
// blank at text[p] is followed by ("the password is all lowercase: v",
// "the new key is as follows: v", "is printed on the label: v"), or p.
func qualifierEnd(text string, p int) int {
	q := p
	for words := 0; words < maxQualifier; words++ {
		e := q
		for e < len(text) && e < q+16 && 'a' <= text[e] && text[e] <= 'z' {
			e++
		}
		if e == q || e+1 >= len(text) {
			return p
		}
		if text[e] == ':' && text[e+1] == ' ' {
			return e + 2
		}
		if text[e] != ' ' || conjunctions.has(text[q:e]) {
			return p // "credential by ticket but token session: v": another clause's label
		}
		q = e + 1
	}
	return p
}
