package rules

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
)

// TestWholeValues is the whole-value property: for every positive sample
// of every built-in rule (identity rules of hosts, URLs and ARNs too: their
// samples name the whole URL or ARN), the default set removes the secret
// and leaves no 4-byte run of it beside a removal, nor its first or last
// 4 bytes;
// and so it does when the secret is cut where a rule's value class might
// stop: at '-', '.', "%2F", a closing bracket or a symbol.
func TestWholeValues(t *testing.T) {
	set := Default()
	var ms []Match
	for _, r := range set.Rules() {
		for i, p := range r.Samples.Positive {
			if len(p.Secret) < 8 {
				continue
			}
			ms = set.Find(ms[:0], p.Text)
			out, marks := cutOut(p.Text, ms)
			if benchdata.PartLeft(out, p.Text, p.Secret, marks) {
				t.Errorf("rule %q, positive sample %d: part of the secret is left", r.ID, i)
			}
		}
	}
}

// TestWholeValueCuts plants values that a rule's value class would cut
// short and requires each to go whole.
func TestWholeValueCuts(t *testing.T) {
	for _, secret := range []string{
		"Xq7mK2vL9nR4cT1wZ5yH-3jF6dS8a", "Xq7mK2vL9nR4cT1wZ5yH.3jF6dS8a", "Xq7mK2vL9nR4cT1wZ5yH%2F3jF6dS8a",
		"Xq7mK2vL9nR4cT1wZ5yH]3jF6dS8a", "Tr0ub4dor&3", "ghp_" + "Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo-x9",
	} {
		for _, text := range []string{"password=" + secret, "API_TOKEN=\"" + secret + "\"", "token: " + secret} {
			ms := Default().Find(nil, text)
			out, marks := cutOut(text, ms)
			if !covers(ms, text, secret) || benchdata.PartLeft(out, text, secret, marks) {
				t.Errorf("%q: the secret is not removed whole", text)
			}
		}
	}
}

// TestWholeTokenDots: a full stop or an ellipsis after a token ends the
// sentence; a longer run of dots is part of the token.
func TestWholeTokenDots(t *testing.T) {
	for _, tc := range []struct {
		text string
		end  int
	}{
		{"k=Xq7mK2vL.", 10}, {"k=Xq7mK2vL...", 10}, {"k=Xq7mK2vL.3jF6.", 15}, {"k=Xq7mK2vL.........", 19},
	} {
		if _, end := wholeToken(tc.text, 2, 6); end != tc.end {
			t.Errorf("wholeToken(%q) ends at %d, want %d", tc.text, end, tc.end)
		}
	}
}

// cutOut replaces each match with a marker and returns the text and the
// markers' bounds.
func cutOut(text string, ms []Match) (string, [][]int) {
	var out []byte
	var marks [][]int
	last := 0
	for _, m := range ms {
		out = append(out, text[last:m.Start]...)
		marks = append(marks, []int{len(out), len(out) + 3})
		out = append(out, "[*]"...)
		last = m.End
	}
	return string(append(out, text[last:]...)), marks
}

// TestNamesStayBesideValue checks that a key's or a call's name stays
// readable beside a removal: a connection string's value alone goes
// where its pair is alone, a match that starts at a key (User ID=u;
// Password=v) is not widened back over the dotted path before it, and a
// credential constructor loses its arguments, not its name.
func TestNamesStayBesideValue(t *testing.T) {
	set := Default()
	for _, c := range []struct{ text, removed string }{
		{"spring.datasource.password=Kq8mLx2pZ7vT", "Kq8mLx2pZ7vT"},
		{"helm install app . --set db.password=Kq8mLx2pZ7vT --set image.tag=1.2.3", "Kq8mLx2pZ7vT"},
		{"gcloud sql users set-password root --password=Kq8mLx2pZ7vT", "Kq8mLx2pZ7vT"},
		{"app.db.User ID=admin;Password=Kq8mLx2pZ7vT;", "User ID=admin;Password=Kq8mLx2pZ7vT"},
		{"requests.get(url, auth=HTTPBasicAuth('admin', 'Kq8mLx2pZ7vT'))", "'admin', 'Kq8mLx2pZ7vT'"},
	} {
		ms := set.Find(nil, c.text)
		if len(ms) != 1 || c.text[ms[0].Start:ms[0].End] != c.removed {
			var got []string
			for _, m := range ms {
				got = append(got, m.Rule.ID)
			}
			t.Errorf("%q: matches %v, want one removing %q", c.text, got, c.removed)
		}
	}
}

// TestWholeReadingGroups: a value written in groups for reading is
// removed whole by a rule whose value class ends at a space, as the
// connection string's does after a properties key.
func TestWholeReadingGroups(t *testing.T) {
	for _, tc := range []struct{ text, secret string }{
		{"spring.mail.password=qwmz xkep lrtv bnxy\nspring.mail.port=587", "qwmz xkep lrtv bnxy"},
		{"host=db user=app password=vbkr tqzn hxwe mjpd", "vbkr tqzn hxwe mjpd"},
		{"spring.mail.password=VBKR TQZN HXWE MJPD\nspring.mail.port=587", "VBKR TQZN HXWE MJPD"},
	} {
		ms := Default().Find(nil, tc.text)
		out, marks := cutOut(tc.text, ms)
		if !covers(ms, tc.text, tc.secret) || benchdata.PartLeft(out, tc.text, tc.secret, marks) {
			t.Errorf("%q: the grouped value is not removed whole", tc.text)
		}
	}
}

// TestWholeTokenPadding: a token is widened back over a ':' after base64
// padding (Tableau's secret, base64==:alnum), not over a name's ':' or
// '=', nor over padding that no token's byte precedes.
func TestWholeTokenPadding(t *testing.T) {
	for _, tc := range []struct {
		text        string
		start, want int
	}{
		{"'Ab_c-d9==:q8Wm2Xk9'", 11, 1}, {"'Ab_c-d9=:q8Wm2Xk9'", 10, 1}, {"token:q8Wm2Xk9", 6, 6},
		{"token=q8Wm2Xk9", 6, 6}, {" ==:q8Wm2Xk9", 4, 4}, {"a:b:q8Wm2Xk9", 4, 4},
	} {
		if start, _ := wholeToken(tc.text, tc.start, tc.start+4); start != tc.want {
			t.Errorf("wholeToken(%q) starts at %d, want %d", tc.text, start, tc.want)
		}
	}
}

// TestWrappedTokens: a token a terminal hard-wrapped at its width, or a
// quoted-printable soft break broke (LF or CRLF), goes whole with its lines; a token
// that ends a shorter line leaves the next line's word, and so does one
// that ends a full line before a word, a key or a patch's line.
func TestWrappedTokens(t *testing.T) {
	jwt := "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiaWF0IjoxNzAwMDAwMDAwfQ.Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo-x9Qw"
	openai := "sk-" + "proj-" + strings.Repeat("Xq7mK2vL9nR4cT1wZ5yH-3jF6dS8a", 3)
	for _, tc := range []struct{ text, secret string }{
		{`$ curl -H "Authorization: Bearer ` + jwt[:47] + "\n" + jwt[47:] + `" https://api.example.com`, jwt[:47] + "\n" + jwt[47:]},
		{"+OPENAI_API_KEY=" + openai[:65] + "\n+" + openai[65:], openai[:65] + "\n+" + openai[65:]},
		{"Dein Schl=C3=BCssel: " + openai[:54] + "=\n" + openai[54:] + "\n\nDanke", openai[:54] + "=\n" + openai[54:]},
		{"Dein Schl=C3=BCssel: " + openai[:54] + "=\r\n" + openai[54:] + "\r\n\r\nDanke", openai[:54] + "=\r\n" + openai[54:]}, // mail's CRLF
	} {
		ms := Default().Find(nil, tc.text)
		out, marks := cutOut(tc.text, ms)
		if !covers(ms, tc.text, tc.secret) || benchdata.PartLeft(out, tc.text, tc.secret, marks) {
			t.Errorf("%q: the wrapped secret is not removed whole", tc.text)
		}
	}
	for _, text := range []string{
		"OPENAI_API_KEY=" + openai[:40] + "\nDeployment",
		"token: " + openai[:40] + "=\nDeployment",
		"OPENAI_API_KEY=" + openai[:65] + "\nDeployment",
		"OPENAI_API_KEY=" + openai[:65] + "\nAuthorization: Bearer x",
		"OPENAI_API_KEY=" + openai[:65] + "\n+WHERE id = 1",
		"token: " + openai[:40] + "=\r\nDeployment",
	} {
		ms := Default().Find(nil, text)
		if out, _ := cutOut(text, ms); !strings.Contains(out, "\n"+text[strings.LastIndexByte(text, '\n')+1:]) {
			t.Errorf("%q: the next line's word went with the token: %q", text, out)
		}
	}
}
