package rules

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// transcriptLike builds about n bytes of text shaped like agent transcript
// payloads: prose explanations, code, shell commands, JSON and diffs, with
// the words that trip keyword prefilters (token, key, password, api, ...),
// version numbers, paths and hashes, and a planted secret every ~40 KiB.
// It is deterministic.
func transcriptLike(n int) string {
	r := rand.New(rand.NewPCG(1, 2))
	prose := []string{
		"I'll update the handler so that the token refresh happens before the request is retried.",
		"The failing test expects the API key to be read from the environment, not from the config file.",
		"Let me check how the session middleware stores the user id and whether the password reset flow still works.",
		"This version pins golang.org/x/net v0.23.0 and bumps the Node image to node:20.11.1-alpine.",
		"The commit 3f2a9c1 introduced the regression; reverting it makes the private key loader pass again.",
		"Next, I'll run the linter, then the unit tests in ./internal/auth and ./cmd/server.",
		"We should not log the access token; the logger already masks Authorization headers.",
		"The cache key is built from the user id and the request path, e.g. users:42:/v1/orders.",
	}
	code := []string{
		"func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {\n\ttoken, err := s.auth.Issue(r.Context(), userID)\n\tif err != nil {\n\t\thttp.Error(w, \"unauthorized\", http.StatusUnauthorized)\n\t\treturn\n\t}\n",
		"const apiKey = process.env.STRIPE_KEY;\nexport async function createCharge(amount: number) {\n  const res = await fetch(`${BASE}/charges`, { headers: { Authorization: `Bearer ${apiKey}` } });\n  return res.json();\n}\n",
		"def load_settings(path):\n    with open(path) as f:\n        cfg = yaml.safe_load(f)\n    password = os.environ.get('DB_PASSWORD')\n    return Settings(host=cfg['host'], port=int(cfg['port']), password=password)\n",
		"for i, key := range keys {\n\tif v, ok := m[key]; ok {\n\t\tout = append(out, fmt.Sprintf(\"%d:%s=%v\", i, key, v))\n\t}\n}\n",
		"SELECT id, email_hash, created_at FROM users WHERE org_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC LIMIT 50;\n",
	}
	shell := []string{
		"git log --oneline -n 5 && git diff --stat HEAD~1",
		"npm install --save-dev typescript@5.4.2 eslint@8.57.0",
		"docker build -t registry.internal/app:1.4.2 --build-arg GO_VERSION=1.22.1 .",
		"go test ./... -run TestSession -count=1 -v 2>&1 | tail -40",
		"kubectl get pods -n payments -o wide | grep api-7d9f8c6b5-x2k4p",
		"rg -n 'access_token' src/ --glob '!*.snap'",
	}
	jsonish := []string{
		`{"name": "web", "version": "2.3.1", "dependencies": {"react": "^18.2.0", "axios": "1.6.7"}, "integrity": "sha512-` + strings.Repeat("Qm9vYmFy", 10) + `=="}`,
		`{"file_path": "/workspace/src/auth/session.ts", "old_string": "const ttl = 3600", "new_string": "const ttl = 7200"}`,
		`{"todos": [{"id": "1", "content": "Fix token refresh", "status": "in_progress"}, {"id": "2", "content": "Add tests", "status": "pending"}]}`,
	}
	diff := "--- a/internal/auth/token.go\n+++ b/internal/auth/token.go\n@@ -41,7 +41,8 @@ func Refresh(ctx context.Context, t *Token) error {\n-\tif t.Expiry.Before(now) {\n+\tif t.Expiry.Add(-skew).Before(now) {\n+\t\tmetrics.Refreshes.Inc()\n"
	secrets := []string{
		"export GITHUB_TOKEN=ghp_" + "Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo",
		"DATABASE_URL=postgres://app:" + "Zx9Qw8Er7Ty6@db.internal:5432/app",
		"contact me at dana.whitfield@acme-corp.io",
		"AWS_SECRET_ACCESS_KEY=" + "wJalrXUtnFEMI/K7MDENG/bPxRfiCY9xq2Lv8pTz",
	}
	var b strings.Builder
	next := 40 << 10
	for b.Len() < n {
		switch k := r.IntN(10); {
		case k < 4:
			for range 3 + r.IntN(4) {
				b.WriteString(prose[r.IntN(len(prose))])
				b.WriteByte(' ')
			}
			b.WriteString("\n\n")
		case k < 7:
			b.WriteString(code[r.IntN(len(code))])
		case k < 8:
			b.WriteString(shell[r.IntN(len(shell))])
			b.WriteByte('\n')
		case k < 9:
			b.WriteString(jsonish[r.IntN(len(jsonish))])
			b.WriteByte('\n')
		default:
			b.WriteString(diff)
		}
		if b.Len() > next {
			fmt.Fprintf(&b, "%s\n", secrets[r.IntN(len(secrets))])
			next += 40 << 10
		}
	}
	return b.String()
}

// built returns s with its keyword automaton built (on a set's first
// Find), so that a benchmark's loop measures the search alone.
func built(s *Set) *Set {
	s.Find(nil, "")
	return s
}

// BenchmarkFind measures the default set over transcript-like text cut into
// payloads of a few KiB, the size of typical text blocks and tool inputs.
func BenchmarkFind(b *testing.B) {
	text := transcriptLike(1 << 20)
	var payloads []string
	for len(text) > 0 {
		n := min(len(text), 3000)
		payloads = append(payloads, text[:n])
		text = text[n:]
	}
	set := built(Default())
	var ms []Match
	b.SetBytes(1 << 20)
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range payloads {
			ms = set.Find(ms[:0], p)
		}
	}
}

// BenchmarkFindDense measures the default set over the prose of the
// secret-dense corpus (gencorpus -scale dense): credential words every few
// words, a secret about every hundred, long lines, cut into payloads of
// 8 KiB.
func BenchmarkFindDense(b *testing.B) {
	text := gen.DenseText(1, 1<<20)
	b.SetBytes(int64(len(text)))
	var payloads []string
	for len(text) > 0 {
		n := min(len(text), 8<<10)
		payloads = append(payloads, text[:n])
		text = text[n:]
	}
	set := built(Default())
	var ms []Match
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range payloads {
			ms = set.Find(ms[:0], p)
		}
	}
}

// BenchmarkFindNoKeyword measures the hot path: text with no keyword at all.
func BenchmarkFindNoKeyword(b *testing.B) {
	text := strings.Repeat("The quick brown fox jumps over the lazy dog while we wait for the build. ", 64)
	set := built(Default())
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		set.Find(nil, text)
	}
}

// BenchmarkFindRenames measures the set an export builds: the default rules
// with a user name and, as literals, the ids of a large corpus (1600
// sessions and sidecars named by UUIDs) and its project directories.
func BenchmarkFindRenames(b *testing.B) {
	text := transcriptLike(1 << 20)
	var payloads []string
	for len(text) > 0 {
		n := min(len(text), 3000)
		payloads = append(payloads, text[:n])
		text = text[n:]
	}
	r := rand.New(rand.NewPCG(3, 4))
	var ids []string
	for range 1600 {
		ids = append(ids, fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", r.Uint32(), r.Uint32()&0xffff, r.Uint32()&0xffff, r.Uint32()&0xffff, r.Uint64()&(1<<48-1)))
	}
	for i := range 20 {
		ids = append(ids, fmt.Sprintf("Users-dana-code-project%d", i))
	}
	set := built(Default().WithLiterals(Identity, "user", "USER", []string{"dana"}).WithLiterals(Identity, "rename", "", ids))
	var ms []Match
	b.SetBytes(1 << 20)
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range payloads {
			ms = set.Find(ms[:0], p)
		}
	}
}

// BenchmarkFindCatastrophic runs the inputs the rule pass must stay linear
// on at the size of the longest line an export reads (64 MiB): a line of
// password=password=... and one of bare keywords (16 million). Besides
// the time, it reports the work per byte that TestFindWorkLinear bounds
// on a few MiB.
func BenchmarkFindCatastrophic(b *testing.B) {
	for _, bc := range []struct{ name, unit string }{
		{"password=", "password="},
		{"keywords", "key:"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			const size = 64 << 20
			text := strings.Repeat(bc.unit, size/len(bc.unit)+1)[:size]
			set := built(Default())
			b.SetBytes(size)
			var w work
			for b.Loop() {
				_, w = set.find(nil, text)
			}
			b.ReportMetric(float64(w.engine)/size, "engine-B/B")
			b.ReportMetric(float64(w.read)/size, "context-B/B")
			b.ReportMetric(float64(w.tries+w.contexts)/size, "tries+contexts/B")
		})
	}
}

// BenchmarkWordDiffRunsNegatives reads a long line of arrays of negative
// numbers, whose many "[-" pair no run: each line is read once for each
// kind's closer, not once for each opener.
func BenchmarkWordDiffRunsNegatives(b *testing.B) {
	text := strings.Repeat("[-0.123, 0.456], ", 20000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		wordDiffRuns(text)
	}
}
