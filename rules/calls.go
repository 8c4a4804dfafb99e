package rules

import "strings"

// Besides a login's call (see loginCallee), the credential context reads
// a password that a known call takes as a positional argument after a file,
// a server or a key it opens, where no name beside the value says what it
// is:
//
//	X509Certificate2(file, "v"[, flags]), X509Certificate(file, "v") (.NET)
//	X509CertificateLoader.LoadPkcs12FromFile(file, "v"), LoadPkcs12(data, "v")
//	NetworkCredential(user, "v"[, domain]) (.NET; the user a variable)
//	pkcs12.load_key_and_certificates(data, b"v"), load_pkcs12(data, b"v")
//	             (Python's cryptography)
//	Connection(server, "cn=admin,...", "v") (Python's ldap3; the user quoted)
//	simple_bind_s("cn=admin,...", "v"), simple_bind, bind_s (python-ldap)
//	ldap_bind($ds, "cn=admin,...", "v") (PHP)
//	Bind("cn=admin,...", "v"), bind (go-ldap, ldapjs, and any LDAP client's
//	             bind: the user a directory's name, see directoryUser)
//	Account.decrypt(keystore, "v") (eth-account; CryptoJS.AES.decrypt(data,
//	             "v") takes its passphrase so too)
//	Wallet.fromEncryptedJson(json, "v"), decryptKeystoreJson(json, "v") (ethers)
//	personal.unlockAccount(address, "v", seconds), personal.importRawKey(key,
//	             "v") (geth's console)
//	nmConnect("user", "v", host, port, domain, ...) (WebLogic's WLST: the
//	             Node Manager's)
//	MCRcon(host, "v"[, port]) (Python's mcrcon: a Minecraft server's RCON
//	             password)
//
// and a Java or Kotlin char[] password written as a string literal's
// toCharArray(), the argument of a keystore's or a key's call
// (KeyStore.load(in, "v".toCharArray()), kmf.init(ks, "v".toCharArray()),
// new PBEKeySpec("v".toCharArray(), salt, n, bits); see charArrayArg),
// and the password a stored procedure takes by position (EXEC
// sp_password null, 'v', appuser; see procedurePasswords).

// passwordArgs gives, per callee in lower case, which of its arguments is
// a password, and whether a quoted user must come before it.
var passwordArgs = map[string]struct {
	arg       int
	user, dir bool // dir: the user is a directory's (see directoryUser)
}{
	"x509certificate":           {1, false, false},
	"x509certificate2":          {1, false, false},
	"loadpkcs12fromfile":        {1, false, false},
	"loadpkcs12":                {1, false, false},
	"networkcredential":         {1, false, false},
	"load_key_and_certificates": {1, false, false},
	"load_pkcs12":               {1, false, false},
	"connection":                {2, true, false},
	"simple_bind_s":             {1, true, false},
	"simple_bind":               {1, true, false},
	"bind_s":                    {1, true, false},
	"ldap_bind":                 {2, true, false},
	"bind":                      {1, true, true},
	"decrypt":                   {1, false, false},
	"fromencryptedjson":         {1, false, false},
	"fromencryptedjsonsync":     {1, false, false},
	"decryptkeystorejson":       {1, false, false},
	"decryptkeystorejsonsync":   {1, false, false},
	"unlockaccount":             {1, false, false},
	"importrawkey":              {1, false, false},
	"nmconnect":                 {1, true, false},
	"mcrcon":                    {1, false, false},
}

// procedurePasswords gives, per stored procedure of SQL Server and
// Sybase ASE that takes a password by position, which argument it is,
// as EXEC writes its arguments, without parentheses: sp_password
// old, new[, login] (the new; the old is null when an administrator
// sets another's), sp_addlogin login, password[, db].
var procedurePasswords = map[string]int{"sp_password": 1, "sp_addlogin": 1}

// procedurePassword reads the password that the stored procedure name
// (see procedurePasswords), followed at text[p] by a blank, takes: its
// bounds if it is quoted ('v', N'v') and the model takes it, or -1, -1.
func procedurePassword(text, name string, p int) (int, int) {
	if len(name) < len("sp_") || name[2] != '_' || name[0]|0x20 != 's' {
		return -1, -1
	}
	var buf [32]byte
	callee, _ := folded(&buf, name)
	arg, ok := procedurePasswords[string(callee)]
	if !ok {
		return -1, -1
	}
	q := skipSpaces(text, p)
	for n := 0; q < len(text); n++ {
		if text[q] == 'N' && q+1 < len(text) && text[q+1] == '\'' {
			q++ // N'v': a Unicode literal
		}
		vs, ve := -1, -1
		if text[q] == '\'' {
			k := strings.IndexByte(text[q+1:min(len(text), q+1+maxReread)], '\'')
			if k < 0 {
				return -1, -1
			}
			vs, ve = q+1, q+1+k
			q = ve + 1
		} else {
			for q < len(text) && isNameByte(text[q]) {
				q++ // null, a login's name, @variable
			}
		}
		if n == arg {
			if vs < 0 || !credentialValue(text[vs:ve], namedPassword, valueShape{quoted: true, code: true}) {
				return -1, -1
			}
			return vs, ve
		}
		if q = skipSpaces(text, q); q >= len(text) || text[q] != ',' {
			return -1, -1
		}
		q = skipSpaces(text, q+1)
	}
	return -1, -1
}

// passwordCall reads the password that the call of name, whose
// parenthesis opens at text[p], takes by position (see passwordArgs): its
// bounds if the model takes it, and whether name is such a callee.
func passwordCall(text, name string, p, to int) (int, int, int, bool) {
	var buf [32]byte
	callee, ok := folded(&buf, name[strings.LastIndexByte(name, '.')+1:])
	if !ok {
		return -1, -1, to, false
	}
	a, ok := passwordArgs[string(callee)]
	if !ok {
		return -1, -1, to, false
	}
	vs, ve, next := loginCall(text, p, a.arg, a.user, to)
	if vs >= 0 && a.dir && !directoryUser(text, vs) {
		return -1, -1, to, true
	}
	return vs, ve, next, true
}

// directoryUser reports whether the quoted argument before the one
// whose text starts at text[vs] names a directory's user: a DN
// (cn=admin,dc=corp), a principal (svc@corp.example) or a domain's
// account (CORP\svc). A bind of anything else (an event's, a
// statement's) takes no password.
func directoryUser(text string, vs int) bool {
	q := vs - 1 // the password's opening quote
	for q > 0 && (text[q-1] == ' ' || text[q-1] == ',' || text[q-1] == '\t') {
		q--
	}
	if q < 2 || text[q-1] != '"' && text[q-1] != '\'' {
		return false
	}
	open := strings.LastIndexByte(text[max(0, q-1-maxReread):q-1], text[q-1])
	if open < 0 {
		return false
	}
	user := text[max(0, q-1-maxReread)+open+1 : q-1]
	return strings.ContainsAny(user, "=@\\")
}

// charArrayCallees are the Java calls and constructors that take a
// keystore's or a key's password as a char[].
var charArrayCallees = newWordSet("load", "store", "init", "getkey", "setkeyentry", "getentry", "passwordprotection",
	"pbekeyspec", "passwordauthentication", "loadkeymaterial", "loadtrustmaterial", "keystorekeyfactory")

// charArrayArg returns the bounds of the string literal that ends at
// text[ks-1], before the name at text[ks:] (".toCharArray"), if the
// char[] it makes is an argument of one of charArrayCallees and the model
// takes it for a password, or -1, -1.
func charArrayArg(text string, ks int) (int, int) {
	if ks < 2 || text[ks-1] != '"' {
		return -1, -1
	}
	ve := ks - 1
	lo := max(0, ve-maxReread)
	vs := ve
	for {
		k := strings.LastIndexByte(text[lo:vs], '"')
		if k < 0 {
			return -1, -1
		}
		if vs = lo + k; vs == 0 || text[vs-1] != '\\' {
			break
		}
	}
	b := vs
	for b > 0 && strings.IndexByte(" \t\r\n+", text[b-1]) >= 0 {
		b-- // the arguments may run on over lines, a patch's added lines too
	}
	if b == 0 || text[b-1] != '(' && text[b-1] != ',' {
		return -1, -1
	}
	open := enclosingParen(text, b-1)
	if open < 0 {
		return -1, -1
	}
	e := skipSpacesBack(text, open)
	s := e
	for s > 0 && e-s < 32 && isIdentByte(text[s-1]) {
		s--
	}
	var buf [32]byte
	callee, ok := folded(&buf, text[s:e])
	if !ok || !charArrayCallees.has(string(callee)) || !credentialValue(text[vs+1:ve], namedPassword, valueShape{quoted: true, code: true}) {
		return -1, -1
	}
	return vs + 1, ve
}

// enclosingParen returns where the parenthesis opens whose argument list
// holds text[i], a '(' or a ',' between its arguments, maxReread bytes
// back at most, or -1.
func enclosingParen(text string, i int) int {
	depth := 0
	for j := i; j >= 0 && j > i-maxReread; j-- {
		switch text[j] {
		case '(':
			if depth == 0 {
				return j
			}
			depth--
		case ')':
			depth++
		case '"', '\'':
			if j < i {
				k := strings.LastIndexByte(text[max(0, i-maxReread):j], text[j])
				if k < 0 {
					return -1
				}
				j = max(0, i-maxReread) + k
			}
		case ';', '{', '}':
			return -1
		}
	}
	return -1
}
