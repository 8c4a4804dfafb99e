package rules

import "strings"

// Sibling attributes. An entry whose key attribute names a credential
// may write other attributes between it and its value attribute, as
// az storage account keys list and aws ssm get-parameter print them:
//
//	{"keyName": "key1",                    {"Name": "/app/db/password",
//	 "permissions": "FULL",                 "Type": "SecureString",
//	 "value": "v"}                          "Value": "v"}
//
// pretty-printed, one attribute a line, each indented as the key's, or
// on one line, each after a comma. At most maxSiblings attributes are
// read past, each a scalar: a nested entry or list ends the entry's
// attributes the key's line can reach. A credential's name may also open
// the entry itself, whose value attribute gives its value, as terraform
// output -json and Spring Boot's /actuator/env print a named value (see
// nestedValue):
//
//	"db_password": {                       "spring.mail.password": {
//	  "sensitive": true,                     "value": "v"
//	  "type": "string",                    }
//	  "value": "v"
//	}

// The value attribute may also open the entry, on the key attribute's
// line before it, as 1Password's 1pux export writes a login's fields
// (see leadingValueKeyEnd):
//
//	{"value": "v", "id": "", "name": "password", "fieldType": "P"}

// maxSiblings bounds the attributes read past between a key attribute
// and its entry's value attribute.
const maxSiblings = 3

// siblingValueKeyEnd reads a value attribute (see valueKeyEnd) among the
// sibling attributes from text[q], the first of them: on the lines below
// when text[nl] ends the key attribute's line (see linedValueKeyEnd), on
// its line when nl is -1 (see inlineValueKeyEnd). It returns where the
// value starts and the value attribute's operator, or -1.
func siblingValueKeyEnd(text string, q, nl int) (int, byte) {
	if nl < 0 {
		return inlineValueKeyEnd(text, q)
	}
	return linedValueKeyEnd(text, q)
}

// nestedValue returns where the value starts of the value attribute of
// the entry that opens at text[q:], after blanks, with '{': its first
// attribute or one of the scalar attributes after it, one a line below
// the brace or inline after it. The entry is the value of the name on
// the line holding text[ks]. It returns -1 elsewhere.
func nestedValue(text string, q, ks int) int {
	q = skipSpaces(text, q)
	if q >= len(text) || text[q] != '{' {
		return -1 // most values: a look at one byte
	}
	a := skipSpaces(text, q+1)
	if a < len(text) && text[a] == '\r' {
		a++
	}
	nl := -1
	if a < len(text) && text[a] == '\n' {
		nl = a
		a = nextLine(text, a, ks)
	}
	if a >= len(text) || text[a] != '"' && text[a] != '\'' {
		return -1 // a JSON entry's attributes are quoted
	}
	if e, op := valueKeyEnd(text, a); e > 0 && op == ':' {
		return e
	}
	if e, op := siblingValueKeyEnd(text, a, nl); e > 0 && op == ':' {
		return e
	}
	return -1
}

// linedValueKeyEnd reads a value attribute on one of the lines below the
// attribute line starting at text[q], each indented as that one and
// holding one attribute, or returns -1 where a line is indented
// otherwise (the entry closed, or a nested one opened).
func linedValueKeyEnd(text string, q int) (int, byte) {
	ls := strings.LastIndexByte(text[:q], '\n') + 1
	if ls == 0 {
		return -1, 0
	}
	indent := text[ls:q]
	for range maxSiblings {
		if attributeEnd(text, q) < 0 {
			return -1, 0
		}
		nl := strings.IndexByte(text[q:], '\n')
		if nl < 0 {
			return -1, 0
		}
		q += nl + 1
		if !strings.HasPrefix(text[q:], indent) {
			return -1, 0
		}
		q += len(indent)
		if q < len(text) && (text[q] == ' ' || text[q] == '\t') {
			return -1, 0 // a nested entry's attribute
		}
		if e, op := valueKeyEnd(text, q); e >= 0 {
			return e, op
		}
	}
	return -1, 0
}

// inlineValueKeyEnd reads a value attribute after the attributes from
// text[q] on, each a name, its operator and a scalar (a quoted string or
// a bare word) and a comma.
func inlineValueKeyEnd(text string, q int) (int, byte) {
	for range maxSiblings {
		e := attributeEnd(text, q)
		if e < 0 {
			return -1, 0
		}
		if e = skipSpaces(text, e); e < len(text) && text[e] == '"' {
			k := strings.IndexByte(text[e+1:min(len(text), e+1+maxReread)], '"')
			if k < 0 {
				return -1, 0
			}
			e += k + 2
		} else {
			for e < len(text) && e-q < maxReread && strings.IndexByte(",{}[]\n", text[e]) < 0 {
				e++
			}
		}
		if e = skipSpaces(text, e); e == len(text) || text[e] != ',' {
			return -1, 0 // the entry ends, or a nested one opens
		}
		q = skipSpaces(text, e+1)
		if e, op := valueKeyEnd(text, q); e >= 0 {
			return e, op
		}
	}
	return -1, 0
}

// attributeEnd returns where the value may start of the attribute at
// text[q]: a name, quoted or not, then ':' or '=', spaced or not; or -1.
func attributeEnd(text string, q int) int {
	if q < len(text) && (text[q] == '"' || text[q] == '\'') {
		q++
	}
	e := q
	for e < len(text) && e-q < 32 && isIdentByte(text[e]) {
		e++
	}
	if e == q {
		return -1
	}
	if e < len(text) && (text[e] == '"' || text[e] == '\'') {
		e++
	}
	e = skipSpaces(text, e)
	if e == len(text) || text[e] != ':' && text[e] != '=' {
		return -1
	}
	return e + 1
}

// leadingValueKeyEnd reads the value attribute that opens, on its line,
// the entry whose key attribute's value starts at text[ks]: the first
// attribute after the entry's brace, with no brace between it and the
// name. It returns where the value may start and the operator, or -1.
func leadingValueKeyEnd(text string, ks int) (int, byte) {
	lo := max(strings.LastIndexByte(text[:ks], '\n')+1, ks-maxReread)
	b := strings.LastIndexAny(text[lo:ks], "{}")
	if b < 0 || text[lo+b] != '{' {
		return -1, 0 // the entry closed, or opens on another line
	}
	return valueKeyEnd(text, skipSpaces(text, lo+b+1))
}
