package transcript

import (
	"maps"
	"math"
	"slices"
)

// Stats is the corpus inventory that `transcrub scan --json` prints. Field
// names are a public contract: other tools parse them, and the synthetic
// corpus generator fills the same struct independently as the oracle the
// scanner is tested against.
//
// Frame, block, tool and payload figures count every transcript file,
// top-level and subagent. Percentiles are nearest-rank: the value at rank
// ceil(p*n) of the sorted list, 0 for an empty list.
type Stats struct {
	Transcripts  int         `json:"transcripts"`
	Subagents    int         `json:"subagents"`
	Sidecars     int         `json:"sidecars"`
	SidecarBytes SizeSummary `json:"sidecar_bytes"`
	Frames       int         `json:"frames"`
	// Keysets counts frames by their sorted, comma-joined top-level keys.
	Keysets map[string]int `json:"keysets"`
	// Roles counts message frames by role.
	Roles map[string]int `json:"roles"`
	// Blocks counts content blocks by type.
	Blocks map[string]int `json:"blocks"`
	// ToolNames counts tool_use blocks by name.
	ToolNames map[string]int `json:"tool_names"`
	// InputKinds counts tool_use inputs by JSON type: object, string, other.
	InputKinds map[string]int `json:"input_kinds"`
	// TurnEnded counts turn_ended frames by status.
	TurnEnded             map[string]int `json:"turn_ended"`
	FilesWithoutTurnEnded int            `json:"files_without_turn_ended"`
	TurnEndedNotLast      int            `json:"turn_ended_not_last"`
	SingleUserFrameFiles  int            `json:"single_user_frame_files"`
	// PayloadBytes: a text block's decoded text in UTF-8 bytes, or a
	// tool_use input's raw JSON bytes as they stand in the file.
	PayloadBytes     Percentiles `json:"payload_bytes"`
	MaxParallelCalls int         `json:"max_parallel_calls"`
	// SidecarReadbacks counts tool_use inputs whose "path" (resp.
	// "command") string contains "/agent-tools/".
	SidecarReadbacks Readbacks `json:"sidecar_readbacks"`
	// Negative counts files whose raw bytes contain each string.
	Negative           Negative `json:"negative"`
	MalformedLines     int      `json:"malformed_lines"`
	UnterminatedTails  int      `json:"unterminated_tails"`
	IdentityMismatches int      `json:"identity_mismatches"`
}

// SizeSummary is the min, median and max of a list of sizes.
type SizeSummary struct {
	Min int64 `json:"min"`
	P50 int64 `json:"p50"`
	Max int64 `json:"max"`
}

// Percentiles are nearest-rank percentiles of a list of sizes.
type Percentiles struct {
	P50 int64 `json:"p50"`
	P90 int64 `json:"p90"`
	P99 int64 `json:"p99"`
	Max int64 `json:"max"`
}

// Readbacks counts tool inputs that read a sidecar back.
type Readbacks struct {
	Path    int `json:"path"`
	Command int `json:"command"`
}

// Negative counts files containing strings the format never records.
type Negative struct {
	ToolResult int `json:"tool_result"`
	ToolUseID  int `json:"tool_use_id"`
	IsError    int `json:"is_error"`
}

// NearestRank returns the value at rank ceil(p*n) of sorted (ascending),
// or 0 when sorted is empty.
func NearestRank(sorted []int64, p float64) int64 {
	n := len(sorted)
	if n == 0 {
		return 0
	}
	r := int(math.Ceil(p * float64(n)))
	r = min(max(r, 1), n)
	return sorted[r-1]
}

// Summarize sorts sizes in place and returns their nearest-rank
// percentiles.
func Summarize(sizes []int64) Percentiles {
	slices.Sort(sizes)
	return Percentiles{
		P50: NearestRank(sizes, 0.50),
		P90: NearestRank(sizes, 0.90),
		P99: NearestRank(sizes, 0.99),
		Max: NearestRank(sizes, 1),
	}
}

// Sizes is a multiset of sizes, for percentiles, held in memory that
// grows with the number of distinct sizes. The zero value is empty; it is
// not safe for concurrent use.
type Sizes struct{ c sizeCounts }

// Add adds one size.
func (s *Sizes) Add(size int64) { s.c.add(size) }

// Merge adds o's sizes.
func (s *Sizes) Merge(o *Sizes) { s.c.merge(&o.c) }

// Percentiles returns the nearest-rank percentiles of the sizes.
func (s *Sizes) Percentiles() Percentiles {
	return Percentiles{P50: s.c.nearestRank(0.50), P90: s.c.nearestRank(0.90), P99: s.c.nearestRank(0.99), Max: s.c.nearestRank(1)}
}

// Summary returns the min, median and max of the sizes, zero when there
// are none.
func (s *Sizes) Summary() SizeSummary {
	return SizeSummary{Min: s.c.nearestRank(0), P50: s.c.nearestRank(0.5), Max: s.c.nearestRank(1)}
}

// sizeCounts is a multiset of sizes held as counts, so that its memory
// grows with the number of distinct sizes rather than of sizes: dense
// below denseSizes, a map above. The zero value is empty.
type sizeCounts struct {
	dense []int32
	large map[int64]int
	n     int
}

const denseSizes = 1 << 12

func (c *sizeCounts) add(size int64) {
	c.n++
	if 0 <= size && size < denseSizes {
		if c.dense == nil {
			c.dense = make([]int32, denseSizes)
		}
		c.dense[size]++
		return
	}
	if c.large == nil {
		c.large = map[int64]int{}
	}
	c.large[size]++
}

func (c *sizeCounts) merge(o *sizeCounts) {
	if o.dense != nil && c.dense == nil {
		c.dense = make([]int32, denseSizes)
	}
	for size, k := range o.dense {
		c.dense[size] += k
	}
	for size, k := range o.large {
		if c.large == nil {
			c.large = map[int64]int{}
		}
		c.large[size] += k
	}
	c.n += o.n
}

// nearestRank returns the size at rank ceil(p*n) of the sorted sizes, as
// NearestRank does (rank at least 1), or 0 when there are none.
func (c *sizeCounts) nearestRank(p float64) int64 {
	if c.n == 0 {
		return 0
	}
	r := min(max(int(math.Ceil(p*float64(c.n))), 1), c.n)
	large := slices.Sorted(maps.Keys(c.large))
	i := 0
	for ; i < len(large) && large[i] < 0; i++ {
		if r -= c.large[large[i]]; r <= 0 {
			return large[i]
		}
	}
	for size, k := range c.dense {
		if r -= int(k); r <= 0 {
			return int64(size)
		}
	}
	for ; i < len(large); i++ {
		if r -= c.large[large[i]]; r <= 0 {
			return large[i]
		}
	}
	return 0 // not reached: the counts add up to n
}
