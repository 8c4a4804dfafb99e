package scrub

import "testing"

// fortyfirstFloor is just under what the rules reach on the forty-first
// suite as first written, before any fix for it: recall 0.990, partial
// 0.000, negatives intact 0.897 (no label slips); with Together's key
// prefix and OpenAI's organization, project and file ids known, recall
// 1.000, negatives intact 1.000.
var fortyfirstFloor = recallFloor{recall: 0.999, intact: 0.999, maxPartial: 0}

// TestPasteFortyfirstRecall measures the forty-first suite, LLM apps, AI
// tooling and MCP server configs, kept apart as its author wrote it
// (misses included).
func TestPasteFortyfirstRecall(t *testing.T) {
	measureHeldOut(t, "forty-first suite", fortyfirstCases(pasteGen{newFakes(3410)}), fortyfirstFloor)
}

// fortyfirstCases are the forty-first suite. Its ground is what people
// building with LLMs paste: the .env files of LLM apps (OpenAI, Anthropic,
// Gemini, Mistral, Cohere, Groq, Together, Replicate, Perplexity,
// DeepSeek, OpenRouter, Fireworks keys), LangChain and LlamaIndex code
// with keys in constructors, vector databases' URLs and keys (Pinecone,
// Weaviate, Qdrant, Chroma, Milvus and Zilliz), tracing keys (LangSmith,
// Langfuse, Helicone), Weights & Biases and Hugging Face tokens in code
// and CLI output, MCP server configs (claude_desktop_config.json,
// .cursor/mcp.json, codex's config.toml) whose env blocks hold tokens,
// agent frameworks' YAML, curl to chat completion APIs and notebook cells
// that print keys. The negatives are look-alikes from the same ground:
// model names and versions, request, organisation, project and tool call
// ids, embedding vectors, base64 images, token counts, placeholders and
// environment references. Organisation and project ids are negatives:
// they name an account the way a user name does and grant nothing alone.
func fortyfirstCases(g pasteGen) []pasteCase {
	pw := g.password
	b64url := func(n int) string { return g.pick(urlSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	openaiProj := func() string { return "sk-" + "proj-" + b64url(156) }
	openaiLegacy := func() string { return "sk-" + g.alnum(20) + "T3Blbk" + "FJ" + g.alnum(20) }
	openaiSvc := func() string { return "sk-" + "svcacct-" + b64url(156) }
	anthropic := func() string { return "sk-" + "ant-api03-" + b64url(93) + "AA" }
	anthropicAdmin := func() string { return "sk-" + "ant-admin01-" + b64url(93) + "AA" }
	gemini := func() string { return "AI" + "za" + b64url(35) }
	groq := func() string { return "gs" + "k_" + g.alnum(52) }
	replicate := func() string { return "r8" + "_" + g.alnum(37) }
	pplx := func() string { return "pp" + "lx-" + g.alnum(48) }
	deepseek := func() string { return "sk-" + g.hex(32) }
	openrouter := func() string { return "sk-" + "or-v1-" + g.hex(64) }
	fireworks := func() string { return "fw" + "_" + g.alnum(24) }
	together := func() string { return "tgp" + "_v1_" + b64url(43) }
	xai := func() string { return "xa" + "i-" + g.alnum(80) }
	hf := func() string { return "h" + "f_" + g.alnum(34) }
	wandb := func() string { return g.hex(40) }
	langsmith := func() string { return "lsv2" + "_pt_" + g.hex(32) + "_" + g.hex(10) }
	langfuseSecret := func() string { return "sk-" + "lf-" + uuid() }
	langfusePublic := func() string { return "pk-" + "lf-" + uuid() }
	helicone := func() string {
		return "sk-" + "helicone-" + lowerAlnum(7) + "-" + lowerAlnum(7) + "-" + lowerAlnum(7) + "-" + lowerAlnum(7)
	}
	pinecone := func() string { return "pc" + "sk_" + g.alnum(5) + "_" + g.alnum(64) }
	chroma := func() string { return "ck" + "-" + g.alnum(44) }
	ghPAT := func() string { return "gh" + "p_" + g.alnum(36) }
	ghFine := func() string { return "github" + "_pat_11" + g.pick(upperSet+digitSet, 20) + "_" + g.alnum(59) }
	slackBot := func() string {
		return "xo" + "xb-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 13) + "-" + g.alnum(24)
	}
	notion := func() string { return "nt" + "n_" + g.pick(digitSet, 11) + g.alnum(35) }
	notionOld := func() string { return "sec" + "ret_" + g.alnum(43) }
	linear := func() string { return "lin" + "_api_" + g.alnum(40) }
	brave := func() string { return "BS" + "A" + g.alnum(28) }
	tavily := func() string { return "tv" + "ly-" + g.alnum(32) }
	elevenlabs := func() string { return "sk" + "_" + g.hex(48) }
	azureKey := func() string { return g.hex(32) }
	mistral := func() string { return g.alnum(32) }
	cohere := func() string { return g.alnum(40) }

	envApp := map[string]string{
		"openai": openaiProj(), "anthropic": anthropic(), "gemini": gemini(), "mistral": mistral(),
		"cohere": cohere(), "groq": groq(), "pg": g.urlPassword(),
	}
	dotenv := "# .env for the rag-service\nENVIRONMENT=dev\nLOG_LEVEL=info\n" +
		"OPENAI_API_KEY=" + envApp["openai"] + "\nOPENAI_MODEL=gpt-4o-mini\n" +
		"ANTHROPIC_API_KEY=" + envApp["anthropic"] + "\nGOOGLE_API_KEY=" + envApp["gemini"] +
		"\nMISTRAL_API_KEY=" + envApp["mistral"] + "\nCO_API_KEY=" + envApp["cohere"] +
		"\nGROQ_API_KEY=" + envApp["groq"] + "\nEMBEDDING_DIM=1536\n" +
		"DATABASE_URL=postgresql://rag:" + envApp["pg"] + "@localhost:5432/rag\nCHUNK_SIZE=800\n"

	mcpGitHub, mcpSlack, mcpPg, mcpBrave := ghPAT(), slackBot(), g.urlPassword(), brave()
	claudeDesktop := `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "` + mcpGitHub + `"
      }
    },
    "slack": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-slack"],
      "env": {
        "SLACK_BOT_TOKEN": "` + mcpSlack + `",
        "SLACK_TEAM_ID": "T01ABCDEF23"
      }
    },
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://readonly:` + mcpPg + `@db.internal:5432/analytics"]
    },
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "` + mcpBrave + `" }
    }
  }
}`
	cursorNotion, cursorLinear := notion(), linear()
	cursorMCP := "// .cursor/mcp.json\n{\n  \"mcpServers\": {\n    \"notion\": {\n      \"command\": \"npx\",\n" +
		"      \"args\": [\"-y\", \"@notionhq/notion-mcp-server\"],\n      \"env\": {\n" +
		"        \"OPENAPI_MCP_HEADERS\": \"{\\\"Authorization\\\": \\\"Bearer " + cursorNotion + "\\\", \\\"Notion-Version\\\": \\\"2022-06-28\\\"}\"\n" +
		"      }\n    },\n    \"linear\": {\n      \"url\": \"https://mcp.linear.app/sse\",\n" +
		"      \"headers\": { \"Authorization\": \"" + cursorLinear + "\" }\n    }\n  }\n}"
	codexGH, codexTavily := ghFine(), tavily()
	codexTOML := "# ~/.codex/config.toml\nmodel = \"o4-mini\"\napproval_policy = \"on-request\"\n\n" +
		"[mcp_servers.github]\ncommand = \"docker\"\nargs = [\"run\", \"-i\", \"--rm\", \"-e\", \"GITHUB_PERSONAL_ACCESS_TOKEN\", \"ghcr.io/github/github-mcp-server\"]\n" +
		"env = { GITHUB_PERSONAL_ACCESS_TOKEN = \"" + codexGH + "\" }\n\n" +
		"[mcp_servers.tavily]\ncommand = \"npx\"\nargs = [\"-y\", \"tavily-mcp@0.1.4\"]\n\n[mcp_servers.tavily.env]\nTAVILY_API_KEY = \"" + codexTavily + "\"\n"

	embedding := "[0.0123, -0.0456, 0.0789, -0.0012, 0.0345, -0.0678, 0.0901, -0.0234, 0.0567, -0.0891]"
	pngB64 := "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAHElEQVQYV2NkYGD4z8DAwMgABXAGNgGwAAEBAQBiCAAPdbn8YgAAAABJRU5ErkJggg=="

	return []pasteCase{
		// .env files of LLM apps.
		pos("env", "openai-proj", dotenv, envApp["openai"]),
		pos("env", "anthropic", dotenv, envApp["anthropic"]),
		pos("env", "gemini", dotenv, envApp["gemini"]),
		pos("env", "mistral-bare", dotenv, envApp["mistral"]),
		pos("env", "cohere-bare", dotenv, envApp["cohere"]),
		pos("env", "groq", dotenv, envApp["groq"]),
		pos("env", "pg-url", dotenv, envApp["pg"]),
		pos("env", "together", "TOGETHER_API_KEY={S}\nTOGETHER_MODEL=meta-llama/Llama-3.3-70B-Instruct-Turbo", together()),
		pos("env", "together-hex", "export TOGETHER_API_KEY={S}", g.hex(64)),
		pos("env", "replicate", "REPLICATE_API_TOKEN={S}", replicate()),
		pos("env", "perplexity", "PERPLEXITY_API_KEY=\"{S}\"", pplx()),
		pos("env", "deepseek", "DEEPSEEK_API_KEY={S}\nDEEPSEEK_BASE_URL=https://api.deepseek.com", deepseek()),
		pos("env", "openrouter", "OPENROUTER_API_KEY={S}  # personal key, rotate monthly", openrouter()),
		pos("env", "fireworks", "FIREWORKS_API_KEY={S}", fireworks()),
		pos("env", "xai", "XAI_API_KEY={S}", xai()),
		pos("env", "openai-legacy", "OPENAI_API_KEY={S}", openaiLegacy()),
		pos("env", "openai-svcacct", "OPENAI_API_KEY='{S}'", openaiSvc()),
		pos("env", "anthropic-admin", "ANTHROPIC_ADMIN_KEY={S}", anthropicAdmin()),
		pos("env", "azure-openai", "AZURE_OPENAI_ENDPOINT=https://contoso-ai.openai.azure.com/\nAZURE_OPENAI_API_KEY={S}\nAZURE_OPENAI_API_VERSION=2024-10-21", azureKey()),
		pos("env", "elevenlabs", "ELEVENLABS_API_KEY={S}", elevenlabs()),
		pos("env", "cerebras", "CEREBRAS_API_KEY={S}", "cs"+"k-"+lowerAlnum(48)),
		pos("env", "voyage", "VOYAGE_API_KEY={S}", "pa-"+b64url(43)),

		// LangChain and LlamaIndex code with keys in constructors.
		pos("code", "langchain-openai", "from langchain_openai import ChatOpenAI\n\nllm = ChatOpenAI(model=\"gpt-4o\", temperature=0, api_key=\"{S}\")", openaiProj()),
		pos("code", "langchain-anthropic", "llm = ChatAnthropic(\n    model=\"claude-3-5-sonnet-20241022\",\n    anthropic_api_key=\"{S}\",\n    max_tokens=1024,\n)", anthropic()),
		pos("code", "langchain-google", "llm = ChatGoogleGenerativeAI(model=\"gemini-1.5-pro\", google_api_key=\"{S}\")", gemini()),
		pos("code", "langchain-mistral", "chat = ChatMistralAI(model=\"mistral-large-latest\", mistral_api_key=\"{S}\")", mistral()),
		pos("code", "langchain-cohere", "embeddings = CohereEmbeddings(model=\"embed-english-v3.0\", cohere_api_key=\"{S}\")", cohere()),
		pos("code", "llamaindex-openai", "from llama_index.llms.openai import OpenAI\nSettings.llm = OpenAI(model=\"gpt-4o-mini\", api_key=\"{S}\")", openaiProj()),
		pos("code", "openai-client-js", "import OpenAI from \"openai\";\nconst client = new OpenAI({ apiKey: \"{S}\" });", openaiProj()),
		pos("code", "anthropic-client-py", "client = anthropic.Anthropic(\n    api_key=\"{S}\",  # TODO move to env\n)", anthropic()),
		pos("code", "groq-client", "client = Groq(api_key=\"{S}\")", groq()),
		pos("code", "openai-environ-set", "import os\nos.environ[\"OPENAI_API_KEY\"] = \"{S}\"", openaiProj()),
		pos("code", "openrouter-base-url", "client = OpenAI(\n  base_url=\"https://openrouter.ai/api/v1\",\n  api_key=\"{S}\",\n)", openrouter()),
		pos("code", "deepseek-client", "client = OpenAI(api_key=\"{S}\", base_url=\"https://api.deepseek.com\")", deepseek()),
		pos("code", "replicate-client", "replicate = replicate.Client(api_token=\"{S}\")", replicate()),
		pos("code", "ts-vercel-ai", "const anthropic = createAnthropic({\n  apiKey: '{S}',\n});", anthropic()),
		pos("code", "gemini-configure", "import google.generativeai as genai\ngenai.configure(api_key=\"{S}\")", gemini()),
		pos("code", "litellm-yaml", "model_list:\n  - model_name: claude\n    litellm_params:\n      model: anthropic/claude-3-5-haiku-20241022\n      api_key: {S}", anthropic()),
		pos("code", "litellm-master", "general_settings:\n  master_key: {S}", "sk-"+g.alnum(22)),
		pos("code", "cohere-client-bare", "co = cohere.ClientV2(\"{S}\")", cohere()),
		pos("code", "mistral-client-bare", "client = Mistral(api_key=\"{S}\")", mistral()),
		pos("code", "together-js", "const together = new Together({ apiKey: process.env.X ?? \"{S}\" });", together()),

		// Vector databases.
		pos("vector", "pinecone-init", "from pinecone import Pinecone\npc = Pinecone(api_key=\"{S}\")\nindex = pc.Index(\"docs-prod\")", pinecone()),
		pos("vector", "pinecone-uuid", "PINECONE_API_KEY={S}\nPINECONE_ENVIRONMENT=us-west1-gcp", uuid()),
		pos("vector", "weaviate-connect", "client = weaviate.connect_to_weaviate_cloud(\n    cluster_url=\"https://rag-demo-x1y2z3.weaviate.network\",\n    auth_credentials=Auth.api_key(\"{S}\"),\n)", g.alnum(40)),
		pos("vector", "weaviate-env", "WEAVIATE_URL=https://abc123.c0.europe-west3.gcp.weaviate.cloud\nWEAVIATE_API_KEY={S}", g.alnum(36)),
		pos("vector", "qdrant-client", "qdrant = QdrantClient(\n    url=\"https://"+uuid()+".us-east4-0.gcp.cloud.qdrant.io:6333\",\n    api_key=\"{S}\",\n)", b64url(40)),
		pos("vector", "qdrant-curl", "curl -X GET 'https://xyz-example.eu-central.aws.cloud.qdrant.io:6333/collections' \\\n  --header 'api-key: {S}'", b64url(40)),
		pos("vector", "chroma-cloud", "client = chromadb.CloudClient(\n    tenant=\""+uuid()+"\",\n    database=\"prod\",\n    api_key=\"{S}\",\n)", chroma()),
		pos("vector", "chroma-token-header", "CHROMA_SERVER_AUTHN_CREDENTIALS={S}\nCHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider", g.alnum(32)),
		pos("vector", "zilliz-token", "client = MilvusClient(\n    uri=\"https://in03-"+g.hex(15)+".serverless.gcp-us-west1.cloud.zilliz.com\",\n    token=\"{S}\",\n)", g.hex(104)),
		pos("vector", "milvus-user-pass", "connections.connect(host=\"milvus.internal\", port=\"19530\", user=\"root\", password=\"{S}\")", pw()),
		pos("vector", "pgvector-url", "PGVECTOR_CONNECTION_STRING=postgresql+psycopg://langchain:{S}@localhost:6024/langchain", g.urlPassword()),

		// Tracing and observability.
		pos("trace", "langsmith-env", "LANGCHAIN_TRACING_V2=true\nLANGCHAIN_ENDPOINT=https://api.smith.langchain.com\nLANGCHAIN_API_KEY={S}\nLANGCHAIN_PROJECT=rag-eval", langsmith()),
		pos("trace", "langsmith-client", "client = Client(api_key=\"{S}\")", langsmith()),
		pos("trace", "langfuse-secret", "LANGFUSE_PUBLIC_KEY="+langfusePublic()+"\nLANGFUSE_SECRET_KEY={S}\nLANGFUSE_HOST=https://cloud.langfuse.com", langfuseSecret()),
		pos("trace", "langfuse-code", "langfuse = Langfuse(\n  public_key=\""+langfusePublic()+"\",\n  secret_key=\"{S}\",\n)", langfuseSecret()),
		pos("trace", "helicone-header", "client = OpenAI(\n    base_url=\"https://oai.helicone.ai/v1\",\n    default_headers={\"Helicone-Auth\": \"Bearer {S}\"},\n)", helicone()),
		pos("trace", "wandb-login", "$ wandb login {S}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/dev/.netrc", wandb()),
		pos("trace", "wandb-netrc", "machine api.wandb.ai\n  login user\n  password {S}", wandb()),
		pos("trace", "wandb-env", "%env WANDB_API_KEY={S}", wandb()),

		// Hugging Face.
		pos("hf", "hf-cli-login", "$ huggingface-cli login --token {S} --add-to-git-credential\nToken is valid (permission: write).\nLogin successful", hf()),
		pos("hf", "hf-code", "from huggingface_hub import login\nlogin(token=\"{S}\")", hf()),
		pos("hf", "hf-pipeline", "model = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B-Instruct\", token=\"{S}\")", hf()),
		pos("hf", "hf-env", "HF_TOKEN={S} python train.py --model mistralai/Mistral-7B-v0.3", hf()),
		pos("hf", "hf-git-url", "git clone https://user:{S}@huggingface.co/datasets/acme/private-evals", hf()),
		pos("hf", "hf-inference-curl", "curl https://api-inference.huggingface.co/models/gpt2 \\\n  -H \"Authorization: Bearer {S}\" \\\n  -d '{\"inputs\": \"Hello\"}'", hf()),

		// MCP server configs.
		pos("mcp", "claude-desktop-github", claudeDesktop, mcpGitHub),
		pos("mcp", "claude-desktop-slack", claudeDesktop, mcpSlack),
		pos("mcp", "claude-desktop-pg", claudeDesktop, mcpPg),
		pos("mcp", "claude-desktop-brave", claudeDesktop, mcpBrave),
		pos("mcp", "cursor-notion-escaped", cursorMCP, cursorNotion),
		pos("mcp", "cursor-linear-header", cursorMCP, cursorLinear),
		pos("mcp", "codex-github", codexTOML, codexGH),
		pos("mcp", "codex-tavily", codexTOML, codexTavily),
		pos("mcp", "claude-mcp-add", "claude mcp add notion -e NOTION_API_KEY={S} -- npx -y @notionhq/notion-mcp-server", notionOld()),
		pos("mcp", "mcp-remote-header", "\"args\": [\"mcp-remote\", \"https://mcp.example.dev/sse\", \"--header\", \"Authorization: Bearer {S}\"]", g.alnum(40)),
		pos("mcp", "vscode-mcp-inputs", "\"servers\": {\n  \"perplexity\": {\n    \"type\": \"stdio\",\n    \"command\": \"npx\",\n    \"args\": [\"-y\", \"server-perplexity-ask\"],\n    \"env\": { \"PERPLEXITY_API_KEY\": \"{S}\" }\n  }\n}", pplx()),
		pos("mcp", "mcp-sse-url-key", "\"url\": \"https://server.smithery.ai/@acme/weather/mcp?api_key={S}\"", uuid()),

		// Agent frameworks.
		pos("agent", "crewai-yaml", "researcher:\n  role: Senior researcher\n  llm: openai/gpt-4o\n  tools:\n    - serper\n  config:\n    serper_api_key: {S}", g.hex(40)),
		pos("agent", "autogen-config-list", "config_list = [\n    {\"model\": \"gpt-4o\", \"api_key\": \"{S}\"},\n]", openaiProj()),
		pos("agent", "autogen-oai-json", "[\n  {\n    \"model\": \"gpt-4\",\n    \"api_key\": \"{S}\",\n    \"base_url\": \"https://contoso.openai.azure.com\",\n    \"api_type\": \"azure\"\n  }\n]", azureKey()),
		pos("agent", "continue-config", "models:\n  - name: Claude 3.5 Sonnet\n    provider: anthropic\n    model: claude-3-5-sonnet-latest\n    apiKey: {S}", anthropic()),
		pos("agent", "aider-conf", "# .aider.conf.yml\nmodel: deepseek/deepseek-chat\napi-key:\n  - deepseek={S}", deepseek()),
		pos("agent", "dify-docker-env", "SECRET_KEY={S}\nINIT_PASSWORD=\nCONSOLE_API_URL=", "sk-"+g.pick(base64Chars, 42)),
		pos("agent", "n8n-credential", "{\n  \"name\": \"OpenAi account\",\n  \"type\": \"openAiApi\",\n  \"data\": { \"apiKey\": \"{S}\" }\n}", openaiProj()),
		pos("agent", "open-webui", "docker run -d -p 3000:8080 -e OPENAI_API_KEY={S} ghcr.io/open-webui/open-webui:main", openaiProj()),

		// curl to chat completion APIs.
		pos("curl", "openai-chat", "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Content-Type: application/json\" \\\n  -H \"Authorization: Bearer {S}\" \\\n  -d '{\"model\": \"gpt-4o-mini\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"}]}'", openaiProj()),
		pos("curl", "anthropic-messages", "curl https://api.anthropic.com/v1/messages \\\n  --header \"x-api-key: {S}\" \\\n  --header \"anthropic-version: 2023-06-01\" \\\n  --header \"content-type: application/json\"", anthropic()),
		pos("curl", "gemini-query-key", "curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={S}\" -H 'Content-Type: application/json' -X POST", gemini()),
		pos("curl", "mistral-chat", "curl --location \"https://api.mistral.ai/v1/chat/completions\" \\\n  --header \"Authorization: Bearer {S}\"", mistral()),
		pos("curl", "cohere-chat", "curl --request POST --url https://api.cohere.com/v2/chat --header 'authorization: Bearer {S}'", cohere()),
		pos("curl", "azure-api-key-header", "curl \"$AZURE_OPENAI_ENDPOINT/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21\" -H \"api-key: {S}\"", azureKey()),
		pos("curl", "httpie-openrouter", "http POST https://openrouter.ai/api/v1/chat/completions Authorization:'Bearer {S}' model=openai/gpt-4o", openrouter()),
		pos("curl", "elevenlabs-header", "curl -X POST https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM -H \"xi-api-key: {S}\"", elevenlabs()),

		// Notebook cells that print keys.
		pos("notebook", "print-key", "In [3]: print(os.environ[\"OPENAI_API_KEY\"])\n{S}", openaiProj()),
		pos("notebook", "repr-settings", "Out[7]: Settings(model='gpt-4o', temperature=0.2, api_key='{S}', timeout=60)", openaiProj()),
		pos("notebook", "colab-userdata", "from google.colab import userdata\nkey = userdata.get('GEMINI')\nkey\n'{S}'", gemini()),
		pos("notebook", "dotenv-values", ">>> dotenv_values('.env')\nOrderedDict([('ANTHROPIC_API_KEY', '{S}'), ('DEBUG', 'true')])", anthropic()),
		pos("notebook", "getpass-echo", "api_key = getpass.getpass()  # pasted: {S}", groq()),
		pos("notebook", "error-echo", "AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: {S}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error'}}", openaiLegacy()),

		// Negatives.
		neg("neg-model", "model-names", "model: claude-3-5-sonnet-20241022 (fallback gpt-4o-2024-08-06, then gemini-1.5-pro-002)", ""),
		neg("neg-model", "hf-model-id", "MODEL_ID=meta-llama/Llama-3.1-70B-Instruct\nREVISION=0e9e39f249a16976918f6564b8830bc894c89659", ""),
		neg("neg-model", "ollama-list", "NAME                 ID              SIZE      MODIFIED\nllama3.1:8b          46e0c10c039e    4.9 GB    2 days ago\nqwen2.5-coder:7b     2b0496514337    4.7 GB    5 weeks ago", ""),
		neg("neg-model", "pip-versions", "langchain==0.3.7\nlangchain-openai==0.2.9\nllama-index-core==0.12.2\nopenai==1.55.0\ntiktoken==0.8.0", ""),
		neg("neg-ids", "chatcmpl-id", `{"id": "chatcmpl-`+g.alnum(29)+`", "object": "chat.completion", "created": 1733212345, "model": "gpt-4o-mini-2024-07-18", "system_fingerprint": "fp_`+g.hex(10)+`"}`, ""),
		neg("neg-ids", "anthropic-msg-id", `{"id": "msg_01`+g.alnum(22)+`", "type": "message", "role": "assistant", "stop_reason": "end_turn"}`, ""),
		neg("neg-ids", "anthropic-request-id", "request-id: req_011C"+g.alnum(18)+"\nanthropic-ratelimit-requests-remaining: 49", ""),
		neg("neg-ids", "openai-request-id", "x-request-id: req_"+g.hex(32)+"\nopenai-processing-ms: 412", ""),
		neg("neg-ids", "tool-call-id", `{"tool_calls": [{"id": "call_`+g.alnum(24)+`", "type": "function", "function": {"name": "get_weather", "arguments": "{\"city\": \"Oslo\"}"}}]}`, ""),
		neg("neg-ids", "tool-use-id", `{"type": "tool_use", "id": "toolu_01`+g.alnum(22)+`", "name": "read_file", "input": {"path": "src/main.py"}}`, ""),
		neg("neg-ids", "org-id", "OPENAI_ORG_ID=org-"+g.alnum(24), ""),
		neg("neg-ids", "project-id", "OpenAI-Project: proj_"+g.alnum(24), ""),
		neg("neg-ids", "assistant-thread", "assistant_id=asst_"+g.alnum(24)+" thread_id=thread_"+g.alnum(24)+" run_id=run_"+g.alnum(24), ""),
		neg("neg-ids", "file-batch", `{"id": "batch_`+g.hex(32)+`", "input_file_id": "file-`+g.alnum(22)+`", "status": "completed"}`, ""),
		neg("neg-ids", "langsmith-run-url", "View the trace: https://smith.langchain.com/o/"+uuid()+"/projects/p/"+uuid()+"/r/"+uuid(), ""),
		neg("neg-ids", "wandb-run", "wandb: Syncing run fresh-sun-42\nwandb: View run at https://wandb.ai/acme/llm-finetune/runs/"+lowerAlnum(8), ""),
		neg("neg-ids", "langfuse-public", "LANGFUSE_PUBLIC_KEY="+langfusePublic(), ""),
		neg("neg-data", "embedding", `{"object": "embedding", "index": 0, "embedding": `+embedding+`}`, ""),
		neg("neg-data", "base64-image", `{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "`+pngB64+`"}}`, ""),
		neg("neg-data", "token-usage", `"usage": {"prompt_tokens": 1832, "completion_tokens": 241, "total_tokens": 2073, "cache_read_input_tokens": 1024}`, ""),
		neg("neg-data", "tokenizer-ids", "input_ids: tensor([[128000, 9906, 11, 1917, 0, 128009]])\nattention_mask: tensor([[1, 1, 1, 1, 1, 1]])", ""),
		neg("neg-placeholder", "sk-dots", "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...", ""),
		neg("neg-placeholder", "your-key", "export GROQ_API_KEY=\"your_groq_api_key_here\"\nexport HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", ""),
		neg("neg-placeholder", "mcp-angle", `"env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "<YOUR_TOKEN>", "BRAVE_API_KEY": "YOUR_API_KEY_HERE" }`, ""),
		neg("neg-ref", "env-refs", "llm = ChatOpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\npc = Pinecone(api_key=os.getenv(\"PINECONE_API_KEY\"))", ""),
		neg("neg-ref", "mcp-input-ref", `"env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${input:github_token}", "SLACK_BOT_TOKEN": "${env:SLACK_BOT_TOKEN}" }`, ""),
		neg("neg-ref", "codex-env-ref", "[mcp_servers.github]\ncommand = \"npx\"\nenv_vars = [\"GITHUB_TOKEN\"]\nbearer_token_env_var = \"GITHUB_TOKEN\"", ""),
		neg("neg-prose", "rate-limit", "Rate limit reached for gpt-4o in organization on tokens per min (TPM): Limit 30000, Used 29841, Requested 1200. Please try again in 2.082s.", ""),
		neg("neg-prose", "hf-whoami", "$ huggingface-cli whoami\nacme-ml\norgs:  acme,huggingface-projects", ""),
	}
}
