package rules

import "strings"

// This file is where a reference to an environment variable is told
// from a value: "env.ACME_JWT_TOKEN", "process.env.X_API_KEY",
// "import.meta.env.VITE_KEY" name a variable whose value lives elsewhere,
// whatever the words of its name (a project's name, "JWT", read as no
// words). The name may hold a placeholder already written over a piece
// of it ("process.env.[3#abcdefghijklm]_API_KEY", where an identity
// literal was redacted): that text is matched again, and the rest of the
// name must stay whole. OpenSSL's pass phrase arguments name where the
// phrase is read, not the phrase, except for pass:v: "env:BACKUP_PASS",
// "file:/root/.pass", "fd:3" (-pass, -passin, -passout, whose "pass"
// the credential context reads).

// envMemberRE: an environment accessor's member, a name of letters,
// digits, underscores and bracketed placeholders, and a non-null
// assertion after it (TypeScript's process.env.E2E_PASSWORD!, Kotlin's
// env.X!!).
var envMemberRE = mustScreened(`^(?:process\.env|import\.meta\.env|Deno\.env|os\.environ|env|ENV|Env)\.(?:\w|\[\w*[#:]\w*\])+!{0,2}$`)

// passSourceRE: an OpenSSL pass phrase argument that names a variable, a
// file or a descriptor.
var passSourceRE = mustScreened(`^(?:env:[A-Za-z_]\w*|file:[~./]\S*|fd:\d+)$`)

// envReference reports whether v is an environment accessor's member, a
// pass phrase argument's source or a credential's variable named alone
// (see envName).
func envReference(v string) bool {
	return envMemberRE.MatchString(v) || strings.IndexByte(v[:min(len(v), 5)], ':') >= 2 && passSourceRE.MatchString(v) || envName(v)
}

// envName reports whether v is an environment variable's name in
// capitals whose last word names a credential ("AZURE_OPENAI_API_KEY",
// "ACME_JWT_TOKEN"), as a config names the variable a key is read from
// (codex's env_key = "V", an agent's api_key: V). Its other words may
// read as none; no generated secret ends in an underscore and a word.
func envName(v string) bool {
	// The last word is looked for among the last bytes only: most values
	// are no names, and a long one is not scanned whole.
	from := max(0, len(v)-len("_CREDENTIALS"))
	i := strings.LastIndexByte(v[from:], '_') + from
	if i < from || i < 1 || !constantName(v) {
		return false
	}
	var buf [32]byte
	w, ok := folded(&buf, v[i+1:])
	return ok && exactCredentialWord(w) != notNamed
}

// passedThrough reports whether the name text[ks:ke] is what a container
// engine's env flag passes through from the caller's environment, with no
// value of its own: "docker run -e GITHUB_TOKEN image", or "-e",
// "GITHUB_TOKEN" among an MCP server's args. "-e NAME=v" gives v.
func passedThrough(text string, ks, ke int) bool {
	if ks < 3 || ke < len(text) && text[ke] == '=' {
		return false
	}
	i, quoted := ks, text[ks-1] == '"' || text[ks-1] == '\''
	if quoted {
		i--
	}
	j := skipSpacesBack(text, i)
	switch {
	case quoted: // "-e", "NAME"
		if j == 0 || text[j-1] != ',' {
			return false
		}
		if j = skipSpacesBack(text, j-1); j == 0 || text[j-1] != '"' && text[j-1] != '\'' {
			return false
		}
		j--
	case j == i:
		return false // -eNAME
	}
	for _, f := range []string{"-e", "--env"} {
		if s := j - len(f); s >= 0 && text[s:j] == f && (s == 0 || !isNameByte(text[s-1])) {
			return true
		}
	}
	return false
}
