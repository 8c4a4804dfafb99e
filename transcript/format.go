package transcript

// Format is one agent's transcript format: where the agent keeps its
// sessions, how a tree of them is recognised and laid out, and where each
// file's identity comes from. A format is a package of its own
// (transcript/cursor); the packages that read, scrub and bundle
// transcripts are told which format a Corpus is in (Corpus.Format) and
// never look at a layout themselves. Implementations are stateless and
// safe for concurrent use.
type Format interface {
	// Name is the format's --agent name ("cursor"), recorded in
	// Corpus.Format.
	Name() string
	// DefaultRoots are where the agent keeps its transcripts under the
	// home directory home (or where the agent's own environment variable
	// puts them), in the order to look.
	DefaultRoots(home string) []string
	// Sniff reports whether the directory or file at p is laid out as the
	// format's tree, a part of one, or one of its transcripts. It reads
	// directory listings only, never file contents.
	Sniff(p string) bool
	// Open resolves a filesystem path to a Source: a root, a part of one
	// (a project, a session) or one transcript file.
	Open(p string) (Source, error)
	// Discover lists the transcripts, subagents and sidecars of src, with
	// their identity and lineage from their paths.
	Discover(src Source, filter Filter) (*Corpus, error)
	// NearestRoot returns a root near the directory dir, which holds no
	// transcripts, that does hold some, or "": for a hint.
	NearestRoot(dir string) string
	// SessionOf returns the session id of the transcript file at p and
	// the source to read it from with its subagents and sidecars.
	SessionOf(p string) (id, source string, err error)
	// BundlePath is where the file f goes in a bundle, its variable
	// segments (project, session and child ids, sidecar names) named by
	// name, and f.Started, when set, the time it spells: the caller has
	// shifted it as the content's timestamps are.
	BundlePath(f File, name func(segment string) string) string
	// Schema is the format's line schema, compiled once.
	Schema() *Schema
	// Layout is a hint naming the format's source-relative paths, for
	// people whose --include matched nothing.
	Layout() string
}
