package rules

import "strings"

// Form fields. A UI test types a credential into the field that a
// selector, a label or a locator names, and no operator stands between the
// name and the value: the selector's call closes, and a typing method's
// takes the value (Cypress, Playwright, Selenium, WebdriverIO, jQuery,
// Espresso's typeText), past chained calls without arguments; or the
// locator is the first argument of a typing call, the value the second
// (Testing Library's userEvent.type); or Capybara's fill_in and
// Cucumber's step take it after with:
//
//	cy.get('#password').type('v'), cy.get('[data-cy=password]').clear().type('v')
//	page.getByLabel('Password').fill('v'), page.locator('#api-token').fill('v')
//	driver.find_element(By.ID, "password").send_keys("v")
//	driver.findElement(By.name("password")).sendKeys("v"), $('#password').setValue('v')
//	cy.findByLabelText(/password/i).type('v')
//	await userEvent.type(screen.getByLabelText('Password'), 'v')
//	onView(withId(R.id.password)).perform(typeText("v"))
//	fill_in 'Password', with: 'v', fill_in "user[password]", with: "v"
//	When I fill in "Password" with "v"
//
// A selector ends at most fieldCloseLen bytes after the name: its quote,
// brackets, a regular expression's slash and flags and the locator
// call's parenthesis (getByRole('textbox', { name: 'Password' }) too).
const fieldCloseLen = 8

// typingMethods are the methods, in lower case, that type a string into
// the field they are called on.
var typingMethods = newWordSet("type", "fill", "send_keys", "sendkeys", "setvalue", "addvalue", "presssequentially", "val", "set")

// fieldEnds end a field's name, after the credential it asks for:
// "#password-input", "passwordField".
var fieldEnds = newWordSet("input", "field", "box", "textbox")

// fieldCloses reports whether the name ending at text[ke] may end a
// field's selector or label (see fieldInput): a quote, a bracket or a
// slash, then another, a parenthesis, a blank, a comma or a flag; or two
// parentheses (Espresso's withId(R.id.password))). Most names end
// otherwise, which a look at two bytes tells.
func fieldCloses(text string, ke int) bool {
	return ke+1 < len(text) && (selectorEnd[text[ke]] && selectorCloser[text[ke+1]] || text[ke] == ')' && text[ke+1] == ')')
}

var (
	selectorEnd    = [256]bool{'\'': true, '"': true, ']': true, '/': true}
	selectorCloser = [256]bool{'\'': true, '"': true, ']': true, ')': true, ' ': true, ',': true, 'i': true}
)

// fieldInput returns the bounds of the string literal typed into the
// field whose selector or label is the name text[ks:ke], which
// fieldCloses admits (see typingMethods), or -1, -1.
func fieldInput(text string, ks, ke int) (int, int) {
	p, closed := ke, false
selector:
	for lim := min(len(text), ke+fieldCloseLen); p < lim; p++ {
		switch c := text[p]; {
		case c == ')':
			closed = true
		case c == '/' && p == ke:
			for p+1 < lim && isLetter(text[p+1]) {
				p++ // /password/i
			}
		case c != '\'' && c != '"' && c != ']' && c != ' ' && c != '}':
			break selector
		}
	}
	switch {
	case !closed && strings.HasPrefix(text[p:], ", with: "):
		p += len(", with: ") // Capybara's fill_in 'Password', with: 'v'
	case !closed && text[p-1] == ' ' && strings.HasPrefix(text[p:], "with ") && strings.HasSuffix(text[:max(0, ks-1)], "fill in "):
		p += len("with ") // Cucumber's When I fill in "Password" with "v"
	case closed && p < len(text) && text[p] == ',' && typingCallOpen(text, ks):
		p = skipSpaces(text, p+1) // userEvent.type(screen.getByLabelText('Password'), 'v')
	case closed && p < len(text) && text[p] == '.' && text[p-1] == ')':
		if p = typingCall(text, p); p < 0 {
			return -1, -1
		}
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

// typingCall returns where the argument starts of the typing method
// called at text[p] ('.'), past two chained calls without arguments at
// most (.clear(), .focus()), or of Espresso's typeText or replaceText
// that perform takes; or -1.
func typingCall(text string, p int) int {
	for range 3 {
		m := p + 1
		for m < len(text) && m-p <= len("presssequentially") && isIdentByte(text[m]) {
			m++
		}
		switch method := text[p+1 : m]; {
		case m == len(text) || text[m] != '(':
			return -1
		case typingMethods.has(method):
			return m + 1
		case method == "perform":
			for _, a := range [...]string{"typeText(", "replaceText("} {
				if strings.HasPrefix(text[m+1:], a) {
					return m + 1 + len(a) // onView(withId(R.id.password)).perform(typeText("v"))
				}
			}
			return -1
		case !strings.HasPrefix(text[m:], "()."):
			return -1
		}
		p = m + 2 // .clear().type('v')
	}
	return -1
}

// typingCallOpen reports whether the locator call holding the name at
// text[ks] is the first argument of a typing call (Testing Library's
// userEvent.type(locator, 'v')): ".type(" opens within the 64 bytes
// before the name, and no call closes between.
func typingCallOpen(text string, ks int) bool {
	before := text[max(0, ks-64):ks]
	i := strings.LastIndex(before, ".type(")
	return i >= 0 && strings.IndexByte(before[i:], ')') < 0
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
