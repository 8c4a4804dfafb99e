package scrub

import (
	"crypto/sha256"
	"encoding/binary"
	"math/big"
	"strconv"
	"strings"
	"testing"
)

// fortysecondFloor is just under what the rules reach on the forty-second
// suite as first written, before any fix for it (171 cases, 128 positives
// and 43 negatives): recall 0.703, partial 0.008, negatives intact 0.860.
// Its misses and damaged negatives were read for label slips and none was
// found: the damaged negatives are public addresses and program ids and
// the documented Hardhat and Anvil test values, which the policy keeps.
//
// After the fixes: recall 0.969, partial 0.000, negatives intact 0.977.
var fortysecondFloor = recallFloor{recall: 0.968, intact: 0.976, maxPartial: 0}

// TestPasteFortysecondRecall measures the forty-second suite, Web3 and
// crypto developers' pastes, kept apart as its author wrote it (misses
// included).
func TestPasteFortysecondRecall(t *testing.T) {
	measureHeldOut(t, "forty-second suite", fortysecondCases(pasteGen{newFakes(3420)}), fortysecondFloor)
}

// fortysecondBase58 is Bitcoin's base58 alphabet.
const fortysecondBase58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// fortysecondBech32 is bech32's alphabet.
const fortysecondBech32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// fortysecondWords are words of BIP39's English list, from which the
// suite's seed phrases are drawn.
var fortysecondWords = strings.Fields(`
	abandon ability absorb abstract access accident acoustic actress adapt
	advice affair afraid agent airport alarm album alcohol alley almost
	amateur anchor ancient angle ankle annual antenna anxiety apology
	april arctic arena armor arrest artwork aspect asthma athlete auction
	august autumn avocado awkward bacon badge balcony bamboo banana barrel
	basket beauty believe bench betray bicycle biology blanket blossom
	bounce bracket brass breeze brisk broccoli bronze bubble buffalo bunker
	burger cabbage cactus canoe canyon captain carbon casino castle catalog
	cattle ceiling cement census cereal chalk champion chaos cherry chimney
	chuckle cinnamon citizen clarify clinic clump coconut comic congress
	coral cotton couch coyote cradle crater cricket crouch crumble crystal
	cupboard curtain cushion daring december decorate dentist deposit
	desert diagram diesel dilemma dinosaur divorce dizzy dolphin donkey
	dragon drastic dune dwarf dynamic eagle ecology elbow elegant elephant
	embark embrace emerge enact endorse engine enrich envelope episode
	erosion erupt essence eternal evoke exhaust exile exotic eyebrow fabric
	faculty fatigue february fiction fitness flavor flock fossil fragile
	fringe frown furnace gadget galaxy garlic gasp gauge genius ginger
	giraffe glimpse gloom gorilla gospel gossip gravity grocery guitar
	hamster harvest hedgehog helmet hobby hockey hollow horror hurdle hybrid
	icon illness imitate immune impulse indoor infant inhale inmate insane
	ivory jaguar jealous jelly jungle kangaroo ketchup kidney kitten kiwi
	ladder language laundry lava lawsuit leopard liberty lizard lobster
	lottery lounge lumber lunar luxury lyrics mammal mango mansion marble
	meadow mechanic melody merit midnight mimic miracle mosquito muffin
	mushroom mystery napkin nephew noodle nominee oblige obscure october
	olive olympic orchard orphan ostrich oxygen oyster ozone paddle panther
	parrot peanut pelican pigeon pistol pizza pluck pottery pudding pumpkin
	puppy pyramid quantum quiz raccoon radar ranch raven razor recipe
	reunion rhythm ribbon rifle ripple ritual robust rookie rubber saddle
	salmon satoshi sausage scissors scorpion sheriff shrimp shuffle sibling
	siren skull slender slogan slush soccer spatial spider squirrel stadium
	stereo stumble subway sunset swamp swarm syrup tattoo tenant thunder
	timber tobacco toddler tomato tongue tornado tortoise tragic trophy
	trumpet tuition tumble tuna turkey turtle umbrella unveil uphold utility
	vacuum valve vapor velvet venue veteran vibrant vintage violin volcano
	voyage wagon walnut warrior wasp weasel wheat whisper wisdom wrestle
	yellow zebra
`)

// fortysecondEncode returns b in base58.
func fortysecondEncode(b []byte) string {
	n := new(big.Int).SetBytes(b)
	base, mod := big.NewInt(58), new(big.Int)
	var out []byte
	for n.Sign() > 0 {
		n.DivMod(n, base, mod)
		out = append(out, fortysecondBase58[mod.Int64()])
	}
	for _, c := range b {
		if c != 0 {
			break
		}
		out = append(out, '1')
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return string(out)
}

// fortysecondCheck returns b in base58check: base58 of b and the first
// four bytes of its double SHA-256, as WIF and extended keys are written.
func fortysecondCheck(b []byte) string {
	h := sha256.Sum256(b)
	h = sha256.Sum256(h[:])
	return fortysecondEncode(append(append([]byte{}, b...), h[:4]...))
}

// fortysecondCases are the forty-second suite. Its ground is what Web3
// and crypto developers paste: Hardhat and Foundry .env files and
// configs with PRIVATE_KEY and deployer keys, deployer keys in scripts
// (ethers, viem, web3.js, web3.py, Go, Rust, Solidity scripts), BIP39 seed
// phrases of 12 and 24 words in prose, env files and code, keystore JSON
// with the password beside it, RPC URLs with project keys in the path
// (Infura, Alchemy, QuickNode, Ankr and others), Etherscan and other
// block explorers' API keys, Solana keypair files and solana-keygen
// output, Bitcoin WIF keys, xprv extended keys and node configs, exchange
// API keys with their secrets and passphrases (Binance, Coinbase, Kraken,
// OKX, ccxt and freqtrade configs), MetaMask export prose and the
// personal data around exchange accounts. The negatives are what must
// stay on that ground: public addresses (0x, base58, bech32), transaction
// and block hashes, contract addresses, ABIs and bytecode, event topics
// and storage slots, xpub keys and other public keys, ENS names, chain
// ids, gas and wei figures, derivation paths, placeholders and env
// references, and the documented test values everyone pastes (Hardhat's
// and Anvil's published default accounts, the "test ... junk" and
// "abandon ... about" mnemonics, Ganache's and Substrate's dev phrases).
func fortysecondCases(g pasteGen) []pasteCase {
	pw := g.password
	hex64 := func() string { return g.hex(64) }
	key0x := func() string { return "0x" + g.hex(64) }
	addr := func() string { return "0x" + g.hex(40) }
	uuid := func() string {
		return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-" + g.pick("89ab", 1) + g.hex(3) + "-" + g.hex(12)
	}
	words := func(n int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = fortysecondWords[g.r.IntN(len(fortysecondWords))]
		}
		return strings.Join(ws, " ")
	}
	randBytes := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(g.r.IntN(256))
		}
		return b
	}
	byteList := func(b []byte, sep string) string {
		s := make([]string, len(b))
		for i, c := range b {
			s[i] = strconv.Itoa(int(c))
		}
		return strings.Join(s, sep)
	}
	b58 := func(n int) string { return fortysecondEncode(randBytes(n)) }
	// wif draws a WIF private key: version 0x80 (mainnet) or 0xef
	// (testnet), the key, and 0x01 when the public key is compressed.
	wif := func(version byte, compressed bool) string {
		b := append([]byte{version}, randBytes(32)...)
		if compressed {
			b = append(b, 1)
		}
		return fortysecondCheck(b)
	}
	// extended draws a BIP32 extended key of the version's kind at depth
	// 0 (a root) or 3.
	extended := func(version uint32, private bool, depth byte) string {
		b := binary.BigEndian.AppendUint32(nil, version)
		b = append(b, depth)
		if depth == 0 {
			b = append(b, 0, 0, 0, 0, 0, 0, 0, 0)
		} else {
			b = append(append(b, randBytes(4)...), 0x80, 0, 0, 0)
		}
		b = append(b, randBytes(32)...)
		if private {
			b = append(b, 0)
		} else {
			b = append(b, 2+byte(g.r.IntN(2)))
		}
		return fortysecondCheck(append(b, randBytes(32)...))
	}
	const (
		xprv, xpub, tprv, zpub = 0x0488ADE4, 0x0488B21E, 0x04358394, 0x04B24746
	)
	etherscan := func() string { return g.pick(upperSet+digitSet, 34) }
	alchemy := func() string { return g.pick(urlSet, 32) }
	infura := func() string { return g.hex(32) }
	base32 := func(n int) string { return g.pick(upperSet+"234567", n) }
	telegram := func() string { return "6" + g.pick(digitSet, 9) + ":AA" + g.pick(urlSet, 33) }
	// mark returns text with the secret's one occurrence marked {S}.
	mark := func(text, secret string) string { return strings.Replace(text, secret, "{S}", 1) }

	// Documented test values: Hardhat's and Anvil's first two default
	// accounts, published in their docs and printed on every start.
	hardhatKey0 := "0x" + "ac0974bec39a17e36ba4a6b4d238ff94" + "4bacb478cbed5efcae784d7bf4f2ff80"
	hardhatKey1 := "0x" + "59c6995e998f97a5a0044966f0945389" + "dc9e86dae88c7a8412f4603b6b78690d"
	hardhatAddr0, hardhatAddr1 := "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
	testJunk := strings.Repeat("test ", 11) + "junk"
	abandonAbout := strings.Repeat("abandon ", 11) + "about"

	// A Hardhat project's .env.
	hhEnv := map[string]string{"pk": hex64(), "alchemy": alchemy(), "etherscan": etherscan(), "cmc": uuid()}
	hardhatEnv := "# .env (hardhat-starter)\nSEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/" + hhEnv["alchemy"] +
		"\nPRIVATE_KEY=" + hhEnv["pk"] + "\nETHERSCAN_API_KEY=" + hhEnv["etherscan"] +
		"\nCOINMARKETCAP_API_KEY=" + hhEnv["cmc"] + "\nREPORT_GAS=true\n"
	// A Foundry project's .env, sourced before forge script.
	fEnv := map[string]string{"infura": infura(), "pk": key0x(), "etherscan": etherscan()}
	foundryEnv := "export MAINNET_RPC_URL=\"https://mainnet.infura.io/v3/" + fEnv["infura"] + "\"\n" +
		"export DEPLOYER_PRIVATE_KEY=" + fEnv["pk"] + "\nexport ETHERSCAN_KEY=" + fEnv["etherscan"] + "\nexport CHAIN_ID=1\n"
	// A dapp's .env.local, with a public WalletConnect project id beside
	// a server-side key.
	wcID, dappAlchemy := g.hex(32), alchemy()
	dappEnv := "NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID=" + wcID + "\nNEXT_PUBLIC_CHAIN_ID=11155111\nALCHEMY_API_KEY=" + dappAlchemy + "\n"
	// hardhat.config.ts with a network and explorer keys.
	hh := map[string]string{"url": alchemy(), "pk": key0x(), "sepolia": etherscan(), "amoy": etherscan()}
	hardhatConfig := `import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";

const config: HardhatUserConfig = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://eth-sepolia.g.alchemy.com/v2/` + hh["url"] + `",
      accounts: ["` + hh["pk"] + `"],
    },
  },
  etherscan: {
    apiKey: {
      sepolia: "` + hh["sepolia"] + `",
      polygonAmoy: "` + hh["amoy"] + `",
    },
  },
};

export default config;`
	// truffle-config.js with a mnemonic and an Infura key.
	truffleMnemonic, truffleInfura := words(12), infura()
	truffleConfig := `const HDWalletProvider = require('@truffle/hdwallet-provider');
const mnemonic = "` + truffleMnemonic + `";

module.exports = {
  networks: {
    sepolia: {
      provider: () => new HDWalletProvider(mnemonic, "https://sepolia.infura.io/v3/` + truffleInfura + `"),
      network_id: 11155111,
      gas: 5500000,
      confirmations: 2,
    },
  },
};`
	// foundry.toml with RPC endpoints and explorer keys.
	ft := map[string]string{"alchemy": alchemy(), "mainnet": etherscan(), "arbiscan": etherscan()}
	foundryToml := `[profile.default]
src = "src"
out = "out"
libs = ["lib"]
solc = "0.8.24"

[rpc_endpoints]
mainnet = "https://eth-mainnet.g.alchemy.com/v2/` + ft["alchemy"] + `"
sepolia = "${SEPOLIA_RPC_URL}"

[etherscan]
mainnet = { key = "` + ft["mainnet"] + `" }
arbitrum = { key = "` + ft["arbiscan"] + `", url = "https://api.arbiscan.io/api" }`
	// anvil started with its own mnemonic prints that mnemonic's keys.
	anvilMnemonic, anvilKey0, anvilKey1 := words(12), key0x(), key0x()
	anvilOut := "Available Accounts\n==================\n\n(0) " + addr() + " (10000.000000000000000000 ETH)\n(1) " + addr() +
		" (10000.000000000000000000 ETH)\n\nPrivate Keys\n==================\n\n(0) " + anvilKey0 + "\n(1) " + anvilKey1 +
		"\n\nWallet\n==================\nMnemonic:          " + anvilMnemonic + "\nDerivation path:   m/44'/60'/0'/0/\n\nListening on 127.0.0.1:8545"
	castNewAddr, castNewKey := addr(), key0x()
	castNew := "$ cast wallet new\nSuccessfully created new keypair.\nAddress:     " + castNewAddr + "\nPrivate key: " + castNewKey
	castPhrase := words(12)
	castMnemonic := "$ cast wallet new-mnemonic\nSuccessfully generated a new mnemonic.\nPhrase:\n" + castPhrase +
		"\n\nAccounts:\n- Account 0:\nAddress:     " + addr() + "\nPrivate key: " + key0x()
	// solana-keygen new, as it prints.
	solSeed, solPub := words(12), b58(32)
	solanaKeygen := "Generating a new keypair\n\nFor added security, enter a BIP39 passphrase\n\n" +
		"NOTE! This passphrase improves security of the recovery seed phrase NOT the\nkeypair file itself, which is stored as insecure plain text\n\n" +
		"BIP39 Passphrase (empty for none): \n\nWrote new keypair to /home/dev/.config/solana/id.json\n" +
		strings.Repeat("=", 75) + "\npubkey: " + solPub + "\n" + strings.Repeat("=", 75) +
		"\nSave this seed phrase and your BIP39 passphrase to recover your new keypair:\n" + solSeed + "\n" + strings.Repeat("=", 75)
	// subkey generate, as it prints.
	subPhrase, subSeed := words(12), key0x()
	subkey := "Secret phrase:       " + subPhrase + "\n  Network ID:        substrate\n  Secret seed:       " + subSeed +
		"\n  Public key (hex):  " + key0x() + "\n  Account ID:        " + key0x() + "\n  Public key (SS58): 5" + g.pick(fortysecondBase58, 47) +
		"\n  SS58 Address:      5" + g.pick(fortysecondBase58, 47)
	// A freqtrade config.json.
	fq := map[string]string{"key": g.alnum(64), "secret": g.alnum(64), "tg": telegram(), "chat": g.pick(digitSet, 10), "pw": pw()}
	freqtrade := `{
    "max_open_trades": 3,
    "stake_currency": "USDT",
    "stake_amount": "unlimited",
    "dry_run": false,
    "exchange": {
        "name": "binance",
        "key": "` + fq["key"] + `",
        "secret": "` + fq["secret"] + `",
        "ccxt_config": {},
        "pair_whitelist": ["BTC/USDT", "ETH/USDT", "SOL/USDT"]
    },
    "telegram": {
        "enabled": true,
        "token": "` + fq["tg"] + `",
        "chat_id": "` + fq["chat"] + `"
    },
    "api_server": {
        "enabled": true,
        "listen_ip_address": "127.0.0.1",
        "listen_port": 8080,
        "username": "freqtrader",
        "password": "` + fq["pw"] + `"
    }
}`
	// aptos init writes .aptos/config.yaml.
	aptosKey, aptosAccount := key0x(), g.hex(64)
	aptosConfig := "---\nprofiles:\n  default:\n    network: Devnet\n    private_key: \"" + aptosKey + "\"\n    public_key: \"" + key0x() +
		"\"\n    account: " + aptosAccount + "\n    rest_url: \"https://fullnode.devnet.aptoslabs.com\"\n    faucet_url: \"https://faucet.devnet.aptoslabs.com\""
	// A keystore v3 file, whose address is public.
	ksAddr := g.hex(40)
	keystore := `{"address":"` + ksAddr + `","crypto":{"cipher":"aes-128-ctr","ciphertext":"` + g.hex(64) +
		`","cipherparams":{"iv":"` + g.hex(32) + `"},"kdf":"scrypt","kdfparams":{"dklen":32,"n":262144,"p":1,"r":8,"salt":"` + g.hex(64) +
		`"},"mac":"` + g.hex(64) + `"},"id":"` + uuid() + `","version":3}`
	ecBody := g.pick(base64Chars, 64) + `\n` + g.pick(base64Chars, 64) + `\n` + g.pick(base64Chars, 34) + "=="
	solKeypair := byteList(randBytes(64), ",")

	cases := []pasteCase{
		// Hardhat and Foundry .env files.
		pos("env", "hh-private-key", mark(hardhatEnv, hhEnv["pk"]), hhEnv["pk"]),
		pos("env", "hh-alchemy-url", mark(hardhatEnv, hhEnv["alchemy"]), hhEnv["alchemy"]),
		pos("env", "hh-etherscan", mark(hardhatEnv, hhEnv["etherscan"]), hhEnv["etherscan"]),
		pos("env", "hh-cmc", mark(hardhatEnv, hhEnv["cmc"]), hhEnv["cmc"]),
		pos("env", "forge-infura", mark(foundryEnv, fEnv["infura"]), fEnv["infura"]),
		pos("env", "forge-deployer", mark(foundryEnv, fEnv["pk"]), fEnv["pk"]),
		pos("env", "mnemonic-quoted", "# wallet used by the deploy scripts\nMNEMONIC=\"{S}\"\nINFURA_PROJECT_ID=", words(12)),
		pos("env", "seed-phrase-24", "SEED_PHRASE='{S}'", words(24)),
		pos("env", "spaced-priv", "PRIV_KEY = {S}", key0x()),
		pos("env", "deployer-bare", "DEPLOYER_KEY={S}\nRPC_URL=http://127.0.0.1:8545", hex64()),
		pos("env", "short-pk", "PK={S}", key0x()),
		pos("env", "long-name", "ARBITRUM_SEPOLIA_PRIVATE_KEY={S}", hex64()),
		pos("env", "keystore-password", "KEYSTORE_PATH=./keystore/deployer.json\nKEYSTORE_PASSWORD={S}", pw()),
		pos("env", "pinata-secret", "PINATA_API_KEY="+g.hex(20)+"\nPINATA_SECRET_API_KEY={S}", hex64()),
		pos("env", "tron-key", "TRON_PRIVATE_KEY={S}\nTRON_NETWORK=shasta", hex64()),

		// Hardhat, Truffle and Foundry configs.
		pos("config", "hh-accounts", mark(hardhatConfig, hh["pk"]), hh["pk"]),
		pos("config", "hh-url", mark(hardhatConfig, hh["url"]), hh["url"]),
		pos("config", "hh-explorer-sepolia", mark(hardhatConfig, hh["sepolia"]), hh["sepolia"]),
		pos("config", "hh-mnemonic", "    hardhat: {\n      forking: { url: process.env.MAINNET_RPC },\n      accounts: { mnemonic: \"{S}\", count: 5 },\n    },", words(12)),
		pos("config", "hh-fallback", "const PRIVATE_KEY = process.env.PRIVATE_KEY || \"{S}\";", key0x()),
		pos("config", "truffle-mnemonic", mark(truffleConfig, truffleMnemonic), truffleMnemonic),
		pos("config", "truffle-privkeys", "provider: () => new HDWalletProvider({\n  privateKeys: ['{S}'],\n  providerOrUrl: 'http://127.0.0.1:7545',\n}),", hex64()),
		pos("config", "brownie-wallet", "dotenv: .env\nwallets:\n  from_key: {S}\nnetworks:\n  default: sepolia", key0x()),
		pos("config", "foundry-rpc", mark(foundryToml, ft["alchemy"]), ft["alchemy"]),
		pos("config", "foundry-etherscan", mark(foundryToml, ft["mainnet"]), ft["mainnet"]),
		pos("config", "bsc-custom", "etherscan: {\n  apiKey: { bscTestnet: '{S}' },\n  customChains: [{ network: 'bscTestnet', chainId: 97, urls: { apiURL: 'https://api-testnet.bscscan.com/api' } }],\n},", etherscan()),
		pos("config", "aptos-config", mark(aptosConfig, aptosKey), aptosKey),

		// Foundry and other CLIs, and their output.
		pos("cli", "forge-script", "forge script script/Deploy.s.sol:DeployScript --rpc-url https://rpc.sepolia.org --private-key {S} --broadcast --verify -vvvv", key0x()),
		pos("cli", "forge-create", "forge create src/Token.sol:Token --rpc-url $RPC_URL --private-key {S} --constructor-args \"Token\" \"TOK\"", hex64()),
		pos("cli", "cast-send", "cast send "+addr()+" \"transfer(address,uint256)\" "+addr()+" 1000000 --private-key {S} --rpc-url $ETH_RPC_URL", key0x()),
		pos("cli", "cast-address", "$ cast wallet address --private-key {S}\n"+addr(), key0x()),
		pos("cli", "forge-verify", "forge verify-contract "+addr()+" src/Vault.sol:Vault --chain sepolia --etherscan-api-key {S} --watch", etherscan()),
		pos("cli", "anvil-fork", "anvil --fork-url https://eth-mainnet.g.alchemy.com/v2/{S} --fork-block-number 19000000", alchemy()),
		pos("cli", "forge-keystore-pw", "forge script script/Deploy.s.sol --keystore ~/.foundry/keystores/deployer --password {S} --broadcast", pw()),
		pos("cli", "cast-new", mark(castNew, castNewKey), castNewKey),
		pos("cli", "cast-new-mnemonic", mark(castMnemonic, castPhrase), castPhrase),
		pos("cli", "anvil-key", mark(anvilOut, anvilKey0), anvilKey0),
		pos("cli", "anvil-mnemonic", mark(anvilOut, anvilMnemonic), anvilMnemonic),
		pos("cli", "geth-password-file", "echo '{S}' > /tmp/pw.txt && geth account new --datadir ./node1 --password /tmp/pw.txt", pw()),
		pos("cli", "geth-unlock", "> personal.unlockAccount(eth.accounts[0], \"{S}\", 300)\ntrue", pw()),
		pos("cli", "subkey-phrase", mark(subkey, subPhrase), subPhrase),

		// Deployer keys and phrases in scripts.
		pos("code", "ethers-wallet", "const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);\nconst wallet = new ethers.Wallet(\"{S}\", provider);", key0x()),
		pos("code", "ethers-phrase", "const wallet = ethers.Wallet.fromPhrase(\"{S}\");", words(12)),
		pos("code", "viem-account", "import { privateKeyToAccount } from 'viem/accounts'\n\nconst account = privateKeyToAccount('{S}')", key0x()),
		pos("code", "viem-mnemonic", "const account = mnemonicToAccount(\n  '{S}',\n)", words(24)),
		pos("code", "web3py-from-key", "acct = w3.eth.account.from_key(\"{S}\")\nprint(acct.address)", key0x()),
		pos("code", "web3py-mnemonic", "Account.enable_unaudited_hdwallet_features()\nacct = Account.from_mnemonic(\"{S}\", account_path=\"m/44'/60'/0'/0/0\")", words(12)),
		pos("code", "web3py-sign", "signed = w3.eth.account.sign_transaction(tx, private_key=\"{S}\")", hex64()),
		pos("code", "py-constant", "# deployer\nPRIVATE_KEY = \"{S}\"\nCHAIN_ID = 11155111", hex64()),
		pos("code", "go-hextoecdsa", "privateKey, err := crypto.HexToECDSA(\"{S}\")\nif err != nil {\n\tlog.Fatal(err)\n}", hex64()),
		pos("code", "rust-localwallet", "let wallet: LocalWallet = \"{S}\"\n    .parse::<LocalWallet>()?\n    .with_chain_id(Chain::Sepolia);", hex64()),
		pos("code", "forge-solidity", "function run() external {\n    uint256 deployerPrivateKey = {S};\n    vm.startBroadcast(deployerPrivateKey);", key0x()),
		pos("code", "seed-comment", "// deployer seed (DO NOT COMMIT): {S}\nconst deployer = new ethers.Wallet(process.env.DEPLOYER_KEY);", words(12)),
		pos("code", "mnemonic-json", "{\n  \"mnemonic\": \"{S}\",\n  \"path\": \"m/44'/60'/0'/0/0\"\n}", words(12)),
		pos("code", "keystore-decrypt-py", "with open(\"keystore.json\") as f:\n    key = Account.decrypt(f.read(), \"{S}\")", pw()),
		pos("code", "keystore-ethers", "const wallet = await ethers.Wallet.fromEncryptedJson(json, \"{S}\");", pw()),
		pos("code", "keystore-prose", "here's my keystore, the password is {S}\n"+keystore, pw()),
		pos("code", "py-provider", "w3 = Web3(Web3.HTTPProvider(\"https://mainnet.infura.io/v3/{S}\"))", infura()),
		pos("code", "ethers-ws", "const provider = new ethers.WebSocketProvider(\"wss://eth-mainnet.g.alchemy.com/v2/{S}\");", alchemy()),
		pos("code", "alchemy-provider", "const provider = new ethers.AlchemyProvider(\"sepolia\", \"{S}\");", alchemy()),
		pos("code", "sui-privkey", "SUI_PRIVATE_KEY={S}", "suipriv"+"key1q"+g.pick(fortysecondBech32, 58)),
		pos("code", "near-credentials", "{\"account_id\":\"dev-rewards.testnet\",\"public_key\":\"ed25519:"+b58(32)+"\",\"private_key\":\"{S}\"}", "ed25519:"+b58(64)),

		// Seed phrases and exported keys in prose.
		pos("prose", "seed-is", "my seed phrase is {S} can someone tell me why metamask shows a different address than hardhat", words(12)),
		pos("prose", "srp-label", "Secret Recovery Phrase: {S}", words(12)),
		pos("prose", "numbered", "wrote these down from the backup screen:\n{S}\nis word 12 the checksum one?", func() string {
			ws := strings.Fields(words(12))
			for i := range ws {
				ws[i] = strconv.Itoa(i+1) + ". " + ws[i]
			}
			return strings.Join(ws, "\n")
		}()),
		pos("prose", "ledger-24", "I wrote down my 24 words when I set up the Ledger: {S}. Now Ledger Live says the phrase is invalid.", words(24)),
		pos("prose", "de", "Meine Wiederherstellungsphrase lautet: {S}", words(12)),
		pos("prose", "comma-list", "recovery words: {S}", strings.ReplaceAll(words(12), " ", ", ")),
		pos("prose", "bip39-passphrase", "the BIP39 passphrase (25th word) is {S}", pw()),
		pos("prose", "metamask-export", "MetaMask > Account details > Show private key gave me {S}, I pasted it into hardhat but the address differs", hex64()),
		pos("prose", "exported-0x", "I exported the private key from MetaMask: {S}", key0x()),
		pos("prose", "metamask-password", "the MetaMask password is {S} if you need to unlock the extension on the test laptop", pw()),
		pos("prose", "trezor-pin", "Trezor PIN: {S}", g.pick(digitSet, 6)),
		pos("prose", "electrum-seed", "Your wallet generation seed is:\n\"{S}\"\nPlease save these 12 words on paper", words(12)),
		pos("prose", "gaiad-mnemonic", "- address: cosmos1"+g.pick(fortysecondBech32, 38)+"\n  name: validator\n  type: local\n\n\n**Important** write this mnemonic phrase in a safe place.\nIt is the only way to recover your account if you ever forget your password.\n\n{S}", words(24)),
		pos("prose", "solana-seed", mark(solanaKeygen, solSeed), solSeed),

		// Keystore and node passwords.
		pos("keystore", "mew-prose", "file UTC--2023-11-02T08-14-55.812Z--"+ksAddr+", password: {S}", pw()),

		// RPC URLs with keys.
		pos("rpc", "infura-prose", "my RPC https://mainnet.infura.io/v3/{S} keeps returning 429 after 100k calls", infura()),
		pos("rpc", "infura-ws", "WSS_URL=wss://mainnet.infura.io/ws/v3/{S}", infura()),
		pos("rpc", "infura-ipfs-secret", "curl -X POST -u \""+g.alnum(27)+":{S}\" \"https://ipfs.infura.io:5001/api/v0/add\" -F file=@meta.json", g.hex(32)),
		pos("rpc", "alchemy-curl", "curl https://eth-mainnet.g.alchemy.com/v2/{S} -X POST -H \"Content-Type: application/json\" -d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_blockNumber\",\"params\":[]}'", alchemy()),
		pos("rpc", "alchemy-nft", "GET https://eth-mainnet.g.alchemy.com/nft/v3/{S}/getNFTsForOwner?owner="+addr()+"&withMetadata=true", alchemy()),
		pos("rpc", "quicknode", "rpc: https://white-frosty-meadow.ethereum-sepolia.quiknode.pro/{S}/", g.hex(40)),
		pos("rpc", "ankr", "POLYGON_RPC=https://rpc.ankr.com/polygon/{S}", hex64()),
		pos("rpc", "helius", "const connection = new Connection(\"https://mainnet.helius-rpc.com/?api-key={S}\", \"confirmed\");", uuid()),
		pos("rpc", "error-url", "Error: could not detect network (event=\"noNetwork\", code=NETWORK_ERROR, url=\"https://eth-sepolia.g.alchemy.com/v2/{S}\", version=providers/5.7.2)", alchemy()),
		pos("rpc", "internal-geth", "ARCHIVE_RPC=http://{S}:8545", "geth-archive-02.internal"),
		pos("rpc", "lan-erigon", "curl -s ws://{S}:8546 fails but the http port answers", "erigon01.lan"),
		pos("rpc", "moralis", "curl 'https://deep-index.moralis.io/api/v2.2/"+addr()+"/erc20?chain=eth' -H 'X-API-Key: {S}'", g.jwt()),
		pos("rpc", "tron-header", "headers: { 'TRON-PRO-API-KEY': '{S}' }", uuid()),

		// Block explorers and market data.
		pos("explorer", "etherscan-query", "https://api.etherscan.io/api?module=account&action=balance&address="+addr()+"&tag=latest&apikey={S}", etherscan()),
		pos("explorer", "polygonscan-prose", "polygonscan key: {S} (free tier)", etherscan()),
		pos("explorer", "coingecko", "curl -H \"x-cg-pro-api-key: {S}\" https://pro-api.coingecko.com/api/v3/ping", "CG-"+g.alnum(25)),
		pos("explorer", "cmc-header", "headers = {\"X-CMC_PRO_API_KEY\": \"{S}\", \"Accept\": \"application/json\"}", uuid()),

		// Solana keypairs.
		pos("solana", "id-json", "$ cat ~/.config/solana/id.json\n[{S}]", solKeypair),
		pos("solana", "fromsecretkey", "const payer = Keypair.fromSecretKey(Uint8Array.from([{S}]));", byteList(randBytes(64), ", ")),
		pos("solana", "phantom-env", "SOLANA_PRIVATE_KEY={S}", b58(64)),
		pos("solana", "solders", "kp = Keypair.from_base58_string(\"{S}\")", b58(64)),

		// Bitcoin keys and node credentials.
		pos("bitcoin", "dumpprivkey", "$ bitcoin-cli dumpprivkey bc1q"+g.pick(fortysecondBech32, 38)+"\n{S}", wif(0x80, true)),
		pos("bitcoin", "importprivkey", "bitcoin-cli importprivkey \"{S}\" \"cold-storage\" false", wif(0x80, true)),
		pos("bitcoin", "uncompressed", "key = CBitcoinSecret(\"{S}\")", wif(0x80, false)),
		pos("bitcoin", "testnet-wif", "const keyPair = ECPair.fromWIF('{S}', bitcoin.networks.testnet);", wif(0xef, true)),
		pos("bitcoin", "dumpwallet", "# Wallet dump created by Bitcoin v26.0.0\n{S} 2024-01-12T09:31:07Z label= # addr=bc1q"+g.pick(fortysecondBech32, 38), wif(0x80, true)),
		pos("bitcoin", "descriptor-xprv", "importdescriptors '[{\"desc\": \"wpkh({S}/84h/0h/0h/0/*)#"+g.pick(fortysecondBech32, 8)+"\", \"timestamp\": \"now\", \"active\": true}]'", extended(xprv, true, 0)),
		pos("bitcoin", "root-key", "BIP32 Root Key: {S}", extended(xprv, true, 0)),
		pos("bitcoin", "tprv", "TPRV={S}", extended(tprv, true, 3)),
		pos("bitcoin", "conf-rpcpassword", "# bitcoin.conf\nserver=1\ntxindex=1\nrpcuser=alice\nrpcpassword={S}\nrpcallowip=127.0.0.1", pw()),
		pos("bitcoin", "cli-rpcpassword", "bitcoin-cli -rpcuser=alice -rpcpassword={S} getblockchaininfo", pw()),
		pos("bitcoin", "walletpassphrase", "bitcoin-cli -rpcwallet=hot walletpassphrase \"{S}\" 600", words(5)),
		pos("bitcoin", "lnd-macaroon", "MACAROON_HEX={S}", "0201036c"+"6e6402"+g.hex(260)),
		pos("bitcoin", "monero-spend", "Secret spend key: {S}", hex64()),

		// Exchange API keys and the accounts around them.
		pos("exchange", "ccxt-binance-key", "exchange = ccxt.binance({\n    'apiKey': '{S}',\n    'secret': '"+g.alnum(64)+"',\n    'enableRateLimit': True,\n})", g.alnum(64)),
		pos("exchange", "ccxt-binance-secret", "exchange = ccxt.binance({\n    'apiKey': '"+g.alnum(64)+"',\n    'secret': '{S}',\n    'enableRateLimit': True,\n})", g.alnum(64)),
		pos("exchange", "ccxt-kraken-secret", "const kraken = new ccxt.kraken({ apiKey: '"+g.pick(base64Chars, 56)+"', secret: '{S}' });", g.pick(base64Chars, 86)+"=="),
		pos("exchange", "ccxt-okx-password", "okx = ccxt.okx({\"apiKey\": \""+uuid()+"\", \"secret\": \""+g.pick(upperSet+digitSet, 32)+"\", \"password\": \"{S}\"})", pw()),
		pos("exchange", "freqtrade-key", mark(freqtrade, fq["key"]), fq["key"]),
		pos("exchange", "freqtrade-secret", mark(freqtrade, fq["secret"]), fq["secret"]),
		pos("exchange", "freqtrade-password", mark(freqtrade, fq["pw"]), fq["pw"]),
		pos("exchange", "binance-header", "curl -H \"X-MBX-APIKEY: {S}\" 'https://api.binance.com/api/v3/account?timestamp=1718000000000&signature="+hex64()+"'", g.alnum(64)),
		pos("exchange", "kraken-env", "KRAKEN_API_KEY="+g.pick(base64Chars, 56)+"\nKRAKEN_PRIVATE_KEY={S}", g.pick(base64Chars, 86)+"=="),
		pos("exchange", "kucoin-passphrase", "KUCOIN_API_KEY="+g.hex(24)+"\nKUCOIN_API_SECRET="+uuid()+"\nKUCOIN_API_PASSPHRASE={S}", pw()),
		pos("exchange", "coinbase-pro-headers", "curl https://api.exchange.coinbase.com/accounts -H \"CB-ACCESS-KEY: "+g.hex(32)+"\" -H \"CB-ACCESS-PASSPHRASE: {S}\" -H \"CB-ACCESS-TIMESTAMP: 1718000000\"", g.pick(lowerSet+digitSet, 11)),
		pos("exchange", "cdp-key-json", "{\n   \"name\": \"organizations/"+uuid()+"/apiKeys/"+uuid()+"\",\n   \"privateKey\": \"-----BEGIN EC PRIVATE KEY-----\\n{S}\\n-----END EC PRIVATE KEY-----\\n\"\n}", ecBody),
		pos("exchange", "totp-backup", "Binance Google Authenticator backup key: {S} (keep it with the seed)", base32(16)),
		pos("exchange", "otp-code", "Coinbase sent me the 2FA code {S}, it expires in 10 minutes", g.pick(digitSet, 6)),
		pos("exchange", "email", "my Binance account is {S} and support still hasn't unlocked withdrawals", "k.nakamura"+g.pick(digitSet, 2)+"@proton.me"),
		pos("exchange", "phone", "Kraken keeps sending the SMS code to {S} even though I changed my number", "+49 152 "+g.pick(digitSet, 4)+" "+g.pick(digitSet, 4)),
		pos("exchange", "kyc-address", "KYC got rejected, my proof of address says {S}, 10969 Berlin but the form wants one line", "Lindenstraße "+strconv.Itoa(10+g.r.IntN(80))),

		// Negatives: public addresses and ids.
		neg("n-addr", "send-to", "send the test ETH to "+addr()+" on sepolia please", ""),
		neg("n-addr", "deployed-to", "Lock with 1 ETH and unlock timestamp 1735689600 deployed to "+addr(), ""),
		neg("n-addr", "solana-addr", "my devnet wallet is "+b58(32)+", airdrop 2 SOL please", ""),
		neg("n-addr", "bech32", "withdraw to bc1q"+g.pick(fortysecondBech32, 38)+" (native segwit)", ""),
		neg("n-addr", "usdc-env", "USDC_ADDRESS=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\nUNISWAP_ROUTER=0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD", ""),
		neg("n-addr", "keystore-address", mark(keystore, ksAddr), ksAddr),
		neg("n-addr", "solana-pubkey", mark(solanaKeygen, solPub), solPub),
		neg("n-addr", "walletconnect-id", mark(dappEnv, wcID), wcID),
		neg("n-addr", "telegram-chat", mark(freqtrade, fq["chat"]), fq["chat"]),
		neg("n-addr", "ens", "resolve vitalik.eth and nick.eth, then set the reverse record for treasury.dao.eth", ""),

		// Negatives: hashes, topics, slots, signatures, bytecode.
		neg("n-hash", "tx-reverted", "tx "+key0x()+" reverted with 'ERC20: insufficient allowance'", ""),
		neg("n-hash", "etherscan-tx", "https://sepolia.etherscan.io/tx/"+key0x(), ""),
		neg("n-hash", "receipt", `{"transactionHash":"`+key0x()+`","blockHash":"`+key0x()+`","blockNumber":"0x12a05f","gasUsed":"0x5208","status":"0x1"}`, ""),
		neg("n-hash", "btc-block", "block 840000 hash 0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5", ""),
		neg("n-hash", "transfer-topic", "topics[0] == 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef // Transfer(address,address,uint256)", ""),
		neg("n-hash", "eip1967-slot", "bytes32 internal constant _IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;", ""),
		neg("n-hash", "solana-sig", "https://explorer.solana.com/tx/"+b58(64)+"?cluster=devnet", ""),
		neg("n-hash", "ipfs-cid", "tokenURI: ipfs://bafybei"+g.pick(lowerSet+"234567", 52)+"/1.json", ""),
		neg("n-hash", "bytecode", `"bytecode": "0x6080604052348015600e575f80fd5b5060`+g.hex(120)+`",`, ""),
		neg("n-hash", "public-key", "Public key: 0x04"+g.hex(128), ""),

		// Negatives: documented test values.
		neg("n-test", "hardhat-node", "Started HTTP and WebSocket JSON-RPC server at http://127.0.0.1:8545/\n\nAccounts\n========\n\n"+
			"WARNING: These accounts, and their private keys, are publicly known.\nAny funds sent to them on Mainnet or any other live network WILL BE LOST.\n\n"+
			"Account #0: "+hardhatAddr0+" (10000 ETH)\nPrivate Key: "+hardhatKey0+"\n\nAccount #1: "+hardhatAddr1+" (10000 ETH)\nPrivate Key: "+hardhatKey1, ""),
		neg("n-test", "anvil-default", "# anvil's default account 0\nforge script script/Counter.s.sol --fork-url http://localhost:8545 --private-key "+hardhatKey0+" --broadcast", ""),
		neg("n-test", "test-junk", "hardhat: {\n  accounts: { mnemonic: \""+testJunk+"\" },\n},", ""),
		neg("n-test", "abandon-about", "def test_derive():\n    seed = Mnemonic.to_seed(\""+abandonAbout+"\")", ""),
		neg("n-test", "ganache", "ganache --deterministic uses \"myth like bonus scare over problem client lizard pioneer submit female collect\"", ""),
		neg("n-test", "substrate-alice", "subkey inspect \"bottom drive obey lake curtain smoke basket hold race lonely fit walk//Alice\"", ""),

		// Negatives: placeholders and references.
		neg("n-ph", "env-example", "# .env.example\nPRIVATE_KEY=your_private_key_here\nSEPOLIA_RPC_URL=https://eth-sepolia.g.alchemy.com/v2/YOUR_ALCHEMY_KEY\nETHERSCAN_API_KEY=", ""),
		neg("n-ph", "accounts-env", "accounts: process.env.PRIVATE_KEY !== undefined ? [process.env.PRIVATE_KEY] : [],", ""),
		neg("n-ph", "vm-env", "uint256 deployerPrivateKey = vm.envUint(\"PRIVATE_KEY\");", ""),
		neg("n-ph", "mnemonic-angle", "MNEMONIC=\"<your twelve word mnemonic>\"", ""),
		neg("n-ph", "rpc-template", "const url = `https://eth-mainnet.g.alchemy.com/v2/${process.env.ALCHEMY_API_KEY}`;", ""),
		neg("n-ph", "x-etherscan", "ETHERSCAN_API_KEY=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", ""),
		neg("n-ph", "zero-key", "PRIVATE_KEY=0x0000000000000000000000000000000000000000000000000000000000000000", ""),

		// Negatives: public keys, config, figures and prose.
		neg("n-misc", "xpub-watch", "here's my xpub for the watch-only wallet: "+extended(xpub, false, 3), ""),
		neg("n-misc", "zpub-descriptor", "wpkh([d34db33f/84h/0h/0h]"+extended(zpub, false, 3)+"/0/*)", ""),
		neg("n-misc", "chain-gas", "chainId: 11155111, gasLimit: 3000000, maxFeePerGas: 30 gwei, maxPriorityFeePerGas: 2 gwei, nonce: 42", ""),
		neg("n-misc", "abi", `[{"inputs":[{"internalType":"address","name":"to","type":"address"},{"internalType":"uint256","name":"amount","type":"uint256"}],"name":"transfer","outputs":[{"internalType":"bool","name":"","type":"bool"}],"stateMutability":"nonpayable","type":"function"}]`, ""),
		neg("n-misc", "derivation", "derivation path m/44'/60'/0'/0/0 for Ethereum, m/44'/501'/0'/0' for Solana", ""),
		neg("n-misc", "srp-warning", "Never share your Secret Recovery Phrase. MetaMask support will never ask for your seed phrase or private key.", ""),
		neg("n-misc", "anchor-toml", "[provider]\ncluster = \"devnet\"\nwallet = \"~/.config/solana/id.json\"\n\n[programs.devnet]\nescrow = \""+b58(32)+"\"", ""),
		neg("n-misc", "ip-whitelist", "Binance API key restrictions: enable reading, enable spot trading, restrict access to 203.0.113.7", ""),
		neg("n-misc", "public-rpc", "public endpoints: https://rpc.ankr.com/eth https://cloudflare-eth.com https://ethereum-sepolia-rpc.publicnode.com http://127.0.0.1:8545", ""),
		neg("n-misc", "program-id", "TOKEN_PROGRAM_ID = TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", ""),
	}
	return cases
}
