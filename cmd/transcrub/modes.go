package main

import (
	"fmt"
	"maps"
	"os"

	"github.com/spf13/pflag"
	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
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
	fs.StringVar(&r.termsFile, "terms-file", "", "file of identity terms, one a line; blank lines and # comments are skipped")
}

// callerIdentity is who the running user is, and the listed terms, as
// terms that must not appear.
type callerIdentity struct {
	users, hosts, terms []string
}

func (id callerIdentity) all() []string {
	return append(append(append([]string(nil), id.users...), id.hosts...), id.terms...)
}

// identity returns the running user's login and name, the hostname, and
// --term and --terms-file words.
func (r *redactFlags) identity() (callerIdentity, error) {
	id := callerIdentity{terms: append([]string(nil), r.terms...)}
	if r.termsFile != "" {
		f, err := os.Open(r.termsFile)
		if err != nil {
			return id, err
		}
		defer f.Close()
		more, err := identity.ReadTerms(f)
		if err != nil {
			return id, fmt.Errorf("--terms-file %s: %w", transcript.ShowPath(r.termsFile), err)
		}
		id.terms = append(id.terms, more...)
	}
	id.users, id.hosts = identity.Local()
	return id, nil
}

// newMode returns the scrubbing mode, keyed by p, with the caller's
// identity id.
func (o *exportFlags) newMode(p *scrub.Pseudonymizer, id callerIdentity) (export.Mode, error) {
	switch o.mode {
	case "structural":
		if o.redact.rules != "" {
			return nil, usageErrorf("--rules applies to --mode redact")
		}
		return export.Structural(p), nil
	case "redact":
		set, err := loadRules(o.redact.rules)
		if err != nil {
			return nil, fmt.Errorf("--rules: %w", err)
		}
		return export.Redact(p, scrub.RedactOptions{Rules: set, Users: id.users, Hosts: id.hosts, Terms: id.terms}), nil
	}
	return nil, usageErrorf("--mode must be structural or redact")
}

// knownTerms are the identity terms known before the export: the
// caller's, what the project directories spell and what the transcripts'
// first frames reveal (foretold, see export.Foretell). Pseudonyms are
// drawn so that none is one of them, or a word of one, by chance.
func knownTerms(id callerIdentity, corpora []*transcript.Corpus, foretold identity.Terms) *identity.Check {
	terms := identity.Terms{}
	maps.Copy(terms, foretold)
	for _, t := range id.all() {
		identity.Add(terms, t)
	}
	for _, c := range corpora {
		for _, f := range c.Files {
			identity.FromProject(terms, f.Project)
			identity.ProjectWords(terms, f.Project)
		}
	}
	return identity.NewCheck(terms, nil)
}
