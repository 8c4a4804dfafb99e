package rules

import "strings"

// arnResource reports whether the name before the value at text[start:]
// opens the resource part of an Amazon Resource Name: the name follows
// "arn:partition:service:region:account:" with nothing but its fields
// between (arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-Xq3LmN).
// There "secret:" is the resource's type and what follows it the
// secret's name with its random suffix, an address of the secret, not
// its value.
func arnResource(text string, start int) bool {
	i, _ := keyedName(text, start)
	before := text[max(0, i-maxARNPrefix):i]
	k := strings.LastIndex(before, "arn:")
	if k < 0 || !strings.HasSuffix(before, ":") {
		return false // most values: no ARN before their name
	}
	prefix := before[k:]
	return strings.Count(prefix, ":") == 5 && strings.IndexAny(prefix, " \t\"'`=\n") < 0
}

// maxARNPrefix bounds the bytes of an ARN's fields before its resource
// that arnResource reads: a partition, a service, a region and an
// account are a few words and twelve digits.
const maxARNPrefix = 96
