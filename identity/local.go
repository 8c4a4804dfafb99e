package identity

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/user"
	"slices"
	"strings"
)

// genericAccounts are account names that are not a person: redacting them
// as literals would eat ordinary words ("the user").
var genericAccounts = []string{"user", "users", "runner", "ubuntu", "root", "admin", "administrator",
	"shared", "public", "default", "guest", "home", "me", "dev", "developer", "vagrant", "ec2-user", "node",
	"app", "nobody"}

// Generic reports whether name, ASCII case folded, is an account name that
// is not a person's (root, runner, ubuntu…).
func Generic(name string) bool {
	return slices.Contains(genericAccounts, strings.ToLower(name))
}

// Local returns the running user's login and the words of their full
// name, less generic ones, and the host name's first label.
func Local() (users, hosts []string) {
	if u, err := user.Current(); err == nil {
		for _, n := range append([]string{u.Username}, strings.Fields(u.Name)...) {
			if len(n) >= 2 && !Generic(n) {
				users = append(users, n)
			}
		}
	}
	if h, err := os.Hostname(); err == nil {
		h, _, _ = strings.Cut(h, ".")
		if len(h) >= 2 && h != "localhost" {
			hosts = append(hosts, h)
		}
	}
	return users, hosts
}

// maxTermLine bounds a line of a terms file.
const maxTermLine = 4096

// ReadTerms reads a terms file: one term a line, surrounding space
// trimmed; blank lines and lines beginning with '#' are skipped. An error
// names the line, never its text.
func ReadTerms(r io.Reader) ([]string, error) {
	var terms []string
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, maxTermLine)
	n := 0
	for sc.Scan() {
		n++
		if t := strings.TrimSpace(sc.Text()); t != "" && !strings.HasPrefix(t, "#") {
			terms = append(terms, t)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %w", n+1, err)
	}
	return terms, nil
}
