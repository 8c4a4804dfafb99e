// Package selectors holds the fixture checklist as named predicates over
// frames and files, evaluates them over a corpus, and chooses the cheapest
// set of whole transcript files that witnesses every predicate the source
// witnesses (see Cover for the cost and what is proven about it).
//
// Built-in predicates are typed Go over transcript.Frame. Custom predicates
// use jq syntax (github.com/itchyny/gojq) over the decoded frame and hold
// when the expression yields at least one value that is neither false nor
// null; an evaluation error means "does not hold" and is never reported
// with content.
//
// A Set is immutable once built and safe for concurrent use; a Matcher is
// per goroutine.
package selectors
