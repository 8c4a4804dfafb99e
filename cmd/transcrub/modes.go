package main

import (
	"bufio"
	"os"
	"os/user"
	"strings"

	"github.com/spf13/pflag"
	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/scrub"
)

// redactFlags choose the redaction rules and the identity terms.
type redactFlags struct {
	rules     string
	terms     []string
	termsFile string
}

func (r *redactFlags) register(fs *pflag.FlagSet) {
	fs.StringVar(&r.rules, "rules", "", "redaction rules: a transcrub or gitleaks TOML file (redact mode)")
	fs.StringArrayVar(&r.terms, "term", nil, "a literal identity term (company, project) that must not appear; case-insensitive (repeatable)")
	fs.StringVar(&r.termsFile, "terms-file", "", "file of identity terms, one a line")
}

// identity returns the terms that must appear nowhere in a bundle: the
// running user's login and name, the hostname, and --term words.
func (r *redactFlags) identity() ([]string, error) {
	terms := append([]string(nil), r.terms...)
	if r.termsFile != "" {
		f, err := os.Open(r.termsFile)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if t := strings.TrimSpace(sc.Text()); t != "" && !strings.HasPrefix(t, "#") {
				terms = append(terms, t)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	if u, err := user.Current(); err == nil {
		terms = append(terms, u.Username)
		terms = append(terms, strings.Fields(u.Name)...)
	}
	if h, err := os.Hostname(); err == nil {
		h, _, _ = strings.Cut(h, ".")
		terms = append(terms, h)
	}
	return terms, nil
}

// newMode returns the scrubbing mode and the identity terms.
func (o *exportFlags) newMode(p *scrub.Pseudonymizer) (export.Mode, []string, error) {
	identity, err := o.redact.identity()
	if err != nil {
		return nil, nil, err
	}
	switch o.mode {
	case "structural":
		return export.Structural(p), identity, nil
	}
	return nil, nil, usageErrorf("--mode must be structural or redact")
}
