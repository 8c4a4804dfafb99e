package export

import (
	"cmp"
	"fmt"
	"runtime"

	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// withDefaults returns opt checked field by field, with the documented
// defaults of its zero fields filled in. Each error names the field:
// "export: Options.Strategy: unknown strategy \"x\"".
func (opt Options) withDefaults() (Options, error) {
	if opt.Mode == nil {
		return opt, optionError("Mode", "nil; want Structural(…) or Redact(…)")
	}
	if opt.Name == nil {
		return opt, optionError("Name", "nil; want a Namer such as (*scrub.Pseudonymizer).Segment")
	}
	switch opt.Strategy {
	case "":
		opt.Strategy = StrategyChecklist
	case StrategyChecklist, StrategyAll:
	default:
		return opt, optionError("Strategy", fmt.Sprintf("unknown strategy %q", opt.Strategy))
	}
	if opt.Set == nil {
		set, err := selectors.NewSet()
		if err != nil {
			return opt, optionError("Set", err.Error())
		}
		opt.Set = set
	}
	if r := opt.Frames; r != nil && (r.From < 0 || r.To < -1 || r.To >= 0 && r.To < r.From) {
		return opt, optionError("Frames", fmt.Sprintf("range %d:%d; want 0 <= From <= To, or To = -1 for no end", r.From, r.To))
	}
	for _, s := range opt.Sessions {
		if s == "" {
			return opt, optionError("Sessions", "an empty session id")
		}
	}
	opt.Workers = cmp.Or(max(opt.Workers, 0), runtime.GOMAXPROCS(0))
	opt.MaxLine = cmp.Or(max(opt.MaxLine, 0), transcript.DefaultMaxLine)
	return opt, nil
}

func optionError(field, problem string) error {
	return fmt.Errorf("export: Options.%s: %s", field, problem)
}
