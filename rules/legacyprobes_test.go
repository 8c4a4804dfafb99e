package rules

import "testing"

// TestLegacyProbes holds secrets as legacy middleware and mail server
// administration shows them, in forms the rules missed once (WebSphere's
// {xor} password printed alone by securityUtility, a literal in Exim's
// server_condition, a Citrix ADC user's password by position, the login
// of a script that ftp -s: runs), and the look-alikes of the same places
// that must stay. The whole default set must remove each value entirely
// and leave each readable text alone. All values are made up.
func TestLegacyProbes(t *testing.T) {
	probe(t, []probeCase{
		{"$ bin/securityUtility encode --encoding=xor\nEnter text:\nRe-enter text:\n{xor}CyVnLihtEzJoJw==", "{xor}CyVnLihtEzJoJw=="},
		{"com.acme.ldap.bindCredentials={xor}Fz4tPTAtbWdpfDs+PQ==", "{xor}Fz4tPTAtbWdpfDs+PQ=="},
		{"begin authenticators\nplain_server:\n  driver = plaintext\n  public_name = PLAIN\n  server_condition = ${if and {{eq{$auth2}{scanner}}{eq{$auth3}{Tz8#qw!2Lm}}}}", "Tz8#qw!2Lm"},
		{"  server_condition = ${if and {{eq{$auth1}{relay}}{eq{$auth2}{Harbor286#dab}}}}", "Harbor286#dab"},
		{"add system user nsadmin2 Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"> add system user ops Harbor286dab -externalAuth DISABLED -timeout 900\n> bind system user ops superuser 100", "Harbor286dab"},
		{"C:\\> type upload.txt\nopen ftp01.corp\nftpbatch\nHarbor286dab\nbinary\nput report.csv\nbye\nC:\\> ftp -s:upload.txt", "Harbor286dab"},
		{"ftp -i -s:upload.txt\n\nupload.txt:\nopen 10.1.2.3 21\nuser ftpbatch\nTz8#qw!2Lm\nput a.txt\nquit", "Tz8#qw!2Lm"},
		{"echo open ftp01.corp> ftp.txt\r\necho user ftpbatch Harbor286dab>> ftp.txt\r\necho bye>> ftp.txt\r\nftp -n -s:ftp.txt", "Harbor286dab"},
	}, []string{
		"bin/securityUtility encode --encoding=xor",
		"a ^ b is xor, {xor} marks the encoding",
		"  server_condition = ${if crypteq{$auth3}{${lookup{$auth2}lsearch{/etc/exim4/passwd}{$value}fail}}}",
		"  server_condition = ${if and {{eq{$auth2}{scanner}}{eq{$auth3}{$value}}}}",
		"add system user ops -timeout 900",
		"show system user nsroot",
		"ftp -s:upload.txt 192.0.2.10",
		"C:\\> ftp -s:put.txt\nopen 192.0.2.10\nbinary\nput report.csv\nbye",
		"ftp -s:upload.txt\nopen 192.0.2.10\nuser ftpbatch\nput report.csv\nbye",
	})
}
