// Command ngramgen builds rules/ngram.bin, the letter trigram model behind
// the secret-value model's "reads as words" score (see rules/ngram.go),
// from an English word list and the identifiers of the Go standard
// library. The output depends only on its inputs: words are counted, not
// ordered, and the table is written in index order.
//
//	apt-get install -y wamerican   # /usr/share/dict/words
//	go run ./rules/internal/ngramgen -words /usr/share/dict/words -go "$(go env GOROOT)/src" -o rules/ngram.bin
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// The model's alphabet: the 26 letters and a word boundary.
const (
	boundary = 26
	symbols  = 27
)

func main() {
	words := flag.String("words", "/usr/share/dict/words", "word list, one a line")
	goSrc := flag.String("go", "", "a Go source tree whose identifiers to add")
	out := flag.String("o", "rules/ngram.bin", "output file")
	flag.Parse()
	var counts [symbols * symbols * symbols]float64
	add := func(w string) {
		w = strings.ToLower(w)
		prev2, prev1 := boundary, boundary
		for i := 0; i <= len(w); i++ {
			c := boundary
			if i < len(w) {
				c = int(w[i] - 'a')
			}
			counts[(prev2*symbols+prev1)*symbols+c]++
			prev2, prev1 = prev1, c
		}
	}
	if err := eachWord(*words, add); err != nil {
		fail(err)
	}
	if *goSrc != "" {
		if err := eachIdentWord(*goSrc, add); err != nil {
			fail(err)
		}
	}
	// Quantized costs: -log2 P(c | two before) in sixteenths of a bit,
	// with add-half smoothing, at most 255.
	table := make([]byte, len(counts))
	for ctx := 0; ctx < symbols*symbols; ctx++ {
		total := 0.0
		for c := 0; c < symbols; c++ {
			total += counts[ctx*symbols+c] + 0.5
		}
		for c := 0; c < symbols; c++ {
			p := (counts[ctx*symbols+c] + 0.5) / total
			table[ctx*symbols+c] = byte(min(255, math.Round(-math.Log2(p)*16)))
		}
	}
	if err := os.WriteFile(*out, table, 0o644); err != nil {
		fail(err)
	}
}

var letterRun = regexp.MustCompile(`[A-Z]?[a-z]+|[A-Z]+`)

// eachWord calls add with each letters-only word of a word list.
func eachWord(path string, add func(string)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := sc.Text()
		if isLetters(w) {
			add(w)
		}
	}
	return sc.Err()
}

// eachIdentWord calls add with the words of the identifiers in the Go
// files under root, split at case humps and underscores ("ReadFull"
// gives read and full), skipping tests and test data, whose strings
// hold generated keys.
func eachIdentWord(root string, add func(string)) error {
	ident := regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, id := range ident.FindAllString(string(src), -1) {
			for _, w := range letterRun.FindAllString(id, -1) {
				if len(w) >= 3 {
					add(w)
				}
			}
		}
		return nil
	})
}

func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return w != ""
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "ngramgen:", err)
	os.Exit(1)
}
