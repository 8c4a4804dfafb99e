package claudecode_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/schematest"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

func TestSchemaCompiles(t *testing.T) {
	s, err := transcript.CompileSchema(claudecode.Schema)
	if err != nil {
		t.Fatal(err)
	}
	schematest.Check(t, s, []schematest.Case{
		schematest.Want("type", true, transcript.SurfaceOther, transcript.FieldType),
		schematest.Want("userType", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("cwd", false, transcript.SurfaceOther, transcript.FieldDir),
		schematest.Want("gitBranch", false, transcript.SurfaceOther, transcript.FieldBranch),
		schematest.Want("sessionId", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.role", true, transcript.SurfaceOther, transcript.FieldRole),
		schematest.Want("message.model", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.stop_reason", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.id", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].type", true, transcript.SurfaceOther, transcript.FieldBlockType),
		schematest.Want("message.content.[].name", true, transcript.SurfaceOther, transcript.FieldBlockName),
		schematest.Want("message.content.[].text", false, transcript.SurfaceText, transcript.FieldText),
		schematest.Want("message.content.[].thinking", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].source.data", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].input.file_path", false, transcript.SurfaceToolInput, transcript.FieldPath),
		schematest.Want("message.content.[].input.command", false, transcript.SurfaceToolInput, transcript.FieldCommand),
		schematest.Want("message.content.[].input.pattern", false, transcript.SurfaceToolInput, transcript.FieldNone),
		schematest.Want("toolUseResult.stdout", false, transcript.SurfaceOther, transcript.FieldNone),
	})
	if p := s.Open(schematest.At(s, "message", "content", "[]", "input"), false); p != transcript.PosContent {
		t.Errorf("an array input is at %d, want content", p)
	}
	for key, want := range map[string]transcript.KeyKind{"subtype": transcript.KeyDisc, "status": transcript.KeyDisc,
		"type": transcript.KeyType, "name": transcript.KeyName, "content": transcript.KeyPlain, "uuid": transcript.KeyID,
		"tool_use_id": transcript.KeyID, "timestamp": transcript.KeyTime} {
		if got := s.KindOf([]byte(key)); got != want {
			t.Errorf("key kind of %s: %d, want %d", key, got, want)
		}
	}
}

// Claude Code's documented shapes: a frame of the record's common shapes
// and an MCP tool's call add no drift; an unknown block type, tool name
// and frame type do, by name, and so does each undocumented member of a
// frame, a message and a block, by its name (a key set of more than 12
// keys is <other>); nothing is listed as not recorded.
func TestShapesDocumented(t *testing.T) {
	sch := claudecode.Format.Schema()
	env := `"cwd":"/w","gitBranch":"main","isSidechain":false,"parentUuid":null,"sessionId":"s","timestamp":"t","type":"assistant","userType":"external","uuid":"u","version":"2.1.7"`
	msg := func(blocks string) string {
		return `{` + env + `,"requestId":"r","message":{"content":[` + blocks + `],"id":"m","model":"x","role":"assistant","stop_reason":null,"stop_sequence":null,"type":"message","usage":{}}}`
	}
	p := transcript.NewParser(sch)
	s := transcript.NewShapes()
	s.SetSchema(sch)
	for i, line := range []string{
		msg(`{"type":"tool_use","id":"t","name":"Bash","input":{}}`),
		msg(`{"type":"thinking","thinking":"x","signature":"y"}`),
		`{"leafUuid":"l","summary":"x","type":"summary"}`,
		msg(`{"type":"future_block","x":1}`),
		msg(`{"type":"tool_use","id":"t","name":"NewTool","input":{}}`),
		msg(`{"type":"tool_use","id":"t","name":"mcp__acme-db__query","input":{}}`),
		`{` + env + `,"requestId":"r","futureField":1,"message":{"content":[],"id":"m","model":"x","newKey":2,"role":"assistant","stop_reason":null,"stop_sequence":null,"type":"message","usage":{}}}`,
		msg(`{"type":"tool_use","id":"t","name":"Bash","input":{},"cache_control":{}}`),
		`{"type":"brand-new-frame","uuid":"u"}`,
	} {
		var f transcript.Frame
		if err := p.Parse(&f, []byte(line)); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		f.Line.Num, f.Index = i+1, i
		s.Frame("f.jsonl", &f)
	}
	var got []string
	for _, d := range s.Drift() {
		got = append(got, d.Kind+":"+d.Name+"@"+strconv.Itoa(d.Witness.Line))
	}
	if want := "keyset:<other>@7 keyset:type,uuid@9 message_keyset:content,id,model,newKey,role,stop_reason,stop_sequence,type,usage@7 " +
		"block_type:future_block@4 block_keyset:cache_control,id,input,name,type@8 tool_name:NewTool@5 " +
		"type:brand-new-frame@9 key:assistant.futureField@7 key:assistant.message.newKey@7 key:assistant/tool_use.cache_control@8"; strings.Join(got, " ") != want {
		t.Errorf("drift %v, want %s", got, want)
	}
	if nr := s.NotRecorded(); len(nr) != 0 {
		t.Errorf("not recorded %v, want none", nr)
	}
}
