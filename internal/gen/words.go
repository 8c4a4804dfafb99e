package gen

import (
	"strconv"
	"strings"
)

// Word lists. Nothing here names a real person or company: people are
// drawn from first and last names, companies and products are pseudo-words
// built from syllables and checked against the vocabulary, so that a
// scrubbed corpus can be searched for them without false hits.

// vocab is the technical vocabulary of prose, identifiers and paths.
var vocab = strings.Fields(`
	account adapter agent alert api app archive async audit auth backend
	backoff batch billing bootstrap branch buffer build bundle cache
	callback canary catalog channel check checkout client cluster codec
	commit config consumer context cookie coverage cron cursor dashboard
	database debug decoder default deploy diff dispatch docker domain
	driver encoder endpoint engine entry env event export feature fetch
	field filter fixture flag flush format frame gateway handler hash
	header health helper hook image import index inventory invoice job
	kernel label layout ledger limit linter listener loader lock logger
	lookup manifest mapper merge metric middleware migration mock model
	module monitor mutex network node notify offset order origin output
	package page parser patch payload pipeline plugin policy pool port
	preview printer probe profile prompt provider proxy publish query
	queue quota reader record redis refresh region registry release
	render replica report request resolver response retry review router
	runner runtime sample scanner schema scope search secret selector
	server service session shard signal sink snapshot socket source
	spec splitter stage state status storage store stream struct
	subscriber summary sync table target task template tenant test
	thread ticket timeout token trace tracker transport trigger upload
	usage user util validator value vendor version view wallet webhook
	widget worker writer`)

// fillerWords join technical words into sentences.
var fillerWords = strings.Fields(`
	the a an of to in for with from on by and or but so then now that this
	it is are was be should could will can not also just only still again
	first next before after when while because instead maybe probably`)

// verbs open assistant sentences.
var verbs = strings.Fields(`
	check read update fix add remove rename move refactor inspect trace
	look run rerun verify compare simplify document split merge wire`)

// extensions are source file extensions, roughly by frequency.
var extensions = []string{".go", ".go", ".ts", ".ts", ".tsx", ".py", ".md", ".json", ".yaml", ".sql", ".sh", ".toml"}

// topDirs are top-level repository directories.
var topDirs = []string{"internal", "cmd", "pkg", "src", "web/src/components", "scripts", "docs", "api", "lib", "tests", "services", "apps/web"}

// firstNames and lastNames build fake people; none is an English word.
var firstNames = strings.Fields(`
	maren tobiah isolde corwin linnea anselm odalys evander solveig
	caspian henrike lorcan marisol ysolde thiago brisa kasimir elowen
	ottilie ramiro saoirse teodor vesna wilhelmina yannick zuleika
	aurelio briony cosimo dagny emrys fenella gwenllian hollis ingrid`)

var lastNames = strings.Fields(`
	holtzmann varga okafor lindqvist brennagh castellanos dvorakova
	eriksdottir fairbrook gallowglass haverkamp iturbide jankowska
	kowalczyk lundegaard marchetti nakashima oyelaran pettigrew quiroga
	rasmussen szabados thornquist uriarte vasquezlin whitcombe yamadera`)

// syllables build pseudo-words for companies and products.
var syllables = strings.Fields(`
	vor nex kal thar zel quo bri dax lum ova tir sen myr pha gol vak ith
	ulo zan kyr bel dro fen gax hul jor keth lio mab nov oxa pry qua ryn
	sul tav umb vex wyn xan yor zir`)

// pseudoWord returns a pronounceable word of n syllables that no
// vocabulary word contains and that contains no vocabulary word, so a
// search for it in scrubbed output cannot hit an ordinary word.
func pseudoWord(r *rng, n int, taken map[string]bool) string {
	for {
		var b strings.Builder
		for range n {
			b.WriteString(pick(r, syllables))
		}
		w := b.String()
		if !taken[w] && !clashes(w) {
			taken[w] = true
			return w
		}
	}
}

// clashes reports whether w overlaps a word the generator writes for
// other reasons.
func clashes(w string) bool {
	for _, list := range [][]string{vocab, fillerWords, verbs, firstNames, lastNames, topDirs, codeWords, denseWords} {
		for _, v := range list {
			if len(v) >= 3 && (strings.Contains(w, v) || strings.Contains(v, w)) {
				return true
			}
		}
	}
	return false
}

// identity is the fake person, machine and workspace a corpus belongs to.
type identity struct {
	user      string // login and home directory name
	first     string // user's first name, capitalised in prose
	last      string
	colleague string // a second person named in prose and e-mail
	company   string
	domain    string // company e-mail and API domain
	laptop    string // hostnames
	ciHost    string
	dbHost    string
}

// newIdentity draws an identity; products are drawn per project.
func newIdentity(r *rng, taken map[string]bool) identity {
	first := pick(r, firstNames)
	colleague := pick(r, firstNames)
	for colleague == first {
		colleague = pick(r, firstNames)
	}
	company := pseudoWord(r, 3, taken)
	id := identity{
		user:      first,
		first:     strings.ToUpper(first[:1]) + first[1:],
		last:      pick(r, lastNames),
		colleague: colleague,
		company:   company,
		domain:    company + ".io",
		laptop:    first + "-mbp.local",
		ciHost:    "ci-" + strconv.Itoa(r.between(2, 9)) + "." + company + ".internal",
		dbHost:    "pg-" + strconv.Itoa(r.between(1, 4)) + "." + company + ".internal",
	}
	taken[first], taken[colleague] = true, true
	return id
}

// words returns the identity strings that must vanish from scrubbed
// output.
func (id identity) words() []string {
	return []string{id.user, id.last, id.colleague, id.company, id.domain, id.laptop, id.ciHost, id.dbHost}
}
