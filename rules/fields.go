package rules

import "strings"

// Form fields. A UI test types a credential into the field that a
// selector, a label or a locator names, and no operator stands between the
// name and the value: the selector's call closes, and a typing method's
// takes the value (Cypress, Playwright, Selenium, WebdriverIO, jQuery), or
// Capybara's fill_in takes it after with:
//
//	cy.get('#password').type('v'), cy.get('[data-cy=password]').type('v')
//	page.getByLabel('Password').fill('v'), page.locator('#api-token').fill('v')
//	driver.find_element(By.ID, "password").send_keys("v")
//	driver.findElement(By.name("password")).sendKeys("v"), $('#password').setValue('v')
//	fill_in 'Password', with: 'v', fill_in "user[password]", with: "v"
//
// A selector ends at most fieldCloseLen bytes after the name: its quote,
// brackets and the locator call's parenthesis (getByRole('textbox', {
// name: 'Password' }) too).
const fieldCloseLen = 8

// typingMethods are the methods, in lower case, that type a string into
// the field they are called on.
var typingMethods = newWordSet("type", "fill", "send_keys", "sendkeys", "setvalue", "addvalue", "presssequentially", "val", "set")

// fieldEnds end a field's name, after the credential it asks for:
// "#password-input", "passwordField".
var fieldEnds = newWordSet("input", "field", "box", "textbox")

// fieldCloses reports whether the name ending at text[ke] may end a
// field's selector or label (see fieldInput): a quote or a bracket, then
// another, a parenthesis, a blank or a comma. Most names end otherwise,
// which a look at two bytes tells.
func fieldCloses(text string, ke int) bool {
	return ke+1 < len(text) && selectorEnd[text[ke]] && selectorCloser[text[ke+1]]
}

var (
	selectorEnd    = [256]bool{'\'': true, '"': true, ']': true}
	selectorCloser = [256]bool{'\'': true, '"': true, ']': true, ')': true, ' ': true, ',': true}
)

// fieldInput returns the bounds of the string literal typed into the
// field whose selector or label ends with the name ending at text[ke],
// which fieldCloses admits (see typingMethods), or -1, -1.
func fieldInput(text string, ke int) (int, int) {
	p, closed := ke, false
	for lim := min(len(text), ke+fieldCloseLen); p < lim; p++ {
		if c := text[p]; c == ')' {
			closed = true
		} else if c != '\'' && c != '"' && c != ']' && c != ' ' && c != '}' {
			break
		}
	}
	switch {
	case !closed && strings.HasPrefix(text[p:], ", with: "):
		p += len(", with: ") // Capybara's fill_in 'Password', with: 'v'
	case closed && p < len(text) && text[p] == '.' && text[p-1] == ')':
		m := p + 1
		for m < len(text) && m-p <= len("presssequentially") && isIdentByte(text[m]) {
			m++
		}
		if m == len(text) || text[m] != '(' || !typingMethods.has(text[p+1:m]) {
			return -1, -1
		}
		p = m + 1
	default:
		return -1, -1
	}
	if p >= len(text) || text[p] != '\'' && text[p] != '"' {
		return -1, -1
	}
	vs, ve := quotedValue(text, p+1, text[p], false)
	if ve >= len(text) || text[ve] != text[p] {
		return -1, -1
	}
	return vs, ve
}

// fieldNaming is what the name of a field says of the value typed into
// it (see credentialName): a field word after the credential's
// ("password-input") is the field's, not about the credential.
func fieldNaming(name string) naming {
	if n := credentialName(name); n != notNamed {
		return n
	}
	var words [24]string
	if n := nameWords(&words, name); n > 1 && fieldEnds.has(words[n-1]) && strings.HasSuffix(name, words[n-1]) {
		return credentialName(name[:len(name)-len(words[n-1])])
	}
	return notNamed
}
