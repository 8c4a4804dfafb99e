package scrub

import (
	"os"
	"strings"
	"testing"
)

func TestZZShow(t *testing.T) {
	want := map[string]bool{}
	for _, n := range strings.Split(os.Getenv("ZZ_NAMES"), ",") {
		want[n] = true
	}
	var all []pasteCase
	all = append(all, pasteCases()...)
	all = append(all, directoryCases(pasteGen{newFakes(2626)})...)
	all = append(all, eighteenthCases(pasteGen{newFakes(1818)})...)
	all = append(all, eighthCases(pasteGen{newFakes(18)})...)
	all = append(all, eleventhCases(pasteGen{newFakes(11)})...)
	all = append(all, fifteenthCases(pasteGen{newFakes(15)})...)
	all = append(all, fifthCases(pasteGen{newFakes(15)})...)
	all = append(all, fortiethCases(pasteGen{newFakes(3400)})...)
	all = append(all, fortyfirstCases(pasteGen{newFakes(3410)})...)
	all = append(all, fourteenthCases(pasteGen{newFakes(14)})...)
	all = append(all, lookalikeCases(pasteGen{newFakes(2828)})...)
	all = append(all, nineteenthCases(pasteGen{newFakes(1919)})...)
	all = append(all, ninthCases(pasteGen{newFakes(19)})...)
	all = append(all, ordinaryCases(pasteGen{newFakes(3232)})...)
	all = append(all, seventeenthCases(pasteGen{newFakes(1717)})...)
	all = append(all, seventhCases(pasteGen{newFakes(17)})...)
	all = append(all, sixteenthCases(pasteGen{newFakes(16)})...)
	all = append(all, sixthCases(pasteGen{newFakes(16)})...)
	all = append(all, tenthCases(pasteGen{newFakes(10)})...)
	all = append(all, thirteenthCases(pasteGen{newFakes(13)})...)
	all = append(all, thirtiethCases(pasteGen{newFakes(3030)})...)
	all = append(all, thirtyeighthCases(pasteGen{newFakes(3380)})...)
	all = append(all, thirtyfifthCases(pasteGen{newFakes(3350)})...)
	all = append(all, thirtyfirstCases(pasteGen{newFakes(3131)})...)
	all = append(all, thirtyfourthCases(pasteGen{newFakes(3340)})...)
	all = append(all, thirtyninthCases(pasteGen{newFakes(3390)})...)
	all = append(all, thirtysecondCases(pasteGen{newFakes(3320)})...)
	all = append(all, thirtyseventhCases(pasteGen{newFakes(3370)})...)
	all = append(all, thirtysixthCases(pasteGen{newFakes(3360)})...)
	all = append(all, thirtythirdCases(pasteGen{newFakes(3330)})...)
	all = append(all, twelfthCases(pasteGen{newFakes(1212)})...)
	all = append(all, twentyeighthCases(pasteGen{newFakes(2880)})...)
	all = append(all, twentyfifthCases(pasteGen{newFakes(2525)})...)
	all = append(all, twentyfourthCases(pasteGen{newFakes(2424)})...)
	all = append(all, twentyninthCases(pasteGen{newFakes(2929)})...)
	all = append(all, twentysecondCases(pasteGen{newFakes(2222)})...)
	all = append(all, twentyseventhCases(pasteGen{newFakes(2727)})...)
	all = append(all, twentysixthCases(pasteGen{newFakes(2626)})...)
	all = append(all, twentythirdCases(pasteGen{newFakes(2323)})...)
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{})
	r := x.NewRedactor()
	for _, c := range all {
		e := c.bench()
		if !want[e.Name()] && !want["*"] {
			continue
		}
		for _, s := range recallSurfaces {
			if s.name != "sidecar" {
				continue
			}
			out, _ := redactPlanted(t, r, s, s.wrap(e.Example))
			r.TakeIDs()
			t.Logf("%s\nIN:  %q\nSEC: %q\nOUT: %q", e.Name(), e.Example, e.Secret, out)
		}
	}
}
