package scrub

import (
	"strings"
	"testing"
)

// fiftyfifthFloor is just under what the rules reach on the fifty-fifth
// suite as first written, before any fix for it: recall 0.891, partial
// 0.008, negatives intact 0.894 (176 cases, 129 positives); with its
// three label slips fixed (a notebook password's argon2: scheme tag is no
// part of the hash, and a job's /home/jdoe and an ssh prompt's
// jdoe@login1 name the user, which the rules remove by design, so only
// the job's ids and the prompt's words must survive) recall 0.891,
// partial 0.000, negatives intact 0.936.
//
// After the fixes: recall 0.969, partial 0.000, negatives intact 0.936.
// Left: a FlexLM license line's signature and its server's host id,
// which the thirtyfourth suite rules no credential (bound to that host);
// PyCap's Project(url, token), whose token no name gives; a password in
// prose after "I type"; and as damaged, a Globus native app's client id,
// which oauth-client-id removes as it removes every client id, and two
// s3:// URIs (a DVC remote, an MLflow artifact root), whose bucket names
// cloud-storage-bucket removes by design.
var fiftyfifthFloor = recallFloor{recall: 0.968, intact: 0.935, maxPartial: 0}

// TestPasteFiftyfifthRecall measures the fifty-fifth suite, research
// computing, kept apart as its author wrote it (misses included).
func TestPasteFiftyfifthRecall(t *testing.T) {
	measureHeldOut(t, "fifty-fifth suite", fiftyfifthCases(pasteGen{newFakes(3550)}), fiftyfifthFloor)
}

// fiftyfifthCases are the fifty-fifth suite. Its ground is what
// researchers and research-computing staff paste: Slurm and PBS job
// scripts and their output, module loads, ssh configs for login nodes
// behind jump hosts, Kerberos (kinit, ktutil, keytabs), one-time-password
// seeds and prompts, Globus and iRODS credentials, JupyterHub and Open
// OnDemand tokens and secrets, experiment trackers' keys (Weights &
// Biases, MLflow, Comet, Neptune), Hugging Face and Kaggle credentials,
// DVC remotes, the S3-compatible stores universities run (MinIO, Ceph
// RGW, Wasabi) and their clients (mc, rclone, s3cmd, boto3, s3fs), R's
// .Renviron, keyring and Connect keys, MATLAB installation keys and
// FlexLM license files, lab instruments' and LIMS configs, REDCap and
// Qualtrics API tokens, ORCID's API and institutional single sign-on,
// private conda and pip channels, Zenodo, Figshare, OSF and Dataverse
// tokens, and participant data (names, e-mail addresses, phone numbers,
// dates of birth, student numbers) in CSVs, notebooks and prose. The
// negatives are look-alikes from the same ground, which must survive
// whole: job ids, node names, queue listings, module names, ssh configs
// without secrets, ticket caches, masked phone numbers in 2FA prompts,
// Globus collection and task ids, DOIs and ORCID iDs (both public),
// checksums, DVC's md5s, commit hashes, run ids, model revisions,
// dataset ids, license feature names and servers, survey and response
// ids, placeholders and references to secrets kept elsewhere. Addresses
// at documentation domains count as documentation values.
func fiftyfifthCases(g pasteGen) []pasteCase {
	pw := g.password
	hex := g.hex
	alnum := g.alnum
	url := func(n int) string { return g.pick(urlSet, n) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	upHex := func(n int) string { return g.pick(digitSet+"ABCDEF", n) }
	b32 := func(n int) string { return g.pick(upperSet+"234567", n) }
	uuid := func() string { return hex(8) + "-" + hex(4) + "-4" + hex(3) + "-a" + hex(3) + "-" + hex(12) }
	hf := func() string { return "hf_" + g.pick(lowerSet+upperSet, 34) }
	wandb := func() string { return hex(40) }
	kaggle := func() string { return hex(32) }
	redcap := func() string { return upHex(32) }
	s3Secret := func() string { return g.pick(base64Chars, 40) }
	minioID := func() string { return g.pick(upperSet+digitSet, 20) }
	globusSecret := func() string { return g.pick(base64Chars, 43) + "=" }
	globusToken := func() string { return "Ag" + alnum(71) }
	comet := func() string { return alnum(25) }
	qualtrics := func() string { return alnum(40) }
	zenodo := func() string { return alnum(60) }
	neptune := func() string {
		return base64Of(`{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai","api_key":"` + uuid() + `"}`)
	}
	// A phone number of a participant: a real area code and drawn digits
	// (never the 555 range kept for fiction).
	phone := func(prefix string) string { return prefix + g.pick("2346789", 1) + digits(2) + "-" + digits(4) }
	// A File Installation Key of MATLAB's is six groups of five digits.
	fik := func() string {
		groups := make([]string, 6)
		for i := range groups {
			groups[i] = digits(5)
		}
		return strings.Join(groups, "-")
	}
	// A FlexLM signature is groups of four hex digits.
	sign := func() string {
		groups := make([]string, 15)
		for i := range groups {
			groups[i] = upHex(4)
		}
		return strings.Join(groups, " ")
	}
	jobHeader := "#!/bin/bash\n#SBATCH --job-name=train-vit\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:2\n#SBATCH --cpus-per-task=16\n#SBATCH --mem=128G\n#SBATCH --time=24:00:00\n#SBATCH --output=logs/%x-%j.out\n\nmodule purge\nmodule load cuda/12.1.1 anaconda3/2023.09\nsource activate vit\n"
	minioKey := minioID()
	scratch := g.pick("123456789", 1) + digits(7)
	gauth := "$ cat ~/.google_authenticator\n" + b32(26) + "\n\" RATE_LIMIT 3 30\n\" WINDOW_SIZE 17\n\" DISALLOW_REUSE\n\" TOTP_AUTH\n" + scratch + "\n" + g.pick("123456789", 1) + digits(7) + "\n" + g.pick("123456789", 1) + digits(7) + "\n"
	gauthSeed := strings.SplitN(gauth, "\n", 3)[1]
	csvRows := []string{
		"participant_id,first_name,last_name,email,phone,dob,student_id,condition",
		"P001,Maren,Lindqvist,maren.lindqvist" + digits(2) + "@gmail.com," + phone("(734) ") + ",1999-04-17,2023" + digits(4) + ",A",
		"P002,Tobias,Achterberg,t.achterberg@outlook.com," + phone("(734) ") + ",2001-11-02,2022" + digits(4) + ",B",
		"P003,Priya,Ramanathan,priya.r" + digits(3) + "@yahoo.com," + phone("(313) ") + ",1998-07-29,2021" + digits(4) + ",A",
	}
	csv := strings.Join(csvRows, "\n") + "\n"
	csvField := func(row, col int) string { return strings.Split(csvRows[row], ",")[col] }
	dfEmail, dfPhone := "t.nowak"+digits(2)+"@wp.pl", "+48 6"+digits(2)+" "+digits(3)+" "+digits(3)
	df := "   record_id          name             email            phone  age  arm\n" +
		"0       1001  Tomasz Nowak  " + dfEmail + "  " + dfPhone + "   34    1\n" +
		"1       1002   Ewa Kaminska  ewa.kam" + digits(3) + "@onet.pl  +48 5" + digits(2) + " " + digits(3) + " " + digits(3) + "   29    2\n"
	rgwKey := minioID()

	cases := []pasteCase{
		// Slurm job scripts and their logs.
		pos("slurm", "wandb-export", jobHeader+"export WANDB_API_KEY={S}\nexport WANDB_PROJECT=vit-ablation\n\nsrun python train.py --config cfg/base.yaml", wandb()),
		pos("slurm", "hf-token-export", jobHeader+"export HF_HOME=/scratch/$USER/hf\nexport HF_TOKEN={S}\npython -m torch.distributed.run --nproc_per_node=2 finetune.py", hf()),
		pos("slurm", "mail-user", "#!/bin/bash\n#SBATCH -J qc_pipeline\n#SBATCH -N 1\n#SBATCH -t 04:00:00\n#SBATCH --mail-type=END,FAIL\n#SBATCH --mail-user={S}\n\nmodule load fastqc/0.12.1", "a.kowalczyk@student.uw.edu.pl"),
		pos("slurm", "sbatch-wrap", `sbatch -p cpu -t 1:00:00 --wrap="MLFLOW_TRACKING_PASSWORD={S} python log_runs.py --exp 12"`, pw()),
		pos("slurm", "slurmdbd-conf", "# /etc/slurm/slurmdbd.conf\nAuthType=auth/munge\nDbdHost=slurmdb01\nSlurmUser=slurm\nStorageType=accounting_storage/mysql\nStorageHost=localhost\nStorageUser=slurm\nStoragePass={S}\nStorageLoc=slurm_acct_db", pw()),
		pos("slurm", "scontrol-token", "$ scontrol token lifespan=7200\nSLURM_JWT={S}\n$ curl -H \"X-SLURM-USER-NAME: $USER\" -H \"X-SLURM-USER-TOKEN: $SLURM_JWT\" http://slurmrest:6820/slurm/v0.0.40/jobs", g.jwt()),
		pos("slurm", "log-hf-header", "slurm-48213377.out:\nTraceback (most recent call last):\n  File \"finetune.py\", line 41, in <module>\nhuggingface_hub.errors.HfHubHTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/lab/private-7b\nDEBUG request headers: {'user-agent': 'unknown/None; hf_hub/0.23.4', 'authorization': 'Bearer {S}'}", hf()),

		// PBS.
		pos("pbs", "mail-address", "#!/bin/bash\n#PBS -N blast_nr\n#PBS -l select=1:ncpus=16:mem=64gb\n#PBS -l walltime=12:00:00\n#PBS -M {S}\n#PBS -m abe\ncd $PBS_O_WORKDIR", "j.okafor@ed.ac.uk"),
		pos("pbs", "qsub-v", "qsub -v DB_HOST=mysql.lab.local,DB_USER=importer,DB_PASS='{S}' run_import.pbs", pw()),
		pos("pbs", "irods-password", "#PBS -q workq\n#PBS -l walltime=02:00:00\nexport IRODS_USER_NAME=rods\nexport IRODS_PASSWORD={S}\niget -rK /tempZone/home/rods/run42 $TMPDIR/", pw()),

		// ssh to login nodes.
		pos("ssh", "proxycommand-sshpass", "Host hpc\n    HostName login1.hpc.uni-example.de\n    User jdoe\n    ProxyCommand sshpass -p '{S}' ssh -W %h:%p jdoe@gateway.uni-example.de", pw()),
		pos("ssh", "private-key", "$ cat ~/.ssh/id_cluster\n-----BEGIN OPENSSH PRIVATE KEY-----\n{S}\n-----END OPENSSH PRIVATE KEY-----", g.block(400)),
		pos("ssh", "prose-password", "I can't get the jump host to work from VS Code. my cluster password is {S} and ProxyJump bastion works from the terminal", pw()),
		pos("ssh", "expect-send", "#!/usr/bin/expect -f\nspawn ssh jdoe@login.cluster.uni-example.de\nexpect \"Password:\"\nsend \"{S}\\r\"\ninteract", pw()),

		// Kerberos.
		pos("kerberos", "echo-kinit", "echo '{S}' | kinit jdoe@AD.UNI-EXAMPLE.EDU && klist", pw()),
		pos("kerberos", "keytab-base64", "# CI secret for the ingest service\nKRB5_KEYTAB_B64={S}", base64Of("\x05\x02\x00\x00\x00K\x00\x01\x00\x0fLAB.EXAMPLE.ORG\x00\x0asvc_ingest"+g.pick(base64Chars, 60))),
		pos("kerberos", "ktutil-printf", `printf "%b" "addent -password -p svc_ingest@LAB.EXAMPLE.ORG -k 1 -e aes256-cts-hmac-sha1-96\n{S}\nwkt /etc/security/keytabs/svc_ingest.keytab\n" | ktutil`, pw()),
		pos("kerberos", "prose-preauth", "kinit keeps saying 'Preauthentication failed while getting initial credentials', the password is definitely {S}, I just reset it", pw()),

		// One-time passwords.
		pos("otp", "otpauth-uri", "otpauth://totp/HPC%20Cluster:jdoe?secret={S}&issuer=HPC%20Cluster&digits=6&period=30", b32(32)),
		pos("otp", "google-authenticator-seed", gauth, gauthSeed),
		pos("otp", "google-authenticator-scratch", gauth, scratch),
		pos("otp", "new-secret-key", "Do you want authentication tokens to be time-based (y/n) y\nWarning: pasting the following URL into your browser exposes the OTP secret to Google:\n\nYour new secret key is: {S}\nEnter code from app (-1 to skip): -1", b32(26)),

		// Globus.
		pos("globus", "client-secret-env", "export GLOBUS_CLIENT_ID="+uuid()+"\nexport GLOBUS_CLIENT_SECRET={S}\nglobus whoami", globusSecret()),
		pos("globus", "sdk-confidential", `client = globus_sdk.ConfidentialAppAuthClient("`+uuid()+`", "{S}")`, globusSecret()),
		pos("globus", "gcp-setup-key", "$ ./globusconnectpersonal -setup {S}\nConfiguration directory: /home/jdoe/.globusonline/lta\nContacting relay.globusonline.org:2223\nDone!", uuid()),
		pos("globus", "token-json-access", `{"transfer.api.globus.org": {"scope": "urn:globus:auth:scope:transfer.api.globus.org:all", "access_token": "{S}", "refresh_token": "`+globusToken()+`", "expires_at_seconds": 1733300000, "token_type": "Bearer"}}`, globusToken()),
		pos("globus", "deployment-key", "$ cat deployment-key.json\n{\n  \"client_id\": \""+uuid()+"\",\n  \"secret\": \"{S}\",\n  \"deployment_key\": true\n}", globusSecret()),

		// iRODS.
		pos("irods", "python-session", `with iRODSSession(host="irods.lab.example.org", port=1247, user="rods", password="{S}", zone="tempZone") as session:`, pw()),
		pos("irods", "prose-iinit", "iinit fails with CAT_INVALID_AUTHENTICATION even though I type {S} exactly, the same one works on the web portal", pw()),
		pos("irods", "irodsA", "$ cat ~/.irods/.irodsA\n{S}\n$ ils\nils: CAT_INVALID_USER", g.pick(base62+"!#$%&*+-.:;<=>?@^_~", 14)),
		pos("irods", "server-config-negotiation", "\"negotiation_key\": \"{S}\",\n\"zone_key\": \"LAB_ZONE_KEY_2024\",\n\"zone_name\": \"labZone\",\n\"zone_port\": 1247", alnum(32)),

		// JupyterHub and Jupyter servers.
		pos("jupyter", "lab-url", "    To access the server, open this file in a browser:\n        file:///home/jdoe/.local/share/jupyter/runtime/jpserver-31214-open.html\n    Or copy and paste one of these URLs:\n        http://gpu017:8888/lab?token={S}\n        http://127.0.0.1:8888/lab?token={S}", hex(48)),
		pos("jupyter", "hub-api-token", "JUPYTERHUB_API_TOKEN={S}\nJUPYTERHUB_API_URL=http://10.20.0.4:8081/hub/api\nJUPYTERHUB_USER=jdoe", hex(32)),
		pos("jupyter", "proxy-auth-token", "c.ConfigurableHTTPProxy.auth_token = '{S}'", hex(64)),
		pos("jupyter", "cookie-secret", "c.JupyterHub.cookie_secret = bytes.fromhex('{S}')", hex(64)),
		pos("jupyter", "notebook-password-hash", "c.ServerApp.password = 'argon2:{S}'", "$argon2id$v=19$m=10240,t=10,p=8$"+g.pick(base64Chars, 22)+"$"+g.pick(base64Chars, 43)),

		// Open OnDemand.
		pos("ondemand", "portal-oidc-secret", "# /etc/ood/config/ood_portal.yml\nservername: ondemand.hpc.example.edu\noidc_uri: /oidc\noidc_provider_metadata_url: https://sso.example.edu/realms/hpc/.well-known/openid-configuration\noidc_client_id: ondemand\noidc_client_secret: \"{S}\"\noidc_remote_user_claim: preferred_username", alnum(32)),
		pos("ondemand", "dex-client-secret", "dex:\n  client_id: ondemand.hpc.example.edu\n  client_secret: {S}\n  connectors:\n    - type: ldap\n      id: ldap\n      name: LDAP", alnum(32)),
		pos("ondemand", "dex-bind-pw", "dex:\n  connectors:\n    - type: ldap\n      config:\n        host: ldap.hpc.example.edu:636\n        bindDN: cn=ood,ou=services,dc=hpc,dc=example,dc=edu\n        bindPW: {S}\n        userSearch:\n          baseDN: ou=people,dc=hpc,dc=example,dc=edu", pw()),
		pos("ondemand", "vnc-connection", "$ cat ~/ondemand/data/sys/dashboard/batch_connect/sys/bc_desktop/output/"+uuid()+"/connection.yml\nhost: c0417\nport: 5901\npassword: {S}\ndisplay: 1\nwebsocket: 32417", alnum(8)),
		pos("ondemand", "rstudio-card", "RStudio Server (48213390)  1 node | 4 cores | Running\nHost: >_c1034.hpc.example.edu\nCreated at: 2026-12-04 09:12:01 UTC\nTime Remaining: 3 hours and 41 minutes\nUsername: jdoe\nPassword: {S}", url(24)),

		// Weights & Biases.
		pos("wandb", "netrc", "$ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {S}", wandb()),
		pos("wandb", "login-command", "(vit) [jdoe@login1 ~]$ wandb login {S}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/jdoe/.netrc", wandb()),
		pos("wandb", "python-login", `import wandb
wandb.login(key="{S}")
run = wandb.init(project="vit-ablation", entity="lab-ml")`, wandb()),
		pos("wandb", "local-server", "WANDB_BASE_URL=https://wandb.lab.example.org\nWANDB_API_KEY={S}", "local-"+wandb()),
		pos("wandb", "prose-key", "the key from wandb.ai/authorize is {S} but every run says 401 on the cluster", wandb()),

		// MLflow.
		pos("mlflow", "tracking-env", "export MLFLOW_TRACKING_URI=https://mlflow.lab.example.org\nexport MLFLOW_TRACKING_USERNAME=jdoe\nexport MLFLOW_TRACKING_PASSWORD={S}", pw()),
		pos("mlflow", "databricks-token", "MLFLOW_TRACKING_URI=databricks\nDATABRICKS_HOST=https://adb-"+digits(16)+".7.azuredatabricks.net\nDATABRICKS_TOKEN={S}", "dapi"+hex(32)),
		pos("mlflow", "uri-userinfo", `mlflow.set_tracking_uri("https://jdoe:{S}@mlflow.lab.example.org")`, g.urlPassword()),
		pos("mlflow", "server-backend", "mlflow server --backend-store-uri postgresql://mlflow:{S}@db01:5432/mlflow --default-artifact-root s3://mlflow-artifacts --host 0.0.0.0 --port 5000", g.urlPassword()),
		pos("mlflow", "basic-auth-ini", "# basic_auth.ini\n[mlflow]\ndefault_permission = READ\ndatabase_uri = sqlite:///basic_auth.db\nadmin_username = admin\nadmin_password = {S}", pw()),

		// Comet and Neptune.
		pos("comet", "config-file", "$ cat ~/.comet.config\n[comet]\napi_key = {S}\nworkspace = lab-ml\nproject_name = segmentation", comet()),
		pos("comet", "experiment", `experiment = Experiment(api_key="{S}", project_name="segmentation", workspace="jdoe")`, comet()),
		pos("neptune", "env-token", "export NEPTUNE_PROJECT=lab-ml/vit\nexport NEPTUNE_API_TOKEN=\"{S}\"", neptune()),
		pos("neptune", "init-run", `run = neptune.init_run(project="lab-ml/vit", api_token="{S}")`, neptune()),

		// Hugging Face.
		pos("hf", "cli-login", "$ huggingface-cli login --token {S}\nToken is valid (permission: read).\nYour token has been saved to /home/jdoe/.cache/huggingface/token\nLogin successful", hf()),
		pos("hf", "token-file", "[jdoe@gpu017 ~]$ cat ~/.cache/huggingface/token\n{S}", hf()),
		pos("hf", "from-pretrained", `model = AutoModelForCausalLM.from_pretrained("lab/private-7b", token="{S}", torch_dtype=torch.bfloat16)`, hf()),
		pos("hf", "git-clone", "git clone https://jdoe:{S}@huggingface.co/datasets/lab/private-corpus", hf()),
		pos("hf", "prose", "my HF token {S} works for llama but gives 403 on the gated gemma repo, do I need to accept something?", hf()),

		// Kaggle.
		pos("kaggle", "json", `{"username":"jdoe42","key":"{S}"}`, kaggle()),
		pos("kaggle", "cat-json", "$ cat ~/.kaggle/kaggle.json\n{\"username\": \"mlee\", \"key\": \"{S}\"}", kaggle()),
		pos("kaggle", "env", "export KAGGLE_USERNAME=mlee\nexport KAGGLE_KEY={S}", kaggle()),

		// DVC remotes.
		pos("dvc", "modify-secret", "dvc remote modify --local storage secret_access_key {S}", s3Secret()),
		pos("dvc", "config-local-secret", "$ cat .dvc/config.local\n['remote \"minio\"']\n    access_key_id = "+minioID()+"\n    secret_access_key = {S}", alnum(40)),
		pos("dvc", "webdav-password", "dvc remote add -d nextcloud webdavs://cloud.uni-example.de/remote.php/dav/files/jdoe/dvc\ndvc remote modify --local nextcloud user jdoe\ndvc remote modify --local nextcloud password {S}", pw()),
		pos("dvc", "gdrive-client-secret", "['remote \"gdrive\"']\n    url = gdrive://1AbCdEfGhIjKlMnOpQrStUvWxYz\n    gdrive_client_id = "+digits(12)+"-"+g.pick(lowerSet+digitSet, 32)+".apps.googleusercontent.com\n    gdrive_client_secret = {S}", "GOCSPX-"+url(28)),

		// S3-compatible stores.
		pos("s3", "mc-alias", "mc alias set uni https://s3.uni-example.de "+minioKey+" {S} --api S3v4", alnum(40)),
		pos("s3", "minio-root", "MINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD={S}\nMINIO_VOLUMES=\"/mnt/data{1...4}\"", pw()),
		pos("s3", "radosgw-user-create", "$ radosgw-admin user create --uid=lab-ml --display-name=\"ML lab\"\n{\n    \"user_id\": \"lab-ml\",\n    \"display_name\": \"ML lab\",\n    \"keys\": [\n        {\n            \"user\": \"lab-ml\",\n            \"access_key\": \""+rgwKey+"\",\n            \"secret_key\": \"{S}\"\n        }\n    ],", alnum(40)),
		pos("s3", "wasabi-profile", "[wasabi]\naws_access_key_id = "+minioID()+"\naws_secret_access_key = {S}\n\n$ aws s3 ls --profile wasabi --endpoint-url=https://s3.eu-central-1.wasabisys.com", s3Secret()),
		pos("s3", "rclone-ceph", "[ceph]\ntype = s3\nprovider = Ceph\naccess_key_id = "+minioID()+"\nsecret_access_key = {S}\nendpoint = https://rgw.hpc.example.edu", alnum(40)),
		pos("s3", "rclone-obscured", "[lab-sftp]\ntype = sftp\nhost = storage.lab.example.org\nuser = jdoe\npass = {S}\nshell_type = unix", url(43)),
		pos("s3", "s3cfg", "$ cat ~/.s3cfg\n[default]\naccess_key = "+minioID()+"\nsecret_key = {S}\nhost_base = s3.uni-example.de\nhost_bucket = s3.uni-example.de\nuse_https = True", alnum(40)),
		pos("s3", "presigned-signature", "https://minio.lab.example.org:9000/raw/scan_0042.tif?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="+minioID()+"%2F20261204%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T091201Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={S}", hex(64)),

		// R.
		pos("r", "renviron-pat", "$ cat ~/.Renviron\nR_LIBS_USER=~/R/library/4.4\nGITHUB_PAT={S}", "ghp_"+alnum(36)),
		pos("r", "renviron-redcap", "# ~/.Renviron\nREDCAP_API_URL=https://redcap.med.example.edu/api/\nREDCAP_API_TOKEN={S}", redcap()),
		pos("r", "keyring-set", `keyring::key_set_with_value("redcap_pilot", password = "{S}")`, redcap()),
		pos("r", "rsconnect-account", `rsconnect::setAccountInfo(name='lab-shiny', token='`+upHex(32)+`', secret='{S}')`, s3Secret()),
		pos("r", "connect-api-key", "CONNECT_SERVER=https://connect.lab.example.edu\nCONNECT_API_KEY={S}", alnum(32)),
		pos("r", "dbconnect", `con <- dbConnect(RPostgres::Postgres(), host = "db.lab.example.org", dbname = "cohort", user = "analyst", password = "{S}")`, pw()),
		pos("r", "qualtrics-credentials", `qualtrics_api_credentials(api_key = "{S}", base_url = "ca1.qualtrics.com", install = TRUE)`, qualtrics()),

		// MATLAB and license servers.
		pos("license", "flexlm-hostid", "SERVER licsrv01 {S} 27000\nDAEMON MLM /usr/local/MATLAB/R2024a/etc/glnxa64/MLM\n# BEGIN--------------BEGIN--------------BEGIN", hex(12)),
		pos("license", "flexlm-sign", "INCREMENT MATLAB MLM 46 01-jan-0000 50 "+upHex(20)+" \\\n\tVENDOR_STRING=vi=30:at=187:pd=1:lo=CN:lu=200:ei="+digits(6)+": \\\n\tHOSTID="+hex(12)+" PLATFORMS=x SN="+digits(6)+" TS_OK SIGN=\"{S}\"", sign()),
		pos("license", "fik-prose", "Installing R2024a on the new nodes. File Installation Key: {S} and the license.dat is in /opt/matlab/licenses", fik()),
		pos("license", "installer-input", "# installer_input.txt\ndestinationFolder=/opt/matlab/R2024a\nfileInstallationKey={S}\nagreeToLicense=yes\nlicensePath=/opt/matlab/licenses/network.lic", fik()),

		// Lab instruments and LIMS.
		pos("lims", "labkey-netrc", "$ cat ~/.netrc\nmachine labkey.lab.example.org\nlogin apikey\npassword {S}", "apikey|"+hex(32)),
		pos("lims", "benchling", `benchling = Benchling(url="https://lab.benchling.com", auth_method=ApiKeyAuth("{S}"))`, "sk_"+alnum(30)),
		pos("lims", "elabftw-env", "ELAB_URL=https://eln.lab.example.org/api/v2\nELAB_API_KEY={S}", "3-"+hex(84)),
		pos("lims", "instrument-ini", "[Export]\nShare=\\\\nas01\\instruments\\qpcr\nUser=LAB\\qpcr_svc\nPassword={S}\nInterval=300\nFormat=RDML", pw()),
		pos("lims", "omero-login", "omero login -s omero.lab.example.org -u jdoe -w {S}\nomero import -d 5123 /data/confocal/2026-12-03/*.czi", pw()),
		pos("lims", "cifs-mount", "sudo mount -t cifs //nas01.lab.local/microscopy /mnt/micro -o username=scope,password={S},vers=3.0,uid=1000", pw()),
		pos("lims", "api-token-header", "curl -H 'X-Auth-Token: {S}' 'https://lims.lab.example.org/api/v2/samples?status=received&limit=50'", hex(40)),

		// REDCap and Qualtrics.
		pos("redcap", "curl-export", "curl -X POST https://redcap.med.example.edu/api/ -d token={S} -d content=record -d format=csv -d type=flat", redcap()),
		pos("redcap", "pycap", `from redcap import Project
project = Project("https://redcap.med.example.edu/api/", "{S}")
df = project.export_records(format_type="df")`, redcap()),
		pos("redcap", "python-dict", `data = {
    'token': '{S}',
    'content': 'record',
    'format': 'json',
    'type': 'flat',
}
r = requests.post('https://redcap.med.example.edu/api/', data=data)`, redcap()),
		pos("redcap", "prose", "here's the API token for the pilot project, {S}, it only has export rights so it should be fine", redcap()),
		pos("qualtrics", "curl-header", `curl -H "X-API-TOKEN: {S}" https://fra1.qualtrics.com/API/v3/surveys`, qualtrics()),
		pos("qualtrics", "python-headers", `headers = {"x-api-token": "{S}", "content-type": "application/json"}`, qualtrics()),
		pos("qualtrics", "oauth-client", "curl -X POST -u '"+hex(32)+":{S}' -d 'grant_type=client_credentials&scope=manage:all' https://ca1.qualtrics.com/oauth2/token", alnum(64)),

		// ORCID and single sign-on.
		pos("sso", "orcid-client-secret", "ORCID_CLIENT_ID=APP-"+g.pick(upperSet+digitSet, 16)+"\nORCID_CLIENT_SECRET={S}\nORCID_REDIRECT_URI=https://repo.lab.example.org/orcid/callback", uuid()),
		pos("sso", "orcid-token-response", `{"access_token":"{S}","token_type":"bearer","refresh_token":"`+uuid()+`","expires_in":631138518,"scope":"/read-limited","name":"Jane Doe","orcid":"0000-0002-1825-0097"}`, uuid()),
		pos("sso", "netid-prose", "can you log in as me to check the allocation? NetID jdoe42, password {S}", pw()),
		pos("sso", "shib-cookie", "Cookie: _shibsession_64656661756c7468747470733a2f2f6a7570=_{S}; _ga=GA1.2.1234567890.1700000000", hex(32)),
		pos("sso", "keycloak-secret", "KEYCLOAK_URL=https://sso.uni-example.de\nKEYCLOAK_REALM=research\nKEYCLOAK_CLIENT_ID=jupyterhub\nKEYCLOAK_CLIENT_SECRET={S}", alnum(32)),
		pos("sso", "shibboleth-sp-key", "==> /etc/shibboleth/sp-key.pem <==\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", g.block(300)),

		// Private conda and pip channels.
		pos("pkg", "pip-extra-index", "pip install --extra-index-url https://__token__:{S}@gitlab.lab.example.org/api/v4/projects/42/packages/pypi/simple labtools==0.4.2", "glpat-"+url(20)),
		pos("pkg", "pip-conf", "$ cat ~/.config/pip/pip.conf\n[global]\nindex-url = https://jdoe:{S}@artifactory.uni-example.de/artifactory/api/pypi/pypi-remote/simple", g.urlPassword()),
		pos("pkg", "anaconda-token-url", "conda install -c https://conda.anaconda.org/t/{S}/lab-private labtools", g.pick(lowerSet, 2)+"-"+uuid()),
		pos("pkg", "condarc", "$ cat ~/.condarc\nchannels:\n  - https://jdoe:{S}@conda.lab.example.org/lab\n  - conda-forge\nchannel_priority: strict", g.urlPassword()),
		pos("pkg", "artifactory-key", "PIP_INDEX_URL=https://jdoe:{S}@artifactory.uni-example.de/artifactory/api/pypi/pypi/simple", "AKCp8"+alnum(68)),
		pos("pkg", "anaconda-login", "anaconda login --username jdoe --password '{S}' && anaconda upload dist/labtools-0.4.2.tar.bz2", pw()),

		// Zenodo, Figshare, OSF, Dataverse.
		pos("repo", "zenodo-curl", `curl -i -H "Content-Type: application/json" -X POST --data '{}' "https://zenodo.org/api/deposit/depositions?access_token={S}"`, zenodo()),
		pos("repo", "zenodo-params", `params = {'access_token': '{S}'}
r = requests.post('https://zenodo.org/api/deposit/depositions', params=params, json={})`, zenodo()),
		pos("repo", "figshare-header", "curl -H 'Authorization: token {S}' https://api.figshare.com/v2/account/articles", hex(128)),
		pos("repo", "osf-token", "export OSF_TOKEN={S}\nosf -p abc12 clone .", alnum(70)),
		pos("repo", "dataverse-header", `curl -H "X-Dataverse-key:{S}" -X POST "https://dataverse.harvard.edu/api/datasets/:persistentId/add?persistentId=doi:10.7910/DVN/ABC123" -F file=@data.csv`, uuid()),

		// Participant data.
		pos("pii", "csv-email", csv, csvField(1, 3)),
		pos("pii", "csv-phone", csv, csvField(2, 4)),
		pos("pii", "csv-dob", csv, csvField(1, 5)),
		pos("pii", "csv-student-id", csv, csvField(3, 6)),
		pos("pii", "csv-name", "participant: "+csvField(3, 1)+" "+csvField(3, 2)+", email {S}, session 2 missed", csvField(3, 3)),
		pos("pii", "notebook-email", "In [4]: df.head(2)\nOut[4]:\n"+df, dfEmail),
		pos("pii", "notebook-phone", "In [4]: df.head(2)\nOut[4]:\n"+df, dfPhone),
		pos("pii", "roster-prose", "Can you draft a reminder to the participants who missed session 2? lena.hoffmann"+digits(2)+"@web.de and {S}", "m.yilmaz"+digits(3)+"@gmx.de"),
		pos("pii", "qualtrics-response", `{"responseId":"R_`+alnum(15)+`","values":{"recipientEmail":"{S}","recipientFirstName":"Aisha","recipientLastName":"Bello","duration":412,"finished":1}}`, "aisha.bello"+digits(2)+"@gmail.com"),
		pos("pii", "redcap-export-phone", "record_id,redcap_event_name,participant_name,mobile_phone,consent_date\n17,baseline_arm_1,Grace Mwangi,{S},2025-10-02", "+254 7"+digits(2)+" "+digits(6)),
		pos("pii", "payment-ssn", "for the participant payment form I need her SSN: {S}, address on file", g.pick("12345", 1)+digits(2)+"-"+g.pick("123456789", 2)+"-"+g.pick("123456789", 4)),
		pos("pii", "student-roster", "student_id\tname\temail\n2023"+digits(4)+"\tLukas Brenner\t{S}\n", "lukas.brenner@stud.uni-heidelberg.de"),

		// Negatives: ids, listings, public identifiers, placeholders, references.
		neg("slurm", "submitted", "$ sbatch train.sh\nSubmitted batch job 48213377", ""),
		neg("slurm", "squeue", "$ squeue -u jdoe\n             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n          48213377       gpu train-vi     jdoe  R    2:13:04      1 gpu017\n          48213378       gpu train-vi     jdoe PD       0:00      1 (Priority)", ""),
		neg("slurm", "sacct", "$ sacct -j 48213377 --format=JobID,JobName,MaxRSS,Elapsed,State\nJobID           JobName     MaxRSS    Elapsed      State\n------------ ---------- ---------- ---------- ----------\n48213377      train-vit              02:13:04  COMPLETED\n48213377.ba+      batch     41236K   02:13:04  COMPLETED", ""),
		neg("slurm", "env-dump", "SLURM_JOB_ID=48213377\nSLURM_JOB_NODELIST=gpu[017-018]\nSLURM_NTASKS=2\nSLURM_SUBMIT_DIR=/home/jdoe/vit\nCUDA_VISIBLE_DEVICES=0,1", "SLURM_JOB_ID=48213377\nSLURM_JOB_NODELIST=gpu[017-018]\nSLURM_NTASKS=2"),
		neg("module", "load", "module purge\nmodule load gcc/12.2.0 openmpi/4.1.5 cuda/12.1.1 cudnn/8.9.2.26-12.x\nmodule list", ""),
		neg("module", "spider", "$ module spider anaconda3/2023.09-0\n\n  anaconda3: anaconda3/2023.09-0\n    This module can be loaded directly: module load anaconda3/2023.09-0", ""),
		neg("pbs", "qstat", "$ qstat -u jdoe\n\npbs01:\nJob ID          Username Queue    Jobname    SessID NDS TSK Memory Time  S Time\n--------------- -------- -------- ---------- ------ --- --- ------ ----- - -----\n8812345.pbs01   jdoe     workq    blast_nr    41231   1  16   64gb 12:00 R 01:12", ""),
		neg("ssh", "config-jump", "Host bastion\n  HostName bastion.example.edu\n  User jdoe\n\nHost hpc\n  HostName login1.example.edu\n  ProxyJump bastion\n  IdentityFile ~/.ssh/id_ed25519\n  ControlMaster auto\n  ControlPath ~/.ssh/cm-%r@%h:%p\n  ServerAliveInterval 60", ""),
		neg("ssh", "host-fingerprint", "The authenticity of host 'login1.example.edu (192.0.2.14)' can't be established.\nED25519 key fingerprint is SHA256:"+g.pick(base64Chars, 43)+".\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", ""),
		neg("kerberos", "klist", "$ klist\nTicket cache: FILE:/tmp/krb5cc_41237\nDefault principal: jdoe@EXAMPLE.ORG\n\nValid starting       Expires              Service principal\n12/04/2026 09:12:01  12/04/2026 19:12:01  krbtgt/EXAMPLE.ORG@EXAMPLE.ORG\n\trenew until 12/11/2026 09:12:01", ""),
		neg("kerberos", "krb5-conf", "[libdefaults]\n    default_realm = EXAMPLE.ORG\n    ticket_lifetime = 24h\n    forwardable = true\n[realms]\n    EXAMPLE.ORG = {\n        kdc = kdc1.example.org\n        admin_server = kdc1.example.org\n    }", ""),
		neg("kerberos", "prose-keytab", "Remember to run kinit before submitting; the host keytab lives in /etc/krb5.keytab and IT rotates it.", ""),
		neg("otp", "duo-prompt", "Duo two-factor login for jdoe\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-4821\n 2. Phone call to XXX-XXX-4821\n\nPasscode or option (1-2): ", ""),
		neg("otp", "verification-prompt", "(jdoe@login1.example.edu) Password: \n(jdoe@login1.example.edu) Verification code: ", ") Verification code: "),
		neg("globus", "collection-ls", "$ globus ls '"+uuid()+":/~/datasets/'\nimagenet/\nmimic-iv/\nREADME.md", ""),
		neg("globus", "task-id", "Message: The transfer has been accepted and a task has been created and queued for execution\nTask ID: "+uuid(), ""),
		neg("globus", "native-client-id", `CLIENT_ID = "`+uuid()+`"  # native app, no secret`, ""),
		neg("irods", "environment-json", `{
    "irods_host": "data.example.org",
    "irods_port": 1247,
    "irods_user_name": "jdoe",
    "irods_zone_name": "tempZone",
    "irods_authentication_scheme": "pam_password"
}`, ""),
		neg("jupyter", "kernel-started", "[I 2026-12-04 09:12:01.123 ServerApp] Kernel started: "+uuid()+"\n[I 2026-12-04 09:12:03.441 ServerApp] Connecting to kernel "+uuid()+".", ""),
		neg("ids", "doi", "Data are available at https://doi.org/10.5281/zenodo.8123456 (Zenodo record 8123456) under CC-BY 4.0.", ""),
		neg("ids", "orcid-id", "Jane Doe, ORCID: https://orcid.org/0000-0002-1825-0097, Department of Physics", ""),
		neg("ids", "zenodo-record", `{"doi": "10.5281/zenodo.8123456", "conceptrecid": "8123455", "id": 8123456, "links": {"html": "https://zenodo.org/records/8123456"}}`, ""),
		neg("ids", "sha256sums", "$ cat SHA256SUMS\n"+hex(64)+"  sub-01_T1w.nii.gz\n"+hex(64)+"  sub-02_T1w.nii.gz\n$ sha256sum -c SHA256SUMS\nsub-01_T1w.nii.gz: OK\nsub-02_T1w.nii.gz: OK", ""),
		neg("ids", "dvc-md5", "outs:\n- md5: "+hex(32)+".dir\n  size: 48213377\n  nfiles: 1200\n  hash: md5\n  path: data/raw", ""),
		neg("ids", "git-log", "$ git log --oneline -3\n"+hex(7)+" fix seed handling in dataloader\n"+hex(7)+" add REDCap export script\n"+hex(7)+" bump torch to 2.3.1", ""),
		neg("ids", "wandb-run", "wandb: Run data is saved locally in /scratch/jdoe/wandb/run-20261204_091201-3k2j1x9q\nwandb: Syncing run sunny-sea-12\nwandb: View project at https://wandb.ai/lab-ml/vit-ablation\nwandb: View run at https://wandb.ai/lab-ml/vit-ablation/runs/3k2j1x9q", ""),
		neg("ids", "mlflow-run-id", "Run ID: "+hex(32)+"\nExperiment ID: 812374951230123\nArtifact URI: s3://mlflow-artifacts/12/"+hex(32)+"/artifacts", ""),
		neg("ids", "hf-revision", `model = AutoModel.from_pretrained("bert-base-uncased", revision="`+hex(40)+`")`, ""),
		neg("ids", "kaggle-dataset", "kaggle datasets download -d paultimothymooney/chest-xray-pneumonia -p data/ --unzip", ""),
		neg("ids", "qualtrics-ids", "survey_id = 'SV_"+alnum(15)+"'\nresponse_id = 'R_"+alnum(15)+"'\ndatacenter = 'fra1'", ""),
		neg("ids", "bids-participants", "participant_id\tage\tsex\thandedness\nsub-01\t24\tF\tR\nsub-02\t31\tM\tR\nsub-03\t27\tF\tL", ""),
		neg("ids", "pip-hash", "torch==2.3.1 \\\n    --hash=sha256:"+hex(64)+" \\\n    --hash=sha256:"+hex(64), ""),
		neg("license", "lmstat", "$ lmutil lmstat -a -c 27000@licsrv01\nUsers of MATLAB:  (Total of 50 licenses issued;  Total of 12 licenses in use)\nUsers of Statistics_Toolbox:  (Total of 10 licenses issued;  Total of 0 licenses in use)\nUsers of Parallel_Computing_Toolbox:  (Total of 5 licenses issued;  Total of 5 licenses in use)", ""),
		neg("license", "license-env", "export MLM_LICENSE_FILE=27000@license.example.edu\nexport LM_LICENSE_FILE=1055@ansys-lic.example.edu:27000@license.example.edu", ""),
		neg("placeholder", "hf-xxx", "export HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", ""),
		neg("placeholder", "wandb-angle", "wandb login <your-api-key>   # get it from https://wandb.ai/authorize", ""),
		neg("placeholder", "kaggle-upper", `{"username":"YOUR_KAGGLE_USERNAME","key":"YOUR_KAGGLE_KEY"}`, ""),
		neg("placeholder", "redcap-x", "token = 'XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX'  # paste your REDCap API token here", ""),
		neg("env-ref", "r-getenv", `token <- Sys.getenv("REDCAP_API_TOKEN")`, ""),
		neg("env-ref", "r-keyring-get", `key <- keyring::key_get("qualtrics", username = "jdoe")`, ""),
		neg("env-ref", "wandb-cat", "export WANDB_API_KEY=$(cat ~/.secrets/wandb_key)", ""),
		neg("env-ref", "mlflow-env", "os.environ[\"MLFLOW_TRACKING_PASSWORD\"] = getpass.getpass(\"MLflow password: \")", ""),
		neg("pkg", "conda-env", "name: vit\nchannels:\n  - pytorch\n  - nvidia\n  - conda-forge\ndependencies:\n  - python=3.11\n  - pytorch=2.3.1=py3.11_cuda12.1_cudnn8.9.2_0\n  - pip:\n    - wandb==0.17.4", ""),
		neg("s3", "mc-ls", "$ mc ls uni/public-datasets/\n[2026-11-30 10:02:11 UTC] 4.1GiB STANDARD imagenet-val.tar\n[2026-11-30 10:05:47 UTC]  12MiB STANDARD LICENSE.txt", ""),
		neg("dvc", "remote-add", "dvc remote add -d storage s3://lab-dvc/projects/seg\ndvc remote modify storage endpointurl https://s3.example.edu\ndvc push -j 8", ""),
		neg("pii", "mail-user-doc", "#SBATCH --mail-type=ALL\n#SBATCH --mail-user=jdoe@example.org", ""),
		neg("redcap", "data-dictionary", "Variable / Field Name,Form Name,Field Type,Field Label\nrecord_id,enrollment,text,Record ID\ndob,enrollment,text,Date of birth\nemail,enrollment,text,E-mail address", ""),
	}
	return cases
}
