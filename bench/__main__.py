"""Run every benchmark (or those named on the command line) and print their figures."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(selected: list[str]) -> None:
    here = Path(__file__).parent
    for module_info in sorted(pkgutil.iter_modules([str(here)]), key=lambda m: m.name):
        if not module_info.name.startswith("bench_"):
            continue
        if selected and module_info.name.removeprefix("bench_") not in selected:
            continue
        module = importlib.import_module(f"bench.{module_info.name}")
        for benchmark in module.BENCHMARKS:
            benchmark()


if __name__ == "__main__":
    main(sys.argv[1:])
