package scrub

// Stats counts what the scrubber replaced, by surface, never values. Each
// replaced string is counted in exactly one of the string surfaces; Paths
// counts path tokens inside those strings (and inside sidecars) a second
// time.
//
// Structural mode counts every replaced string and its decoded bytes, and
// sidecar files and their bytes. Redact mode counts the strings (sidecar
// files) in which something was redacted and the bytes redacted in them;
// its Paths counts rename replacements (project directories, session ids,
// sidecar names) and their bytes.
type Stats struct {
	// Text: the "text" of text blocks.
	Text Count `json:"text"`
	// ToolInput: tool_use input values that are neither MCP arguments nor a
	// string input.
	ToolInput Count `json:"tool_input"`
	// MCPArguments: anything under input.arguments of CallMcpTool and
	// CallDynamicTool.
	MCPArguments Count `json:"mcp_arguments"`
	// ApplyPatch: tool_use inputs that are a bare string.
	ApplyPatch Count `json:"applypatch"`
	// Error: the top-level "error" of a frame (turn_ended).
	Error Count `json:"error"`
	// Sidecar: sidecar files, in file bytes.
	Sidecar Count `json:"sidecar"`
	// Keys: scrubbed (non-identifier) object keys, anywhere.
	Keys Count `json:"keys"`
	// Paths: path tokens pseudonymized, in any string or sidecar.
	Paths Count `json:"paths"`
	// Other: strings at unknown positions, including structural positions
	// whose value is not identifier-like.
	Other Count `json:"other"`
}

// Count is a number of items and their total size in bytes.
type Count struct {
	Count int64 `json:"count"`
	Bytes int64 `json:"bytes"`
}

// add counts one item of n bytes.
func (c *Count) add(n int) {
	c.Count++
	c.Bytes += int64(n)
}

// Add adds o to c.
func (c *Count) Add(o Count) {
	c.Count += o.Count
	c.Bytes += o.Bytes
}

// Add adds every count of o to s.
func (s *Stats) Add(o Stats) {
	s.Text.Add(o.Text)
	s.ToolInput.Add(o.ToolInput)
	s.MCPArguments.Add(o.MCPArguments)
	s.ApplyPatch.Add(o.ApplyPatch)
	s.Error.Add(o.Error)
	s.Sidecar.Add(o.Sidecar)
	s.Keys.Add(o.Keys)
	s.Paths.Add(o.Paths)
	s.Other.Add(o.Other)
}
