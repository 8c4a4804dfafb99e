package rules

import (
	"fmt"
	"io"
	"strings"

	"github.com/BurntSushi/toml"
)

// fileSpec is a rule file as written: the gitleaks schema plus transcrub's
// extension fields. Keys it does not name are ignored by the decoder.
type fileSpec struct {
	Title  string `toml:"title"`
	Extend struct {
		UseDefault    bool     `toml:"useDefault"`
		Path          string   `toml:"path"`
		DisabledRules []string `toml:"disabledRules"`
	} `toml:"extend"`
	Rules      []ruleSpec  `toml:"rules"`
	Allowlist  *allowSpec  `toml:"allowlist"`
	Allowlists []allowSpec `toml:"allowlists"`
}

type ruleSpec struct {
	ID          string      `toml:"id"`
	Description string      `toml:"description"`
	Regex       string      `toml:"regex"`
	SecretGroup int         `toml:"secretGroup"`
	Entropy     float64     `toml:"entropy"`
	Keywords    []string    `toml:"keywords"`
	Path        string      `toml:"path"`
	Allowlist   *allowSpec  `toml:"allowlist"`
	Allowlists  []allowSpec `toml:"allowlists"`
	Kind        string      `toml:"kind"`
	Placeholder string      `toml:"placeholder"`
	Validate    string      `toml:"validate"`
	Whole       bool        `toml:"whole"`
	Anchored    bool        `toml:"anchored"`
	Midword     bool        `toml:"midword"`
	Context     string      `toml:"context"`
	Samples     struct {
		Positive []any    `toml:"positive"`
		Negative []string `toml:"negative"`
	} `toml:"samples"`
}

type allowSpec struct {
	Description string   `toml:"description"`
	Condition   string   `toml:"condition"`
	Regexes     []string `toml:"regexes"`
	RegexTarget string   `toml:"regexTarget"`
	Stopwords   []string `toml:"stopwords"`
	Paths       []string `toml:"paths"`
	Commits     []string `toml:"commits"`
	TargetRules []string `toml:"targetRules"`
}

// parse decodes a rule file. name is used in errors only.
func parse(r io.Reader, name string) (*fileSpec, error) {
	var f fileSpec
	if _, err := toml.NewDecoder(r).Decode(&f); err != nil {
		return nil, &Error{Source: name, Err: err}
	}
	return &f, nil
}

// samples converts a rule's sample lists, resolving the {~} splice marker.
func (rs *ruleSpec) samples() (Samples, error) {
	var s Samples
	for i, p := range rs.Samples.Positive {
		switch v := p.(type) {
		case string:
			s.Positive = append(s.Positive, Sample{Text: unsplice(v)})
		case map[string]any:
			text, ok1 := v["text"].(string)
			secret, ok2 := v["secret"].(string)
			if !ok1 || !ok2 || len(v) != 2 {
				return s, fmt.Errorf("positive sample %d: want a string or {text, secret}", i)
			}
			s.Positive = append(s.Positive, Sample{Text: unsplice(text), Secret: unsplice(secret)})
		default:
			return s, fmt.Errorf("positive sample %d: want a string or {text, secret}", i)
		}
	}
	for _, n := range rs.Samples.Negative {
		s.Negative = append(s.Negative, unsplice(n))
	}
	return s, nil
}

// spliceMarker is deleted from sample texts; see the package comment.
const spliceMarker = "{~}"

func unsplice(s string) string { return strings.ReplaceAll(s, spliceMarker, "") }
