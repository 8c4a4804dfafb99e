package rules

import (
	"bytes"
	"strings"
)

// Public keys. A key word after a word that makes it a public key names
// no secret, whether the two are one name ("PublicKey = v", "host_key:
// v") or two words of prose or of a tool's output ("public key: v" under
// wg show, "host key: v"). The credential context reads names with
// notSecretKeys, which holds these words and those of lookup keys
// ("cache_key"); the other rules that judge a value as keyed or as a
// token, and the credential context's names of two words, ask
// publicKeyNamed. Protocols also name values they send in the clear: a
// PKCE code challenge, a nonce, a request's or a trace's id (an
// idempotency key among them), the public
// members of a JSON web key.

// publicWords, as the word before a key word, make it a public key's.
// A publishable key (Stripe's, Clerk's) is one its vendor has a page ship;
// node and disco name Tailscale's public keys, which it writes typed
// ("PublicKey": "nodekey:v", "discokey:v").
var publicWords = newWordSet("public", "pub", "publishable", "host", "verify", "verification", "verifier", "gpg", "pgp", "kms", "node", "disco")

// publicKeyNamed reports whether the name text[ks:ke] is a key word
// (key, keys) after a public word: the start of its own letters
// ("PublicKey"), the word before it in the name ("host_key") or, for a
// name of the key word alone, the word before it ("public key"), or the
// tool's name before a colon, as GnuPG's status lines write a key's id
// ("gpg: key 4AEE18F83AFDEB23: public key imported"), or a lookup word
// (see lookupKeys), or any key word of a GnuPG status line.
func publicKeyNamed(text string, ks, ke int) bool {
	name := text[ks:ke]
	run := letterRunBefore(name, len(name))
	word := run
	if n := len(word); n > 0 && lower(word[n-1]) == 's' {
		word = word[:n-1]
	}
	if n := len(word); n < 3 || !strings.EqualFold(word[n-3:], "key") {
		return false
	}
	if prev := word[:len(word)-len("key")]; prev != "" {
		return publicWords.has(prev) // PublicKey, pubkey
	}
	sep := len(name) - len(run)
	j := sep
	for j > 0 && strings.IndexByte("_-.", name[j-1]) >= 0 {
		j--
	}
	if j < sep {
		return publicWords.has(letterRunBefore(name, j)) // host_key
	}
	if ks < 2 || text[ks-1] != ' ' {
		return false
	}
	if text[ks-2] == ':' {
		ks-- // gpg: key ID: the tool's name
	}
	w := letterRunBefore(text, ks-1)
	return publicWords.has(w) || lookupKeys.has(w) || gpgStatus(text, ks) // public key, cache key
}

// gpgStatus reports whether the line holding text[i] is a status line of
// GnuPG ("gpg:                using RSA key 4AEE18F83AFDEB23"), which names
// keys by their public ids and fingerprints, never by their secret
// halves; so is such a line that a patch adds or removes ("+gpg: ...").
func gpgStatus(text string, i int) bool {
	lo := max(0, i-maxReread)
	ls := lo + strings.LastIndexByte(text[lo:i], '\n') + 1
	if ls < i && patchMarkBefore(text, ls+1) {
		ls++
	}
	return strings.HasPrefix(text[ls:i], "gpg: ")
}

// keyedNamePublic reports whether the value at text[start:] is given to
// a public key's name (see publicKeyNamed) or to a name a protocol gives
// a public value (see publicParamNamed): the name before its operator and
// quotes ("PublicKey = v", "public key: v", "code_challenge=v").
func keyedNamePublic(text string, start int) bool {
	i, e := keyedName(text, start)
	return i < e && (publicKeyNamed(text, i, e) || publicParamNamed(text, i, e))
}

// keyedName returns the bounds of the name that gives the value at
// text[start:]: the name bytes before its operator and quotes; i == e
// when there is none.
func keyedName(text string, start int) (i, e int) {
	i = start
	for n := 0; i > 0 && n < 8 && strings.IndexByte(" \t\"'`=:>", text[i-1]) >= 0; n++ {
		i--
	}
	e = i
	for i > 0 && e-i < 64 && isNameByte(text[i-1]) {
		i--
	}
	return i, e
}

// publicParams are the names protocols give values they send in the
// clear: OAuth's PKCE code challenge (RFC 7636), a hash of the verifier,
// which stays secret; an ID token's hashes of the access token, the code
// and the state (OpenID Connect's at_hash and c_hash, FAPI's s_hash),
// half a digest each; a nonce (a CSP script's, an OpenID request's),
// which must be unpredictable, not kept; a key's id (a JWT header's or
// a JWKS's kid), which names a public key; the recipients a file is
// encrypted to, public keys, as SOPS lists them (.sops.yaml's "age: v",
// the file's metadata "- recipient: v"; the identity that opens them is
// AGE-SECRET-KEY-1...).
var publicParams = newWordSet("code_challenge", "codechallenge", "at_hash", "c_hash", "s_hash", "nonce", "kid", "recipient", "recipients", "age")

// jwkPublic are the members of a JSON web key that hold its public half
// (RFC 7517, 7518): an RSA key's modulus and exponent, an EC or OKP key's
// point and certificate thumbprints (its id, kid, is public anywhere).
// Its private half is in d, p, q, dp, dq, qi and k.
var jwkPublic = newWordSet("n", "e", "x", "y", "x5t")

// jwkReach bounds how far around a member's name jwkObject looks for the
// braces of its object.
const jwkReach = 2048

// publicParamNamed reports whether the name text[ks:ke] is one of
// publicParams, a request's or a trace's id (see tracingIDs), an OAuth
// client's id (see clientIDs), or a public member of a JSON web key: one
// of jwkPublic in an object that has a "kty" member.
func publicParamNamed(text string, ks, ke int) bool {
	name := text[ks:ke]
	if publicParams.has(name) || foldedTailIn(name, tracingIDs, clientIDs, publishedValues) {
		return true
	}
	if m := metaName(text, ks, name); m != "" {
		return foldedTailIn(m, publishedValues) // <meta name="google-site-verification" content="v">
	}
	if !jwkPublic.has(name) {
		return false
	}
	lo := max(0, ks-jwkReach)
	open := strings.LastIndexByte(text[lo:ks], '{')
	if open < 0 {
		return false
	}
	end := min(len(text), ke+jwkReach)
	if close := strings.IndexByte(text[ke:end], '}'); close >= 0 {
		end = ke + close
	}
	return strings.Contains(text[lo+open:end], `"kty`)
}

// signatureWords name a message's signature.
var signatureWords = newWordSet("signature", "sig")

// macRecord reports whether v, the value the name gives, is a signature
// header's record of a MAC over one message: a digest's name or the
// scheme's version, then '=' (GitHub's X-Hub-Signature-256: sha256=v,
// Slack's X-Slack-Signature: v0=v), or the time it was made (Stripe's
// Stripe-Signature: t=1733220000,v1=v). A webhook's receiver recomputes
// it from the body and its own secret; it opens nothing, unlike a
// signature without a tag, which a presigned URL's query carries
// (X-Amz-Signature=v) and which buys the object.
func macRecord(name, v string) bool {
	tag, mac, ok := strings.Cut(v, "=")
	if !ok || len(tag) > len("sha512") || !holdsWordOf(name, signatureWords) {
		return false // most values: a look at their first bytes
	}
	switch strings.ToLower(tag) {
	case "sha1", "sha256", "sha512", "v0", "v1":
		return len(mac) > 0 && isHex(mac)
	case "t":
		return len(mac) > 0 && strings.Trim(mac, "0123456789") == ""
	}
	return false
}

// signingKeyID reports whether v, the value the name gives, is an
// OpenPGP key's id or fingerprint (8, 16 or 40 hex digits in upper case,
// as gpg prints them, after an optional 0x and before an optional '!')
// and the name is a signing key's (signingkey, signing_key, signingKey),
// as Git names the key it signs commits with
// (user.signingkey=4AEE18F83AFDEB23): the id points at a key in a
// keyring, and holds no part of it.
func signingKeyID(name, v string) bool {
	v = strings.TrimSuffix(strings.TrimPrefix(v, "0x"), "!")
	if len(v) != 8 && len(v) != 16 && len(v) != 40 {
		return false // most values: a look at their length
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isDigit(c) && (c < 'A' || c > 'F') {
			return false
		}
	}
	run := letterRunBefore(name, len(name))
	if strings.EqualFold(run, "signingkey") {
		return true
	}
	if !strings.EqualFold(run, "key") {
		return false
	}
	j := len(name) - len(run)
	for j > 0 && strings.IndexByte("_-.", name[j-1]) >= 0 {
		j--
	}
	return strings.EqualFold(letterRunBefore(name, j), "signing")
}

// letterRunBefore returns the run of ASCII letters that ends at text[i]
// (at most 32 of them), or "".
func letterRunBefore(text string, i int) string {
	j := i
	for j > 0 && i-j < 32 && isLetter(text[j-1]) {
		j--
	}
	return text[j:i]
}

// tracingIDs are what the names of the ids of requests and traces end
// with, their separators dropped ("X-Request-ID", "x-amzn-RequestId",
// "trace_id", "correlationId", and the idempotency key a client sends so
// that a retried request is done once, Stripe's "Idempotency-Key"; the
// key an alert is deduplicated by, PagerDuty's "dedup_key", which
// monitors build from the alert's name and fingerprint; the nonce of a
// WebSocket handshake, "Sec-WebSocket-Key", which the server answers in
// the clear): logs and headers print them, and they open nothing.
var tracingIDs = []string{"requestid", "traceid", "spanid", "correlationid", "idempotencykey", "dedupkey", "dedupekey",
	"deduplicationkey", "websocketkey"}

// clientIDs are what the names of an OAuth client's id end with, its
// separators dropped (client_id, clientId, GOOGLE_CLIENT_ID, Spring's
// client-id): the id the authorization request sends in the address
// bar, "not a secret" (RFC 6749 2.2), unlike the client_secret beside
// it.
var clientIDs = []string{"clientid"}

// metaName returns the name an HTML meta element gives the content
// whose attribute's name, text[ks:] and name, is content: the value of
// the name attribute before it in the element (<meta name="n"
// content="v">), or "": the element must still be open at ks.
func metaName(text string, ks int, name string) string {
	if !strings.EqualFold(name, "content") {
		return ""
	}
	open := strings.LastIndexByte(text[max(0, ks-256):ks], '<')
	if open < 0 {
		return ""
	}
	tag := text[max(0, ks-256)+open : ks]
	if len(tag) < 5 || !strings.EqualFold(tag[1:5], "meta") || strings.IndexByte(tag, '>') >= 0 {
		return "" // not inside a meta element: <meta name="n"> content="v" is no content of it
	}
	i := strings.Index(tag, ` name="`) // the attribute, not data-name's or itemname's
	if i < 0 {
		return ""
	}
	v := tag[i+len(` name="`):]
	if e := strings.IndexByte(v, '"'); e >= 0 {
		return v[:e]
	}
	return ""
}

// publishedValues are what the names of values that their owner
// publishes end with, their separators dropped: a search engine's site
// verification token, which the site's DNS or its pages show to prove
// it (google-site-verification=v in a TXT record), and a key's or a
// certificate's thumbprint, a digest of its public half (acme.sh's
// ACCOUNT_THUMBPRINT, which every HTTP challenge answers with).
var publishedValues = []string{"siteverification", "thumbprint"}

// foldedTailIn reports whether the last letters and digits of name,
// folded, end with one of the ids of lists (16 bytes long at most): the
// name is folded once for them all.
func foldedTailIn(name string, lists ...[]string) bool {
	var buf [16]byte // the longest id, at most
	n := len(buf)
	for i := len(name) - 1; i >= 0 && n > 0; i-- {
		if c := name[i]; isAlnum(c) {
			n--
			buf[n] = lower(c)
		}
	}
	tail := buf[n:]
	for _, ids := range lists {
		for _, id := range ids {
			if bytes.HasSuffix(tail, []byte(id)) {
				return true
			}
		}
	}
	return false
}
