package scrub

import "testing"

func TestBeforeRelease(t *testing.T) {
	for in, want := range map[string]string{
		"claude-3-5-sonnet-20241022": "claude-3-5-sonnet",
		"gpt-4o-2024-08-06":          "gpt-4o",
		"o3-2025-04-16":              "o3",
		"claude-opus-4-7":            "",
		"build-20241322":             "", // month 13
		"build-19991022":             "", // last century
		"build-20241000":             "", // day 0
		"12-20241022":                "", // no letter before
		"x20241022":                  "", // no dash
		"model-2024-0806":            "",
	} {
		got, ok := beforeRelease([]byte(in))
		if ok != (want != "") || string(got) != want {
			t.Errorf("beforeRelease(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
