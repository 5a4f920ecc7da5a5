#!/usr/bin/env bash
# bench/reference.sh COMMIT: the release kb-lsp of COMMIT, built once from the repository's
# own history (git archive, so no worktree or checkout changes) and kept in
# .build/reference/COMMIT/, which `make clean` removes; printed as a path on standard
# output. Built with the same flags as the binary measured (RELEASE_FLAGS), so the two
# differ only in their sources. When COMMIT is not in the history (a shallow clone, an
# archive) it says so on standard error and exits 3; a failed build exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$1
if ! git rev-parse --verify --quiet "$commit^{commit}" >/dev/null 2>&1; then
  echo "commit $commit is not in this repository's history (a shallow clone? git fetch --unshallow)" >&2
  exit 3
fi
folder=.build/reference/$commit
binary=$folder/kb-lsp
if [ ! -x "$binary" ]; then
  rm -rf "$folder/source"
  mkdir -p "$folder/source"
  git archive "$commit" | tar -x -C "$folder/source"
  echo "building kb-lsp at $commit once (release), kept in $folder" >&2
  (cd "$folder/source" && swift build -c release --product kb-lsp ${RELEASE_FLAGS:-} >/dev/null)
  cp "$folder/source/.build/release/kb-lsp" "$binary.partial"
  mv "$binary.partial" "$binary"
  # The binary is all that is kept: the sources and their build are large.
  rm -rf "$folder/source"
fi
echo "$binary"
