package codex

import "github.com/transcrub/transcrub/transcript"

// Schema is Codex's line schema as data (the record's frame taxonomy): the
// envelope {timestamp, type, payload}, whose payload is a session_meta,
// turn_context, response item, event or compacted history; and the older
// bare forms, a response item or a {id, timestamp, instructions, git}
// header at the root. Kept verbatim: every type, role, status, phase and
// kind, tool names, model and version strings, and the harness settings
// (approval policy, effort, sandbox mode, summary mode, the session's
// source and originator). Frame fields: the line's type, its payload as the
// message and the payload's content items as blocks. Embedded JSON:
// function_call arguments and tool outputs (JSON-encoded on the shell and
// apply_patch tools). Base64: encrypted_content and images' data URLs. Ids that pair things
// (IDKeys: call ids, session and thread ids, turn ids) and timestamps
// (TimeKeys) are content of a shape a scrubber keeps; the exec output
// header and the environment context's tags are harness markers.
// Everything else, paths, instructions and every text, is content; of it
// the working directories, writable roots, git remote and branch and the
// time zone are identity fields. Read
// it, never modify it: Format.Schema is its compiled form, made once.
var Schema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "line", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelRoot,
			Keys: withKeys(itemKeys(), map[string]string{"type": "type", "payload": "payload",
				"role": "role", "instructions": "text", "git": "git"}),
			Other: "content"},
		{Name: "type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldType},
		{Name: "role", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldRole},
		{Name: "payload", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelMessage, Field: transcript.FieldMessage,
			Keys: withKeys(itemKeys(), map[string]string{"content": "items", "replacement_history": "history",
				"source": "source", "base_instructions": "instructions", "sandbox_policy": "sandbox",
				"collaboration_mode": "collaboration", "truncation_policy": "truncation", "git": "git", "cwd": "cwd", "timezone": "timezone"}),
			Other: "content"},
		{Name: "items", Container: transcript.ContainerArray, Level: transcript.LevelContent, Elem: "item", Field: transcript.FieldContent},
		{Name: "item", Container: transcript.ContainerObject, SchemaKeys: true, Block: true, Level: transcript.LevelBlock,
			Keys:  map[string]string{"type": "item.type", "text": "item.text", "image_url": "blob"},
			Other: "content"},
		{Name: "item.type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldBlockType},
		{Name: "item.text", Surface: transcript.SurfaceText, Field: transcript.FieldText},
		// A response item where the FrameBuilder does not look: inside
		// compacted history, a summary, an output array.
		{Name: "nested", Container: transcript.ContainerObject, SchemaKeys: true,
			Keys: withKeys(itemKeys(), map[string]string{"content": "nested.items"}), Other: "content"},
		{Name: "nested.items", Container: transcript.ContainerArray, Elem: "nested"},
		{Name: "history", Container: transcript.ContainerArray, Elem: "nested"},
		{Name: "disc", Container: transcript.ContainerScalar, Discriminator: true},
		{Name: "tool.name", Container: transcript.ContainerScalar, Discriminator: true},
		{Name: "setting", Container: transcript.ContainerScalar, Discriminator: true},
		{Name: "text", Surface: transcript.SurfaceText},
		{Name: "arguments", EmbeddedJSON: true, Surface: transcript.SurfaceToolInput},
		{Name: "patch", Surface: transcript.SurfacePatch},
		// An output is a string, an array of content items, or JSON
		// encoded in a string: a shell's {output, metadata}, an MCP
		// tool's result of any shape, whose members are content (a
		// "name" in a row is not a tool's).
		{Name: "output", EmbeddedJSON: true, Keys: map[string]string{"output": "output"}, Other: "content", Elem: "nested"},
		// An opaque payload: encrypted_content, an image's data URL (a
		// path there is scrubbed as any string). encrypted_content keeps
		// the version prefix of a Fernet-like token the record documents
		// (gAAAA, on every unredacted one).
		{Name: "blob", Container: transcript.ContainerScalar, Base64: true},
		{Name: "encrypted", Container: transcript.ContainerScalar, Base64: true, Prefixes: []string{"gAAAA"}},
		{Name: "blobs", Container: transcript.ContainerArray, Elem: "blob"},
		// summary is a reasoning item's array of summary_text items, or
		// turn_context's summary mode.
		{Name: "summary", Discriminator: true, Elem: "nested"},
		{Name: "instructions", Keys: map[string]string{"text": "content"}},
		{Name: "sandbox", SchemaKeys: true, Field: transcript.FieldIdents,
			Keys: map[string]string{"mode": "setting", "writable_roots": "dir"}, Other: "content"},
		// Identity: a session's or a turn's working directory, the
		// sandbox's writable roots, the session's git remote and branch,
		// the turn's time zone.
		{Name: "cwd", Field: transcript.FieldDir},
		{Name: "dir", Field: transcript.FieldDir, Other: "content", Elem: "dir"},
		{Name: "git", Field: transcript.FieldIdents, Keys: map[string]string{"repository_url": "remote", "branch": "branch"}, Other: "content"},
		{Name: "remote", Field: transcript.FieldRemote},
		{Name: "branch", Field: transcript.FieldBranch},
		{Name: "timezone", Field: transcript.FieldTimeZone},
		// A turn's collaboration mode, {mode, settings: {model,
		// reasoning_effort, developer_instructions}}, and its
		// truncation policy, {mode, limit}: settings, but the
		// instructions.
		{Name: "collaboration", SchemaKeys: true, Keys: map[string]string{"mode": "setting", "settings": "settings"}, Other: "content"},
		{Name: "settings", SchemaKeys: true, Keys: map[string]string{"model": "setting", "reasoning_effort": "setting"}, Other: "content"},
		{Name: "truncation", SchemaKeys: true, Keys: map[string]string{"mode": "setting"}, Other: "content"},
		// source is "cli", "vscode", … or {subagent: {thread_spawn: {…}}}
		// or {subagent: {other: "…"}}.
		{Name: "source", Discriminator: true, SchemaKeys: true, Keys: map[string]string{"subagent": "subagent"}, Other: "content"},
		{Name: "subagent", Discriminator: true, SchemaKeys: true, Keys: map[string]string{"other": "setting"}, Other: "content"},
	},
	TypeKeys: []string{"type"},
	DiscKeys: []string{"role", "status", "phase", "kind", "record_type"},
	NameKeys: []string{"name"},
	IDKeys: []string{"id", "call_id", "turn_id", "forked_from_id", "parent_thread_id", "new_thread_id",
		"sender_thread_id", "agent_id"},
	// Times of day and Unix times: a rate limit's resets_at is one too,
	// which kept as it is would date the session.
	TimeKeys: []string{"timestamp", "current_date", "started_at", "completed_at", "resets_at"},
	// The unified-exec output header and the environment context's tags.
	Markers: []string{"Chunk ID: ", "Wall time: %f seconds", "Process exited with code %d", "Original token count: %d",
		"Output:\n", "Total output lines: %d", "<environment_context>", "</environment_context>",
		"<cwd>", "</cwd>", "<shell>", "</shell>", "<current_date>", "</current_date>", "<timezone>", "</timezone>"},
	TextBlock: "output_text",
	ToolBlock: "function_call",
	// The envelope is the documented line; the older generations and
	// everything below the envelope Codex's own tally names (see Shapes),
	// for scan's section as for the neutral tally.
	Shapes: transcript.ShapeSpec{Keysets: []string{"payload,timestamp,type"}, Roles: Roles, Tally: newTally},
}

// itemKeys are the members of a response item, an event or a header with
// a position of their own, wherever one stands.
//
// A function_call's namespace (mcp__<server>__, codex_app) is named as its
// tool is: kept, but an MCP server's name, which becomes a pseudonym.
func itemKeys() map[string]string {
	return map[string]string{
		"type": "disc", "name": "tool.name", "namespace": "tool.name", "arguments": "arguments", "input": "patch", "output": "output",
		"text": "text", "message": "text", "last_agent_message": "text", "summary": "summary",
		"encrypted_content": "encrypted", "image_url": "blob", "images": "blobs", "user_instructions": "content", "developer_instructions": "content",
		"model": "setting", "cli_version": "setting", "originator": "setting", "approval_policy": "setting",
		"effort": "setting", "personality": "setting", "thread_source": "setting",
		"collaboration_mode_kind": "setting",
	}
}

// withKeys returns keys with more added over it.
func withKeys(keys, more map[string]string) map[string]string {
	for k, v := range more {
		keys[k] = v
	}
	return keys
}

// SidecarSchema is the schema of the lines of the home's sidecars:
// history.jsonl's {session_id, ts, text} and session_index.jsonl's {id,
// thread_name, updated_at}. Their ids are a rollout's (so that they get
// its pseudonym and still name it), their times are shifted as the
// rollouts' are, everything else is content. Read it, never modify it.
var SidecarSchema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "line", Container: transcript.ContainerObject, SchemaKeys: true, Keys: map[string]string{}, Other: "content"},
	},
	IDKeys:   []string{"session_id", "id"},
	TimeKeys: []string{"ts", "updated_at"},
}

// compiledSidecar is SidecarSchema, compiled once.
var compiledSidecar = transcript.CompiledOnce(SidecarSchema)
