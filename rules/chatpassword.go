package rules

import "strings"

// minChatPassword bounds the bytes of a password chatPassword takes.
const minChatPassword = 8

// validChatPassword accepts the word text[start:end] that chat gives
// after "it's", "it is" or "set it to" with no credential word before it
// (chat-given-password) when it is shaped as a password (see
// chatPassword) and the secret-value model takes it for one.
func validChatPassword(text string, start, end int) bool {
	return chatPassword(text[start:end]) && validPassword(text, start, end)
}

// chatPassword reports whether w is shaped as a password people write,
// which no name gives in chat: eight bytes or more mixing letters (four
// or more), digits and a password's symbol inside it (see
// passwordShaped), a '!' or '?' at its end being a sentence's ("it's
// Python3.11!"); and neither a path, a mail address, a user at a host
// (see userAtHostWord), an issue's number ("JIRA#12345") nor an
// assignment ("it is X_API_KEY=v": the name's own context gives its
// value, and the name stays readable).
func chatPassword(w string) bool {
	core := strings.TrimRight(w, "!?") // a sentence's marks are no bytes of the password
	if len(core) < minChatPassword || strings.ContainsAny(w, "/\\") || mailShaped(w) || userAtHostWord(w) {
		return false
	}
	if !passwordShaped(core) || chatLetters(core) < 4 {
		return false
	}
	if eq := identEnd(core, 0); eq >= 2 && eq < len(core) && core[eq] == '=' && isLetter(core[0]) {
		return false // an assignment
	}
	if h := strings.LastIndexByte(core, '#'); h >= 0 && strings.Trim(core[h+1:], "0123456789") == "" && lettersOnly(core[:h]) {
		return false // an issue's number
	}
	return true
}

// chatLetters counts the ASCII letters in s.
func chatLetters(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isLetter(s[i]) {
			n++
		}
	}
	return n
}

// validChatTurnPassword accepts the word text[start:end] that a person's
// turn of a chat gives with no name and no question (chat-turn-password):
// the turn opens its line with a chat's role ("me: ", see chatRoles), is
// a short answer whose one value is this word, past a correction's '*' or
// a quote (see shortAnswerValue), and the word is a password as
// validChatPassword takes one. A name on the line is no turn's ("name:
// v"), nor is a long turn of talk.
func validChatTurnPassword(text string, start, end int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	w := chatRoles.prefixOf(text[ls:min(len(text), ls+12)])
	if w == "" {
		return false
	}
	v := shortAnswerValue(text, skipSpaces(text, ls+len(w)))
	return v >= 0 && v <= start && strings.Trim(text[v:start], "*\"'`‘“") == "" && validChatPassword(text, start, end)
}
