// Package scrub owns the two ways of scrubbing a transcript line (or a
// sidecar file): structural scrubbing (Structural), which turns it into a
// same-shaped copy in which no content survives, for test fixtures; and
// redaction (Redactor), which keeps the text and replaces what the rules
// find with typed placeholders, for bug reports.
//
// # Structural scrubbing
//
// What it promises for a transcript line, a JSON value:
//
//   - Every string value is replaced, except at structural positions: the
//     top-level "role", "type" and "status", and "type" and "name" of block
//     objects (elements of the top-level message.content array); and
//     discriminators at any depth (a tool result's nested blocks, tool
//     inputs, unknown blocks): "type", "subtype", "status", "role" and
//     "kind", and "name" in an object whose kept type names a tool call
//     (see disc.go). A structural value is kept only if it is
//     identifier-like (^[A-Za-z0-9_.:-]{1,64}$) and not token-like (see
//     tokenkey.go), and a discriminator only if it is not an identity term
//     either (Structural.SetIdentity); otherwise it is content. Object
//     keys are kept when identifier-like (^[A-Za-z0-9_.-]{1,64}$) and not
//     token-like (a UUID, a hash, a phone number, an API token used as a
//     key; see tokenkey.go), and not, below the frame's block objects, an
//     identity term as a whole word (Identity.Key: a user name used as a
//     key), and scrubbed otherwise; a token-like key or
//     value is replaced by filler of the same character classes, so it
//     stays token-like.
//   - A replacement keeps the UTF-8 byte length of every rune, the line
//     breaks, and the written form: raw UTF-8 stays raw, a \uXXXX escape
//     becomes an escape of the replacement, a surrogate pair stays a pair,
//     the two-byte escapes (\" \\ \/ \b \f \n \r \t) are kept verbatim. So a
//     string's decoded byte length and its raw byte length in the file are
//     both unchanged, and the output is always valid UTF-8.
//   - Replacements are keyed and consistent: the key bytes for a string are
//     derived from the 128-bit SipHash-2-4 of its decoded bytes under a key
//     derived from the run's salt with HMAC-SHA256 (a tag from the sum, then
//     the run's pad from an offset the sum chooses; see fill.go), so the
//     same string gives the same replacement within a run and nothing else
//     about it, and the filler of long strings repeats, which keeps bundles
//     small and quick to compress. Scrubbed keys and scrubbed structural
//     values also keep their ASCII punctuation, so that they stay
//     non-identifier-like and Skeleton(src) == Skeleton(out). A string
//     of decimal digits only (a process id written as a string) is
//     replaced by as many digits, its first nonzero where the source's is
//     (fillDigits), so it still parses as a number.
//   - Path-like tokens keep their shape and are pseudonymized segment by
//     segment (see paths.go), and so is a bare file name under a tool
//     input's path key; Pseudonymizer.Segment gives the same pseudonym
//     for a bare file or directory name. A patch (ApplyPatch's envelope, a
//     unified diff) keeps its grammar: markers, file headers with their
//     paths pseudonymized, hunk numbers and line prefixes (see patch.go).
//     A glob in a tool input keeps its metacharacters, its words
//     pseudonymized as path segments (see glob.go).
//   - Where the format's schema says so (transcript.SchemaSpec), a value
//     keeps a shape: an id that pairs things (IDKeys: a uuid and the
//     parentUuid naming it, a call id and its result's, a session id)
//     becomes the pseudonym a file named by it gets (Pseudonymizer.ID,
//     equal to Segment's), keeping a UUID's, a prefixed id's (toolu_…,
//     call_…) or a hex id's shape (see ids.go), so links resolve inside a
//     bundle; a timestamp (TimeKeys) is shifted by the run's offset
//     (Pseudonymizer.TimeOffset) in its written form, a 'Z' kept and an
//     offset written +00:00 (see timestamps.go); a base64 payload (Base64)
//     becomes base64 filler of its length, padding kept; a member name
//     where the schema has paths as keys (PathKeys) is a path; a
//     documented prefix a parser branches on (Prefixes: a journal key's
//     v2:, a Fernet-like token's gAAAA) stays verbatim. Harness
//     markup the schema lists (Markers: <command-name>, an exec output's
//     header lines with their exit code and counts) stays verbatim inside
//     a scrubbed string. A value
//     without the shape is scrubbed as any string.
//   - A string that holds a JSON object or array where the schema says
//     embedded JSON (EmbeddedJSON: Codex function_call arguments) is
//     scrubbed as JSON by the same rules and written back as a JSON
//     string: it still parses with the source's skeleton, keeps the
//     whitespace between its tokens and, where it can, its escapes and
//     length (see writeEmbedded).
//     It is verified as a line when it is scrubbed (and scrubbed as a
//     string if that fails); the line's verification sees one string.
//   - Numbers (but a Unix time at a timestamp position, shifted as the
//     timestamps are), literals, key order, duplicate keys and array
//     lengths are unchanged, and so is the whitespace between tokens.
//
// Sidecar files are replaced by same-length filler that keeps line breaks;
// path tokens in them are pseudonymized like paths in transcript strings.
//
// Verification: Skeleton(src) must equal Skeleton(out), and Residual finds
// any scrubbed source string (with enough content, see MinResidual and,
// for a string of digits only, minDigitResidual) that
// reappears in a scrubbed output string. Structural.Verify does both in one
// walk of each line; Structural.VerifyLast, right after Line, walks only
// the output (Line kept the source's skeleton and strings).
//
// # Redaction
//
// A Redaction (the rule set with the run's rename and identity literals,
// compiled once) makes a Redactor per goroutine. Redactor.Line keeps the
// line's structure and text and replaces each rule match in a decoded
// string or key with a provisional placeholder [code#id] (see
// placeholder.go and redact.go for what runs where); Redactor.Check
// verifies an output line and fails closed; Redactor.Sidecar redacts and
// checks a sidecar as a stream. A secret a rule found is redacted where it
// recurs later in the same file (echo.go); TakeIDs ends a file. The caller
// numbers the placeholders of the
// whole bundle in order (Redactor.TakeIDs) and rewrites each output line
// with Redaction.Renumber into its final form [LABEL:n].
//
// # Design
//
// One validating tokenizer (walk.go) classifies every string by position
// — a state of the format's compiled schema (transcript.Schema, from
// the format's SchemaSpec: Cursor's, Claude Code's, Codex's), looked up by
// (position, member name) — and hands its raw and decoded bytes to a
// handler; Structural.Line,
// Skeleton, Residual, Redactor.Line and Redactor.Check are handlers, so
// they agree on which positions are structural. A structural replacement
// is computed on the decoded bytes and written back in the original's
// form by encodeLike; a redacted string is re-encoded.
//
// Errors never carry content: a *SyntaxError names a byte offset and a
// reason, a *ResidualError the offset of the surviving source string, a
// *RedactResidueError the offset and the rule id.
//
// Concurrency: a Pseudonymizer and a Redaction are immutable and safe for
// concurrent use. A Structural or a Redactor holds reusable buffers and
// must be used by one goroutine at a time; make one per worker.
package scrub
