package gen

import "strings"

// Paths the agent touches: files and directories of the workspace, and
// files under the user's home directory.

// homeFiles are home-relative paths outside any workspace.
var homeFiles = []string{".zshrc", ".aws/credentials", ".ssh/config", ".config/gh/hosts.yml", "Downloads/export.csv", "Desktop/screenshot.png", ".npmrc"}

// projectFile returns the absolute path of a workspace file.
func (f *fileGen) projectFile() string { return f.p.path + "/" + pick(f.r, f.p.files) }

// projectDir returns the workspace root or one of its directories.
func (f *fileGen) projectDir() string {
	if f.r.chance(0.3) {
		return f.p.path
	}
	file := pick(f.r, f.p.files)
	if i := strings.LastIndexByte(file, '/'); i > 0 {
		return f.p.path + "/" + file[:i]
	}
	return f.p.path
}

// homePath returns the absolute path of a file in the user's home.
func (f *fileGen) homePath() string { return "/Users/" + f.g.id.user + "/" + pick(f.r, homeFiles) }

// anyPath returns a path to read: mostly workspace files, some home files
// and a few system files.
func (f *fileGen) anyPath() string {
	switch x := f.r.IntN(100); {
	case x < 82:
		return f.projectFile()
	case x < 96:
		return f.homePath()
	}
	return pick(f.r, []string{"/etc/hosts", "/opt/homebrew/etc/nginx/nginx.conf", "/tmp/build.log"})
}

// topDir returns the first element of a relative path.
func topDir(rel string) string {
	if i := strings.IndexByte(rel, '/'); i > 0 {
		return rel[:i]
	}
	return "."
}
