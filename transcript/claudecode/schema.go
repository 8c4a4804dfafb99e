package claudecode

import "github.com/transcrub/transcrub/transcript"

// Schema is Claude Code's line schema as data (the sibling record's frame
// taxonomy): a frame {type, subtype?, message?, toolUseResult?, …} whose
// message is {role, model, stop_reason, content} with content a prompt
// string or an array of blocks {type, text} | {type, thinking, signature}
// | {type, id, name, input} | {type, tool_use_id, content, is_error} |
// {type, source}. Kept verbatim where identifier-like: a frame's type,
// subtype, level, userType, CLI version, entrypoint, operation, mode and
// permission mode; a message's
// role, model, stop_reason and type; a block's type and a tool's name
// (of an MCP tool's mcp__<server>__<tool> the server becomes a pseudonym
// of its shape: scrub's token filler); every type,
// subtype, status, role, kind and stop_reason below (attachments,
// progress data, inner blocks). A block's text is the text surface and a
// tool's input the tool-input surface; every other string is content:
// ids that pair things (IDKeys) and timestamps (TimeKeys) are content of
// a shape a scrubber keeps, and so are an image's data and a thinking
// block's signature (base64) and a file-history snapshot's tracked paths
// (as keys); harness markup inside strings is listed in Markers. The
// frame's cwd and gitBranch are identity fields, content for a scrubber. Member
// names of a frame, a message and a block are the schema's. Read it, never modify it: Format.Schema is
// its compiled form, made once.
var Schema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "frame", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelRoot,
			Keys: map[string]string{"type": "type", "message": "message", "error": "error",
				"level": "disc", "userType": "disc", "version": "disc", "entrypoint": "disc", "mode": "disc",
				"operation": "disc", "permissionMode": "disc",
				"snapshot": "snapshot", "cwd": "cwd", "gitBranch": "branch"},
			Other: "content"},
		// Identity: the working directory and git branch of every
		// envelope frame.
		{Name: "cwd", Field: transcript.FieldDir},
		{Name: "branch", Field: transcript.FieldBranch},
		{Name: "type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldType},
		{Name: "disc", Container: transcript.ContainerScalar, Discriminator: true},
		{Name: "error", Surface: transcript.SurfaceError, Field: transcript.FieldError},
		{Name: "message", Container: transcript.ContainerObject, SchemaKeys: true, Level: transcript.LevelMessage, Field: transcript.FieldMessage,
			Keys:  map[string]string{"role": "role", "content": "blocks", "model": "disc", "stop_reason": "disc"},
			Other: "content"},
		{Name: "role", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldRole},
		{Name: "blocks", Container: transcript.ContainerArray, Level: transcript.LevelContent, Elem: "block", Field: transcript.FieldContent},
		{Name: "block", Container: transcript.ContainerObject, SchemaKeys: true, Block: true, Level: transcript.LevelBlock,
			Keys: map[string]string{"type": "block.type", "name": "block.name", "text": "block.text", "input": "input",
				"source": "source", "signature": "blob", "content": "block.content"},
			Other: "block.other"},
		{Name: "block.type", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldBlockType},
		{Name: "block.name", Container: transcript.ContainerScalar, Discriminator: true, Field: transcript.FieldBlockName},
		{Name: "block.text", Surface: transcript.SurfaceText, Field: transcript.FieldText},
		{Name: "block.other"},
		// A tool result's content: a string, or an array of text and
		// image blocks.
		{Name: "block.content", Elem: "inner"},
		{Name: "inner", Container: transcript.ContainerObject, Keys: map[string]string{"source": "source"}, Other: "block.other"},
		// An image's or a document's source: {type: base64, media_type,
		// data} (a document's may be {type: text, data}: not base64, a
		// string).
		{Name: "source", Container: transcript.ContainerObject, Keys: map[string]string{"data": "blob"}, Other: "block.other"},
		{Name: "blob", Container: transcript.ContainerScalar, Base64: true},
		// A file-history snapshot: its tracked files by path.
		{Name: "snapshot", Container: transcript.ContainerObject, Keys: map[string]string{"trackedFileBackups": "backups"}, Other: "content"},
		{Name: "backups", Container: transcript.ContainerObject, PathKeys: true, Other: "content"},
		{Name: "input", Container: transcript.ContainerObject, Surface: transcript.SurfaceToolInput, Level: transcript.LevelInput, Field: transcript.FieldInput,
			Keys: map[string]string{"file_path": "input.path", "path": "input.path", "command": "input.command",
				"run_in_background": "input.run_in_background"},
			Other: "input.member"},
		{Name: "input.member", ToolInput: true, Surface: transcript.SurfaceToolInput},
		{Name: "input.path", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldPath},
		{Name: "input.command", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldCommand},
		{Name: "input.run_in_background", ToolInput: true, Surface: transcript.SurfaceToolInput, Field: transcript.FieldBackground},
	},
	TypeKeys: []string{"type"},
	DiscKeys: []string{"subtype", "status", "role", "kind", "stop_reason"},
	NameKeys: []string{"name"},
	IDKeys: []string{"uuid", "parentUuid", "leafUuid", "logicalParentUuid", "sourceToolAssistantUUID", "sessionId",
		"requestId", "messageId", "promptId", "agentId", "id", "tool_use_id", "toolUseID", "toolUseId", "parentToolUseID",
		// A Workflow call's result names its run (the run's directory and
		// record) and its background task, as the run's record does.
		"runId", "taskId"},
	TimeKeys: []string{"timestamp", "backupTime"},
	// The record's harness markup: tags around slash commands, their
	// output, user-run shell commands, reminders and spilled output.
	Markers: []string{"<persisted-output>", "</persisted-output>", "<command-name>", "</command-name>",
		"<command-message>", "</command-message>", "<command-args>", "</command-args>",
		"<local-command-stdout>", "</local-command-stdout>", "<local-command-stderr>", "</local-command-stderr>",
		"<system-reminder>", "</system-reminder>", "<bash-input>", "</bash-input>", "<bash-stdout>", "</bash-stdout>",
		"<bash-stderr>", "</bash-stderr>", "<task-notification>", "</task-notification>",
		"[Request interrupted by user"},
	TextBlock: "text",
	ToolBlock: "tool_use",
	// The record's most common key sets and its 24 tool names seen in
	// real sessions; Claude Code records every field Cursor does not.
	Shapes: transcript.ShapeSpec{
		Keysets: []string{
			"cwd,gitBranch,isSidechain,message,parentUuid,requestId,sessionId,timestamp,type,userType,uuid,version",
			"cwd,gitBranch,isSidechain,message,parentUuid,sessionId,timestamp,type,userType,uuid,version",
			"content,cwd,isMeta,isSidechain,level,parentUuid,sessionId,timestamp,toolUseID,type,userType,uuid,version",
			"leafUuid,summary,type", "isSnapshotUpdate,messageId,snapshot,type",
			"operation,sessionId,timestamp,type", "content,operation,sessionId,timestamp,type",
			"permissionMode,sessionId,type", "lastPrompt,sessionId,type",
		},
		MessageKeysets: []string{"content,role", "content,id,model,role,stop_reason,stop_sequence,type,usage"},
		StringContent:  true,
		Blocks: map[string]string{"text": "text,type", "thinking": "signature,thinking,type", "image": "source,type",
			"tool_use": "id,input,name,type", "tool_result": "content,tool_use_id,type"},
		Tools: []string{"Bash", "Read", "Edit", "TodoWrite", "Grep", "Glob", "Write", "MultiEdit", "WebFetch",
			"TaskUpdate", "WebSearch", "ExitPlanMode", "ToolSearch", "Task", "BashOutput", "TaskCreate", "Agent",
			"AskUserQuestion", "SendMessage", "KillShell", "LS", "TaskList", "Skill", "TaskGet"},
		MCPTools: true,
		Values:   []string{"enqueue", "dequeue", "remove", "popAll"},
		// The members the record documents of each frame type, message
		// and block, optional ones and those of the version notes
		// included: real files hold dozens of their combinations.
		Members: map[string]string{
			"user": envelope + ",message,toolUseResult,sourceToolAssistantUUID,promptId,permissionMode,isMeta,todos," +
				"thinkingMetadata,isCompactSummary,isVisibleInTranscriptOnly,imagePasteIds",
			"assistant": envelope + ",message,requestId,isApiErrorMessage,apiErrorStatus,error",
			"system": envelope + ",subtype,content,isMeta,level,toolUseID,hookCount,hookInfos,hookErrors," +
				"preventedContinuation,stopReason,hasOutput,durationMs,messageCount,compactMetadata,logicalParentUuid," +
				"retryAttempt,maxRetries,retryInMs,error",
			"attachment":            envelope + ",attachment",
			"progress":              envelope + ",data,parentToolUseID,toolUseID",
			"summary":               "leafUuid,summary,type",
			"file-history-snapshot": "isSnapshotUpdate,messageId,snapshot,type",
			"queue-operation":       "content,operation,sessionId,timestamp,type",
			"permission-mode":       "permissionMode,sessionId,type",
			"last-prompt":           "lastPrompt,leafUuid,sessionId,type",
			"mode":                  "mode,sessionId,type",
			"ai-title":              "aiTitle,sessionId,type",
		},
		MessageMembers: "content,context_management,diagnostics,id,model,role,stop_details,stop_reason,stop_sequence,type,usage",
		BlockMembers:   map[string]string{"tool_use": "caller,id,input,name,type", "tool_result": "content,is_error,tool_use_id,type"},
	},
}

// envelope are the members the record documents on every conversational
// frame (user, assistant, system, attachment, progress), those of some
// builds only (slug, agentId, entrypoint; session_id on 2.1.223) included.
const envelope = "cwd,gitBranch,isSidechain,parentUuid,sessionId,timestamp,type,userType,uuid,version,slug,agentId,entrypoint,session_id"

// MetaSchema is the schema of a subagent's agent-<id>.meta.json, one JSON
// object ({agentType, description, toolUseId, worktreePath, spawnDepth}
// in the builds seen): its toolUseId is the id of the tool_use that
// spawned the agent, an id like the transcripts' (so that it gets the
// pseudonym the call gets and the link still resolves), its agentType a
// discriminator; every other string is content. Its member names are the
// schema's. Read it, never modify it.
var MetaSchema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "meta", Container: transcript.ContainerObject, SchemaKeys: true,
			Keys: map[string]string{"agentType": "disc"}, Other: "content"},
		{Name: "disc", Container: transcript.ContainerScalar, Discriminator: true},
	},
	IDKeys: []string{"toolUseId", "agentId"},
}

// compiledMeta is MetaSchema, compiled once.
var compiledMeta = transcript.CompiledOnce(MetaSchema)

// JournalSchema is the schema of a workflow run's journal.jsonl, lines
// {agentId, key, type: started|result, result}: its type is a
// discriminator, its agentId the id of the run's subagent (so that it
// gets the pseudonym that subagent's file name gets), its key and result
// content, the key's shape marker (v2:, the form of the public fixtures'
// keys) kept. Read it, never modify it.
var JournalSchema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "journal", Container: transcript.ContainerObject, SchemaKeys: true,
			Keys: map[string]string{"type": "disc", "key": "key"}, Other: "content"},
		{Name: "disc", Container: transcript.ContainerScalar, Discriminator: true},
		{Name: "key", Container: transcript.ContainerScalar, Prefixes: []string{"v2:"}},
	},
	IDKeys: []string{"agentId"},
}

// compiledJournal is JournalSchema, compiled once.
var compiledJournal = transcript.CompiledOnce(JournalSchema)

// WorkflowSchema is the schema of a workflow run's record,
// <session>/workflows/<run>.json, one pretty-printed JSON object: its
// status, default model and each progress step's type, state and model
// are discriminators; its runId (the run's directory and file name),
// taskId and each step's agentId are ids, its timestamp a time; every
// other string (names, phase titles, result previews, the script path)
// is content. Read it, never modify it.
var WorkflowSchema = transcript.SchemaSpec{
	Positions: []transcript.PositionSpec{
		{Name: "workflow", Container: transcript.ContainerObject, SchemaKeys: true,
			Keys: map[string]string{"status": "disc", "defaultModel": "disc", "workflowProgress": "progress"}, Other: "content"},
		{Name: "progress", Container: transcript.ContainerArray, Elem: "step"},
		{Name: "step", Container: transcript.ContainerObject, SchemaKeys: true,
			Keys: map[string]string{"type": "disc", "state": "disc", "model": "disc"}, Other: "content"},
		{Name: "disc", Container: transcript.ContainerScalar, Discriminator: true},
	},
	IDKeys:   []string{"runId", "taskId", "agentId"},
	TimeKeys: []string{"timestamp"},
}

// compiledWorkflow is WorkflowSchema, compiled once.
var compiledWorkflow = transcript.CompiledOnce(WorkflowSchema)
