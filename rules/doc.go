// Package rules owns transcrub's redaction rules: the rule file format, the
// compiled rule [Set], the fast matcher behind [Set.Find], and the embedded
// default rule set returned by [Default].
//
// # Contract
//
// A [Set] is immutable once built and safe for concurrent use. [Set.Find]
// reports byte ranges of the input that must be removed, never copies of
// them; errors and notes name files, rule ids and fields, never input text.
// Rules run in a fixed order (file order; default rules first when a file
// extends them), and that order decides overlaps: the earlier rule wins, and
// between two matches of one rule the longer wins.
//
// # Matching
//
// Keywords are a prefilter: a rule's regexp only runs on the lines that
// contain one of its keywords, in the windows around them (512 bytes on
// either side, or the regexp's longest match, merged; from a byte before
// the keyword for a regexp whose every match begins with one of its
// keywords, see leading.go, or from the last byte before it that no
// match holds for a regexp whose every match holds one, see held.go; the
// whole line, so
// that ^ and $ match at its ends, when a match touches a window's edge;
// see window.go). A regexp that can match a newline (one that spells
// out \n, or uses \s, \W, \D or the s flag; negated classes such as [^"]
// do not count) runs on the whole text instead. Keyword matching ignores ASCII
// case and treats all ASCII digits alike, so the keyword "0.0.0" fires on
// any digit-dot-digit-dot-digit run. A rule without keywords runs on the
// whole of every text.
//
// An anchored rule is tried only at keyword occurrences that start a word
// (not preceded by a letter or digit, or at a camelCase hump such as the K
// of apiKey), and its match must begin there. This makes rules keyed on
// common words cheap; their keywords usually include the character that
// follows the word ("token=", "token:"). If the regexp starts with \b,
// that boundary must hold where the match begins, judged with the byte
// before it. A midword rule is tried instead
// once per identifier (a run of letters, digits and underscores) that
// holds a keyword, from its start, wherever the keyword occurs in it, so
// its regexp must allow what precedes the keyword ("maps_apikey"); if the
// regexp can match identifier bytes only, identifiers shorter than its
// shortest match are skipped. Unless its shortest possible match is longer
// than 80 bytes, the regexp is first tried on only 160 bytes from where it
// starts, and on cuts four times longer (up to 8 KiB) only while that
// finds a match reaching the cut. A match longer than 160 bytes is thus
// found only if the regexp can also match up to the cut; the built-in
// rules end their values with (?:$|...) so that it can. A regexp whose
// matches are at most n < 160 bytes long sees only n+1 bytes, which
// changes nothing. A keyword inside the text a long search of its rule
// read from an earlier keyword gets its first 160 bytes only.
//
// The work is linear in the text: each byte is searched at most twice per
// line rule (a window, then its line), and by a bounded number of
// anchored tries (TestFindWorkLinear). Regexps searched
// in lines run on RE2 (see engine.go), anchored ones on package regexp.
//
// A context rule has no regexp: at each identifier holding one of its
// keywords, a grammar reads the name, the operator and the values the
// name gives, whole, and the secret-value model judges them (see
// context.go, cli.go, defaults.go, heredoc.go, records.go and
// secretmodel.go). The credential context reads assignments, JSON, YAML,
// TOML, INI, XML, prose, CLI arguments and the literal defaults of lookups
// and templates; the cli context reads the password a command's flags
// give (curl -u, sshpass -p, mysql -p, docker login -p, redis-cli -a) or
// a here-string or here-document feeds it (sudo -S <<< v); the table
// context reads a credential column in every row of a markdown table; the
// codes context reads a list of one-use codes below a heading naming them
// (see codes.go).
//
// A match is kept when its secret (see secretGroup) is non-empty, meets
// the rule's entropy floor, passes the rule's validator and is not
// allowlisted; a secret rule's secret must also not be filler in the
// rule's format ("glc_xxxx", "sntryu_aaaa...", an identifier of words, a
// value cut short with "..", a package version). A secret rule's match is
// then widened to the whole token holding it (see whole.go), so that no
// part of the secret is left beside the placeholder. The checks run as
// overlaps are resolved, only for a match that would be kept there: one
// that overlaps a kept match of an earlier rule is dropped unchecked,
// which is what it would have been checked or not. An anchored try that
// reads no more than its first 160 bytes waits for resolving too, and is
// not run where all it would read lies inside a kept match of an earlier
// rule. Validators: luhn (payment card checksum and issuer prefix),
// ipv4 and ipv6 (real addresses, not versions, loopback or documentation
// ranges), phone (a valid number by libphonenumber's metadata:
// international, or North American with separators), national (a valid
// national number of a country that dials a trunk 0 when it opens with
// one, else of one that dials none), grouped (a valid national number
// written in the groups libphonenumber prints for its country, not
// inside a longer number or before a unit), iban (registry
// country, its length and the mod-97 check), ssn (a US social security
// number's area, group and serial ranges, an SSN word before nine
// digits in a row, and none of another kind's, part no. or order #,
// without one), basic-auth (base64 of
// user:password), pem-base64 (base64 of a PEM private key), random (looks
// generated: mixed letters and digits that do not read as words, or
// mixed-case letters unlike camelCase), opaque (the secret-value model's
// verdict on a value that a token name gives: generated-looking, not a
// placeholder or a reference; see secretmodel.go), keyed (random, or in 16
// characters or more a simpler key: hex with digits, letters with runs of
// digits, letters of both cases that change case often and do not split
// into words; for values right after a credential word or a service's
// name), token
// (random and standing alone: not a hash, UUID, charset, file name, path,
// line of a base64 block or base64 of text, nor public by its shape (a
// wallet address, an xpub, an EC point) or given to a public value's
// name; 32 characters, or 20 when given to a name), paired (a user name followed, on its line or the next,
// by a password the credential context takes), licence (three or more
// dash-separated groups of one length holding digits, see licence.go).
//
// # File format
//
// Rule files use the gitleaks configuration schema in TOML, so an existing
// .gitleaks.toml loads as is:
//
//	title = "acme rules"
//	[extend]
//	useDefault = true            # start from the default set
//	disabledRules = ["ipv4"]     # and drop some of its rules
//
//	[[rules]]
//	id = "acme-token"
//	description = "Acme API token"
//	regex = '''\b(acme_[a-z0-9]{32})\b'''
//	secretGroup = 1              # 0 or absent: first non-empty group, else the whole match
//	entropy = 3.0                # minimum Shannon entropy of the secret, bits per byte
//	keywords = ["acme_"]
//	[[rules.allowlists]]         # also: a single [rules.allowlist] table
//	regexes = ['''^acme_0+$''']  # tested against the secret (regexTarget = "match" or "line" to widen)
//	stopwords = ["example"]      # a secret containing one, ignoring case, is not a match
//
// Global [allowlist] and [[allowlists]] tables apply to every rule, or to
// the rules named in targetRules. Allowlists with condition = "AND" that
// need paths or commits never apply: transcrub scans text, not files.
// Fields transcrub has no use for (path, tags, commits, report, required,
// extend.path, ...) are accepted and ignored; a rule with a path and no
// regex is skipped with a note (see [Set.Notes]). A rule in a file that
// extends the defaults replaces the default rule with the same id in place.
//
// transcrub adds these rule fields:
//
//	kind = "pii"          # "secret" (default), "pii" or "identity"
//	placeholder = "EMAIL" # label for the replacement; defaults to the id in upper case for pii and identity
//	validate = "luhn"     # a check RE2 cannot express: luhn, ipv4, ipv6, private-host, phone, msisdn, iban, written-email, ssn, national, grouped, basic-auth, pem-base64, random, opaque, user-token, keyed, named, token, keypair-bytes, paired, account, password, chat-password, connection, relay, mail-account, imap-login, discord, licence, id-document, cpf, nir, sin, nhs, vin, steuer-id, kvnr, dni, nif, codice-fiscale, bsn, pesel, personnummer, cpr, hetu, fodselsnummer, tfn, kimlik, egn, amka, cnic, mykad, jmbg, oib, baltic-code, personas-kods, kennitala, rodne, cn-resident, rrn, my-number, aadhaar, teudat, snils, inn, bank, track
//	whole = true          # remove the whole match, not just the secret
//	anchored = true       # try the regexp only where a keyword starts a word (see Matching)
//	midword = true        # with anchored: start at the identifier holding a keyword
//	context = "credential" # no regex: a grammar finds the value (credential, cli, table, codes, user-pair, jwk, cookie, cookie-record, name-column, street-column, birth-column, id-column, card-column, salary-column or pin-column); keywords are words, phrases, flags, calls ("connect(": the word before a parenthesis) or a dashed name's first word ("ipa-": the word before a dash)
//	samples.positive = [
//	  "mail alice@corp.io today",                            # the rule must match
//	  { text = "to: alice@corp.io", secret = "alice@corp.io" }, # and must remove secret entirely
//	]
//	samples.negative = ["alice at corp dot io"]             # the rule must not match
//
// In sample texts the marker {~} is deleted before testing. It splits fake
// tokens so that the rule files themselves do not look like leaked secrets
// to repository scanners.
package rules
