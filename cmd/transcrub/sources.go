package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	transcrub "github.com/transcrub/transcrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// builtinSample names the embedded synthetic corpus.
const builtinSample = "builtin:sample"

// sourceFlags are the discovery options every reading command shares.
type sourceFlags struct {
	include, exclude []string
	maxLine          int
}

func (s *sourceFlags) register(fs interface {
	StringArrayVar(*[]string, string, []string, string)
	IntVar(*int, string, int, string)
}) {
	fs.StringArrayVar(&s.include, "include", nil, "only files whose source-relative path matches this glob (repeatable; ** allowed)")
	fs.StringArrayVar(&s.exclude, "exclude", nil, "skip files whose source-relative path matches this glob (repeatable)")
	fs.IntVar(&s.maxLine, "max-line", transcript.DefaultMaxLine, "per-line limit in bytes; longer lines are skipped and reported")
}

// discover resolves each argument (default: the user's Cursor projects
// root) and discovers its files.
func (s *sourceFlags) discover(args []string) ([]*transcript.Corpus, error) {
	filter := transcript.Filter{Include: s.include, Exclude: s.exclude}
	if err := filter.Validate(); err != nil {
		return nil, &usageError{err.Error()}
	}
	if s.maxLine <= 0 {
		return nil, usageErrorf("--max-line must be positive")
	}
	if len(args) == 0 {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil, &hinted{err, "name a SOURCE: a Cursor projects root, a project directory or a transcript file"}
		}
		args = []string{filepath.Join(home, ".cursor", "projects")}
	}
	var out []*transcript.Corpus
	for _, a := range args {
		src, err := openSource(a)
		if err != nil {
			return nil, err
		}
		c, err := cursor.Discover(src, filter)
		if err != nil {
			return nil, fmt.Errorf("%s: cannot list the source: %w", transcript.ShowPath(a), errors.Unwrap(err))
		}
		if len(c.Transcripts()) == 0 {
			return nil, s.noTranscripts(a)
		}
		out = append(out, c)
	}
	return out, nil
}

// sourceHint says what a SOURCE may be.
const sourceHint = "SOURCE is a Cursor projects root (~/.cursor/projects), a project directory, a .jsonl transcript or builtin:sample"

// noTranscripts is the error for a source that holds no transcript, with
// a hint naming where some are when there are some near it.
func (s *sourceFlags) noTranscripts(arg string) error {
	err := fmt.Errorf("no transcripts found in %s", transcript.ShowPath(arg))
	if len(s.include)+len(s.exclude) > 0 {
		return &hinted{err, "--include and --exclude match source-relative paths such as PROJECT/agent-transcripts/ID/ID.jsonl; check that they keep some"}
	}
	if root := cursor.NearestRoot(arg); root != "" {
		return &hinted{err, fmt.Sprintf("transcripts are under %s: name that as SOURCE", transcript.ShowPath(root))}
	}
	es, _ := os.ReadDir(arg)
	for _, e := range es {
		if filepath.Ext(e.Name()) == ".jsonl" {
			return &hinted{err, "its .jsonl files are not in a Cursor projects tree: name each file as a SOURCE"}
		}
	}
	return &hinted{err, sourceHint}
}

func openSource(arg string) (transcript.Source, error) {
	if arg == builtinSample {
		sub, err := fs.Sub(transcrub.Sample, "testdata/sample")
		if err != nil {
			return transcript.Source{}, err
		}
		return transcript.Source{FS: sub, Label: builtinSample}, nil
	}
	src, err := cursor.OpenPath(arg)
	if errors.Is(err, fs.ErrNotExist) {
		return src, &hinted{fmt.Errorf("%s: no such file or directory", transcript.ShowPath(arg)), sourceHint}
	}
	if err != nil {
		return src, fmt.Errorf("%s: %w", transcript.ShowPath(arg), err)
	}
	return src, nil
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
