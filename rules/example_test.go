package rules_test

import (
	"fmt"
	"strings"

	"github.com/transcrub/transcrub/rules"
)

func ExampleSet_Find() {
	set := rules.Default().WithLiterals(rules.Identity, "user", "USER", []string{"dana"})
	text := "dana set DATABASE_URL=postgres://app:" + "Zx9Qw8Er7Ty6@db.internal/app and mailed ops@globex.com"
	for _, m := range set.Find(nil, text) {
		fmt.Printf("%s (%s): %d..%d\n", m.Rule.ID, m.Rule.Kind, m.Start, m.End)
	}
	// Output:
	// user (identity): 0..4
	// url-credentials (secret): 22..65
	// email (pii): 77..91
}

func ExampleLoad() {
	file := `
[extend]
useDefault = true

[[rules]]
id = "acme-ticket"
description = "Internal ticket ids"
kind = "identity"
placeholder = "TICKET"
regex = '''\bACME-[0-9]{4,}\b'''
keywords = ["acme-"]
samples.positive = ["see ACME-1234"]
samples.negative = ["ACME-12"]
`
	set, err := rules.Load(strings.NewReader(file), "acme.toml")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(set.TestSamples()), "sample failures")
	text := "fixed in ACME-20931"
	for _, m := range set.Find(nil, text) {
		fmt.Println(m.Rule.Placeholder, text[m.Start:m.End])
	}
	// Output:
	// 0 sample failures
	// TICKET ACME-20931
}
