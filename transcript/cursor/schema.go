package cursor

import "github.com/transcrub/transcrub/transcript"

// Schema is Cursor's line schema as data (the seed's frame taxonomy): a
// message frame {role, message: {content: [blocks]}} whose blocks are
// {type, text} or {type, name, input}, and a turn_ended frame {type,
// status, error?}. Role, type, status, a block's type and name are kept;
// a block's text, a tool's input (a string input is an ApplyPatch patch)
// and its MCP arguments are surfaces of their own; every other string is
// content. Member names at the root, in the message and in a block are
// the schema's. Read it, never modify it: Format.Schema is its compiled
// form, made once.
var Schema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "frame", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelRoot,
			Keys:  map[string]string{"role": "role", "type": "type", "status": "status", "message": "message", "error": "error"},
			Other: "content"},
		{Name: "role", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldRole},
		{Name: "type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldType},
		{Name: "status", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldStatus},
		{Name: "error", Surface: transcript.SurfaceError, Field: transcript.FieldError},
		{Name: "message", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelMessage, Field: transcript.FieldMessage,
			Keys: map[string]string{"content": "blocks"}, Other: "content"},
		{Name: "blocks", Container: transcript.ContainerArray, Level: transcript.LevelContent, Elem: "block", Field: transcript.FieldContent},
		{Name: "block", Container: transcript.ContainerObject, SchemaKeys: true, Block: true, Level: transcript.LevelBlock,
			Keys:  map[string]string{"type": "block.type", "name": "block.name", "text": "block.text", "input": "input"},
			Other: "block.other"},
		{Name: "block.type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldBlockType},
		{Name: "block.name", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldBlockName},
		{Name: "block.text", Surface: transcript.SurfaceText, Field: transcript.FieldText},
		{Name: "block.other"},
		{Name: "input", Surface: transcript.SurfacePatch, Level: transcript.LevelInput, Field: transcript.FieldInput,
			Keys: map[string]string{"arguments": "input.arguments", "path": "input.path", "command": "input.command",
				"run_in_background": "input.run_in_background"},
			Other: "input.member", Elem: "input.member"},
		{Name: "input.member", ToolInput: true, Surface: transcript.SurfaceToolInput},
		{Name: "input.path", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldPath},
		{Name: "input.command", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldCommand},
		{Name: "input.run_in_background", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldBackground},
		{Name: "input.arguments", ToolInput: true, Surface: transcript.SurfaceToolArgs},
	},
	TypeKeys:  []string{"type"},
	DiscKeys:  []string{"subtype", "status", "role", "kind"},
	NameKeys:  []string{"name"},
	TextBlock: "text",
	ToolBlock: "tool_use",
	MCPTools:  []string{"CallMcpTool", "CallDynamicTool"},
	Shapes: transcript.ShapeSpec{
		Keysets:        []string{"message,role", "status,type", "error,status,type"},
		MessageKeysets: []string{"content"},
		Roles:          []string{"user", "assistant"},
		Statuses:       []string{"success", "error", "aborted"},
		Blocks:         map[string]string{"text": "text,type", "tool_use": "input,name,type"},
		Tools: []string{"Shell", "ReadFile", "rg", "ApplyPatch", "Read", "StrReplace", "Grep", "Glob", "AwaitShell",
			"Subagent", "CallMcpTool", "TodoWrite", "Write", "Delete", "AskQuestion", "GetMcpTools", "CallDynamicTool",
			"GetDynamicTools", "WebFetch", "WebSearch", "Task", "ReadLints", "SwitchMode", "CreatePlan"},
		// The seed record: Cursor writes none of these.
		NotRecorded: []string{transcript.FieldToolResults, transcript.FieldCallIDs, transcript.FieldPerCallOutcome,
			transcript.FieldTimestamps, transcript.FieldUsage, transcript.FieldModel, transcript.FieldClientVersion,
			transcript.FieldMessageIDs, transcript.FieldSessionID},
	},
}
