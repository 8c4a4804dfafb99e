package rules

import "testing"

func TestEncryptedParent(t *testing.T) {
	const ct = "AgByX3Xa60PptL/xGvo8hWkFj3GfEIz8Rl+MN66XHrZUZ4/pSRRZXEX1DYMFLmauQyjOHAy32v+GID0kbCKbVzNUtRSMtOq6znF2l9MS2qwraYF1tG=="
	for _, tc := range []struct {
		text string
		kept bool
	}{
		{"spec:\n  encryptedData:\n    password: " + ct + "\n  template:\n    type: Opaque", true},
		{"+spec:\n+  encryptedData:\n+\n+    api-token: " + ct, true},
		{"spec:\n  encryptedData:\n    username: " + ct + "\n    password: " + ct, true},
		{"stringData:\n  password: " + ct, false},
		{"encryptedData:\n  note: x\nstringData:\n  password: " + ct, false},
	} {
		ms := Default().Find(nil, tc.text)
		if kept := len(ms) == 0; kept != tc.kept {
			t.Errorf("%q: %d matches, want kept %v", tc.text, len(ms), tc.kept)
		}
	}
}
