package gen

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// Fake secrets. Each is format-valid for the usual detection rules but
// random in the right alphabet and length, so it authenticates nowhere.
// Well-known prefixes are spliced from parts so this source file itself
// holds nothing a secret scanner would match.

// secretKinds lists every kind the generator plants, in a fixed order.
var secretKinds = []string{
	"aws-access-key", "github-pat", "github-fine-grained-pat", "slack-bot-token",
	"stripe-live-key", "stripe-test-key", "openai-key", "anthropic-key", "jwt",
	"pem-private-key", "postgres-url", "mongodb-url", "bearer-token",
	"password-assignment", "api-key-assignment", "email", "ipv4", "ipv6",
	"phone", "card-number",
}

// finding is one value that must not survive scrubbing, by kind.
type finding struct {
	kind  string
	value string
}

// secretMaker draws fake secrets from r that name id's people and hosts
// and a product.
type secretMaker struct {
	r       *rng
	id      identity
	product string
}

// fakeSecret returns a phrase that embeds a fresh secret of kind, as it
// might appear in a config dump or a command, and the values in it that
// must vanish. For connection strings and assignments the value is the
// password or key alone, the part a redactor must remove. The phrase is
// one line unless kind is pem-private-key.
func (f secretMaker) fakeSecret(kind string) (string, []finding) {
	r, id := f.r, f.id
	one := func(phrase, value string) (string, []finding) {
		return phrase, []finding{{kind, value}}
	}
	switch kind {
	case "aws-access-key":
		key := "AK" + "IA" + r.chars(base32Std, 16)
		secret := r.chars(base64Std, 40)
		phrase := "AWS_ACCESS_KEY_ID=" + key + " AWS_SECRET_ACCESS_KEY=" + secret
		if r.chance(0.5) {
			phrase = "aws_access_key_id = " + key + " aws_secret_access_key = " + secret
		}
		return phrase, []finding{{kind, key}, {"aws-secret-key", secret}}
	case "github-pat":
		v := "gh" + "p_" + r.chars(alnum, 36)
		if r.chance(0.5) {
			return one("git remote set-url origin https://x-access-token:"+v+"@github.com/"+id.company+"/"+f.product+".git", v)
		}
		return one("GITHUB_TOKEN="+v, v)
	case "github-fine-grained-pat":
		v := "github" + "_pat_" + r.chars(alnum, 22) + "_" + r.chars(alnum, 59)
		return one("GH_TOKEN="+v, v)
	case "slack-bot-token":
		v := "xo" + "xb-" + r.chars(digits, 11) + "-" + r.chars(digits, 13) + "-" + r.chars(alnum, 24)
		return one("SLACK_BOT_TOKEN="+v, v)
	case "stripe-live-key":
		v := "sk" + "_live_" + r.chars(alnum, pick(r, []int{24, 99}))
		return one("STRIPE_SECRET_KEY="+v, v)
	case "stripe-test-key":
		v := "sk" + "_test_" + r.chars(alnum, 24)
		return one("stripe.api_key = '"+v+"'", v)
	case "openai-key":
		v := "sk-" + r.chars(alnum, 20) + "T3Blbk" + "FJ" + r.chars(alnum, 20)
		if r.chance(0.5) {
			v = "sk-" + "proj-" + r.chars(alnum, 74) + "T3Blbk" + "FJ" + r.chars(alnum, 74)
		}
		return one("OPENAI_API_KEY="+v, v)
	case "anthropic-key":
		v := "sk-" + "ant-api03-" + r.chars(base64URL, 92) + r.chars(alnum, 1) + "AA"
		return one("ANTHROPIC_API_KEY="+v, v)
	case "jwt":
		v := f.jwt()
		return one("Cookie: session="+v, v)
	case "pem-private-key":
		v := f.pem()
		return one(v, v)
	case "postgres-url":
		pw := r.chars(alnum, 20)
		return one("DATABASE_URL=postgres://app_"+f.product+":"+pw+"@"+id.dbHost+":5432/"+f.product, pw)
	case "mongodb-url":
		pw := r.chars(alnum, 18)
		return one("MONGO_URI=mongodb+srv://"+id.user+":"+pw+"@cluster0."+r.chars(lowerNum, 5)+".mongodb.net/"+f.product+"?retryWrites=true", pw)
	case "bearer-token":
		v := r.chars(alnum, 40)
		return one("Authorization: Bearer "+v, v)
	case "password-assignment":
		v := r.chars(alnum, 14) + pick(r, []string{"!", "#", "%", "9"})
		return one(pick(r, []string{`password = "`, `db_password: "`, `PASSWORD="`})+v+`"`, v)
	case "api-key-assignment":
		v := r.chars(alnum, 32)
		return one(pick(r, []string{"API_KEY=", "api_key: ", "X_API_KEY="})+v, v)
	case "email":
		v := f.email()
		return one(v, v)
	case "ipv4":
		v := f.ipv4()
		return one("ssh deploy@"+v, v)
	case "ipv6":
		v := f.ipv6()
		return one("listening on ["+v+"]:8443", v)
	case "phone":
		area := pick(r, usAreaCodes) // assigned ones: a real number's shape
		v := pick(r, []string{"+1 " + area + "-555-01", "(" + area + ") 555-01"}) + r.chars(digits, 2)
		if r.chance(0.3) {
			v = "+44 20 7946 0" + r.chars(digits, 3)
		}
		return one("call me at "+v, v)
	case "card-number":
		v := cardNumber(r)
		return one("card "+v+" exp 09/29", v)
	}
	panic("gen: unknown secret kind " + kind)
}

// email returns the address of the user, the colleague or a stranger.
func (f secretMaker) email() string {
	r, id := f.r, f.id
	switch r.IntN(3) {
	case 0:
		return id.user + "." + id.last + "@" + id.domain
	case 1:
		return id.colleague + "@" + id.domain
	}
	return pick(r, firstNames) + "." + pick(r, lastNames) + r.chars(digits, 2) + "@gmail.com"
}

// ipv4 returns a private or public-looking IPv4 address.
func (f secretMaker) ipv4() string {
	r := f.r
	octet := func() string { return strconv.Itoa(r.between(1, 254)) }
	switch r.IntN(3) {
	case 0:
		return "10." + octet() + "." + octet() + "." + octet()
	case 1:
		return "192.168." + octet() + "." + octet()
	}
	return pick(r, []string{"34", "52", "54", "185", "91"}) + "." + octet() + "." + octet() + "." + octet()
}

// ipv6 returns a full eight-group IPv6 address.
func (f secretMaker) ipv6() string {
	groups := []string{pick(f.r, []string{"2600", "2a05", "fd12", "2001"})}
	for range 7 {
		g := strings.TrimLeft(f.r.chars(hexDigits, 4), "0")
		if g == "" {
			g = "0"
		}
		groups = append(groups, g)
	}
	return strings.Join(groups, ":")
}

// cardNumber returns a Luhn-valid 16-digit Visa number, grouped by four
// half the time.
func cardNumber(r *rng) string {
	d := []byte("4" + r.chars(digits, 14))
	sum := 0
	for i := len(d) - 1; i >= 0; i-- {
		v := int(d[i] - '0')
		if (len(d)-1-i)%2 == 0 { // every second digit left of the check digit
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	d = append(d, byte('0'+(10-sum%10)%10))
	if r.chance(0.5) {
		return string(d[0:4]) + " " + string(d[4:8]) + " " + string(d[8:12]) + " " + string(d[12:16])
	}
	return string(d)
}

// jwt returns an HS256 token whose claims name the user.
func (f secretMaker) jwt() string {
	enc := base64.RawURLEncoding
	header := enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	claims := `{"sub":"` + f.r.chars(digits, 8) + `","email":"` + f.email() + `","iat":1757` + f.r.chars(digits, 6) + `}`
	return header + "." + enc.EncodeToString([]byte(claims)) + "." + f.r.chars(base64URL, 43)
}

// pem returns a private key block with random base64 lines.
func (f secretMaker) pem() string {
	label := pick(f.r, []string{"PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
	var b strings.Builder
	b.WriteString("-----BEGIN " + label + "-----\n")
	b.WriteString("MII" + f.r.chars(base64Std, 61) + "\n")
	for range f.r.between(4, 12) {
		b.WriteString(f.r.chars(base64Std, 64) + "\n")
	}
	b.WriteString(f.r.chars(base64Std, f.r.between(8, 60)) + "==\n")
	b.WriteString("-----END " + label + "-----")
	return b.String()
}

// usAreaCodes are assigned North American area codes; the numbers planted
// with them are in the 555-01xx range set aside for fiction.
var usAreaCodes = strings.Fields("201 202 206 212 213 303 305 312 404 415 503 512 602 617 646 702 713 718 801 917")
