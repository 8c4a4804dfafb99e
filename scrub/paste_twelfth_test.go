package scrub

import (
	"encoding/base64"
	"testing"
)

// twelfthFloor is just under what the rules reach on the twelfth suite:
// recall 1.000, no partial leak, negatives intact 0.957 (before the fixes
// it was written for: 0.905, none and 0.957; partial 0.007 and intact
// 0.935 as first written, when a Jupyter password hash counted its
// "argon2:" scheme label as secret and two negatives held a service
// account's email and a home directory's user name, which identity
// redacts by contract, and now name only what must stay). Damaged: an
// MLflow artifact URI's run id and a service account's numeric client_id.
var twelfthFloor = recallFloor{recall: 0.999, intact: 0.956, maxPartial: 0}

// TestPasteTwelfthRecall measures the twelfth suite, data engineering and
// research computing credentials, kept apart as its author wrote it
// (misses included).
func TestPasteTwelfthRecall(t *testing.T) {
	measureHeldOut(t, "twelfth suite", twelfthCases(pasteGen{newFakes(1212)}), twelfthFloor)
}

// twelfthCases are the twelfth suite, in two grounds. Data engineering:
// Airflow connections, dbt profiles, Spark, Hadoop and Hive configs,
// Kafka JAAS and client properties, Flink, Trino, ClickHouse, BigQuery
// service accounts, Databricks and Snowflake. Research computing: Slurm
// scripts, cluster ssh configs, Globus, rclone, s3cmd, boto and aws
// configs, MinIO aliases, FTP and SFTP clients, database tool exports,
// R, Julia and MATLAB code, conda and pip index credentials, Jupyter
// tokens, MLflow and labelling tools. The negatives are what stands next
// to them and must stay: checksums, DOIs, ORCID ids, job and run ids,
// hashes, base64 of plain data, placeholders and references.
func twelfthCases(g pasteGen) []pasteCase {
	pw := g.password
	upw := g.urlPassword
	tok := g.token
	b64 := base64.StdEncoding.EncodeToString
	awsID := func() string { return "AKIA" + g.pick(upperSet+digitSet, 16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	dapi := func() string { return "dapi" + g.hex(32) }
	uuid := func() string {
		return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12)
	}
	pemKey := "-----BEGIN PRIVATE KEY-----\\n" + g.pick(base64Chars, 64) + "\\n" + g.pick(base64Chars, 64) + "\\n-----END PRIVATE KEY-----\\n"
	rawPEM := "-----BEGIN PRIVATE KEY-----\n" + g.block(192) + "\n-----END PRIVATE KEY-----"
	sha := g.hex(64)
	md5 := g.hex(32)
	return []pasteCase{
		// Airflow.
		pos("twelfth-airflow", "conn-env-postgres", "export AIRFLOW_CONN_WAREHOUSE='postgresql://etl:{S}@warehouse.internal:5432/analytics'", upw()),
		pos("twelfth-airflow", "conn-env-aws", "AIRFLOW_CONN_AWS_DEFAULT=aws://"+awsID()+":{S}@/?region_name=us-east-1", awsSecret()),
		pos("twelfth-airflow", "conn-add-password", "airflow connections add 'snowflake_default' --conn-type snowflake --conn-login loader --conn-password '{S}' --conn-host acme.snowflakecomputing.com", pw()),
		pos("twelfth-airflow", "conn-add-uri", "airflow connections add my_mysql --conn-uri 'mysql://airflow:{S}@mysql.data:3306/airflow'", upw()),
		pos("twelfth-airflow", "conn-json", `AIRFLOW_CONN_HTTP_API='{"conn_type": "http", "host": "api.vendor.io", "password": "{S}"}'`, tok()),
		pos("twelfth-airflow", "fernet-key", "AIRFLOW__CORE__FERNET_KEY={S}", g.pick(urlSet, 43)+"="),
		pos("twelfth-airflow", "webserver-secret", "[webserver]\nsecret_key = {S}", g.hex(32)),
		pos("twelfth-airflow", "sql-alchemy-conn", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:{S}@pg:5432/airflow", upw()),
		pos("twelfth-airflow", "celery-broker", "[celery]\nbroker_url = redis://:{S}@redis:6379/0", tok()),
		pos("twelfth-airflow", "variables-set", "airflow variables set slack_webhook_token {S}", "xoxb-"+g.pick(digitSet, 11)+"-"+g.pick(digitSet, 12)+"-"+g.alnum(24)),
		pos("twelfth-airflow", "connection-extra", `conn = Connection(conn_id="s3", conn_type="aws", login="`+awsID()+`", password="{S}")`, awsSecret()),

		// dbt.
		pos("twelfth-dbt", "profiles-postgres", "analytics:\n  target: dev\n  outputs:\n    dev:\n      type: postgres\n      host: localhost\n      user: dbt\n      password: {S}\n      port: 5432\n      dbname: analytics\n      schema: dbt_dev", pw()),
		pos("twelfth-dbt", "profiles-snowflake", "jaffle:\n  outputs:\n    prod:\n      type: snowflake\n      account: ab12345.eu-west-1\n      user: TRANSFORMER\n      password: \"{S}\"\n      role: TRANSFORMER\n      warehouse: TRANSFORMING", pw()),
		pos("twelfth-dbt", "profiles-databricks", "    dev:\n      type: databricks\n      host: adb-1234567890123456.7.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/"+g.hex(16)+"\n      token: {S}", dapi()),
		pos("twelfth-dbt", "profiles-bigquery-keyfile-json", "      type: bigquery\n      method: service-account-json\n      keyfile_json:\n        type: service_account\n        private_key_id: {S}", g.hex(40)),
		pos("twelfth-dbt", "profiles-redshift", "      type: redshift\n      host: cluster.abc123.us-east-1.redshift.amazonaws.com\n      user: dbt_user\n      pass: {S}\n      dbname: dev", pw()),
		pos("twelfth-dbt", "env-var-default", "      password: \"{{ env_var('DBT_PASSWORD', '{S}') }}\"", pw()),
		pos("twelfth-dbt", "cloud-token", "export DBT_CLOUD_API_TOKEN={S}", "dbtc_"+g.pick(urlSet, 56)),

		// Spark, Hadoop, Hive.
		pos("twelfth-hadoop", "core-site-s3a-secret", "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{S}</value>\n</property>", awsSecret()),
		pos("twelfth-hadoop", "core-site-s3a-access", "<property>\n  <name>fs.s3a.access.key</name>\n  <value>{S}</value>\n</property>", awsID()),
		pos("twelfth-hadoop", "spark-submit-conf", "spark-submit --conf spark.hadoop.fs.s3a.access.key="+awsID()+" --conf spark.hadoop.fs.s3a.secret.key={S} job.py", awsSecret()),
		pos("twelfth-hadoop", "spark-defaults", "spark.hadoop.fs.s3a.secret.key    {S}\nspark.hadoop.fs.s3a.endpoint      http://minio:9000", awsSecret()),
		pos("twelfth-hadoop", "pyspark-conf", `spark.conf.set("fs.azure.account.key.datalake01.dfs.core.windows.net", "{S}")`, g.pick(base64Chars, 86)+"=="),
		pos("twelfth-hadoop", "hive-metastore-password", "<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{S}</value>\n</property>", pw()),
		pos("twelfth-hadoop", "hadoop-conf-set", `sc._jsc.hadoopConfiguration().set("fs.s3a.secret.key", "{S}")`, awsSecret()),
		pos("twelfth-hadoop", "gcs-sa-keyfile-spark", `.config("spark.hadoop.fs.gs.auth.service.account.private.key", "{S}")`, pemKey),
		pos("twelfth-hadoop", "jdbc-read", `df = spark.read.format("jdbc").option("url", "jdbc:postgresql://db:5432/sales").option("user", "reader").option("password", "{S}").load()`, pw()),
		pos("twelfth-hadoop", "hive-beeline", "beeline -u 'jdbc:hive2://hive.internal:10000/default' -n analyst -p '{S}'", pw()),
		pos("twelfth-hadoop", "ssl-keystore-password", "<property>\n  <name>ssl.server.keystore.password</name>\n  <value>{S}</value>\n</property>", pw()),

		// Kafka.
		pos("twelfth-kafka", "jaas-plain", `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="producer" password="{S}";`, pw()),
		pos("twelfth-kafka", "jaas-scram", "KafkaClient {\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"alice\"\n  password=\"{S}\";\n};", pw()),
		pos("twelfth-kafka", "confluent-cloud", "bootstrap.servers=pkc-abcde.us-west-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\""+g.pick(upperSet+digitSet, 16)+"\" password=\"{S}\";", g.pick(base62+"+/", 64)),
		pos("twelfth-kafka", "truststore-password", "ssl.truststore.location=/etc/kafka/client.truststore.jks\nssl.truststore.password={S}", pw()),
		pos("twelfth-kafka", "keystore-key-password", "ssl.keystore.password=changeit\nssl.key.password={S}", pw()),
		pos("twelfth-kafka", "python-client", `producer = KafkaProducer(bootstrap_servers="kafka:9093", security_protocol="SASL_SSL", sasl_mechanism="SCRAM-SHA-512", sasl_plain_username="svc", sasl_plain_password="{S}")`, pw()),
		pos("twelfth-kafka", "confluent-dict", `conf = {"bootstrap.servers": "broker:9092", "sasl.username": "`+g.pick(upperSet+digitSet, 16)+`", "sasl.password": "{S}"}`, g.pick(base62+"+/", 64)),
		pos("twelfth-kafka", "schema-registry", "basic.auth.credentials.source=USER_INFO\nschema.registry.basic.auth.user.info="+g.pick(upperSet+digitSet, 16)+":{S}", g.pick(base62+"+/", 64)),
		pos("twelfth-kafka", "kcat", "kcat -b broker:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=app -X sasl.password={S} -L", pw()),
		pos("twelfth-kafka", "connect-rest", `"connection.password": "{S}",`+"\n"+`"connection.user": "debezium",`, pw()),

		// Flink, Trino, ClickHouse.
		pos("twelfth-engines", "flink-sql-with", "CREATE TABLE orders (...) WITH (\n  'connector' = 'jdbc',\n  'url' = 'jdbc:mysql://mysql:3306/shop',\n  'username' = 'flink',\n  'password' = '{S}'\n);", pw()),
		pos("twelfth-engines", "flink-conf-s3", "s3.access-key: "+awsID()+"\ns3.secret-key: {S}", awsSecret()),
		pos("twelfth-engines", "trino-catalog", "connector.name=postgresql\nconnection-url=jdbc:postgresql://pg:5432/app\nconnection-user=trino\nconnection-password={S}", pw()),
		pos("twelfth-engines", "trino-cli", "TRINO_PASSWORD='{S}' trino --server https://trino.corp:8443 --user analyst --password", pw()),
		pos("twelfth-engines", "presto-shared-secret", "internal-communication.shared-secret={S}", g.pick(base64Chars, 64)),
		pos("twelfth-engines", "clickhouse-client", "clickhouse-client --host ch01 --user default --password {S} --query 'SELECT 1'", pw()),
		pos("twelfth-engines", "clickhouse-users-xml", "<users>\n  <analyst>\n    <password>{S}</password>\n    <networks><ip>::/0</ip></networks>\n  </analyst>\n</users>", pw()),
		pos("twelfth-engines", "clickhouse-sha256", "<password_sha256_hex>{S}</password_sha256_hex>", g.hex(64)),
		pos("twelfth-engines", "clickhouse-url", "clickhouse://default:{S}@ch.internal:9000/default", upw()),
		pos("twelfth-engines", "druid-escalator", "druid.escalator.internalClientPassword={S}", pw()),

		// BigQuery and GCP service accounts.
		pos("twelfth-gcp", "sa-private-key", `{"type": "service_account", "project_id": "research-data-01", "private_key_id": "`+g.hex(40)+`", "private_key": "{S}", "client_email": "etl@research-data-01.iam.gserviceaccount.com"}`, pemKey),
		pos("twelfth-gcp", "sa-private-key-id", "{\n  \"type\": \"service_account\",\n  \"private_key_id\": \"{S}\",\n  \"client_id\": \"1"+g.pick(digitSet, 20)+"\"\n}", g.hex(40)),
		pos("twelfth-gcp", "sa-base64-env", "GOOGLE_CREDENTIALS_B64={S}", b64([]byte(`{"type":"service_account","project_id":"lab","private_key":"`+pemKey+`"}`))),
		pos("twelfth-gcp", "hmac-secret", "gsutil hmac create etl@proj.iam.gserviceaccount.com\nAccess ID:   GOOG1E"+g.pick(upperSet+digitSet, 55)+"\nSecret:      {S}", g.pick(base64Chars, 40)),
		pos("twelfth-gcp", "boto-gs-secret", "[Credentials]\ngs_access_key_id = GOOG1E"+g.pick(upperSet+digitSet, 55)+"\ngs_secret_access_key = {S}", g.pick(base64Chars, 40)),
		pos("twelfth-gcp", "raw-pem", "cat key.pem\n{S}", rawPEM),

		// Databricks.
		pos("twelfth-databricks", "databrickscfg", "[DEFAULT]\nhost  = https://adb-1234567890123456.7.azuredatabricks.net\ntoken = {S}", dapi()),
		pos("twelfth-databricks", "env-token", "export DATABRICKS_TOKEN={S}", dapi()),
		pos("twelfth-databricks", "sql-connector", `connection = sql.connect(server_hostname="dbc-a1b2c3d4-e5f6.cloud.databricks.com", http_path="/sql/1.0/warehouses/`+g.hex(16)+`", access_token="{S}")`, dapi()),
		pos("twelfth-databricks", "secrets-put", "databricks secrets put-secret etl-scope db-password --string-value '{S}'", pw()),
		pos("twelfth-databricks", "oauth-secret", "[prod]\nhost = https://dbc-a1b2c3d4-e5f6.cloud.databricks.com\nclient_id = "+uuid()+"\nclient_secret = {S}", "dose"+g.hex(32)),
		pos("twelfth-databricks", "bearer-curl", "curl -s -H \"Authorization: Bearer {S}\" https://adb-1234567890123456.7.azuredatabricks.net/api/2.0/clusters/list", dapi()),

		// Snowflake.
		pos("twelfth-snowflake", "connector-python", `conn = snowflake.connector.connect(user="LOADER", password="{S}", account="xy12345.us-east-1", warehouse="LOAD_WH")`, pw()),
		pos("twelfth-snowflake", "snowsql-config", "[connections.prod]\naccountname = xy12345\nusername = analyst\npassword = {S}\nwarehousename = BI_WH", pw()),
		pos("twelfth-snowflake", "connections-toml", "[default]\naccount = \"xy12345\"\nuser = \"jdoe\"\npassword = \"{S}\"\nrole = \"SYSADMIN\"", pw()),
		pos("twelfth-snowflake", "private-key-passphrase", "export PRIVATE_KEY_PASSPHRASE='{S}'\nsnowsql -a xy12345 -u svc --private-key-path rsa_key.p8", pw()),
		pos("twelfth-snowflake", "sqlalchemy-url", "engine = create_engine('snowflake://loader:{S}@xy12345/raw/public?warehouse=LOAD_WH')", upw()),
		pos("twelfth-snowflake", "jdbc-url", "jdbc:snowflake://xy12345.snowflakecomputing.com/?user=etl&password={S}&warehouse=ETL_WH", upw()),
		pos("twelfth-snowflake", "snowsql-env", "SNOWSQL_PWD={S} snowsql -a xy12345 -u loader", pw()),

		// Slurm and HPC.
		pos("twelfth-hpc", "sbatch-export", "#!/bin/bash\n#SBATCH --job-name=train\n#SBATCH --gres=gpu:4\nmodule load cuda/12.1 python/3.11\nexport WANDB_API_KEY={S}\nsrun python train.py", g.hex(40)),
		pos("twelfth-hpc", "sbatch-hf-token", "#SBATCH --time=24:00:00\nexport HF_TOKEN={S}\nhuggingface-cli download meta-llama/Llama-3-8B", "hf_"+g.alnum(34)),
		pos("twelfth-hpc", "slurm-dbd-password", "# slurmdbd.conf\nStorageType=accounting_storage/mysql\nStorageUser=slurm\nStoragePass={S}", pw()),
		pos("twelfth-hpc", "sbatch-wrap-db", "sbatch --wrap=\"PGPASSWORD={S} psql -h db.hpc -U lab -c 'select 1'\"", pw()),
		pos("twelfth-hpc", "srun-env", "srun --export=ALL,AWS_SECRET_ACCESS_KEY={S} ./sync.sh", awsSecret()),
		pos("twelfth-hpc", "sshpass-cluster", "sshpass -p '{S}' scp results.tar.gz jdoe@login.cluster.edu:/scratch/jdoe/", pw()),
		pos("twelfth-hpc", "expect-script", "spawn ssh jdoe@hpc-login.uni.edu\nexpect \"password:\"\nsend \"{S}\\r\"", pw()),
		pos("twelfth-hpc", "munge-key-b64", "dd if=/dev/urandom bs=1 count=1024 > /etc/munge/munge.key\n# backup: MUNGE_KEY_B64={S}", g.pick(base64Chars, 88)),
		pos("twelfth-hpc", "globus-client-secret", "export GLOBUS_CLIENT_ID="+uuid()+"\nexport GLOBUS_CLIENT_SECRET={S}", g.pick(base64Chars, 44)),
		pos("twelfth-hpc", "globus-sdk", `client = globus_sdk.ConfidentialAppAuthClient("`+uuid()+`", "{S}")`, g.pick(base64Chars, 44)),
		pos("twelfth-hpc", "globus-refresh", `"refresh_token": "{S}",`+"\n"+`"resource_server": "transfer.api.globus.org"`, g.alnum(46)),
		pos("twelfth-hpc", "irods-password", "iinit\nEnter your current iRODS password: {S}", pw()),

		// rclone, s3cmd, boto, aws, MinIO.
		pos("twelfth-storage", "rclone-s3", "[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = "+g.pick(upperSet+digitSet, 20)+"\nsecret_access_key = {S}\nendpoint = s3.wasabisys.com", awsSecret()),
		pos("twelfth-storage", "rclone-obscured-pass", "[sftp-lab]\ntype = sftp\nhost = data.lab.edu\nuser = jdoe\npass = {S}", g.pick(urlSet, 44)),
		pos("twelfth-storage", "rclone-drive-token", "[gdrive]\ntype = drive\nscope = drive\ntoken = {\"access_token\":\"{S}\",\"token_type\":\"Bearer\",\"expiry\":\"2026-01-01T00:00:00Z\"}", "ya29."+g.pick(urlSet, 120)),
		pos("twelfth-storage", "rclone-drive-refresh", "token = {\"access_token\":\"ya29."+g.pick(urlSet, 100)+"\",\"refresh_token\":\"{S}\"}", "1//0"+g.pick(urlSet, 99)),
		pos("twelfth-storage", "rclone-webdav", "[owncloud]\ntype = webdav\nurl = https://cloud.uni.edu/remote.php/webdav/\nvendor = owncloud\nuser = jdoe\npass = {S}", g.pick(urlSet, 40)),
		pos("twelfth-storage", "s3cfg", "[default]\naccess_key = "+awsID()+"\nsecret_key = {S}\nhost_base = s3.amazonaws.com", awsSecret()),
		pos("twelfth-storage", "s3cfg-gpg", "[default]\ngpg_passphrase = {S}\nhost_bucket = %(bucket)s.s3.amazonaws.com", pw()),
		pos("twelfth-storage", "boto-cfg", "[Credentials]\naws_access_key_id = "+awsID()+"\naws_secret_access_key = {S}", awsSecret()),
		pos("twelfth-storage", "boto3-client", `s3 = boto3.client("s3", endpoint_url="https://s3.lab.edu", aws_access_key_id="`+awsID()+`", aws_secret_access_key="{S}")`, awsSecret()),
		pos("twelfth-storage", "mc-alias", "mc alias set lab https://minio.lab.edu:9000 labadmin {S}", g.alnum(40)),
		pos("twelfth-storage", "mc-config-json", `{"version": "10", "aliases": {"lab": {"url": "https://minio.lab.edu", "accessKey": "labadmin", "secretKey": "{S}", "api": "s3v4"}}}`, g.alnum(40)),
		pos("twelfth-storage", "minio-root", "MINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD={S}", pw()),
		pos("twelfth-storage", "aws-cli-env-inline", "AWS_ACCESS_KEY_ID="+awsID()+" AWS_SECRET_ACCESS_KEY={S} aws s3 sync s3://lab-raw ./raw", awsSecret()),
		pos("twelfth-storage", "azcopy-sas", "azcopy copy ./data 'https://labstore.blob.core.windows.net/raw?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T00:00:00Z&sig={S}' --recursive", g.pick(base64Chars, 43)+"%3D"),
		pos("twelfth-storage", "azure-conn-string", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=labstore;AccountKey={S};EndpointSuffix=core.windows.net", g.pick(base64Chars, 86)+"=="),
		pos("twelfth-storage", "s3fs-passwd", "echo "+awsID()+":{S} > ~/.passwd-s3fs", awsSecret()),

		// FTP and SFTP clients, database tools.
		pos("twelfth-ftp", "filezilla-base64", "<Server>\n  <Host>ftp.lab.edu</Host>\n  <Port>21</Port>\n  <User>jdoe</User>\n  <Pass encoding=\"base64\">{S}</Pass>\n</Server>", b64([]byte(pw()))),
		pos("twelfth-ftp", "winscp-ini", "[Sessions\\jdoe@data.lab.edu]\nHostName=data.lab.edu\nUserName=jdoe\nPassword={S}", "A35C"+g.pick(upperSet[:6]+digitSet, 60)),
		pos("twelfth-ftp", "lftp", "lftp -u uploader,{S} sftp://ftp.lab.edu", pw()),
		pos("twelfth-ftp", "curl-ftp", "curl -T data.csv ftp://ftp.lab.edu/incoming/ --user uploader:{S}", pw()),
		pos("twelfth-ftp", "ftp-url", "wget ftp://anon2:{S}@ftp.archive.org/pub/data.tgz", upw()),
		pos("twelfth-ftp", "paramiko", `ssh.connect("sftp.lab.edu", username="jdoe", password="{S}")`, pw()),
		pos("twelfth-ftp", "pysftp", `with pysftp.Connection("sftp.lab.edu", username="jdoe", password="{S}") as sftp:`, pw()),
		pos("twelfth-ftp", "dbeaver-datasource", `"configuration": {"host": "pg.lab", "port": "5432", "database": "lab", "user": "jdoe", "password": "{S}", "auth-model": "native"}`, pw()),
		pos("twelfth-ftp", "datagrip-xml", "<data-source name=\"prod\">\n  <driver-ref>postgresql</driver-ref>\n  <jdbc-url>jdbc:postgresql://pg:5432/prod</jdbc-url>\n  <user-name>analyst</user-name>\n  <user-password>{S}</user-password>\n</data-source>", g.hex(48)),
		pos("twelfth-ftp", "dbeaver-credentials-b64", "credentials-config.json (decrypted): {\"postgres-jdbc-18a\":{\"#connection\":{\"user\":\"jdoe\",\"password\":\"{S}\"}}}", pw()),

		// R, Julia, MATLAB, Python research code.
		pos("twelfth-code", "renviron", "# ~/.Renviron\nGITHUB_PAT={S}\nR_LIBS_USER=~/R/library", "ghp_"+g.alnum(36)),
		pos("twelfth-code", "r-dbconnect", `con <- DBI::dbConnect(RPostgres::Postgres(), dbname = "lab", host = "pg.lab", user = "jdoe", password = "{S}")`, pw()),
		pos("twelfth-code", "r-sys-setenv", `Sys.setenv(AWS_SECRET_ACCESS_KEY = "{S}")`, awsSecret()),
		pos("twelfth-code", "r-keyring-set", `keyring::key_set_with_value("redcap", password = "{S}")`, g.pick(upperSet+digitSet, 32)),
		pos("twelfth-code", "redcap-token", `token <- "{S}"`+"\nurl <- \"https://redcap.uni.edu/api/\"", g.pick(digitSet+"ABCDEF", 32)),
		pos("twelfth-code", "julia-libpq", `conn = LibPQ.Connection("host=pg.lab dbname=lab user=jdoe password={S}")`, pw()),
		pos("twelfth-code", "julia-env", `ENV["AWS_SECRET_ACCESS_KEY"] = "{S}"`, awsSecret()),
		pos("twelfth-code", "matlab-database", `conn = database('labdb', 'jdoe', '{S}', 'Vendor', 'PostgreSQL', 'Server', 'pg.lab');`, pw()),
		pos("twelfth-code", "matlab-weboptions", `opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' '{S}']});`, tok()),
		pos("twelfth-code", "matlab-setenv", `setenv('AWS_SECRET_ACCESS_KEY', '{S}');`, awsSecret()),
		pos("twelfth-code", "psycopg-dsn", `conn = psycopg2.connect("dbname=lab user=jdoe password={S} host=pg.lab")`, pw()),
		pos("twelfth-code", "sqlalchemy-url", `engine = sqlalchemy.create_engine("postgresql://jdoe:{S}@pg.lab/lab")`, upw()),
		pos("twelfth-code", "notebook-cell", "In [3]: api_key = \"{S}\"\nIn [4]: client = Client(api_key)", tok()),
		pos("twelfth-code", "entrez-key", "from Bio import Entrez\nEntrez.email = \"jdoe@uni.edu\"\nEntrez.api_key = \"{S}\"", g.hex(36)),
		pos("twelfth-code", "kaggle-json", `{"username":"jdoe","key":"{S}"}`, g.hex(32)),
		pos("twelfth-code", "zenodo-token", "ZENODO_TOKEN={S}", g.alnum(60)),
		pos("twelfth-code", "figshare-header", "curl -H 'Authorization: token {S}' https://api.figshare.com/v2/account/articles", g.hex(128)),
		pos("twelfth-code", "osf-token", `osf = OSF(token="{S}")`, g.alnum(70)),

		// conda and pip index credentials.
		pos("twelfth-pkg", "pip-conf", "[global]\nindex-url = https://jdoe:{S}@pypi.lab.edu/simple", upw()),
		pos("twelfth-pkg", "pip-extra-index-env", "PIP_EXTRA_INDEX_URL=https://__token__:{S}@gitlab.lab.edu/api/v4/projects/42/packages/pypi/simple", "glpat-"+g.alnum(20)),
		pos("twelfth-pkg", "condarc-channel-token", "channels:\n  - https://conda.anaconda.org/t/{S}/lab-private\n  - conda-forge", "lab-"+g.alnum(28)),
		pos("twelfth-pkg", "conda-token-set", "conda token set {S}", g.alnum(40)),
		pos("twelfth-pkg", "anaconda-login", "anaconda login --username jdoe --password '{S}'", pw()),
		pos("twelfth-pkg", "poetry-http-basic", "poetry config http-basic.lab jdoe {S}", pw()),
		pos("twelfth-pkg", "uv-index-env", "UV_INDEX_LAB_PASSWORD={S}", tok()),
		pos("twelfth-pkg", "artifactory-pip", "pip install --extra-index-url https://jdoe:{S}@lab.jfrog.io/artifactory/api/pypi/pypi/simple torch-lab", "AKCp8"+g.alnum(68)),

		// Jupyter, MLflow, labelling and tracking tools.
		pos("twelfth-ml", "jupyter-url-token", "    To access the server, open this file in a browser:\n        file:///home/jdoe/.local/share/jupyter/runtime/jpserver-12345-open.html\n    Or copy and paste one of these URLs:\n        http://gpu042:8888/lab?token={S}\n        http://127.0.0.1:8888/lab?token="+g.hex(48), g.hex(48)),
		pos("twelfth-ml", "jupyter-config", "c.ServerApp.token = '{S}'", g.hex(48)),
		pos("twelfth-ml", "jupyter-password-hash", "c.ServerApp.password = 'argon2:{S}'", "$argon2id$v=19$m=10240,t=10,p=8$"+g.pick(base64Chars, 22)+"$"+g.pick(base64Chars, 43)),
		pos("twelfth-ml", "jupyter-list", "$ jupyter server list\nCurrently running servers:\nhttp://node17:8889/?token={S} :: /home/jdoe/project", g.hex(48)),
		pos("twelfth-ml", "mlflow-uri", "export MLFLOW_TRACKING_URI=https://mlflow:{S}@mlflow.lab.edu", upw()),
		pos("twelfth-ml", "mlflow-password", "export MLFLOW_TRACKING_USERNAME=jdoe\nexport MLFLOW_TRACKING_PASSWORD={S}", pw()),
		pos("twelfth-ml", "mlflow-token", "MLFLOW_TRACKING_TOKEN={S}", dapi()),
		pos("twelfth-ml", "label-studio-token", "curl -X GET http://localhost:8080/api/projects -H 'Authorization: Token {S}'", g.hex(40)),
		pos("twelfth-ml", "label-studio-env", "LABEL_STUDIO_API_KEY={S}", g.hex(40)),
		pos("twelfth-ml", "wandb-login", "wandb login {S}", g.hex(40)),
		pos("twelfth-ml", "wandb-netrc", "machine api.wandb.ai\n  login user\n  password {S}", g.hex(40)),
		pos("twelfth-ml", "comet-key", "COMET_API_KEY={S}", g.alnum(25)),
		pos("twelfth-ml", "neptune-token", "NEPTUNE_API_TOKEN=\"{S}\"", b64([]byte(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"`+uuid()+`"}`))),
		pos("twelfth-ml", "clearml-conf", "api {\n  credentials {\n    \"access_key\" = \""+g.pick(upperSet+digitSet, 20)+"\"\n    \"secret_key\" = \"{S}\"\n  }\n}", g.alnum(50)),
		pos("twelfth-ml", "tensorboard-dev", "dvc remote modify --local storage secret_access_key {S}", awsSecret()),
		pos("twelfth-ml", "dvc-config-local", "['remote \"storage\"']\n    url = s3://lab-dvc\n    access_key_id = "+awsID()+"\n    secret_access_key = {S}", awsSecret()),

		// Negatives: checksums, identifiers, run ids.
		neg("twelfth-neg-ids", "sha256sum", sha+"  ERA5_2020_t2m.nc", sha),
		neg("twelfth-neg-ids", "md5-manifest", "MD5 ("+"sub-01_T1w.nii.gz) = "+md5, md5),
		neg("twelfth-neg-ids", "doi", "Data available at https://doi.org/10.5281/zenodo.7654321 (doi:10.1038/s41586-021-03819-2).", ""),
		neg("twelfth-neg-ids", "orcid", "ORCID: https://orcid.org/0000-0002-1825-0097", ""),
		neg("twelfth-neg-ids", "slurm-job-id", "Submitted batch job 48213377\n$ squeue -u $USER\n  JOBID PARTITION  NAME  ST  TIME  NODES\n48213377  gpu  train  R  2:13:07  1", "48213377"),
		neg("twelfth-neg-ids", "sacct", "sacct -j 48213377 --format=JobID,Elapsed,MaxRSS,State\n48213377.batch  02:13:07  31.2G  COMPLETED", "48213377.batch"),
		neg("twelfth-neg-ids", "mlflow-run-id", "mlflow runs describe --run-id "+g.hex(32), ""),
		neg("twelfth-neg-ids", "mlflow-artifact-uri", "artifact_uri: s3://mlflow-artifacts/7/"+g.hex(32)+"/artifacts", ""),
		neg("twelfth-neg-ids", "wandb-run-id", "wandb: Run data is saved locally in /scratch/jdoe/wandb/run-20240115_103412-"+g.pick(lowerSet+digitSet, 8), ""),
		neg("twelfth-neg-ids", "airflow-run-id", "dag_id=etl_daily, run_id=scheduled__2024-01-15T00:00:00+00:00, task_id=load_warehouse", ""),
		neg("twelfth-neg-ids", "spark-app-id", "Submitted application application_1705312345678_0042\nspark.app.id=local-1705312345678", ""),
		neg("twelfth-neg-ids", "git-lfs-oid", "version https://git-lfs.github.com/spec/v1\noid sha256:"+sha+"\nsize 104857600", sha),
		neg("twelfth-neg-ids", "dvc-md5", "outs:\n- md5: "+md5+".dir\n  size: 2147483648\n  nfiles: 1200\n  path: data/raw", md5),
		neg("twelfth-neg-ids", "conda-lock-hash", "  - name: numpy\n    version: 1.26.4\n    hash:\n      sha256: "+sha, sha),
		neg("twelfth-neg-ids", "pip-hash", "numpy==1.26.4 \\\n    --hash=sha256:"+sha, sha),
		neg("twelfth-neg-ids", "bigquery-job-id", "Waiting on bqjob_r"+g.hex(16)+"_0000018d"+g.hex(8)+"_1 ... (3s) Current status: DONE", ""),
		neg("twelfth-neg-ids", "kafka-cluster-id", "Cluster ID: "+g.pick(urlSet, 22)+"\nkafka-storage format -t $KAFKA_CLUSTER_ID -c server.properties", ""),
		neg("twelfth-neg-ids", "databricks-cluster-id", "cluster_id: 0115-103412-"+g.pick(lowerSet+digitSet, 8)+"\nspark_version: 14.3.x-scala2.12", ""),
		neg("twelfth-neg-ids", "gcp-sa-client-id", "client_email: etl@research-data-01.iam.gserviceaccount.com\nclient_id: 104721935560281736493", "104721935560281736493"),
		neg("twelfth-neg-ids", "base64-csv-header", "header_b64 = \""+b64([]byte("sample_id,temperature,pressure,timestamp"))+"\"", ""),

		// Negatives: placeholders and references.
		neg("twelfth-neg-ref", "dbt-env-var", "      password: \"{{ env_var('DBT_PASSWORD') }}\"", ""),
		neg("twelfth-neg-ref", "airflow-conn-ref", "AIRFLOW_CONN_WAREHOUSE=\"postgresql://etl:${WAREHOUSE_PASSWORD}@warehouse.internal:5432/analytics\"", "${WAREHOUSE_PASSWORD}"),
		neg("twelfth-neg-ref", "jaas-placeholder", `sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="<API_KEY>" password="<API_SECRET>";`, ""),
		neg("twelfth-neg-ref", "spark-env-ref", "--conf spark.hadoop.fs.s3a.secret.key=$AWS_SECRET_ACCESS_KEY", ""),
		neg("twelfth-neg-ref", "databricks-secret-ref", `password = dbutils.secrets.get(scope="etl", key="db-password")`, ""),
		neg("twelfth-neg-ref", "r-sys-getenv", `password = Sys.getenv("LAB_DB_PASSWORD")`, ""),
		neg("twelfth-neg-ref", "julia-env-read", `key = ENV["AWS_SECRET_ACCESS_KEY"]`, ""),
		neg("twelfth-neg-ref", "matlab-getenv", `pw = getenv('LAB_DB_PASSWORD');`, ""),
		neg("twelfth-neg-ref", "rclone-config-redacted", "[s3lab]\ntype = s3\naccess_key_id = XXX\nsecret_access_key = XXX", ""),
		neg("twelfth-neg-ref", "s3cfg-empty", "[default]\naccess_key =\nsecret_key =\nhost_base = s3.amazonaws.com", ""),
		neg("twelfth-neg-ref", "jupyter-no-token", "c.ServerApp.token = ''\nc.ServerApp.password = ''", ""),
		neg("twelfth-neg-ref", "jupyter-token-placeholder", "open http://localhost:8888/?token=<token> in your browser", ""),
		neg("twelfth-neg-ref", "snowflake-authenticator", "snowsql -a xy12345 -u jdoe --authenticator externalbrowser", ""),
		neg("twelfth-neg-ref", "kafka-jaas-file-ref", "KAFKA_OPTS=-Djava.security.auth.login.config=/etc/kafka/kafka_client_jaas.conf", ""),
		neg("twelfth-neg-ref", "sa-keyfile-path", "      keyfile: /home/jdoe/.gcp/dbt-sa.json", "/.gcp/dbt-sa.json"),
		neg("twelfth-neg-ref", "hive-password-file", "<property>\n  <name>hadoop.security.credential.provider.path</name>\n  <value>jceks://hdfs/user/hive/hive.jceks</value>\n</property>", ""),
		neg("twelfth-neg-ref", "pip-keyring", "pip install --index-url https://jdoe@pypi.lab.edu/simple --keyring-provider import pkg", "--keyring-provider import pkg"),
		neg("twelfth-neg-ref", "mc-alias-ref", "mc alias set lab https://minio.lab.edu:9000 \"$MINIO_ACCESS_KEY\" \"$MINIO_SECRET_KEY\"", "\"$MINIO_SECRET_KEY\""),

		// Negatives: research prose and config look-alikes.
		neg("twelfth-neg-misc", "module-load", "module purge\nmodule load gcc/12.2.0 openmpi/4.1.5 hdf5/1.14.1 netcdf-c/4.9.2", ""),
		neg("twelfth-neg-misc", "sbatch-header", "#SBATCH --account=lab-a100\n#SBATCH --partition=gpu\n#SBATCH --mem=64G\n#SBATCH --array=1-100%10", ""),
		neg("twelfth-neg-misc", "kafka-topic-config", "cleanup.policy=compact\nretention.ms=604800000\nsegment.bytes=1073741824\nmin.insync.replicas=2", ""),
		neg("twelfth-neg-misc", "spark-config", "spark.executor.memory=8g\nspark.sql.shuffle.partitions=400\nspark.serializer=org.apache.spark.serializer.KryoSerializer", ""),
		neg("twelfth-neg-misc", "prose-keytab", "Authenticate with kinit -kt /etc/security/keytabs/hive.keytab before running beeline.", ""),
		neg("twelfth-neg-misc", "genome-seq", ">chr1:10000-10060\nTAACCCTAACCCTAACCCTAACCCTAACCCTAACCCTAACCCTAACCCTAACCCTAACCC", ""),
		neg("twelfth-neg-misc", "accession", "Reads deposited in SRA under BioProject PRJNA824531 (SRR18712345-SRR18712390).", ""),
		neg("twelfth-neg-misc", "fits-header", "SIMPLE  =                    T\nBITPIX  =                  -32\nCHECKSUM= 'hcHjjc9ghcEghc9g'\nDATASUM = '2503531142'", ""),
	}
}
