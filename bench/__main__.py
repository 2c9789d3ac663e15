"""Run every benchmark (or the modules named on the command line: ``python -m bench ui
start``) and print their figures, one JSON object per line (see ``bench.measure``).

A benchmark that fails prints ``{"name": ..., "error": ...}``; the others still run, and
the exit status says that one failed."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import traceback
from pathlib import Path

from bench.measure import failed


def main(selected: list[str]) -> int:
    here = Path(__file__).parent
    status = 0
    for module_info in sorted(pkgutil.iter_modules([str(here)]), key=lambda m: m.name):
        if not module_info.name.startswith("bench_"):
            continue
        if selected and module_info.name.removeprefix("bench_") not in selected:
            continue
        module = importlib.import_module(f"bench.{module_info.name}")
        for benchmark in module.BENCHMARKS:
            try:
                benchmark()
            except Exception as error:
                traceback.print_exc()
                failed(f"{module_info.name}.{benchmark.__name__}", error)
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
