package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
)

// These tests read the Cursor transcripts other projects wrote, from
// ../shared/external/cursor beside the repository (see its SOURCES.md).
// The files are never copied into the project: each test lays out what it
// needs in a temporary directory. Failure messages name files by their
// place in that folder and lines by number, never by content.

// externalFiles lists the external transcript files, relative to dir.
func externalFiles(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".jsonl") {
			rel, _ := filepath.Rel(dir, p)
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(files)
	if len(files) < 19 {
		t.Fatalf("found %d external transcript files, want at least 19", len(files))
	}
	return files
}

// exportOne exports one loose transcript file in structural mode under a
// fixed salt, with the further flags given, and returns the bundled
// transcript and the manifest.
func exportOne(t *testing.T, src string, flags ...string) (out, manifest []byte) {
	t.Helper()
	tmp := t.TempDir()
	salt := filepath.Join(tmp, "salt")
	if err := os.WriteFile(salt, bytes.Repeat([]byte{7}, 32), 0o600); err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(tmp, "out")
	code, _, _ := runCmd(t, append(append([]string{"export", "--select", "all", "--format", "dir", "--salt-file", salt, "-o", dst}, flags...), src)...)
	if code != exitOK && code != exitPartial {
		t.Fatalf("export exit %d", code)
	}
	var found []string
	filepath.WalkDir(dst, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".jsonl") {
			found = append(found, p)
		}
		return nil
	})
	if len(found) != 1 {
		t.Fatalf("bundle holds %d transcripts, want 1", len(found))
	}
	out, err := os.ReadFile(found[0])
	if err != nil {
		t.Fatal(err)
	}
	manifest, err = os.ReadFile(filepath.Join(dst, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	return out, manifest
}

// eachExternal runs check on every external file, each in a subtest, with
// the source, its bundled transcript and the manifest of exportOne.
func eachExternal(t *testing.T, check func(t *testing.T, src, out, manifest []byte)) {
	dir := benchdata.External(t, "cursor")
	for _, rel := range externalFiles(t, dir) {
		t.Run(rel, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(dir, rel))
			if err != nil {
				t.Fatal(err)
			}
			out, manifest := exportOne(t, filepath.Join(dir, rel))
			check(t, src, out, manifest)
		})
	}
}

// lines splits b at line feeds; a final line without one is a line too.
func lines(b []byte) [][]byte {
	if len(b) == 0 {
		return nil
	}
	ls := bytes.Split(b, []byte("\n"))
	if len(ls[len(ls)-1]) == 0 {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// spacing is the offset and byte of each whitespace byte between the
// tokens of b, a JSON line.
func spacing(b []byte) []int {
	var ws []int
	in := false
	for i := 0; i < len(b); i++ {
		switch {
		case in && b[i] == '\\':
			i++
		case b[i] == '"':
			in = !in
		case !in && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n'):
			ws = append(ws, i<<8|int(b[i]))
		}
	}
	return ws
}

// node is a JSON value with its object keys in order.
type node struct {
	kind byte   // '{', '[', 's' string, 'n' number, 'b' bool, '0' null
	str  string // a string or a number's text
	keys []string
	kids []*node
}

// parseNode parses one JSON value, keeping key order and duplicates.
func parseNode(b []byte) (*node, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	n, err := readNode(d)
	if err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the value")
	}
	return n, nil
}

func readNode(d *json.Decoder) (*node, error) {
	tok, err := d.Token()
	if err != nil {
		return nil, err
	}
	return nodeFrom(d, tok)
}

func nodeFrom(d *json.Decoder, tok json.Token) (*node, error) {
	switch v := tok.(type) {
	case json.Delim:
		n := &node{kind: byte(v)}
		for d.More() {
			if v == '{' {
				k, err := d.Token()
				if err != nil {
					return nil, err
				}
				n.keys = append(n.keys, k.(string))
			}
			kid, err := readNode(d)
			if err != nil {
				return nil, err
			}
			n.kids = append(n.kids, kid)
		}
		_, err := d.Token() // the closing delimiter
		return n, err
	case string:
		return &node{kind: 's', str: v}, nil
	case json.Number:
		return &node{kind: 'n', str: string(v)}, nil
	case bool:
		return &node{kind: 'b', str: fmt.Sprint(v)}, nil
	}
	return &node{kind: '0'}, nil
}

// get returns the value of the first key k of an object, or nil.
func (n *node) get(k string) *node {
	if i := slices.Index(n.keys, k); i >= 0 {
		return n.kids[i]
	}
	return nil
}

// discriminatorKeys name the positions kept at any depth when their
// values are identifier-like; "name" only in tool-like blocks.
var discriminatorKeys = map[string]bool{"type": true, "subtype": true, "status": true, "role": true, "kind": true}

// identWord is an identifier-like discriminator value that no token test
// calls data: letters, digits of no run, and _ . : - between words.
var identWord = regexp.MustCompile(`^[A-Za-z][A-Za-z_.:-]{0,63}$`)

// toolLike reports whether an object is a tool call block.
func toolLike(n *node) bool {
	t := n.get("type")
	return t != nil && t.kind == 's' && (t.str == "tool_use" || t.str == "tool_call" || t.str == "function_call" || t.str == "server_tool_use")
}

// embeddedJSON returns a Codex arguments or output string that holds a
// JSON object or array, and its scrubbed form, parsed, when both parse:
// such a string is scrubbed as JSON, its skeleton kept rather than its
// length. (Scrubbed as one string, it keeps its length instead.)
func embeddedJSON(path, src, out string) (*node, *node, bool) {
	if !strings.HasSuffix(path, ".arguments") && !strings.HasSuffix(path, ".output") {
		return nil, nil, false
	}
	sj, err := parseNode([]byte(src))
	if err != nil || sj.kind != '{' && sj.kind != '[' {
		return nil, nil, false
	}
	oj, err := parseNode([]byte(out))
	return sj, oj, err == nil
}

// shiftedNumber reports whether the number at path is an epoch time that
// structural mode moves by the run's time shift (Codex's task events and
// rate limits).
func shiftedNumber(path string) bool {
	return strings.HasSuffix(path, ".started_at") || strings.HasSuffix(path, ".completed_at") || strings.HasSuffix(path, ".resets_at")
}

// keptName reports whether out is the discriminator src as structural
// mode keeps it: verbatim, or an MCP tool name mcp__<server>__<tool> whose
// server is a pseudonym of its length.
func keptName(src, out string) bool {
	if src == out {
		return true
	}
	s, ok1 := strings.CutPrefix(src, "mcp__")
	o, ok2 := strings.CutPrefix(out, "mcp__")
	i, j := strings.Index(s, "__"), strings.Index(o, "__")
	return ok1 && ok2 && i > 0 && i == j && s[i:] == o[j:]
}

// fidelity compares a source value with its scrubbed form and reports
// what differs, by JSON path; kept collects the source strings that were
// kept by design (discriminators).
type fidelity struct {
	errs []string
	kept map[string]bool
}

func (f *fidelity) errorf(path, format string, a ...any) {
	f.errs = append(f.errs, path+": "+fmt.Sprintf(format, a...))
}

func (f *fidelity) compare(src, out *node, path string) {
	if src.kind != out.kind {
		f.errorf(path, "kind %c became %c", src.kind, out.kind)
		return
	}
	switch src.kind {
	case 'n', 'b':
		if src.str != out.str && !(src.kind == 'n' && shiftedNumber(path)) {
			f.errorf(path, "literal changed")
		}
	case 's':
		if sj, oj, ok := embeddedJSON(path, src.str, out.str); ok {
			f.compare(sj, oj, path+"(json)")
			if src.str == out.str && f.allKept(sj) {
				f.kept[src.str] = true // JSON of kept words alone: {"status":"completed"}
			}
		} else if len(src.str) != len(out.str) {
			f.errorf(path, "string of %d bytes became %d", len(src.str), len(out.str))
		}
	case '[', '{':
		if len(src.kids) != len(out.kids) {
			f.errorf(path, "%d members became %d", len(src.kids), len(out.kids))
			return
		}
		tool := src.kind == '{' && toolLike(src)
		for i := range src.kids {
			p := fmt.Sprintf("%s[%d]", path, i)
			if src.kind == '{' {
				k := src.keys[i]
				if len(k) != len(out.keys[i]) {
					f.errorf(p, "key of %d bytes became %d", len(k), len(out.keys[i]))
				}
				if k == out.keys[i] {
					p = path + "." + k
				}
				if v := src.kids[i]; v.kind == 's' && (discriminatorKeys[k] || tool && k == "name") && identWord.MatchString(v.str) {
					if !keptName(v.str, out.kids[i].str) {
						f.errorf(p, "discriminator of %d bytes not kept", len(v.str))
					}
					f.kept[v.str] = true
				}
			}
			f.compare(src.kids[i], out.kids[i], p)
		}
	}
}

// strings collects the decoded strings of n of at least min bytes: the
// values, and the keys that are not identifier-like (schema keys are kept
// by design).
// allKept reports whether every string of n of 6 bytes or more is one
// kept by design.
func (f *fidelity) allKept(n *node) bool {
	inner := map[string]bool{}
	n.strings(6, inner)
	for s := range inner {
		if !f.kept[s] {
			return false
		}
	}
	return true
}

func (n *node) strings(min int, into map[string]bool) {
	if n.kind == 's' && len(n.str) >= min {
		into[n.str] = true
	}
	for _, k := range n.keys {
		if len(k) >= min && !identWord.MatchString(k) {
			into[k] = true
		}
	}
	for _, kid := range n.kids {
		kid.strings(min, into)
	}
}

// patchLine matches the lines of ApplyPatch and unified-diff grammar that
// are kept verbatim up to their path or text.
var patchLine = regexp.MustCompile(`^(\*\*\* (Begin Patch|End Patch|End of File|Update File: |Add File: |Delete File: |Move to: )|@@|diff --git |--- |\+\+\+ )`)

// grammar checks that every string of src holding a patch or a diff keeps
// its grammar in out: the same lines, the markers verbatim and the first
// byte of every hunk line.
func grammar(src, out *node, path string, f *fidelity) {
	if src.kind == 's' && out.kind == 's' && (strings.Contains(src.str, "*** Begin Patch") || strings.Contains(src.str, "\n@@ ") || strings.HasPrefix(src.str, "@@ ")) {
		sl, ol := strings.Split(src.str, "\n"), strings.Split(out.str, "\n")
		if len(sl) != len(ol) {
			f.errorf(path, "patch of %d lines became %d", len(sl), len(ol))
			return
		}
		inHunk := false
		for i, l := range sl {
			m := patchLine.FindString(l)
			switch {
			case m != "":
				if !strings.HasPrefix(ol[i], m) {
					f.errorf(path, "patch line %d: marker of %d bytes not kept", i+1, len(m))
				}
				inHunk = strings.HasPrefix(m, "@@") || inHunk && !strings.HasPrefix(m, "***")
				if strings.HasPrefix(m, "*** Add File") {
					inHunk = true
				}
			case inHunk && l != "" && strings.ContainsRune("+- ", rune(l[0])):
				if ol[i] == "" || ol[i][0] != l[0] {
					f.errorf(path, "patch line %d: prefix not kept", i+1)
				}
			}
		}
	}
	for i := range min(len(src.kids), len(out.kids)) {
		grammar(src.kids[i], out.kids[i], fmt.Sprintf("%s[%d]", path, i), f)
	}
}

// Every external Cursor file, exported alone in structural mode, keeps
// its skeleton, its discriminators, its patch grammar and its last-line
// state, and no source string of six bytes or more survives but those
// kept by design.
func TestExternalCursorFidelity(t *testing.T) {
	dir := benchdata.External(t, "cursor")
	for _, rel := range externalFiles(t, dir) {
		t.Run(rel, func(t *testing.T) { checkFidelity(t, filepath.Join(dir, rel), nil) })
	}
}

// checkFidelity exports the transcript file p alone in structural mode
// with the further flags given and checks the bundled file against it:
// the skeleton, the discriminators, the patch grammar, the last-line
// state and each line's length and whitespace between tokens are kept
// (strings are replaced in place), and no source string of six bytes or more survives but
// those kept by design: discriminators, public paths, and what byDesign
// (when set) adds to kept from each source line.
func checkFidelity(t *testing.T, p string, byDesign func(line *node, kept map[string]bool), flags ...string) {
	src, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := exportOne(t, p, flags...)
	if srcNL, outNL := bytes.HasSuffix(src, []byte("\n")), bytes.HasSuffix(out, []byte("\n")); srcNL != outNL {
		t.Errorf("final line break: source %v, bundle %v", srcNL, outNL)
	}
	f := &fidelity{kept: map[string]bool{}}
	sources, outputs := map[string]bool{}, map[string]bool{}
	ol := lines(out)
	j := 0
	for i, l := range lines(src) {
		if len(bytes.TrimSpace(l)) == 0 {
			if j < len(ol) && len(bytes.TrimSpace(ol[j])) == 0 {
				j++ // a blank line kept as it is
			}
			continue
		}
		sn, err := parseNode(l)
		if err != nil || sn.kind != '{' {
			continue // skipped, and listed in the manifest
		}
		if j >= len(ol) {
			t.Fatalf("line %d: bundle ends early", i+1)
		}
		on, err := parseNode(ol[j])
		if err != nil {
			t.Fatalf("line %d: bundle line %d is not JSON", i+1, j+1)
		}
		if len(l) != len(ol[j]) || !slices.Equal(spacing(l), spacing(ol[j])) {
			t.Errorf("line %d: the bundled line lost its source's length or the whitespace between its tokens", i+1)
		}
		j++
		f.compare(sn, on, fmt.Sprintf("line %d: $", i+1))
		grammar(sn, on, fmt.Sprintf("line %d: $", i+1), f)
		if byDesign != nil {
			byDesign(sn, f.kept)
		}
		sn.strings(6, sources)
		on.strings(6, outputs)
	}
	if j != len(ol) {
		t.Errorf("bundle has %d lines more than the source's kept lines", len(ol)-j)
	}
	for _, e := range f.errs {
		t.Error(e)
	}
	for s := range f.kept {
		delete(outputs, s) // a string kept by design is public: what it contains did not survive
	}
	survived := 0
	for s := range sources {
		if !f.kept[s] && !publicPath(s) && containedIn(s, outputs) {
			survived++
		}
	}
	if survived > 0 {
		t.Errorf("%d source strings of 6 bytes or more survive in the bundle", survived)
	}
}

// containedIn reports whether s is part of one of the strings, but for
// the public path words a pseudonym keeps ("agents" in subagents/).
func containedIn(s string, strs map[string]bool) bool {
	for o := range strs {
		if strings.Contains(o, s) && !scrub.WithinPublic([]byte(o), []byte(s)) {
			return true
		}
	}
	return false
}

// publicPath reports whether s is made only of what structural mode keeps
// of a path or glob: public path words and dot directories, stems of one
// byte, short extensions, separators and glob metacharacters.
func publicPath(s string) bool {
	for _, seg := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(`/\*?[]{},`, r) }) {
		if scrub.KeptPathWord(seg) {
			continue
		}
		if scrub.KeptPathWord("." + seg) {
			continue // a dot directory's name (.claude, .cursor)
		}
		stem, ext, _ := strings.Cut(seg, ".")
		if len(stem) > 1 && !scrub.KeptPathWord(stem) || len(ext) > 5 || strings.Contains(ext, ".") {
			return false
		}
	}
	return true
}

// keyset is an object's keys, sorted and without repeats, comma-joined.
func (n *node) keyset() string {
	ks := slices.Clone(n.keys)
	slices.Sort(ks)
	return strings.Join(slices.Compact(ks), ",")
}

// str is a string member's value, "" when absent or not a string.
func (n *node) strOf(k string) (string, bool) {
	if v := n.get(k); v != nil && v.kind == 's' {
		return v.str, true
	}
	return "", false
}

// shapeOracle tallies, independently of the transcript package, the
// drift and the recorded fields of one file's frames, as the manifest
// must report them.
type shapeOracle struct {
	drift    map[[2]string]int
	first    map[[2]string]int // source line of the first occurrence
	recorded map[string]bool
	line     int
}

// The documented shapes, from the Cursor record.
var (
	seedKeysets = []string{"message,role", "status,type", "error,status,type"}
	seedBlocks  = map[string]string{"text": "text,type", "tool_use": "input,name,type"}
	seedTools   = strings.Fields("Shell ReadFile rg ApplyPatch Read StrReplace Grep Glob AwaitShell Subagent CallMcpTool TodoWrite Write Delete AskQuestion GetMcpTools CallDynamicTool GetDynamicTools WebFetch WebSearch Task ReadLints SwitchMode CreatePlan")
)

func (o *shapeOracle) add(kind, name string) {
	k := [2]string{kind, transcript.DriftName(name)}
	switch {
	case name == transcript.NameUntyped || name == transcript.NameNone:
		k[1] = name
	case strings.Contains(name, ",") || name == "{}":
		k[1] = name // key sets are named key by key
		for _, part := range strings.Split(name, ",") {
			if name != "{}" && transcript.DriftName(part) != part {
				k[1] = transcript.NameOther
			}
		}
	}
	if _, ok := o.first[k]; !ok {
		o.first[k] = o.line
	}
	o.drift[k]++
}

func (o *shapeOracle) frame(f *node) {
	ks := f.keyset()
	if !slices.Contains(seedKeysets, ks) {
		o.add("keyset", cmp.Or(ks, "{}"))
	}
	for _, k := range f.keys {
		o.note(k)
	}
	if role, _ := f.strOf("role"); f.get("role") != nil && role != "user" && role != "assistant" {
		o.add("role", cmp.Or(role, transcript.NameNone))
		if role == "tool" {
			o.recorded["tool_results"] = true
		}
	}
	if t, _ := f.strOf("type"); t == "turn_ended" {
		if st, _ := f.strOf("status"); !slices.Contains([]string{"success", "error", "aborted"}, st) {
			o.add("turn_status", cmp.Or(st, transcript.NameNone))
		}
	}
	m := f.get("message")
	if m == nil || m.kind != '{' {
		return
	}
	if f.get("id") != nil || m.get("id") != nil {
		o.recorded["message_ids"] = true
	}
	if mks := m.keyset(); mks != "content" && mks != "" {
		o.add("message_keyset", mks)
	}
	for _, k := range m.keys {
		o.note(k)
	}
	c := m.get("content")
	switch {
	case c == nil:
		o.add("content", "missing")
	case c.kind == 's':
		o.add("content", "string")
	case c.kind == '{':
		o.add("content", "object")
	case c.kind != '[':
		o.add("content", "other")
	default:
		for _, b := range c.kids {
			o.block(b)
		}
	}
}

func (o *shapeOracle) block(b *node) {
	t, ok := "", false
	if b.kind == '{' {
		t, ok = b.strOf("type")
	}
	want, known := seedBlocks[t]
	switch {
	case !ok || t == "":
		o.add("block_type", transcript.NameUntyped)
	case !known:
		o.add("block_type", t)
	case b.keyset() != want:
		o.add("block_keyset", b.keyset())
	}
	if t == "tool_use" {
		if name, _ := b.strOf("name"); !slices.Contains(seedTools, name) {
			o.add("tool_name", cmp.Or(name, transcript.NameNone))
		}
		if b.get("id") != nil {
			o.recorded["call_ids"] = true
		}
	}
	if t == "tool_result" || b.kind == '{' && (b.get("tool_use_id") != nil || b.get("is_error") != nil) {
		o.recorded["tool_results"] = true
	}
}

// note records the fields a frame's or a message's key records.
func (o *shapeOracle) note(k string) {
	switch k {
	case "usage":
		o.recorded["usage"] = true
	case "model":
		o.recorded["model"] = true
	case "timestamp", "createdAt":
		o.recorded["timestamps"] = true
	}
}

// Every external Cursor file's manifest says truthfully what the file
// holds outside the documented shapes, by name, count and first line, and
// which of the fields Cursor does not record it does record.
func TestExternalCursorManifest(t *testing.T) {
	eachExternal(t, func(t *testing.T, src, _, raw []byte) {
		var m struct {
			NotRecorded []string                `json:"not_recorded"`
			Drift       []transcript.DriftEntry `json:"drift"`
			Files       []struct{ Path string } `json:"files"`
		}
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		o := &shapeOracle{drift: map[[2]string]int{}, first: map[[2]string]int{}, recorded: map[string]bool{}}
		for i, l := range lines(src) {
			if f, err := parseNode(l); err == nil && f.kind == '{' {
				o.line = i + 1
				o.frame(f)
			}
		}
		got := map[[2]string]transcript.DriftEntry{}
		for _, e := range m.Drift {
			got[[2]string{e.Kind, e.Name}] = e
			if !slices.ContainsFunc(m.Files, func(f struct{ Path string }) bool { return f.Path == e.Witness.File }) {
				t.Errorf("drift %s %s: witness names no bundled file", e.Kind, e.Name)
			}
		}
		for k, n := range o.drift {
			e, ok := got[k]
			switch {
			case !ok:
				t.Errorf("drift %s %s (%d) not reported", k[0], k[1], n)
			case e.Count != n || e.Witness.Line != o.first[k]:
				t.Errorf("drift %s %s: count %d first at line %d, want %d at line %d", k[0], k[1], e.Count, e.Witness.Line, n, o.first[k])
			}
		}
		for k := range got {
			if o.drift[k] == 0 {
				t.Errorf("drift %s %s reported, not in the file", k[0], k[1])
			}
		}
		for _, field := range []string{"tool_results", "call_ids", "usage", "model", "message_ids", "timestamps"} {
			if listed := slices.Contains(m.NotRecorded, field); listed == o.recorded[field] {
				t.Errorf("not_recorded lists %s: %v, but the file records it: %v", field, listed, o.recorded[field])
			}
		}
	})
}

// arrangeExternal lays the external files out as one projects tree in a
// temporary directory, as ../shared/external/cursor/arrange.py does, and
// returns its projects root.
func arrangeExternal(t *testing.T, dir string) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "projects")
	const relay = "AgentWorkforce__relayhistory/crates/ai-hist/tests/fixtures/cursor/"
	const vibes = "vibeshub__vibeshub/"
	place := [][2]string{
		{"vshulcz__deja-vu/fixtures/registry/cursor/projects/registry-demo/agent-transcripts/registry-cursor.jsonl", "registry-demo/agent-transcripts/registry-cursor.jsonl"},
		{relay + "observed-3.13.25.jsonl", "ext-relayhistory/agent-transcripts/observed-3.13.25/observed-3.13.25.jsonl"},
		{relay + "legacy-string-content.jsonl", "ext-relayhistory/agent-transcripts/legacy-string-content/legacy-string-content.jsonl"},
		{relay + "extended-unverified.jsonl", "ext-relayhistory/agent-transcripts/extended-unverified/extended-unverified.jsonl"},
		{relay + "prompt-transcript/.cursor/projects/tmp-project/agent-transcripts/cur-00000001/cur-00000001.jsonl", "tmp-project/agent-transcripts/cur-00000001/cur-00000001.jsonl"},
		{"letta-ai__trajectory/fixtures/cursor/cleanup/input.jsonl", "ext-letta-trajectory/agent-transcripts/cleanup/cleanup.jsonl"},
		{"letta-ai__trajectory/fixtures/cursor/tool-calls/input.jsonl", "ext-letta-trajectory/agent-transcripts/tool-calls/tool-calls.jsonl"},
		{"HulkInTherapy__potsherd/docs/upstream/PHASE-1-SCOUT.md.cursor-examples.jsonl", "ext-potsherd-scout/agent-transcripts/scout-examples/scout-examples.jsonl"},
		{vibes + "webapp/backend/tests/fixtures/cursor/transcript.jsonl", "ext-vibeshub/agent-transcripts/transcript/transcript.jsonl"},
		{vibes + "webapp/backend/tests/fixtures/cursor/transcript_subagent.jsonl", "ext-vibeshub/agent-transcripts/transcript/subagents/transcript_subagent.jsonl"},
		{vibes + "webapp/backend/tests/fixtures/cursor/kitchen_sink.jsonl", "ext-vibeshub/agent-transcripts/kitchen_sink/kitchen_sink.jsonl"},
		{vibes + "plugins/cli/tests/fixtures/sessions/cursor-parallel/session.jsonl", "ext-vibeshub/agent-transcripts/cursor-parallel/cursor-parallel.jsonl"},
		{"ConfabulousDev__confab-web/backend/internal/analytics/testdata/cursor/main.jsonl", "ext-confab-web/agent-transcripts/main/main.jsonl"},
		{"ConfabulousDev__confab-web/backend/internal/analytics/testdata/cursor/subagent.jsonl", "ext-confab-web/agent-transcripts/main/subagents/subagent.jsonl"},
	}
	for _, n := range []string{"11111111-1111-1111-1111-111111111111", "22222222-2222-2222-2222-222222222222", "33333333-3333-3333-3333-333333333333"} {
		place = append(place, [2]string{vibes + "plugins/cli/tests/fixtures/sessions/cursor-parallel/subagents/" + n + ".jsonl",
			"ext-vibeshub/agent-transcripts/cursor-parallel/subagents/" + n + ".jsonl"})
	}
	for _, tree := range []string{"HulkInTherapy__potsherd/tests/fixtures/cursor/projects", "derived__transcrub-eval/projects"} {
		base := filepath.Join(dir, tree)
		filepath.WalkDir(base, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(base, p)
				place = append(place, [2]string{filepath.Join(tree, rel), rel})
			}
			return err
		})
	}
	for _, pl := range place {
		b, err := os.ReadFile(filepath.Join(dir, pl[0]))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(root, filepath.FromSlash(pl[1]))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// cursorEncode spells a path as Cursor names a project directory after
// it: every byte but letters and digits becomes a dash.
func cursorEncode(p string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return '-'
	}, p)
}

// homePath finds /Users/… paths in scrubbed content.
var homePath = regexp.MustCompile(`/Users/[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*`)

// The external tree exported whole, in both modes, verifies; in
// structural mode every project directory named after a home path is the
// Cursor encoding of that path's pseudonym in its content, and the
// sidecar read back by path is the bundled one.
func TestExternalCursorTree(t *testing.T) {
	root := arrangeExternal(t, benchdata.External(t, "cursor"))
	salt := filepath.Join(t.TempDir(), "salt")
	if err := os.WriteFile(salt, bytes.Repeat([]byte{9}, 32), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"structural", "redact"} {
		out := filepath.Join(t.TempDir(), "b.tar.zst")
		code, _, _ := runCmd(t, "export", "--mode", mode, "--select", "all", "--salt-file", salt, "-o", out, root)
		if code != exitPartial { // the malformed lines are skipped; the blank line is not
			t.Fatalf("%s: export exit %d, want %d", mode, code, exitPartial)
		}
		if code, _, _ := runCmd(t, "verify", out); code != exitOK {
			t.Errorf("%s: verify exit %d", mode, code)
		}
	}
	dst := filepath.Join(t.TempDir(), "dir")
	runCmd(t, "export", "--select", "all", "--format", "dir", "--salt-file", salt, "-o", dst, root)
	projects, err := os.ReadDir(filepath.Join(dst, "projects"))
	if err != nil {
		t.Fatal(err)
	}
	agreed, readBacks := 0, 0
	for _, p := range projects {
		if !strings.HasPrefix(p.Name(), "Users-") {
			continue
		}
		var content []byte
		filepath.WalkDir(filepath.Join(dst, "projects", p.Name()), func(f string, d os.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(f, ".jsonl") {
				b, _ := os.ReadFile(f)
				content = append(content, b...)
			}
			return nil
		})
		paths := homePath.FindAll(content, -1)
		if len(paths) == 0 {
			continue
		}
		ok := false
		for _, hp := range paths {
			enc := cursorEncode(strings.TrimPrefix(string(hp), "/"))
			ok = ok || enc == p.Name() || strings.HasPrefix(enc, p.Name()+"-")
		}
		if !ok {
			t.Errorf("project %d: no home path in its content encodes to its directory name", agreed)
		}
		agreed++
		for _, hp := range paths {
			if _, rest, ok := strings.Cut(string(hp), "/.cursor/projects/"); ok && strings.Contains(rest, "/agent-tools/") {
				readBacks++
				if _, err := os.Stat(filepath.Join(dst, "projects", filepath.FromSlash(rest))); err != nil {
					t.Errorf("project %d: a sidecar read back by path is not in the bundle", agreed)
				}
			}
		}
	}
	if agreed < 3 || readBacks == 0 {
		t.Errorf("%d projects named after home paths and %d read-back paths checked, want 3 and some", agreed, readBacks)
	}
}
