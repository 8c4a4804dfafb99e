package main

import (
	"bufio"
	"fmt"
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

// identity is who the running user is, as terms that must not appear.
type identity struct {
	users, hosts, terms []string
}

func (id identity) all() []string {
	return append(append(append([]string(nil), id.users...), id.hosts...), id.terms...)
}

// identity returns the running user's login and name, the hostname, and
// --term words.
func (r *redactFlags) identity() (identity, error) {
	id := identity{terms: append([]string(nil), r.terms...)}
	if r.termsFile != "" {
		f, err := os.Open(r.termsFile)
		if err != nil {
			return id, err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if t := strings.TrimSpace(sc.Text()); t != "" && !strings.HasPrefix(t, "#") {
				id.terms = append(id.terms, t)
			}
		}
		if err := sc.Err(); err != nil {
			return id, err
		}
	}
	if u, err := user.Current(); err == nil {
		for _, n := range append([]string{u.Username}, strings.Fields(u.Name)...) {
			if len(n) >= 2 && !isGenericAccount(n) {
				id.users = append(id.users, n)
			}
		}
	}
	if h, err := os.Hostname(); err == nil {
		h, _, _ = strings.Cut(h, ".")
		if len(h) >= 2 && h != "localhost" {
			id.hosts = append(id.hosts, h)
		}
	}
	return id, nil
}

// isGenericAccount reports account names that are not a person's.
func isGenericAccount(n string) bool {
	switch strings.ToLower(n) {
	case "root", "user", "runner", "ubuntu", "admin", "administrator", "guest", "nobody", "vagrant", "node", "app":
		return true
	}
	return false
}

// newMode returns the scrubbing mode and the identity terms.
func (o *exportFlags) newMode(p *scrub.Pseudonymizer) (export.Mode, []string, error) {
	id, err := o.redact.identity()
	if err != nil {
		return nil, nil, err
	}
	switch o.mode {
	case "structural":
		if o.redact.rules != "" {
			return nil, nil, usageErrorf("--rules applies to --mode redact")
		}
		return export.Structural(p), id.all(), nil
	case "redact":
		set, err := loadRules(o.redact.rules)
		if err != nil {
			return nil, nil, fmt.Errorf("--rules: %w", err)
		}
		return export.Redact(p, scrub.RedactOptions{Rules: set, Users: id.users, Hosts: id.hosts, Terms: id.terms}), id.all(), nil
	}
	return nil, nil, usageErrorf("--mode must be structural or redact")
}
