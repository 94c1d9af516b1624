# Entry points for the whole workspace. Every package builds against one scratch path (.build),
# so each dependency compiles once per run; the `workspace` tool does the per-package work.

SHELL := /bin/bash
SCRATCH := $(CURDIR)/.build
WORKSPACE := $(SCRATCH)/debug/workspace
# C libraries the packages link (Crypto, APDU, Storage) plus what builds and tests need.
SYSTEM_PACKAGES := git pkg-config libssl-dev libsecp256k1-dev libpcsclite-dev libsqlite3-dev
# Independent reference implementations for the differential tests in Tests-Integration.
PYTHON_PACKAGES := leb128 cbor2

.PHONY: all build test check demo bench deps workspace-tool clean

all: build

build: deps workspace-tool
	$(WORKSPACE) build

test: deps workspace-tool
	$(WORKSPACE) check
	$(WORKSPACE) test

check: workspace-tool
	$(WORKSPACE) check

demo: deps
	swift build --package-path Tools/Demo --scratch-path $(SCRATCH) --product demo
	$(SCRATCH)/debug/demo

bench: deps
	swift build -c release --package-path Tools/Benchmarks --scratch-path $(SCRATCH) --product benchmarks
	$(SCRATCH)/release/benchmarks

workspace-tool:
	swift build --package-path Tools/Workspace --scratch-path $(SCRATCH) --product workspace

# Installs only what is missing, so it is cheap to run before every build.
deps:
	@command -v swift >/dev/null || { echo "swift is not on PATH; install the Swift 6 toolchain first" >&2; exit 1; }
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" -ne 0 ]; then \
	  echo "missing system packages:$$missing" >&2; \
	  echo "run: sudo apt-get update && sudo apt-get install -y$$missing" >&2; exit 1; \
	fi; \
	echo "installing:$$missing"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null
	@for p in $(PYTHON_PACKAGES); do \
	  python3 -c "import $$p" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore $$p \
	    || echo "warning: could not install the Python package $$p; the differential tests that need it will be skipped" >&2; \
	done

clean:
	rm -rf $(SCRATCH)
