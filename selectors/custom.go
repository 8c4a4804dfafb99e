package selectors

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/itchyny/gojq"

	"github.com/transcrub/transcrub/internal/jsonany"
)

// jqPredicate is a compiled jq expression over one decoded frame.
type jqPredicate struct{ code *gojq.Code }

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,63}$`)

// Custom compiles a frame-scope predicate from a jq expression. The id must
// be lowercase letters, digits, '_', '.' or '-' and not a built-in id.
func Custom(id, expr string) (Predicate, error) {
	if !idPattern.MatchString(id) {
		return Predicate{}, fmt.Errorf("predicate name %q: want lowercase letters, digits, _ . - (at most 64)", id)
	}
	for _, p := range Checklist() {
		if p.ID == id {
			return Predicate{}, fmt.Errorf("predicate name %q is a built-in", id)
		}
	}
	j, err := compileJQ(expr)
	if err != nil {
		return Predicate{}, fmt.Errorf("predicate %s: jq: %w", id, err)
	}
	return Predicate{ID: id, Description: "custom jq predicate", Expr: expr, jq: j}, nil
}

// compileJQ compiles a jq expression with no access to the environment.
func compileJQ(expr string) (*jqPredicate, error) {
	q, err := gojq.Parse(expr)
	if err != nil {
		return nil, err
	}
	code, err := gojq.Compile(q, gojq.WithEnvironLoader(func() []string { return nil }))
	if err != nil {
		return nil, err
	}
	return &jqPredicate{code}, nil
}

// ParseWhere compiles a --where argument, NAME=EXPR.
func ParseWhere(arg string) (Predicate, error) {
	id, expr, ok := strings.Cut(arg, "=")
	if !ok || strings.TrimSpace(expr) == "" {
		return Predicate{}, fmt.Errorf("--where %q: want NAME=EXPR", arg)
	}
	return Custom(strings.TrimSpace(id), strings.TrimSpace(expr))
}

// LoadPredicates reads a predicates file: one NAME=EXPR a line; blank
// lines and lines starting with # are skipped. name labels errors.
func LoadPredicates(r io.Reader, name string) ([]Predicate, error) {
	var out []Predicate
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := ParseWhere(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, errors.Unwrap(err))
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

// holds runs the expression over a decoded frame. Errors, including those
// inside the iterator, mean "does not hold": their text may quote frame
// content and is dropped.
func (j *jqPredicate) holds(ctx context.Context, v any) bool {
	iter := j.code.RunWithContext(ctx, v)
	for range 1 << 16 {
		out, ok := iter.Next()
		if !ok {
			return false
		}
		switch out := out.(type) {
		case error:
			return false
		case nil:
		case bool:
			if out {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// decodeFrame decodes a line for jq, as json.Unmarshal would (see
// jsonany). Invalid input decodes to nil.
func decodeFrame(line []byte) any {
	v, _ := jsonany.Decode(line)
	return v
}
