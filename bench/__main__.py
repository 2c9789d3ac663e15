"""Run every benchmark (or the modules named on the command line: ``python -m bench ui
start``) and print their figures, one JSON object per line (see ``bench.measure``).

Each module runs in a process of its own when more than one is run: what a module leaves
behind (a thousand phones' sessions, the collector's generations, the allocator's arenas)
would otherwise be in the heap of every module after it, and slow the figures of the
server's own work there.

A benchmark that fails prints ``{"name": ..., "error": ...}``; the others still run, and
the exit status says that one failed."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
import traceback
from pathlib import Path

from bench.measure import failed


def modules(selected: list[str]) -> list[str]:
    """The benchmark modules' short names (``ui`` for ``bench_ui``) to run, in order."""
    here = Path(__file__).parent
    names = sorted(
        info.name.removeprefix("bench_")
        for info in pkgutil.iter_modules([str(here)])
        if info.name.startswith("bench_")
    )
    return [name for name in names if not selected or name in selected]


def main(selected: list[str]) -> int:
    unknown = sorted(set(selected) - set(modules([])))
    if unknown:
        sys.stderr.write(
            f"No such benchmark module: {', '.join(unknown)}; there are {', '.join(modules([]))}.\n"
        )
        return 2
    chosen = modules(selected)
    if len(chosen) > 1:
        runs = [subprocess.run([sys.executable, "-m", "bench", name]) for name in chosen]
        return 1 if any(run.returncode for run in runs) else 0
    status = 0
    for name in chosen:
        module = importlib.import_module(f"bench.bench_{name}")
        for benchmark in module.BENCHMARKS:
            try:
                benchmark()
            except Exception as error:
                traceback.print_exc()
                failed(f"bench_{name}.{benchmark.__name__}", error)
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
