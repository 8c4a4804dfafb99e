package rules

import "strings"

// Aligned tables. A tool's table without pipes aligns its columns under a
// rule line of dash runs, one run a column, as Metasploit's creds prints
// it:
//
//	host      origin    service        public  private  realm  private_type
//	----      ------    -------        ------  -------  -----  ------------
//	10.0.0.5  10.0.0.5  445/tcp (smb)  admin   v               Password
//
// The table context reads the column whose header word names a
// credential, Metasploit's "private" column, named by the
// "private_type" beside it: a password or an NTLM hash, or the "Value"
// column beside a "KeyName" one, where Azure's CLI lists an account's
// keys (az storage account keys list -o table):
//
//	CreationTime                      KeyName    Permissions    Value
//	--------------------------------  ---------  -------------  -----
//	2026-11-02T09:14:51.270961+00:00  key1       FULL           v A cell is what a
// row holds from its column's run to the next run, less blanks.

// alignedColumn is the table context on the header of an aligned table
// holding the name text[from:to]; ok is false if the line is no such
// header.
func alignedColumn(dst []span, text string, from, to int) ([]span, int, bool) {
	lo := max(0, from-maxReread)
	ls := lo + strings.LastIndexByte(text[lo:from], '\n') + 1
	if ls == lo && lo > 0 || from > ls && text[from-1] != ' ' || to < len(text) && text[to] != ' ' && text[to] != '\n' && text[to] != '\r' {
		return dst, 0, false
	}
	le := lineEndOf(text, ls)
	rule := lineAfter(text, le)
	if rule < 0 {
		return dst, 0, false
	}
	re := lineEndOf(text, rule)
	if strings.IndexByte(text[rule:re], '-') < 0 || strings.Trim(text[rule:re], "- ") != "" {
		return dst, 0, false // most names: no rule line under them
	}
	cs, ce := from, to
	kind := credentialName(text[from:to])
	if kind == notNamed && strings.EqualFold(text[from:to], "private_type") {
		k := strings.Index(text[ls:le], " private ")
		if k < 0 {
			return dst, 0, false
		}
		cs, ce, kind = ls+k+1, ls+k+1+len("private"), namedPassword
	}
	if kind == notNamed && strings.EqualFold(text[from:to], "KeyName") {
		k := strings.Index(text[ls:le]+" ", " Value ")
		if k < 0 {
			return dst, 0, false
		}
		cs, ce, kind = ls+k+1, ls+k+1+len("Value"), namedKey
	}
	if kind == notNamed {
		return dst, 0, false
	}
	off := cs - ls
	if !dashRun(text[rule:re], off, ce-cs) {
		return dst, 0, false
	}
	end := off + strings.IndexByte(text[rule+off:re]+" ", ' ') // the run's end
	next := strings.IndexByte(text[rule+end:re], '-')          // the next run's start
	s := valueShape{literal: kind == namedPassword}
	last := re
	for row := lineAfter(text, re); row >= 0; row = lineAfter(text, last) {
		rle := lineEndOf(text, row)
		if rle-row <= off || off > 0 && text[row+off-1] != ' ' || strings.TrimSpace(text[row:rle]) == "" {
			break
		}
		last = rle
		vs, ve := row+off, rle
		if next >= 0 && row+end+next < rle {
			ve = row + end + next
		}
		vs, ve = trimCell(text, vs, ve)
		if vs < ve && ve-vs <= maxCell && credentialValue(text[vs:ve], kind, s) {
			dst = append(dst, span{vs, ve})
		}
	}
	return dst, last, true
}

// dashRun reports whether the rule line, of dashes and blanks, holds a
// run of dashes starting at off, at least n long, after a blank or at the
// line's start.
func dashRun(rule string, off, n int) bool {
	if off+n > len(rule) || off > 0 && rule[off-1] != ' ' {
		return false
	}
	return strings.Trim(rule[off:off+n], "-") == ""
}
