package rules

import "strings"

// Keyed pairs. Configuration often gives a credential by two attributes
// of one entry: a key attribute holding its name and a value attribute
// or the entry's text holding its value, as .NET appSettings, Java XML
// properties, Hibernate and Spring configs, Kubernetes and ECS
// environment lists, Terraform set blocks and CloudFormation parameters
// write it:
//
//	<entry key="db.password">v</entry>
//	<DTS:Property DTS:Name="Password"       (an SSIS package's property, other
//	  Sensitive="1">v</DTS:Property>        attributes before its text)
//	<property name="connection.password">v</property>
//	<add key = "Smtp.Password"  value = "v" />
//	- name: DB_PASSWORD
//	  value: "v"
//	set { name = "auth.postgresPassword"
//	      value = "v" }
//	{"ParameterKey": "DBPassword", "ParameterValue": "v"}
//	aws ssm put-parameter --name /app/db/password --value 'v'
//	Set-ItemProperty -Path $winlogon -Name DefaultPassword -Value 'v'
//	Set-ItemProperty $winlogon "DefaultPassword" -Value "v"
//	gh secret set DB_PASSWORD --body 'v'
//	curl --form "key=DEPLOY_PASSWORD" --form "value=v"
//	databricks secrets put-secret etl db-password --string-value 'v'
//	variable "db_password" { default = "v" }
//	Property: spring.datasource.password   (Spring Boot's bind error)
//	    Value: "v"
//	<key>API_SECRET</key>                  (a property list's dict: Info.plist,
//	<string>v</string>                      GoogleService-Info.plist)
//	<string>--token</string>               (its array of a program's arguments:
//	<string>v</string>                      launchd's ProgramArguments)
//	- --api-key                            (a YAML sequence of a program's
//	- v                                     arguments: a container's args)
//	<name>fs.s3a.secret.key</name>         (a Hadoop, Hive or HBase site file's
//	<value>v</value>                        property)
//	<Key>Password</Key>                    (a KeePass XML export's entry)
//	<Value ProtectInMemory="True">v</Value>
//	{"keyName": "key1",                    (az storage account keys list: the
//	 "permissions": "FULL",                 value attribute a few sibling
//	 "value": "v"}                          attributes below the key's)
//
// The name is read as any other (it must name a credential), the value
// by the grammar of its place, and judged by the same model.

// keyedValue returns where the value starts that the entry whose key
// attribute holds the name text[ks:ke] gives: the entry's text after '>',
// or a value attribute after the name's closing quote, on its line or the
// next. elem says the value is an element's text (see value). ok is false
// where the name is not a key attribute's value or no value follows.
func keyedValue(text string, ks, ke int) (p int, s valueShape, elem, ok bool) {
	if p := pairedElementValue(text, ks, ke); p > 0 {
		return p, s, true, true
	}
	if p := listedFlagValue(text, ks, ke); p > 0 {
		return p, s, false, true
	}
	if !keyAttribute(text, ks) && !namedBeforeValueFlag(text, ks, ke) {
		return 0, s, false, false
	}
	p = ke
	if p < len(text) && (text[p] == '"' || text[p] == '\'') {
		p++
		if p < len(text) && text[p] == '>' {
			return valueChild(text, p+1), s, true, true // <entry key="db.password">v</entry>, Spring's <property name="password"><value>v</value>
		}
	}
	q := skipSpaces(text, p)
	if q < len(text) && text[q] == ',' {
		q = skipSpaces(text, q+1)
	}
	if q < len(text) && text[q] == '\r' {
		q++
	}
	q = nextLine(text, q, ks)
	if q == p {
		return 0, s, false, false // a value attribute is apart from the name
	}
	e, op := valueKeyEnd(text, q)
	if e < 0 {
		e, op = siblingValueKeyEnd(text, q, strings.IndexByte(text[p:q], '\n')) // - name: DB_PASSWORD\n  description: x\n  value: v
	}
	if e < 0 {
		return 0, s, false, false
	}
	s.colon = op == ':'
	return e, s, false, true
}

// attributedText returns where the text starts of the element whose key
// attribute holds the name text[ks:ke] and more attributes follow it,
// none of them a value's, as an SSIS package writes a property
// (<DTS:Property DTS:Name="Password" Sensitive="1">v</DTS:Property>), or
// 0.
func attributedText(text string, ks, ke int) int {
	if ke+1 >= len(text) || text[ke+1] != ' ' || text[ke] != '"' && text[ke] != '\'' || !keyAttribute(text, ks) {
		return 0
	}
	return pastAttributes(text, ke+1)
}

// configuredValue returns where the text starts of the ConfiguredValue
// element below the SSIS configuration whose Path attribute ends with
// the property named text[ks:ke]
// (<Configuration ... Path="\Package.Connections[Src].Properties[Password]"
// ValueType="String"> then <ConfiguredValue>v</ConfiguredValue>), or 0.
func configuredValue(text string, ks, ke int) int {
	const open = "<ConfiguredValue>"
	if ke+1 >= len(text) || text[ke] != ']' || text[ke+1] != '"' {
		return 0
	}
	lim := min(len(text), ke+maxReread)
	gt := strings.IndexByte(text[ke:lim], '>')
	if gt < 0 {
		return 0
	}
	q := skipSpaces(text, ke+gt+1)
	if q < len(text) && text[q] == '\r' {
		q++
	}
	if q = nextLine(text, q, ks); !strings.HasPrefix(text[q:], open) {
		return 0
	}
	return q + len(open)
}

// pastAttributes returns where the text of the element starts whose
// start tag runs on at text[p] with attributes, none of them a value's,
// or 0.
func pastAttributes(text string, p int) int {
	lim := min(len(text), p+maxReread)
	for p < lim {
		p = skipSpaces(text, p)
		if p < lim && text[p] == '>' {
			return p + 1
		}
		a := p
		for p < lim && (isIdentByte(text[p]) || text[p] == ':' || text[p] == '-') {
			p++
		}
		attr := text[a:p]
		if a == p || p+1 >= lim || text[p] != '=' || text[p+1] != '"' && text[p+1] != '\'' ||
			strings.EqualFold(attr[strings.LastIndexByte(attr, ':')+1:], "value") {
			return 0 // not an attribute, or a value's: see valueKeyEnd
		}
		k := strings.IndexByte(text[p+2:lim], text[p+1])
		if k < 0 || strings.IndexByte(text[p+2:p+2+k], '\n') >= 0 {
			return 0
		}
		p += 2 + k + 1
	}
	return 0
}

// pairedElementValue returns where the text starts of the value element
// that follows the key element holding the name text[ks:ke], on its line
// or the next: a property list's <key>API_SECRET</key> then
// <string>v</string> (or, in an array of a program's arguments,
// <string>--token</string> then <string>v</string>), a Hadoop configuration property's
// <name>fs.s3a.secret.key</name> then <value>v</value>, or a KeePass
// export's <Key>Password</Key> then <Value ProtectInMemory="True">v</Value>.
// It returns -1 elsewhere.
func pairedElementValue(text string, ks, ke int) int {
	if ks > 0 && text[ks-1] == ' ' && ke < len(text) && text[ke] == '<' {
		ks = cellStart(text, ks) // <td>API Key</td><td>v</td>: words before the name in its cell
	}
	if ks <= 0 || text[ks-1] != '>' {
		return -1 // most names open no element: a look at one byte
	}
	for _, el := range pairedElements {
		if el.flag && text[ks] != '-' {
			continue // <string>password</string>: a word of a list
		}
		if ks < len(el.open) || text[ks-len(el.open):ks] != el.open || !strings.HasPrefix(text[ke:], el.close) {
			continue
		}
		q := skipSpaces(text, ke+len(el.close))
		if q < len(text) && text[q] == '\r' {
			q++
		}
		q = nextLine(text, q, ks)
		if !strings.HasPrefix(text[q:], el.value) {
			return -1
		}
		q += len(el.value)
		if q < len(text) && text[q] == ' ' {
			q = attributesEnd(text, q) // <Value ProtectInMemory="True">
		}
		if q == len(text) || text[q] != '>' {
			return -1 // <stringArray>, <Value/>
		}
		return q + 1
	}
	return -1
}

// cellStart returns where the text starts of the HTML table cell that
// holds the name at text[ks:] after a word or two (<td>API Key</td>), or
// -1.
func cellStart(text string, ks int) int {
	i := ks
	for i > 0 && ks-i < maxCellWords && (isAlnum(text[i-1]) || text[i-1] == ' ') {
		i--
	}
	if i < len("<td>") || text[i-1] != '>' || text[i-4:i] != "<td>" && text[i-4:i] != "<th>" {
		return -1
	}
	return i
}

// maxCellWords bounds the bytes of the words before a name in its cell
// that cellStart reads.
const maxCellWords = 24

// keyElement reports whether the element whose name starts at text[ks]
// is a key element of pairedElements that its value element follows, on
// its line or the next: its text is the name of the value
// (<Key>HmacOtp-Secret-Base32</Key>, as KeePass names an entry's HOTP
// seed; a property list's <key>), not a value.
func keyElement(text string, ks int) bool {
	for _, el := range pairedElements {
		if !strings.HasPrefix(text[ks-1:], el.open) {
			continue
		}
		c := strings.Index(text[ks:min(len(text), ks+maxReread)], el.close)
		if c < 0 {
			return false
		}
		q := skipSpaces(text, ks+c+len(el.close))
		if q < len(text) && text[q] == '\r' {
			q++
		}
		return strings.HasPrefix(text[nextLine(text, q, ks):], el.value)
	}
	return false
}

// listedFlagValue returns where the value starts of the flag named
// text[ks:ke] that is an item of a YAML sequence of a program's
// arguments alone (a container's args, an Ansible task's argv), its
// value the next item, at the same indentation:
//
//	args:
//	  - --api-key
//	  - v
//
// It returns -1 elsewhere.
func listedFlagValue(text string, ks, ke int) int {
	s := ks
	if s > 0 && (text[s-1] == '"' || text[s-1] == '\'') {
		s-- // - "--token"
	}
	if text[ks] != '-' || s < 2 || text[s-2] != '-' || text[s-1] != ' ' {
		return -1 // most names are no flag: a look at one byte
	}
	ls := strings.LastIndexByte(text[:s], '\n') + 1
	indent := text[ls : s-2]
	if strings.Trim(indent, " +") != "" {
		return -1 // "run - --token v": a dash in a line
	}
	e := ke
	if s < ks && e < len(text) && text[e] == text[s] {
		e++
	}
	if e < len(text) && text[e] == '\r' {
		e++
	}
	if e == len(text) || text[e] != '\n' || !strings.HasPrefix(text[e+1:], indent) || !strings.HasPrefix(text[e+1+len(indent):], "- ") {
		return -1 // - --token=v, - --verbose
	}
	if p := e + 1 + len(indent) + len("- "); p < len(text) && text[p] != '-' {
		return p
	}
	return -1 // - --password\n- --verbose: the next flag, the password asked for
}

// pairedElements are the key elements and the opening of the value
// elements that follow them, whose attributes may come before the '>';
// flag says the name must be a flag's ("--token").
var pairedElements = []struct {
	open, close, value string
	flag               bool
}{
	{"<key>", "</key>", "<string", false},      // a property list's dict: Info.plist
	{"<name>", "</name>", "<value", false},     // a Hadoop, Hive or HBase site file's property
	{"<Key>", "</Key>", "<Value", false},       // a KeePass XML export's entry string
	{"<string>", "</string>", "<string", true}, // a property list's array of a program's arguments: launchd's ProgramArguments
	{"<th>", "</th>", "<td", false},            // an HTML table's row: a saved page, a mail, a report
	{"<td>", "</td>", "<td", false},
	{"<dt>", "</dt>", "<dd", false}, // an HTML description list's term and its description
}

// variableDefault returns where the value starts of the default that a
// Terraform variable block labelled by the name text[ks:ke] gives
// (variable "db_password" {\n  default = "v"\n}), or -1.
func variableDefault(text string, ks, ke int) int {
	const label = `variable "`
	if ks < len(label) || text[ks-len(label):ks] != label || ke+3 > len(text) || text[ke:ke+3] != `" {` {
		return -1
	}
	for q := ke + 3; q < len(text) && q < ke+maxReread; {
		e := strings.IndexByte(text[q:], '\n')
		if e < 0 {
			e = len(text) - q
		}
		line := text[q : q+e]
		if strings.IndexByte(line, '}') >= 0 {
			return -1
		}
		if attr := strings.TrimLeft(line, " \t+"); strings.HasPrefix(attr, "default") {
			d := skipSpaces(text, q+len(line)-len(attr)+len("default"))
			if d < len(text) && text[d] == '=' {
				return d + 1
			}
			return -1
		}
		q += e + 1
	}
	return -1
}

// keyAttribute reports whether the name starting at text[ks] (or the path
// it ends) is the value of a key attribute: name, key, property or an
// attribute ending in Name or Key (ParameterKey, OptionName), then '=' or
// ':', then the name, quoted or not ("key=\"", "- name: ", "\"ParameterKey\": \""),
// or of a name flag (see nameFlag).
func keyAttribute(text string, ks int) bool {
	i := ks
	if i > 0 && text[i-1] == '/' { // a parameter's path: --name /app/db/password
		for i > 0 && ks-i < 64 && (isNameByte(text[i-1]) || text[i-1] == '/') {
			i--
		}
	}
	if i > 0 && (text[i-1] == '"' || text[i-1] == '\'') {
		i--
	}
	if nameFlag(text, i) {
		return true
	}
	i = skipSpacesBack(text, i)
	if i == 0 || text[i-1] != '=' && text[i-1] != ':' {
		return false
	}
	i = skipSpacesBack(text, i-1)
	if i > 0 && (text[i-1] == '"' || text[i-1] == '\'') {
		i--
	}
	e := i
	for i > 0 && e-i < 24 && isIdentByte(text[i-1]) {
		i--
	}
	attr := text[i:e]
	switch {
	case len(attr) == len("name") && hasPrefixFold(attr, "name"), len(attr) == len("key") && hasPrefixFold(attr, "key"),
		len(attr) == len("property") && hasPrefixFold(attr, "property"): // Spring Boot's bind error: Property: x.password\n Value: "v"
		return true
	case len(attr) > len("Name") && attr[len(attr)-len("Name"):] == "Name", len(attr) > len("Key") && attr[len(attr)-len("Key"):] == "Key":
		return true // ParameterKey, OptionName: a camel hump before the word
	}
	return false
}

// namedBeforeValueFlag reports whether the name text[ks:ke] is a quoted
// argument that PowerShell's -Value follows, as Set-ItemProperty takes
// its -Name by position (Set-ItemProperty $key "DefaultPassword" -Value
// "v").
func namedBeforeValueFlag(text string, ks, ke int) bool {
	if ks < 2 || ke >= len(text) || text[ks-2] != ' ' || text[ks-1] != '"' && text[ks-1] != '\'' || text[ke] != text[ks-1] {
		return false
	}
	v := skipSpaces(text, ke+1)
	return v+len("-value ") <= len(text) && strings.EqualFold(text[v:v+len("-value ")], "-value ")
}

// valueKeyEnd reads a value attribute at text[q:]: an attribute named
// value or ending in Value (ParameterValue), quoted or not, and its
// operator, '=' or ':', spaced or not; or a value flag (see valueFlags). It returns where the value may
// start and the operator, or -1.
func valueKeyEnd(text string, q int) (int, byte) {
	if q < len(text) && text[q] == '-' {
		return valueFlagEnd(text, q)
	}
	if q < len(text) && (text[q] == '"' || text[q] == '\'') {
		q++
	}
	e := q
	for e < len(text) && e-q < 24 && isIdentByte(text[e]) {
		e++
	}
	attr := text[q:e]
	if !(len(attr) == len("value") && hasPrefixFold(attr, "value")) &&
		!(len(attr) > len("Value") && attr[len(attr)-len("Value"):] == "Value") {
		return -1, 0
	}
	if e < len(text) && (text[e] == '"' || text[e] == '\'') {
		e++
	}
	e = skipSpaces(text, e)
	if e == len(text) || text[e] != '=' && text[e] != ':' {
		return -1, 0
	}
	return e + 1, text[e]
}

// nextLine returns where the next line's text starts if text[q] ends the
// line holding text[ks], past its indentation (and the '+' of a patch's
// added line, as many as the first line starts with: a patch that adds a
// diff doubles them), or else q.
func nextLine(text string, q, ks int) int {
	if q == len(text) || text[q] != '\n' {
		return q
	}
	q++
	for ls := strings.LastIndexByte(text[:ks], '\n') + 1; ls < ks && text[ls] == '+' && q < len(text) && text[q] == '+'; ls++ {
		q++
	}
	return skipSpaces(text, q)
}

// nameFlag reports whether the argument ending at text[i] (past blanks)
// is a flag that names the value of the next (--name, --key, PowerShell's
// -Name) or a set subcommand's ("gh secret set NAME --body v").
func nameFlag(text string, i int) bool {
	e := skipSpacesBack(text, i)
	if e == i {
		return false
	}
	for _, f := range []string{"--name", "--key", " set", " -name"} {
		if e >= len(f) && strings.EqualFold(text[e-len(f):e], f) {
			return true
		}
	}
	return false
}

// valueFlags are the flags that give the value a name flag names, or
// the name before them (databricks secrets put-secret SCOPE KEY
// --string-value v); PowerShell's -Value after its -Name (New-ItemProperty,
// Set-ItemProperty).
var valueFlags = []string{"--value", "--body", "--secret-string", "--string-value", "-Value", "-value"}

// formFlags are the flags that give a form's field, name=value: curl's,
// and gh api's (-f, --raw-field), as an API that stores variables takes
// them (GitLab's: --form "key=DEPLOY_PASSWORD" --form "value=v").
var formFlags = []string{"--form", "--form-string", "--data-urlencode", "--data", "--raw-field", "--field", "-F", "-d", "-f"}

// valueFlagEnd reads a value flag at text[q:] (see valueFlags) and what
// joins its value, '=' or a blank, or a form flag (see formFlags) whose
// field is named value, and returns where the value may start and that
// byte, or -1.
func valueFlagEnd(text string, q int) (int, byte) {
	for _, f := range valueFlags {
		if e := q + len(f); strings.HasPrefix(text[q:], f) && e < len(text) && (text[e] == '=' || text[e] == ' ' || text[e] == '\t') {
			return e + 1, text[e]
		}
	}
	for _, f := range formFlags {
		if e := q + len(f); strings.HasPrefix(text[q:], f) && e < len(text) && text[e] == ' ' {
			v := skipSpaces(text, e)
			if v < len(text) && (text[v] == '"' || text[v] == '\'') {
				v++
			}
			if strings.HasPrefix(text[v:], "value=") {
				return v + len("value="), '='
			}
			return -1, 0
		}
	}
	return -1, 0
}

// skipSpacesBack returns where the blanks before text[i] start.
func skipSpacesBack(text string, i int) int {
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	return i
}
