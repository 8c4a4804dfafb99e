package gen

// MCP wrapper calls: CallMcpTool and CallDynamicTool carry the real tool
// as server, namespace and toolName, and its arguments as an object whose
// keys are sometimes paths or e-mail addresses rather than names.

// mcpServer is one configured MCP server and the tools it offers.
type mcpServer struct {
	server, namespace string
	tools             []string
}

// mcpServers returns the servers of a corpus; the last one is named after
// the user's company, as in-house servers are.
func mcpServers(id identity) []mcpServer {
	return []mcpServer{
		{"github", "user-github", []string{"search_issues", "get_pull_request", "create_issue", "list_commits"}},
		{"linear", "user-linear", []string{"get_issue", "update_issue", "list_issues"}},
		{"slack", "user-slack", []string{"post_message", "search_messages"}},
		{"filesystem", "project-0-fs", []string{"read_text_file", "list_directory", "write_file"}},
		{"postgres", "project-0-db", []string{"query"}},
		{"sentry", "user-sentry", []string{"get_issue_details", "search_events"}},
		{id.company + "-jira", "project-0-" + id.company + "-jira", []string{"search", "get_ticket"}},
	}
}

func (f *fileGen) callMCP(name string, n int) any {
	r := f.r
	s := pick(r, f.g.mcp)
	keySurface := "input." + name + ".arguments.key"
	valSurface := "input." + name + ".arguments.value"
	args := obj{}
	add := func(key string, val any) {
		args = append(args, member{key, val})
	}
	switch s.server {
	case "filesystem":
		if f.opt(0.5) {
			add(f.str(keySurface, kindKey, f.projectFile()), obj{{"encoding", "utf-8"}, {"head", r.between(10, 400)}})
		} else {
			add("path", f.str(valSurface, kindPath, f.projectFile()))
		}
	case "slack":
		if f.opt(0.5) {
			add(f.secret(keySurface, "email"), "editor")
		}
		add("channel", "#"+f.p.product+"-eng")
		add("text", f.prose(valSurface, max(n/2, 40), false))
	case "github":
		add("owner", f.g.id.company)
		add("repo", f.p.product)
		add("query", f.str(valSurface, kindLine, pick(r, vocab)+" is:open label:bug"))
	default:
		add(f.str(keySurface, kindKey, "query"), f.str(valSurface, kindLine, sentence(r)))
		add("limit", r.between(5, 100))
		if r.chance(0.3) {
			add("filter", obj{{"assignee", f.secret(valSurface, "email")}, {"labels", arr{"bug", pick(r, vocab)}}})
		}
	}
	if f.full {
		add(f.str(keySurface, kindKey, f.projectFile()), "read")
		add(f.secret(keySurface, "email"), "editor")
	}
	if n > 400 {
		add("body", f.prose(valSurface, n-200, false))
	}
	return obj{
		{"server", s.server},
		{"namespace", s.namespace},
		{"toolName", pick(r, s.tools)},
		{"arguments", args},
	}
}
