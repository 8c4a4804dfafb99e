package scrub

import (
	"strconv"
	"strings"
	"testing"
)

// fiftiethFloor is just under what the rules reach on the fiftieth suite
// as first written, before any fix for it: recall 0.862, partial 0.000,
// negatives intact 0.744 (173 cases, 130 positives). With its label
// slips fixed (two negatives, a masked connection string and an
// ldapsearch that prompts, narrowed to what must survive: the account
// names beside them are identity by design, see rules/account.go) recall
// 0.862, partial 0.000, negatives intact 0.791.
//
// After the fixes: recall 0.985, partial 0.000, negatives intact 0.791;
// with securityUtility's {xor} output alone on its line read too (the
// xor-encoded-password rule) recall 0.992; with a password's shape after
// "it to" read with no credential word (chat-given-password: "reset it
// to v") recall 1.000.
// The negatives damaged are one-way hashes ({SSHA},
// {CRYPT}, {SHA256}, bcrypt, Liberty's {hash}, Tomcat's digest), which
// the rules remove by design (password-hash and the credential context),
// a client id (oauth-client-id, an identity by design) and Oracle's
// scott/tiger.
var fiftiethFloor = recallFloor{recall: 0.999, intact: 0.790, maxPartial: 0}

// TestPasteFiftiethRecall measures the fiftieth suite, legacy enterprise
// and middleware administration pastes, kept apart as its author wrote it
// (misses included).
func TestPasteFiftiethRecall(t *testing.T) {
	measureHeldOut(t, "fiftieth suite", fiftiethCases(pasteGen{newFakes(3500)}), fiftiethFloor)
}

// fiftiethCases are the fiftieth suite. Its ground is legacy enterprise
// and middleware administration: Oracle (tnsnames.ora, sqlplus's
// user/pass@db, CONNECT, wallets and mkstore, ALTER USER ... IDENTIFIED
// BY, Data Pump, RMAN, GoldenGate, ORDS), SAP (RFC destinations,
// hdbuserstore, HANA connection strings, saprouter strings), IBM (DB2
// CATALOG and CONNECT ... USING, MQ channel auth and key databases,
// WebSphere and Liberty server.xml with {xor} and {aes} passwords, JCL and
// RACF), LDIF with userPassword, OpenLDAP's slapd.conf rootpw, nslcd and
// sssd, Sybase ASE's isql -P, Informix, Teradata's .logon, Tomcat's
// context.xml and tomcat-users.xml, JBoss and WildFly's standalone.xml,
// vault and CLI, WebLogic's boot.properties and WLST, IIS's web.config
// and appcmd, ODBC's odbc.ini and DSN files, Windows services (sc config
// ... password=, schtasks, cmdkey), SSIS and SQL Agent, Citrix ADC and
// Cloud, SharePoint farms, and the personal data in directory and HR
// exports (mails, phones, internal host names, IBANs).
//
// Reversible encodings of a password ({xor}, {aes}, {AES256}, base64,
// JBoss's MASK-, sssd's obfuscated_password, IIS's [enc:...:enc], ADC's
// encrypted bind passwords) are secrets; one-way hashes ({SSHA},
// {CRYPT}, bcrypt, {SHA256}, Liberty's {hash}, Tomcat's digests, JBoss's
// mgmt-users digests, Oracle's IDENTIFIED BY VALUES) are not. The
// negatives are look-alikes from the same ground: hashes, service, schema
// and node names, SIDs, ports, public and documentation hosts, commands
// that prompt for the password, variable and vault references,
// placeholders, masked values, well-known test logins and prose about
// passwords.
func fiftiethCases(g pasteGen) []pasteCase {
	pw := g.password
	upper := func(n int) string { return g.pick(upperSet, n) }
	lower := func(n int) string { return g.pick(lowerSet, n) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// WebSphere's {xor}: each byte xored with '_', then base64.
	xor := func(s string) string {
		b := []byte(s)
		for i := range b {
			b[i] ^= '_'
		}
		return "{x" + "or}" + base64Of(string(b))
	}
	libertyAES := func() string { return "{a" + "es}A" + base64Of(g.alnum(47)) }
	weblogicAES := func() string { return "{AES" + "256}" + base64Of(g.alnum(48)) }
	ssha := func() string { return "{SS" + "HA}" + base64Of(g.alnum(24)) }
	// A mainframe password: eight characters, upper case, digits and the
	// national characters.
	racf := func() string { return upper(2) + digits(2) + g.pick(upperSet+"#@$", 4) }
	mail := func(first, last string) string { return first + "." + last + "@northwind-freight.de" }
	// A German IBAN with a valid check: the BBAN, then DE and 00 as digits,
	// mod 97.
	iban := func() string {
		bban := digits(18)
		mod := 0
		for _, c := range bban + "131400" {
			mod = (mod*10 + int(c-'0')) % 97
		}
		check := strconv.Itoa(98 - mod)
		if len(check) == 1 {
			check = "0" + check
		}
		return "DE" + check + bban
	}

	sysPw := pw()
	tnsnames := "# tnsnames.ora\nFINPROD =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = {S})(PORT = 1521))\n" +
		"    (CONNECT_DATA =\n      (SERVER = DEDICATED)\n      (SERVICE_NAME = finprod.world)\n    )\n  )"
	odbcPw := pw()
	odbcIni := "[SALESDW]\nDriver=/opt/microsoft/msodbcsql18/lib64/libmsodbcsql-18.so\nServer=sqldw01.corp.northwind.lan,1433\n" +
		"Database=SalesDW\nUID=report_ro\nPWD=" + odbcPw + "\nEncrypt=yes\nTrustServerCertificate=yes\n"
	ldifMail, ldifPhone := mail("jonas", "brandt"), "+49 89 "+digits(4)+" "+digits(4)
	ldif := "dn: uid=jbrandt,ou=people,dc=northwind,dc=lan\nobjectClass: inetOrgPerson\ncn: Jonas Brandt\nsn: Brandt\nuid: jbrandt\n" +
		"mail: " + ldifMail + "\ntelephoneNumber: " + ldifPhone + "\nuserPassword: {S}\n"

	return []pasteCase{
		// Oracle.
		pos("oracle", "sqlplus-inline", "sqlplus system/{S}@ORCLPDB1", pw()),
		pos("oracle", "sqlplus-sysdba", "$ sqlplus sys/{S}@//10.40.2.17:1521/FINPROD as sysdba", sysPw),
		pos("oracle", "sqlplus-connect", "SQL> CONNECT hr_app/{S}@FINPROD\nConnected.", pw()),
		pos("oracle", "sqlplus-quoted", `sqlplus 'batch_etl/"{S}"@STAGE' @nightly.sql`, pw()),
		pos("oracle", "alter-user-quoted", `ALTER USER app_owner IDENTIFIED BY "{S}" ACCOUNT UNLOCK;`, pw()),
		pos("oracle", "create-user-bare", "CREATE USER rpt_reader IDENTIFIED BY {S}\n  DEFAULT TABLESPACE users\n  QUOTA 100M ON users;", "Winter"+digits(4)+"x"),
		pos("oracle", "db-link", "CREATE DATABASE LINK sales_link\n  CONNECT TO sales IDENTIFIED BY \"{S}\"\n  USING 'SALESDB';", pw()),
		pos("oracle", "mkstore-create", "mkstore -wrl /u01/app/oracle/wallet -createCredential FINPROD app_user {S}", pw()),
		pos("oracle", "mkstore-wallet-pw", "mkstore -wrl /u01/app/oracle/wallet -create -pwd {S}", pw()),
		pos("oracle", "orapwd", "orapwd file=$ORACLE_HOME/dbs/orapwFINPROD password={S} entries=10 format=12", pw()),
		pos("oracle", "expdp", "expdp system/{S}@FINPROD schemas=HR directory=DATA_PUMP_DIR dumpfile=hr_%U.dmp parallel=4", pw()),
		pos("oracle", "rman", "rman target sys/{S}@PRIM auxiliary /\nRMAN> DUPLICATE TARGET DATABASE FOR STANDBY FROM ACTIVE DATABASE;", pw()),
		pos("oracle", "goldengate-credstore", "GGSCI> ALTER CREDENTIALSTORE ADD USER ggadmin@FINPROD PASSWORD {S} ALIAS gg_src", pw()),
		pos("oracle", "jdbc-thin", "spring.datasource.url=jdbc:oracle:thin:app/{S}@//db01:1521/FINPROD", g.urlPassword()),
		pos("oracle", "cx-oracle", `conn = cx_Oracle.connect(user="hr", password="{S}", dsn="dbhost:1521/orclpdb1")`, pw()),
		pos("oracle", "ords-encrypted", "<entry key=\"db.password\">{S}</entry>\n<entry key=\"db.username\">ORDS_PUBLIC_USER</entry>", "@05"+g.hex(40)),
		pos("oracle", "tns-internal-host", tnsnames, "exa01-scan.prod.corp"),
		pos("oracle", "prose-sys", "fyi the SYS pw on FINPROD is still {S} from the install, we should change it", sysPw),

		// SAP.
		pos("sap", "hdbuserstore-set", "hdbuserstore SET BACKUPKEY hana01:30015 SYSTEM {S}", pw()),
		pos("sap", "hdbuserstore-set-multi", "hdbuserstore -i SET DEFAULT \"hana01:30013;hana02:30013\"@HDB SAPHANADB {S}", pw()),
		pos("sap", "hdbsql", `hdbsql -n hana01:30015 -i 00 -u SYSTEM -p {S} "SELECT * FROM M_DATABASE"`, pw()),
		pos("sap", "hana-jdbc", "jdbc:sap://hana01:30015/?databaseName=HXE&user=SYSTEM&password={S}", pw()),
		pos("sap", "jco-destination", "# ABAP_AS_WITH_POOL.jcoDestination\njco.client.ashost=10.40.8.21\njco.client.sysnr=00\njco.client.client=100\njco.client.user=RFC_BATCH\njco.client.passwd={S}\njco.client.lang=en", pw()),
		pos("sap", "sapnwrfc-ini", "DEST=PRD\nASHOST=10.40.8.21\nSYSNR=00\nCLIENT=100\nUSER=RFC_USER\nPASSWD={S}\nLANG=EN", pw()),
		pos("sap", "pyrfc", "conn = Connection(ashost='10.40.8.21', sysnr='00', client='100', user='RFC_USER', passwd='{S}')", pw()),
		pos("sap", "hana-alter-user", `ALTER USER DBADMIN PASSWORD "{S}" NO FORCE_FIRST_PASSWORD_CHANGE;`, pw()),
		pos("sap", "saprouter-string", "Route string: /H/saprouter.northwind.lan/S/3299/W/{S}/H/10.40.8.21/S/3200", upper(2)+digits(3)+lower(3)),
		pos("sap", "hr-iban", "PERNR   NAME          IBAN                     BANKL\n00012345 Brandt, Jonas {S} 70150000", iban()),
		pos("sap", "prose-ddic", "DDIC in client 000 is locked again, I reset it to {S} via SU01", pw()),

		// IBM DB2.
		pos("db2", "connect-using", "db2 connect to SAMPLE user db2inst1 using {S}", pw()),
		pos("db2", "connect-quoted", `db2 "CONNECT TO PRODDB USER etl USING '{S}'"`, pw()),
		pos("db2", "catalog-internal", "db2 catalog tcpip node PRODN remote {S} server 50000\ndb2 catalog database PRODDB at node PRODN", "db2prod01.corp"),
		pos("db2", "jdbc", "jdbc:db2://db2prod:50000/PRODDB:user=db2admin;password={S};currentSchema=APP;", pw()),
		pos("db2", "ibm-db-python", `conn = ibm_db.connect("DATABASE=BLUDB;HOSTNAME=db2prod;PORT=50000;PROTOCOL=TCPIP;UID=db2inst1;PWD={S};", "", "")`, pw()),
		pos("db2", "dsdriver-cfg", "<dsn alias=\"PRODDB\" name=\"PRODDB\" host=\"db2prod\" port=\"50000\">\n  <parameter name=\"UserID\" value=\"app\"/>\n  <parameter name=\"Password\" value=\"{S}\"/>\n</dsn>", pw()),

		// IBM MQ.
		pos("mq", "authinfo-ldappwd", "DEFINE AUTHINFO(LDAP.AUTH) AUTHTYPE(IDPWLDAP) CONNAME('ldap01(389)') +\n  LDAPUSER('cn=mqbind,ou=svc,dc=northwind,dc=lan') LDAPPWD('{S}') +\n  SHORTUSR('uid') USRFIELD('uid')", pw()),
		pos("mq", "runmqakm-create", "runmqakm -keydb -create -db /var/mqm/qmgrs/QM1/ssl/key.kdb -pw {S} -type cms -stash", pw()),
		pos("mq", "jms-password", "cf.setStringProperty(WMQConstants.USERID, \"appuser\");\ncf.setStringProperty(WMQConstants.PASSWORD, \"{S}\");", pw()),
		pos("mq", "mqweb-xor", "<basicRegistry id=\"basic\" realm=\"defaultRealm\">\n  <user name=\"mqadmin\" password=\"{S}\"/>\n</basicRegistry>", xor(pw())),

		// WebSphere and Liberty.
		pos("liberty", "keystore-xor", `<keyStore id="defaultKeyStore" password="{S}"/>`, xor(pw())),
		pos("liberty", "datasource-aes", "<dataSource jndiName=\"jdbc/orders\">\n  <jdbcDriver libraryRef=\"DB2Lib\"/>\n  <properties.db2.jcc databaseName=\"PRODDB\" serverName=\"db2prod\" portNumber=\"50000\"\n      user=\"app\" password=\"{S}\"/>\n</dataSource>", libertyAES()),
		pos("liberty", "basic-registry-plain", "<basicRegistry>\n  <user name=\"admin\" password=\"{S}\"/>\n</basicRegistry>", pw()),
		pos("liberty", "security-utility", "bin/securityUtility encode --encoding=aes {S}", pw()),
		pos("liberty", "security-utility-output", "$ bin/securityUtility encode --encoding=xor\nEnter text:\nRe-enter text:\n{S}", xor(pw())),
		pos("liberty", "auth-data", `<authData id="dbAuth" user="dbuser" password="{S}"/>`, xor(pw())),
		pos("websphere", "wsadmin", "./wsadmin.sh -lang jython -user wasadmin -password {S} -f deployApp.py", pw()),
		pos("websphere", "soap-client-props", "com.ibm.SOAP.securityEnabled=true\ncom.ibm.SOAP.loginUserid=wasadmin\ncom.ibm.SOAP.loginPassword={S}", xor(pw())),
		pos("websphere", "security-xml", "<authDataEntries xmi:id=\"JAASAuthData_1\" alias=\"node01/dbAlias\" userId=\"dbuser\" password=\"{S}\" description=\"\"/>", xor(pw())),

		// Mainframe.
		pos("jcl", "job-card", "//PAYROLL  JOB (ACCT),'NIGHTLY RUN',CLASS=A,MSGCLASS=X,\n//         USER=BATCH01,PASSWORD={S}\n//STEP1    EXEC PGM=PAYR010", racf()),
		pos("jcl", "racf-altuser", "ALTUSER JSMITH PASSWORD({S}) NOEXPIRED RESUME", racf()),
		pos("jcl", "ftp-input", "//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT'\n//INPUT    DD *\nftp01.corp\nftpbatch {S}\nPUT 'PROD.PAYROLL.EXTRACT' payroll.txt\nQUIT\n/*", racf()),

		// LDAP.
		pos("ldap", "ldif-plain", ldif, pw()),
		pos("ldap", "ldif-mail", strings.ReplaceAll(strings.Replace(ldif, ldifMail, "{S}", 1), "userPassword: {S}", "userPassword: "+ssha()), ldifMail),
		pos("ldap", "ldif-phone", strings.ReplaceAll(strings.Replace(ldif, ldifPhone, "{S}", 1), "userPassword: {S}", "userPassword: "+ssha()), ldifPhone),
		pos("ldap", "ldif-base64", "dn: cn=svc-jenkins,ou=services,dc=northwind,dc=lan\nchangetype: modify\nreplace: userPassword\nuserPassword:: {S}", base64Of(pw())),
		pos("ldap", "slapd-rootpw", "database  mdb\nsuffix    \"dc=northwind,dc=lan\"\nrootdn    \"cn=Manager,dc=northwind,dc=lan\"\nrootpw    {S}\ndirectory /var/lib/ldap", pw()),
		pos("ldap", "ldapmodify", `ldapmodify -x -H ldap://ldap01 -D "cn=Manager,dc=northwind,dc=lan" -w {S} -f add_users.ldif`, pw()),
		pos("ldap", "ldappasswd-new", `ldappasswd -x -D "cn=Manager,dc=northwind,dc=lan" -W -s {S} "uid=jbrandt,ou=people,dc=northwind,dc=lan"`, pw()),
		pos("ldap", "nslcd-bindpw", "uri ldap://ldap01/\nbase dc=northwind,dc=lan\nbinddn cn=nslcd,ou=svc,dc=northwind,dc=lan\nbindpw {S}", pw()),
		pos("ldap", "sssd-authtok", "[domain/northwind]\nldap_default_bind_dn = cn=sssd,ou=svc,dc=northwind,dc=lan\nldap_default_authtok_type = password\nldap_default_authtok = {S}", pw()),
		pos("ldap", "sssd-obfuscated", "ldap_default_authtok_type = obfuscated_password\nldap_default_authtok = {S}", "AAAQA"+g.pick(base64Chars, 83)+"=="),

		// Sybase ASE, Informix, Teradata.
		pos("sybase", "isql-attached", "isql -Usa -P{S} -SPRODASE -w999", pw()),
		pos("sybase", "isql-spaced", "isql -U sa -P '{S}' -S SYB01 -i /opt/scripts/dbcc.sql -o dbcc.out", pw()),
		pos("sybase", "sp-password", "1> sp_password null, '{S}', appuser\n2> go\nPassword correctly set.", pw()),
		pos("informix", "connect-using", "CONNECT TO 'stores@ol_prod' USER 'informix' USING '{S}';", pw()),
		pos("informix", "jdbc", "jdbc:informix-sqli://ifx01:9088/stores:INFORMIXSERVER=ol_prod;user=informix;password={S}", pw()),
		pos("informix", "dbaccess-env", "export INFORMIXSERVER=ol_prod\nexport INFORMIXPASSWORD={S}\ndbaccess stores -", pw()),
		pos("teradata", "bteq-logon", ".logon tdprod/dbc,{S}\nSELECT SESSION;\n.logoff", pw()),
		pos("teradata", "bteq-logon-ip", ".LOGON 10.20.30.40/etl_user,{S};", pw()),
		pos("teradata", "tpt", `tbuild -f load.tpt -u "TargetTdpId='tdprod', TargetUserName='etl', TargetUserPassword='{S}'"`, pw()),
		pos("teradata", "teradatasql", "con = teradatasql.connect(host='tdprod', user='dbc', password='{S}')", pw()),

		// Tomcat.
		pos("tomcat", "tomcat-users", "<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"admin\" password=\"{S}\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>", pw()),
		pos("tomcat", "context-resource", "<Context>\n  <Resource name=\"jdbc/AppDB\" auth=\"Container\" type=\"javax.sql.DataSource\"\n            maxTotal=\"50\" maxIdle=\"10\" username=\"app\" password=\"{S}\"\n            driverClassName=\"oracle.jdbc.OracleDriver\"\n            url=\"jdbc:oracle:thin:@//db01:1521/FINPROD\"/>\n</Context>", pw()),
		pos("tomcat", "keystore-pass", `<Connector port="8443" protocol="HTTP/1.1" SSLEnabled="true" keystoreFile="conf/.keystore" keystorePass="{S}" clientAuth="false" sslProtocol="TLS"/>`, pw()),
		pos("tomcat", "manager-curl", `curl -u deployer:{S} "http://localhost:8080/manager/text/deploy?path=/shop&war=file:/tmp/shop.war"`, pw()),
		pos("tomcat", "realm-connection", "<Realm className=\"org.apache.catalina.realm.JDBCRealm\" driverName=\"org.postgresql.Driver\"\n       connectionURL=\"jdbc:postgresql://db01/auth\" connectionName=\"tomcat\" connectionPassword=\"{S}\"\n       userTable=\"users\" userNameCol=\"user_name\" userCredCol=\"user_pass\"/>", pw()),

		// JBoss and WildFly.
		pos("jboss", "datasource-password", "<datasource jndi-name=\"java:jboss/datasources/AppDS\" pool-name=\"AppDS\">\n  <connection-url>jdbc:postgresql://db01:5432/app</connection-url>\n  <driver>postgresql</driver>\n  <security>\n    <user-name>app</user-name>\n    <password>{S}</password>\n  </security>\n</datasource>", pw()),
		pos("jboss", "vault-mask", "<vault>\n  <vault-option name=\"KEYSTORE_URL\" value=\"${jboss.home.dir}/vault/vault.keystore\"/>\n  <vault-option name=\"KEYSTORE_PASSWORD\" value=\"{S}\"/>\n  <vault-option name=\"SALT\" value=\"12345678\"/>\n  <vault-option name=\"ITERATION_COUNT\" value=\"50\"/>\n</vault>", "MASK-"+g.pick(base64Chars, 22)),
		pos("jboss", "vault-sh", "./vault.sh --keystore /opt/jboss/vault/vault.keystore --keystore-password {S} --alias vault --vault-block ds --attribute password --enc-dir /opt/jboss/vault/ --iteration 50 --salt 12345678", pw()),
		pos("jboss", "jboss-cli", "./jboss-cli.sh --connect --controller=localhost:9990 --user=admin --password={S}", pw()),
		pos("jboss", "elytron-alias", `/subsystem=elytron/credential-store=appcs:add-alias(alias=dbpw, secret-value="{S}")`, pw()),
		pos("jboss", "cli-data-source", "data-source add --name=AppDS --jndi-name=java:/AppDS --driver-name=postgresql --connection-url=jdbc:postgresql://db01:5432/app --user-name=app --password={S}", pw()),

		// WebLogic.
		pos("weblogic", "boot-properties-plain", "# servers/AdminServer/security/boot.properties\nusername=weblogic\npassword={S}", pw()),
		pos("weblogic", "boot-properties-aes", "#Tue Mar 04 10:12:44 CET 2025\npassword={S}\nusername={AES256}"+base64Of(g.alnum(48)), weblogicAES()),
		pos("weblogic", "wlst-connect", "wls:/offline> connect('weblogic', '{S}', 't3://adminhost:7001')", pw()),
		pos("weblogic", "deployer", "java weblogic.Deployer -adminurl t3://localhost:7001 -username weblogic -password {S} -deploy -name shop shop.ear", pw()),
		pos("weblogic", "config-xml-encrypted", "<security-configuration>\n  <name>base_domain</name>\n  <node-manager-username>nodemgr</node-manager-username>\n  <node-manager-password-encrypted>{S}</node-manager-password-encrypted>\n</security-configuration>", weblogicAES()),
		pos("weblogic", "jdbc-descriptor", "<jdbc-driver-params>\n  <url>jdbc:oracle:thin:@//db01:1521/FINPROD</url>\n  <driver-name>oracle.jdbc.OracleDriver</driver-name>\n  <password-encrypted>{S}</password-encrypted>\n</jdbc-driver-params>", weblogicAES()),

		// IIS and ASP.NET.
		pos("iis", "web-config-connstring", "<connectionStrings>\n  <add name=\"Default\" connectionString=\"Data Source=SQL01;Initial Catalog=Shop;User ID=shop_app;Password={S}\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>", pw()),
		pos("iis", "web-config-pwd-quoted", `<add name="Legacy" connectionString="Server=SQL02;Database=Crm;Uid=crm;Pwd='{S}';" />`, "a;"+g.alnum(10)),
		pos("iis", "appcmd-apppool", `appcmd set apppool "ShopPool" /processModel.identityType:SpecificUser /processModel.userName:NORTHWIND\svc_shop /processModel.password:{S}`, pw()),
		pos("iis", "appcmd-vdir", `%windir%\system32\inetsrv\appcmd set vdir "Default Web Site/files" /userName:NORTHWIND\filesvc /password:{S}`, pw()),
		pos("iis", "apphost-enc", `<processModel identityType="SpecificUser" userName="NORTHWIND\svc_shop" password="{S}" />`, "[enc:IISWASOnlyCngProvider:"+base64Of(g.alnum(66))+":enc]"),
		pos("iis", "appsettings", "<appSettings>\n  <add key=\"SmtpServer\" value=\"mail01\" />\n  <add key=\"SmtpPassword\" value=\"{S}\" />\n</appSettings>", pw()),
		pos("iis", "machine-key", `<machineKey validationKey="{S}" decryptionKey="`+strings.ToUpper(g.hex(48))+`" validation="HMACSHA256" decryption="AES" />`, strings.ToUpper(g.hex(128))),

		// ODBC.
		pos("odbc", "odbc-ini", odbcIni, odbcPw),
		pos("odbc", "odbc-ini-host", strings.Replace(odbcIni, "sqldw01.corp.northwind.lan", "{S}", 1), "sqldw01.corp.northwind.lan"),
		pos("odbc", "dsn-file", "[ODBC]\nDRIVER=SQL Server\nUID=sa\nPWD={S}\nDATABASE=master\nWSID=ADMIN-PC\nAPP=Microsoft Office\nSERVER=SQLPROD01", pw()),
		pos("odbc", "unixodbc-isql", "isql -v SALESDW report_ro {S}", pw()),
		pos("odbc", "pyodbc-braced", `pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01;DATABASE=hr;UID=hr_ro;PWD={{S}};TrustServerCertificate=yes")`, g.alnum(6)+";"+g.alnum(6)+"}}"+lower(2)),
		pos("odbc", "informix-odbc", "[stores]\nDriver=/opt/IBM/informix/lib/cli/iclit09b.so\nDatabase=stores\nServername=ol_prod\nLogonID=informix\npwd={S}", pw()),

		// Windows services and scheduled tasks.
		pos("winsvc", "sc-config", `sc config MSSQLSERVER obj= "NORTHWIND\svc_sql" password= "{S}"`, pw()),
		pos("winsvc", "sc-create", `sc.exe create AppSvc binPath= "C:\app\svc.exe" obj= .\svc_app password= {S} start= auto`, pw()),
		pos("winsvc", "pscredential", `$cred = New-Object System.Management.Automation.PSCredential("NORTHWIND\svc_deploy", (ConvertTo-SecureString "{S}" -AsPlainText -Force))`, pw()),
		pos("winsvc", "schtasks", `schtasks /create /tn "Nightly Backup" /tr C:\scripts\backup.cmd /sc daily /st 02:00 /ru NORTHWIND\svc_backup /rp {S}`, pw()),
		pos("winsvc", "net-use", `net use Z: \\fs01\finance /user:NORTHWIND\jbrandt {S} /persistent:no`, pw()),
		pos("winsvc", "cmdkey", `cmdkey /add:sql01 /user:NORTHWIND\svc_sql /pass:{S}`, pw()),
		pos("winsvc", "net-use-unc-internal", `net use \\{S}\backup$ /user:NORTHWIND\svc_backup`, "nas02.northwind.local"),

		// SSIS and SQL Agent.
		pos("ssis", "dtexec-decrypt", `dtexec /F "D:\SSIS\LoadOrders.dtsx" /De "{S}" /Rep EW`, pw()),
		pos("ssis", "dtexec-conn", `dtexec /F Load.dtsx /Conn "OLEDB_Src";"Data Source=SQL01;User ID=etl;Password={S};Provider=SQLNCLI11.1;"`, pw()),
		pos("ssis", "dtexec-set-var", `dtexec /ISServer "\SSISDB\ETL\Orders\Load.dtsx" /Server SQL01 /Set \Package.Variables[User::FtpPassword].Value;{S}`, pw()),
		pos("ssis", "dtsconfig", "<Configuration ConfiguredType=\"Property\" Path=\"\\Package.Connections[Src].Properties[Password]\" ValueType=\"String\">\n  <ConfiguredValue>{S}</ConfiguredValue>\n</Configuration>", pw()),
		pos("ssis", "create-credential", "CREATE CREDENTIAL EtlProxyCred WITH IDENTITY = N'NORTHWIND\\svc_etl', SECRET = N'{S}';", pw()),
		pos("ssis", "create-login", "CREATE LOGIN etl_reader WITH PASSWORD = '{S}', CHECK_POLICY = OFF, DEFAULT_DATABASE = Sales;", pw()),
		pos("ssis", "master-key", "USE SSISDB;\nCREATE MASTER KEY ENCRYPTION BY PASSWORD = '{S}';", pw()),
		pos("ssis", "sqlcmd", `sqlcmd -S SQL01 -U sa -P {S} -Q "EXEC msdb.dbo.sp_start_job N'Nightly ETL'"`, pw()),
		pos("ssis", "linked-server", "EXEC sp_addlinkedsrvlogin @rmtsrvname = N'ORA_FIN', @useself = N'False', @rmtuser = N'fin_ro', @rmtpassword = N'{S}';", pw()),

		// Citrix.
		pos("citrix", "adc-ldap-plain", `add authentication ldapAction LDAP_NW -serverIP 10.1.1.10 -ldapBase "dc=northwind,dc=lan" -ldapBindDn svc_adc@northwind.lan -ldapBindDnPassword {S} -ssoNameAttribute sAMAccountName`, pw()),
		pos("citrix", "adc-ldap-encrypted", "add authentication ldapAction LDAP_NW -serverIP 10.1.1.10 -ldapBindDn svc_adc -ldapBindDnPassword {S} -encrypted -encryptmethod ENCMTHD_3 -kek -suffix 2024_01_15_10_22_31", g.hex(64)),
		pos("citrix", "cloud-client-secret", "$body = @{\n  ClientId     = \""+uuid()+"\"\n  ClientSecret = \"{S}\"\n}\nInvoke-RestMethod -Uri https://api.cloud.com/cctrustoauth2/root/tokens/clients -Method Post -Body $body", g.pick(urlSet, 24)+"=="),
		pos("citrix", "storefront-prose", "the StoreFront service account is NORTHWIND\\svc_sf and its password is {S}", pw()),

		// SharePoint.
		pos("sharepoint", "farm-passphrase", `New-SPConfigurationDatabase -DatabaseName SP_Config -DatabaseServer SQLSP01 -AdministrationContentDatabaseName SP_Admin -Passphrase (ConvertTo-SecureString "{S}" -AsPlainText -Force) -FarmCredentials $farmCred`, "Farm "+pw()),
		pos("sharepoint", "stsadm", `stsadm -o updatefarmcredentials -userlogin NORTHWIND\spfarm -password {S}`, pw()),
		pos("sharepoint", "autospinstaller", "<Farm>\n  <Passphrase>{S}</Passphrase>\n  <Account AddToLocalAdminsDuringSetup=\"true\">\n    <Username>NORTHWIND\\spfarm</Username>\n  </Account>\n</Farm>", pw()),
		pos("sharepoint", "pnp-client-secret", "Connect-PnPOnline -Url https://northwind.sharepoint.com/sites/hr -ClientId "+uuid()+" -ClientSecret \"{S}\"", g.pick(urlSet+"~.", 40)),
		pos("sharepoint", "managed-account", `$pw = ConvertTo-SecureString -String '{S}' -AsPlainText -Force
Set-SPManagedAccount -Identity NORTHWIND\sp_services -ExistingPassword $pw -UseExistingPassword:$true`, pw()),

		// Chat and ticket prose.
		pos("prose", "handover", "Handover notes: the weblogic console login is weblogic / {S}, node manager uses the same.", pw()),
		pos("prose", "ticket-reset", "INC0048213: reset svc_batch on the AS/400, temp password {S}, user must change at next signon", racf()),
		pos("prose", "mail-contact", "Escalate to the DBA on call, {S}, if the RMAN job fails twice.", mail("petra", "lindqvist")),
		pos("prose", "pin", "The HSM admin card PIN is {S}, keep it in the safe.", digits(6)),

		// Negatives: Oracle.
		neg("oracle-neg", "sysdba-os-auth", "sqlplus / as sysdba", ""),
		neg("oracle-neg", "sqlplus-prompt", "sqlplus system@FINPROD\nEnter password:", ""),
		neg("oracle-neg", "wallet-login", "sqlplus /@FINPROD", ""),
		neg("oracle-neg", "externally", "ALTER USER ops$batch IDENTIFIED EXTERNALLY;", ""),
		neg("oracle-neg", "identified-by-values", "ALTER USER app_owner IDENTIFIED BY VALUES 'S:"+strings.ToUpper(g.hex(60))+";T:"+strings.ToUpper(g.hex(160))+"';", ""),
		neg("oracle-neg", "scott-tiger", "sqlplus scott/tiger@ORCL", ""),
		neg("oracle-neg", "ora-01017", "ORA-01017: invalid username/password; logon denied", ""),
		neg("oracle-neg", "mkstore-list", "$ mkstore -wrl /u01/app/oracle/wallet -listCredential\nList credential (index: connect_string username)\n1: FINPROD app_user", ""),
		neg("oracle-neg", "tnsnames-doc", "ORCL =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = 192.0.2.15)(PORT = 1521))\n    (CONNECT_DATA = (SERVICE_NAME = orclpdb1))\n  )", ""),
		neg("oracle-neg", "service-name", "sqlplus app/"+pw()+"@//db01:1521/{S}", "FINPROD_RW"),
		neg("oracle-neg", "template", "CREATE USER <username> IDENTIFIED BY <password>;", ""),

		// Negatives: SAP, DB2, MQ.
		neg("sap-neg", "hdbuserstore-list", "$ hdbuserstore LIST BACKUPKEY\nKEY BACKUPKEY\n  ENV : hana01:30015\n  USER: SYSTEM", ""),
		neg("sap-neg", "system-ids", "SID PRD, instance 00, client 100, message server port 3600", ""),
		neg("db2-neg", "connect-prompt", "db2 connect to SAMPLE user db2inst1\nEnter current password for db2inst1:", ""),
		neg("db2-neg", "catalog-doc", "db2 catalog tcpip node N1 remote 192.0.2.10 server 50000", ""),
		neg("mq-neg", "chlauth", "DEFINE CHANNEL(APP.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP)\nSET CHLAUTH('APP.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(CHANNEL) CHCKCLNT(REQUIRED)", ""),

		// Negatives: Liberty, LDAP, hashes.
		neg("liberty-neg", "variable-ref", `<keyStore id="defaultKeyStore" password="${keystore_password}"/>`, ""),
		neg("liberty-neg", "usage", "Usage: securityUtility encode [--encoding=xor|aes|hash] [--key=encryptionKey] [textToEncode]", ""),
		neg("liberty-neg", "hash-encoding", `<user name="admin" password="{S}"/>`, "{ha"+"sh}ATAAAAAI"+base64Of(g.alnum(48))),
		neg("ldap-neg", "ldif-ssha", "dn: uid=jdoe,ou=people,dc=example,dc=com\nuserPassword: {S}", ssha()),
		neg("ldap-neg", "rootpw-ssha", "rootpw {S}", ssha()),
		neg("ldap-neg", "ldif-crypt", "userPassword: {S}", "{CRY"+"PT}$6$"+g.pick(base62+"./", 16)+"$"+g.pick(base62+"./", 86)),
		neg("ldap-neg", "sha256", "userPassword: {S}", "{SHA"+"256}"+base64Of(g.alnum(32))),
		neg("ldap-neg", "bcrypt-row", "INSERT INTO app_users (login, pw_hash) VALUES ('admin', '{S}');", "$2a$10$"+g.pick(base62+"./", 53)),
		neg("ldap-neg", "ldapsearch-prompt", `ldapsearch -x -H ldap://ldap01 -D "cn=Manager,dc=example,dc=com" {S} "(uid=jdoe)"`, `-W -b "ou=people,dc=example,dc=com"`),

		// Negatives: ASE, Teradata, Tomcat, JBoss, WebLogic.
		neg("ase-neg", "isql-env", `isql -U sa -P "$SA_PASSWORD" -S SYB01`, ""),
		neg("teradata-neg", "logon-prompt", ".LOGMECH LDAP\n.logon tdprod/etl_user\nPassword:", ""),
		neg("tomcat-neg", "realm", `<Realm className="org.apache.catalina.realm.UserDatabaseRealm" resourceName="UserDatabase"/>`, ""),
		neg("tomcat-neg", "digest", `<user username="admin" password="{S}" roles="manager-gui"/>`, g.hex(32)+"$20000$"+g.hex(64)),
		neg("jboss-neg", "vault-ref", "<password>${VAULT::ds_AppDS::password::1}</password>", ""),
		neg("jboss-neg", "env-ref", "<password>${env.DB_PASSWORD}</password>", ""),
		neg("jboss-neg", "mgmt-users", "# mgmt-users.properties\nadmin={S}", g.hex(32)),
		neg("weblogic-neg", "boot-template", "username=weblogic\npassword=<weblogic-admin-password>", ""),
		neg("weblogic-neg", "serialized-ini", "the AES key lives in $DOMAIN_HOME/security/SerializedSystemIni.dat, so back it up with the domain", ""),

		// Negatives: IIS, ODBC, Windows, SSIS, SharePoint, Citrix.
		neg("iis-neg", "integrated", `<add name="Default" connectionString="Data Source=SQL01;Initial Catalog=Shop;Integrated Security=SSPI" providerName="System.Data.SqlClient" />`, ""),
		neg("iis-neg", "password-policy", `<add key="PasswordMinLength" value="12" />`, ""),
		neg("odbc-neg", "trusted", "[SALESDW]\nDriver=ODBC Driver 18 for SQL Server\nServer=SQLDW01\nDatabase=SalesDW\nTrusted_Connection=Yes", ""),
		neg("winsvc-neg", "sc-qc", "SERVICE_NAME: MSSQLSERVER\n        TYPE               : 10  WIN32_OWN_PROCESS\n        START_TYPE         : 2   AUTO_START\n        SERVICE_START_NAME : NT Service\\MSSQLSERVER", ""),
		neg("winsvc-neg", "masked-log", "Connection opened: Server=SQL01;Database=Sales;User ID=etl;{S}", "Password=********;"),
		neg("ssis-neg", "protection-level", "ProtectionLevel = EncryptSensitiveWithUserKey; switch it to DontSaveSensitive and use a parameter", ""),
		neg("sharepoint-neg", "farm-id", "Name      : SP_Config\nId        : {S}\nStatus    : Online", uuid()),
		neg("citrix-neg", "client-id", `$clientId = "{S}"`, uuid()),
		neg("prose-neg", "sox-policy", "Per the SOX control, the sa password must be rotated every 90 days and kept in CyberArk.", ""),
	}
}
