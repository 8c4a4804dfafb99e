package scrub

// fedCases are the paste suite's cases of a password fed to a command
// that reads one from its input by a here-string or a here-document
// (sudo -S, passwd, chpasswd, mysql -p, docker login --password-stdin,
// ssh-add), with their near misses: here-strings and here-documents
// that feed data to a command or a script.
func fedCases(g pasteGen) []pasteCase {
	pw := g.password
	return []pasteCase{
		pos("fed", "sudo-herestring", "sudo -S <<< '{S}' apt-get update", pw()),
		pos("fed", "sudo-herestring-dq", `sudo -S -p '' <<< "{S}" systemctl restart app`, pw()),
		pos("fed", "passwd-ansi-c", `passwd <<< $'{S}\n{S}'`, pw()),
		pos("fed", "chpasswd-herestring", "echo ok && chpasswd <<< 'deploy:{S}'", pw()),
		pos("fed", "mysql-p-herestring", "mysql -u app -p <<< {S}", pw()),
		pos("fed", "docker-stdin-herestring", "docker login -u ci --password-stdin registry.example.com <<< '{S}'", pw()),
		pos("fed", "ssh-add-herestring", "ssh-add ~/.ssh/id_ed25519 <<< '{S}'", pw()),
		pos("fed", "passwd-heredoc", "passwd <<EOF\n{S}\n{S}\nEOF", pw()),
		pos("fed", "chpasswd-heredoc-quoted", "sudo chpasswd <<'EOF'\ndeploy:{S}\nEOF", pw()),
		pos("fed", "chpasswd-heredoc-second", "chpasswd <<EOF\nops:"+pw()+"\ndeploy:{S}\nEOF", pw()),
		pos("fed", "docker-stdin-heredoc-tabs", "docker login --password-stdin ghcr.io <<-END\n\t{S}\n\tEND\necho done", pw()),
		neg("fed-near", "cat-herestring", `cat <<< "$var"`, ""),
		neg("fed-near", "grep-herestring", `grep -q needle <<< "$line"`, ""),
		neg("fed-near", "wc-herestring-literal", "wc -c <<< 'Orchid309!abc'", ""),
		neg("fed-near", "sudo-herestring-var", `sudo -S <<< "$SUDO_PASS" true`, ""),
		neg("fed-near", "passwd-herestring-var", `passwd <<< "$NEWPW"`, ""),
		neg("fed-near", "python-heredoc", "python3 <<EOF\nimport os\nprint(os.getcwd())\nEOF", ""),
		neg("fed-near", "bash-heredoc", "bash <<'EOF'\nset -e\nmake install\nEOF", ""),
		neg("fed-near", "tee-heredoc", "sudo tee /etc/motd <<EOF\nWelcome to Harbor442\nEOF", ""),
		neg("fed-near", "passwd-file", "cut -d: -f1 /etc/passwd | sort", ""),
		neg("fed-near", "chpasswd-file", "sudo chpasswd < users.txt", ""),
		neg("fed-near", "docker-stdin-unended", "docker login --password-stdin ghcr.io <<EOF\necho this heredoc never ends", ""),
	}
}
