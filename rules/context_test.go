package rules

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestCredentialContext reads values by the grammar of the credential
// context: the value found (or "" for none) for each way of giving one.
func TestCredentialContext(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		// Assignment operators and key value.
		{"API_TOKEN=Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"},
		{"token := \"Xq7mK2vL9nR4cT1w\"", "Xq7mK2vL9nR4cT1w"},
		{"token ::= 'Xq7mK2vL9nR4cT1w'", "Xq7mK2vL9nR4cT1w"},
		{"TOKEN ?= Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"},
		{"$token .= \"Xq7mK2vL9nR4cT1w\";", "Xq7mK2vL9nR4cT1w"},
		{"'token' => 'Xq7mK2vL9nR4cT1w',", "Xq7mK2vL9nR4cT1w"},
		{"token -> Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"},
		{"token <- \"Xq7mK2vL9nR4cT1w\"", "Xq7mK2vL9nR4cT1w"},
		{"--token Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"The API key (don't share) is Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		// A value named after it.
		{"Xq7mK2vL9nR4cT1w is the root password", "Xq7mK2vL9nR4cT1w"},
		{"here you go: Xq7mK2vL9nR4cT1w (that's the wifi password)", "Xq7mK2vL9nR4cT1w"},
		{"admin / Xq7mK2vL9nR4cT1w (user/password for the nas)", "Xq7mK2vL9nR4cT1w"},
		{"Xq7mK2vL9nR4cT1w <- wifi password", "Xq7mK2vL9nR4cT1w"},
		{"commit a1b2c3d4 is the password reset fix", ""},
		{"Xq7mK2vL9nR4cT1w is not the password", ""},
		{"That is the password", ""},
		{"wg set wg0 private-key <(echo 'Xq7mK2vL9nR4cT1wZ5yH')", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"wg set wg0 private-key <(printf '%s' \"Xq7mK2vL9nR4cT1wZ5yH\")", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"--token=<(echo -n Xq7mK2vL9nR4cT1wZ5yH)", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"wg set wg0 private-key <(echo $WG_KEY)", ""},
		{"--auth-user-pass <(echo -e \"alice\\nXq7mK2vL9nR4cT1w\")", ""}, // a file of lines: not one word
		{"quux token - 'Xq7mK2vL9nR4cT1w'", "Xq7mK2vL9nR4cT1w"},
		{"const apiKey string = \"Xq7mK2vL9nR4cT1w\"", "Xq7mK2vL9nR4cT1w"},
		// A bare value's next words are its own only when they end the line and are no argument.
		{"password: Kq7vLm ZxWq9 pLt2", "Kq7vLm ZxWq9 pLt2"},
		{"helper db_password=Kq7vLm2x9 --trace-process-track-uuid=3190708988185955192 --seatbelt-client=16", "Kq7vLm2x9"},
		{"password: Kq7vLm2x9 run=3190708988185955192", "Kq7vLm2x9"},
		{"GET /login?user=admin&pass=Orchid670xle HTTP/1.0", "Orchid670xle"},
		{"DBPassword string `env:\"DB_PASSWORD\" envDefault:\"Harbor228#xkq\"`", "Harbor228#xkq"}, // a struct tag's default
		{"Jordan: creds for the test tenant are admin@contoso-test.example.com / Copper189%ojc", "Copper189%ojc"},
		{"on the sticker: Network key 6DK325HJOUST", "6DK325HJOUST"}, // a Wi-Fi network's key is its passphrase
		{"client gave password over phone: Harbor780*cmy", "Harbor780*cmy"},
		{"the network key is stored in the router", ""},
		{"here's the browserstack key if you need it: Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"the password if you want to try: Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"the token if present: true", ""},
		// Hurried chat: a value in parentheses, trailing off.
		{"the password is (Harbor228xk).", "Harbor228xk"},
		{"the pw is Harbor228xk... or was it", "Harbor228xk"},
		{"the pw is Harbor228xk.. or was it", "Harbor228xk"},
		{"the token is Xq7mK2vL9nR4cT1w... and the rest", ""}, // a token cut short
		// JSON, YAML, INI, XML.
		{`{"client_secret": "Xq7mK2vL9nR4cT1w"}`, "Xq7mK2vL9nR4cT1w"},
		{"auth:\n  password: Wq9mallow3", "Wq9mallow3"},
		{"[db]\npassword=Wq9mallow3", "Wq9mallow3"},
		{"dn: uid=rhughes,ou=People,dc=corp\nuserPassword:: V3E5bWFsbG93M3gh\n", "V3E5bWFsbG93M3gh"},
		{"dn: uid=rhughes,ou=People,dc=corp\nuserPassword:: e1NTSEF9WHE3bUsydkw5blI0Y1Qxd1o1eUg=\n", ""}, // {SSHA}...: a stored hash
		{"<password>Wq9&amp;x3</password>", "Wq9&amp;x3"},
		{"<password>\n  Wq9mallow3\n</password>", "Wq9mallow3"},
		{"<password><![CDATA[Wq9<m&llow3]]></password>", "Wq9<m&llow3"},
		{"<api.token>\n  <![CDATA[Xq7mK2vL9nR4cT1w]]>\n</api.token>", "Xq7mK2vL9nR4cT1w"},
		{"<password><![CDATA[]]></password>", ""},
		{`<property name="password"><value>Wq9mallow3!</value></property>`, "Wq9mallow3!"},
		{`<property name="password"><value>${db.password}</value></property>`, ""},
		{"<tr><th>Password</th><td>Wq9mallow3!</td></tr>", "Wq9mallow3!"},
		{"<tr><td>Token</td><td class=\"mono\">Xq7mK2vL9nR4cT1w</td></tr>", "Xq7mK2vL9nR4cT1w"},
		{"<dt>Password</dt>\n<dd>Wq9mallow3!</dd>", "Wq9mallow3!"},
		{"<tr><td>API Key</td><td>Xq7mK2vL9nR4cT1w</td></tr>", "Xq7mK2vL9nR4cT1w"},
		{"<tr><td>Reset your password</td><td>https://example.com/reset</td></tr>", ""},
		{"<tr><td>password</td><td>string</td><td>yes</td></tr>", ""},
		{"<td>Temporary password: <b>Wq9mallow3!</b></td>", "Wq9mallow3!"},
		{"api_key: <code>Xq7mK2vL9nR4cT1w</code>", "Xq7mK2vL9nR4cT1w"},
		{`<li>Password: <span class="mono">Wq9mallow3!</span></li>`, "Wq9mallow3!"},
		{"password: <b>changeme</b>", ""},
		// Printers' type annotations: PHP's var_dump, go-spew.
		{"[\"password\"]=>\n  string(11) \"Wq9mallow3!\"", "Wq9mallow3!"},
		{"Password: (string) (len=11) \"Wq9mallow3!\"", "Wq9mallow3!"},
		{"[\"password\"]=>\n  NULL", ""},
		{"    [password:protected] => Wq9mallow3!", "Wq9mallow3!"},
		{"  [\"apiKey\":\"App\\Config\":private]=>\n  string(16) \"Xq7mK2vL9nR4cT1w\"", "Xq7mK2vL9nR4cT1w"},
		// Text copied from a PDF or a word processor: no-break and
		// zero-width spaces, curled quotes.
		{"Password:\u00a0Wq9mallow3!", "Wq9mallow3!"},
		{"Password:\u00a0“<your password>”", ""},
		{"API key:\u200b Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"},
		{"api_key: ‘Xq7mK2vL9nR4cT1w’", "Xq7mK2vL9nR4cT1w"},
		{"token: ‘<your token>’", ""},
		{"smtp:\n  password: |\n    Wq9mal#low3\n  port: 587", "Wq9mal#low3"},
		{"+smtp:\n+  password: >-\n+    Wq9mal#low3", "Wq9mal#low3"},
		{"password: |\n  {{ .Values.db.password }}", ""},
		{"password: |\nWq9mal#low3", ""}, // not indented: no block
		{"db:\n  password: 'Wq9''mal#low3'", "Wq9''mal#low3"},
		{"INSERT INTO users VALUES ('admin', 'x'); password = ''", ""},
		{`<add key="DbPassword" value="Wq9mallow3"/>`, "Wq9mallow3"},
		{"<Password>\n  <Value>Wq9mal#low3</Value>\n  <PlainText>true</PlainText>\n</Password>", "Wq9mal#low3"},
		{"<AdministratorPassword><value>V3E5bWFsbG93</value></AdministratorPassword>", "V3E5bWFsbG93"},
		{"<Password>\n  <PlainText>false</PlainText>\n</Password>", ""},
		{"+<Password>\n+  <Value>Wq9mal#low3</Value>\n+</Password>", "Wq9mal#low3"},
		{`"args": ["run", "-i", "--rm", "-e", "GITHUB_TOKEN", "ghcr.io/github/github-mcp-server"]`, ""},
		{"docker run -e API_TOKEN ghcr.io/acme/web-worker-abc", ""},
		{`"args": ["run", "-e", "API_TOKEN=Xq7mK2vL9nR4cT1w", "app"]`, "Xq7mK2vL9nR4cT1w"},
		{"docker run -e API_TOKEN=Xq7mK2vL9nR4cT1w app", "Xq7mK2vL9nR4cT1w"},
		{`{"body":"{\"password\":\"Wq9mal#low3\"}"}`, "Wq9mal#low3"},
		{`"{\\\"password\\\":\\\"Wq9mal#low3\\\"}"`, "Wq9mal#low3"},
		{`{"body":"{\u0022apiKey\u0022:\u0022Xq7mK2vL9nR4cT1w\u0022}"}`, "Xq7mK2vL9nR4cT1w"},
		{"{&quot;apiKey&quot;:&quot;Xq7mK2vL9nR4cT1w&quot;}", "Xq7mK2vL9nR4cT1w"},
		{"token: &#39;Xq7mK2vL9nR4cT1w&#39;", "Xq7mK2vL9nR4cT1w"},
		{"token: &#39;&lt;your token&gt;&#39;", ""},
		{"data=%7B%22password%22%3A%22Wq9mallow3%21%22%7D", "Wq9mallow3%21"},
		{"password=3D\"Wq9mallow3!\"", "Wq9mallow3!"},
		{`{\u0027password\u0027: \u0027Wq9mal#low3\u0027}`, "Wq9mal#low3"},
		{"<key>API_SECRET</key>\n\t<string>Xq7mK2vL9nR4cT1w</string>", "Xq7mK2vL9nR4cT1w"},
		{"+\t<key>API_SECRET</key>\n+\t<string>Xq7mK2vL9nR4cT1w</string>", "Xq7mK2vL9nR4cT1w"},
		{"<key>API_SECRET</key><string>Xq7mK2vL9nR4cT1w</string>", "Xq7mK2vL9nR4cT1w"},
		{"<key>ProgramArguments</key>\n<array>\n\t<string>--authtoken</string>\n\t<string>Xq7mK2vL9nR4cT1w</string>\n</array>", "Xq7mK2vL9nR4cT1w"}, // launchd's arguments
		{"<array>\n\t<string>password</string>\n\t<string>Xq7mK2vL9nR4cT1w</string>\n</array>", ""},                                                 // a list of words
		{"<string>--token-file</string>\n<string>/etc/app/token</string>", ""},
		{"      args:\n        - --api-key\n        - Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"}, // a container's arguments
		{"    argv:\n      - \"--password\"\n      - \"Wq9mal#low3\"", "Wq9mal#low3"},
		{"      args:\n        - --password\n        - --verbose", ""},
		{"      args:\n        - --token-file\n        - /etc/app/token", ""},
		{"    command: [\"redis-cli\", \"-a\", \"$REDIS_PASSWORD\", \"ping\"]", ""},              // a variable's expansion, then the next argument
		{"++\t<key>API_SECRET</key>\n++\t<string>Xq7mK2vL9nR4cT1w</string>", "Xq7mK2vL9nR4cT1w"}, // a patch adding a diff
		{"++- name: DB_PASSWORD\n++  value: Wq9mallow3x", "Wq9mallow3x"},
		{"<key>API_SECRET</key>\n\t<true/>", ""},
		{"<String>\n  <Key>Password</Key>\n  <Value ProtectInMemory=\"True\">Wq9mal#low3</Value>\n</String>", "Wq9mal#low3"},
		{"<Key>Password</Key>\n<Value>Wq9mal#low3</Value>", "Wq9mal#low3"},
		{"<Key>Password</Key>\n<Value/>", ""},
		{"<key>API_SECRET</key>\n<stringArray>Xq7mK2vL9nR4cT1w</stringArray>", ""},
		{"sifre Wq9mal#low3 kimseye verme", "Wq9mal#low3"},
		{"parolam Wq9mal#low3", "Wq9mal#low3"},
		{"parola este Wq9mal#low3", "Wq9mal#low3"},
		{"Parola este greșită.", ""},
		{"kata sandi adalah Wq9mal#low3", "Wq9mal#low3"},
		{"[poczta]\nhaslo = Wq9mal#low3", "Wq9mal#low3"},
		{"smtp:\n  losenord: Wq9mal#low3", "Wq9mal#low3"},
		{"A jelszavam Wq9mal#low3, nézd meg", "Wq9mal#low3"},
		{"Parolă: Wq9mal#low3", "Wq9mal#low3"},
		{"kata sandinya Wq9mal#low3 ya", "Wq9mal#low3"},
		{"mat khau la Wq9mal#low3 nhe", "Wq9mal#low3"},
		{"parola dimenticata? clicca qui", ""},
		{"wachtwoord vergeten? klik hier", ""},
		{"spawn ssh admin@host\nexpect \"password:\"\nsend \"Wq9mal#low3\\r\"", "Wq9mal#low3\\r"},
		{"  expect -exact \"Password: \"\n  send -- \"Wq9mal#low3\\r\"", "Wq9mal#low3\\r"},
		{"expect \"password:\"\nsend_user \"done\"", ""},
		{"spawn ssh admin@$host\nexpect \"assword:\"\nsend \"Wq9mal#low3\\r\"", "Wq9mal#low3\\r"},
		{"expect \"*assword*\"\nsend \"Wq9mal#low3\\r\"", "Wq9mal#low3\\r"},
		{"expect \"*Password*\"\nsend \"Wq9mal#low3\\r\"", "Wq9mal#low3\\r"},
		{"the assword: field\nsend \"Wq9mal#low3\"", ""},
		{"<Pass encoding=\"base64\">V3E5bWFsI2xvdzM=</Pass>", "V3E5bWFsI2xvdzM="},
		{"<wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">Wq9mallow3</wsse:Password>", "Wq9mallow3"},
		{"<o:UsernameToken><o:Username>CORP\\svc</o:Username><o:Password>Wq9mallow3</o:Password></o:UsernameToken>", "Wq9mallow3"},
		{"<password type='plain' xml:lang=\"en\">Wq9mal#low3</password>", "Wq9mal#low3"},
		{"<password encoding=\"base64\"/>", ""},
		{"<property>\n  <name>fs.s3a.secret.key</name>\n  <value>Xq7mK2vL9nR4cT1wZ5yH</value>\n</property>", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"<name>javax.jdo.option.ConnectionPassword</name><value>Wq9mal#low3</value>", "Wq9mal#low3"},
		{"<name>ssl.server.keystore.password</name>\n<description>the keystore's</description>", ""},
		// A generator's key or salt, blanks and all (WordPress's wp-config.php).
		{"define( 'AUTH_KEY',         'Vk3|w7 Lm^x-2[Rv9@k/Zc;8&Bn}Yp6<Hd1~Fs3+Jg5=Kt0.' );", "Vk3|w7 Lm^x-2[Rv9@k/Zc;8&Bn}Yp6<Hd1~Fs3+Jg5=Kt0."},
		{"define( 'NONCE_SALT',       'Hq`tl}%`fAMg+pO_S|Ha/[|<=G18$x @g<9J`h|Zgy&vwe,Tn' );", "Hq`tl}%`fAMg+pO_S|Ha/[|<=G18$x @g<9J`h|Zgy&vwe,Tn"},
		{"HASHIDS_SALT=Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"SALT_ROUNDS = 12", ""},
		{"define( 'AUTH_KEY', 'put your unique phrase here' );", ""},
		// A dashboard's mask.
		{"Secret key  sk_live_••••••••••••••••••••xY7q  Reveal live key", ""},
		{"SMTP password: ●●●●●●●●●●", ""},
		// Prose.
		{"my password is hunter7", "hunter7"},
		{"the wifi password is Kettle42Drum", "Kettle42Drum"},
		{"pw: Tr0ub4dor&3 for now", "Tr0ub4dor&3"},
		{"pswd Tr0ub4dor&3", "Tr0ub4dor&3"}, // chat's short forms
		{"psw Tr0ub4dor&3 for the vpn", "Tr0ub4dor&3"},
		{"the pwrd is Tr0ub4dor&3", "Tr0ub4dor&3"},
		// A clause after the name gives what it became, or was.
		{"for DB_PASSWORD set it to Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"i changed the password, I changed it to Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"password changed, now it's Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"token rotated, new one is Xq7mK2vL9nR4cT1w", "Xq7mK2vL9nR4cT1w"},
		{"password? it was Tr0ub4dor&3 last time", "Tr0ub4dor&3"},
		{"the password, it was fine yesterday", ""},
		{"the token, I think it is expired", ""},
		{"password changed, now it's working", ""},
		{"for the token set it to true", ""},
		// Chat's mark-up around a value.
		{"password: **Tr0ub4dor&3**", "Tr0ub4dor&3"},
		{"token ||Tr0ub4dor&3|| dont share", "Tr0ub4dor&3"},
		{"the key is ```Xq7mK2vL9nR4cT1w```", "Xq7mK2vL9nR4cT1w"},
		{"password: ********", ""},
		{"password: **see the vault**", ""},
		{"pw 👉 Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"`password` → `Tr0ub4dor&3`", "Tr0ub4dor&3"},
		{"password → reset it in the portal", ""},
		{"The password’s Tr0ub4dor&3", "Tr0ub4dor&3"}, // is, contracted
		{"the password's Tr0ub4dor&3", "Tr0ub4dor&3"},
		{"the password's length is 12", ""},
		{"the wifi password's on the fridge", ""},
		// Code mark-up below a label.
		{"password:\n```\nTr0ub4dor&3\n```", "Tr0ub4dor&3"},
		{"here's the token:\n\n```text\nXq7mK2vL9nR4cT1w\n```", "Xq7mK2vL9nR4cT1w"},
		{"the password:\n`Tr0ub4dor&3`", "Tr0ub4dor&3"},
		{"API key:\n```\ncurl -H \"X-Api-Key: $API_KEY\" https://api.example.com\n```", ""},
		{"token:\n```\n$GITHUB_TOKEN\n```", ""},
		// Chat's words and what a line is about end no passphrase.
		{"pw is case sensitive btw", ""},
		{"password reset link doesnt work", ""},
		{"pasword expired again lol", ""},
		{"password: velvet crane ninety", "velvet crane ninety"},
		{"my passphrase is correct horse battery staple btw", "correct horse battery staple"},
		{"the passphrase is velvet lantern evening harbor all lowercase", "velvet lantern evening harbor"},
		{"ang password ng wifi ay Tz8#qw!2Lm", "Tz8#qw!2Lm"}, // Tagalog: of the wifi
		{"ang password ng admin ay mali", ""},
		{"the password is rsa encrypted and signed", ""},
		{"the token is checked rotated and logged", ""},
		{"the account password is instead lock signing target", ""},
		{"plugin keys password again oauth oauth signing on", ""},
		{"the passwd is view reader signing it", ""},
		{"the password is required", ""},
		// A credential word's plural names them.
		{"the passwd in was passwords? look", ""},
		{"password: tokens", ""},
		{"password: sunflower", "sunflower"},
		{"auth:\n  password: sunflower\n  user: app", "sunflower"},
		{"password: the one in the vault", ""},
		{"password: null", ""},
		{`session passwd smtp_password: "xQ7vLm2kZ9"`, "xQ7vLm2kZ9"}, // the value is the next name's
		{"mein Passwort ist Kq7vLm2x", "Kq7vLm2x"},
		{"contraseña: Kq7vLm2x", "Kq7vLm2x"},
		{"la contraseña es Kq7vLm2x", "Kq7vLm2x"},
		{"mot de passe : Kq7vLm2x", "Kq7vLm2x"},
		{"login cmartin / mot de passe provisoire : Kq7vLm2x", "Kq7vLm2x"},
		{"contraseña temporal: Kq7vLm2x", "Kq7vLm2x"},
		{"Password expiry: 2024-05-01", ""},
		{"mon mot de passe pour la base est Kq7vLm2x", "Kq7vLm2x"},
		{"la contraseña para el servidor es Kq7vLm2x", "Kq7vLm2x"},
		{"la password per il server è Kq7vLm2x", "Kq7vLm2x"},
		{"lösenordet för servern är Kq7vLm2x", "Kq7vLm2x"},
		{"lösenordet till databasen är Kq7vLm2x", "Kq7vLm2x"},
		{"ang password ko ay Kq7vLm2x", "Kq7vLm2x"}, // Tagalog's copula after the possessive
		{"Pass\u00adwort: Kq7vLm2x", "Kq7vLm2x"},    // a soft hyphen inside the name
		{"ang password ay Kq7vLm2x", "Kq7vLm2x"},
		{"mật khẩu wifi là Kq7vLm2x", "Kq7vLm2x"},
		{"mật khẩu là bắt buộc", ""},
		{"mật khẩu là không đúng", ""},
		{"la contraseña wifi es Kq7vLm2x", "Kq7vLm2x"},
		{"le mot de passe admin est Kq7vLm2x", "Kq7vLm2x"},
		{"la contraseña no es correcta", ""},
		{"la contraseña nueva es demasiado corta", ""},
		{"my password manager is Bitwarden", ""},
		{"the password I used was 'Kq7vLm2x'", "Kq7vLm2x"},
		{"the root password has been changed to Kq7vLm2x", "Kq7vLm2x"},
		{"the password we use for prod is Kq7vLm2x!", "Kq7vLm2x!"},
		{"the password you entered is incorrect", ""},
		{"password reset links are sent to users", ""},
		{"the password must be changed to meet the policy", ""},
		{"the secret sauce of this library is that it caches", ""},
		{"ED25519 key fingerprint is SHA256:Zq8vK2mT9xLr4pW7nB3cY6hQm1sD5fG0aJ2kL4nP6rT.", ""},
		{"API key (prod): Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"Password (staging DB): Kq7vLm2x", "Kq7vLm2x"},
		{"token (see below): none yet", ""},
		{"das Passwort ist falsch", ""},
		{"La contraseña es demasiado corta.", ""},
		{`password = st.text_input("Password", type="password")`, ""},
		{"pass `token=token` to the client", ""},
		// Whole values: not cut at - . ? %2F, an escaped quote or a bracket.
		{"token=ab12-cd34.ef56?gh78%2Fij90", "ab12-cd34.ef56?gh78%2Fij90"},
		{`"token": "q8Z\"xK2m\"v7Lp"`, `q8Z\"xK2m\"v7Lp`},
		{"password = 'Kq(zv)Rm[wt]Lp'", "Kq(zv)Rm[wt]Lp"},
		{"SECRET_TOKEN=Xk9q2vLm\\\n  8RtZ4wPq", "Xk9q2vLm\\\n  8RtZ4wPq"},
		{"+SECRET_TOKEN=Xk9q2vLm\\\n+  8RtZ4wPq", "Xk9q2vLm\\\n+  8RtZ4wPq"}, // in a patch's added lines
		// URL query parameters and connection strings end at their delimiters.
		{"https://x.io/v1?api_key=Xq7mK2vL9nR4cT1w&page=2", "Xq7mK2vL9nR4cT1w"},
		{"Endpoint=sb://x;SharedAccessKey=Xq7mK2vL9nR4cT1w+/=;EntityPath=q", "Xq7mK2vL9nR4cT1w+/="},
		// Calls, tuples and name/value pairs.
		{`client.setPassword("Kq7vLm2x!");`, "Kq7vLm2x!"},
		{"client.setPassword(password);", ""},
		{`keyring.get_password("system", "deploy")`, ""},
		{`auth=("admin", "Xq7mK2vL9nR4cT1w")`, "Xq7mK2vL9nR4cT1w"},
		{`secret_keys = ["Xq7mK2vL9nR4cT1w"]`, "Xq7mK2vL9nR4cT1w"},
		{`[{"name":"DB_PASSWORD","value":"Kq7vLm2x!"}]`, "Kq7vLm2x!"},
		{"ALTER USER app IDENTIFIED BY 'Kq7vLm2x!';", "Kq7vLm2x!"},
		{"each session is identified by its token", ""},
		{"Server=db;User Id=sa;Password =report_user_2;", "report_user_2"},
		{"Server=db;User Id=sa;Password=${DB_PASSWORD};", ""},
		{`echo "$SUDO_PASSWORD" | sudo -S apt-get update`, ""},
		// Comparisons.
		{`if ("Xq7mK2vL9nR4cT1w" == apiToken) {`, "Xq7mK2vL9nR4cT1w"},
		// Names about a credential, and values that are not one.
		{"token_type: Bearer", ""},
		{"password_field = Xq7mK2vL9nR4", ""},
		{`key_filepath: "./fastlane/AuthKey_D383SF739A.p8",`, ""}, // a file's path, its name one word
		{`fastlane run app_store_connect_api_key key_id:"D383SF739A" issuer_id:"69a6de7f-2c1e-47e3-e053-5b8c7c11a4d1"`, ""}, // an action's options
		{`fastlane run app_store_connect_api_key key_id:"D383SF739A" key_content:"Xq7mK2vL9nR4cT1wZ5yHb8Nd3Pf6Gj0Q"`, "Xq7mK2vL9nR4cT1wZ5yHb8Nd3Pf6Gj0Q"},
		{"usernamePassword(credentialsId: 'nexus', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')", ""}, // Jenkins: the variable's name
		{"string(credentialsId: 'sonar', variable: 'SONAR_TOKEN')", ""},
		{"sh 'docker login -u $NEXUS_USER -p $NEXUS_PASS nexus.corp:8082'", ""}, // an expansion, then the next argument
		{"mysql -u root -p$DB_PASSWORD shop_production", ""},
		{"docker login -u $NEXUS_USER -p $NEXUS_PASS [8#i54fxzohsls4l]:8082", ""}, // a placeholder of a host, then its port
		{"redis_pass [::1]:6379", ""},
		{"password: Kq7vLm2x9 https://db.example.com/v2/login", "Kq7vLm2x9"}, // a URL after a bare value is the next argument
		{"password: Kq7vLm2x9 /srv/app/v2", "Kq7vLm2x9"},
		{"curl --form \"key=DEPLOY_PASSWORD\" --form \"value=Wq9mal#low3\" --form \"masked=true\"", "Wq9mal#low3"}, // a form's name and value fields
		{"curl -F key=DEPLOY_PASSWORD -F value=Wq9mal#low3 https://gitlab.example.com/api/v4/projects/42/variables", "Wq9mal#low3"},
		{"gh api -f key=DEPLOY_PASSWORD -f 'value=Wq9mal#low3' /repos/acme/api/actions/variables", "Wq9mal#low3"},
		{"curl -F key=DEPLOY_PASSWORD -F value=$DEPLOY_PASSWORD https://gitlab.example.com/api/v4/projects/42/variables", ""},
		{"curl --form \"key=APP_NAME\" --form \"value=shop\"", ""},
		{"Key                   Value\n---                   -----\nsecret_id             e75730d5-e8fc-4cdc-a77f-c2262e42356f\nsecret_id_accessor    b9d40abf-6d64-47a4-a0ef-4ef9359ef299", "e75730d5-e8fc-4cdc-a77f-c2262e42356f"}, // Vault AppRole's credential
		{"vault write auth/approle/login role_id=675a50e7-cfe0-be76-e35f-49ec009731ea secret_id=ed0a642f-2acf-c2da-232f-1b21300d5f29", "ed0a642f-2acf-c2da-232f-1b21300d5f29"},
		{"aws secretsmanager get-secret-value --secret-id prod/db/password", ""},
		{`{"SecretId": "MyTestDatabaseSecret", "VersionStage": "AWSCURRENT"}`, ""},
		{"secret_id_accessor    b9d40abf-6d64-47a4-a0ef-4ef9359ef299", ""},
		{"token = getToken(user)", ""},
		{"password = bcrypt.hashpw(password, bcrypt.gensalt())", ""},
		{"password: String? = nil", ""},
		{`password = os.environ["DB_PASSWORD"]`, ""},
		{"password: vault:secret/data/db#password", ""},
		{"if not check_password(password, user.password_hash):", ""},
		{`<input type="password" name="password">`, ""},
		{"password = hashed_password", ""},
		{"token: ${{ secrets.TOKEN }}", ""},
		{"password: {{ .Values.password | b64enc }}", ""},
		{"echo $password | base64", ""},
		{"Variable | Value\napiKey |Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"api_key = \"<your api key>\"", ""},
		{"monkey = Xq7mK2vL9nR4cT1w", ""},
		{`password = "the admin password of the staging box"`, ""},      // a description, naming the credential
		{`password = "otter lamp seven quay"`, "otter lamp seven quay"}, // a passphrase
		{"set the admin password to 'otter lamp seven quay'", "otter lamp seven quay"},
		{"set the admin password to Wq9mallow3", "Wq9mallow3"},
		{`the password is "too short"`, ""}, // two words in prose: a remark
		{"the password to access the server", ""},
		{"the password for the vpn is Wq9mallow3", "Wq9mallow3"},
		{"the password of the admin user was 'Tr0ub4dor&3'", "Tr0ub4dor&3"},
		{"the password for this account is required", ""},
		{"amqps://svc:$password@mq.internal:5672", ""},
		// Keyed pairs: a key attribute names the value attribute or text.
		{`<entry key="db.password">Wq9mallow3</entry>`, "Wq9mallow3"},
		{`<property name="connection.password">Wq9mallow3</property>`, "Wq9mallow3"},
		{`<add key = "Smtp.Password"  value = "Wq9mallow3" />`, "Wq9mallow3"},
		{"- name: DB_PASSWORD\n  value: \"Wq9mallow3\"", "Wq9mallow3"},
		{"+- name: DB_PASSWORD\n+  value: Wq9mallow3", "Wq9mallow3"},
		{"set {\n  name  = \"auth.postgresPassword\"\n  value = \"Wq9mallow3\"\n}", "Wq9mallow3"},
		{"{\n  \"name\": \"DB_PASSWORD\",\n  \"value\": \"Wq9mallow3\"\n}", "Wq9mallow3"},
		{`{"ParameterKey": "DBPassword", "ParameterValue": "Wq9mallow3"}`, "Wq9mallow3"},
		{`<add key="PasswordLength" value="12"/>`, ""},
		{"- name: PASSWORD_MIN_LENGTH\n  value: \"12\"", ""},
		{"- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef: {name: db}", ""},
		{`<entry key="db.password">${db.password}</entry>`, ""},
		{"token\nvalue: Wq9mallow3Xq7mK2vL9", ""}, // no key attribute names the token
		{"aws ssm put-parameter --name /app/db/password --value 'Wq9mallow3' --overwrite", "Wq9mallow3"},
		{"gh secret set DB_PASSWORD --body 'Wq9mallow3'", "Wq9mallow3"},
		{"aws ssm get-parameter --name /app/db/password --with-decryption", ""},
		// Bare literals by their language.
		{`$user = "app"; $password = goodspec;`, "goodspec"},
		{"$password = DB_PASSWORD;", ""},
		{"$password = $_POST['pw'];", ""},
		{"password = goodspec;", ""}, // a variable in most languages
		{"[client]\nuser = root\n# staging\npassword = sunflower", "sunflower"},
		{"password = sunflower", ""},
		{"[x]\nprint(x)\npassword = sunflower", ""},
		// Prose naming whom a password is for, in the languages of proseOps.
		{"the password for user 'postgres' is 'Wq9mallow3'", "Wq9mallow3"},
		{`The default password for the user "app-user" is "kestrel".`, "kestrel"},
		{"das Passwort für den Benutzer 'admin' ist 'Wq9mallow3'", "Wq9mallow3"},
		{"la password dell'utente 'admin' è 'Wq9mallow3'", "Wq9mallow3"},
		{"a senha do usuário 'admin' é 'Wq9mallow3'", "Wq9mallow3"},
		{"het wachtwoord voor gebruiker 'admin' is 'Wq9mallow3'", "Wq9mallow3"},
		{"le mdp du wifi c'est Wq9mallow3", "Wq9mallow3"},
		{"le mot de passe wifi c'est Wq9mallow3", "Wq9mallow3"},
		{"bhai password hai Wq9mallow3 login kar le", "Wq9mallow3"},
		{"mera password hai bhool gaya", ""},
		{"the password for user accounts is stored hashed", ""},
		{"the password to the wifi is Kestrel4471", "Kestrel4471"},
		{"set password for user admin to Wq9mallow3", "Wq9mallow3"},
		{"reset the password for alice to something secure", ""},
		{"I reset her password to Copper104@sfr and asked her to change it.", "Copper104@sfr"},
		{"bob@example.com pass Kq7vLm2x9#", "Kq7vLm2x9#"},
		{`wpa_passphrase="Kq7vLm2x9#"`, "Kq7vLm2x9#"},
		{"password: 8 karakter", ""},
		{"password for admin is printed on the label: gk1kaw1vmf", "gk1kaw1vmf"},
		{"the password is kept in the team vault: see the wiki", ""},
		{"order credential by ticket but token session: anselm.v14@corpmail.net passwd.", ""},
		{"wpa_passphrase HomeNet", ""},
		{"log in as bob@example.com and pass the token along", ""},
		{"the password for bob and alice is Wq9mallow3", "Wq9mallow3"},
		{"set the password for the admin user to v1.22.3", ""},
		{"the password to access the server is in the vault", ""},
		// A user and a password after a login or credentials word.
		{"credentials are admin / Wq9mallow3", "Wq9mallow3"},
		{"ssh creds: root / Wq9mallow3", "Wq9mallow3"},
		{"credentials: deploy:Wq9mallow3", "Wq9mallow3"},
		{"credentials are stored in the vault", ""},
		{"credentials are admin / changeme", ""},
		{"Credentials:\nadmin / Wq9mallow3", "Wq9mallow3"},
		{"Zugangsdaten:\n+  - admin / Wq9mallow3", "Wq9mallow3"},
		{"Identifiants :\r\nadmin:Wq9mallow3", "Wq9mallow3"},
		{"Credentials:\n12 / 24", ""},
		{"Credentials:\nread / write", ""},
		{"Default login\n/usr/bin/login", ""},
		{"vpn login?\njdoe\nWq9mallow3", "Wq9mallow3"}, // the user, then the password below it
		{"Credentials:\r\njdoe\r\nWq9mallow3", "Wq9mallow3"},
		{"login?\njdoe\nthen what", ""},
		{"Default login\njdoe\nWq9mallow3", ""}, // a bare heading: its lines may be anything
		{"das Passwort für den Benutzer ist erforderlich", ""},
		{"pass word is Wq9mal#low3 for login", "Wq9mal#low3"},
		{"the pass word is wrong", ""},
		{"pass word lists to the tool", ""},
		{"bypass word is Wq9mal#low3", ""},
		// The literal default of a lookup: a password whatever the name.
		{`token = os.environ.get("API_TOKEN", "Word123!x")`, "Word123!x"},
		{`token = os.environ.get("API_TOKEN", "changeme")`, ""},
		{`token = os.environ.get("API_TOKEN", None)`, ""},
		{`token = os.environ.get("API_TOKEN", "")`, ""},
		{`{{ .Values.db.password | default "Wq9mal#low3" }}`, "Wq9mal#low3"},
		{`{{ db_password | default('Wq9mal#low3') }}`, "Wq9mal#low3"},
		{"password: <%= ENV.fetch('X', 'Wq9mal#low3') %>", "Wq9mal#low3"},
		{"password: <%= ENV.fetch('DB_PASSWORD') %>", ""},
		{"password: <%= ENV.fetch(\"DB_PASSWORD\") { \"Wq9mal#low3\" } %>", "Wq9mal#low3"}, // Ruby's block default
		{`api_token = ENV.fetch("API_TOKEN") { "Word123!x" }`, "Word123!x"},
		{`api_token = ENV.fetch("API_TOKEN") { nil }`, ""},
		{"spring:\n  datasource:\n    password: '{cipher}9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a393f2a9c1e8b7d6a5f4e3d'", ""}, // ciphertext the config server decrypts
		{"spring.datasource.password={cipher}AQBxq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo", ""},
		{"STRIPE_KEY=pk_" + "live_wXJUGQwRoFPPWq9g2ufXpobS\nSTRIPE_WEBHOOK_PATH=/stripe/webhook", ""},                                         // a live publishable key, whatever names it
		{"secret_key_base =\n  System.get_env(\"SECRET_KEY_BASE\") ||\n    \"Xq7mK2vL9nR4cT1wZ5yH3jF6dS8a\"", "Xq7mK2vL9nR4cT1wZ5yH3jF6dS8a"}, // a fallback on the next line
		{"secret_key_base =\n  System.get_env(\"SECRET_KEY_BASE\") ||\n    raise \"SECRET_KEY_BASE is missing\"", ""},
		{"define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) ?: 'Tz8#qw!2Lm' );", "Tz8#qw!2Lm"}, // blanks inside the call's parentheses
		{"define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );", ""},
		{`api_token = ENV.fetch("API_TOKEN") { |k| raise "#{k} unset" }`, ""},
		{`{{ .Values.password | default .Values.global.password }}`, ""},
		{`{{ db_password | default(omit) }}`, ""},
		{`{{ password | default('changeme') }}`, ""},
		// What the line below a prompt's line prints.
		{"$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\nWq9mal#low3", "Wq9mal#low3"},
		{">>> os.environ['DB_PASS']\n'Wq9mal#low3'", "Wq9mal#low3"},
		{"+>>> os.environ['DB_PASS']\n+'Wq9mal#low3'", "Wq9mal#low3"}, // in a patch's added lines
		{"jdoe@box:~/app$ echo $API_TOKEN\nXq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"PS C:\\app> $env:DB_PASSWORD\nWq9mal#low3", "Wq9mal#low3"},
		{"$ which passwd\n/usr/bin/passwd", ""},
		{"$ passwd\nChanging password for jdoe.", ""},
		{"$ echo $DB_PASSWORD\n${DB_PASSWORD}", ""},
		{"$ grep -c password app.log\n12", ""},
		{"$ wg genkey | tee privatekey | wg pubkey\nKTote4Z0WRD7a/ZJemiuI9oIJK/TC+f1eN0j6upxVle=", ""},
		{"$ cat ~/.vault_token | sha256sum\n23df8acbfd7ad2f5db088dc3b61fb04148cc63bacfd32f57f6858f464fe67926", ""},
		{"$ wg pubkey < privatekey\nKTote4Z0WRD7a/ZJemiuI9oIJK/TC+f1eN0j6upxVle=", ""},
		{"root@vpn:~# sha256sum < token\n23df8acbfd7ad2f5db088dc3b61fb04148cc63bacfd32f57f6858f464fe67926", ""},
		{"$ cat privatekey\nKTote4Z0WRD7a/ZJemiuI9oIJK/TC+f1eN0j6upxVle=", "KTote4Z0WRD7a/ZJemiuI9oIJK/TC+f1eN0j6upxVle="},
		{"echo $API_TOKEN\nXq7mK2vL9nR4cT1wZ5yH", ""},                                                // no prompt: a script's next line
		{"$ echo \"Deploying with $CI_DEPLOY_PASSWORD\"\nDeploying with Wq9mal#low3", "Wq9mal#low3"}, // an echo's words around the variable
		{"$ echo -n 'token=${API_TOKEN}; done'\ntoken=Xq7mK2vL9nR4cT1wZ5yH; done", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"$ echo \"Hello $DB_PASSWORD_HINT and $USER\"\nHello there and bob", ""}, // another variable in the words
		{"$ echo \"Deploying with $CI_DEPLOY_PASSWORD\"\nDeploying to production now", ""},
		// A literal in a language's forms (see literals.go).
		{`SECRET_KEY = b"Xq7mK2vL9nR4cT1w"`, "Xq7mK2vL9nR4cT1w"},
		{`let api_key = r#"Xq7mK2vL9nR4cT1w"#;`, "Xq7mK2vL9nR4cT1w"},
		{`var password = @"Tz8#qw!2Lm";`, "Tz8#qw!2Lm"},
		{`PASSWORD=$'Tz8#qw!2Lm'`, "Tz8#qw!2Lm"},
		{`api_key = sk"Xq7mK2vL9nR4cT1w"`, ""}, // no language's prefix
		{`val password = """Tz8#qw!2Lm"""`, "Tz8#qw!2Lm"},
		{"let password = '''\n    Tz8#qw!2Lm\n    '''", "Tz8#qw!2Lm"},
		{`password = """"""`, ""},
		{"PASSWORD = <<~EOS\n  Tz8#qw!2Lm\nEOS", "Tz8#qw!2Lm"},
		{"$password = <<<EOT\nTz8#qw!2Lm\nEOT;", "Tz8#qw!2Lm"},
		{"token: <<~EOS\nEOS", ""},
		{"$password = @\"\nTz8#qw!2Lm\n\"@", "Tz8#qw!2Lm"},
		{"$password = @'\r\nTz8#qw!2Lm\r\n'@", "Tz8#qw!2Lm"},
		{"local password = [[Tz8#qw!2Lm]]", "Tz8#qw!2Lm"},
		{"local password = [==[Tz8#qw!2Lm]==]", "Tz8#qw!2Lm"},
		{"password = [[]]", ""},
		{`apiKey := "Xq7mK2" + "vL9nR4" + "cT1wZ5"`, `Xq7mK2" + "vL9nR4" + "cT1wZ5`},
		{"$password = 'Tz8#' .\n    'qw!2Lm';", "Tz8#' .\n    'qw!2Lm"},
		{`local password = "Tz8#" .. "qw!2Lm"`, `Tz8#" .. "qw!2Lm`},
		{`SECRET_KEY = "Xq7mK2vL9nR4cT1w".encode()`, "Xq7mK2vL9nR4cT1w"},
		{`password = "Tz8#qw!2Lm" + suffix`, "Tz8#qw!2Lm"},
		{`token = "Bearer " + token`, ""},
		// A literal through a conversion to bytes (see decoded.go).
		{`var hmacKey = []byte("Xq7mK2vL9nR4cT1w")`, "Xq7mK2vL9nR4cT1w"},
		{`var secretKey = Encoding.UTF8.GetBytes("Xq7mK2vL9nR4cT1w");`, "Xq7mK2vL9nR4cT1w"},
		{`let secret = String::from("Xq7mK2vL9nR4cT1w");`, "Xq7mK2vL9nR4cT1w"},
		{`SECRET_KEY = bytes("Xq7mK2vL9nR4cT1w", "utf-8")`, "Xq7mK2vL9nR4cT1w"},
		{`key := []byte(os.Getenv("KEY"))`, ""},
		{`let token = env::var("API_TOKEN").unwrap_or("Xq7mK2vL9nR4cT1w".to_string());`, "Xq7mK2vL9nR4cT1w"},
		{`let token = env::var("API_TOKEN").unwrap_or_else(|_| "Xq7mK2vL9nR4cT1w".into());`, "Xq7mK2vL9nR4cT1w"},
		{`let token = env::var("API_TOKEN").unwrap_or_default();`, ""},
		// A declaration's type between the name and its initializer.
		{"const password: string = 'Tz8#qw!2Lm';", "Tz8#qw!2Lm"},
		{`let api_key: &'static str = "Xq7mK2vL9nR4cT1w";`, "Xq7mK2vL9nR4cT1w"},
		{`val password: String? = "Tz8#qw!2Lm"`, "Tz8#qw!2Lm"},
		{`DB_PASSWORD: Final = "Tz8#qw!2Lm"`, "Tz8#qw!2Lm"},
		{"password: string;", ""},
		{`password: str = Field(..., env="DB_PASSWORD")`, ""},
		{`password: str = os.environ["DB_PASSWORD"]`, ""},
		{"httpCredentials: { username: 'preview', password: process.env.PREVIEW_PASS! },", ""}, // TypeScript's non-null assertion
		{"val password = env.E2E_PASSWORD!!", ""},
		{"password: admin = root", ""}, // no type: prose
		// A form field a UI test types into (see fields.go).
		{"cy.get('[data-cy=password]').type('Tz8#qw!2Lm', { log: false })", "Tz8#qw!2Lm"},
		{"await page.getByLabel('Password').fill('Tz8#qw!2Lm');", "Tz8#qw!2Lm"},
		{"await page.getByRole('textbox', { name: 'Password' }).fill('Tz8#qw!2Lm');", "Tz8#qw!2Lm"},
		{"driver.findElement(By.name(\"password\")).sendKeys(\"Tz8#qw!2Lm\");", "Tz8#qw!2Lm"},
		{"cy.get('#password-input').type('Tz8#qw!2Lm')", "Tz8#qw!2Lm"},
		{"fill_in \"user[password]\", with: \"Tz8#qw!2Lm\"", "Tz8#qw!2Lm"},
		{"cy.get('input[name=\"password\"]').clear().type('Tz8#qw!2Lm')", "Tz8#qw!2Lm"},
		{"cy.findByLabelText(/password/i).type('Tz8#qw!2Lm')", "Tz8#qw!2Lm"},
		{"await userEvent.type(screen.getByLabelText('Password'), 'Tz8#qw!2Lm')", "Tz8#qw!2Lm"},
		{"onView(withId(R.id.password)).perform(typeText(\"Tz8#qw!2Lm\"), closeSoftKeyboard());", "Tz8#qw!2Lm"},
		{"When I fill in \"Password\" with \"Tz8#qw!2Lm\"", "Tz8#qw!2Lm"},
		{"cy.get('#password').clear().should('have.value', 'Tz8#qw!2Lm')", ""},
		{"expect(screen.getByLabelText('Password'), 'Tz8#qw!2Lm')", ""},
		{"cy.get('#password').type(Cypress.env('PASSWORD'))", ""},
		{"cy.get('#password').type('{enter}')", ""},
		{"cy.get('#username').type('Tz8#qw!2Lm')", ""},
		// Robot Framework's variables (see robot.go).
		{"*** Variables ***\n${USERNAME}    qa-admin\n${PASSWORD}    Tz8#qw!2Lm\n", "Tz8#qw!2Lm"},
		{"    Set Suite Variable    ${API_TOKEN}\tXq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"Input Password    id=password    ${PASSWORD}", ""},
		{"${PASSWORD}    %{E2E_PASSWORD}", ""},
		// A Ruby block's literal.
		{"factory :user do\n  email { Faker::Internet.email }\n  password { \"Tz8#qw!2Lm\" }\nend", "Tz8#qw!2Lm"},
		{"let(:api_key) { 'Xq7mK2vL9nR4cT1wZ5yH' }", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"password { Faker::Internet.password }", ""},
		{`sequence(:password) { |n| "Tz8#qw!2Lm#{n}" }`, ""},
		// A key attribute, a comma, a blank and a value attribute.
		{`Parameter(name="AdminPassword", value="Tz8#qw!2Lm")`, "Tz8#qw!2Lm"},
		{`dotnet test -- "TestRunParameters.Parameter(name=\"AdminPassword\", value=\"Tz8#qw!2Lm\")"`, "Tz8#qw!2Lm"},
		{"(ParameterKey=DbPassword,ParameterValue=Tz8#qw!2Lm)", "Tz8#qw!2Lm"},
		// JMeter's name and value properties (see jmeter.go).
		{"<elementProp name=\"password\" elementType=\"HTTPArgument\">\n  <boolProp name=\"HTTPArgument.always_encode\">false</boolProp>\n  <stringProp name=\"Argument.value\">Tz8#qw!2Lm</stringProp>\n  <stringProp name=\"Argument.name\">password</stringProp>\n</elementProp>", "Tz8#qw!2Lm"},
		{"<stringProp name=\"Header.name\">X-Api-Key</stringProp>\n<stringProp name=\"Header.value\">Xq7mK2vL9nR4cT1wZ5yH</stringProp>", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"<stringProp name=\"Argument.name\">password</stringProp>\n<stringProp name=\"Argument.value\">${__P(password,)}</stringProp>", ""},
		{"<elementProp name=\"password\" elementType=\"HTTPArgument\">\n</elementProp>\n<stringProp name=\"Argument.value\">Tz8#qw!2Lm</stringProp>", ""},
		// A key's bytes (see bytelist.go).
		{"static const uint8_t aes_key[16] = { 0x9a, 0x63, 0x26, 0xa4,\n    0x18, 0x7e, 0x33, 0xcd, 0x8d, 0xdb, 0x05, 0xf7 };", "0x9a, 0x63, 0x26, 0xa4,\n    0x18, 0x7e, 0x33, 0xcd, 0x8d, 0xdb, 0x05, 0xf7"},
		{"const AES_KEY: [u8; 8] = [0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd];", "0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd"},
		{"hmacKey := []byte{0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd}", "0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd"},
		{"byte[] key = new byte[] { (byte)0x9a, 0x63, 0x26, (byte)0xa4, 0x18, 0x7e, 0x33, (byte)0xcd };", "0x9a, 0x63, 0x26, (byte)0xa4, 0x18, 0x7e, 0x33, (byte)0xcd"},
		{"SECRET = bytes([0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd])", "0x9a, 0x63, 0x26, 0xa4, 0x18, 0x7e, 0x33, 0xcd"},
		{"salt = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09]", ""}, // a counting run
		{"secret_key = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };", ""},
		{"key = {0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5};", ""},
		{"key = [0x9a, 0x63, 0x26]", ""}, // too few for a key
		// A list of one value, as a log prints a map of lists.
		{"Writing [{grant_type=[client_credentials], client_secret=[Q9fVQ-0-gRK8TuE2oHKg71T_snAjEbVWOvmpsQky]}]", "Q9fVQ-0-gRK8TuE2oHKg71T_snAjEbVWOvmpsQky"},
		{"map[Accept:[*/*] Password:[Tundra491&xkq] User-Agent:[Go-http-client/1.1]]", "Tundra491&xkq"},
		{"params: password=[FILTERED] token=[hidden]", ""},
		{"created key [3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a] of type [json]", ""},
		{"the token:[docs](https://example.com/tokens)", ""},
		// A statement's numbered parameter, and the value a query log binds to it.
		{"LOG:  execute <unnamed>: SELECT id FROM users WHERE email = $1 AND password = $2\nDETAIL:  parameters: $1 = 'jdoe@example.com', $2 = 'Tundra491&xkq'", "Tundra491&xkq"},
		{"prisma:query UPDATE \"User\" SET \"name\" = $1, \"apiKey\" = $2 WHERE \"id\" = $3\nParams: [\"Jo\", \"Q9fVQ0gRK8TuE2oHKg71TsnAjEbVWOvm\",42]", "Q9fVQ0gRK8TuE2oHKg71TsnAjEbVWOvm"},
		{"SELECT id FROM users WHERE password = $1\nDETAIL:  parameters: $1 = NULL", ""},
		{"UPDATE users SET password = $1 WHERE id = $2", ""},
		// An ellipsis between the name and the value, as chat trails off.
		{"the pw... Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"the pw.. Tz8#qw!2Lm", "Tz8#qw!2Lm"}, // two dots, as trailsOff reads them after a value
		{"token \u2026 Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"Checking password... done", ""},
		// "its" after the name, or after an aside that names it, gives the value.
		{"the smtp password its Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"for the second thing (the smtp password) its Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"the password its own thing", ""},
		// A verb uses the value as the credential, with "with" between them.
		{"Can you try with Tz8#qw!2Lm as the password", "Tz8#qw!2Lm"},
		{"sorry i meant Tz8#qw!2Lm for the password", "Tz8#qw!2Lm"},
		{"try with sso as the password login is disabled", ""},
		// A login for a host, a copula, then the user and the password.
		{"router login is admin\tCobalt870#wvo and wifi is walrus26", "Cobalt870#wvo"},
		{"login for jenkins is ops/Copper189%ojc", "Copper189%ojc"},
		{"the login for the nas is admin Copper189%ojc", "Copper189%ojc"},
		{"the login for jenkins is sso now", ""},
		// A phone's arrow names the value before it; dictation spells the colon.
		{"1 reply\nXq7mK2vL9nR4cT1w ← smtp pass", "Xq7mK2vL9nR4cT1w"},
		{"password colon Tz8#qw!2Lm new line user colon admin", "Tz8#qw!2Lm"},
		{"the password colon is missing", ""},
	} {
		got := ""
		if _, _, vs, ve := firstCredential(tc.text); vs >= 0 {
			got = tc.text[vs:ve]
		}
		if got != tc.want {
			t.Errorf("credential context in %q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestSiblingValue reads the value a clause gives a sibling of the
// credential after the value its name gives (or "" for none).
func TestSiblingValue(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"user bob pass Falcon740@wfh and the db one is tigerlily87", "tigerlily87"},
		{"staging pw is Harbor374%uwe, prod is Orchid746&bnd (dont mix them up)", "Orchid746&bnd"},
		{`password = "Harbor374%uwe", prod is "Orchid746&bnd"`, "Orchid746&bnd"},
		{"the password is Harbor374%uwe, mine is different", ""},
		{"the token is Xq7mK2vL9nR4cT1wZ5yH and the other one is expired", ""},
		{"pw is Harbor374%uwe, the db one is in the vault", ""},
		{"the key is Xq7mK2vL9nR4cT1wZ5yH and the secret is Qq7mK2vL9nR4cT1wZ5yH", ""}, // the secret's own name gives it
		{"the password is Harbor374%uwe prod is Orchid746&bnd", ""},
		{"user bob pass Falcon740@wfh and the staging db one is tigerlily87", ""}, // three words name no sibling
	} {
		got := ""
		if from, to, vs, ve := firstCredential(tc.text); vs >= 0 {
			if s, e := siblingValue(tc.text, from, to, ve); s >= 0 {
				got = tc.text[s:e]
			}
		}
		if got != tc.want {
			t.Errorf("sibling of %q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestCorrectedValue reads the value a correction gives instead of the
// value its name gave (or "" for none).
func TestCorrectedValue(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"db pw is Marble123 no wait its Tz8#qw!2Lm", "Tz8#qw!2Lm"},
		{"token: Xq7mK2vL9nR4cT1wZ5yH, sorry it's Kq7vLm2x9QzT4wLp8", "Kq7vLm2x9QzT4wLp8"},
		{"db pw is Marble123 no wait its the other one", ""},
		{"db pw is Marble123 no its fine", ""},
	} {
		got := ""
		if from, to, vs, ve := firstCredential(tc.text); vs >= 0 {
			if s, e := correctedValue(tc.text, from, to, ve); s >= 0 {
				got = tc.text[s:e]
			}
		}
		if got != tc.want {
			t.Errorf("correction of %q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

// firstCredential returns the first identifier of text that gives a value
// in the credential context, text[from:to], and the value's bounds; vs is
// -1 if none does.
func firstCredential(text string) (from, to, vs, ve int) {
	for i := 0; i < len(text); {
		j := identEnd(text, i)
		if j == i {
			i++
			continue
		}
		if vs, ve, _ := credentialContext(text, i, j); vs >= 0 {
			return i, j, vs, ve
		}
		i = j
	}
	return -1, -1, -1, -1
}

// TestAssignedList holds that a plural credential name's list after '='
// gives each of its values, and nothing when one of them is no value of
// the kind (a placeholder) or the name names no credential.
func TestAssignedList(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"APP_KEYS=R7XCxfktZMT2O4VEMHSgDw==,ghN+b+gGcUt0QMiEi7pOwg==\nAPI_TOKEN_SALT=x", []string{"R7XCxfktZMT2O4VEMHSgDw==", "ghN+b+gGcUt0QMiEi7pOwg=="}},
		{"APP_KEYS=\"Xq7mK2vL9nR4cT1wZ5yH3j,Tz8qw2Lm9Kq7vLm2x9Wq9m\"", []string{"Xq7mK2vL9nR4cT1wZ5yH3j", "Tz8qw2Lm9Kq7vLm2x9Wq9m"}},
		{"APP_KEYS=toBeModified1,toBeModified2", nil},
		{"APP_KEYS=R7XCxfktZMT2O4VEMHSgDw==,changeme", nil},
		{"ALLOWED_HOSTS=localhost,example.org", nil},
	} {
		var got []string
		spans, _ := credentialValues(nil, tc.text, 0, strings.IndexByte(tc.text, '='))
		for _, s := range spans {
			got = append(got, tc.text[s.start:s.end])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestListedTokenSparesPlaceholders holds that a placeholder the
// scrubber wrote, provisional or final, is no list of one token when its
// output is matched again: it is not read, nor judged.
func TestListedTokenSparesPlaceholders(t *testing.T) {
	for _, text := range []string{"password=[70#zkzqlhuibkxhm]", "token:[REDACTED:credential:1]"} {
		p := strings.IndexByte(text, '[')
		if s, e := listedToken(text, p); s >= 0 {
			t.Errorf("%q: lists %q", text, text[s:e])
		}
	}
}

// TestCredentialValue pins verdicts of the secret-value model.
func TestCredentialValue(t *testing.T) {
	for _, tc := range []struct {
		v    string
		n    naming
		s    valueShape
		want bool
	}{
		{"KqzvRmwtLpxnHj", namedPassword, valueShape{quoted: true}, true}, // 14 random letters
		{"hunter2", namedPassword, valueShape{prose: true}, true},
		{"correct horse battery staple", namedPassword, valueShape{quoted: true}, true},
		{"handleRequestTimeout", namedPassword, valueShape{code: true}, false},
		{"Orchid670.xle", namedPassword, valueShape{}, true}, // a person's digits between words: no member
		{"cfg.db_password", namedPassword, valueShape{code: true}, false},
		{"db123.pass", namedPassword, valueShape{code: true}, false},
		{"user10.name", namedPassword, valueShape{code: true}, false},
		{"handleRequestTimeout", namedToken, valueShape{quoted: true}, false},
		{"Xq7mK2vL9nR4cT1w", namedToken, valueShape{}, true},
		{"3f9a1c7e5b2d8f4a6c0e", namedToken, valueShape{}, true},
		{"changeme", namedPassword, valueShape{}, false},
		{"AZURE_OPENAI_API_KEY", namedKey, valueShape{quoted: true, code: true}, false}, // a variable's name
		{"ACME_JWT_TOKEN", namedToken, valueShape{colon: true}, false},
		{"QX7MK2VL9NR4_CT1WZ5YH3JF6", namedToken, valueShape{colon: true}, true}, // no credential word ends it
		{"YOUR_API_KEY_HERE", namedToken, valueShape{}, false},
		{"dein-passwort-hier", namedPassword, valueShape{}, false},
		{"tu_contraseña", namedPassword, valueShape{}, false},
		{"LA_TUA_PASSWORD", namedPassword, valueShape{quoted: true}, false},
		{"twoje_haslo", namedPassword, valueShape{}, false},
		{"test-password", namedPassword, valueShape{quoted: true}, false},
		{"not-a-real-secret", namedToken, valueShape{quoted: true}, false},
		{"WRONG_PASSWORD", namedPassword, valueShape{quoted: true}, false},
		{"test-Falcon12!", namedPassword, valueShape{quoted: true}, true},
		{"<jouw", namedPassword, valueShape{}, false},
		{"<Falcon12!", namedPassword, valueShape{}, true},
		{"Kq7vLm2x_haslo", namedPassword, valueShape{}, true},
		{"xxxxxxxxxxxxxxxx", namedToken, valueShape{}, false},
		{"${DB_PASSWORD}", namedPassword, valueShape{}, false},
		{"<token>", namedToken, valueShape{}, false},
		{"****", namedPassword, valueShape{}, false},
		{"os.environ.get", namedPassword, valueShape{}, false},
		{"ubuntu-22.04", namedToken, valueShape{}, false},
		{"550e8400-e29b-41d4-a716-446655440000", namedKey, valueShape{}, false},
		{"550e8400-e29b-41d4-a716-446655440000", namedToken, valueShape{}, true},
		// A sigil starts a reference, or a secret that happens to start
		// with one.
		{"$gdcapi_db_password", namedPassword, valueShape{quoted: true}, false},
		{"$_POST['password']", namedPassword, valueShape{code: true}, false},
		{"#add-password", namedPassword, valueShape{quoted: true}, false},
		{"#{db_password}", namedPassword, valueShape{quoted: true}, false},
		{"%(password)s", namedPassword, valueShape{quoted: true}, false},
		{"%DB_PASS%", namedPassword, valueShape{}, false},
		{"/account/password", namedPassword, valueShape{quoted: true}, false},
		{"+ getSuffix()", namedPassword, valueShape{}, false},
		{"$oauth2Token", namedPassword, valueShape{code: true}, false},
		{"$JENKINS_TOKEN", namedPassword, valueShape{quoted: true}, false},
		{"$OTP", namedPassword, valueShape{quoted: true}, false},
		{"$QWERTY", namedPassword, valueShape{}, false},
		{"$QX7MVR2KT9ZL", namedPassword, valueShape{quoted: true}, true},
		{"Read-Host", namedPassword, valueShape{code: true}, false},
		{"ConvertFrom-SecureString", namedPassword, valueShape{code: true}, false},
		{"Falcon-Marble7", namedPassword, valueShape{code: true}, true},
		// A salt's symbols make the shapes of references by chance.
		{",<y=wxh_c5V6e^OSsgtBhrF_wR:5*32b-K+k<jHBwW.D-UaDh[Y6OP1K;[MD~4Cj", namedKey, valueShape{quoted: true}, true},
		{"dq:iO$LVZ1MB+-CC^<E>>}PvRjj<Lh.[WFfM,%D=,kFx=[*!v897p5FQq4b]ZCq+", namedKey, valueShape{quoted: true}, true},
		{"$request->input('api_key', config('app.key'))", namedToken, valueShape{code: true}, false},
		{"/Zq8vK2mT9xLr4pW7nB3cY6h", namedToken, valueShape{quoted: true}, true}, // base64 may start with '/'
		{"+Zq8vK2mT9xLr4pW7nB3cY6h", namedToken, valueShape{}, true},
		{"#Velvet99kz", namedPassword, valueShape{quoted: true}, true},
		{"%Orchid12xy", namedPassword, valueShape{}, true},
		{"@Harbor71zz", namedPassword, valueShape{quoted: true}, true},
		// Types, build tools' tokens, defaults and calls.
		{"String?", namedPassword, valueShape{colon: true}, false},
		{"char*", namedPassword, valueShape{code: true}, false},
		{"__DB_PASSWORD__", namedPassword, valueShape{quoted: true}, false},
		{"@@DB_PASSWORD@@", namedPassword, valueShape{quoted: true}, false},
		{"changeit", namedPassword, valueShape{quoted: true}, false},
		{"v1.22.3", namedPassword, valueShape{prose: true}, false},
		{"bcrypt.hashpw(password", namedPassword, valueShape{code: true}, false},
		{"generate_password(16", namedPassword, valueShape{code: true}, false},
		{"Kq(zv)Rm", namedPassword, valueShape{quoted: true}, true},
		{"$request->input('api_key')", namedToken, valueShape{code: true}, false},
		{"$this->config['secret']", namedToken, valueShape{code: true}, false},
	} {
		if got := credentialValue(tc.v, tc.n, tc.s); got != tc.want {
			t.Errorf("credentialValue(%q, %d, %+v) = %v, want %v", tc.v, tc.n, tc.s, got, tc.want)
		}
	}
}

// TestFindLinear runs Find on catastrophic inputs, a line of
// password=password=... and one of keywords alone, at two sizes, and
// requires the memory it allocates and the matches it finds to grow no
// faster than the input.
func TestFindLinear(t *testing.T) {
	for _, unit := range []string{"password=", "token key secret "} {
		var alloc [2]uint64
		var found [2]int
		for k, size := range []int{256 << 10, 1 << 20} {
			text := strings.Repeat(unit, size/len(unit))
			Default().Find(nil, text[:4096]) // build the automata
			runtime.GC()                     // and empty the scratch pool (two
			runtime.GC()                     // collections): both sizes start cold
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			found[k] = len(Default().Find(nil, text))
			runtime.ReadMemStats(&after)
			alloc[k] = after.TotalAlloc - before.TotalAlloc
		}
		if alloc[1] > 5*alloc[0]+1<<20 {
			t.Errorf("%q: Find allocated %d bytes on 256 KiB, %d on 1 MiB", unit, alloc[0], alloc[1])
		}
		if found[1] > 5*found[0]+4 {
			t.Errorf("%q: %d matches on 256 KiB, %d on 1 MiB", unit, found[0], found[1])
		}
	}
}

// TestTableContextRows checks that the table context reads the cell of
// its column in every row of the table, the rows whose cell the model
// refuses included, and no row after a line without a pipe ends it.
func TestTableContextRows(t *testing.T) {
	text := "| user | password |\n|---|---|\n| admin | Kq7vLm2x! |\n| ci | (in the vault) |\n| deploy | quillmoth |\r\n|x|\nthe end\n| bob | Xq8mw3Lp! |"
	from := strings.Index(text, "password")
	vals, next := tableContext(nil, text, from, from+len("password"))
	var got []string
	for _, v := range vals {
		got = append(got, text[v.start:v.end])
	}
	if want := []string{"Kq7vLm2x!", "quillmoth"}; !slices.Equal(got, want) {
		t.Errorf("table values %q, want %q", got, want)
	}
	if want := strings.Index(text, "\nthe end"); next != want {
		t.Errorf("next %d, want %d (the end of the table's last row)", next, want)
	}
}

// TestCSVFields splits CSV lines, quoted fields within their quotes.
func TestCSVFields(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string // nil: no such line
	}{
		{"a,b,,c", []string{"a", "b", "", "c"}},
		{`"url","user, name","say ""hi"""`, []string{"url", "user, name", `say ""hi""`}},
		{`"a",b,"c"`, []string{"a", "b", "c"}},
		{`"a,b`, nil},
		{`"a"b,c`, nil},
		{strings.Repeat("a,", maxFields), nil},
	} {
		var fs [maxFields][2]int
		n, ok := csvFields(tc.line, ',', &fs)
		var got []string
		for i := range n {
			got = append(got, tc.line[fs[i][0]:fs[i][1]])
		}
		if !ok {
			got = nil
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("csvFields(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
}

// TestFedPasswords checks the here-strings and here-documents the cli
// context reads: the password of each, none where the command reads no
// password or the document never ends, and in next, past all it read, so
// that a document that never ends is not read again from the names in it.
func TestFedPasswords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"sudo -S <<< 'Kq7vLm2x!' true", []string{"Kq7vLm2x!"}},
		{`passwd <<< $'Kq7vLm2x!\nKq7vLm2x!'`, []string{`Kq7vLm2x!\nKq7vLm2x!`}},
		{"chpasswd <<EOF\nops:Kq7vLm2x!\ndeploy:quill#moth4\nEOF\nnext", []string{"Kq7vLm2x!", "quill#moth4"}},
		{"docker login --password-stdin ghcr.io <<-END\n\tKq7vLm2x!\n\tEND", []string{"Kq7vLm2x!"}},
		{"+passwd <<EOF\n+Kq7vLm2x!\n+EOF", []string{"Kq7vLm2x!"}},
		{`cat <<< "Kq7vLm2x!"`, nil},
		{"sudo tee /etc/motd <<EOF\nKq7vLm2x!\nEOF", nil},
		{"passwd <<EOF\nKq7vLm2x!\n", nil},
	} {
		name := strings.TrimLeft(tc.text, "+")[:strings.IndexAny(strings.TrimLeft(tc.text, "+"), " ")]
		from := strings.Index(tc.text, name)
		vals, next, _ := fedPasswords(nil, tc.text, from, from+len(name))
		var got []string
		for _, v := range vals {
			got = append(got, tc.text[v.start:v.end])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("fed passwords in %q: %q, want %q", tc.text, got, tc.want)
		}
		if len(tc.want) > 0 && next < vals[len(vals)-1].end {
			t.Errorf("fed passwords in %q: next %d before the last value", tc.text, next)
		}
	}
	text := strings.Repeat("passwd <<EOF\n", 1000)
	if _, next, ok := fedPasswords(nil, text, 0, len("passwd")); !ok || next < maxBody {
		t.Errorf("a here-document that never ends: next %d, ok %v; want past the %d bytes read", next, ok, maxBody)
	}
}

// TestWrittenSecrets checks the here-documents that cat and tee write to
// a file named for a credential: each one-word line the model takes, not
// a user of letters alone, nor a PEM block's lines; nothing where the
// file is named for no secret or the operator is not a here-document's.
func TestWrittenSecrets(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"$ cat > /etc/openvpn/auth.txt <<EOF\nvpnuser\nKq7vLm2x!\nEOF", []string{"Kq7vLm2x!"}},
		{"sudo tee -a /root/.vault_pass <<'EOF'\nquill#moth4\nEOF\n", []string{"quill#moth4"}},
		{"cat <<EOF > ~/.config/app/api_token\n9fK2mQx8LrT4vBn7ZpW3\nEOF", []string{"9fK2mQx8LrT4vBn7ZpW3"}},
		{"+cat >>secrets/db_password.txt << \"END\"\n+Kq7vLm2x!\n+END", []string{"Kq7vLm2x!"}},
		{"cat > notes.txt <<EOF\nKq7vLm2x!\nEOF", nil},
		{"cat > src/upload/splitterAuth.ts <<'EOF'\nerr)\nEOF", nil}, // a source file, named for what it does
		{"cat > config/token.json <<'EOF'\nKq7vLm2x!\nEOF", nil},
		{"cat > token.txt <<EOF\nplaceholder\nEOF", nil},
		{"cat > tls/private.key <<EOF\n-----BEGIN PRIVATE KEY-----\nEOF", nil},
		{"std::cout << token << std::endl;", nil},
		{"cat > /run/secrets/token <<<\"x\"", nil},
	} {
		op := strings.Index(tc.text, "<<")
		vals, next, _ := writtenSecrets(nil, tc.text, op)
		var got []string
		for _, v := range vals {
			got = append(got, tc.text[v.start:v.end])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("written secrets in %q: %q, want %q", tc.text, got, tc.want)
		}
		if len(vals) > 0 && next < vals[len(vals)-1].end {
			t.Errorf("written secrets in %q: next %d before the last value", tc.text, next)
		}
	}
	text := "cat > /etc/openvpn/auth.txt <<EOF\nvpnuser\nKq7vLm2x!\nEOF"
	if ms := Default().Find(nil, text); !covered(text, ms, "Kq7vLm2x!") {
		t.Errorf("Find: the written password is not covered (%d matches)", len(ms))
	}
}

// TestCloudInitList checks the passwords of cloud-init's chpasswd list:
// each user's, in a block scalar or a sequence, and none past the
// module's block or of the key alone.
func TestCloudInitList(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"#cloud-config\nchpasswd:\n  list: |\n    root:Kq7vLm2x!\n    ubuntu:quill#moth4\n  expire: False\n", []string{"Kq7vLm2x!", "quill#moth4"}},
		{"chpasswd:\n  expire: false\n  list:\n    - admin:Kq7vLm2x!\nruncmd:\n  - echo done", []string{"Kq7vLm2x!"}},
		{"chpasswd:\n  expire: false\nlist: |\n  root:Kq7vLm2x!", nil},
		{"chpasswd: {expire: false}", nil},
	} {
		from := strings.Index(tc.text, "chpasswd")
		vals, next, _ := cloudInitList(nil, tc.text, from, from+len("chpasswd"))
		var got []string
		for _, v := range vals {
			got = append(got, tc.text[v.start:v.end])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("chpasswd list in %q: %q, want %q", tc.text, got, tc.want)
		}
		if len(vals) > 0 && next < vals[len(vals)-1].end {
			t.Errorf("chpasswd list in %q: next %d before the last value", tc.text, next)
		}
	}
}

// TestOperatorsHoldNoLetter guards the operator table's lookup: prefixOf
// folds ASCII case, which is plain comparison only while no operator holds
// a letter, and each is filed under its first byte.
func TestOperatorsHoldNoLetter(t *testing.T) {
	for c, ops := range operators.byFirst {
		for i, op := range ops {
			if op[0] != byte(c) || strings.IndexFunc(op, func(r rune) bool { return r < 0x80 && isLetter(byte(r)) }) >= 0 {
				t.Errorf("operator %d under byte %d: filed wrong or holds a letter", i, c)
			}
		}
	}
}

func TestNamedAfterNegation(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"no", true}, {"NOT", true}, {"Never", true}, {"nor", false}, {"note", false}, {"is", false}, {"", false},
	} {
		if got := negation(tc.w); got != tc.want {
			t.Errorf("negation(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
	if qualifier("not") || !qualifier("that's") || qualifier("p4ss") {
		t.Error("qualifier: a negation, a word with an apostrophe or a digit misread")
	}
}

// TestSharedPassphraseValueBefore checks that a value standing before its
// secret's name, farther back than a sentence names a protocol ("use v
// as secret", which usedAsValue reads), is judged without reading the
// text between them backwards.
func TestSharedPassphraseValueBefore(t *testing.T) {
	v := "office-printer-default-code-2019x"
	text := "use " + v + " as secret"
	ks := strings.Index(text, "secret")
	no := func(string, naming, valueShape) bool { return false }
	if sharedPassphrase(text, "secret", v, namedToken, ks, 4, valueShape{}, no) {
		t.Errorf("a value the model refuses was taken")
	}
}

// TestInWordJoiners: a zero-width joiner or non-joiner is inside a word
// only before a letter or a mark beyond ASCII, not before punctuation
// (a full-width colon) or an emoji.
func TestInWordJoiners(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"పాస్\u200cవర్డ్", true},
		{"pass\u200cവേഡ്", true},
		{"pass\u200c：v", false},
		{"pass\u200d💻", false},
	} {
		i := strings.Index(tc.text, "\u200c")
		if i < 0 {
			i = strings.Index(tc.text, "\u200d")
		}
		if got := inWord(tc.text, i); got != tc.want {
			t.Errorf("inWord(%+q, %d) = %v, want %v", tc.text, i, got, tc.want)
		}
	}
}
