package gen

import (
	"strconv"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// The line cases of the hostile corpus: one transcript per kind of bad or
// unexpected line. Each line's comment says what a reader makes of it.

// cases writes the whole corpus.
func (g *hostileGen) cases() {
	g.unterminated()
	g.malformed()
	g.encoding()
	g.drifted()
	g.duplicates()
	g.deep()
	g.long()
	g.suppressed()
	g.files()
}

// js returns s as a JSON string, quotes included, raw UTF-8 kept.
func js(s string) string { return string(appendString(nil, s, false)) }

// userText is a user frame with one text block; text is raw JSON string
// content (no quotes).
func userText(text string) string {
	return `{"role":"user","message":{"content":[{"type":"text","text":"` + text + `"}]}}`
}

// assistant is an assistant frame with the given raw blocks.
func assistant(blocks ...string) string {
	return `{"role":"assistant","message":{"content":[` + strings.Join(blocks, ",") + `]}}`
}

// callBlock is a tool_use block with a raw JSON input.
func callBlock(name, input string) string {
	return `{"type":"tool_use","name":"` + name + `","input":` + input + `}`
}

// textBlock is a text block; s is raw JSON string content.
func textBlock(s string) string { return `{"type":"text","text":"` + s + `"}` }

// unterminated: files whose last line stops short, with no line feed.
func (g *hostileGen) unterminated() {
	f := g.file(transcriptPath("h-unterminated"))
	f.frame(userText(f.c("unterminated.text")), drift{})
	f.frame(assistant(textBlock(f.c("unterminated.text")),
		callBlock("Shell", `{"command":"echo `+f.c("unterminated.input")+`","working_directory":"/Users/qx/src/`+f.c("unterminated.path")+`"}`)), drift{})
	f.turn("success", "")
	f.skipEnd(`{"role":"assistant","message":{"content":[{"type":"text","text":"`+f.c("unterminated.tail")+` cut off in the mid`, "", transcript.Unterminated)
	f.write()

	// The tail stops inside a multi-byte character.
	f = g.file(transcriptPath("h-unterminated-rune"))
	f.frame(userText(f.c("unterminated.text")), drift{})
	f.skipEnd(`{"role":"user","message":{"content":[{"type":"text","text":"`+f.c("unterminated.tail")+` 日本`+"\xe6\x9c", "", transcript.Unterminated)
	f.write()

	// A complete last line without a line feed is a frame.
	f = g.file(transcriptPath("h-no-final-newline"))
	f.frame(userText(f.c("no_newline.text")), drift{})
	f.frameEnd(`{"type":"turn_ended","status":"error","error":"`+f.c("no_newline.error")+`"}`, "", drift{})
	f.led.Turns["error"]++
	f.write()

	// Trailing blanks without a line feed are a blank line.
	f = g.file(transcriptPath("h-blank-tail"))
	f.frame(userText(f.c("blank_tail.text")), drift{})
	f.skipEnd(" \t ", "", transcript.Blank)
	f.write()
}

// malformed: bad lines between good ones; the good ones are all read.
func (g *hostileGen) malformed() {
	f := g.file(transcriptPath("h-malformed"))
	m := transcript.Malformed
	f.frame(userText(f.c("malformed.good")), drift{})
	f.skip(`{"role":"user","message":{"content":[{"type":"text","text":"`+f.c("malformed.truncated")+`"}]`, m)
	f.frame(assistant(textBlock(f.c("malformed.good"))), drift{})
	f.skip(`not json at all `+f.c("malformed.prose"), m)
	f.skip(`["an","array","`+f.c("malformed.array")+`"]`, m)
	f.skip(`"a bare string `+f.c("malformed.string")+`"`, m)
	f.skip(`{"role":"user","message":{"content":[]}} {"trailing":"`+f.c("malformed.trailing")+`"}`, m)
	f.skip(`{"role":"user" "message":"`+f.c("malformed.comma")+`"}`, m)
	f.skip(`{"text":"`+f.c("malformed.escape")+` \q"}`, m)
	f.skip(userText(f.c("malformed.brace"))+`}`, m)
	f.skip(`{"a":"`+f.c("malformed.trailing_comma")+`",}`, m)
	f.skip(`{'single':'`+f.c("malformed.quotes")+`'}`, m)
	f.skip(`{"text":"`+f.c("malformed.unterminated_string"), m)
	f.skip(`{"text":"`+f.c("malformed.control")+"\x01\"}", m)
	f.skip(`{"n":01,"text":"`+f.c("malformed.number")+`"}`, m)
	f.skip(`{"n":NaN,"text":"`+f.c("malformed.nan")+`"}`, m)
	f.skip(`{"text":"`+f.c("malformed.comment")+`"} // trailing comment`, m)
	f.skip("\x00\x00"+userText(f.c("malformed.nul")), m)
	f.frame(assistant(callBlock("Read", `{"path":"/Users/qx/src/`+f.c("malformed.path")+`/main.go"}`)), drift{})
	f.turn("success", "")
	f.write()
}

// encoding: byte order marks, CR LF, blank lines, invalid UTF-8, NUL.
func (g *hostileGen) encoding() {
	f := g.file(transcriptPath("h-encoding"))
	f.frame("\xef\xbb\xbf"+userText(f.c("encoding.bom")), drift{}, transcript.ByteOrderBOM)
	f.frame(assistant(textBlock(f.c("encoding.crlf"))), drift{}, transcript.CRLF)
	f.skip("", transcript.Blank)
	f.skip(" \t  ", transcript.Blank)
	f.skipEnd("", "\r\n", transcript.Blank)
	// Invalid UTF-8 inside strings: stray bytes, a truncated sequence, an
	// encoded surrogate, an overlong form, a code point past U+10FFFF.
	bad := f.c("encoding.utf8") + "\xff\xfe" + f.c("encoding.utf8") + " \xc3 \xe2\x82 \xed\xa0\x80 \xc0\xaf \xc0\x80 \xf4\x90\x80\x80 " + f.c("encoding.utf8")
	f.frame(userText(bad), drift{}, transcript.InvalidUTF8)
	f.frame(`{"role":"user","message":{"content":[{"type":"text","text":"`+f.c("encoding.utf8_key")+`","`+"\xff"+f.c("encoding.utf8_key")+` key":"`+f.c("encoding.utf8_key")+`"}]}}`, drift{}, transcript.InvalidUTF8)
	f.frame(`{"role":"us`+"\xff"+`er","message":{"content":[{"type":"te`+"\xfe"+`xt","text":"`+f.c("encoding.utf8_structural")+`"}]}}`, drift{blocks: 1}, transcript.InvalidUTF8)
	// Escaped NUL and other escaped controls are valid JSON.
	f.frame(userText(f.c("encoding.escaped_nul")+`\u0000`+f.c("encoding.escaped_nul")+`\u0000 \u001f \u007f \b\f`), drift{})
	// A raw NUL or control byte inside a string is not.
	f.skip(userText(f.c("encoding.raw_nul")+"\x00"+f.c("encoding.raw_nul")), transcript.Malformed)
	// Lone surrogate escapes decode to U+FFFD.
	f.frame(userText(f.c("encoding.surrogate")+` \ud800 x \udfff \ud83d `+f.c("encoding.surrogate")), drift{})
	// A byte order mark on a later line is not stripped.
	f.skip("\xef\xbb\xbf"+userText(f.c("encoding.bom_late")), transcript.Malformed)
	f.frame(userText("\xef\xbb\xbf"+f.c("encoding.bom_in_string")), drift{})
	// Bidi overrides, zero-width characters, escaped and raw.
	f.frame(userText(f.c("encoding.bidi")+" \u202e "+f.c("encoding.bidi")+"\u200b\u200d\ufeff"+` \u202E\u200b `+f.c("encoding.bidi")+" \x7f"), drift{})
	// A CR inside the line is JSON whitespace.
	f.frame(`{"role":"user",`+"\r"+`"message":{"content":[{"type":"text","text":"`+f.c("encoding.cr")+`"}]}}`, drift{})
	f.frame(`{"type":"turn_ended","status":"success"}`, drift{}, transcript.CRLF)
	f.led.Turns["success"]++
	f.write()

	// A whole file in CR LF, with a BOM, as an editor on Windows saves it.
	f = g.file(HostileProject + "/agent-transcripts/h-windows.jsonl")
	f.frame("\xef\xbb\xbf"+userText(f.c("windows.text")), drift{}, transcript.ByteOrderBOM, transcript.CRLF)
	f.frame(assistant(callBlock("Shell", `{"command":"type C:\\Users\\qx\\`+f.c("windows.path")+`\\notes.txt"}`)), drift{}, transcript.CRLF)
	f.skipEnd("{\"broken\":\""+f.c("windows.broken"), "\r\n", transcript.Malformed)
	f.frame(`{"type":"turn_ended","status":"aborted","error":"`+f.c("windows.error")+`"}`, drift{}, transcript.CRLF)
	f.led.Turns["aborted"]++
	f.write()
}

// drifted: shapes outside the documented format. All are read, scrubbed
// and counted; none is dropped.
func (g *hostileGen) drifted() {
	f := g.file(transcriptPath("h-drift"))
	f.frame(userText(f.c("drift.text")), drift{})
	// A future frame with timestamp, model and usage.
	f.frame(`{"timestamp":"2026-09-18T10:00:00Z `+f.c("drift.timestamp")+`","model":"model `+f.c("drift.model")+`","usage":{"input_tokens":12,"output_tokens":34,"note":"`+f.c("drift.usage")+`"},"role":"assistant","message":{"content":[`+textBlock(f.c("drift.text"))+`]}}`, drift{keysets: 1})
	// Unknown block types.
	f.frame(assistant(`{"type":"thinking","thinking":"`+f.c("drift.thinking")+`","signature":"`+f.c("drift.signature")+`"}`,
		`{"type":"redacted_thinking","data":"`+f.c("drift.redacted")+`"}`,
		`{"type":"image","source":{"type":"base64","media_type":"image/png","data":"`+f.c("drift.image")+`"}}`), drift{blocks: 3})
	// Content as a bare string.
	f.frame(`{"role":"user","message":{"content":"`+f.c("drift.bare_content")+`"}}`, drift{})
	// turn_ended statuses outside the documented set.
	f.turn("cancelled", f.c("drift.cancelled"))
	f.turn(f.c("drift.status")+" is not a status!", "")
	// Another frame kind altogether.
	f.frame(`{"type":"runtime_diagnostic","level":"warn","detail":"`+f.c("drift.diagnostic")+`"}`, drift{keysets: 1})
	// Unknown tool names, one of them not identifier-like.
	f.frame(assistant(
		callBlock("FutureTool", `{"query":"`+f.c("drift.tool_input")+`","nested":{"deep":["`+f.c("drift.tool_input")+`",{"x":"`+f.c("drift.tool_input")+`"}]}}`),
		callBlock("mcp__server__do_thing", `{"arg":"`+f.c("drift.tool_input")+`"}`),
		callBlock(f.c("drift.tool_name")+" tool with spaces", `"`+f.c("drift.tool_input")+` raw string input"`)), drift{tools: 3})
	// Identifier-like text at positions structural mode keeps.
	f.frame(assistant(callBlock(f.kept("drift.kept_tool_name"), `{"`+f.kept("drift.kept_key")+`":"`+f.c("drift.tool_input")+`"}`)), drift{tools: 1})
	// Inputs of every JSON type, and none.
	f.frame(assistant(callBlock("Shell", `["`+f.c("drift.input_array")+`"]`), callBlock("Shell", `42`), callBlock("Shell", `null`),
		`{"type":"tool_use","name":"Shell"}`), drift{})
	// A tool result, which Cursor never records.
	f.frame(`{"role":"user","message":{"content":[{"type":"tool_result","tool_use_id":"toolu_`+f.c("drift.tool_use_id")+`","content":[`+textBlock(f.c("drift.tool_result"))+`],"is_error":true}]}}`, drift{blocks: 1})
	// Blocks that are not objects, have no type, or a type that is not a
	// string.
	f.frame(`{"role":"user","message":{"content":["`+f.c("drift.string_block")+`",42,null,["`+f.c("drift.array_block")+`"],true]}}`, drift{blocks: 5})
	f.frame(`{"role":"user","message":{"content":[{"text":"`+f.c("drift.untyped")+`"},{"type":7,"text":"`+f.c("drift.typed_number")+`"}]}}`, drift{blocks: 2})
	f.frame(`{"role":"user","message":{"content":[{"type":"`+f.c("drift.block_type")+` odd type","text":"`+f.c("drift.block_type")+`"}]}}`, drift{blocks: 1})
	// Roles and messages of other shapes.
	f.frame(`{"role":"system","message":{"content":[`+textBlock(f.c("drift.system"))+`]}}`, drift{})
	f.frame(`{"role":"user","message":"`+f.c("drift.message_string")+`"}`, drift{})
	f.frame(`{"role":7,"message":null}`, drift{})
	f.frame(`{"role":"assistant","message":{"id":"msg_`+f.c("drift.message_id")+`","content":[`+textBlock(f.c("drift.text"))+`],"stop_reason":"`+f.c("drift.stop_reason")+`","usage":{"output_tokens":5}}}`, drift{})
	// turn_ended with more or fewer keys.
	f.frame(`{"type":"turn_ended","status":"success","duration_ms":1234,"detail":"`+f.c("drift.turn_detail")+`"}`, drift{keysets: 1})
	f.frame(`{"type":"turn_ended"}`, drift{keysets: 1})
	f.frame(`{}`, drift{keysets: 1})
	f.frame(`{"role":"user","message":{"content":[]}}`, drift{})
	f.turn("success", "")
	f.write()
}

// duplicates: the same key twice in one object; every value is scrubbed.
func (g *hostileGen) duplicates() {
	f := g.file(transcriptPath("h-duplicates"))
	f.frame(`{"role":"user","role":"user","message":{"content":[{"type":"text","text":"`+f.c("dup.text")+`","text":"`+f.c("dup.text")+`"}]}}`, drift{keysets: 1})
	f.frame(`{"role":"assistant","message":{"content":[`+textBlock(f.c("dup.content"))+`],"content":[`+
		`{"type":"tool_use","name":"Shell","input":{"command":"`+f.c("dup.input")+`","command":"`+f.c("dup.input")+`"},"input":{"command":"`+f.c("dup.input")+`"}}]}}`, drift{})
	f.frame(`{"type":"turn_ended","status":"error","error":"`+f.c("dup.error")+`","error":"`+f.c("dup.error")+`"}`, drift{keysets: 1})
	f.frame(assistant(callBlock("CallMcpTool", `{"server":"`+f.c("dup.server")+`","server":"`+f.c("dup.server")+`","namespace":"ns","toolName":"`+f.c("dup.tool")+`",`+
		`"arguments":{"`+f.c("dup.arg_key")+` key":"`+f.c("dup.arg")+`","`+f.c("dup.arg_key")+` key":"`+f.c("dup.arg")+`","same":"`+f.c("dup.arg")+`","same":"`+f.c("dup.arg")+`"}}`)), drift{})
	f.frame(`{"role":"user","message":{"content":"`+f.c("dup.content_string")+`","content":[`+textBlock(f.c("dup.content_string"))+`]}}`, drift{})
	f.frame(assistant(`{"type":"tool_use","type":"tool_use","name":"Read","name":"FutureDup","input":{"path":"/Users/qx/`+f.c("dup.path")+`/a.go","path":"/Users/qx/`+f.c("dup.path")+`/b.go"}}`), drift{tools: 1})
	f.frame(assistant(callBlock("TodoWrite", `{"todos":[{"id":"`+f.c("dup.todo")+`","content":"`+f.c("dup.todo")+`"}],"todos":{"a":"`+f.c("dup.todo")+`"}}`)), drift{})
	f.turn("success", "")
	f.write()
}

// deep: nesting beyond any decoder's limit, and right at it.
func (g *hostileGen) deep() {
	f := g.file(transcriptPath("h-deep"))
	const prefix = `{"role":"user","message":{"content":[{"type":"tool_use","name":"Shell","input":{"a":` // 5 levels open
	const suffix = `}}]}}`
	arrays := func(depth int, s string) string {
		k := depth - 5
		return prefix + strings.Repeat("[", k) + `"` + s + `"` + strings.Repeat("]", k) + suffix
	}
	f.frame(userText(f.c("deep.text")), drift{})
	f.skip(arrays(HostileDeep, f.c("deep.arrays")), transcript.TooDeep)
	f.skip(prefix+strings.Repeat(`{"k":`, HostileDeep-5)+`"`+f.c("deep.objects")+`"`+strings.Repeat("}", HostileDeep-5)+suffix, transcript.TooDeep)
	f.frame(arrays(10000, f.c("deep.limit")), drift{})
	f.skip(arrays(10001, f.c("deep.over_limit")), transcript.TooDeep)
	// Brackets inside a string are not nesting.
	f.frame(userText(f.c("deep.brackets")+strings.Repeat("[{", HostileDeep/2)), drift{})
	f.turn("success", "")
	f.write()
}

// long: lines of megabytes, valid and not.
func (g *hostileGen) long() {
	f := g.file(transcriptPath("h-long"))
	head := `{"role":"user","message":{"content":[{"type":"text","text":"`
	tail := `"}]}}`
	var b strings.Builder
	b.Grow(HostileLongLine)
	b.WriteString(head + f.c("long.start") + " ")
	sentence := `Line \"quoted\" with a path /Users/qx/src/app/main.go, an escape \u00e9, raw é and 日本.\n`
	marks := []int{HostileLongLine / 3, 2 * HostileLongLine / 3}
	for b.Len() < HostileLongLine-len(tail)-64 {
		if len(marks) > 0 && b.Len() >= marks[0] {
			b.WriteString(" /Users/qx/src/" + f.c("long.path") + "/x.go " + f.c("long.middle") + " ")
			marks = marks[1:]
		}
		b.WriteString(sentence)
	}
	b.WriteString(f.c("long.end"))
	for b.Len() < HostileLongLine-len(tail) {
		b.WriteByte('.')
	}
	b.WriteString(tail)
	f.frame(b.String(), drift{})
	f.skip(head+f.c("long.malformed")+strings.Repeat("a", 8<<20), transcript.Malformed)
	patch := "*** Begin Patch\n*** Update File: /Users/qx/src/" + f.c("long.patch") + "/x.go\n" +
		strings.Repeat("+\tfmt.Println(\"hello\")\n", 40000) + f.c("long.patch") + "\n*** End Patch"
	f.frame(assistant(callBlock("ApplyPatch", js(patch))), drift{})
	// Hundreds of thousands of short strings on one line: work per string
	// must not grow with the line.
	var many strings.Builder
	many.WriteString(`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"args":[`)
	for i := 0; many.Len() < 2<<20; i++ {
		if i%50000 == 0 {
			many.WriteString(`"` + f.c("long.many") + `",`)
		}
		many.WriteString(`"v` + strconv.Itoa(1000000+i) + `",`)
	}
	many.WriteString(`"` + f.c("long.many") + `"]}}]}}`)
	f.frame(many.String(), drift{})
	f.turn("success", "")
	f.write()
}

// suppressed: secrets beside the suppression markers of other scanners,
// which transcrub never honours.
func (g *hostileGen) suppressed() {
	f := g.file(transcriptPath("h-suppress"))
	f.frame(userText("please keep this: export GITHUB_TOKEN="+f.secret("github-pat", "text")+" # gitleaks:allow "+f.c("suppress.text")), drift{})
	f.frame(assistant(callBlock("Shell", `{"command":`+js("aws configure set aws_access_key_id "+f.secret("aws-access-key", "input.Shell.command")+"  # pragma: allowlist secret")+
		`,"description":"`+f.c("suppress.description")+`"}`)), drift{})
	contents := "SLACK_BOT_TOKEN = \"" + f.secret("slack-bot-token", "input.Write.contents") + "\"  # nosec\n" +
		"PASSWORD = \"" + f.secret("password-assignment", "input.Write.contents") + "\"  # noqa: S105 trufflehog:ignore\n" + f.c("suppress.contents")
	f.frame(assistant(callBlock("Write", `{"path":"/Users/qx/src/`+f.c("suppress.path")+`/settings.py","contents":`+js(contents)+`}`)), drift{})
	patch := "*** Begin Patch\n*** Update File: src/config.js\n+const stripe = \"" + f.secret("stripe-live-key", "input.ApplyPatch") +
		"\"; // NOSONAR gitleaks:allow\n+// " + f.c("suppress.patch") + "\n*** End Patch"
	f.frame(assistant(callBlock("ApplyPatch", js(patch))), drift{})
	f.frame(assistant(callBlock("CallMcpTool", `{"server":"http","namespace":"ns","toolName":"fetch","arguments":{"header":`+
		js("Authorization: Bearer "+f.secret("bearer-token", "input.CallMcpTool.arguments.value")+" <!-- gitleaks:allow -->")+
		`,"`+f.c("suppress.key")+` ggignore":"`+f.c("suppress.value")+`"}}`)), drift{})
	f.turn("success", "")
	f.write()
}
