# kb-lsp — build, test, benchmark and install. `make` sets up everything and lints the examples.
#
#   make                 install json-c, libxml2 and pkg-config if missing, build, lint examples/
#   make test            the whole test suite
#   make corpus          Xcode's saved frames given back on the real storyboards and xibs of
#                        ../shared/corpus/interface-builder, per document and group (says so
#                        when they are not there)
#   make fuzz            build the libFuzzer targets in Fuzz/ (address sanitizer) and run each
#                        for FUZZ_SECONDS (default 60); FUZZ_TARGETS picks some of
#                        spec, framer, json, server. Needs a swift.org toolchain (Xcode's
#                        has no libFuzzer: it says so)
#   make install         build the release binary and install it, its docs and the Vim and
#                        Neovim files under PREFIX (default /usr/local); DESTDIR stages it
#   make install-files   the same without building (after `make release`, for sudo)
#   make uninstall       remove what `make install` installed and the folders it made
#                        (same PREFIX and DESTDIR)
#
# SWIFT_BUILD_FLAGS passes more flags to `swift build` (Homebrew: --disable-sandbox).
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
PREFIX ?= /usr/local
DESTDIR ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME_S := $(shell uname -s)
BIN := .build/release/kb-lsp

# On Linux the release binary carries the Swift runtime inside (--static-swift-stdlib), so
# it runs where no Swift toolchain is installed; json-c, the C library and the C++ runtime
# (libstdc++, libgcc_s) stay shared (docs/install.md#what-the-binary-loads).
# macOS has the Swift runtime built in: a plain build.
ifeq ($(UNAME_S),Linux)
RELEASE_FLAGS := --static-swift-stdlib
else
RELEASE_FLAGS :=
endif

# Where `make install` puts things. The binary finds the docs from its own real path
# (../share/doc/kb-lsp). Vim reads $VIM/vimfiles, which is PREFIX/share/vim/vimfiles for a
# Vim installed in PREFIX (Homebrew's); Neovim reads DIR/nvim/site for each DIR of
# $XDG_DATA_DIRS (default /usr/local/share:/usr/share; Homebrew's Neovim adds its prefix).
BINDIR = $(PREFIX)/bin
DOCDIR = $(PREFIX)/share/doc/kb-lsp
VIMDIR = $(PREFIX)/share/vim/vimfiles
NVIMDIR = $(PREFIX)/share/nvim/site
DOCS = docs/diagnostics.md $(wildcard docs/language.md) LICENSE
# The Vim package (ftdetect, ftplugin, indent, syntax, autoload, ale_linters, plugin),
# relative to editors/vim; Neovim's files relative to editors/nvim. Neovim needs the Vim
# package too (syntax, indent, ftplugin: editors/README.md), so NVIMDIR gets both; the one
# name they share, ftdetect/kbl.vim, does the same in both.
VIM_FILES = $(patsubst editors/vim/%,%,$(sort $(shell find editors/vim -type f ! -name '.*' ! -name 'README*')))
NVIM_FILES = $(patsubst editors/nvim/%,%,$(sort $(shell find editors/nvim -type f ! -name '.*' ! -name 'README*')))
# The folders that hold what `make install` copies, each quoted for the shell. Those of them
# (and of their parents) that do not exist yet when it copies are the ones it makes: it
# lists them in FOLDERS_MADE, so that `make uninstall` removes them again once empty, and
# no folder that was there before (an empty /usr/local/bin stays). Staged with DESTDIR,
# the folders are the package's, whose package manager removes them: it lists none.
INSTALL_DIRS = "$(BINDIR)" "$(DOCDIR)" $(foreach d,$(sort $(dir $(VIM_FILES))),"$(VIMDIR)/$(d:/=)") \
	$(foreach d,$(sort $(dir $(VIM_FILES) $(NVIM_FILES))),"$(NVIMDIR)/$(d:/=)")
FOLDERS_MADE = $(DOCDIR)/installed-folders.txt

.PHONY: all deps build release examples test bench corpus fuzz clean install install-files uninstall \
	uninstall-editor-folders

all: examples

# json-c (and pkg-config, which finds it) from apt-get on Debian and Ubuntu, from Homebrew
# on macOS; installed only when pkg-config cannot find json-c. Elsewhere: a message.
# libxml2 the same way (libxml2-dev; on macOS Homebrew's pkgconf finds the SDK's, else
# Homebrew's keg-only libxml2, which PKG_CONFIG_PATH must then name).
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
		echo "make: '$(SWIFT)' not found: install Swift 6 (Xcode 16 or later on macOS, a toolchain from swift.org on Linux)" >&2; exit 1; }
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists json-c; then :; \
	elif [ "$(UNAME_S)" = Darwin ]; then \
		if ! command -v brew >/dev/null 2>&1; then \
			echo "make: kb-lsp needs json-c and pkg-config: install Homebrew (https://brew.sh) and run make again, or install them yourself" >&2; exit 1; \
		fi; \
		echo "Installing json-c and pkgconf with Homebrew…"; \
		brew install json-c pkgconf || exit 1; \
	elif command -v apt-get >/dev/null 2>&1; then \
		if [ -n "$(SUDO)" ] && ! command -v sudo >/dev/null 2>&1; then \
			echo "make: kb-lsp needs libjson-c-dev and pkg-config: run make as root or install them yourself" >&2; exit 1; \
		fi; \
		echo "Installing libjson-c-dev and pkg-config with apt-get…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config >/dev/null || exit 1; \
	else \
		echo "make: kb-lsp needs json-c with its headers and pkg-config, and this system has neither apt-get nor Homebrew." >&2; \
		echo "make: install them with your package manager (json-c-devel and pkgconf on Fedora, json-c-dev and pkgconf on Alpine, json-c and pkgconf on Arch), then run make again." >&2; \
		exit 1; \
	fi
	@pkg-config --exists json-c || { \
		echo "make: pkg-config still cannot find json-c (json-c.pc): check PKG_CONFIG_PATH" >&2; exit 1; }
	@if pkg-config --exists libxml-2.0; then :; \
	elif [ "$(UNAME_S)" = Darwin ]; then \
		if ! command -v brew >/dev/null 2>&1; then \
			echo "make: kb-lsp needs libxml2: install Homebrew (https://brew.sh) and run make again, or install it yourself" >&2; exit 1; \
		fi; \
		echo "Installing libxml2 with Homebrew…"; \
		brew install libxml2 || exit 1; \
		pkg-config --exists libxml-2.0 || { \
			echo "make: Homebrew's libxml2 is keg-only: add it for pkg-config and run make again:" >&2; \
			echo "make:   export PKG_CONFIG_PATH=\"$$(brew --prefix libxml2)/lib/pkgconfig:\$$PKG_CONFIG_PATH\"" >&2; exit 1; }; \
	elif command -v apt-get >/dev/null 2>&1; then \
		if [ -n "$(SUDO)" ] && ! command -v sudo >/dev/null 2>&1; then \
			echo "make: kb-lsp needs libxml2-dev: run make as root or install it yourself" >&2; exit 1; \
		fi; \
		echo "Installing libxml2-dev with apt-get…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libxml2-dev >/dev/null || exit 1; \
	else \
		echo "make: kb-lsp needs libxml2 with its headers, and this system has neither apt-get nor Homebrew." >&2; \
		echo "make: install it with your package manager (libxml2-devel on Fedora, libxml2-dev on Alpine, libxml2 on Arch), then run make again." >&2; \
		exit 1; \
	fi
	@pkg-config --exists libxml-2.0 || { \
		echo "make: pkg-config still cannot find libxml2 (libxml-2.0.pc): check PKG_CONFIG_PATH" >&2; exit 1; }

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

release: deps
	$(SWIFT) build -c release --product kb-lsp $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS)

# The examples have errors on purpose: exit status 1 is what we expect here.
examples: release
	@$(BIN) lint examples; status=$$?; \
	if [ $$status -ne 1 ]; then echo "expected exit status 1 from the examples, got $$status"; exit 1; fi
	@echo "kb-lsp is built ($(BIN)); the examples' findings above are on purpose."

# The Swift suites, the end-to-end suites through real clients (pytest-lsp, Neovim), then the
# editor integrations (VS Code grammar, Vim + ALE, Neovim configs, Emacs with eglot, Emacs with
# lsp-mode); each runner installs what it needs when it is missing.
test: deps
	$(SWIFT) test $(SWIFT_BUILD_FLAGS)
	bash Tests/e2e/run.sh
	bash Tests/editors/run.sh

# Fuzz/run.sh builds Fuzz/ (a package of its own, so `swift build` and `swift test` never
# see the sanitizer flags) and runs one fuzzer at a time at low priority.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) bash Fuzz/run.sh

bench: deps
	RELEASE_FLAGS="$(RELEASE_FLAGS)" bash bench/run.sh
	python3 bench/lsp_latency.py
	python3 bench/code_project.py

# ib.md section 5.8's measure on real documents (bench/corpus.py); the test suite holds each
# document to the floors of Tests/Fixtures/corpus-floors.tsv.
corpus: deps
	$(SWIFT) build -c release --product kb-bench $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS) >/dev/null
	python3 bench/corpus.py

# Installs the release binary, the docs and the editor files; every file is named so that
# `make uninstall` removes exactly these. The copy runs after the build in one recipe (also
# under make -j). `install-files` copies without building, for a prefix that needs root:
# `make release && sudo make install-files`.
define install_files
	@test -x $(BIN) || { echo "make: no $(BIN): run make release first" >&2; exit 1; }
	@made="$$(cat "$(DESTDIR)$(FOLDERS_MADE)" 2>/dev/null || true)"; \
	[ -n "$(DESTDIR)" ] || for dir in $(INSTALL_DIRS); do \
		while [ "$$dir" != / ] && [ "$$dir" != . ] && [ ! -d "$(DESTDIR)$$dir" ]; do \
			made="$$(printf '%s\n%s' "$$made" "$$dir")"; dir="$$(dirname "$$dir")"; \
		done; \
	done; \
	mkdir -p "$(DESTDIR)$(DOCDIR)" && \
	printf '%s\n' "$$made" | sed '/^$$/d' | LC_ALL=C sort -u > "$(DESTDIR)$(FOLDERS_MADE)"
	mkdir -p "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DOCDIR)"
	install -m 755 $(BIN) "$(DESTDIR)$(BINDIR)/kb-lsp"
	install -m 644 $(DOCS) "$(DESTDIR)$(DOCDIR)/"
	@for f in $(VIM_FILES); do \
		mkdir -p "$(DESTDIR)$(VIMDIR)/$$(dirname $$f)" && \
		install -m 644 "editors/vim/$$f" "$(DESTDIR)$(VIMDIR)/$$f" || exit 1; \
		mkdir -p "$(DESTDIR)$(NVIMDIR)/$$(dirname $$f)" && \
		install -m 644 "editors/vim/$$f" "$(DESTDIR)$(NVIMDIR)/$$f" || exit 1; \
	done
	@for f in $(NVIM_FILES); do \
		mkdir -p "$(DESTDIR)$(NVIMDIR)/$$(dirname $$f)" && \
		install -m 644 "editors/nvim/$$f" "$(DESTDIR)$(NVIMDIR)/$$f" || exit 1; \
	done
	@echo "Installed kb-lsp in $(DESTDIR)$(BINDIR), its docs in $(DESTDIR)$(DOCDIR),"
	@echo "the Vim files in $(DESTDIR)$(VIMDIR) and the Neovim files in $(DESTDIR)$(NVIMDIR)."
endef

install: release
	$(install_files)

install-files:
	$(install_files)

# Removes the files `make install` puts there, then the folders it made (FOLDERS_MADE),
# deepest first, each only if nothing else is left in it; leaves everything else in PREFIX
# alone. After an install that listed no folders (an older kb-lsp), it removes the empty
# folders of the editor files and the docs' folder.
uninstall:
	@listed=no; [ ! -f "$(DESTDIR)$(FOLDERS_MADE)" ] || listed=yes; \
	folders="$$(cat "$(DESTDIR)$(FOLDERS_MADE)" 2>/dev/null || true)"; \
	rm -f "$(DESTDIR)$(BINDIR)/kb-lsp" "$(DESTDIR)$(FOLDERS_MADE)" && \
	rm -f $(foreach f,$(notdir $(DOCS)),"$(DESTDIR)$(DOCDIR)/$(f)") && \
	for f in $(VIM_FILES); do rm -f "$(DESTDIR)$(VIMDIR)/$$f" "$(DESTDIR)$(NVIMDIR)/$$f"; done && \
	for f in $(NVIM_FILES); do rm -f "$(DESTDIR)$(NVIMDIR)/$$f"; done && \
	if [ $$listed = yes ]; then \
		printf '%s\n' "$$folders" | LC_ALL=C sort -r | while IFS= read -r dir; do \
			rmdir "$(DESTDIR)$$dir" 2>/dev/null || true; \
		done; \
	else $(MAKE) --no-print-directory uninstall-editor-folders; fi
	@echo "Removed kb-lsp from $(DESTDIR)$(PREFIX)."

uninstall-editor-folders:
	@for d in $(sort $(dir $(VIM_FILES) $(NVIM_FILES))); do \
		for root in "$(DESTDIR)$(VIMDIR)" "$(DESTDIR)$(NVIMDIR)"; do \
			dir="$$root/$${d%/}"; \
			while [ "$$dir" != "$$root" ] && [ "$$dir" != "$$root/." ] && rmdir "$$dir" 2>/dev/null; do dir="$$(dirname "$$dir")"; done; \
		done; \
	done
	@rmdir "$(DESTDIR)$(DOCDIR)" 2>/dev/null || true

clean:
	rm -rf .build bench/out Fuzz/.build Fuzz/.work
