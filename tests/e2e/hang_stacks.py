"""What a hung renderer was doing, written down when the watch stops it: a second of
``perf`` samples of its main thread, taken before the stop, with the names of the
JavaScript and WebAssembly functions it ran. Its browser is launched with
``jit_map_flags``, so that V8 writes ``perf-<pid>.map`` (the address of each function it
compiles) into a folder of ``JIT_MAP_FOLDERS``; WebAssembly without a name section is
named by its index (``wasm-function[N]``)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

# The folders of the browsers open now, added and removed by their fixture.
JIT_MAP_FOLDERS: set[Path] = set()
# Short: the test's own wait for the hung page is running out meanwhile.
SAMPLED_S = 1
LINES_KEPT = 400


def jit_map_flags(jit_maps: Path) -> str:
    # The map needs V8's log on, which would write a file per page into the working
    # directory: it goes nowhere.
    return (
        f"--js-flags=--perf-basic-prof --perf-basic-prof-path={jit_maps}"
        " --no-logfile-per-isolate --logfile=/dev/null"
    )


def record(pid: int) -> Path:
    """``SAMPLED_S`` of samples of the renderer's main thread (its id is the pid)."""
    recording = Path(f"/tmp/hung-renderer-{pid}.perf")
    perf = shutil.which("perf")
    if perf is not None:
        subprocess.run(
            [perf, "record", "-g", "-t", str(pid), "-o", str(recording), "sleep", str(SAMPLED_S)],
            capture_output=True,
            timeout=SAMPLED_S + 30,
        )
    return recording


def write_down(pid: int, test: str, recording: Path, folder: Path) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / f"hung-renderer-{pid}.txt"
    path.write_text(f"renderer {pid} in {test}\n\n{_report(pid, recording)}")
    return path


def _report(pid: int, recording: Path) -> str:
    perf = shutil.which("perf")
    if perf is None or not recording.exists():
        return "no samples (perf is missing or recorded nothing)"
    # perf looks for a process's JIT map in /tmp only.
    where_perf_looks = Path(f"/tmp/perf-{pid}.map")
    written = [folder / where_perf_looks.name for folder in JIT_MAP_FOLDERS]
    try:
        for jit_map in written:
            if jit_map.exists() and not where_perf_looks.exists():
                where_perf_looks.symlink_to(jit_map)
        report = subprocess.run(
            [perf, "report", "-i", str(recording), "--stdio", "--no-children", "--percent-limit=1"],
            capture_output=True,
            text=True,
            timeout=120,
        )
    except subprocess.TimeoutExpired as late:
        return f"perf took too long: {late}"
    finally:
        recording.unlink()
        if where_perf_looks.is_symlink():
            where_perf_looks.unlink()
    return "\n".join(report.stdout.splitlines()[:LINES_KEPT])
