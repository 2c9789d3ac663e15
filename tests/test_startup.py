"""Starting the server or printing with something wrong around it: one line that says what
is wrong and what to do, exit status 2, and nothing made on disk; a second server on the
same games is refused while the first one keeps serving."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from storage import open_store
from tests.e2e.conftest import ROOT, Server, free_port


def start(tmp_path: Path, *options: str, database_url: str | None = None) -> tuple[int, str]:
    """``python main.py`` with ``options``: its exit status and what it wrote."""
    env = {name: value for name, value in os.environ.items() if name != "DATABASE_URL"}
    env["FLET_APP_STORAGE_DATA"] = str(tmp_path / "default-data")
    if database_url is not None:
        env["DATABASE_URL"] = database_url
    finished = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--port", str(free_port()), *options],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return finished.returncode, finished.stdout + finished.stderr


def one_line(output: str) -> str:
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    return lines[0]


@pytest.mark.parametrize(
    ("database_url", "says"),
    [
        ("not a url", "DATABASE_URL is not a database address"),
        ("mysql://player@localhost/games", "needs a driver this installation does not have"),
        ("nosuchdb://localhost/games", "needs a driver this installation does not have"),
        ("sqlite:////proc/1/no-such-folder/table.db", "cannot be kept in /proc/1/no-such-folder"),
    ],
)
def test_a_database_url_that_cannot_work_is_one_line(
    tmp_path: Path, database_url: str, says: str
) -> None:
    status, output = start(tmp_path, database_url=database_url)
    assert status == 2
    assert says in one_line(output)
    assert list(tmp_path.iterdir()) == []


def test_a_data_dir_that_is_a_file_is_one_line_and_nothing_is_made(tmp_path: Path) -> None:
    in_the_way = tmp_path / "games"
    in_the_way.write_text("not a folder")
    for data_dir in (in_the_way, in_the_way / "deeper" / "still"):
        status, output = start(tmp_path, "--data-dir", str(data_dir))
        assert status == 2
        assert f"{in_the_way} is not a directory" in one_line(output)
        assert "--data-dir" in output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]


def test_a_second_server_on_the_same_games_is_refused_and_the_first_serves_on(
    tmp_path: Path,
) -> None:
    first = Server(tmp_path)
    first.start()
    try:
        status, output = start(tmp_path, "--data-dir", str(tmp_path))
        assert status == 2
        assert f"Another server is already using the games in {tmp_path}" in one_line(output)
        socket.create_connection(("127.0.0.1", first.port), 5).close()
    finally:
        first.stop()
    second = Server(tmp_path)
    second.start()  # the first one's lock went with it
    second.stop()


@pytest.mark.parametrize(
    ("port", "says"),
    [
        ("99999", "choose a port from 1 to 65535, not 99999"),
        ("0", "choose a port from 1 to 65535, not 0"),
        ("http", "'http' is not a whole number"),
    ],
)
def test_a_port_that_is_no_port_is_one_line(tmp_path: Path, port: str, says: str) -> None:
    status, output = start(tmp_path, "--port", port)
    assert status == 2
    assert one_line(output) == (
        f"python main.py: error: argument --port: {says}; see python main.py --help"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_port_in_use_is_one_line_and_no_address_is_announced(tmp_path: Path) -> None:
    """The address is said once this server listens on it: before, it was another's."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        port = other.getsockname()[1]
        status, output = start(tmp_path, "--port", str(port))
    assert status == 2
    assert one_line(output) == (
        f"ERROR table-companion: cannot listen on 127.0.0.1:{port}: another program "
        f"(perhaps another table companion) uses port {port}; "
        "stop it or choose another port with --port"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_damaged_schema_is_one_line_naming_the_file_and_what_to_do(tmp_path: Path) -> None:
    """The database records an older schema version than its tables are at."""
    open_store(data_dir=tmp_path).close()
    database = tmp_path / "table.db"
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0003'")
    status, output = start(tmp_path, "--data-dir", str(tmp_path))
    assert status == 2
    line = one_line(output)
    assert f"The database sqlite:///{database} is damaged" in line
    assert "duplicate column name: log_position" in line and "Restore it from a backup" in line
    assert "Cannot connect" not in line


def print_to(out: Path) -> tuple[int, str]:
    """``python main.py print paper-dungeons --out OUT``: its exit status and what it wrote."""
    finished = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "print", "paper-dungeons", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    return finished.returncode, finished.stdout + finished.stderr


def test_printing_to_a_name_too_long_is_one_line(tmp_path: Path) -> None:
    out = tmp_path / ("x" * 300 + ".pdf")
    status, output = print_to(out)
    assert status == 2
    assert one_line(output) == (
        f"python main.py print: error: cannot write {out}: File name too long"
    )
    assert list(tmp_path.iterdir()) == []


def test_printing_onto_what_is_not_a_regular_file_leaves_it_be(tmp_path: Path) -> None:
    """The PDF is moved into place: onto a device (``/dev/full``, as root) or a pipe it
    would replace the node itself."""
    pipe = tmp_path / "pad.pdf"
    os.mkfifo(pipe)
    status, output = print_to(pipe)
    assert status == 2
    assert one_line(output) == (
        f"python main.py print: error: cannot write {pipe}: it is not a regular file"
    )
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert [path.name for path in tmp_path.iterdir()] == ["pad.pdf"]


def test_ctrl_c_stops_the_server_after_a_device_left_before_its_session_began(
    tmp_path: Path,
) -> None:
    """A phone that opened the connection and went away before the app started for it
    (asleep, out of the Wi-Fi) leaves a handler that never ends; Ctrl+C still stops the
    server, and a new one starts on the same games."""
    from websockets.sync.client import connect

    from ui.server import SHUTDOWN_GRACE_S

    server = Server(tmp_path)
    server.start()
    assert server.process is not None
    with connect(f"ws://127.0.0.1:{server.port}/ws"):
        pass
    server.process.send_signal(signal.SIGINT)
    try:
        assert server.process.wait(SHUTDOWN_GRACE_S + 20) == 0
    finally:
        server.process.kill()
    again = Server(tmp_path)
    again.start()
    again.stop()


def _read_only_mount_possible() -> bool:
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", "mount -t tmpfs -o ro tmpfs /mnt"],
        capture_output=True,
        check=False,
    )
    return probe.returncode == 0


@pytest.mark.skipif(
    shutil.which("unshare") is None or not _read_only_mount_possible(),
    reason="SKIPPED LOUDLY: cannot mount a read-only file system here (needs unshare and mount)",
)
def test_printing_onto_a_read_only_file_system_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    out = folder / "pad.pdf"
    script = (
        f'mount -t tmpfs -o ro tmpfs "{folder}" && exec "{sys.executable}" '
        f'"{ROOT / "main.py"}" print paper-dungeons --out "{out}"'
    )
    finished = subprocess.run(
        ["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 2
    line = one_line(finished.stdout + finished.stderr)
    assert line.startswith(f"python main.py print: error: cannot write {out}")


def test_the_server_is_ready_to_listen_without_loading_the_pdf_renderer(tmp_path: Path) -> None:
    """ReportLab loads when something is printed, not before the port opens."""
    built = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, pathlib; from storage import open_store; import ui.server as s; "
            f"store = open_store(data_dir=pathlib.Path({str(tmp_path)!r})); "
            "services = s.make_services(store, None); "
            "s.web_app(s.app_main(services), services); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab'))",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={k: v for k, v in os.environ.items() if k != "DATABASE_URL"},
    )
    assert built.stdout.strip().splitlines()[-1] == "[]"
