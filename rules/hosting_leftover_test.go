package rules

import "testing"

// TestDefaultHostingLeftovers holds what the forty-fifth (secret stores)
// and fifty-ninth (web hosting) paste suites left after their own fixes:
// a WordPress application password's six groups of mixed case are
// removed whole, as are an app password's groups named in a sentence, a literal a password's name is given through a hashing
// or a decoding call (MD5('v'), sodium_hex2bin('v')) is removed, and a
// Secrets Manager ARN's resource (secret:NAME, the secret's address) is
// left whole.
func TestDefaultHostingLeftovers(t *testing.T) {
	for _, tc := range []struct{ text, secret string }{
		{"I generated an application password for the n8n integration: q7zt kmF2 rh9y bvnc Ld3s gtwe but it still returns 401", "q7zt kmF2 rh9y bvnc Ld3s gtwe"},
		{"application password: Q7zt km2F rh9Y bVnc 3dLs gtwE", "Q7zt km2F rh9Y bVnc 3dLs gtwE"},
		{"wp mail smtp keeps failing with 535, I pasted the gmail app password qwzt kmfp rhxy bvnc into the Other SMTP settings", "qwzt kmfp rhxy bvnc"},
		{"UPDATE `wp_users` SET `user_pass` = MD5('Cobalt870#wvo') WHERE `user_login` = 'siteadmin';", "Cobalt870#wvo"},
		{"SET PASSWORD FOR 'root'@'localhost' = PASSWORD('Cobalt870#wvo');", "Cobalt870#wvo"},
		{"$cfg['blowfish_secret'] = sodium_hex2bin('9f3c1a7e5b2d8f4a6c0e1b3d5f7a9c2e9f3c1a7e5b2d8f4a6c0e1b3d5f7a9c2e');", "9f3c1a7e5b2d8f4a6c0e1b3d5f7a9c2e9f3c1a7e5b2d8f4a6c0e1b3d5f7a9c2e"},
	} {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.secret) {
			t.Errorf("%q: the default set leaves some of the planted value", tc.text)
		}
	}
	for _, text := range []string{
		"arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-Xq3LmN",
		"\"ARN\": \"arn:aws:secretsmanager:us-east-1:123456789012:secret:stage/api-key-Ab12Cd\",",
		"the password: This will Work with More Text than that",
		"Refactor passwd scope oauth first it filter selector limit",
		"UPDATE `wp_users` SET `user_pass` = MD5(@new_pass) WHERE `user_login` = 'siteadmin';",
		"$cfg['blowfish_secret'] = sodium_hex2bin($hex);",
	} {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: the default set removes %q", text, text[ms[0].Start:ms[0].End])
		}
	}
	// The ARN's carve-out keeps a secret that follows it on its line.
	text := "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Xq3LmN secret: Xq7mK2vL9nR4cT1wZ5yHb8Nd"
	if ms := Default().Find(nil, text); !covers(ms, text, "Xq7mK2vL9nR4cT1wZ5yHb8Nd") {
		t.Errorf("%q: the default set leaves the secret after the ARN", text)
	}
}

// TestGroupsEndWordAfter: a word of the groups' length whose cases mix
// after fewer than six groups of one case ends them there; it does not
// undo them (an app password before a capitalized word, "bnxy Then").
func TestGroupsEndWordAfter(t *testing.T) {
	for _, tc := range []struct {
		text string
		end  int
	}{
		{"qwmz xkep lrtv bnxy Then it worked", 19},
		{"JBSW Y3DP EHPK 3PXP Okay", 19},
		{"q7zt kmF2 rh9y bvnc Ld3s gtwe", 29},
		{"this will work fine", 4},
	} {
		if e := groupsEnd(tc.text, 0, 4); e != tc.end {
			t.Errorf("groupsEnd(%q) = %d, want %d", tc.text, e, tc.end)
		}
	}
	text := "the gmail app password qwzt kmfp rhxy bvnc Then it worked"
	if !covers(Default().Find(nil, text), text, "qwzt kmfp rhxy bvnc") {
		t.Errorf("%q: the default set leaves some of the planted value", text)
	}
}
