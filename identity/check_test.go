package identity

import "testing"

func TestIdentityHas(t *testing.T) {
	id := NewCheck(Terms{"alice": true, "Acmeqz": true, "bo": true, "paymentsly": true, "tool": true, "search": true}, nil)
	for w, want := range map[string]bool{
		"alice": true, "ALICE_notes": true, "x-acmeqz": true, "my.paymentsly:v2": true, "acmeqzcorp": true, "bo": true,
		"bo.txt": true, "x:bo": true, "text": false, "tool_use": false, "malice": true, "bob": false, "al.ice": false,
		// Common terms are identity only at identity positions.
		"tool_reference": false, "tool": false, "search": false,
	} {
		if got := id.Has([]byte(w)); got != want {
			t.Errorf("Has(%q) = %v, want %v", w, got, want)
		}
	}
	if NewCheck(nil, nil).Has([]byte("alice")) {
		t.Errorf("no terms: Has is true")
	}
}

// A key holds a term as a whole word, however short; a common term only
// as the whole key.
func TestIdentityKey(t *testing.T) {
	id := NewCheck(Terms{"zorbatronix": true, "al": true, "will": true, "tool": true}, nil)
	for k, want := range map[string]bool{
		"zorbatronix": true, "x_zorbatronix": true, "al": true, "al_notes": true, "will": true, "WILL": true, "tool": true,
		"will_notes": false, "server_tool_use": false, "tool_name": false, "toolbox": false,
	} {
		if got := id.Key([]byte(k)); got != want {
			t.Errorf("Key(%q) = %v, want %v", k, got, want)
		}
	}
}

// public stands for the namer's kept words in tests.
func public(w string) bool {
	switch w {
	case "projects", "agent-transcripts", "agent-tools", "subagents", "agent", "tools", "transcripts", "Users":
		return true
	}
	return false
}

// Names are checked at word boundaries, never as raw substrings: a
// pseudonym holding "ACme" inside a longer word is not the term "acme",
// and "proj", "agent" or "tools" are not the fixed layout's words.
func TestCheckName(t *testing.T) {
	c := NewCheck(Terms{"acme": true, "proj": true, "agent": true, "tools": true, "will": true}, nil)
	for path, want := range map[string]bool{
		"projects/Users-xqzACmeb-pLow/agent-transcripts/0b3a/0b3a.jsonl": false,
		"projects/Users-Qzar-agent-tools/agent-tools/0b3a.txt":           false,
		"projects/Users-acme-Qzar/agent-transcripts/a/a.jsonl":           true,
		"projects/Users-Qzar-Proj/agent-transcripts/a/a.jsonl":           true,
		"projects/p/agent-transcripts/a/subagents/WILL.jsonl":            true,
		"projects/p/agent-transcripts/a/subagents/willow.jsonl":          false,
	} {
		if got := c.Name(path, public); got != want {
			t.Errorf("Name(%q) = %v, want %v", path, got, want)
		}
	}
}

// Content is checked at word boundaries, a common term only where it
// stands as identity.
func TestCheckContent(t *testing.T) {
	c := NewCheck(Terms{"example": true, "zorbatron": true}, nil)
	for text, want := range map[string]bool{
		`I will run the example`:                false,
		`{"example":"see https://example.com"}`: false,
		`cd /home/example/x`:                    true,
		`mail example@corp.io`:                  true,
		`xZORBATRONy and zorbatrons`:            false,
		`ask Zorbatron`:                         true,
	} {
		if got := c.Content([]byte(text)); got != want {
			t.Errorf("Content(%q) = %v, want %v", text, got, want)
		}
	}
}

// A JSON document's common terms stand where they stand in its strings
// decoded, as redaction reads them: "\n" is a line break there, "\\" one
// backslash, "\/" a slash; a key is read as a value is. Text is read as it
// is, where "\n" is two bytes of a Windows path.
func TestCheckContentDecoded(t *testing.T) {
	c := NewCheck(Terms{"lantern": true}, func(seg string) bool { return seg == "lantern-results" })
	for text, want := range map[string]bool{
		`{"t":"Installed lantern\nResolved"}`:                    false,
		`{"t":"\tlantern-extract\r\n"}`:                          false,
		`{"t":"a \"lantern\" b"}`:                                false,
		`{"t":"C:\\Users\\amy\\lantern"}`:                        true,
		`{"t":"see \/x\/lantern"}`:                               true,
		`{"/home/amy/lantern/a.md":1}`:                           true,
		`{"lantern":"x"}`:                                        false,
		`{"t":"\ud83d\ude00\u00e9 lantern\nlantern\n~/lantern"}`: true,
		`{"t":"\ud83d\ude00\u00e9 lantern\nlantern\nok"}`:        false,
		`{"a":"lantern\n","b":"/x/lantern"}`:                     true,
		`{"t":"/x/lantern-results/y"}`:                           false,
	} {
		if got := c.Content([]byte(text)); got != want {
			t.Errorf("Content(%q) = %v, want %v", text, got, want)
		}
	}
	if !c.Text([]byte(`Installed lantern\nResolved`)) || c.Text([]byte("Installed lantern\nResolved")) {
		t.Errorf("Text reads an escape's backslash other than as a byte of the text")
	}
}
