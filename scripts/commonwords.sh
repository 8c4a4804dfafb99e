#!/bin/sh
# Builds identity/words.txt.gz, the common words identity.Common knows:
# the all-lowercase ASCII entries of at least two letters of Debian's
# wamerican word list (apt-get install wamerican), sorted, one a line.
# Identifiers common in code are listed in identity/common.go instead.
#
#   sh scripts/commonwords.sh [/usr/share/dict/words]
set -eu
words=${1:-/usr/share/dict/words}
cd "$(dirname "$0")/.."
LC_ALL=C grep -E '^[a-z]{2,}$' "$words" | LC_ALL=C sort -u | gzip -9n > identity/words.txt.gz
