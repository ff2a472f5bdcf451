# xlearn: two commands do all the set-up. `make lab` and `make test` build .venv when it is missing.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8888

.PHONY: lab test test-fast bench bench-random chromium clean

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
	$(BIN)/xlearn lab --port $(PORT)

test: $(STAMP) chromium
	$(BIN)/python -m pytest -n 2 --dist loadgroup -q tests
	$(BIN)/python -m pytest -q --nbval notebooks

test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -m "not slow and not browser" tests

bench: $(STAMP)
	$(BIN)/python -m benchmarks

# The random-play checker over 10,000 seeded games a game (every player count and mode); hours on one core.
bench-random: $(STAMP)
	$(BIN)/python -m benchmarks.random_play --games 10000

clean:
	rm -rf $(VENV) build dist
