package rules

import "strings"

// validLicence accepts a key written for reading off a sticker or a mail
// in dash-separated groups (see the licence-key rule): three groups or
// more, all of one length but the last, which may be shorter, holding two
// digits or more, and sixteen or more if it is digits only (a BitLocker
// recovery key; "2024-0001-0002" is a date and a count), not half a run
// of steps ("ABCD-EFGH-IJKL"). Groups of capitals are not read as words:
// a licence key's groups spell acronyms ("LFXP-BAB8-ZRTM") as often as a
// password's letters spell words. A first group of two or three that is
// shorter than the next is the product's or edition's tag ("E3-" and
// "SC-" before a Unity serial's five groups): the groups after it are
// read as the key.
func validLicence(text string, start, end int) bool {
	s := text[start:end]
	if i := strings.IndexByte(s, '-'); i == 2 || i == 3 {
		if j := strings.IndexByte(s[i+1:], '-'); j > i {
			s = s[i+1:]
		}
	}
	groups, size, cur, digits := 0, 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '-' {
			if isDigit(s[i]) {
				digits++
			}
			cur++
			continue
		}
		switch {
		case groups == 0:
			size = cur
		case i < len(s) && cur != size || cur > size:
			return false
		}
		groups, cur = groups+1, 0
	}
	if groups < 3 || digits < 2 || digits == len(s)-groups+1 && digits < 16 {
		return false
	}
	return sequential(s)*2 < len(s)
}
