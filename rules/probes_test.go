package rules

import "testing"

// TestPersonalDataProbes holds personal data as developers write it in
// forms the rules missed once (phone numbers in national form after a
// phone word, IBANs typed in lower case or with dashes, Court and Loop
// addresses, ~user paths, shell prompts, id output, numbers on a patch's
// added lines), and readable text that personal-data rules took for it
// once (Java packages, a public project's repository link, a cluster's
// fixed names, an import on a patch line). The whole default set must
// remove each value entirely and leave each readable text alone. All
// values are made up: numbers pass their checks and belong to no one.
func TestPersonalDataProbes(t *testing.T) {
	probe(t, []probeCase{
		{"Mon portable : 06 12 34 56 78", "06 12 34 56 78"},
		{"Tél : 01.42.68.53.00", "01.42.68.53.00"},
		{"call 020 7946 0958 before noon", "020 7946 0958"},
		{"my mobile is 07911 123456", "07911 123456"},
		{"Telefon: (030) 12345678", "(030) 12345678"},
		{"Tel. 030/1234567", "030/1234567"},
		{"Best,\nTom\nMob: +44 7911 123456", "+44 7911 123456"},
		{"*** Add File: notes.txt\n++353 87 123 4567 (mobile)", "+353 87 123 4567"},
		{"++91-98765-43210", "+91-98765-43210"},
		{`{"phone": "+1 (646) 555-0147"}`, "+1 (646) 555-0147"},
		{"TEL;TYPE=cell:+1-646-555-0147", "+1-646-555-0147"},
		{"iban: nl43abna9117446886", "nl43abna9117446886"},
		{"sort it: gb28 west 9447 1397 7447 10", "gb28 west 9447 1397 7447 10"},
		{"IBAN DE07-3704-0044-7836-7410-96", "DE07-3704-0044-7836-7410-96"},
		{"IBAN CH88 0076 2988 0343 5965 6", "CH88 0076 2988 0343 5965 6"},
		{"Amex 3714 496353 98431", "3714 496353 98431"},
		{"last,first,dob,ssn\nRoe,Jane,1984-03-02,529-31-4478\n", "529-31-4478"},
		{"lives at 14 Maple Court, Leeds", "14 Maple Court"},
		{"1 Infinite Loop, Cupertino, CA 95014", "1 Infinite Loop"},
		{"Adresse: Lange Straße 41", "Lange Straße 41"},
		{"HQ: 1600 Amphitheatre Pkwy, Suite 400, Mountain View", "1600 Amphitheatre Pkwy, Suite 400"},
		{"Dirección: Calle Mayor 10, 3º B, 28013 Madrid", "Calle Mayor 10, 3º B"},
		{"ls ~jroe/.ssh", "jroe"},
		{"jdoe@build-01:~$ make test", "jdoe@build-01"},
		{"+jdoe@build-01:~$ make test", "jdoe@build-01"},
		{"[jroe@ip-10-2-3-4 ~]$ sudo systemctl restart app", "jroe@ip-10-2-3-4"},
		{"uid=1001(jroe) gid=1001(jroe) groups=1001(jroe),27(sudo)", "jroe"},
		{"Signed-off-by: Tom Baker <tbaker@kernel-dev.org>", "tbaker@kernel-dev.org"},
		{"kubectl get nodes\nnode-7.k8s.acme.corp          Ready    worker", "node-7.k8s.acme.corp"},
		{"origin  https://jroe@bitbucket.org/globex-team/app.git (fetch)", "globex-team"},
	}, []string{
		"page 06 12 of 34, elapsed 020 7946 0958 ns",
		"called 3 times, 0 failures; callback(0, 12345678901234)",
		"phone_test.go:0123:45 and tel 0000 000000",
		"see de89370400440532013000 in the log",
		"9 Supreme Court justices; sync 3 Google Drive, Dropbox, Box and more",
		"ls ~/.ssh ~root/.ssh; \"typescript\": \"~5.3.3\"; git diff HEAD~2/x",
		"root@localhost:~# uptime",
		"user@host:~$ echo hi",
		"root@3f9a1c7e5b2d:~# ls",
		"uid=0(root) gid=0(root) groups=0(root),999(docker)",
		"package com.acme.corp;",
		"val tag = com.acme.corp.Logger",
		"+from google.protobuf.internal import builder",
		"see kubernetes.default.svc.cluster.local",
		"git clone https://github.com/golang/go",
		"git@github.com:golang/go.git",
		"pip install git+https://github.com/psf/black.git",
		"Upgraded Node from v18.19.0 to v20.11.0; Go 1.22.3 darwin/arm64",
		"2024-01-15 10:30:45,123 INFO started; Mon Mar  4 10:12:33 2024 +0100",
		"at Object.<anonymous> (/app/src/index.js:415:55)",
		"Version 1.415.555.2671 released; build 20240115.1030.45",
		"ISBN 978-3-16-148410-0; score: +12 345 (points); UTC+05:30",
		"tracking 1Z999AA10123456784; imei 490154203237518",
		"street_address = form.cleaned_data['street_address']",
		"the average is 12 and the ave_latency is 30",
		"We tried 3 different approaches on Main Street",
	})
}

// probeCase is a text and the value planted in it.
type probeCase struct{ text, secret string }

// probe checks that the whole default set removes each planted value
// entirely and leaves each readable text alone.
func probe(t *testing.T, planted []probeCase, readable []string) {
	t.Helper()
	for _, tc := range planted {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.secret) {
			t.Errorf("%q: the default set leaves some of the planted value", tc.text)
		}
	}
	for _, text := range readable {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: rule %s removes %q", text, ms[0].Rule.ID, text[ms[0].Start:ms[0].End])
		}
	}
}
