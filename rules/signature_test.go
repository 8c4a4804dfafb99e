package rules

import "testing"

// TestSignatureNotCredential: a thinking block's signature written in
// text is removed as a signature, whole, not as the value of a credential
// named "signature", however its JSON is escaped or cut.
func TestSignatureNotCredential(t *testing.T) {
	sig := "EqoB" + "CkgIBxABGAIiQJ3v9Lm2Kx8Rw4Tn7Yb1Hc5Jd0FgQp6Zs3Wq9Ae2Rt7Yu0Io3Pa5Sd8Fg1Hj4Kl7Zx6Cv9Bn2Mq5Wr8Ty1Ui4Op7As0Df3Gh6Jk9Lz2Xc5Vb8Nm1Qw4Er7Ty0U=="
	for _, text := range []string{
		`{"type":"thinking","thinking":"Let me look.","signature":"` + sig + `"}`,
		`{\"type\":\"thinking\",\"thinking\":\"ok\",\"signature\":\"` + sig + `\"}`,
		`"signature":"` + sig + "…1002186 tokens truncated…",
	} {
		ms := Default().Find(nil, text)
		if len(ms) != 1 || ms[0].Rule.ID != "thinking-signature" || text[ms[0].Start:ms[0].End] != sig {
			var ids []string
			for _, m := range ms {
				ids = append(ids, m.Rule.ID)
			}
			t.Errorf("matches %v, want the signature whole as thinking-signature", ids)
		}
	}
}
