// Package identity owns who the source is about: the terms that name its
// people, machines and projects, where a term stands as identity, and how
// a bundle is checked for them. Other packages ask it; none keeps a list.
//
// Terms (terms.go) are the home-directory user names in paths and encoded
// project directories, a project's words and its joined name in the
// spellings content uses, git remote owners, and what the caller adds (the
// running user and host, --term words); those a session's metadata states
// (meta.go): a working directory's user and project, a remote's owner and
// repository, a branch's namespace handle, a time zone that names a place.
//
// Where a term applies (position.go, Stands: the one rule redaction and
// the check share): a term that is also a common English word, a code
// identifier or a public product's name (Common: "will", "main",
// "example", "coderabbit") is identity only where it stands as identity
// (a path segment or a word of one, an email's local part or domain, a
// non-public host's label, a URL's userinfo or path, an @handle, the
// server of an MCP tool name mcp__<server>__<tool>), in an object key as
// in a value, and never as a word of prose nor in a segment the layout
// names; any other term at every whole word. The check reads a JSON
// document's strings decoded (jsontext.go), as redaction does.
//
// Checks (check.go) find terms at word boundaries, never as raw
// substrings: "…-proj" is not in the fixed "projects/", and a pseudonym
// that happens to hold "ACme" in a longer word is not the term "acme".
// Session and child ids are not terms: they are renamed as ids where they
// stand as one (export's renames), and non-UUID ones ("main", "subagent")
// only in member names.
package identity
