package scrub

import (
	"encoding/base64"
	"testing"
)

// eleventhFloor is just under what the rules reach on the eleventh suite:
// recall 0.989, no partial leak, negatives intact 0.980 (before the fixes
// it was written for: 0.939, none and 0.940; 0.860 intact as first
// written, when four negatives held an internal host or a user name,
// which identity redacts by contract, and now name only what must stay).
// Left: a registry value that reg add's /d gives under a /v name, and a
// dtexec /Set of a password variable; damaged: an Azure OpenAI endpoint,
// whose resource name is taken for the tenant's (0.960 intact while a
// chat completion's chatcmpl- id was a token to generic-token).
//
// Raised at stop 28 to just under main's figures then: recall 0.994,
// negatives intact 0.980, no partial leak.
var eleventhFloor = recallFloor{recall: 0.993, intact: 0.979, maxPartial: 0}

// TestPasteEleventhRecall measures the eleventh suite, AI application
// developers' keys and Windows and enterprise credentials, kept apart as
// its author wrote it (misses included).
func TestPasteEleventhRecall(t *testing.T) {
	measureHeldOut(t, "eleventh suite", eleventhCases(pasteGen{newFakes(11)}), eleventhFloor)
}

// utf16LE is the UTF-16LE encoding of an ASCII string, as Windows setup
// encodes a password before base64 (unattend.xml with PlainText false).
func utf16LE(s string) []byte {
	b := make([]byte, 0, 2*len(s))
	for i := 0; i < len(s); i++ {
		b = append(b, s[i], 0)
	}
	return b
}

// eleventhCases are the eleventh suite, in two grounds. AI and LLM
// application developers: the keys of model vendors, inference hosts,
// vector databases and tracing services in env files, notebook cells,
// MCP server configs, proxy configs, HTTP calls, CLI output and eval
// logs. Windows and enterprise: PowerShell credentials, cmdkey, net use,
// psexec, registry exports, RDP files, unattend.xml, web.config and
// appsettings.json, user secrets, IIS app pools, Azure DevOps PATs, SQL
// Server, Oracle and ODBC connection strings, SSIS, Group Policy
// preferences and Ansible WinRM vars. The negatives are what stands next
// to them and must stay: model names, request and object ids,
// embeddings, hashes, COM class GUIDs, SIDs, thumbprints, public keys,
// references and placeholders.
func eleventhCases(g pasteGen) []pasteCase {
	pw := g.password
	b64 := base64.StdEncoding.EncodeToString
	openai := func() string { return "sk-proj-" + g.pick(urlSet, 74) + "T3BlbkFJ" + g.pick(urlSet, 74) }
	anthropic := func() string { return "sk-ant-api03-" + g.pick(urlSet, 93) + "AA" }
	gemini := func() string { return "AIza" + g.pick(urlSet, 35) }
	azure := func() string { return g.pick(hexSet, 32) }
	hf := func() string { return "hf_" + g.alnum(34) }
	groq := func() string { return "gsk_" + g.alnum(52) }
	orKey := func() string { return "sk-or-v1-" + g.pick(hexSet, 64) }
	lsKey := func() string { return "lsv2_pt_" + g.pick(hexSet, 32) + "_" + g.pick(hexSet, 10) }
	pinecone := func() string { return "pcsk_" + g.alnum(5) + "_" + g.alnum(63) }
	wandb := func() string { return g.pick(hexSet, 40) }
	ngrok := func() string { return "2" + g.alnum(26) + "_" + g.alnum(21) }
	adoPAT := func() string { return g.pick(lowerSet+"234567", 52) }
	uuid := func() string {
		return g.pick(hexSet, 8) + "-" + g.pick(hexSet, 4) + "-4" + g.pick(hexSet, 3) + "-a" + g.pick(hexSet, 3) + "-" + g.pick(hexSet, 12)
	}
	upperHex := digitSet + "ABCDEF"
	thumbprint := g.pick(upperHex, 40)

	envFile := map[string]string{"openai": openai(), "anthropic": anthropic(), "langsmith": lsKey(), "pinecone": pinecone()}
	llmEnv := "# .env.local\nOPENAI_API_KEY=" + envFile["openai"] + "\nANTHROPIC_API_KEY=" + envFile["anthropic"] +
		"\nLANGCHAIN_TRACING_V2=true\nLANGCHAIN_ENDPOINT=https://api.smith.langchain.com\nLANGCHAIN_API_KEY=" + envFile["langsmith"] +
		"\nLANGCHAIN_PROJECT=rag-eval\nPINECONE_API_KEY=" + envFile["pinecone"] + "\nPINECONE_INDEX=docs-v2\n"

	mcpGitHub := "ghp_" + g.alnum(36)
	mcpJSON := "{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n" +
		"      \"env\": {\n        \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"{S}\"\n      }\n    }\n  }\n}"
	litellm := "model_list:\n  - model_name: gpt-4o\n    litellm_params:\n      model: azure/gpt-4o-prod\n      api_base: https://contoso-eastus.openai.azure.com/\n" +
		"      api_key: {S}\n      api_version: \"2024-08-01-preview\"\n"

	unattendPw := pw()
	unattendB64 := b64(utf16LE(unattendPw + "Password"))
	adminPw := pw()
	rdpBlob := "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + g.pick(upperHex, 560)
	machineKey := g.pick(upperHex, 128)
	webConfigPw := pw()
	webConfig := "<configuration>\n  <connectionStrings>\n    <add name=\"DefaultConnection\" connectionString=\"Data Source=SQL01\\PROD;Initial Catalog=Orders;User ID=orders_app;Password={S};MultipleActiveResultSets=True\" providerName=\"System.Data.SqlClient\" />\n  </connectionStrings>\n</configuration>"
	appsettings := "{\n  \"ConnectionStrings\": {\n    \"Default\": \"Server=tcp:contoso-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmadmin;Password={S};Encrypt=True;\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Information\" } }\n}"

	return []pasteCase{
		// Model vendors' keys in env files and shells.
		pos("eleventh-llm-env", "openai-export", "export OPENAI_API_KEY={S}", openai()),
		pos("eleventh-llm-env", "openai-legacy", "OPENAI_API_KEY=\"{S}\"", "sk-"+g.alnum(20)+"T3BlbkFJ"+g.alnum(20)),
		pos("eleventh-llm-env", "openai-svcacct", "OPENAI_API_KEY={S}", "sk-svcacct-"+g.pick(urlSet, 74)+"T3BlbkFJ"+g.pick(urlSet, 74)),
		pos("eleventh-llm-env", "openai-admin", "export OPENAI_ADMIN_KEY={S}", "sk-admin-"+g.pick(urlSet, 74)+"T3BlbkFJ"+g.pick(urlSet, 74)),
		pos("eleventh-llm-env", "anthropic-export", "export ANTHROPIC_API_KEY={S}", anthropic()),
		pos("eleventh-llm-env", "anthropic-admin", "ANTHROPIC_ADMIN_KEY={S}", "sk-ant-admin01-"+g.pick(urlSet, 93)+"AA"),
		pos("eleventh-llm-env", "gemini", "GEMINI_API_KEY={S}", gemini()),
		pos("eleventh-llm-env", "google-genai", "export GOOGLE_API_KEY='{S}'", gemini()),
		pos("eleventh-llm-env", "azure-openai", "AZURE_OPENAI_API_KEY={S}\nAZURE_OPENAI_ENDPOINT=https://contoso-eastus.openai.azure.com/", azure()),
		pos("eleventh-llm-env", "mistral", "MISTRAL_API_KEY={S}", g.alnum(32)),
		pos("eleventh-llm-env", "groq", "export GROQ_API_KEY={S}", groq()),
		pos("eleventh-llm-env", "together-hex", "TOGETHER_API_KEY={S}", g.pick(hexSet, 64)),
		pos("eleventh-llm-env", "together-tgp", "TOGETHER_API_KEY={S}", "tgp_v1_"+g.pick(urlSet, 43)),
		pos("eleventh-llm-env", "replicate", "export REPLICATE_API_TOKEN={S}", "r8_"+g.alnum(37)),
		pos("eleventh-llm-env", "hf-token", "HF_TOKEN={S}", hf()),
		pos("eleventh-llm-env", "hf-hub-token", "export HUGGING_FACE_HUB_TOKEN={S}", hf()),
		pos("eleventh-llm-env", "cohere", "CO_API_KEY={S}", g.alnum(40)),
		pos("eleventh-llm-env", "cohere-long", "COHERE_API_KEY={S}", g.alnum(40)),
		pos("eleventh-llm-env", "deepseek", "DEEPSEEK_API_KEY={S}", "sk-"+g.pick(hexSet, 32)),
		pos("eleventh-llm-env", "openrouter", "OPENROUTER_API_KEY={S}", orKey()),
		pos("eleventh-llm-env", "xai", "XAI_API_KEY={S}", "xai-"+g.alnum(80)),
		pos("eleventh-llm-env", "fireworks", "FIREWORKS_API_KEY={S}", "fw_"+g.alnum(24)),
		pos("eleventh-llm-env", "perplexity", "PERPLEXITY_API_KEY={S}", "pplx-"+g.alnum(48)),
		pos("eleventh-llm-env", "env-file-openai", llmEnv, envFile["openai"]),
		pos("eleventh-llm-env", "env-file-anthropic", llmEnv, envFile["anthropic"]),
		pos("eleventh-llm-env", "env-file-langsmith", llmEnv, envFile["langsmith"]),
		pos("eleventh-llm-env", "env-file-pinecone", llmEnv, envFile["pinecone"]),
		pos("eleventh-llm-env", "langsmith-export", "export LANGSMITH_API_KEY={S}", "lsv2_sk_"+g.pick(hexSet, 32)+"_"+g.pick(hexSet, 10)),
		pos("eleventh-llm-env", "fish-set", "set -gx OPENAI_API_KEY {S}", openai()),
		pos("eleventh-llm-env", "powershell-env", "$env:ANTHROPIC_API_KEY=\"{S}\"", anthropic()),
		pos("eleventh-llm-env", "setx", "setx OPENAI_API_KEY \"{S}\"", openai()),
		pos("eleventh-llm-env", "direnv", "# .envrc\nexport MISTRAL_API_KEY={S}\nlayout python", g.alnum(32)),

		// Vector databases, tracing, GPUs and tunnels.
		pos("eleventh-infra", "pinecone-legacy-uuid", "PINECONE_API_KEY={S}\nPINECONE_ENVIRONMENT=us-west1-gcp", uuid()),
		pos("eleventh-infra", "pinecone-client", "pc = Pinecone(api_key=\"{S}\")", pinecone()),
		pos("eleventh-infra", "qdrant-client", "client = QdrantClient(url=\"https://a1b2c3.eu-central-1-0.aws.cloud.qdrant.io:6333\", api_key=\"{S}\")", g.pick(urlSet, 54)),
		pos("eleventh-infra", "qdrant-curl", "curl -X GET https://a1b2c3.us-east4-0.gcp.cloud.qdrant.io:6333/collections --header 'api-key: {S}'", g.pick(urlSet, 54)),
		pos("eleventh-infra", "weaviate", "client = weaviate.connect_to_weaviate_cloud(cluster_url=URL, auth_credentials=Auth.api_key(\"{S}\"))", g.alnum(40)),
		pos("eleventh-infra", "weaviate-env", "WEAVIATE_API_KEY={S}", g.alnum(40)),
		pos("eleventh-infra", "milvus-token", "client = MilvusClient(uri=\"https://in03-abc.api.gcp-us-west1.zillizcloud.com\", token=\"{S}\")", g.pick(hexSet, 104)),
		pos("eleventh-infra", "milvus-userpass", "client = MilvusClient(uri=\"http://milvus:19530\", token=\"root:{S}\")", pw()),
		pos("eleventh-infra", "wandb-env", "WANDB_API_KEY={S}", wandb()),
		pos("eleventh-infra", "wandb-login", "wandb login {S}", wandb()),
		pos("eleventh-infra", "wandb-netrc", "machine api.wandb.ai\n  login user\n  password {S}", wandb()),
		pos("eleventh-infra", "modal-toml-id", "[default]\ntoken_id = {S}\ntoken_secret = as-"+g.alnum(22), "ak-"+g.alnum(22)),
		pos("eleventh-infra", "modal-toml-secret", "[default]\ntoken_id = ak-"+g.alnum(22)+"\ntoken_secret = {S}", "as-"+g.alnum(22)),
		pos("eleventh-infra", "modal-set", "modal token set --token-id ak-"+g.alnum(22)+" --token-secret {S}", "as-"+g.alnum(22)),
		pos("eleventh-infra", "runpod", "RUNPOD_API_KEY={S}", "rpa_"+g.pick(upperSet+digitSet, 44)),
		pos("eleventh-infra", "runpod-config", "runpodctl config --apiKey {S}", "rpa_"+g.pick(upperSet+digitSet, 44)),
		pos("eleventh-infra", "ngrok-add", "ngrok config add-authtoken {S}", ngrok()),
		pos("eleventh-infra", "ngrok-yml", "version: \"2\"\nauthtoken: {S}\ntunnels:\n  web:\n    proto: http\n    addr: 8000", ngrok()),
		pos("eleventh-infra", "ngrok-env", "NGROK_AUTHTOKEN={S} ngrok http 3000", ngrok()),
		pos("eleventh-infra", "vllm-serve", "vllm serve meta-llama/Llama-3.1-8B-Instruct --port 8000 --api-key {S}", g.alnum(32)),
		pos("eleventh-infra", "vllm-env", "VLLM_API_KEY={S} python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen2.5-7B-Instruct", g.alnum(24)),
		pos("eleventh-infra", "ollama-proxy", "OLLAMA_API_KEY={S}\nOLLAMA_HOST=0.0.0.0:11434", g.alnum(32)),
		pos("eleventh-infra", "langfuse-secret", "LANGFUSE_SECRET_KEY={S}\nLANGFUSE_PUBLIC_KEY=pk-lf-"+uuid(), "sk-lf-"+uuid()),
		pos("eleventh-infra", "hf-login", "huggingface-cli login --token {S}", hf()),
		pos("eleventh-infra", "hf-git-url", "git clone https://user:{S}@huggingface.co/datasets/acme/private-evals", hf()),

		// Notebook cells and source.
		pos("eleventh-notebook", "environ-assign", "import os\nos.environ[\"OPENAI_API_KEY\"] = \"{S}\"", openai()),
		pos("eleventh-notebook", "environ-single", "os.environ['ANTHROPIC_API_KEY'] = '{S}'", anthropic()),
		pos("eleventh-notebook", "env-magic", "%env OPENAI_API_KEY={S}", openai()),
		pos("eleventh-notebook", "bang-export", "!export HF_TOKEN={S}", hf()),
		pos("eleventh-notebook", "client-kwarg", "client = OpenAI(api_key=\"{S}\")", openai()),
		pos("eleventh-notebook", "anthropic-kwarg", "client = anthropic.Anthropic(\n    api_key=\"{S}\",\n)", anthropic()),
		pos("eleventh-notebook", "genai-configure", "genai.configure(api_key=\"{S}\")", gemini()),
		pos("eleventh-notebook", "azure-kwarg", "client = AzureOpenAI(\n    azure_endpoint=\"https://contoso.openai.azure.com/\",\n    api_key=\"{S}\",\n    api_version=\"2024-06-01\",\n)", azure()),
		pos("eleventh-notebook", "langchain-kwarg", "llm = ChatOpenAI(model=\"gpt-4o-mini\", openai_api_key=\"{S}\")", openai()),
		pos("eleventh-notebook", "mistral-kwarg", "client = Mistral(api_key=\"{S}\")", g.alnum(32)),
		pos("eleventh-notebook", "cohere-positional", "co = cohere.ClientV2(\"{S}\")", g.alnum(40)),
		pos("eleventh-notebook", "hf-login-call", "from huggingface_hub import login\nlogin(token=\"{S}\")", hf()),
		pos("eleventh-notebook", "js-client", "const openai = new OpenAI({ apiKey: \"{S}\" });", openai()),
		pos("eleventh-notebook", "ts-const", "const ANTHROPIC_KEY = '{S}';", anthropic()),
		pos("eleventh-notebook", "colab-cell-output", "In [3]: os.environ.get(\"GROQ_API_KEY\")\nOut[3]: '{S}'", groq()),
		pos("eleventh-notebook", "ipynb-json", "{\"cell_type\": \"code\", \"source\": [\"os.environ[\\\"OPENAI_API_KEY\\\"] = \\\"{S}\\\"\\n\"]}", openai()),
		pos("eleventh-notebook", "secrets-toml", "# .streamlit/secrets.toml\nOPENAI_API_KEY = \"{S}\"", openai()),

		// MCP server configs and agent settings.
		pos("eleventh-mcp", "cursor-mcp-github", mcpJSON, mcpGitHub),
		pos("eleventh-mcp", "claude-desktop-brave", "{\n  \"mcpServers\": {\n    \"brave-search\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-brave-search\"],\n      \"env\": { \"BRAVE_API_KEY\": \"{S}\" }\n    }\n  }\n}", "BSA"+g.alnum(28)),
		pos("eleventh-mcp", "args-api-key", "{\"mcpServers\":{\"firecrawl\":{\"command\":\"npx\",\"args\":[\"-y\",\"firecrawl-mcp\",\"--api-key\",\"{S}\"]}}}", "fc-"+g.pick(hexSet, 32)),
		pos("eleventh-mcp", "headers-bearer", "{\n  \"mcpServers\": {\n    \"linear\": {\n      \"url\": \"https://mcp.linear.app/sse\",\n      \"headers\": { \"Authorization\": \"Bearer {S}\" }\n    }\n  }\n}", "lin_api_"+g.alnum(40)),
		pos("eleventh-mcp", "postgres-dsn-arg", "\"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://app:{S}@db.internal:5432/app\"]", g.urlPassword()),
		pos("eleventh-mcp", "claude-mcp-add", "claude mcp add sentry -e SENTRY_AUTH_TOKEN={S} -- npx @sentry/mcp-server", "sntrys_"+g.alnum(60)),
		pos("eleventh-mcp", "slack-bot-env", "\"env\": {\n  \"SLACK_BOT_TOKEN\": \"{S}\",\n  \"SLACK_TEAM_ID\": \"T01234567\"\n}", "xoxb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("eleventh-mcp", "settings-apikeyhelper", "{\n  \"env\": {\n    \"ANTHROPIC_AUTH_TOKEN\": \"{S}\"\n  }\n}", anthropic()),
		pos("eleventh-mcp", "codex-toml", "[mcp_servers.exa]\ncommand = \"npx\"\nargs = [\"-y\", \"exa-mcp-server\"]\nenv = { \"EXA_API_KEY\" = \"{S}\" }", uuid()),
		pos("eleventh-mcp", "litellm-api-key", litellm, azure()),
		pos("eleventh-mcp", "litellm-master", "general_settings:\n  master_key: {S}\n  database_url: postgresql://llm:llm@db:5432/litellm", "sk-"+g.alnum(22)),
		pos("eleventh-mcp", "litellm-virtual-key", "curl http://0.0.0.0:4000/chat/completions -H \"Authorization: Bearer {S}\" -d '{\"model\": \"gpt-4o\"}'", "sk-"+g.pick(urlSet, 22)),

		// HTTP calls and what tools print.
		pos("eleventh-http", "anthropic-curl", "curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: {S}\" \\\n  -H \"anthropic-version: 2023-06-01\"", anthropic()),
		pos("eleventh-http", "azure-api-key-header", "curl \"https://contoso.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01\" -H \"api-key: {S}\"", azure()),
		pos("eleventh-http", "gemini-query", "curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={S}\"", gemini()),
		pos("eleventh-http", "goog-header", "x-goog-api-key: {S}", gemini()),
		pos("eleventh-http", "openai-bearer", "curl https://api.openai.com/v1/models -H \"Authorization: Bearer {S}\"", openai()),
		pos("eleventh-http", "python-headers", "headers = {\"Authorization\": f\"Bearer {S}\", \"Content-Type\": \"application/json\"}", groq()),
		pos("eleventh-http", "httpie", "http POST api.together.xyz/v1/chat/completions Authorization:\"Bearer {S}\"", g.pick(hexSet, 64)),
		pos("eleventh-http", "request-dump", "> POST /v1/messages HTTP/1.1\n> Host: api.anthropic.com\n> x-api-key: {S}\n> content-type: application/json", anthropic()),
		pos("eleventh-http", "replicate-token-header", "curl -s -H \"Authorization: Token {S}\" https://api.replicate.com/v1/predictions", "r8_"+g.alnum(37)),
		pos("eleventh-http", "cli-echo", "$ aider --model sonnet\nUsing ANTHROPIC_API_KEY={S}\nAider v0.62.1", anthropic()),
		pos("eleventh-http", "debug-log", "DEBUG:openai._base_client:Request options: {'method': 'post', 'url': '/chat/completions', 'headers': {'Authorization': 'Bearer {S}'}}", openai()),
		pos("eleventh-http", "eval-log", "2026-11-30 10:02:11 INFO lm_eval.evaluator: model_args=pretrained=gpt-4o,api_key={S},max_tokens=512", openai()),
		pos("eleventh-http", "inspect-args", "inspect eval arc.py --model openai/gpt-4o -M api_key={S}", openai()),
		pos("eleventh-http", "stack-trace-key", "openai.AuthenticationError: Error code: 401 - invalid key passed: api_key='{S}'", "sk-"+g.pick(urlSet, 48)),
		pos("eleventh-http", "printenv", "$ printenv | grep KEY\nOPENROUTER_API_KEY={S}\nKEYTIMEOUT=1", orKey()),
		pos("eleventh-http", "docker-env", "docker run -e HUGGING_FACE_HUB_TOKEN={S} -p 8080:80 ghcr.io/huggingface/text-generation-inference:2.4 --model-id mistralai/Mistral-7B-v0.1", hf()),

		// PowerShell.
		pos("eleventh-ps", "securestring-string", "$secpasswd = ConvertTo-SecureString -String \"{S}\" -AsPlainText -Force", pw()),
		pos("eleventh-ps", "pscredential-inline", "$cred = New-Object System.Management.Automation.PSCredential (\"CORP\\svc_build\", (ConvertTo-SecureString \"{S}\" -AsPlainText -Force))", pw()),
		pos("eleventh-ps", "pscredential-new", "$cred = [pscredential]::new('admin', (ConvertTo-SecureString -AsPlainText -Force '{S}'))", pw()),
		pos("eleventh-ps", "password-var", "$User = \"CORP\\sqladmin\"\n$Password = \"{S}\"\n$cred = New-Object PSCredential -ArgumentList $User, (ConvertTo-SecureString $Password -AsPlainText -Force)", pw()),
		pos("eleventh-ps", "invoke-command", "Invoke-Command -ComputerName APP01 -Credential (New-Object PSCredential 'CORP\\ops', (ConvertTo-SecureString '{S}' -AsPlainText -Force)) -ScriptBlock { Restart-Service W3SVC }", pw()),
		pos("eleventh-ps", "splat-password", "$params = @{\n    Name = 'svc_report'\n    AccountPassword = (ConvertTo-SecureString '{S}' -AsPlainText -Force)\n    Enabled = $true\n}\nNew-ADUser @params", pw()),
		pos("eleventh-ps", "set-adaccountpassword", "Set-ADAccountPassword -Identity jdoe -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \"{S}\" -Force)", pw()),
		pos("eleventh-ps", "new-localuser", "New-LocalUser -Name \"kiosk\" -Password (ConvertTo-SecureString \"{S}\" -AsPlainText -Force)", pw()),
		pos("eleventh-ps", "ps-env-ado", "$env:AZURE_DEVOPS_EXT_PAT = '{S}'", adoPAT()),
		pos("eleventh-ps", "ps-headers", "$headers = @{ Authorization = \"Bearer {S}\" }\nInvoke-RestMethod -Uri $uri -Headers $headers", g.jwt()),
		pos("eleventh-ps", "ps-basic-ado", "$base64 = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(\":{S}\"))", adoPAT()),

		// cmdkey, net use, psexec, runas's neighbours.
		pos("eleventh-win-cli", "cmdkey-add", "cmdkey /add:fileserver01 /user:CORP\\jdoe /pass:{S}", pw()),
		pos("eleventh-win-cli", "cmdkey-generic", "cmdkey /generic:TERMSRV/rdp01.corp.local /user:CORP\\admin /pass:\"{S}\"", pw()),
		pos("eleventh-win-cli", "net-use-pass-first", "net use Z: \\\\fs01\\finance {S} /user:CORP\\jdoe /persistent:yes", pw()),
		pos("eleventh-win-cli", "net-use-ip", "net use \\\\10.1.2.3\\IPC$ /user:WORKGROUP\\Administrator {S}", pw()),
		pos("eleventh-win-cli", "net-user-add", "net user svc_backup {S} /add /domain", pw()),
		pos("eleventh-win-cli", "psexec", "psexec \\\\srv-app02 -u CORP\\deploy -p {S} -h cmd /c ipconfig", pw()),
		pos("eleventh-win-cli", "sqlcmd", "sqlcmd -S SQL01\\PROD -U sa -P {S} -Q \"SELECT @@VERSION\"", pw()),
		pos("eleventh-win-cli", "schtasks", "schtasks /create /tn Backup /tr C:\\scripts\\backup.cmd /sc daily /ru CORP\\svc_backup /rp {S}", pw()),
		pos("eleventh-win-cli", "sc-config", "sc.exe config MyService obj= \"CORP\\svc_app\" password= \"{S}\"", pw()),
		pos("eleventh-win-cli", "appcmd-apppool", "%windir%\\system32\\inetsrv\\appcmd set apppool /apppool.name:OrdersPool /processModel.identityType:SpecificUser /processModel.userName:CORP\\svc_orders /processModel.password:{S}", pw()),
		pos("eleventh-win-cli", "wmic", "wmic /node:10.0.0.12 /user:CORP\\admin /password:{S} process call create \"cmd.exe\"", pw()),
		pos("eleventh-win-cli", "dtexec", "dtexec /F LoadSales.dtsx /De {S} /Rep E", pw()),
		pos("eleventh-win-cli", "dtexec-set", "dtexec /ISServer \"\\SSISDB\\ETL\\Sales\\Load.dtsx\" /Server SQL01 /Set \\Package.Variables[User::DbPassword].Value;{S}", pw()),
		pos("eleventh-win-cli", "evil-winrm", "evil-winrm -i 10.10.10.5 -u Administrator -p '{S}'", pw()),
		pos("eleventh-win-cli", "xfreerdp", "xfreerdp /v:rdp01.corp.local /u:CORP\\jdoe /p:{S} /cert:ignore", pw()),

		// Registry, RDP, unattend, GPP.
		pos("eleventh-win-file", "reg-winlogon", "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"1\"\n\"DefaultUserName\"=\"kiosk\"\n\"DefaultPassword\"=\"{S}\"", pw()),
		pos("eleventh-win-file", "reg-add", "reg add \"HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon\" /v DefaultPassword /t REG_SZ /d \"{S}\" /f", pw()),
		pos("eleventh-win-file", "reg-app-secret", "[HKEY_CURRENT_USER\\Software\\Acme\\Sync]\n\"ServerUrl\"=\"https://sync.acme.example\"\n\"ApiToken\"=\"{S}\"", g.alnum(40)),
		pos("eleventh-win-file", "rdp-password-blob", "full address:s:rdp01.corp.local\nusername:s:CORP\\jdoe\npassword 51:b:{S}\nscreen mode id:i:2", rdpBlob),
		pos("eleventh-win-file", "unattend-plaintext", "<AutoLogon>\n  <Password>\n    <Value>{S}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Enabled>true</Enabled>\n  <Username>Administrator</Username>\n</AutoLogon>", unattendPw),
		pos("eleventh-win-file", "unattend-encoded", "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{S}</Value>\n    <PlainText>false</PlainText>\n  </AdministratorPassword>\n</UserAccounts>", unattendB64),
		pos("eleventh-win-file", "unattend-local-account", "<LocalAccount wcm:action=\"add\">\n  <Password>\n    <Value>{S}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Name>labadmin</Name>\n</LocalAccount>", adminPw),
		pos("eleventh-win-file", "gpp-cpassword", "<User clsid=\"{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}\" name=\"LocalAdmin\"><Properties action=\"U\" newName=\"\" fullName=\"\" description=\"\" cpassword=\"{S}\" changeLogon=\"0\" noChange=\"0\" neverExpires=\"1\" acctDisabled=\"0\" userName=\"LocalAdmin\"/></User>", g.pick(base64Chars, 43)),
		pos("eleventh-win-file", "gpp-scheduled-task", "<Properties action=\"C\" name=\"Cleanup\" runAs=\"CORP\\svc_task\" cpassword=\"{S}\" logonType=\"Password\"/>", g.pick(base64Chars, 64)),
		pos("eleventh-win-file", "ansible-winrm-yaml", "ansible_user: Administrator\nansible_password: {S}\nansible_connection: winrm\nansible_winrm_transport: ntlm", pw()),
		pos("eleventh-win-file", "ansible-winrm-ini", "[windows]\nweb01.corp.local ansible_user=CORP\\deploy ansible_password={S} ansible_connection=winrm ansible_port=5986", pw()),
		pos("eleventh-win-file", "ansible-become", "ansible_become_method: runas\nansible_become_user: CORP\\svc_admin\nansible_become_pass: \"{S}\"", pw()),
		pos("eleventh-win-file", "ansible-winrm-password", "ansible_winrm_password: '{S}'", pw()),
		pos("eleventh-win-file", "ansible-extra-vars", "ansible-playbook site.yml -e \"ansible_password={S}\"", pw()),

		// .NET configuration.
		pos("eleventh-dotnet", "web-config-connstring", webConfig, webConfigPw),
		pos("eleventh-dotnet", "web-config-appsetting", "<appSettings>\n  <add key=\"SmtpServer\" value=\"smtp.corp.local\" />\n  <add key=\"SmtpPassword\" value=\"{S}\" />\n</appSettings>", pw()),
		pos("eleventh-dotnet", "web-config-apikey", "<appSettings>\n  <add key=\"PaymentGateway.ApiKey\" value=\"{S}\" />\n</appSettings>", g.alnum(32)),
		pos("eleventh-dotnet", "web-config-identity", "<identity impersonate=\"true\" userName=\"CORP\\svc_web\" password=\"{S}\" />", pw()),
		pos("eleventh-dotnet", "machine-key", "<machineKey validationKey=\"{S}\" decryptionKey=\"B9C4A0E7D1F3\" validation=\"HMACSHA256\" decryption=\"AES\" />", machineKey),
		pos("eleventh-dotnet", "machine-key-decryption", "<machineKey validationKey=\"AutoGenerate,IsolateApps\" decryptionKey=\"{S}\" validation=\"SHA1\" />", g.pick(upperHex, 48)),
		pos("eleventh-dotnet", "appsettings-connstring", appsettings, pw()),
		pos("eleventh-dotnet", "appsettings-jwt", "{\n  \"Jwt\": {\n    \"Issuer\": \"https://auth.contoso.com\",\n    \"Key\": \"{S}\"\n  }\n}", g.pick(base64Chars, 44)),
		pos("eleventh-dotnet", "appsettings-sendgrid", "\"SendGrid\": {\n  \"ApiKey\": \"{S}\"\n}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("eleventh-dotnet", "appsettings-azure-ad", "\"AzureAd\": {\n  \"Instance\": \"https://login.microsoftonline.com/\",\n  \"TenantId\": \""+uuid()+"\",\n  \"ClientId\": \""+uuid()+"\",\n  \"ClientSecret\": \"{S}\"\n}", g.pick(urlSet+"~.", 3)+"8Q~"+g.pick(urlSet+"~.", 34)),
		pos("eleventh-dotnet", "user-secrets-set", "dotnet user-secrets set \"Stripe:SecretKey\" \"{S}\"", "sk_test_"+g.alnum(24)),
		pos("eleventh-dotnet", "user-secrets-set-conn", "dotnet user-secrets set \"ConnectionStrings:Default\" \"Server=(localdb)\\mssqllocaldb;Database=App;User Id=app;Password={S}\"", pw()),
		pos("eleventh-dotnet", "secrets-json", "// %APPDATA%\\Microsoft\\UserSecrets\\"+uuid()+"\\secrets.json\n{\n  \"OpenAI:ApiKey\": \"{S}\"\n}", openai()),
		pos("eleventh-dotnet", "secrets-list", "$ dotnet user-secrets list\nMovies:ServiceApiKey = {S}\nMovies:ConnectionString = Server=(localdb)\\mssqllocaldb;Database=Movie;Trusted_Connection=True", g.alnum(32)),
		pos("eleventh-dotnet", "apphost-config", "<add name=\"OrdersPool\">\n  <processModel identityType=\"SpecificUser\" userName=\"CORP\\svc_orders\" password=\"{S}\" />\n</add>", pw()),

		// Azure DevOps and git.
		pos("eleventh-ado", "pat-git-url", "git clone https://jdoe:{S}@dev.azure.com/contoso/Payments/_git/payments-api", adoPAT()),
		pos("eleventh-ado", "pat-git-url-org", "git remote add origin https://{S}@contoso.visualstudio.com/DefaultCollection/_git/infra", adoPAT()),
		pos("eleventh-ado", "pat-az-devops-login", "echo {S} | az devops login --organization https://dev.azure.com/contoso", adoPAT()),
		pos("eleventh-ado", "pat-env", "AZURE_DEVOPS_EXT_PAT={S}", adoPAT()),
		pos("eleventh-ado", "pat-nuget", "dotnet nuget add source https://pkgs.dev.azure.com/contoso/_packaging/feed/nuget/v3/index.json -n feed -u build -p {S} --store-password-in-clear-text", adoPAT()),
		pos("eleventh-ado", "pat-npmrc", "//pkgs.dev.azure.com/contoso/_packaging/npm-feed/npm/registry/:_password={S}", b64([]byte(adoPAT()))),
		pos("eleventh-ado", "extraheader", "git -c http.extraheader=\"AUTHORIZATION: basic {S}\" clone https://dev.azure.com/contoso/App/_git/app", b64([]byte(":"+adoPAT()))),

		// SQL Server, Oracle, ODBC.
		pos("eleventh-db", "sqlserver-pwd", "Server=SQL01;Database=Sales;Uid=report;Pwd={S};", pw()),
		pos("eleventh-db", "sqlserver-lower", "data source=10.20.0.15,1433;initial catalog=hr;user id=hr_app;password={S};TrustServerCertificate=true", pw()),
		pos("eleventh-db", "odbc-driver", "Driver={ODBC Driver 18 for SQL Server};Server=tcp:sql01.corp.local,1433;Database=Ops;UID=ops_ro;PWD={S};Encrypt=yes;", pw()),
		pos("eleventh-db", "odbc-braced-pwd", "DRIVER={SQL Server};SERVER=SQL02;DATABASE=Legacy;UID=legacy;PWD={{S}};", pw()),
		pos("eleventh-db", "odbc-ini", "[SalesDSN]\nDriver = ODBC Driver 17 for SQL Server\nServer = sql01.corp.local\nDatabase = Sales\nUID = etl_user\nPWD = {S}", pw()),
		pos("eleventh-db", "pyodbc", "conn = pyodbc.connect(\"DSN=SalesDSN;UID=etl_user;PWD={S}\")", pw()),
		pos("eleventh-db", "sqlplus", "sqlplus scott/{S}@//db01.corp.local:1521/ORCLPDB1", pw()),
		pos("eleventh-db", "sqlplus-sys", "sqlplus sys/{S}@ORCL as sysdba", pw()),
		pos("eleventh-db", "expdp", "expdp system/{S}@PROD schemas=HR directory=DATA_PUMP_DIR dumpfile=hr.dmp", pw()),
		pos("eleventh-db", "oracle-odp", "User Id=APPS;Password={S};Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora01)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=EBS)));", pw()),
		pos("eleventh-db", "jdbc-oracle-thin", "spring.datasource.url=jdbc:oracle:thin:app/{S}@ora01.corp.local:1521:ORCL", pw()),
		pos("eleventh-db", "oracle-wallet-mkstore", "mkstore -wrl /u01/app/wallet -createCredential PROD app {S}", pw()),
		pos("eleventh-db", "ssis-connmgr", "<DTS:ConnectionManager DTS:ConnectionString=\"Data Source=SQL01;User ID=etl;Password={S};Initial Catalog=Stage;Provider=SQLNCLI11.1;\" />", pw()),
		pos("eleventh-db", "sqlalchemy-mssql", "engine = create_engine(\"mssql+pyodbc://sa:{S}@sql01:1433/master?driver=ODBC+Driver+18+for+SQL+Server\")", g.urlPassword()),
		pos("eleventh-db", "invoke-sqlcmd", "Invoke-Sqlcmd -ServerInstance SQL01 -Database Ops -Username ops -Password '{S}' -Query 'SELECT 1'", pw()),

		// Negatives: model names, ids, vectors, hashes.
		neg("eleventh-neg-llm", "model-names", "model: claude-3-5-sonnet-20241022  # fallback gpt-4o-2024-08-06, mistral-large-latest", ""),
		neg("eleventh-neg-llm", "hf-model-id", "model_id = \"meta-llama/Llama-3.1-8B-Instruct\"\ntokenizer = AutoTokenizer.from_pretrained(model_id)", ""),
		neg("eleventh-neg-llm", "chat-completion-id", "{\"id\": \"chatcmpl-"+g.alnum(29)+"\", \"object\": \"chat.completion\", \"model\": \"gpt-4o-mini-2024-07-18\"}", ""),
		neg("eleventh-neg-llm", "anthropic-msg-id", "{\"id\":\"msg_01"+g.alnum(22)+"\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-sonnet-4-20250514\"}", ""),
		neg("eleventh-neg-llm", "request-id-header", "< request-id: req_011C"+g.alnum(20)+"\n< anthropic-ratelimit-requests-remaining: 49", ""),
		neg("eleventh-neg-llm", "openai-file-id", "uploaded file-"+g.alnum(22)+" for batch batch_"+g.pick(hexSet, 32), ""),
		neg("eleventh-neg-llm", "assistant-ids", "assistant_id=asst_"+g.alnum(24)+" thread_id=thread_"+g.alnum(24), ""),
		neg("eleventh-neg-llm", "embedding", "{\"object\": \"embedding\", \"index\": 0, \"embedding\": [-0.006929283, -0.005336422, 0.024047505, -0.003045982, 0.012331879]}", ""),
		neg("eleventh-neg-llm", "usage", "usage: {\"input_tokens\": 2095, \"output_tokens\": 503, \"cache_read_input_tokens\": 1800}", ""),
		neg("eleventh-neg-llm", "model-sha", "model.safetensors: sha256 "+g.pick(hexSet, 64), "model.safetensors: sha256"),
		neg("eleventh-neg-llm", "anthropic-version", "-H \"anthropic-version: 2023-06-01\" -H \"anthropic-beta: prompt-caching-2024-07-31\"", ""),
		neg("eleventh-neg-llm", "azure-endpoint", "AZURE_OPENAI_ENDPOINT=https://contoso-eastus.openai.azure.com/\nAZURE_OPENAI_DEPLOYMENT=gpt-4o\nOPENAI_API_VERSION=2024-08-01-preview", ""),
		neg("eleventh-neg-llm", "ngrok-forwarding", "Forwarding  https://7c3a-81-2-69-142.ngrok-free.app -> http://localhost:8000", ""),
		neg("eleventh-neg-llm", "pinecone-host", "index = pc.Index(host=\"https://docs-v2-abc1234.svc.aped-4627-b74a.pinecone.io\")", ""),
		neg("eleventh-neg-llm", "wandb-run", "wandb: Syncing run crisp-sun-42\nwandb: View run at https://wandb.ai/acme/rag-eval/runs/3k9x2m1p", ""),
		neg("eleventh-neg-llm", "hf-env-paths", "HF_HOME=/data/hf\nHF_HUB_ENABLE_HF_TRANSFER=1\nTRANSFORMERS_OFFLINE=0", ""),
		neg("eleventh-neg-llm", "masked-key-error", "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************a1B2.', 'code': 'invalid_api_key'}}", ""),
		neg("eleventh-neg-llm", "langfuse-public", "LANGFUSE_HOST=https://cloud.langfuse.com\nLANGFUSE_PUBLIC_KEY=pk-lf-"+uuid(), ""),

		// Negatives: placeholders and references.
		neg("eleventh-neg-ref", "sk-ellipsis", "OPENAI_API_KEY=sk-...", ""),
		neg("eleventh-neg-ref", "your-key", "client = OpenAI(api_key=\"<your-key>\")", ""),
		neg("eleventh-neg-ref", "ps-env-ref", "$headers = @{ \"x-api-key\" = $env:ANTHROPIC_API_KEY }", ""),
		neg("eleventh-neg-ref", "environ-read", "client = Anthropic(api_key=os.environ[\"ANTHROPIC_API_KEY\"])", ""),
		neg("eleventh-neg-ref", "litellm-os-environ", "litellm_params:\n  model: openai/gpt-4o\n  api_key: os.environ/OPENAI_API_KEY", ""),
		neg("eleventh-neg-ref", "mcp-env-ref", "\"env\": { \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"${GITHUB_TOKEN}\" }", ""),
		neg("eleventh-neg-ref", "mcp-placeholder", "\"env\": { \"BRAVE_API_KEY\": \"YOUR_API_KEY_HERE\" }", ""),
		neg("eleventh-neg-ref", "colab-userdata", "from google.colab import userdata\nos.environ[\"HF_TOKEN\"] = userdata.get(\"HF_TOKEN\")", ""),
		neg("eleventh-neg-ref", "get-credential", "$cred = Get-Credential -UserName 'CORP\\jdoe' -Message 'Enter your password'", ""),
		neg("eleventh-neg-ref", "read-host", "$pw = Read-Host -AsSecureString -Prompt 'Password'", ""),
		neg("eleventh-neg-ref", "runas-savecred", "runas /savecred /user:CORP\\admin \"mmc.exe compmgmt.msc\"", ""),
		neg("eleventh-neg-ref", "integrated-security", "Server=SQL01;Database=Sales;Integrated Security=SSPI;Trusted_Connection=True;", ""),
		neg("eleventh-neg-ref", "connstring-stars", "Server=SQL01;Database=Sales;User Id=report;Password=********;", "Password=********;"),
		neg("eleventh-neg-ref", "gpp-empty-cpassword", "<Properties action=\"U\" userName=\"Guest\" cpassword=\"\" acctDisabled=\"1\"/>", ""),
		neg("eleventh-neg-ref", "ansible-vault-ref", "ansible_password: \"{{ vault_win_admin_password }}\"\nansible_connection: winrm", ""),
		neg("eleventh-neg-ref", "user-secrets-init", "dotnet user-secrets init\ndotnet user-secrets list", ""),
		neg("eleventh-neg-ref", "pat-placeholder", "git clone https://<PAT>@dev.azure.com/contoso/App/_git/app", ""),

		// Negatives: Windows look-alikes.
		neg("eleventh-neg-win", "com-clsid", "[HKEY_CLASSES_ROOT\\CLSID\\{00021401-0000-0000-C000-000000000046}]\n@=\"Shortcut\"\n\"InprocServer32\"=\"%SystemRoot%\\system32\\windows.storage.dll\"", ""),
		neg("eleventh-neg-win", "sid", "whoami /user\nUSER INFORMATION\ncorp\\jdoe S-1-5-21-3623811015-3361044348-30300820-1013", "S-1-5-21-3623811015-3361044348-30300820-1013"),
		neg("eleventh-neg-win", "cert-thumbprint", "PS Cert:\\LocalMachine\\My> Get-ChildItem\nThumbprint                                Subject\n----------                                -------\n"+thumbprint+"  CN=web01.corp.local", thumbprint),
		neg("eleventh-neg-win", "ssh-public", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)+" jdoe@LAPTOP-7K2", ""),
		neg("eleventh-neg-win", "public-key-pem", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+g.pick(base64Chars, 52)+"\n"+g.pick(base64Chars, 36)+"==\n-----END PUBLIC KEY-----", ""),
		neg("eleventh-neg-win", "unattend-plaintext-flag", "<Password>\n  <PlainText>false</PlainText>\n</Password>", ""),
		neg("eleventh-neg-win", "gpo-guid", "\\\\corp.local\\SYSVOL\\corp.local\\Policies\\{31B2F340-016D-11D2-945F-00C04FB984F9}\\Machine", "{31B2F340-016D-11D2-945F-00C04FB984F9}"),
		neg("eleventh-neg-win", "product-code", "msiexec /x {90160000-008C-0000-1000-0000000FF1CE} /qn", ""),
		neg("eleventh-neg-win", "rdp-settings", "full address:s:rdp01.corp.local\nusername:s:CORP\\jdoe\nprompt for credentials:i:1\nauthentication level:i:2", "prompt for credentials:i:1"),
		neg("eleventh-neg-win", "event-log", "An account failed to log on. Logon Type: 3  Failure Reason: Unknown user name or bad password. Status: 0xC000006D", ""),
		neg("eleventh-neg-win", "file-hash", "Get-FileHash .\\setup.exe\nAlgorithm  Hash\nSHA256     "+g.pick(upperHex, 64), ""),
		neg("eleventh-neg-win", "tenant-ids", "az login --tenant "+uuid()+"\nSubscription id: "+uuid(), ""),
		neg("eleventh-neg-win", "iis-apppool-identity", "appcmd set apppool /apppool.name:OrdersPool /processModel.identityType:ApplicationPoolIdentity", ""),
		neg("eleventh-neg-win", "password-policy", "net accounts /minpwlen:14 /maxpwage:90\nThe command completed successfully.", ""),
		neg("eleventh-neg-win", "machine-key-auto", "<machineKey validationKey=\"AutoGenerate,IsolateApps\" decryptionKey=\"AutoGenerate,IsolateApps\" validation=\"HMACSHA256\" />", ""),
	}
}
