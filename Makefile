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

# The suite's modules in four processes on two cores (a module keeps its one server and
# browser): its browser tests wait on the server's answers and Chromium's frames, and with
# three the cores were still about half busy (the whole suite took 20 min there, 17 min 44 s
# with four).
WORKERS ?= 4

test: lint
	.ci/with-postgres $(PY) -m pytest -n $(WORKERS) --dist loadfile $(PYTEST_ARGS)

bench: $(VENV)/.test
	@.ci/with-postgres $(PY) -m bench $(BENCH)

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
