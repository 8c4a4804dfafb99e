package codex_test

import (
	"strings"
	"testing"
)

// edgeLines are lines at the edges of the checks' meaning: null against
// absent, values of the wrong type, jq's length of every type, paths
// through values that are not objects, strings spelled with escapes,
// names given twice, and the line shapes of every generation.
var edgeLines = func() []string {
	meta := func(p string) string { return env("session_meta", `{"id":"x"`+p+`}`) }
	item := func(p string) string { return env("response_item", p) }
	event := func(p string) string { return env("event_msg", p) }
	lines := []string{
		// Generations and envelope.
		`{"id":"old","timestamp":"t","instructions":"i"}`, `{"id":null}`, `{"id":1,"type":null}`, `{"id":"x","payload":null}`,
		`{"record_type":"state"}`, `{"record_type":"State"}`, `{"record_type":1}`, `{"record_type":null,"id":"x"}`,
		`{"type":"message","role":"developer","phase":"commentary","content":[{"type":"input_image"}]}`,
		`{"type":"compaction","encrypted_content":"QUJD"}`, `{"type":"compaction","encrypted_content":true}`,
		`{"type":"event_msg","payload":{"type":"turn_aborted"}}`, `{"timestamp":"t","type":"future","payload":{}}`,
		`{"type":1,"payload":{}}`, `{"type":null,"payload":1}`, `{"payload":{"type":"turn_aborted"}}`, `{"type":{"a":1},"payload":[]}`,
		env("session_meta", `1`), env("event_msg", `null`), env("event_msg", `"turn_aborted"`), env("response_item", `[]`),
		// Names spelled with escapes, names given twice.
		`{"ty\u0070e":"event_msg","payload":{"typ\u0065":"turn_aborted"}}`,
		`{"type":"event_msg","payload":{"type":"turn_aborted"},"type":"x"}`,
		`{"type":"event_msg","payload":{"type":"turn_aborted"},"payload":{"type":"task_complete"}}`,
		`{"type":"event_msg","payload":{"type":"task_complete"},"payload":{"type":"turn_aborted"}}`,
		`{"type":"event_msg","payload":{"type":"turn_aborted","type":1}}`,
		`{"type":"event_msg","payload":{"type":"turn_aborted"},"payload":null}`,
		`{"role":"developer","type":"response_item","payload":{"type":"message"}}`,
		`{"type":"response_item","payload":{"type":"message"},"role":"developer"}`,
		`{"type":"response_item","payload":{"type":"message","role":"developer","role":null}}`,
		// Item 1 to 5.
		meta(`,"git":{},"base_instructions":{"text":"t"}`), meta(`,"git":false,"base_instructions":0`), meta(`,"git":null,"base_instructions":{}`),
		meta(`,"git":{}`), meta(`,"git":{},"base_instructions":null`), meta(`,"git":{},"base_instructions":{},"git":null`),
		meta(`,"instructions":null`), meta(`,"instructions":"i"`), env("turn_context", `{"instructions":"i"}`),
		meta(`,"source":{"subagent":{"thread_spawn":{"parent_thread_id":"p"}}}`), meta(`,"source":{"subagent":{"thread_spawn":{"parent_thread_id":7}}}`),
		meta(`,"source":{"subagent":{"thread_spawn":{"parent_thread_id":null}}}`), meta(`,"source":{"subagent":{"thread_spawn":null}}`),
		meta(`,"source":{"subagent":{"thread_spawn":1}}`), meta(`,"source":{"subagent":"review"}`), meta(`,"source":"cli"`), meta(`,"source":null`),
		meta(`,"source":{"subagent":{"thread_spawn":{"parent_thread_id":"p"}},"subagent":null}`),
		meta(`,"source":{"subagent":{"thread_spawn":{"parent_thread_id":"p"},"thread_spawn":{}}}`),
		meta(`,"parent_thread_id":"p"`), meta(`,"source":{"subagent":{"other":"guardian"}}`), meta(`,"source":{"subagent":{"other":false}}`),
		meta(`,"source":{"subagent":{"other":null}}`), meta(`,"source":{"subagent":{"other":"g"},"subagent":{}}`),
		meta(`,"source":[{"subagent":{"other":"g"}}]`),
		meta(`,"forked_from_id":"p"`), meta(`,"forked_from_id":null`), meta(`,"forked_from_id":1`), meta(`,"forked_from_id":"p","forked_from_id":null`),
		item(`{"type":"function_call","name":"spawn_agent"}`), item(`{"type":"function_call","name":1}`), item(`{"name":"spawn_agent"}`),
		item(`{"type":"function_call","name":"mcp__s__q"}`), item(`{"type":"function_call","name":"mcp_"}`), item(`{"type":"function_call","name":"mcp\u005f_x"}`),
		item(`{"type":"function_call","name":"q","namespace":"mcp__s__"}`), item(`{"type":"function_call","name":"q","namespace":"codex_app"}`),
		item(`{"type":"function_call","name":"q","namespace":1}`), item(`{"type":"function_call","name":"q","namespace":"mcp__s__","namespace":null}`),
		event(`{"type":"collab_agent_spawn_end","new_thread_id":"n"}`), event(`{"type":"collab_x","new_thread_id":null}`),
		event(`{"type":"collab_x","new_thread_id":0}`), event(`{"type":5,"new_thread_id":"n"}`), item(`{"type":"collab_x","new_thread_id":"n"}`),
		env("turn_context", `{"user_instructions":"u","sandbox_policy":{"writable_roots":[]}}`),
		env("turn_context", `{"user_instructions":"u","sandbox_policy":{"writable_roots":null}}`),
		env("turn_context", `{"user_instructions":null,"sandbox_policy":{"writable_roots":["/w"]}}`),
		env("turn_context", `{"user_instructions":"u","sandbox_policy":"danger"}`),
		env("turn_context", `{"user_instructions":"u","sandbox_policy":{"writable_roots":["/w"]},"sandbox_policy":{"mode":"m"}}`),
		env("turn_context", `{"sandbox_policy":{"mode":"m"}}`), env("turn_context", `{"sandbox_policy":{"mode":null}}`),
		env("turn_context", `{"sandbox_policy":[{"mode":"m"}]}`), env("turn_context", `{"sandbox_policy":null}`),
		// Item 6 and 7.
		item(`{"type":"message","role":"developer"}`), item(`{"type":"message","phase":"final_answer"}`), item(`{"type":"message","phase":1}`),
		item(`{"type":"message","phase":"comm\u0065ntary"}`), item("{\"type\":\"message\",\"phase\":\"commentary\xff\"}"),
		item(`{"type":"message","content":[{"type":"input_image","image_url":"u"}]}`), item(`{"type":"message","content":[null,{"type":"input_image"}]}`),
		item(`{"type":"message","content":[1,{"type":"input_image"}]}`), item(`{"type":"message","content":[{"type":"input_image"},1]}`),
		item(`{"type":"message","content":{"a":{"type":"input_image"}}}`), item(`{"type":"message","content":"input_image"}`),
		item(`{"type":"message","content":null}`), item(`{"type":"message","content":[[]]}`), item(`{"type":"message","content":[{"type":"input_text"}]}`),
		item(`{"type":"message","content":[{"type":"input_image","type":"x"}]}`), item(`{"type":"reasoning","content":[{"type":"input_image"}]}`),
	}
	for _, enc := range []string{``, `,"encrypted_content":null`, `,"encrypted_content":""`, `,"encrypted_content":"QUJD"`, `,"encrypted_content":0`,
		`,"encrypted_content":-2`, `,"encrypted_content":0.0`, `,"encrypted_content":-0`, `,"encrypted_content":1e-400`, `,"encrypted_content":true`,
		`,"encrypted_content":[]`, `,"encrypted_content":[ ]`, `,"encrypted_content":[0]`, `,"encrypted_content":{}`, `,"encrypted_content":{"a":1}`} {
		for _, sum := range []string{``, `,"summary":null`, `,"summary":[]`, `,"summary":[{"type":"summary_text","text":"s"}]`, `,"summary":""`,
			`,"summary":"s"`, `,"summary":0`, `,"summary":3`, `,"summary":false`, `,"summary":{}`, `,"summary":{ "a":1}`} {
			lines = append(lines, item(`{"type":"reasoning"`+enc+sum+`}`))
		}
	}
	// Item 8 to 13.
	for _, out := range []string{`"Chunk ID: 1\nOutput:\nok"`, `"Chunk\u0020ID: 1"`, `"\u0043hunk ID:"`, `"Chunk ID"`, `"see Chunk ID: 1"`, `["Chunk ID:"]`,
		`"{\"output\":\"ok\",\"metadata\":{}}"`, `" {\"a\":1} "`, `"\n{\"a\":1}"`, `"\u007b}"`, `"\t\r\n{}\n"`, `"{} {}"`, `"{"`, `"[1]"`, `"{\"a\":1e999}"`,
		`"{\"a\":\"\\ud800\"}"`, `"{\"a\":1,\"a\":2}"`, `""`, `"\u00a0{}"`, `7`, `null`, `{"a":1}`, "\"{\\\"a\\\":\\\"\xff\\\"}\""} {
		lines = append(lines, item(`{"type":"function_call_output","call_id":"c","output":`+out+`}`),
			item(`{"type":"custom_tool_call_output","output":`+out+`}`))
	}
	lines = append(lines,
		item(`{"type":"custom_tool_call","name":"apply_patch"}`), item(`{"type":"custom_tool_call","name":"apply_patch "}`),
		event(`{"type":"patch_apply_end","success":false}`), item(`{"type":"patch_apply_end"}`), event(`{"type":"web_search_end"}`),
		item(`{"type":"web_search_call","action":{"type":"search"}}`), item(`{"type":"web_search_call","action":{"type":"open_page"}}`),
		item(`{"type":"web_search_call","action":"search"}`), item(`{"type":"web_search_call","action":null}`),
		item(`{"type":"web_search_call","action":{"type":"search","type":null}}`), item(`{"type":"web_search_call","action":{"type":"search"},"action":{}}`),
	)
	for _, exec := range []string{`"exit_code":0`, `"exit_code":2`, `"exit_code":-1`, `"exit_code":0.0`, `"exit_code":-0`, `"exit_code":1.5`,
		`"exit_code":1e-400`, `"exit_code":1e300`, `"exit_code":"1"`, `"exit_code":null`, `"exit_code":true`, `"exit_code":0,"status":"failed"`,
		`"exit_code":2,"exit_code":0`, `"status":"completed"`, `"status":"failed","status":1`, `"exit_code":9223372036854775808`} {
		lines = append(lines, event(`{"type":"exec_command_end",`+exec+`}`))
	}
	lines = append(lines,
		event(`{"type":"token_count","info":null}`), event(`{"type":"token_count"}`), event(`{"type":"token_count","info":{}}`),
		event(`{"type":"token_count","info":null,"info":{}}`), event(`{"type":"token_count","info":{},"info":null}`),
		event(`{"type":"token_count","info":{"total_token_usage":{"total_tokens":10}}}`),
		event(`{"type":"token_count","rate_limits":{"plan_type":"plus"}}`), event(`{"type":"token_count","rate_limits":{"plan_type":null}}`),
		event(`{"type":"token_count","rate_limits":null}`), event(`{"type":"token_count","rate_limits":[]}`),
		event(`{"type":"token_count","rate_limits":{"plan_type":"p"},"rate_limits":{"primary":{}}}`),
		// Item 14 to 18.
		event(`{"type":"turn_aborted"}`), event(`{"type":"context_compacted"}`), env("turn_context", `{"type":"turn_aborted"}`),
	)
	for _, h := range []string{`[]`, `[{}]`, `""`, `"x"`, `{}`, `{"a":1}`, `0`, `3`, `true`, `null`} {
		lines = append(lines, env("compacted", `{"message":"","replacement_history":`+h+`}`),
			event(`{"type":"user_message","message":"m","local_images":`+h+`}`))
	}
	lines = append(lines,
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":"QUJD"}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":""}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":true},{"type":"compaction","encrypted_content":"x"}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":"x"},{"type":"compaction","encrypted_content":true}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":[{"type":"compaction","encrypted_content":true}]}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":{}}]}`),
		env("compacted", `{"replacement_history":[{"type":{"type":"compaction","encrypted_content":1}}]}`),
		env("compacted", `{"replacement_history":[{"type":"compacti\u006fn","encrypted_content":"x"}]}`),
		item(`{"type":"message","role":"user","x":{"y":[{"\u0074ype":"\u0063ompactio\u006E","encrypted_content":"x"}]}}`),
		item(`{"type":"message","x":[{"type":"compaction\u00e9","encrypted_content":"x"},{"type":"compactio","encrypted_content":"x"}]}`),
		env("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":"x","type":"message"}]}`),
		`{"type":"event_msg","payload":{},"x":[{"type":"compaction","encrypted_content":"x"}]}`,
		item(`{"type":"message","content":[{"type":"compaction","encrypted_content":"x"}]}`),
		item(`{"type":"message","content":["x",{"x":{"type":"c\u006fmpaction","encrypted_content":"x"}}]}`),
		`{"type":"event_msg","payload":{"type":"x"},"payload":{"y":{"type":"c\u006fmpaction","encrypted_content":"x"}}}`,
		item(`{"type":"compaction","encrypted_content":"QUJD"}`), item(`{"type":"compaction","encrypted_content":0}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("x", 30721)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("x", 30720)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("\xff", 10241)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("\xff", 10240)+`"}`),
		item(`{"type":"exec_command_end","output":"`+strings.Repeat(`\u00e9`, 15361)+`"}`),
		item(`{"type":"exec_command_end","output":"`+strings.Repeat(`\n`, 30721)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\n`, 30720)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\u0041`, 30720)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\u0041`, 30721)+`"}`),
		// At the bound of an escape's one byte less for every two backslashes.
		item(`{"type":"function_call_output","output":"`+strings.Repeat("x", 29800)+strings.Repeat(`\\`, 921)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("x", 29799)+strings.Repeat(`\\`, 921)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\\u`, 20000)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\uD83D\uDE00`, 7681)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat(`\uD83D\uDE00`, 7680)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("é", 15360)+strings.Repeat("\xff", 1)+`"}`),
		item(`{"type":"function_call_output","output":"`+strings.Repeat("x", 20000)+strings.Repeat(`\n`, 2000)+`"}`),
		`{"type":"function_call_output","output":"`+strings.Repeat("x", 30721)+`"}`,
		env("event_msg", `{"type":"exec_command_end","output":["`+strings.Repeat("x", 30721)+`"]}`),
	)
	return lines
}()

// TestFrameChecksAgree: on every edge line, each frame check's verdict is
// its jq's, and each line is a record.
func TestFrameChecksAgree(t *testing.T) {
	checks := frameChecks(t)
	held := map[string]bool{}
	for i, line := range edgeLines {
		records, undecoded := agreement(checks, []byte(line+"\n"), held, func(id string, _ int) {
			t.Errorf("edge line %d: %s disagrees with its jq", i, id)
		})
		if records != 1 || undecoded != 0 {
			t.Errorf("edge line %d: %d records, %d not decoded; want one, decoded", i, records, undecoded)
		}
	}
	for _, c := range checks {
		if !held[c.ID] {
			t.Errorf("%s holds on no edge line", c.ID)
		}
	}
}

// FuzzFrameChecksAgree: on any line, each frame check's verdict is its
// jq's. go test -fuzz FuzzFrameChecksAgree ./transcript/codex/
func FuzzFrameChecksAgree(f *testing.F) {
	for _, line := range append(edgeLines, forkLines...) {
		if len(line) < 4096 {
			f.Add([]byte(line))
		}
	}
	checks := frameChecks(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		agreement(checks, data, nil, func(id string, line int) {
			t.Errorf("line %d: %s disagrees with its jq", line, id)
		})
	})
}
