package export

import (
	_ "embed"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// FormatVersion is the manifest format this package writes and reads.
// Format 2 lists drift by name and not_recorded from the bundled frames;
// format 3 says which agent formats the bundle holds; format 4 names a
// format's own drift kinds (generation, type, item, key) and their
// slash- and dot-joined names.
const FormatVersion = 4

// ManifestName is the bundle path of the manifest, always the first entry.
const ManifestName = "manifest.json"

// ManifestSchema is the JSON Schema of manifest.json.
//
//go:embed manifest.schema.json
var ManifestSchema []byte

// Manifest describes a bundle. It holds counts, ids, bundle paths and
// hashes only: no source path, no name, no transcript content. Maps are
// avoided so that encoding/json writes it deterministically.
type Manifest struct {
	Format      int    `json:"format"`
	Tool        string `json:"tool"`
	ToolVersion string `json:"tool_version"`
	Mode        string `json:"mode"`
	// Formats are the names of the agent formats the sources are in,
	// sorted: the coverage lists their checklists.
	Formats    []string      `json:"formats"`
	Selection  SelectionInfo `json:"selection"`
	Source     SourceCounts  `json:"source"`
	Coverage   []Coverage    `json:"coverage"`
	Scrub      scrub.Stats   `json:"scrub"`
	Redactions []RuleCount   `json:"redactions"`
	// NotRecorded are the fields the Cursor format does not record (see
	// transcript.Shapes) that no bundled frame holds: a receiver must not
	// read their absence as missing data.
	NotRecorded []string `json:"not_recorded"`
	// Drift lists what the bundled frames hold outside the documented
	// shapes, by kind and name, witnessed by bundle path.
	Drift   []transcript.DriftEntry `json:"drift"`
	Skipped []Skip                  `json:"skipped"`
	Files   []FileEntry             `json:"files"`
}

// SelectionInfo says how files were chosen.
type SelectionInfo struct {
	Strategy string `json:"strategy"` // checklist or all
	Sessions int    `json:"sessions"` // --session restrictions given
	Files    int    `json:"files"`    // transcripts and subagents chosen
	Sidecars int    `json:"sidecars"`
	// Cover is, with the checklist strategy, what the cover guarantees.
	Cover *CoverInfo `json:"cover,omitempty"`
}

// CoverInfo says how cheap the checklist set is (see selectors.Cover).
type CoverInfo struct {
	Bytes      int64 `json:"bytes"`       // source bytes of the chosen files and sidecars
	Optimal    bool  `json:"optimal"`     // the search proved no cover cheaper
	LowerBound int64 `json:"lower_bound"` // the cheapest cover has at least these source bytes
}

// Gap returns how far Bytes may be above the cheapest cover's, as a
// fraction of LowerBound: 0 when Optimal.
func (c *CoverInfo) Gap() float64 {
	if c.Bytes <= c.LowerBound || c.LowerBound <= 0 {
		return 0
	}
	return float64(c.Bytes-c.LowerBound) / float64(c.LowerBound)
}

// SourceCounts are corpus-wide counts of the source.
type SourceCounts struct {
	Transcripts int   `json:"transcripts"`
	Subagents   int   `json:"subagents"`
	Sidecars    int   `json:"sidecars"`
	Frames      int   `json:"frames"`
	Bytes       int64 `json:"bytes"`
}

// Coverage is one predicate's entry.
type Coverage struct {
	ID            string          `json:"id"`
	Description   string          `json:"description"`
	Scope         selectors.Scope `json:"scope"`
	Expr          string          `json:"expr,omitempty"`
	SourceMatches int             `json:"source_matches"`
	Covered       bool            `json:"covered"`
	Witnesses     []WitnessEntry  `json:"witnesses"`
	Verified      bool            `json:"verified"`
}

// WitnessEntry locates a witness inside the bundle.
type WitnessEntry struct {
	File string `json:"file"`
	selectors.Witness
}

// RuleCount is how often one redaction rule fired, by surface.
type RuleCount struct {
	Rule  string `json:"rule"`
	Count int    `json:"count"`
}

// Skip is an input line or file left out, named by bundle path.
type Skip struct {
	File    string `json:"file"`
	Line    int    `json:"line"`   // 0 for a file left out
	Offset  int64  `json:"offset"` // of the line in the source file
	Problem string `json:"problem"`
}

// FileEntry is one bundle file after the manifest.
type FileEntry struct {
	Path   string `json:"path"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}
