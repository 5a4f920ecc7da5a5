# kb-lsp — build, test and benchmark. `make` sets up everything and lints the examples.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/release/kb-lsp

.PHONY: all deps build release examples test bench clean

all: examples

# json-c comes from Debian (libjson-c-dev); install it only when pkg-config cannot find it.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists json-c; then \
		echo "Installing libjson-c-dev and pkg-config with apt-get…"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kb-lsp

# The examples have errors on purpose: exit status 1 is what we expect here.
examples: release
	@$(BIN) lint examples; status=$$?; \
	if [ $$status -ne 1 ]; then echo "expected exit status 1 from the examples, got $$status"; exit 1; fi

# The Swift suites, the end-to-end suites through real clients (pytest-lsp, Neovim), then the
# editor integrations (VS Code grammar, Vim + ALE, Neovim configs); each runner installs what
# it needs when it is missing.
test: deps
	$(SWIFT) test
	bash Tests/e2e/run.sh
	bash Tests/editors/run.sh

bench: deps
	bash bench/run.sh
	python3 bench/lsp_latency.py

clean:
	rm -rf .build bench/out
