package rules

import "strings"

// Accessor pairs. HashiCorp's tools issue a token as two ids: an
// accessor, a public handle to look the token up by, and a secret id that
// authenticates (Consul's and Nomad's AccessorID and SecretID, Vault's
// secret_id and secret_id_accessor). Elsewhere a secret id is a lookup
// key (AWS Secrets Manager's --secret-id NAME, the Secret ID Azure shows
// beside an app's client secret), so it names a token only where an
// accessor is written near it.

// accessorRange bounds the bytes read on either side of a secret id for
// its accessor.
const accessorRange = 256

// secretBesideAccessor reports whether the name text[ks:ke] is a secret
// id ("SecretID", "secret_id", "Secret ID") with an accessor written
// within accessorRange bytes of it.
func secretBesideAccessor(text string, ks, ke int) bool {
	if !secretIDName(text[ks:ke]) {
		return false
	}
	near := text[max(0, ks-accessorRange):min(len(text), ke+accessorRange)]
	return strings.Contains(near, "ccessor") || strings.Contains(near, "CCESSOR")
}

// secretIDName reports whether name ends in the words secret and id,
// joined by a separator or a camel hump, or none. Most names end in no
// 'd', which a look at one byte tells before the name is folded.
func secretIDName(name string) bool {
	if len(name) < len("secretid") || lower(name[len(name)-1]) != 'd' {
		return false
	}
	var buf [32]byte
	w, ok := folded(&buf, name)
	if !ok || len(w) < len("secretid") || string(w[len(w)-2:]) != "id" {
		return false
	}
	w = w[:len(w)-2]
	if c := w[len(w)-1]; c == '_' || c == '-' || c == ' ' || c == '.' {
		w = w[:len(w)-1]
	}
	return len(w) >= len("secret") && string(w[len(w)-len("secret"):]) == "secret"
}
