# Entry points for the whole workspace. Every member is a root of one SwiftPM graph
# (.build/Workspace.xcworkspace, written by the `workspace` tool from Workspace.json), resolved
# once, so each module compiles at most once per configuration; `workspace` does the rest and
# fails a run in which any module compiled twice.

SHELL := /bin/bash
SCRATCH := $(CURDIR)/.build
WORKSPACE := $(SCRATCH)/debug/workspace
GRAPH := $(SCRATCH)/Workspace.xcworkspace
# Marks every build of one make command as one run (its start, in seconds), so the workspace tool
# can tell when a module compiled twice in it. Evaluated once, here.
ifndef WORKSPACE_RUN
WORKSPACE_RUN := $(shell date +%s)
endif
export WORKSPACE_RUN
# Runs a command with pcscd and a virtual card in the reader "Virtual PCD 00 00", stopping both after.
WITH_PCSC = Tools/VirtualCardHost/pcsc-services.sh $(SCRATCH)/$(1)/virtual-card-host $(SCRATCH)/pcsc-services --
# C libraries the packages link (Crypto, APDU, Storage, Deeplink's QR module, Certificates' pinned transport on
# libcurl's OpenSSL build) plus what builds and tests need (the openssl command line makes the certificates and
# CMS signatures of Certificates' tests).
SYSTEM_PACKAGES := git pkg-config openssl libssl-dev libsecp256k1-dev libpcsclite-dev libsqlite3-dev libqrencode-dev \
	libcurl4-openssl-dev
# The PC/SC daemon and its virtual reader driver for the APDU tests, benchmark and tour, and
# pyscard, the independent client of the PC/SC differential tests; without them (not root, say)
# those tests are skipped and say why, so they are installed when possible. tmux drives the
# wallet's end-to-end test in a real terminal (skipped, saying so, without it). xdg-utils'
# xdg-mime and xdg-open read back the scheme handler `deeplink register-handler` writes and open
# a simplewallet:// URL through it (those two tests are skipped, saying so, without them).
SERVICE_PACKAGES := pcscd vsmartcard-vpcd pcsc-tools python3-pyscard tmux xdg-utils
# Independent reference implementations for the differential tests in Tests-Integration, each
# `pip-name` or `pip-name:import-name` when the module is named differently: ecdsa + base58 (and
# pycryptodome's RIPEMD-160, which hashlib lacks where OpenSSL 3 leaves it out) for EOS keys and
# signatures; zxing-cpp (with numpy) reads and segno sizes Deeplink's QR symbols. For `make bench`'s
# peers too: cbor2 (CBOR), ic-candid-parser (the Rust candid parser, for the .did parse) and pyblst
# (blst's assembly, for BLS signature verification).
PYTHON_PACKAGES := leb128 cbor2 ecdsa base58 pycryptodome:Crypto numpy segno zxing-cpp:zxingcpp ic-candid-parser:_ic_candid_core pyblst

# `make fuzz` runs every libFuzzer target this long (seconds). `make test` replays every target's
# seed corpus through the same entry points from the debug build instead (Tools/Fuzz's
# FuzzReplayTests), so CI goes red on what a change broke without a second, instrumented build.
SECONDS ?= 600

.PHONY: all build test check format docs demo wallet bench fuzz deps workspace-tool clean

all: build

build: deps workspace-tool
	$(WORKSPACE) build

# The graph with every test bundle first (the card services need virtual-card-host from it), the
# documentation from the symbol graphs of that build, then the tests of every member from that
# build, without planning the graph a second time.
test: deps workspace-tool
	$(WORKSPACE) check
	$(WORKSPACE) build --tests
	$(WORKSPACE) docs
	$(call WITH_PCSC,debug) $(WORKSPACE) test --skip-build

check: workspace-tool
	$(WORKSPACE) check

# Lays out every Swift file of the workspace as .swift-format says (the toolchain's swift-format),
# all but generated files; `workspace check` fails on a file this would change.
format: workspace-tool
	$(WORKSPACE) format

# A DocC archive per public module of the library packages, in .build/docs; any DocC warning
# fails. `test` runs it too, after the build it reads symbol graphs from (nothing compiles again),
# so a broken link or a module without a landing article turns CI red.
docs: deps workspace-tool
	$(WORKSPACE) docs

demo: deps workspace-tool
	$(WORKSPACE) build --product virtual-card-host icp-replica deeplink-wallet deeplink demo
	$(call WITH_PCSC,debug) $(SCRATCH)/debug/demo

# The terminal wallet with everything offline: a local ICP replica, EOS wallet emulator and TON
# card emulator, started and stopped by the wallet itself.
wallet: deps workspace-tool
	$(WORKSPACE) build --product icp-replica deeplink-wallet wallet
	$(SCRATCH)/debug/wallet --local

bench: deps workspace-tool
	$(WORKSPACE) build -c release --product virtual-card-host icp-replica benchmarks
	$(call WITH_PCSC,release) $(SCRATCH)/release/benchmarks
	# The TON card's figures through pcscd need the TON card emulator in the reader instead.
	PCSC_SERVICES_CARD=toncard $(call WITH_PCSC,release) $(SCRATCH)/release/benchmarks TonCard.sign TonCard.keychainAdd8K

# Builds the fuzz targets with libFuzzer and AddressSanitizer (.build-fuzz) and runs each one.
fuzz: deps workspace-tool
	$(WORKSPACE) fuzz --seconds $(SECONDS)

# The workspace tool is built in the graph it writes. Only the very first build, before any graph
# exists, builds it as a package of its own: nothing else is checked out yet, so that resolution
# removes nothing, and the graph's first build finds its modules already compiled. (The same
# options as the tool's own builds: other options would make SwiftPM compile everything again.)
workspace-tool:
	@if [ -f $(GRAPH)/contents.xcworkspacedata ]; then \
	  set -o pipefail; swift build --multiroot-data-file $(GRAPH) --scratch-path $(SCRATCH) --product workspace 2>&1 \
	    | sed '/--multiroot-data-file is an \*unsupported\*/d'; \
	else \
	  swift build --package-path Tools/Workspace --scratch-path $(SCRATCH) --product workspace; \
	fi

# The Debian packages of $(1) that are not installed, each preceded by a space (shell code).
missing-from = $$(for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || printf ' %s' $$p; done)

# Installs only what is missing, so it is cheap to run before every build.
deps:
	@command -v swift >/dev/null || { echo "swift is not on PATH; install the Swift 6 toolchain first" >&2; exit 1; }
	@missing="$(call missing-from,$(SYSTEM_PACKAGES))"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" -ne 0 ]; then \
	  echo "missing system packages:$$missing" >&2; \
	  echo "run: sudo apt-get update && sudo apt-get install -y$$missing" >&2; exit 1; \
	fi; \
	echo "installing:$$missing"; \
	export DEBIAN_FRONTEND=noninteractive; \
	apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null
	@missing="$(call missing-from,$(SERVICE_PACKAGES))"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" -ne 0 ]; then \
	  echo "warning: missing$$missing and not root: the PC/SC tests, the wallet's terminal test and the xdg-utils tests will be skipped (sudo apt-get install -y$$missing)" >&2; exit 0; \
	fi; \
	echo "installing:$$missing"; \
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	  || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; } \
	  || echo "warning: could not install$$missing; the PC/SC tests, the wallet's terminal test and the xdg-utils tests will be skipped" >&2
	@for entry in $(PYTHON_PACKAGES); do \
	  p=$${entry%%:*}; module=$${entry#*:}; \
	  python3 -c "import $$module" 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore $$p \
	    || echo "warning: could not install the Python package $$p; the differential tests that need it will be skipped" >&2; \
	done

clean:
	rm -rf $(SCRATCH) $(CURDIR)/.build-fuzz
