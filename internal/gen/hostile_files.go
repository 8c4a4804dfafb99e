package gen

import (
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// The file cases of the hostile corpus: empty, stray and oddly named
// files, directories where files belong, subagents and sidecars.

// hostileSidecar is the sidecar the parent transcript reads back.
const hostileSidecar = "0f3c2a9e-7d41-4b8e-9c5a-2e6f1d7b8a90.txt"

func (g *hostileGen) files() {
	g.empties()
	g.strays()
	g.dirsAsFiles()
	g.oddNames()
	g.parent()
	g.sidecars()
}

// small writes a short valid transcript at rel whose strings all carry
// canaries of surface.
func (g *hostileGen) small(rel, surface string, optional bool) {
	f := g.file(rel)
	f.optional = optional
	f.frame(userText(f.c(surface)), drift{})
	f.frame(assistant(textBlock(f.c(surface)), callBlock("ReadFile", `{"path":"/Users/qx/src/`+f.c(surface)+`/main.go"}`)), drift{})
	f.turn("success", "")
	f.write()
}

// empties: files with nothing to read.
func (g *hostileGen) empties() {
	g.file(transcriptPath("h-empty")).write()
	f := g.file(transcriptPath("h-blank"))
	f.skip("", transcript.Blank)
	f.skip(" ", transcript.Blank)
	f.skipEnd("\t", "\r\n", transcript.Blank)
	f.write()
	f = g.file(transcriptPath("h-bom-only"))
	f.skipEnd("\xef\xbb\xbf", "", transcript.Blank)
	f.write()
	g.file(HostileProject + "/agent-tools/9b1e4c2d-0000-4000-8000-000000000000.txt").writeSidecar()
	g.dir("Users-qx-empty/agent-transcripts", "")
	g.dir("Users-qx-empty/agent-tools", "")
}

// stray writes a file discovery must pass over, holding a canary.
func (g *hostileGen) stray(rel string) {
	f := g.file(rel)
	f.b = []byte(userText(f.c("stray")) + "\nstray " + f.c("stray") + "\n")
	f.writeStray()
}

// strays: files that are no part of a transcript tree.
func (g *hostileGen) strays() {
	for _, rel := range []string{
		".DS_Store",
		"stray-root.jsonl",
		HostileProject + "/README.md",
		HostileProject + "/docs/deep/nested/file.txt",
		HostileProject + "/agent-transcripts/notes.txt",
		HostileProject + "/agent-transcripts/h-stray/h-stray.jsonl.bak",
		HostileProject + "/agent-transcripts/h-stray/other.json",
		HostileProject + "/agent-transcripts/h-stray/.DS_Store",
		HostileProject + "/agent-transcripts/h-stray/subagents/readme.txt",
		HostileProject + "/agent-tools/blob.bin",
		HostileProject + "/agent-tools/notes.md",
		"home-qx-second/agent-transcripts", // a file where a directory belongs
	} {
		g.stray(rel)
	}
	g.small(transcriptPath("h-stray"), "stray.transcript", false)
	// A transcript named differently from its session directory is read,
	// and reported.
	g.small(HostileProject+"/agent-transcripts/h-stray/sibling.jsonl", "stray.sibling", false)
	g.note(HostileProject+"/agent-transcripts/h-stray/sibling.jsonl", transcript.IDMismatch)
}

// note records a file-level problem discovery must report.
func (g *hostileGen) note(rel string, p transcript.Problem) {
	g.led.FileProblems = append(g.led.FileProblems, transcript.Diagnostic{File: rel, Problem: p})
}

// unvisited writes a file inside a directory discovery reports and does
// not enter.
func (g *hostileGen) unvisited(rel string) {
	f := g.file(rel)
	f.b = []byte(userText(f.c("unvisited")) + "\n")
	f.unexported()
	g.commit(f, false)
}

// dirsAsFiles: a directory where a transcript, subagent or sidecar file
// belongs is reported and not entered.
func (g *hostileGen) dirsAsFiles() {
	for _, rel := range []string{
		transcriptPath("h-dirfile"),
		HostileProject + "/agent-transcripts/h-parent/subagents/h-child-dir.jsonl",
		HostileProject + "/agent-tools/dir.txt",
	} {
		g.unvisited(rel + "/inner.jsonl")
		g.note(rel, transcript.NotRegular)
	}
	// A directory named like a flat transcript is a session directory;
	// this one is empty.
	g.dir(HostileProject+"/agent-transcripts/h-flatdir.jsonl", "")
	// "subagents" as a file is a stray file.
	g.stray(HostileProject + "/agent-transcripts/h-subfile/subagents")
	g.small(transcriptPath("h-subfile"), "subfile.transcript", false)
}

// oddNames: session ids, file names and a project name with spaces,
// quotes, non-ASCII, control characters, glob and format characters.
// Names some file systems refuse are optional.
func (g *hostileGen) oddNames() {
	for _, id := range []string{
		"h odd space",
		"h-ünï-日本-🦊",
		`h-quote-'-"`,
		`h-back\slash`,
		"-rf",
		"h-glob-*?[x]{a,b}",
		"h-format-%s%n%x%!",
		".h-hidden",
		"h-dots..",
		"h-long-" + strings.Repeat("x", 230),
	} {
		g.small(transcriptPath(id), "odd_name", false)
	}
	// A canary in the names themselves.
	tok := g.token()
	rel := transcriptPath("h-name-" + tok)
	g.small(rel, "odd_name", false)
	g.led.Canaries = append(g.led.Canaries, Canary{Token: tok, Surface: "file_name", File: rel})
	for _, id := range []string{"h-newline\nname", "h-cr\rname", "h-ctrl-\x01\x1b[31m-red"} {
		g.small(transcriptPath(id), "odd_name", true)
	}
	// A name that is not UTF-8 cannot be opened through io/fs: discovery
	// reports its directory unreadable and reads nothing in it.
	bad := "h-bad-\xff\xfe"
	f := g.file(transcriptPath(bad))
	f.optional = true
	f.b = []byte(userText(f.c("odd_name.not_utf8")) + "\n")
	f.unexported()
	if g.commit(f, false) {
		g.note(HostileProject+"/agent-transcripts/"+bad, transcript.Unreadable)
	}
	g.small(HostileProject+"/agent-transcripts/h flat 'odd' ü.jsonl", "odd_name.flat", false)
	g.small("Users-qx-odd 'proj' ü/agent-transcripts/h-odd-project/h-odd-project.jsonl", "odd_name.project", false)
}

// parent: a transcript with subagents, one of them hostile, reading the
// sidecar back.
func (g *hostileGen) parent() {
	f := g.file(transcriptPath("h-parent"))
	f.frame(userText(f.c("parent.text")), drift{})
	f.frame(assistant(callBlock("Subagent", `{"description":"`+f.c("parent.description")+`","prompt":"`+f.c("parent.prompt")+`"}`),
		callBlock("ReadFile", `{"path":"/Users/qx/.cursor/projects/`+HostileProject+`/agent-tools/`+hostileSidecar+`"}`)), drift{})
	f.turn("success", "")
	f.write()

	f = g.file(HostileProject + "/agent-transcripts/h-parent/subagents/h-child.jsonl")
	f.frame(userText(f.c("child.text")), drift{})
	f.skip(`{"role":"assistant","message":`+f.c("child.malformed"), transcript.Malformed)
	f.frame(assistant(`{"type":"thinking","thinking":"`+f.c("child.thinking")+`"}`, textBlock(f.c("child.text"))), drift{blocks: 1})
	f.skipEnd(`{"type":"turn_ended","status":"succ`, "", transcript.Unterminated)
	f.write()
	g.stray(HostileProject + "/agent-transcripts/h-parent/subagents/notes.txt")
}

// sidecars: tool output files with every kind of byte.
func (g *hostileGen) sidecars() {
	f := g.file(HostileProject + "/agent-tools/" + hostileSidecar)
	var b strings.Builder
	b.WriteString("\xef\xbb\xbfheader " + f.c("sidecar.text") + "\r\n")
	b.WriteString("export GITHUB_TOKEN=" + f.secret("github-pat", "sidecar") + "  # gitleaks:allow\n")
	b.WriteString("aws_access_key_id = " + f.secret("aws-access-key", "sidecar") + "  # pragma: allowlist secret\n")
	b.WriteString("invalid \xff\xfe\xc3 utf-8 " + f.c("sidecar.utf8") + "\n")
	b.WriteString("nul \x00\x00 bytes " + f.c("sidecar.nul") + "\x00\n")
	b.WriteString("path /Users/qx/src/" + f.c("sidecar.path") + "/main.go and /Users/qx/.cursor/projects/" + HostileProject + "/agent-tools/" + hostileSidecar + "\n")
	// One token longer than any buffer, with a canary inside.
	b.WriteString(strings.Repeat("z", 70000) + f.c("sidecar.long") + strings.Repeat("z", 70000) + "\n")
	b.WriteString("no final newline " + f.c("sidecar.tail"))
	f.b = []byte(b.String())
	f.writeSidecar()

	f = g.file(HostileProject + "/agent-tools/side car 'ü' odd.txt")
	f.b = []byte("odd sidecar " + f.c("sidecar.odd_name") + "\n")
	f.writeSidecar()
	f = g.file("home-qx-second/agent-tools/4d6f1a2b-1111-4111-8111-111111111111.txt")
	f.b = []byte("second project " + f.c("sidecar.second") + "\n")
	f.writeSidecar()
}
