package rules

import (
	"encoding/base64"
	"strings"
)

// validDiscord accepts a Discord bot token standing alone,
// text[start:end]: three base64url parts joined by dots, the first of
// which is the base64 of the bot's numeric user id (17 to 20 digits), as
// the token's format has it. Nothing names such a token where a person
// pastes it bare; the decoded id is what tells it from other dotted
// tokens.
func validDiscord(text string, start, end int) bool {
	id, _, ok := strings.Cut(text[start:end], ".")
	if !ok || len(id) > 28 {
		return false
	}
	var buf [21]byte
	n, err := base64.RawURLEncoding.Decode(buf[:], []byte(id))
	if err != nil || n < 17 || n > 20 {
		return false
	}
	for _, c := range buf[:n] {
		if !isDigit(c) {
			return false
		}
	}
	return buf[0] != '0'
}
