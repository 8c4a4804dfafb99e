package scrub

import (
	"encoding/base64"
	"strings"
	"testing"
)

// twentyfourthFloor is just under what the rules reach on the
// twentyfourth suite as first written, before any fix for it: recall
// 0.969, partial 0.000, negatives intact 0.935; with its label slips
// fixed (GameAnalytics' secret is Initialize's second argument, its game
// key the first; two references' negatives held a storage account's
// host and a git remote's owner, which the rules remove as identities by
// design, and now keep only the reference) recall 0.969, negatives
// intact 0.978. With a licence key's product tag (a Unity serial's
// "E3-") recall 0.977. With RevenueCat's public SDK key a positive, as
// the seventeenth suite takes one (a label slip), recall 0.977,
// negatives intact 1.000. With cookies read as records (Ruby's
// HTTP::Cookie in Fastlane's FASTLANE_SESSION) recall 0.984.
var twentyfourthFloor = recallFloor{recall: 0.983, intact: 0.999, maxPartial: 0}

// TestPasteTwentyfourthRecall measures the twentyfourth suite, data
// science, notebook, mobile and game-dev pastes, kept apart as its author
// wrote it (misses included).
func TestPasteTwentyfourthRecall(t *testing.T) {
	measureHeldOut(t, "twentyfourth suite", twentyfourthCases(pasteGen{newFakes(2424)}), twentyfourthFloor)
}

// twentyfourthCases are the twentyfourth suite. Its ground is what data
// scientists, mobile and game developers paste: Jupyter and Colab cells
// and their outputs (.ipynb JSON, %env, os.environ assignments, pip
// installs from private indexes), ML platforms' keys in notebooks and
// login calls (Hugging Face, W&B, MLflow, Comet, Neptune, Kaggle, OpenAI,
// Anthropic, Replicate, Cohere, Pinecone, Weaviate), signed dataset URLs,
// Spark and Databricks configs, Snowflake and BigQuery connectors, conda
// and pip configs; Android signing configs and gradle properties,
// google-services.json, Info.plist, Fastlane and App Store Connect keys,
// Firebase, Expo, RevenueCat; Unity, Unreal, Steamworks, PlayFab, Epic
// Online Services and itch.io credentials.
//
// The negatives are look-alikes from the same ground: model and dataset
// ids, revisions and checksums, notebook cell ids, run ids, versions,
// placeholders, sample outputs, and public ids (Firebase project and app
// ids, App Store Connect key and issuer ids, AdMob app ids, Steam app ids, PlayFab title ids, EOS product and
// deployment ids, Photon app ids, which ship inside every client build).
// A Firebase web apiKey is public by design, but it has the shape of
// every Google API key (AIza...), billable Maps and Gemini keys included,
// and nothing in the text tells them apart: it is a positive here.
// RevenueCat's public SDK keys (appl_, goog_) ship in every build too,
// but the seventeenth suite takes one for a secret: a positive here as
// well, so the suites agree.
func twentyfourthCases(g pasteGen) []pasteCase {
	pw := g.password
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	b64url := func(n int) string { return g.pick(urlSet, n) }
	upperAlnum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	hf := func() string { return "h" + "f_" + g.pick(lowerSet+upperSet, 34) }
	openai := func() string { return "sk-" + "proj-" + b64url(64) + "T3Blbk" + "FJ" + b64url(64) }
	anthropic := func() string { return "sk-" + "ant-api03-" + b64url(93) + "AA" }
	replicate := func() string { return "r8" + "_" + g.alnum(37) }
	pinecone := func() string { return "pc" + "sk_" + g.alnum(5) + "_" + g.alnum(63) }
	databricks := func() string { return "da" + "pi" + g.hex(32) }
	google := func() string { return "AI" + "za" + "Sy" + b64url(33) }
	aws := func() string { return "AK" + "IA" + upperAlnum(16) }
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	langsmith := func() string { return "ls" + "v2_pt_" + g.hex(32) + "_" + g.hex(10) }
	ngrok := func() string { return "2" + g.alnum(26) + "_" + g.alnum(21) }
	googleRefresh := func() string { return "1" + "//0" + b64url(100) }
	mapboxSecret := func() string {
		enc := base64.RawURLEncoding
		return "s" + "k." + enc.EncodeToString([]byte(`{"u":"acme-maps","a":"`+lowerAlnum(25)+`"}`)) + "." + b64url(22)
	}
	neptune := base64.StdEncoding.EncodeToString([]byte(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"` + uuid() + `"}`))
	privHead, privTail := "-----BEGIN "+"PRIVATE KEY-----", "-----END "+"PRIVATE KEY-----"
	p8 := privHead + "\n" + g.block(200) + "\n" + privTail
	pemJSON := privHead + `\n` + g.pick(base64Chars, 64) + `\n` + g.pick(base64Chars, 64) + `\n` + g.pick(base64Chars, 24) + `\n` + privTail + `\n`
	mail := func(first, last, domain string) string {
		return strings.ToLower(first) + "." + strings.ToLower(last) + g.pick(digitSet, 2) + "@" + domain
	}

	// A notebook's cells as .ipynb JSON.
	nbHF, nbWandb, nbOpenAI := hf(), g.hex(40), openai()
	notebook := `{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "9f2c41ab",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "os.environ[\"HF_TOKEN\"] = \"` + nbHF + `\"\n",
    "os.environ[\"WANDB_API_KEY\"] = \"` + nbWandb + `\"\n",
    "os.environ['OPENAI_API_KEY'] = '` + nbOpenAI + `'\n"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}`

	// A Databricks notebook's Spark setup.
	dbS3, dbAzure, dbJDBC := g.pick(base64Chars, 40), g.pick(base64Chars, 86)+"==", pw()
	sparkCell := `# Databricks notebook source
spark.conf.set("fs.s3a.access.key", "` + aws() + `")
spark.conf.set("fs.s3a.secret.key", "` + dbS3 + `")
spark.conf.set("fs.azure.account.key.acmelake.dfs.core.windows.net", "` + dbAzure + `")
df = (spark.read.format("jdbc")
      .option("url", "jdbc:postgresql://pg.internal:5432/events")
      .option("user", "etl")
      .option("password", "` + dbJDBC + `")
      .load())`

	// An Android module's signing config.
	agStore, agKey := pw(), pw()
	gradleSigning := `android {
    namespace "com.acme.fieldapp"
    signingConfigs {
        release {
            storeFile file("upload-keystore.jks")
            storePassword "` + agStore + `"
            keyAlias "upload"
            keyPassword "` + agKey + `"
        }
    }
}`

	// A Fastlane CI environment.
	flPass, flMatch, flApp := pw(), pw(), lowerAlnum(4)+"-"+lowerAlnum(4)+"-"+lowerAlnum(4)+"-"+lowerAlnum(4)
	fastlaneEnv := "# fastlane/.env.default\nFASTLANE_USER=ios-release@acme-apps.io\nFASTLANE_PASSWORD=" + flPass +
		"\nMATCH_PASSWORD=" + flMatch + "\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=" + flApp + "\nFASTLANE_SKIP_UPDATE_CHECK=1\n"

	// An Unreal project's EOS settings.
	eosSecret, eosEnc := b64url(43), g.hex(64)
	eosIni := `[/Script/OnlineSubsystemEOS.EOSSettings]
DefaultArtifactName=Live
bEnableOverlay=True
+Artifacts=(ArtifactName="Live",ClientId="xyza7891` + g.alnum(24) + `",ClientSecret="` + eosSecret + `",ProductId="` + g.hex(32) + `",SandboxId="` + g.hex(32) + `",DeploymentId="` + g.hex(32) + `",EncryptionKey="` + eosEnc + `")`

	// A Firebase web config.
	fbKey, fbAppID := google(), "1:"+g.pick(digitSet, 12)+":web:"+g.hex(22)
	firebaseConfig := `const firebaseConfig = {
  apiKey: "` + fbKey + `",
  authDomain: "acme-field.firebaseapp.com",
  projectId: "acme-field",
  storageBucket: "acme-field.appspot.com",
  messagingSenderId: "` + g.pick(digitSet, 12) + `",
  appId: "` + fbAppID + `",
  measurementId: "G-` + upperAlnum(10) + `"
};`

	// A google-services.json.
	gsKey, gsApp := google(), "1:"+g.pick(digitSet, 12)+":android:"+g.hex(22)
	googleServices := `{
  "project_info": {
    "project_number": "` + g.pick(digitSet, 12) + `",
    "project_id": "acme-field",
    "storage_bucket": "acme-field.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "` + gsApp + `",
        "android_client_info": {"package_name": "com.acme.fieldapp"}
      },
      "api_key": [{"current_key": "` + gsKey + `"}]
    }
  ]
}`

	// An App Store Connect API key in a Fastfile.
	ascIssuer := uuid()
	ascFastfile := `lane :beta do
  api_key = app_store_connect_api_key(
    key_id: "` + upperAlnum(10) + `",
    issuer_id: "` + ascIssuer + `",
    key_content: "` + strings.ReplaceAll(p8, "\n", `\n`) + `",
    in_house: false
  )
  pilot(api_key: api_key)
end`

	cases := []pasteCase{
		// Notebook cells: magics, environ, login calls.
		pos("notebook", "ipynb-hf", notebook, nbHF),
		pos("notebook", "ipynb-wandb", notebook, nbWandb),
		pos("notebook", "ipynb-openai", notebook, nbOpenAI),
		pos("notebook", "env-magic-openai", "%env OPENAI_API_KEY={S}\n%env OPENAI_ORG=org-acme", openai()),
		pos("notebook", "env-magic-anthropic", "%env ANTHROPIC_API_KEY {S}", anthropic()),
		pos("notebook", "env-magic-plain", "%env MLFLOW_TRACKING_PASSWORD={S}\n%env MLFLOW_TRACKING_USERNAME=mlops", pw()),
		pos("notebook", "set-env-magic", "%set_env KAGGLE_KEY={S}\n%set_env KAGGLE_USERNAME=jdoe", g.hex(32)),
		pos("notebook", "environ-cohere", "import os, cohere\nos.environ[\"CO_API_KEY\"] = \"{S}\"\nco = cohere.Client()", g.alnum(40)),
		pos("notebook", "hf-login-call", "from huggingface_hub import login\nlogin(token=\"{S}\")", hf()),
		pos("notebook", "hf-login-positional", "from huggingface_hub import notebook_login, login\nlogin(\"{S}\", add_to_git_credential=True)", hf()),
		pos("notebook", "hf-pipeline-token", "pipe = pipeline(\"text-generation\", model=\"meta-llama/Llama-3.1-8B-Instruct\", token=\"{S}\", device_map=\"auto\")", hf()),
		pos("notebook", "hf-from-pretrained", "model = AutoModelForCausalLM.from_pretrained(\n    \"acme/private-7b\",\n    use_auth_token=\"{S}\",\n)", hf()),
		pos("notebook", "hf-cli-login", "!huggingface-cli login --token {S} --add-to-git-credential", hf()),
		pos("notebook", "hf-cli-login-new", "$ hf auth login --token {S}\nToken is valid (permission: write).", hf()),
		pos("notebook", "wandb-login-key", "import wandb\nwandb.login(key=\"{S}\")\nwandb.init(project=\"llm-ft\")", g.hex(40)),
		pos("notebook", "wandb-cli", "!wandb login {S}", g.hex(40)),
		pos("notebook", "wandb-netrc", "machine api.wandb.ai\n  login user\n  password {S}", g.hex(40)),
		pos("notebook", "openai-attr", "import openai\nopenai.api_key = \"{S}\"", openai()),
		pos("notebook", "openai-client", "from openai import OpenAI\nclient = OpenAI(api_key=\"{S}\")", openai()),
		pos("notebook", "anthropic-client", "import anthropic\nclient = anthropic.Anthropic(\n    api_key=\"{S}\",\n)", anthropic()),
		pos("notebook", "replicate-client", "import replicate\nclient = replicate.Client(api_token=\"{S}\")", replicate()),
		pos("notebook", "replicate-env", "!export REPLICATE_API_TOKEN={S} && python run.py", replicate()),
		pos("notebook", "cohere-positional", "import cohere\nco = cohere.Client('{S}')\nresp = co.chat(message=\"hi\")", g.alnum(40)),
		pos("notebook", "pinecone-client", "from pinecone import Pinecone\npc = Pinecone(api_key=\"{S}\")\nindex = pc.Index(\"docs\")", pinecone()),
		pos("notebook", "pinecone-legacy", "pinecone.init(api_key=\"{S}\", environment=\"us-west1-gcp\")", uuid()),
		pos("notebook", "weaviate-auth", "client = weaviate.connect_to_weaviate_cloud(\n    cluster_url=\"https://acme-x1y2z3.weaviate.network\",\n    auth_credentials=Auth.api_key(\"{S}\"),\n)", g.alnum(40)),
		pos("notebook", "weaviate-header", "client = weaviate.Client(url=WCS_URL, additional_headers={\"X-OpenAI-Api-Key\": \"{S}\"})", openai()),
		pos("notebook", "comet-init", "import comet_ml\nexperiment = comet_ml.Experiment(api_key=\"{S}\", project_name=\"churn\", workspace=\"acme\")", g.alnum(25)),
		pos("notebook", "neptune-init", "run = neptune.init_run(\n    project=\"acme/churn\",\n    api_token=\"{S}\",\n)", neptune),
		pos("notebook", "langsmith-env", "os.environ[\"LANGCHAIN_TRACING_V2\"] = \"true\"\nos.environ[\"LANGCHAIN_API_KEY\"] = \"{S}\"", langsmith()),
		pos("notebook", "ngrok-colab", "!ngrok config add-authtoken {S}\nfrom pyngrok import ngrok\npublic_url = ngrok.connect(8501)", ngrok()),
		pos("notebook", "ngrok-set", "from pyngrok import ngrok\nngrok.set_auth_token(\"{S}\")", ngrok()),
		pos("notebook", "colab-git-clone", "!git clone https://{S}@github.com/acme/private-models.git", ghp()),
		pos("notebook", "kaggle-json", "!mkdir -p ~/.kaggle\n!echo '{\"username\":\"jdoe\",\"key\":\"{S}\"}' > ~/.kaggle/kaggle.json\n!chmod 600 ~/.kaggle/kaggle.json", g.hex(32)),
		pos("notebook", "kaggle-environ", "os.environ['KAGGLE_USERNAME'] = 'jdoe'\nos.environ['KAGGLE_KEY'] = '{S}'", g.hex(32)),
		pos("notebook", "mlflow-token", "os.environ[\"MLFLOW_TRACKING_URI\"] = \"https://mlflow.acme.ai\"\nos.environ[\"MLFLOW_TRACKING_TOKEN\"] = \"{S}\"", g.alnum(40)),
		pos("notebook", "mlflow-basic-uri", "mlflow.set_tracking_uri(\"https://mlops:{S}@mlflow.acme.ai\")", g.urlPassword()),
		pos("notebook", "jupyter-server-url", "[I 10:32:04.118 ServerApp] Jupyter Server 2.14.0 is running at:\n[I 10:32:04.118 ServerApp] http://127.0.0.1:8888/lab?token={S}", g.hex(48)),
		pos("notebook", "jupyter-config-token", "# ~/.jupyter/jupyter_server_config.py\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.token = '{S}'", g.hex(48)),
		pos("notebook", "kernel-connection", "{\n  \"shell_port\": 53794,\n  \"iopub_port\": 53795,\n  \"ip\": \"127.0.0.1\",\n  \"key\": \"{S}\",\n  \"transport\": \"tcp\",\n  \"signature_scheme\": \"hmac-sha256\",\n  \"kernel_name\": \"python3\"\n}", uuid()),
		pos("notebook", "gemini-configure", "import google.generativeai as genai\ngenai.configure(api_key=\"{S}\")", google()),
		pos("notebook", "ipynb-output-leak", "   \"outputs\": [\n    {\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\n      \"using key {S}\\n\"\n     ]\n    }\n   ],", openai()),
		pos("notebook", "print-env-output", "!env | grep -i key\nOPENAI_API_KEY={S}\nKAGGLE_USERNAME=jdoe", openai()),
		pos("notebook", "dotenv-cell", "%%writefile .env\nHF_TOKEN={S}\nMODEL_ID=mistralai/Mistral-7B-v0.1", hf()),

		// pip, conda, private indexes.
		pos("pkg", "pip-index-url", "!pip install --index-url https://ml-bot:{S}@pypi.acme.ai/simple acme-features==2.3.1", g.urlPassword()),
		pos("pkg", "pip-extra-index", "!pip install -q --extra-index-url https://__token__:{S}@gitlab.acme.io/api/v4/projects/412/packages/pypi/simple acme-utils", "glpat-"+g.alnum(20)),
		pos("pkg", "pip-conf", "# ~/.config/pip/pip.conf\n[global]\nindex-url = https://aws:{S}@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/ml/simple/", g.pick(urlSet, 120)),
		pos("pkg", "pip-env", "export PIP_EXTRA_INDEX_URL=https://deploy:{S}@nexus.acme.io/repository/pypi-internal/simple", pw()),
		pos("pkg", "condarc-token", "# ~/.condarc\nchannels:\n  - https://conda.anaconda.org/t/{S}/acme\n  - conda-forge", "ac-"+lowerAlnum(30)),
		pos("pkg", "anaconda-token-env", "export ANACONDA_API_TOKEN={S}\nanaconda upload dist/acme-ml-0.4.2.tar.bz2", "ac-"+lowerAlnum(30)),
		pos("pkg", "poetry-http-basic", "poetry config http-basic.acme ml-bot {S}", pw()),
		pos("pkg", "uv-index-password", "UV_INDEX_ACME_USERNAME=ml-bot\nUV_INDEX_ACME_PASSWORD={S} uv sync", pw()),

		// Signed dataset URLs.
		pos("dataset", "gcs-signed", "!wget -O train.parquet \"https://storage.googleapis.com/acme-datasets/train.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=loader%40acme.iam.gserviceaccount.com%2F20240312%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240312T101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature={S}\"", g.hex(256)),
		pos("dataset", "azure-sas", "df = pd.read_csv(\"https://acmelake.blob.core.windows.net/raw/events.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2024-12-31T00:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig={S}\")", g.alnum(40)+"%2B"+g.alnum(10)+"%3D"),
		pos("dataset", "cloudfront-signed", "curl -o imgs.tar \"https://d1abcd2efgh3.cloudfront.net/imgs.tar?Expires=1735689600&Signature={S}&Key-Pair-Id=K2JCJMDEHXQW5F\"", g.pick(base62+"~-_", 170)),
		pos("dataset", "hf-resolve-header", "curl -L -H \"Authorization: Bearer {S}\" https://huggingface.co/datasets/acme/claims/resolve/main/train.jsonl -o train.jsonl", hf()),
		pos("dataset", "s3-presigned", "aws s3 presign s3://acme-ml/ckpt.pt\nhttps://acme-ml.s3.eu-west-1.amazonaws.com/ckpt.pt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="+aws()+"%2F20240312%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240312T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={S}", g.hex(64)),
		pos("dataset", "token-query", "wget \"https://data.acme.ai/export/v2/labels.zip?project=churn&access_token={S}\"", g.alnum(40)),

		// Spark, Databricks, warehouses.
		pos("spark", "conf-s3a-secret", sparkCell, dbS3),
		pos("spark", "conf-azure-key", sparkCell, dbAzure),
		pos("spark", "jdbc-option-password", sparkCell, dbJDBC),
		pos("spark", "spark-submit-conf", "spark-submit --master yarn \\\n  --conf spark.hadoop.fs.s3a.access.key="+aws()+" \\\n  --conf spark.hadoop.fs.s3a.secret.key={S} \\\n  etl.py", g.pick(base64Chars, 40)),
		pos("spark", "spark-defaults", "# conf/spark-defaults.conf\nspark.master                       spark://master:7077\nspark.hadoop.fs.s3a.endpoint       https://minio.acme.io\nspark.hadoop.fs.s3a.secret.key     {S}", g.pick(base62, 40)),
		pos("spark", "core-site", "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{S}</value>\n</property>", g.pick(base64Chars, 40)),
		pos("spark", "gcs-keyfile-conf", "spark._jsc.hadoopConfiguration().set(\"fs.gs.auth.service.account.private.key\", \"{S}\")", pemJSON),
		pos("spark", "databricks-pat-env", "export DATABRICKS_HOST=https://adb-1234567890123456.7.azuredatabricks.net\nexport DATABRICKS_TOKEN={S}", databricks()),
		pos("spark", "databrickscfg", "# ~/.databrickscfg\n[DEFAULT]\nhost  = https://dbc-a1b2c3d4-e5f6.cloud.databricks.com\ntoken = {S}", databricks()),
		pos("spark", "databricks-curl", "curl -s -H \"Authorization: Bearer {S}\" https://dbc-a1b2c3d4-e5f6.cloud.databricks.com/api/2.0/clusters/list", databricks()),
		pos("spark", "databricks-sql-connector", "from databricks import sql\nconn = sql.connect(server_hostname=\"dbc-a1b2c3d4-e5f6.cloud.databricks.com\", http_path=\"/sql/1.0/warehouses/8f3e2a\", access_token=\"{S}\")", databricks()),
		pos("spark", "cluster-json-spark-conf", "{\n  \"cluster_name\": \"etl\",\n  \"spark_version\": \"14.3.x-scala2.12\",\n  \"spark_conf\": {\n    \"spark.hadoop.fs.azure.account.oauth2.client.secret\": \"{S}\"\n  }\n}", g.pick(urlSet+"~.", 40)),
		pos("warehouse", "snowflake-connect", "conn = snowflake.connector.connect(\n    user='ETL_USER',\n    password='{S}',\n    account='xy12345.eu-west-1',\n    warehouse='COMPUTE_WH',\n)", pw()),
		pos("warehouse", "snowflake-toml", "# ~/.snowflake/connections.toml\n[default]\naccount = \"xy12345\"\nuser = \"analyst\"\npassword = \"{S}\"\nrole = \"ANALYST\"", pw()),
		pos("warehouse", "snowsql-config", "[connections.prod]\naccountname = xy12345\nusername = loader\npassword = {S}\ndbname = RAW", pw()),
		pos("warehouse", "snowflake-passphrase", "engine = create_engine(URL(account=\"xy12345\", user=\"svc\"), connect_args={\"private_key_file\": \"rsa_key.p8\", \"private_key_file_pwd\": \"{S}\"})", pw()),
		pos("warehouse", "sqlalchemy-snowflake-url", "engine = create_engine(\"snowflake://analyst:{S}@xy12345/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH\")", g.urlPassword()),
		pos("warehouse", "bigquery-sa-json", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics\",\n  \"private_key_id\": \""+g.hex(40)+"\",\n  \"private_key\": \"{S}\",\n  \"client_email\": \"bq-loader@acme-analytics.iam.gserviceaccount.com\"\n}", pemJSON),
		pos("warehouse", "redshift-connect", "conn = redshift_connector.connect(host='acme.abc123.eu-west-1.redshift.amazonaws.com', database='dev', user='awsuser', password='{S}')", pw()),

		// Android.
		pos("android", "signing-store-password", gradleSigning, agStore),
		pos("android", "signing-key-password", gradleSigning, agKey),
		pos("android", "signing-kts", "signingConfigs {\n    create(\"release\") {\n        storeFile = file(\"release.keystore\")\n        storePassword = \"{S}\"\n        keyAlias = \"release\"\n        keyPassword = \"android\"\n    }\n}", pw()),
		pos("android", "gradle-properties", "# gradle.properties\norg.gradle.jvmargs=-Xmx4g\nMYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\nMYAPP_UPLOAD_KEY_ALIAS=my-key-alias\nMYAPP_UPLOAD_STORE_PASSWORD={S}", pw()),
		pos("android", "keystore-properties", "# keystore.properties\nstorePassword={S}\nkeyPassword=android123\nkeyAlias=upload\nstoreFile=/home/ci/upload.jks", pw()),
		pos("android", "injected-signing", "./gradlew assembleRelease -Pandroid.injected.signing.store.file=ks.jks -Pandroid.injected.signing.store.password={S} -Pandroid.injected.signing.key.alias=upload", pw()),
		pos("android", "apksigner", "apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{S} app-release.apk", pw()),
		pos("android", "jarsigner", "jarsigner -verbose -sigalg SHA256withRSA -keystore my.keystore -storepass {S} app.aab upload", pw()),
		pos("android", "local-properties-maps", "# local.properties\nsdk.dir=/Users/dev/Library/Android/sdk\nMAPS_API_KEY={S}", google()),
		pos("android", "google-services-key", googleServices, gsKey),
		pos("android", "manifest-meta", "<meta-data\n    android:name=\"com.google.android.geo.API_KEY\"\n    android:value=\"{S}\" />", google()),
		pos("android", "gradle-publish-password", "# ~/.gradle/gradle.properties\nsigning.keyId=24875D73\nsigning.password={S}\nossrhUsername=acme", pw()),
		pos("android", "play-json-key", "supply(json_key_data: '{\"type\":\"service_account\",\"private_key\":\"{S}\"}')", pemJSON),

		// iOS, Fastlane, App Store Connect.
		pos("ios", "fastlane-password", fastlaneEnv, flPass),
		pos("ios", "match-password", fastlaneEnv, flMatch),
		pos("ios", "app-specific-password", fastlaneEnv, flApp),
		pos("ios", "asc-key-content", ascFastfile, strings.ReplaceAll(p8, "\n", `\n`)),
		pos("ios", "asc-p8-file", "$ cat AuthKey_"+upperAlnum(10)+".p8\n{S}", p8),
		pos("ios", "match-basic-auth", "match(type: \"appstore\", git_basic_authorization: \"{S}\")", base64.StdEncoding.EncodeToString([]byte("ci-bot:"+ghp()))),
		pos("ios", "fastlane-session", "export FASTLANE_SESSION='---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: {S}\n  domain: apple.com'", g.hex(120)),
		pos("ios", "info-plist-secret", "<key>AcmeAPISecret</key>\n<string>{S}</string>", g.alnum(40)),
		pos("ios", "google-service-plist", "<key>API_KEY</key>\n<string>{S}</string>\n<key>GCM_SENDER_ID</key>\n<string>"+g.pick(digitSet, 12)+"</string>", google()),
		pos("ios", "xcconfig", "// Secrets.xcconfig\nAPI_BASE_URL = https:/$()/api.acme.io\nSTRIPE_SECRET_KEY = {S}", "sk"+"_live_"+g.alnum(24)),
		pos("ios", "mapbox-netrc", "# ~/.netrc for Mapbox SDK downloads\nmachine api.mapbox.com\n  login mapbox\n  password {S}", mapboxSecret()),
		pos("ios", "altool-password", "xcrun altool --upload-app -f Acme.ipa -u ios-release@acme-apps.io -p {S}", flApp[:5]+lowerAlnum(4)+"-"+lowerAlnum(4)+"-"+lowerAlnum(4)),
		pos("ios", "notarytool", "xcrun notarytool submit Acme.zip --apple-id dev@acme-apps.io --team-id ABCDE12345 --password {S} --wait", lowerAlnum(4)+"-"+lowerAlnum(4)+"-"+lowerAlnum(4)+"-"+lowerAlnum(4)),
		pos("ios", "p12-password", "security import cert.p12 -k ~/Library/Keychains/build.keychain -P {S} -T /usr/bin/codesign", pw()),

		// Firebase, Expo, RevenueCat.
		pos("firebase", "web-config-apikey", firebaseConfig, fbKey),
		pos("firebase", "ci-token", "firebase deploy --only hosting --token \"{S}\"", googleRefresh()),
		pos("firebase", "token-env", "FIREBASE_TOKEN={S} firebase appdistribution:distribute app.apk --app 1:1234567890:android:abc123", googleRefresh()),
		pos("firebase", "admin-sdk-json", "cred = credentials.Certificate({\n    \"type\": \"service_account\",\n    \"project_id\": \"acme-field\",\n    \"private_key\": \"{S}\",\n})", pemJSON),
		pos("expo", "expo-token", "- name: Setup EAS\n  uses: expo/expo-github-action@v8\n  with:\n    eas-version: latest\n    token: {S}", b64url(40)),
		pos("expo", "expo-token-env", "EXPO_TOKEN={S} eas build --platform ios --non-interactive", b64url(40)),
		pos("expo", "eas-secret-create", "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {S} --type string", "sntrys_"+b64url(60)),
		pos("revenuecat", "secret-key", "curl -H \"Authorization: Bearer {S}\" https://api.revenuecat.com/v1/subscribers/app_user_42", "sk"+"_"+g.alnum(32)),
		pos("revenuecat", "secret-env", "REVENUECAT_SECRET_API_KEY={S}\nREVENUECAT_PROJECT_ID=proj"+g.hex(8), "sk"+"_"+g.alnum(32)),

		// Game dev.
		pos("game", "eos-client-secret", eosIni, eosSecret),
		pos("game", "eos-encryption-key", eosIni, eosEnc),
		pos("game", "unity-activation", "- uses: game-ci/unity-builder@v4\n  env:\n    UNITY_EMAIL: ci@acme-games.io\n    UNITY_PASSWORD: {S}\n    UNITY_SERIAL: ${{ secrets.UNITY_SERIAL }}", pw()),
		pos("game", "unity-serial", "/opt/unity/Editor/Unity -batchmode -quit -serial {S} -username ci@acme-games.io -password \"$UNITY_PASSWORD\"", "SC-"+upperAlnum(4)+"-"+upperAlnum(4)+"-"+upperAlnum(4)+"-"+upperAlnum(4)+"-"+upperAlnum(4)),
		pos("game", "steamcmd-login", "steamcmd +login acme_builder {S} +run_app_build ../scripts/app_build_1234560.vdf +quit", pw()),
		pos("game", "steam-web-api", "curl \"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={S}&steamids=76561197960435530\"", g.pick(digitSet+"ABCDEF", 32)),
		pos("game", "steam-publisher-key", "STEAM_WEB_API_KEY={S}\nSTEAM_APP_ID=1234560", g.pick(digitSet+"ABCDEF", 32)),
		pos("game", "playfab-secret-header", "curl -X POST https://A1B2C.playfabapi.com/Server/GetUserData \\\n  -H \"X-SecretKey: {S}\" \\\n  -H \"Content-Type: application/json\"", upperAlnum(46)),
		pos("game", "playfab-settings", "PlayFabSettings.staticSettings.TitleId = \"A1B2C\";\nPlayFabSettings.staticSettings.DeveloperSecretKey = \"{S}\";", upperAlnum(46)),
		pos("game", "butler-key", "export BUTLER_API_KEY={S}\nbutler push build/win acme/starfall:windows --userversion 1.4.0", g.alnum(40)),
		pos("game", "gameanalytics", "GameAnalytics.Initialize(\""+g.hex(32)+"\", \"{S}\");", g.hex(40)),
		pos("game", "unreal-ini-password", "[/Script/OnlineSubsystemUtils.IpNetDriver]\n[OnlineSubsystemSteam]\nbEnabled=true\nSteamDevAppId=480\n[/Script/AcmeGame.BackendSettings]\nServerPassword={S}", pw()),
		pos("game", "photon-server-secret", "# Photon Server deploy/Loadbalancing/GameServer/bin/Photon.LoadBalancing.dll.config\n<add key=\"AuthTokenKey\" value=\"{S}\" />", g.alnum(32)),

		// Personal data in sample outputs.
		pos("pii", "df-head-email", "df.head(3)\n   user_id          email                 country\n0    10231   {S}   DE\n1    10232   anon@invalid    FR", mail("Anja", "Kowalski", "gmail.com")),
		pos("pii", "git-config-email", "!git config --global user.email \"{S}\"\n!git config --global user.name \"Ravi Menon\"", mail("Ravi", "Menon", "outlook.com")),

		// Negatives: model and dataset ids, hashes, outputs.
		neg("ml-id", "model-revision", "model = AutoModel.from_pretrained(\"meta-llama/Llama-3.1-8B-Instruct\", revision=\"{S}\")", g.hex(40)),
		neg("ml-id", "lfs-pointer", "version https://git-lfs.github.com/spec/v1\noid sha256:{S}\nsize 4976698672", g.hex(64)),
		neg("ml-id", "safetensors-sha", "model-00001-of-00004.safetensors: sha256 {S}", g.hex(64)),
		neg("ml-id", "dataset-id", "ds = load_dataset(\"HuggingFaceH4/ultrachat_200k\", split=\"train_sft\")\nprint(ds)", ""),
		neg("ml-id", "cell-id", "  {\n   \"cell_type\": \"code\",\n   \"execution_count\": 12,\n   \"id\": \"{S}\",\n   \"metadata\": {\"colab\": {\"base_uri\": \"https://localhost:8080/\"}},\n   \"outputs\": []\n  }", g.alnum(12)),
		neg("ml-id", "wandb-run-output", "wandb: Currently logged in as: jdoe (acme-ml). Use `wandb login --relogin` to force relogin\nwandb: Tracking run with wandb version 0.16.3\nwandb: Run data is saved locally in /content/wandb/run-20240312_101522-{S}\nwandb: View run at https://wandb.ai/acme-ml/llm-ft/runs/{S}", lowerAlnum(8)),
		neg("ml-id", "mlflow-run-id", "2024/03/12 10:15:22 INFO mlflow.tracking: Run ID: {S}\nexperiment_id: 412873654289\nartifact_uri: s3://acme-mlflow/412873654289/runs/artifacts", g.hex(32)),
		neg("ml-id", "hf-login-output", "Token is valid (permission: write).\nYour token has been saved in your configured git credential helpers (store).\nYour token has been saved to /root/.cache/huggingface/token\nLogin successful", ""),
		neg("ml-id", "pip-freeze", "transformers==4.41.2\ntorch==2.3.0+cu121\naccelerate==0.30.1\nwandb==0.16.3\ntokenizers==0.19.1", ""),
		neg("ml-id", "tokenizer-output", "{'input_ids': [1, 15043, 29892, 920, 526, 366, 29973], 'attention_mask': [1, 1, 1, 1, 1, 1, 1]}", ""),
		neg("ml-id", "training-log", "Epoch 3/10\n1563/1563 [==============================] - 42s 27ms/step - loss: 0.2345 - accuracy: 0.9123 - val_loss: 0.3012", ""),
		neg("ml-id", "nvidia-smi", "GPU 0: NVIDIA A100-SXM4-40GB (UUID: GPU-{S})", g.hex(8)+"-"+g.hex(4)+"-"+g.hex(4)+"-"+g.hex(4)+"-"+g.hex(12)),
		neg("ml-id", "conda-export", "dependencies:\n  - python=3.10.13=h955ad1f_0\n  - numpy=1.26.4=py310h5f9d8c6_0\n  - openssl=3.0.13=h7f8727e_0", ""),
		neg("ml-id", "pip-hash", "torch==2.3.0 \\\n    --hash=sha256:{S}", g.hex(64)),
		neg("ml-id", "openai-response-ids", "{\"id\": \"chatcmpl-{S}\", \"object\": \"chat.completion\", \"model\": \"gpt-4o-2024-08-06\", \"system_fingerprint\": \"fp_"+g.hex(10)+"\"}", g.alnum(29)),
		neg("ml-id", "anthropic-message-id", "{\"id\":\"msg_{S}\",\"type\":\"message\",\"role\":\"assistant\",\"model\":\"claude-3-5-sonnet-20241022\",\"stop_reason\":\"end_turn\"}", "01"+g.alnum(22)),
		neg("ml-id", "pinecone-host", "index = pc.Index(host=\"https://docs-{S}.svc.aped-4627-b74a.pinecone.io\")", lowerAlnum(7)),
		neg("ml-id", "replicate-version", "output = replicate.run(\"stability-ai/sdxl:{S}\", input={\"prompt\": \"a lighthouse\"})", g.hex(64)),
		neg("env-ref", "colab-userdata", "from google.colab import userdata\nos.environ[\"HF_TOKEN\"] = userdata.get('HF_TOKEN')\nlogin(token=userdata.get('HF_TOKEN'))", ""),
		neg("env-ref", "getpass-key", "import getpass, os\nos.environ[\"OPENAI_API_KEY\"] = getpass.getpass(\"OpenAI API key: \")", ""),
		neg("env-ref", "dbutils-secret", "spark.conf.set(\"fs.s3a.secret.key\", dbutils.secrets.get(scope=\"prod\", key=\"s3-secret-key\"))", ""),
		neg("env-ref", "databricks-secret-ref", "\"spark_conf\": {\n  \"spark.hadoop.fs.azure.account.key.acmelake.dfs.core.windows.net\": \"{S}\"\n}", "{{secrets/lake/account-key}}"),
		neg("placeholder", "hf-placeholder", "login(token=\"hf_xxxxxxxxxxxxxxxxxxxxxxxx\")  # replace with your token", ""),
		neg("placeholder", "wandb-placeholder", "wandb.login(key=\"YOUR_WANDB_API_KEY\")", ""),
		neg("placeholder", "keystore-placeholder", "storePassword=<your-store-password>\nkeyPassword=<your-key-password>", ""),
		neg("env-ref", "gradle-getenv", "storePassword = System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword = keystoreProperties['keyPassword']", ""),
		neg("env-ref", "fastlane-env-ref", "match(type: \"appstore\", readonly: is_ci, git_url: \"git@github.com:acme/certs.git\", keychain_password: {S})", "ENV[\"KEYCHAIN_PASSWORD\"]"),

		// Negatives: public ids of mobile and game platforms.
		neg("public-id", "firebase-app-id", firebaseConfig, fbAppID),
		neg("public-id", "google-services-app-id", googleServices, gsApp),
		neg("public-id", "asc-issuer-id", ascFastfile, ascIssuer),
		neg("public-id", "android-gradle-ids", "defaultConfig {\n    applicationId \"com.acme.fieldapp\"\n    minSdk 24\n    targetSdk 34\n    versionCode 4021\n    versionName \"4.2.1\"\n}", ""),
		neg("public-id", "admob-app-id", "<meta-data\n    android:name=\"com.google.android.gms.ads.APPLICATION_ID\"\n    android:value=\"{S}\"/>", "ca-app-pub-"+g.pick(digitSet, 16)+"~"+g.pick(digitSet, 10)),
		pos("revenuecat", "public-sdk-key", "Purchases.configure(withAPIKey: \"{S}\", appUserID: user.id)", "appl"+"_"+g.alnum(27)),
		neg("public-id", "expo-project-id", "{\n  \"expo\": {\n    \"name\": \"Acme Field\",\n    \"slug\": \"acme-field\",\n    \"extra\": {\"eas\": {\"projectId\": \"{S}\"}}\n  }\n}", uuid()),
		neg("public-id", "xcode-team", "DEVELOPMENT_TEAM = {S}\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.field\nMARKETING_VERSION = 4.2.1", upperAlnum(10)),
		neg("public-id", "steam-app-build", "\"AppBuild\"\n{\n  \"AppID\" \"1234560\"\n  \"Desc\" \"nightly 2024-03-12\"\n  \"Depots\"\n  {\n    \"1234561\" \"depot_build_1234561.vdf\"\n  }\n}", ""),
		neg("public-id", "playfab-title-id", "PlayFabSettings.staticSettings.TitleId = \"{S}\";", upperAlnum(5)),
		neg("public-id", "eos-deployment-id", "EOS_Platform_Options opts = {0};\nopts.ProductId = \"{S}\";\nopts.SandboxId = \"p-"+lowerAlnum(30)+"\";", g.hex(32)),
		neg("public-id", "photon-app-id", "PhotonNetwork.PhotonServerSettings.AppSettings.AppIdRealtime = \"{S}\";\nPhotonNetwork.ConnectUsingSettings();", uuid()),
		neg("public-id", "unity-meta-guid", "fileFormatVersion: 2\nguid: {S}\nMonoImporter:\n  serializedVersion: 2", g.hex(32)),
		neg("public-id", "unity-cloud-project", "  cloudProjectId: {S}\n  projectName: Starfall\n  organizationId: acme-games", uuid()),
		neg("public-id", "gradle-wrapper-sha", "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.7-bin.zip\ndistributionSha256Sum={S}", g.hex(64)),
		neg("public-id", "butler-status", "$ butler status acme/starfall\n| CHANNEL  | UPLOAD  | BUILD  | VERSION |\n| windows  | #8823411 | √ #1042277 | 1.4.0 |", ""),
		neg("prose", "hf-token-advice", "Create a fine-grained token under Settings > Access Tokens, give it read access to the gated repo, then run huggingface-cli login.", ""),
		neg("prose", "keystore-advice", "If you lose the upload keystore password, ask Play Console support to reset the upload key; the app signing key stays with Google.", ""),
		neg("prose", "firebase-key-advice", "The Firebase apiKey in the web config only identifies the project; restrict it in the Cloud console and rely on security rules.", ""),
	}
	return cases
}
