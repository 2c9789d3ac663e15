# Two commands set everything up on a fresh machine with Python 3.11+:
#   make run    the app on http://127.0.0.1:8550
#   make test   the whole test suite
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: run test bench lint clean

$(VENV)/.app: pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.test: pyproject.toml $(VENV)/.app
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.app
	$(PY) main.py $(ARGS)

lint: $(VENV)/.test
	$(PY) -m ruff check .
	$(PY) -m mypy

# The suite's modules in two processes (a module keeps its one server and browser): the
# browser tests wait on Chromium's drawing for much of their time.
WORKERS ?= 2

test: lint
	.ci/with-postgres $(PY) -m pytest -n $(WORKERS) --dist loadfile $(PYTEST_ARGS)

bench: $(VENV)/.test
	@.ci/with-postgres $(PY) -m bench $(BENCH)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
