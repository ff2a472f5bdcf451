# xlearn: two commands do all the set-up. `make lab` and `make test` build .venv when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8888
# `make lab` serves a working copy of the lessons here (git-ignored), so a visit leaves the checkout clean
LAB_DIR ?= $(VENV)/lessons
LAB_ARGS ?=

.PHONY: lab lessons test test-fast test-lite bench bench-random chromium clean lite hub-check

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[lab,test]'
	touch $(STAMP)

# Debian's chromium drives the browser tests (Playwright cannot download its own browser here).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium for the browser tests"; \
	  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
	  || (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null); }

lab: $(STAMP)
	$(BIN)/xlearn lab --port $(PORT) --dir $(LAB_DIR) $(LAB_ARGS)

# Check the lesson files in lessons/ (a mistake is printed with its file and line, and nothing is built), then
# rebuild their notebooks (all, or LESSONS="xeko/04 seekers")
lessons: $(STAMP)
	$(BIN)/python tools/lessons/lesson_map.py
	$(BIN)/python tools/lessons/build.py $(LESSONS)

test: $(STAMP) chromium
	$(BIN)/python -m pytest -n 2 --dist loadgroup -q -m "not lite" tests
	$(BIN)/python -m pytest -q --nbval notebooks

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n 2 -q -m "not slow and not browser" tests

bench: $(STAMP)
	$(BIN)/python -m benchmarks

# The zero-install JupyterLite site in build/lite (Pyodide and wheels cached in build/lite-cache; needs npm).
lite: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[lite]'
	$(BIN)/python tools/lite/build.py --out build/lite --if-stale

# The JupyterLite site in headless Chromium, offline (kept out of `make test`: about 3 minutes).
test-lite: lite chromium
	$(BIN)/python -m pytest -p no:xdist -q -m lite tests/browser/test_lite.py

# A class on JupyterHub, loopback only: 8 learners, 20 board choices each; prints the figures (not a test).
hub-check: $(STAMP) chromium
	$(BIN)/python -m pip install --quiet -e '.[hub]'
	@test -x build/hub/node_modules/.bin/configurable-http-proxy || \
	  npm install --silent --no-audit --no-fund --prefix build/hub configurable-http-proxy
	$(BIN)/python -m benchmarks.hub_check

# The random-play checker over 10,000 seeded games a game (every player count and mode); hours on one core.
bench-random: $(STAMP)
	$(BIN)/python -m benchmarks.random_play --games 10000

clean:
	rm -rf $(VENV) build dist
