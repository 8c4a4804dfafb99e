package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/transcrub/transcrub/rules"
)

const rulesHelp = `Usage: transcrub rules list [--rules FILE] [--json]
       transcrub rules test FILE

Help writing redaction rules. 'list' prints the rules redact mode applies, in
order: the built-in set, or FILE's (a transcrub or gitleaks TOML file; with
[extend] useDefault = true it adds to the built-in set). 'test' compiles FILE
and runs every rule's positive and negative samples; it exits 1 if one
fails and names the rule and sample, never a match.

Examples:
  transcrub rules list
  transcrub rules list --rules .gitleaks.toml --json | jq '.[].id'
  transcrub rules test my-rules.toml
`

func runRules(ctx context.Context, e env, args []string) error {
	var (
		file   string
		asJSON bool
	)
	fs := newFlags("rules", rulesHelp, e)
	fs.StringVar(&file, "rules", "", "rule file to list instead of the built-in set")
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() == 1 && fs.Arg(0) == "list":
		set, err := loadRules(file)
		if err != nil {
			return err
		}
		return listRules(e, set, asJSON)
	case fs.NArg() == 2 && fs.Arg(0) == "test":
		set, err := loadRules(fs.Arg(1))
		if err != nil {
			return err
		}
		return testRules(e, set)
	}
	return usageErrorf("rules takes 'list' or 'test FILE'")
}

// loadRules reads a rule file, or returns the built-in set for "".
func loadRules(file string) (*rules.Set, error) {
	if file == "" {
		return rules.Default(), nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return rules.Load(f, file)
}

type ruleInfo struct {
	ID          string   `json:"id"`
	Kind        string   `json:"kind"`
	Description string   `json:"description"`
	Keywords    []string `json:"keywords"`
	Source      string   `json:"source"`
	Samples     int      `json:"samples"`
}

func listRules(e env, set *rules.Set, asJSON bool) error {
	var infos []ruleInfo
	for _, r := range set.Rules() {
		infos = append(infos, ruleInfo{ID: r.ID, Kind: string(r.Kind), Description: r.Description,
			Keywords: append([]string{}, r.Keywords...), Source: r.Source,
			Samples: len(r.Samples.Positive) + len(r.Samples.Negative)})
	}
	for _, n := range set.Notes() {
		fmt.Fprintf(e.stderr, "transcrub: note: %s\n", n)
	}
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(infos)
	}
	t := newTable(e.stdout, maxCell)
	t.row("", "ID", "KIND", "KEYWORDS", "DESCRIPTION")
	for _, r := range infos {
		t.row("", r.ID, r.Kind, strings.Join(r.Keywords, ","), r.Description)
	}
	return t.flush()
}

func testRules(e env, set *rules.Set) error {
	failures := set.TestSamples()
	for _, f := range failures {
		fmt.Fprintf(e.stderr, "transcrub: rules: %s\n", f)
	}
	n := 0
	for _, r := range set.Rules() {
		n += len(r.Samples.Positive) + len(r.Samples.Negative)
	}
	if len(failures) > 0 {
		return fmt.Errorf("%d of %d samples failed", len(failures), n)
	}
	fmt.Fprintf(e.stdout, "ok: %d rules, %d samples\n", len(set.Rules()), n)
	return nil
}
