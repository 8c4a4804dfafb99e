package rules

import "strings"

// JMeter's test plans. A .jmx file writes each HTTP parameter, user
// variable and header as an element whose properties give its name and
// its value in sibling elements, the value first as often as not:
//
//	<elementProp name="password" elementType="HTTPArgument">
//	  <boolProp name="HTTPArgument.always_encode">false</boolProp>
//	  <stringProp name="Argument.value">v</stringProp>
//	  <stringProp name="Argument.metadata">=</stringProp>
//	  <stringProp name="Argument.name">password</stringProp>
//	</elementProp>
//
//	<stringProp name="Header.name">X-Api-Key</stringProp>
//	<stringProp name="Header.value">v</stringProp>
//
// An argument's element is named for it, and holds its value; a name
// property's value property follows it in the same element.

// jmxReach bounds the bytes read from a name to its value property.
const jmxReach = 512

const (
	jmxElement  = `<elementProp name="`
	jmxProperty = `<stringProp name="`
	jmxClose    = `</stringProp>`
)

// jmxNamed reports whether the name text[ks:ke] may be a JMeter name
// (see jmxValue): a property's content between '>' and '<', or an
// attribute's quoted value after '='. Most names are neither, which a
// look at two bytes tells.
func jmxNamed(text string, ks, ke int) bool {
	return ks > 1 && ke < len(text) && (text[ke] == '<' && text[ks-1] == '>' || text[ke] == '"' && text[ks-2] == '=')
}

// jmxValue returns the bounds of the value that the JMeter name at
// text[ks:ke], which jmxNamed admits, gives (see above): the content of
// the Argument.value property of the argument element it names, or of
// the value property after the name property it is the content of; or
// -1, -1.
func jmxValue(text string, ks, ke int) (int, int) {
	var want string
	switch {
	case text[ks-1] == '"' && text[ke] == '"' && strings.HasSuffix(text[:ks], jmxElement) &&
		strings.HasPrefix(text[ke:], `" elementType="`):
		want = jmxProperty + `Argument.value">`
	case text[ks-1] == '>' && text[ke] == '<' && strings.HasPrefix(text[ke:], jmxClose):
		lo := max(0, ks-64)
		ts := strings.LastIndexByte(text[lo:ks], '<')
		if ts < 0 {
			return -1, -1
		}
		tag := text[lo+ts : ks]
		if !strings.HasPrefix(tag, jmxProperty) || !strings.HasSuffix(tag, `.name">`) {
			return -1, -1
		}
		want = tag[:len(tag)-len(`name">`)] + `value">`
	default:
		return -1, -1
	}
	rest := text[ke:min(len(text), ke+jmxReach)]
	if end := strings.Index(rest, "</elementProp>"); end >= 0 {
		rest = rest[:end]
	}
	i := strings.Index(rest, want)
	if i < 0 {
		return -1, -1
	}
	vs := ke + i + len(want)
	e := strings.Index(text[vs:min(len(text), vs+maxReread)], jmxClose)
	if e <= 0 {
		return -1, -1
	}
	return vs, vs + e
}
