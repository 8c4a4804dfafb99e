package rules

import (
	"slices"
	"strings"
)

// The cli context reads a command line for the password its flags give,
// where the credential context sees only a short flag ("-p", "-u"):
//
//	curl, wget   -u / --user / -U / --proxy-user user:PASSWORD (the password
//	             after the first colon, removed with the user), --password / --http-password /
//	             --proxy-password PASSWORD; curl -b 'name=VALUE; ...' (a cookie's value
//	             that looks generated, as the cookie context reads --cookie's)
//	sshpass      -p PASSWORD, -pPASSWORD
//	mysql, mysqldump, mysqladmin, mariadb, mysql_secure_installation
//	             -pPASSWORD (attached: -p alone asks), --password=PASSWORD
//	docker, podman, nerdctl, helm (login)
//	             -p / --password PASSWORD
//	redis-cli    -a / --pass PASSWORD
//	az (login)   -p / --password PASSWORD
//	sqlcmd       -P PASSWORD, -PPASSWORD
//	bcp, osql, isql
//	             -P PASSWORD, -PPASSWORD (SQL Server's bulk copy and old
//	             shell, Sybase's, whose isql -Usa -PPASSWORD is the usual
//	             form)
//	isql, iusql  DSN USER PASSWORD (unixODBC's: the third argument, past
//	             flags that take no value)
//	vsql         -w PASSWORD, -wPASSWORD (Vertica)
//	mongosh, mongo
//	             -p / --password PASSWORD
//	ldapsearch, ldapmodify, ldapadd, ldapdelete, ldapwhoami, ldapcompare,
//	ldapmodrdn, ldapexop (OpenLDAP)
//	             -w PASSWORD, -wPASSWORD (-W asks, -y names a file)
//	ldappasswd   -w BINDPASSWORD, -a OLDPASSWORD, -s NEWPASSWORD (-s is
//	             the other tools' scope, -a their alias dereferencing)
//	keytool, jarsigner
//	             -storepass / -keypass / -srcstorepass / -deststorepass /
//	             -srckeypass / -destkeypass PASSWORD, -new NEWPASSWORD
//	             (-storepasswd, -keypasswd)
//	slappasswd   -s PASSWORD (OpenLDAP: the password it hashes; -T
//	             names a file)
//	certutil     -p PASSWORD (Windows: -importpfx and -exportpfx's)
//	ktpass       /pass or -pass PASSWORD (a keytab's account; "*" asks)
//	pk12util     -W PASSWORD (the PKCS #12 file's), -K PASSWORD (the NSS
//	             database's; -w and -k name files)
//	signtool     /p PASSWORD (the signing .pfx's)
//	smbclient, rpcclient, smbcacls
//	             -U / --user user%PASSWORD
//	kadmin       -w PASSWORD (MIT Kerberos; -k uses a keytab)
//	lftp         -u user,PASSWORD, and so does its command open in the
//	             script lftp reads (see lftpOpen)
//	htpasswd     -b (alone or among short flags: -bc, -nbB) [FILE] USER
//	             PASSWORD: the last argument
//	zip, unzip   -P / --password PASSWORD
//	7z, 7za, 7zr, 7zz
//	             -pPASSWORD (attached: -p alone asks)
//	ssh-keygen   -N (new) / -P (old passphrase) PASSWORD ("-N ''": none)
//	samba-tool   -U user%PASSWORD, --password / --adminpass / --newpassword
//	             PASSWORD, user create / add USER PASSWORD
//	ipa-server-install, ipa-replica-install, ipa-client-install (FreeIPA)
//	omero        -w / --password PASSWORD (OMERO's login)
//	globusconnectpersonal
//	             -setup / --setup-key KEY (the endpoint's setup key)
//	             -p / --ds-password (the directory manager's), -a / -w /
//	             --admin-password, --password PASSWORD
//	mosquitto_pub, mosquitto_sub
//	             -P / --pw PASSWORD
//	mosquitto_passwd
//	             -b FILE USER PASSWORD: the last argument
//	mcrcon       -p PASSWORD (-P is the port)
//	login        USER PASSWORD, opening its line: a TeamSpeak server query
//	             console's login, a SteamCMD script's (runscript)
//	rcon         -P / --password PASSWORD (the RCON client of Source, Rust
//	             and Minecraft servers; -p is the port)
//	murmurd, mumble-server
//	             -supw PASSWORD (Mumble's SuperUser password it sets)
//	steamcmd     +login USER PASSWORD: the argument after the user
//	jwt_tool     -p SECRET (the HMAC key it signs a tampered token with)
//	ipmitool     -P PASSWORD, user set password ID PASSWORD: the last
//	             argument
//	snmpget, snmpwalk, snmpset, ... (net-snmp)
//	             -c COMMUNITY (not public or private), -A AUTHPASS, -X PRIVPASS
//	esxcli       -p / --password, -c / --password-confirmation PASSWORD
//	SMCIPMITool  HOST USER PASSWORD COMMAND...: Supermicro's BMC tool, the
//	             argument after the host and the user
//	fs_cli       -p PASSWORD (FreeSWITCH's event socket; -P is the port)
//	sipp         -ap PASSWORD (the SIP test tool's digest auth; -au the user)
//	kamctl       add / passwd USER PASSWORD (Kamailio's subscribers)
//	synouser     --setpw USER PASSWORD: the argument after the user
//	pihole       setpassword PASSWORD, -a -p PASSWORD (Pi-hole's web
//	             password; -a -p alone asks)
//	radtest      USER PASSWORD HOST PORT SECRET: FreeRADIUS's test client,
//	             the argument after the user and the server's shared
//	             secret, the fifth
//	wpa_passphrase
//	             SSID PASSPHRASE: the argument after the network's name
//	do_wifi_ssid_passphrase (raspi-config nonint)
//	             SSID PASSPHRASE
//	openssl      -k PASSWORD, passwd [-6 | -salt S ...] PASSWORD: the last
//	             argument
//	saucectl     -a ACCESSKEY (Sauce Labs' test runner: configure -u USER -a KEY)
//	rabbitmqctl  add_user / change_password USER PASSWORD
//	swaks        -ap / --auth-password PASSWORD (the SMTP test tool's AUTH)
//	doveadm      pw -p PASSWORD (the password it hashes), auth test / auth
//	             login USER PASSWORD: the argument after the user
//	xfreerdp, xfreerdp3, wlfreerdp, wlfreerdp3
//	             /p:PASSWORD
//	schtasks     /rp PASSWORD
//	dtexec       /De / /Decrypt PASSWORD (an SSIS package's password); /Set
//	             PATH;PASSWORD where the path's last name names a credential
//	             (\Package.Variables[User::FtpPassword].Value;PASSWORD)
//	poetry       config http-basic.REPO USER PASSWORD: the argument after
//	             the user, REPO any name; publish -p / --password PASSWORD
//	composer     config [--global] [--auth] http-basic.HOST USER PASSWORD,
//	             bitbucket-oauth.HOST KEY SECRET: the argument after the
//	             user; github-oauth.HOST, gitlab-oauth.HOST, gitlab-token.HOST,
//	             bearer.HOST TOKEN: the argument after the key
//	anaconda     -t / --token TOKEN (anaconda.org's client: anaconda -t TOKEN
//	             upload FILE; upload's own -t is the package's type)
//	conda        token set TOKEN (Anaconda's repository token), build
//	             --token TOKEN (the token conda-build uploads with)
//	nuget        push PACKAGE APIKEY: the argument after the package;
//	             setapikey APIKEY; -k APIKEY (dotnet nuget push and delete)
//	mvn, mvnw    -emp / --encrypt-master-password PASSWORD, -ep /
//	             --encrypt-password PASSWORD (Maven encrypts what it is
//	             given, for settings-security.xml and settings.xml)
//	conan        remote login REMOTE USER -p / --password PASSWORD (Conan 2),
//	             user -p / --password PASSWORD (Conan 1)
//	mysqladmin   password NEWPASSWORD (and -pPASSWORD, as mysql)
//	cmdkey       /pass:PASSWORD
//	winrs        -p:PASSWORD, -password:PASSWORD (or /p:, or spaced)
//	vaultcmd     /authenticator:PASSWORD (Windows' Credential Manager)
//	security     -P PASSPHRASE (macOS: import and export's passphrase of a
//	             .p12; lower-case -p is find-identity's policy);
//	             create-keychain, unlock-keychain -p PASSWORD;
//	             set-keychain-password -o OLD -p NEW; set-key-partition-list
//	             -k PASSWORD; add-generic-password, add-internet-password
//	             -w PASSWORD (see cliSubFlags)
//	mkstore      -createCredential / -modifyCredential DB USER PASSWORD: the
//	             last argument (an Oracle wallet's credential)
//	hdbuserstore SET KEY ENV USER PASSWORD: the last argument (SAP HANA's
//	             secure store; set in lower case too)
//	securityUtility
//	             encode [--encoding=xor|aes|hash] [--key=KEY] PASSWORD: the
//	             last argument (WebSphere Liberty's; encode alone asks)
//	sqlplus, expdp, impdp, sqlldr, rman
//	             user/PASSWORD[@db], the first argument holding '/'
//	CONNECT, CONN (SQL*Plus)
//	             user/PASSWORD@db
//	.logon, .LOGON (Teradata's BTEQ, FastLoad, MultiLoad, TPump and
//	             FastExport scripts; a .tdlogon file)
//	             tdpid/user,PASSWORD[;]: with the user
//	ConvertTo-SecureString (PowerShell)
//	             [-String] PASSWORD -AsPlainText, past the switches
//	             -AsPlainText and -Force before it; or 'PASSWORD' piped
//	             into it ('v' | ConvertTo-SecureString -AsPlainText)
//	echo, printf PASSWORD | a command that reads it from its input
//	             (sudo -S, docker login --password-stdin, passwd --stdin,
//	             gh auth login --with-token, chpasswd, kinit, openconnect
//	             --passwd-on-stdin, gpg --passphrase-fd 0, cryptsetup,
//	             realm join, adcli --stdin-password, smbpasswd -s, mkstore
//	             -createCredential DB USER, keepassxc-cli's database's
//	             password, vncpasswd -f), or stores it
//	             (gh secret set, docker secret create, wrangler secret put,
//	             vercel env add, gcloud secrets ... --data-file=-,
//	             secret-tool store, pass and gopass insert), or encodes it
//	             (base64: more than letters; printf's last argument after
//	             a user's, printf '\0%s\0%s' user PASSWORD | base64)
//	echo, printf user:PASSWORD | base64 (or openssl base64): a Basic or a
//	             registry's auth made by hand, removed with the user
//	echo, printf PASSWORD > FILE (or >> FILE, | [sudo] tee FILE), where
//	             FILE's name names a credential (private.key, db_password,
//	             .vault-token) and PASSWORD is more than letters
//	any command  -U user%PASSWORD (see sambaUser);
//	             -u USER -p PASSWORD, -u USER -pPASSWORD: a user then a
//	             password, where the command is not known and -p is often
//	             a port or a flag of its own, so the password must be one
//	             that no port or word is (see guessedPassword)
//
// A flag's value is the next argument, quoted or bare, or what follows
// "=" or the flag letter; the command ends at a newline (not escaped by a
// backslash), '|', ';' or '&'. An exec form's list of quoted arguments
// (CMD ["mysql", "-pPASSWORD"], subprocess.run(["sshpass", "-p",
// "PASSWORD", "ssh", "host"])) is read as the command line it stands for
// (see execForm). Each password the secret-value model takes
// is a match: a command may give two (snmpget -A v -X w).

// cliFlags gives, per command, the flags that take a password and how.
var cliFlags = map[string][]cliFlag{
	"curl":            {{"-u", userPass}, {"--user", userPass}, {"-U", userPass}, {"--proxy-user", userPass}, {"-b", next | cookies}},
	"wget":            {{"--password", next}, {"--http-password", next}, {"--proxy-password", next}, {"--ftp-password", next}, {"--user", userPass}},
	"sshpass":         {{"-p", next | attached}},
	"mysql":           {{"-p", attached}, {"--password", next}},
	"docker":          {{"-p", next | ports}, {"--password", next}},
	"helm":            {{"-p", next}, {"--password", next}},
	"redis":           {{"-a", next}, {"--pass", next}},
	"az":              {{"-p", next}, {"--password", next}},
	"sqlcmd":          {{"-P", next | attached}},
	"bcp":             {{"-P", next | attached}},
	"osql":            {{"-P", next | attached}},
	"isql":            {{"-P", next | attached}, {"", dsnTriple}},
	"vsql":            {{"-w", next | attached}},
	"mongosh":         {{"-p", next}, {"--password", next}},
	"ldapsearch":      {{"-w", next | attached}},
	"ldappasswd":      {{"-w", next | attached}, {"-a", next | attached}, {"-s", next | attached}},
	"keytool":         {{"-storepass", next}, {"-keypass", next}, {"-srcstorepass", next}, {"-deststorepass", next}, {"-srckeypass", next}, {"-destkeypass", next}, {"-new", next}},
	"slappasswd":      {{"-s", next}},
	"certutil":        {{"-p", next}},
	"kadmin":          {{"-w", next}},
	"ktpass":          {{"/pass", next}, {"-pass", next}},
	"pk12util":        {{"-W", next}, {"-K", next}},
	"signtool":        {{"/p", next}},
	"smbclient":       {{"-U", userPass | percent}, {"--user", userPass | percent}},
	"lftp":            {{"-u", userPass | comma}},
	"htpasswd":        {{"-b", last}},
	"convertto":       {{"-SecureString", next | switches}, {"-String", next}}, // ConvertTo-SecureString: the name's second part is an argument here
	"zip":             {{"-P", next}, {"--password", next}},
	"unzip":           {{"-P", next}},
	"7z":              {{"-p", attached}},
	"ssh-keygen":      {{"-N", next}, {"-P", next}},
	"mosquitto":       {{"-P", next}, {"--pw", next}},
	"openssl":         {{"-k", next}, {"passwd", last}},
	"rabbitmqctl":     {{"add_user", last | afterUser}, {"change_password", last | afterUser}},
	"xfreerdp":        {{"/p", next}},
	"schtasks":        {{"/rp", next}, {"/RP", next}},
	"dtexec":          {{"/De", next}, {"/Decrypt", next}, {"/Set", next | property}, {"/SET", next | property}},
	"mkstore":         {{"-createCredential", last | afterUser}, {"-modifyCredential", last | afterUser}},
	"hdbuserstore":    {{"SET", last | afterUser}, {"set", last | afterUser}},
	"securityutility": {{"encode", last}},
	"poetry":          {{"http-basic.", next | afterUser | prefix}},
	"composer":        {{"http-basic.", next | afterUser | prefix}, {"bitbucket-oauth.", next | afterUser | prefix}, {"github-oauth.", next | prefix}, {"gitlab-oauth.", next | prefix}, {"gitlab-token.", next | prefix}, {"bearer.", next | prefix}},
	"anaconda":        {{"-t", next}, {"--token", next}},
	"conda":           {{"--token", next}},
	"nuget":           {{"push", next | afterUser}, {"setapikey", next}, {"-k", next}},
	"mvn":             {{"-emp", next}, {"--encrypt-master-password", next}, {"-ep", next}, {"--encrypt-password", next}},
	"conan":           {}, // its subcommands' flags alone (see cliSubFlags)
	"mysqladmin":      {{"-p", attached}, {"--password", next}, {"password", next}},
	"cmdkey":          {{"/pass", next}},
	"winrs":           {{"-p", next | colon}, {"-password", next | colon}, {"/p", next}, {"/password", next}},
	"vaultcmd":        {{"/authenticator", next}},
	"security":        {{"-P", next}},
	"sqlplus":         {{"", logon}},
	"connect":         {{"", logon | atDB}},           // SQL*Plus's CONNECT user/password@db: prose connects things too
	"logon":           {{"", logon | comma | dotted}}, // Teradata's .logon tdpid/user,password
	"-u":              {{"-p", next | attached | guessed}},
	"http":            {{"-a", userPass}, {"--auth", userPass}}, // HTTPie; see httpieURL
	"saucectl":        {{"-a", next}},                           // Sauce Labs' access key (configure -u USER -a KEY)
	"swaks":           {{"-ap", next}, {"--ap", next}, {"--auth-password", next}},
	"doveadm":         {{"-p", next}}, // pw -p v; auth's subcommands in cliSubFlags
	// Research computing: an image server's login, a transfer
	// endpoint's one-use setup key.
	"omero":                 {{"-w", next}, {"--password", next}},
	"globusconnectpersonal": {{"-setup", next}, {"--setup-key", next}},
	// Game servers and the home lab.
	"mosquitto_passwd": {{"-b", last}},
	"mcrcon":           {{"-p", next}},
	"rcon":             {{"-P", next}, {"--password", next}},
	"murmurd":          {{"-supw", next}},
	"steamcmd":         {{"+login", next | afterUser}},
	"jwt_tool":         {{"-p", next}},
	"ipmitool":         {{"-P", next}, {"password", last}},
	"snmpget":          {{"-c", next | attached | community}, {"-A", next | attached}, {"-X", next | attached}},
	"esxcli":           {{"-p", next}, {"--password", next}, {"-c", next}, {"--password-confirmation", next}},
	"synouser":         {{"--setpw", next | afterUser}},
	"smcipmitool":      {{"", next | afterHost | afterUser}},
	"fs_cli":           {{"-p", next}},
	"sipp":             {{"-ap", next}},
	"kamctl":           {{"add", last | afterUser}, {"passwd", last | afterUser}},
	"pihole":           {{"setpassword", next}},
	// ESP-IDF's provisioning tool: the device's proof of possession,
	// the secret that security 1 and 2 take.
	"esp_prov": {{"--pop", next}},
	// Commands whose arguments are positional: the flag "" is the
	// command's name, the password the argument after the first.
	"radtest":                 {{"", next | afterUser | shared}},
	"wpa_passphrase":          {{"", next | afterUser}},
	"do_wifi_ssid_passphrase": {{"", next | afterUser}},
	"login":                   {{"", next | afterUser | opensLine}}, // a server query console's and a SteamCMD script's login USER PASSWORD
	// Directory servers, named in dashed words (see dashedName).
	"samba-tool":          {{"-U", userPass | percent}, {"--username", userPass | percent}, {"--password", next}, {"--adminpass", next}, {"--newpassword", next}},
	"ipa-server-install":  {{"-p", next}, {"--ds-password", next}, {"-a", next}, {"--admin-password", next}},
	"ipa-replica-install": {{"-p", next}, {"--password", next}, {"-w", next}, {"--admin-password", next}},
	"ipa-client-install":  {{"-w", next}, {"--password", next}},
}

// cliSubFlags gives, per command and subcommand (its first argument),
// the flags that take a password there, where the same flag means
// another thing under another subcommand: security's -p is the
// keychain's password to create-keychain and unlock-keychain, and
// find-identity's policy; its -k the password to set-key-partition-list
// and import's keychain. They stand for the command's own cliFlags; none
// stand for them where no flag of the subcommand takes one (anaconda -t
// is the token, anaconda upload -t the package's type).
var cliSubFlags = map[string]map[string][]cliFlag{
	"security": {
		"create-keychain":        {{"-p", next}},
		"unlock-keychain":        {{"-p", next}},
		"set-keychain-password":  {{"-o", next}, {"-p", next}},
		"set-key-partition-list": {{"-k", next}},
		"add-generic-password":   {{"-w", next}},
		"add-internet-password":  {{"-w", next}},
	},
	"pihole": {
		"-a": {{"-p", next}}, // pihole -a -p v: -a opens the web admin's commands
	},
	"poetry": {
		"publish": {{"-p", next}, {"--password", next}}, // poetry publish -r acme -u deploy -p v
	},
	"conda": {
		"token": {{"set", next}}, // conda token set v
	},
	"anaconda": {
		"upload": {},
	},
	"conan": {
		"remote": {{"-p", next}, {"--password", next}}, // conan remote login acme dana -p v
		"user":   {{"-p", next}, {"--password", next}},
	},
	"doveadm": {
		"auth": {{"test", next | afterUser}, {"login", next | afterUser}}, // doveadm auth test USER v
	},
	"samba-tool": {
		"user": {{"create", next | afterUser}, {"add", next | afterUser}, {"--newpassword", next}, {"-U", userPass | percent}, {"--password", next}},
	},
}

func init() {
	for _, alias := range []struct{ name, as string }{
		{"mysqldump", "mysql"}, {"mysql_secure_installation", "mysql"}, {"mariadb", "mysql"}, {"podman", "docker"}, {"nerdctl", "docker"},
		{"mongo", "mongosh"}, {"ldapmodify", "ldapsearch"}, {"ldapadd", "ldapsearch"}, {"ldapdelete", "ldapsearch"},
		{"ldapwhoami", "ldapsearch"}, {"ldapcompare", "ldapsearch"}, {"ldapmodrdn", "ldapsearch"}, {"ldapexop", "ldapsearch"}, {"jarsigner", "keytool"}, {"rpcclient", "smbclient"}, {"smbcacls", "smbclient"}, {"expdp", "sqlplus"}, {"impdp", "sqlplus"}, {"sqlldr", "sqlplus"}, {"rman", "sqlplus"},
		{"conn", "connect"}, {"iusql", "isql"}, {"7za", "7z"}, {"7zr", "7z"}, {"7zz", "7z"}, {"mvnw", "mvn"}, {"mosquitto_pub", "mosquitto"}, {"mumble-server", "murmurd"}, {"mosquitto_sub", "mosquitto"}, {"wlfreerdp", "xfreerdp"}, {"xfreerdp3", "xfreerdp"}, {"wlfreerdp3", "xfreerdp"}, {"https", "http"},
		{"snmpwalk", "snmpget"}, {"snmpbulkwalk", "snmpget"}, {"snmpbulkget", "snmpget"}, {"snmpgetnext", "snmpget"},
		{"snmpset", "snmpget"}, {"snmptable", "snmpget"}, {"snmptrap", "snmpget"}, {"snmpstatus", "snmpget"}, {"snmpdf", "snmpget"},
	} {
		cliFlags[alias.name] = cliFlags[alias.as]
	}
	for name, flags := range cliFlags {
		for _, f := range flags {
			if f.flag == "" && f.how&afterUser != 0 {
				positionalCommands = append(positionalCommands, name)
				break
			}
		}
	}
	slices.Sort(positionalCommands)
}

// dashedNames holds the dashed names of cliFlags and the dashed
// beginnings of them ("ipa-server" of ipa-server-install).
var dashedNames = map[string]bool{}

func init() {
	for name := range cliFlags {
		for i := strings.IndexByte(name, '-'); i > 0; {
			k := strings.IndexByte(name[i+1:], '-')
			if k < 0 {
				dashedNames[name] = true
				break
			}
			i += 1 + k
			dashedNames[name[:i]] = true
		}
	}
}

// dashedName returns the command's name that runs on from name, the
// folded identifier ending at text[to], over the dashes that join its
// words (ssh-keygen, samba-tool, ipa-server-install: the keyword is the
// first word, or "ipa-", and the identifier ends at the dash), folded
// into buf, and where it ends; name and to when no name in cliFlags runs
// on so.
func dashedName(buf *[64]byte, name []byte, text string, to int) ([]byte, int) {
	long, end := name, to
	n := copy(buf[:], name)
	for to < len(text) && text[to] == '-' {
		e := identEnd(text, to+1)
		if e == to+1 || n+e-to > len(buf) {
			break
		}
		for i := to; i < e; i++ {
			buf[n] = lower(text[i])
			n++
		}
		if !dashedNames[string(buf[:n])] {
			break
		}
		if to = e; cliFlags[string(buf[:n])] != nil {
			long, end = buf[:n], to
		}
	}
	return long, end
}

// loneLogin reports whether the command text[from:to] is its line's
// whole but for two arguments, a user's and a password's, as a console
// or a script writes login USER PASSWORD ("login is broken on staging"
// and "login.password=v" are prose and a property).
func loneLogin(text string, from, to int) bool {
	if i := skipSpacesBack(text, from); i > 0 && text[i-1] != '\n' || to == len(text) || text[to] != ' ' {
		return false
	}
	end := commandEnd(text, to)
	return nthArg(text, to, end, 2) > 0 && nthArg(text, to, end, 3) < 0
}

// cliFlag is a flag that takes a password.
type cliFlag struct {
	flag string
	how  cliHow
}

// positionalCommands are the commands of cliFlags whose password is a
// positional argument after a user's or network's name (radtest,
// wpa_passphrase): their names hold a keyword, but the argument after
// them is no credential, and the cli context reads the one that is.
var positionalCommands []string

// positionalCommand reports whether name is one of positionalCommands.
// The credential context asks it of every name, and comparing the few
// of them costs less than a lookup in cliFlags.
func positionalCommand(name string) bool { return slices.Contains(positionalCommands, name) }

// names reports whether arg is the flag, or starts with it when it is a
// prefix.
func (f cliFlag) names(arg string) bool {
	return arg == f.flag || f.how&prefix != 0 && strings.HasPrefix(arg, f.flag)
}

// cliHow says where a flag's value is.
type cliHow uint32

const (
	next      cliHow = 1 << iota // the next argument, or after '='
	attached                     // right after the flag: -pSECRET
	userPass                     // the next argument or after '=': user:password
	guessed                      // of a command not known: see guessedPassword
	percent                      // with userPass: user%password
	comma                        // with userPass: user,password; with logon: tdpid/user,password
	last                         // the command's last argument; a short flag among others (-nbB)
	logon                        // the first argument holding '/': Oracle's user/password[@db]
	atDB                         // with logon: the @db must follow
	afterUser                    // with last or next: a user comes before it (add_user USER PASSWORD, +login USER PASSWORD)
	switches                     // with next: past the switch parameters before it (see psSwitches)
	community                    // an SNMP community: not the defaults public and private, which name no secret
	prefix                       // the argument starts with the flag, the rest a name of the user's (http-basic.REPO)
	colon                        // with next: or after ':', as a Windows command reads -p:PASSWORD (and any /p:PASSWORD)
	cookies                      // with next: cookie pairs (a=v; b=w), the first value that looks generated (see cookieValues)
	shared                       // with a positional password: the fifth argument too (radtest USER PASSWORD HOST PORT SECRET)
	ports                        // with next: not a port mapping, which the flag gives too (docker run -p 8080:80)
	dsnTriple                    // the command's arguments may be DSN USER PASSWORD, unixODBC's isql (see dsnPassword)
	property                     // with next: PATH;VALUE, a value set on the property or variable the path names (see propertyValue)
	dotted                       // the command is a script's dot command: a '.' before its name (.logon; "logon" is a word of prose and logs)
	afterHost                    // with next and afterUser: a host comes before the user (SMCIPMITool HOST USER PASSWORD)
	opensLine                    // the command opens its line, as a console or a script writes it (login USER PASSWORD; "login" is a word of prose)
)

// portMapping reports whether v is a port or a mapping of ports, as
// docker run's -p publishes one: digits, dots, colons and dashes
// ("8080", "8080:80", "127.0.0.1:8443:443", "8000-8010:8000-8010"),
// then "/tcp" or "/udp" if any.
func portMapping(v string) bool {
	v = strings.TrimSuffix(strings.TrimSuffix(v, "/tcp"), "/udp")
	return v != "" && isDigit(v[0]) && !strings.ContainsFunc(v, func(r rune) bool { return (r < '0' || r > '9') && r != '.' && r != ':' && r != '-' })
}

// lftpOpen reports whether the flag at text[f] follows lftp's command
// open, which takes lftp's own -u user,password ("open -u deploy,v
// sftp://host" in a script lftp reads, or after its -e): the word open
// opening its line, a quoted argument or a command after ';'.
func lftpOpen(text string, f int) bool {
	b := skipSpacesBack(text, f)
	if b == f || b < 4 || !strings.EqualFold(text[b-4:b], "open") {
		return false
	}
	a := skipSpacesBack(text, b-4)
	return a == 0 || strings.IndexByte("\n\"';", text[a-1]) >= 0 // "please open -u v" is prose
}

// sambaUser is -U user%password, the form Samba's client library reads
// for every tool built on it (net ads join, smbget, wbinfo, winexe, as
// smbclient and samba-tool), so it is read whatever the command.
var sambaUser = []cliFlag{{"-U", userPass | percent}}

// psSwitches are the switch parameters of ConvertTo-SecureString, which
// take no value: its first argument past them is its string
// ("ConvertTo-SecureString -AsPlainText -Force 'v'").
var psSwitches = newWordSet("-asplaintext", "-force")

// cliValues is the cli context: at a here-document's operator, the
// secrets cat or tee writes with it to a file named for one; at a
// command's name, the passwords fed to the command by a here-string or
// here-document or by cloud-init's list (see heredoc.go) or by a group
// of echos (see grouped.go), or else those its flags give.
func cliValues(dst []span, text string, from, to int) ([]span, int) {
	if strings.HasPrefix(text[from:], "<<") {
		if vals, next, ok := writtenSecrets(dst, text, from); ok {
			return vals, next
		}
		return dst, to
	}
	if httpieURL(text, from, to) {
		return dst, to
	}
	if vals, next, ok := fedPasswords(dst, text, from, to); ok {
		return vals, next
	}
	if vals, next, ok := cloudInitList(dst, text, from, to); ok {
		return vals, next
	}
	if vals, next, ok := groupedPasswords(dst, text, from, to); ok {
		return vals, next
	}
	if vs, ve := pipedLiteral(text, from, to); vs >= 0 {
		return append(dst, span{vs, ve}), to
	}
	vs, ve, next := cliContext(text, from, to, to)
	for vs >= 0 {
		dst = append(dst, span{vs, ve})
		at := max(next, ve)
		if at < len(text) && (text[at] == '"' || text[at] == '\'') {
			at++ // past the quote that closes the password
		}
		vs, ve, next = cliContext(text, from, to, at) // snmpget -A v -X w: the next flag's password
		next = max(next, at)
	}
	return dst, next
}

// httpieURL reports whether the command name text[from:to] is HTTPie's
// http or https not followed by a blank: a URL's scheme ("https://"), a
// protocol ("HTTP/1.1") or a word, far more common than the command.
func httpieURL(text string, from, to int) bool {
	return to-from >= 4 && (text[from]|0x20) == 'h' && (to == len(text) || text[to] != ' ') &&
		strings.EqualFold(text[from:from+4], "http")
}

// cliContext returns the bounds of the first password that the flags of
// the command named text[from:to] give in its arguments from text[start:]
// (-1, -1 when there is none), and where the next may start.
func cliContext(text string, from, to, start int) (int, int, int) {
	if name := text[from:to]; start == to && (name == "echo" || name == "printf") {
		if vs, ve, next := pipedPassword(text, from, to); vs >= 0 {
			return vs, ve, next
		}
		return -1, -1, to // the commands its arguments substitute: echo "admin:$(openssl passwd -apr1 'v')"
	}
	var buf [32]byte // folded in place: most identifiers that hold a command's name are not one
	name, _ := folded(&buf, text[from:to])
	var long [64]byte
	name, to = dashedName(&long, name, text, to) // ssh-keygen, samba-tool
	flags, ok := cliFlags[string(name)]
	dot := len(flags) > 0 && flags[0].how&dotted != 0 // conan's flags are its subcommands' alone
	if !ok || !dot && from > 0 && isNameByte(text[from-1]) || dot && !dotCommand(text, from) || len(flags) > 0 && flags[0].how&opensLine != 0 && !loneLogin(text, from, to) {
		return -1, -1, to
	}
	if c := text[max(from, 1)-1]; from > 0 && (c == '"' || c == '\'' || c == '/') && text[from] != '-' { // most names follow a blank: a look at one byte
		if q := execForm(text, from, to); q > 0 {
			return execPassword(text, q, start, flags, cliSubFlags[string(name)])
		}
	}
	end := commandEnd(text, to)
	if from >= 2 && text[from-1] == '(' && text[from-2] == '$' {
		end = substitutionEnd(text, to, end) // "admin:$(openssl passwd -apr1 'v')" >> .htpasswd
	}
	if subs := cliSubFlags[string(name)]; subs != nil {
		a := skipBlanks(text, to, end)
		if sub := subs[text[a:argEnd(text, a, end)]]; sub != nil {
			flags = sub // security unlock-keychain -p v
		}
		if len(flags) == 0 {
			return -1, -1, end
		}
	}
	p, user := start, -1
	if text[from] == '-' && start == to { // -u USER: a user must follow ("rsync -u -p" updates and keeps permissions)
		if user = skipBlanks(text, p, end); user == end || text[user] == '-' {
			return -1, -1, to
		}
		if text[from+1] == 'U' && text[user] != '%' {
			if vs, ve := cliValue(text, from, to, end, sambaUser); vs >= 0 {
				return vs, ve, ve // -U user%password, whatever the command
			}
		}
		if text[from+1] == 'u' && lftpOpen(text, from) {
			if vs, ve := cliValue(text, from, to, end, cliFlags["lftp"]); vs >= 0 {
				return vs, ve, ve // lftp's open -u user,password in its script or -e
			}
		}
	}
	if flags[0].flag == "" && flags[0].how&next != 0 {
		if start == to {
			vs, ve := cliValue(text, to, to, end, flags[:1]) // radtest USER PASSWORD: the name is the flag
			if flags[0].how&shared == 0 {
				return vs, ve, max(ve, end)
			}
			if vs >= 0 {
				return vs, ve, ve // the shared secret may follow
			}
		}
		if flags[0].how&shared != 0 {
			if a := nthArg(text, to, end, 5); a >= start {
				vs, ve, quoted := value(text, a, false, false)
				if ve = min(ve, end); text[vs:ve] == radiusDefault {
					return -1, -1, end
				}
				vs, ve = cliPassword(text, vs, vs, ve, quoted)
				return vs, ve, end
			}
		}
		return -1, -1, end
	}
	if flags[len(flags)-1].how&dsnTriple != 0 && start == to {
		if vs, ve := dsnPassword(text, to, end); vs >= 0 {
			return vs, ve, end
		}
	}
	for p < end {
		a := skipBlanks(text, p, end) // an argument
		p = argEnd(text, a, end)
		if a < p && text[a] != '-' && flags[0].how&logon != 0 && strings.IndexByte(text[a:p], '/') >= 0 {
			vs, ve := logonPassword(text, a, p, flags[0].how)
			return vs, ve, end
		}
		if p-a > 3 && text[a] == 0xE2 && typographicDash(text[a:]) {
			if vs, ve := dashedFlag(text, a, p, end, flags); vs >= 0 {
				return vs, ve, ve // mysql –u root –pv, as a word processor's en dash writes the flags
			}
			continue
		}
		if a == p || text[a] != '-' && text[a] != '/' && !subcommand(flags, text[a:p]) {
			continue
		}
		if vs, ve := cliValue(text, a, p, end, flags); vs >= 0 {
			if user >= 0 {
				vs = user // -u USER -p PASSWORD: the user goes with it
			}
			return vs, ve, ve
		}
	}
	return -1, -1, end
}

// typographicDash reports whether s opens with an en dash or an em dash,
// which a word processor or a PDF writes for the hyphen of a flag.
func typographicDash(s string) bool {
	return strings.HasPrefix(s, "\u2013") || strings.HasPrefix(s, "\u2014")
}

// dashedFlag returns the bounds of the password that the flag text[a:p],
// opened with a typographic dash (see typographicDash), gives as it would
// with a hyphen, or -1, -1. The flag and the rest of the command are
// read with a hyphen in the dash's place, which only such a flag pays.
func dashedFlag(text string, a, p, end int, flags []cliFlag) (int, int) {
	const n = len("\u2013") - 1 // the bytes the hyphen saves
	t := "-" + text[a+n+1:end]
	vs, ve := cliValue(t, 0, p-a-n, len(t), flags)
	if vs < 0 {
		return -1, -1
	}
	return vs + a + n, ve + a + n
}

// dsnPassword returns the bounds of the password that unixODBC's isql
// (or iusql) DSN USER PASSWORD gives, its third argument, past flags
// that take no value (-v, -b, -w, -dx, -x0x09, -m20, ...), or -1, -1:
// Sybase's isql, which shares the name, gives its user, server and files
// to flags (-U sa -S SYB01), which end the reading.
func dsnPassword(text string, p, end int) (int, int) {
	var args [3][2]int
	n := 0
	for a := skipBlanks(text, p, end); a < end; a = skipBlanks(text, p, end) {
		p = argEnd(text, a, end)
		if text[a] == '<' || text[a] == '>' {
			break // a redirection: isql -b DSN USER PASSWORD < query.sql
		}
		if text[a] == '-' {
			if p-a < 2 || strings.IndexByte("bcdeklmnqvwx3", text[a+1]) < 0 {
				return -1, -1
			}
			continue
		}
		if n == len(args) {
			return -1, -1
		}
		args[n] = [2]int{a, p}
		n++
	}
	if n != 3 {
		return -1, -1
	}
	vs, ve := args[2][0], args[2][1]
	quoted := ve-vs >= 2 && (text[vs] == '\'' || text[vs] == '"') && text[ve-1] == text[vs]
	if quoted {
		vs, ve = vs+1, ve-1
	}
	return cliPassword(text, vs, vs, ve, quoted)
}

// propertyValue returns the bounds of the value that the argument
// PATH;VALUE at text[at:] sets, as dtexec's /Set sets an SSIS package's
// property or variable, if the path's last name names a credential
// (\Package.Variables[User::FtpPassword].Value;v,
// \Package.Connections[Src].Properties[Password];"v"), or -1, -1. The
// ';' ends no command here.
func propertyValue(text string, at, end int) (int, int) {
	if argEnd(text, at, end) != end || end == len(text) || text[end] != ';' {
		return -1, -1
	}
	path := strings.Trim(text[at:end], "\"")
	path = strings.TrimSuffix(strings.TrimSuffix(path, ".Value"), "]")
	if credentialName(path[strings.LastIndexAny(path, "[:.")+1:]) == notNamed {
		return -1, -1
	}
	vs := end + 1
	ve, quoted := argEnd(text, vs, commandEnd(text, vs)), false
	if vs < ve && text[vs] == '"' && text[ve-1] == '"' && ve-vs >= 2 {
		vs, ve, quoted = vs+1, ve-1, true
	}
	return cliPassword(text, vs, vs, ve, quoted)
}

// dotCommand reports whether the name at text[from:] is a script's dot
// command: a '.' before it, at the start of a line or after a blank.
func dotCommand(text string, from int) bool {
	return from > 0 && text[from-1] == '.' && (from == 1 || text[from-2] == '\n' || text[from-2] == ' ' || text[from-2] == '\t')
}

// execForm returns where the quote closes the command's name
// text[from:to] (and the rest of its word: "redis-cli") if the name
// stands quoted, a path before it or not, at the head of a list of
// quoted arguments, as an exec form writes a command: a Dockerfile's CMD
// ["mysql", "-pv"], compose's test: ["CMD", "mysqladmin", "-pv"],
// subprocess.run(["sshpass", "-p", "v", "ssh", "host"]),
// exec.Command("mysql", "-pv"); or 0.
func execForm(text string, from, to int) int {
	e := to
	for e < len(text) && e-to < 32 && isNameByte(text[e]) {
		e++
	}
	if e == len(text) || text[e] != '"' && text[e] != '\'' {
		return 0
	}
	s := from
	for s > 0 && from-s < 64 && (isNameByte(text[s-1]) || text[s-1] == '/') {
		s-- // "/usr/bin/mysql"
	}
	if s == 0 || text[s-1] != text[e] {
		return 0
	}
	if p := skipSpaces(text, e+1); p == len(text) || text[p] != ',' {
		return 0
	}
	return e
}

// maxExecArgs bounds the arguments of an exec form that execPassword
// reads.
const maxExecArgs = 64

// execPassword returns the bounds of the first password that flags (or
// subs', by the first argument) give in the quoted arguments of an exec
// form after the name's closing quote at text[q] (see execForm) from
// text[start:], -1, -1 if none does, and where the arguments read end. A flag's value is in
// its own argument ("-pv", "--password=v", read as the command line's)
// or is the next argument ("-p", "v").
func execPassword(text string, q, start int, flags []cliFlag, subs map[string][]cliFlag) (int, int, int) {
	quote := text[q]
	var value *cliFlag // the flag before, whose value is the next argument
	p := q + 1
	for n := 0; n < maxExecArgs; n++ {
		p = skipBlanks(text, p, len(text))
		if p == len(text) || text[p] != ',' {
			break
		}
		if p = skipBlanks(text, p+1, len(text)); p == len(text) || text[p] != quote {
			break
		}
		a := p + 1
		k := strings.IndexByte(text[a:min(len(text), a+maxValue)], quote)
		if k < 0 || strings.IndexByte(text[a:a+k], '\n') >= 0 {
			break
		}
		ae := a + k
		if p = ae + 1; a < start {
			continue // read before: snmpget's -A v, then its -X w
		}
		if value != nil {
			if vs, ve := execValue(text, a, ae, value.how); vs >= 0 {
				return vs, ve, p
			}
		}
		value = nil
		arg := text[a:ae]
		if sub := subs[arg]; n == 0 && sub != nil {
			flags = sub // ["security", "unlock-keychain", "-p", "v"]
			continue
		}
		if a == ae || arg[0] != '-' && arg[0] != '/' && !subcommand(flags, arg) {
			continue
		}
		for i, f := range flags {
			if f.names(arg) && f.how&(next|userPass) != 0 && f.how&(afterUser|switches|cookies) == 0 {
				value = &flags[i]
				break
			}
		}
		if value == nil {
			if vs, ve := cliValue(text[:ae], a, ae, ae, flags); vs >= 0 {
				return vs, ve, p // "-pv", "--password=v": the text ends at the argument's quote
			}
		}
	}
	return -1, -1, p
}

// execValue returns the bounds of the password that the argument
// text[a:ae] of an exec form is as the value of a flag of how, or of
// user:password, or -1, -1.
func execValue(text string, a, ae int, how cliHow) (int, int) {
	if how&userPass == 0 {
		return cliPassword(text, a, a, ae, false) // quoted as every argument of the form is, not by its writer
	}
	sep := byte(':')
	switch {
	case how&percent != 0:
		sep = '%'
	case how&comma != 0:
		sep = ','
	}
	if k := strings.IndexByte(text[a:ae], sep); k >= 0 {
		return userPassword(text, a, a+k+1, ae, false)
	}
	return -1, -1
}

// logonPassword returns the bounds of the password of an Oracle logon
// argument text[a:p], user/password[@db] ("sqlplus scott/Tiger7@orcl",
// "CONNECT system/v@//db01:1521/ORCL"), or with comma Teradata's
// tdpid/user,password (".logon tdprod/dbc,v"), with the user, or -1, -1.
func logonPassword(text string, a, p int, how cliHow) (int, int) {
	slash := strings.IndexByte(text[a:p], '/')
	ve := p
	if how&comma != 0 {
		c := strings.IndexByte(text[a+slash+1:p], ',')
		if slash <= 0 || c <= 0 {
			return -1, -1 // .logon tdpid/user: the password is asked for
		}
		return cliPassword(text, a+slash+1, a+slash+1+c+1, ve, false)
	}
	if at := strings.LastIndexByte(text[a+slash:p], '@'); at >= 0 { // the password may hold an '@'; the connect string does not
		ve = a + slash + at
	} else if how&atDB != 0 {
		return -1, -1
	}
	if slash <= 0 {
		return -1, -1 // "sqlplus / as sysdba": the OS's account
	}
	return cliPassword(text, a, a+slash+1, ve, false)
}

// radiusDefault is FreeRADIUS's default shared secret, of its
// localhost client, its documentation and every test setup: no secret.
const radiusDefault = "testing123"

// nthArg returns where the n-th argument after text[:p] starts, within
// end, or -1.
func nthArg(text string, p, end, n int) int {
	for a := skipBlanks(text, p, end); a < end; a = skipBlanks(text, argEnd(text, a, end), end) {
		if n--; n == 0 {
			return a
		}
	}
	return -1
}

// skipBlanks returns where the next argument after text[p:] starts:
// past blanks and escaped newlines (and the '+' that starts a patch's
// added line after one).
func skipBlanks(text string, p, end int) int {
	for p < end && (text[p] == ' ' || text[p] == '\t' || text[p] == '\\' || text[p] == '\n' || text[p] == '\r' ||
		text[p] == '+' && p > 0 && text[p-1] == '\n') {
		p++
	}
	return p
}

// argEnd returns the end of the argument at text[a:], quoted parts
// included.
func argEnd(text string, a, end int) int {
	p := a
	for p < end && text[p] != ' ' && text[p] != '\t' && text[p] != '\n' {
		if q := text[p]; q == '"' || q == '\'' {
			if k := strings.IndexByte(text[p+1:end], q); k >= 0 {
				p += k + 1
			}
		}
		p++
	}
	return p
}

// cliValue returns the bounds of the password that the flag argument
// text[a:p] gives, if the model takes it, or -1, -1.
func cliValue(text string, a, p, end int, flags []cliFlag) (int, int) {
	arg := text[a:p]
	for _, f := range flags {
		var at int // where the value starts
		switch {
		case f.names(arg) && f.how&(next|userPass) != 0:
			if at = skipBlanks(text, p, end); f.how&switches != 0 {
				at = pastSwitches(text, at, end)
			}
			if f.how&afterHost != 0 {
				at = skipBlanks(text, argEnd(text, at, end), end)
			}
			if f.how&afterUser != 0 {
				if at = skipBlanks(text, argEnd(text, at, end), end); at < end && text[at] == '+' {
					return -1, -1 // +login anonymous +app_update: the next command
				}
			}
		case f.how&last != 0 && (arg == f.flag || len(f.flag) == 2 && inShortFlags(arg, f.flag[1])):
			if at = lastArg(text, p, end); f.how&afterUser != 0 && at == skipBlanks(text, p, end) {
				return -1, -1 // rabbitmqctl add_user USER: the user alone
			}
		case strings.HasPrefix(arg, f.flag+"=") && f.how&(next|userPass) != 0,
			(strings.HasPrefix(f.flag, "/") || f.how&colon != 0) && strings.HasPrefix(arg, f.flag+":"): // Windows: /p:PASSWORD, winrs -p:PASSWORD
			at = a + len(f.flag) + 1
		case len(f.flag) == 2 && len(arg) > 2 && strings.HasPrefix(arg, f.flag) && f.how&attached != 0:
			at = a + 2
		default:
			continue
		}
		if f.how&property != 0 {
			return propertyValue(text, at, end)
		}
		if f.how&cookies != 0 {
			vs, ve, quoted := value(text, at, false, false)
			if !quoted && strings.IndexByte(text[vs:min(ve, end)], '=') < 0 {
				return -1, -1 // curl -b cookies.txt: a file
			}
			if c := cookieValues(nil, text, vs, min(ve, end), false); len(c) > 0 {
				return c[0].start, c[0].end
			}
			return -1, -1
		}
		if f.how&userPass == 0 {
			vs, ve, quoted := value(text, at, false, false)
			if !quoted && vs < ve && text[vs] == '-' {
				return -1, -1 // the next flag: -p alone asks for the password
			}
			if ve = min(ve, end); f.how&guessed != 0 && !guessedPassword(text[vs:ve], quoted) ||
				f.how&community != 0 && (strings.EqualFold(text[vs:ve], "public") || strings.EqualFold(text[vs:ve], "private")) ||
				f.how&ports != 0 && portMapping(text[vs:ve]) {
				return -1, -1
			}
			return cliPassword(text, vs, vs, ve, quoted)
		}
		// user:password, 'user:password' or "user":"password": the
		// password starts after the first colon of the argument, and is
		// removed with the user, as in a URL's userinfo.
		sep := byte(':')
		switch {
		case f.how&percent != 0:
			sep = '%'
		case f.how&comma != 0:
			sep = ','
		}
		colon := strings.IndexByte(text[at:argEnd(text, at, end)], sep)
		if colon < 0 {
			return -1, -1
		}
		user, q := at, text[at]
		quoted := q == '"' || q == '\''
		if quoted {
			user++
		}
		if at += colon + 1; quoted && at < end && text[at] != q {
			return userPassword(text, user, at, quotedEnd(text, at, q, end), true) // 'user:password'
		}
		vs, ve, quoted := value(text, at, false, false)
		return userPassword(text, user, vs, min(ve, end), quoted)
	}
	return -1, -1
}

// userPassword returns the bounds of user:password from text[user:] to
// ve whose password text[vs:ve] is one (see cliPassword), or whose user
// is an API key and password a filler of a character or none, as
// services that take the key as the user ask (curl -u "KEY:x": BambooHR,
// Harvest, Freshdesk); or -1, -1.
func userPassword(text string, user, vs, ve int, quoted bool) (int, int) {
	if s, e := cliPassword(text, user, vs, ve, quoted); s >= 0 {
		return s, e
	}
	if ve-vs <= 1 && vs-1 > user && credentialValue(text[user:vs-1], namedToken, valueShape{}) {
		return user, ve
	}
	return -1, -1
}

// pastSwitches returns where the first argument from text[at:] that is
// not a switch parameter (see psSwitches) starts, or end.
func pastSwitches(text string, at, end int) int {
	for at < end && text[at] == '-' {
		e := argEnd(text, at, end)
		if !psSwitches.has(text[at:e]) {
			break
		}
		at = skipBlanks(text, e, end)
	}
	return at
}

// subcommand reports whether arg, not a flag, is one of flags: a
// subcommand whose arguments give the password (openssl passwd).
func subcommand(flags []cliFlag, arg string) bool {
	for _, f := range flags {
		if f.names(arg) {
			return true
		}
	}
	return false
}

// inShortFlags reports whether arg is a cluster of short flags ("-nbB")
// that holds the flag letter c.
func inShortFlags(arg string, c byte) bool {
	if len(arg) < 3 || arg[1] == '-' || !lettersOnly(arg[1:]) {
		return false
	}
	return strings.IndexByte(arg[1:], c) >= 0
}

// pipedPassword reads "echo [-n] PASSWORD | cmd", where cmd reads a password
// from its input (see stdinReaders): the one argument of echo ending at
// text[from:to]; or the password among the ktutil commands that printf
// or echo -e pipe into it (see keytabCommands).
func pipedPassword(text string, from, to int) (int, int, int) {
	end := commandEnd(text, to)
	a := skipBlanks(text, to, end)
	printf := text[from:to] == "printf"
	for a < end {
		arg := text[a:argEnd(text, a, end)]
		if !echoFlags.has(arg) && !(printf && strings.Contains(arg, "%s")) {
			break
		}
		a = skipBlanks(text, argEnd(text, a, end), end) // echo -n v: no newline after it; printf '%s' v: the format
	}
	if a == end || text[a] == '-' {
		return -1, -1, end // another flag
	}
	if vs, ve := keytabCommands(text, a, end); vs >= 0 {
		return vs, ve, end // printf "%b" "addent -password ...\nv\nwkt f" | ktutil
	}
	if ae := argEnd(text, a, end); ae != trimBlanks(text, a, end) {
		if printf && encodedNext(text, end) {
			vs, ve := unwordedPassword(text, lastArg(text, a, end), end)
			return vs, ve, end // printf '\0%s\0%s' user v | base64 (AUTH PLAIN), printf '%s:%s' user v | base64: the last argument
		}
		if !secretFile(redirectTarget(text, ae, end)) {
			return -1, -1, end // two arguments, and no file named for a secret after '>'
		}
		vs, ve := unwordedPassword(text, a, ae)
		return vs, ve, end // echo v > /etc/wireguard/private.key
	}
	if end == len(text) || text[end] != '|' {
		return -1, -1, end // no pipe
	}
	next := text[end+1 : commandEnd(text, end+1)]
	if secretFile(teeTarget(next)) {
		vs, ve, quoted := value(text, a, false, false)
		vs, ve = cliPassword(text, vs, vs, min(ve, end), quoted)
		return vs, ve, end // echo v | sudo tee /run/secrets/db_password
	}
	for _, r := range stdinReaders {
		if strings.Contains(next, r) {
			vs, ve, quoted := value(text, a, false, false)
			vs, ve = cliPassword(text, vs, vs, min(ve, end), quoted)
			return vs, ve, end
		}
	}
	if base64Encoder(next) {
		vs, ve, quoted := value(text, a, false, false)
		if ve = min(ve, end); vs < ve {
			if k := strings.IndexByte(text[vs:ve], ':'); k > 0 {
				vs, ve = userPassword(text, vs, vs+k+1, ve, quoted)
				return vs, ve, end // echo -n user:password | base64: a Basic or a registry's auth made by hand
			}
		}
		// Encoded by hand: a Secret manifest's data, SMTP's AUTH PLAIN.
		vs, ve = unwordedPassword(text, a, end)
		return vs, ve, end
	}
	return -1, -1, end
}

// base64Encoder reports whether the command cmd, piped into, encodes its
// input in base64: base64 (with -w0, not -d) or openssl base64, its
// closing parenthesis or backquote of a command substitution left on it
// ("AUTH=$(echo -n user:password | base64)").
func base64Encoder(cmd string) bool {
	f := strings.Fields(cmd)
	if len(f) > 1 && f[0] == "openssl" {
		f = f[1:]
	}
	if len(f) == 0 || strings.TrimRight(f[0], ")`") != "base64" {
		return false
	}
	for _, flag := range f[1:] {
		if flag = strings.TrimRight(flag, ")`"); flag == "-d" || flag == "-D" || flag == "--decode" {
			return false // "$(echo v | base64 -d)": a decoder
		}
	}
	return true
}

// encodedNext reports whether the command ending at text[end] pipes its
// output into an encoder (see base64Encoder).
func encodedNext(text string, end int) bool {
	return end < len(text) && text[end] == '|' && base64Encoder(text[end+1:commandEnd(text, end+1)])
}

// unwordedPassword returns the bounds of the value at text[a:], within
// end, if the secret-value model takes it for a password and it is more
// than letters, or -1, -1: a word echoed into a file or an encoder
// ("echo hello > token.txt", "echo -n hello | base64") is a test's.
func unwordedPassword(text string, a, end int) (int, int) {
	vs, ve, quoted := value(text, a, false, false)
	if ve = min(ve, end); vs < ve && !lettersOnly(text[vs:ve]) && credentialValue(text[vs:ve], namedPassword, valueShape{quoted: quoted}) {
		return vs, ve
	}
	return -1, -1
}

// redirectTarget returns the file that text[p:end], after an argument,
// redirects the output to ("> f", ">> f", ">f"), or "" if it is not a
// redirection alone.
func redirectTarget(text string, p, end int) string {
	p = skipBlanks(text, p, end)
	if p == end || text[p] != '>' {
		return ""
	}
	if p++; p < end && text[p] == '>' {
		p++
	}
	a := skipBlanks(text, p, end)
	if e := argEnd(text, a, end); e == trimBlanks(text, a, end) {
		return text[a:e]
	}
	return ""
}

// teeTarget returns the one file that the command cmd, tee (after sudo,
// with -a), writes its input to, or "".
func teeTarget(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) > 0 && f[0] == "sudo" {
		f = f[1:]
	}
	if len(f) == 0 || f[0] != "tee" {
		return ""
	}
	if f = f[1:]; len(f) > 0 && (f[0] == "-a" || f[0] == "--append") {
		f = f[1:]
	}
	if len(f) != 1 {
		return ""
	}
	return f[0]
}

// secretFile reports whether the base name of path names a credential
// (private.key, token, .vault-token, db_password, api_key.txt), with no
// variable in it: what is echoed into such a file is its secret. A
// file of another type (splitterAuth.ts, token.json, auth.conf) holds
// code or settings, read as such.
func secretFile(path string) bool {
	path = strings.Trim(path, `"'`)
	if path == "" || strings.ContainsAny(path, "$`*?") {
		return false
	}
	base := strings.TrimLeft(path[strings.LastIndexByte(path, '/')+1:], ".")
	switch ext := strings.LastIndexByte(base, '.'); {
	case ext < 0:
	case base[ext+1:] == "key":
		base = base[:ext] + "_key" // private.key
	case secretFileTypes.has(base[ext+1:]):
		base = base[:ext] // token.txt
	default:
		return false // id_ed25519.pub, auth.ts
	}
	return base != "" && credentialName(base) != notNamed && !publicKeyNamed(base, 0, len(base))
}

// secretFileTypes are the extensions of a file that holds a secret alone.
var secretFileTypes = newWordSet("txt", "secret", "pass", "passwd", "pwd", "token", "cred", "creds")

// pipedLiteral returns the bounds of the quoted string piped into
// PowerShell's ConvertTo-SecureString, whose name's first part is
// text[from:to] ('v' | ConvertTo-SecureString -AsPlainText -Force), if
// the model takes it for a password; or -1, -1.
func pipedLiteral(text string, from, to int) (int, int) {
	if to-from != len("convertto") || !hasPrefixFold(text[to:], "-securestring") {
		return -1, -1
	}
	p := trimBlanks(text, 0, from)
	if p == 0 || text[p-1] != '|' {
		return -1, -1
	}
	p = trimBlanks(text, 0, p-1)
	if p == 0 || text[p-1] != '"' && text[p-1] != '\'' {
		return -1, -1
	}
	ls := strings.LastIndexByte(text[:p-1], '\n') + 1
	s := strings.LastIndexByte(text[ls:p-1], text[p-1])
	if s < 0 {
		return -1, -1
	}
	return cliPassword(text, ls+s+1, ls+s+1, p-1, true)
}

// echoFlags are the flags of echo that leave its one argument the
// password.
var echoFlags = newWordSet("-n", "-e", "-ne", "-en")

// stdinReaders are what a command line holds that reads a password from
// its input.
var stdinReaders = []string{"sudo -S", "--password-stdin", "passwd --stdin", "--with-token", "chpasswd", "smbpasswd -s", "smbpasswd -a -s",
	"kinit", "--passwd-on-stdin", "--passphrase-fd 0", "cryptsetup", "realm join", "--stdin-password", // Kerberos, VPN, GnuPG, LUKS, SSSD, adcli
	"keepassxc-cli", "vncpasswd -f", // a password database's password, a VNC password it obfuscates
	"secret set ", "secret create ", "secret put ", "env add ", "--data-file=-", // gh, docker, wrangler, vercel, gcloud: secret stores
	"secret-tool store", "pass insert", // the desktop's keyring, pass and gopass
	"-createCredential", "-modifyCredential", // mkstore without the password: it reads it
	"=/dev/stdin"} // kubectl create secret --from-file=password=/dev/stdin, --password-file=/dev/stdin: a file read from the input

// trimBlanks returns the end of text[a:end] without trailing blanks.
func trimBlanks(text string, a, end int) int {
	for end > a && (text[end-1] == ' ' || text[end-1] == '\t') {
		end--
	}
	return end
}

// lastArg returns where the last argument of the command text[p:end]
// starts, or end.
func lastArg(text string, p, end int) int {
	start := end
	for a := skipBlanks(text, p, end); a < end; a = skipBlanks(text, argEnd(text, a, end), end) {
		start = a
	}
	return start
}

// guessedPassword reports whether the value of -p after -u USER, on a
// command not known, is a password rather than a port ("5432") or a
// word ("-p prod"): it holds a letter, and unquoted, a digit or a symbol
// too.
func guessedPassword(v string, quoted bool) bool {
	for i := 0; i < len(v); i++ {
		if isLetter(v[i]) {
			return quoted || !lettersOnly(v)
		}
	}
	return false
}

// portsRE: a port mapping or a port and protocol, as docker run -p
// gives them ("8080:80", "127.0.0.1:53:53/udp", "53/udp").
var portsRE = mustScreened(`^(?:[\d.]+:)*\d+(?::\d+|/(?:tcp|udp|sctp))+$`)

// cliPassword returns the bounds text[from:ve] if the model takes
// text[vs:ve] for a password and it is not a port mapping, or -1, -1.
func cliPassword(text string, from, vs, ve int, quoted bool) (int, int) {
	if vs < ve && !portsRE.MatchString(text[vs:ve]) && credentialValue(text[vs:ve], namedPassword, valueShape{quoted: quoted}) {
		return from, ve
	}
	return -1, -1
}

// quotedEnd returns where the string quoted by q that runs on at text[p:]
// ends, or end.
func quotedEnd(text string, p int, q byte, end int) int {
	if k := strings.IndexByte(text[p:end], q); k >= 0 {
		return p + k
	}
	return end
}

// substitutionEnd returns where the ')' stands in text[p:end], outside
// quotes, that closes the command substitution a command at text[p] is
// in, or end.
func substitutionEnd(text string, p, end int) int {
	for i := p; i < end; i++ {
		switch c := text[i]; c {
		case ')':
			return i
		case '"', '\'':
			if k := strings.IndexByte(text[i+1:end], c); k >= 0 {
				i += k + 1
			}
		}
	}
	return end
}

// commandEnd returns where the command that runs on at text[p:] ends:
// at a newline that no backslash escapes, or at '|', ';' or '&' outside
// quotes ('&' when a blank, '&' or the end follows: "Tr0ub4dor&3" is an
// argument).
func commandEnd(text string, p int) int {
	lim := min(len(text), p+maxValue)
	for i := p; i < lim; i++ {
		switch c := text[i]; c {
		case '\n':
			if i == 0 || text[i-1] != '\\' && !(text[i-1] == '\r' && i > 1 && text[i-2] == '\\') {
				return i
			}
		case '"', '\'':
			if k := strings.IndexByte(text[i+1:lim], c); k >= 0 && strings.IndexByte(text[i+1:i+1+k], '\n') < 0 {
				i += k + 1
			}
		case '|', ';':
			return i
		case '&':
			if i+1 == lim || text[i+1] == '&' || text[i+1] == ' ' || text[i+1] == '\t' || text[i+1] == '\n' {
				return i
			}
		}
	}
	return lim
}
