"""The table companion: entry point and composition root.

python main.py                  serve the app on http://127.0.0.1:8550
python main.py print paper-dungeons --out sheets.pdf    blank sheets to print
python main.py print sator --out aid.pdf                 SATOR's setup checklist and turn cards
python main.py print big-book-of-madness --out aid.pdf  setup checklist and round tracker
python main.py print fury-of-dracula --out aids.pdf      Dracula's trail log, hunters' tracker
python main.py --help           every option and subcommand
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import secrets
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from sheets.i18n import DEFAULT_LANGUAGE, LANGUAGES
from sheets.layout import PAPER_SIZES_MM

DEFAULT_HOST = "127.0.0.1"
LAN_HOST = "0.0.0.0"
DEFAULT_PORT = 8550
# Port 0 would be a port the system picks, and the address announced would be wrong.
PORTS = range(1, 65536)
# The keys of ui.printables.PRINTABLES, which would import every game to parse options.
PRINTABLE_GAMES = ("paper-dungeons", "sator", "big-book-of-madness", "fury-of-dracula")
# As sheets.pdf.paper_dungeons.MAX_PAGES, which would import ReportLab just to parse options.
MAX_SHEETS = 200


class PrintError(Exception):
    """The print command cannot make the PDF; the message says why, for the user."""


class _Parser(argparse.ArgumentParser):
    """Says what is wrong with the arguments in one line (with where to read more), rather
    than after the whole usage, as every other refusal of the command line does."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}; see {self.prog} --help\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python main.py",
        description=(
            "A companion for board games at a real table. Without a subcommand it serves "
            "the app to browsers (the web client is served from this machine, no internet)."
        ),
    )
    parser.add_argument(
        "--host",
        default=None,
        help=f"address to listen on (default {DEFAULT_HOST}: this machine only; "
        f"{LAN_HOST} with --lan)",
    )
    parser.add_argument(
        "--lan",
        action="store_true",
        help="let phones on the local network join tables: listen on every interface "
        "and show the address and a join code (with a QR code) in each game",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=f"port to listen on, {PORTS[0]} to {PORTS[-1]} (default {DEFAULT_PORT})",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="where games are stored (default: $FLET_APP_STORAGE_DATA, "
        "else the per-user data directory)",
    )
    parser.add_argument(
        "--log-level",
        default="WARNING",
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        help="logging detail",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_parser("serve", help="serve the app (the default)")
    _add_print_command(commands)
    return parser


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if port not in PORTS:
        raise argparse.ArgumentTypeError(
            f"choose a port from {PORTS[0]} to {PORTS[-1]}, not {port}"
        )
    return port


def _sheet_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= count <= MAX_SHEETS:
        raise argparse.ArgumentTypeError(f"choose 1 to {MAX_SHEETS} sheets, not {count}")
    return count


def _add_print_command(commands: argparse._SubParsersAction[_Parser]) -> None:
    printing = commands.add_parser(
        "print",
        help="write sheets to print as a PDF file",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=(
            "Write a game's printed sheets as a PDF: blank, or for a stored game.\n"
            "paper-dungeons: sheets to play on with pencils, prepared for a game's\n"
            "players or finished with every mark and the score.\n"
            "sator: the setup checklist and the turn cards.\n"
            "big-book-of-madness: the setup checklist and the round tracker, filled in\n"
            "as far as a stored game has come.\n"
            "fury-of-dracula: Dracula's trail log and the hunters' tracker.\n"
            "An existing file is replaced only once the new one is complete."
        ),
        epilog="examples:\n  python main.py print paper-dungeons --out pad.pdf --lang en --count 20"
        "\n  python main.py print sator --out aid.pdf --lang cs --paper letter"
        "\n  python main.py print big-book-of-madness --out aid.pdf --paper letter"
        "\n  python main.py print paper-dungeons --out game.pdf --game GAME_ID --data-dir DIR",
    )
    printing.set_defaults(print_usage_error=printing.error)
    printing.add_argument(
        "sheet_game",
        choices=PRINTABLE_GAMES,
        metavar="GAME",
        help=f"the game whose sheets to print: {', '.join(PRINTABLE_GAMES)}",
    )
    printing.add_argument(
        "--out", type=Path, required=True, metavar="FILE.pdf", help="the PDF file to write"
    )
    printing.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=DEFAULT_LANGUAGE,
        help=f"language of the sheets: {' or '.join(LANGUAGES)} (default {DEFAULT_LANGUAGE})",
    )
    printing.add_argument(
        "--paper",
        choices=sorted(PAPER_SIZES_MM),
        default="a4",
        help="paper size: a4 (the default) or letter",
    )
    printing.add_argument(
        "--count",
        type=_sheet_count,
        default=1,
        metavar="N",
        help=f"copies of each sheet, 1 to {MAX_SHEETS} pages in all (default 1)",
    )
    printing.add_argument(
        "--game",
        metavar="GAME_ID",
        help="a stored game: its players' sheets, prepared, or finished "
        "once the game is over (blank sheets without it)",
    )
    printing.add_argument("--seat", metavar="NAME", help="with --game: only this player's sheet")
    # Also after the command, where a stored game's other options are: left unset here, the
    # app's own --data-dir (before the command) stands.
    printing.add_argument(
        "--data-dir",
        type=Path,
        default=argparse.SUPPRESS,
        help="with --game: where the game is stored (as the app's --data-dir)",
    )


def print_sheets(args: argparse.Namespace) -> int:
    """The print command: make the PDF in memory, then write it in one step. Returns the
    exit status; a failure is explained on stderr and leaves any existing file as it was."""
    try:
        check_writable(args.out)
        from ui.printables import PRINTABLES, PrintRequest

        printable = PRINTABLES[args.sheet_game]
        game = None if args.game is None else _stored_game(args, printable.kind)
        request = PrintRequest(
            language=args.lang, paper=args.paper, count=args.count, game=game, seat_name=args.seat
        )
        write_atomically(args.out, printable.make(request))
    except (PrintError, ValueError) as error:
        sys.stderr.write(f"python main.py print: error: {error}\n")
        return 2
    return 0


def _stored_game(args: argparse.Namespace, kind: str) -> Any:
    """The game ``--game`` names, from the store ``--data-dir`` (or ``DATABASE_URL``) opens.

    :raises PrintError: when there is no such game, or it is of another kind.
    """
    from sheets.core.names import said_in
    from storage import GameNotFound, StorageError, open_store
    from storage.location import stored_database

    missing = stored_database(data_dir=args.data_dir)
    if missing is not None and not missing.exists():
        # Opening it would create an empty database where a typo pointed.
        raise PrintError(f"no games stored in {missing.parent}")
    try:
        store = open_store(data_dir=args.data_dir)
        try:
            stored = store.load_game(game_id=args.game)
        finally:
            store.close()
    except GameNotFound:
        raise PrintError(f"there is no stored game {args.game}") from None
    except StorageError as error:
        raise PrintError(str(error)) from None
    if stored.info.kind != kind:
        raise PrintError(f"game {args.game} is not a game of {args.sheet_game}")
    # The paper names a seat nobody named in its own language, and so finds it.
    names = [said_in(seat.name, args.lang) for seat in stored.info.seats]
    asked = None if args.seat is None else said_in(args.seat, args.lang)
    if asked is not None and asked.casefold() not in {n.casefold() for n in names}:
        raise PrintError(f"no player {args.seat!r} in this game; its players: {', '.join(names)}")
    return stored


def check_writable(path: Path) -> None:
    """Refuse at once a ``path`` the PDF could not be written to, before making it.

    :raises PrintError: when its folder is missing or read-only, or it is a folder."""
    folder = path.parent
    try:
        if not folder.is_dir():
            raise PrintError(f"cannot write {path}: the folder {folder} does not exist")
        there = path.stat() if path.exists() else None
    except OSError as error:  # a name too long, a folder that cannot be searched, ...
        raise PrintError(f"cannot write {path}: {error.strerror or error}") from None
    if there is not None and stat.S_ISDIR(there.st_mode):
        raise PrintError(f"cannot write {path}: it is a folder")
    if there is not None and not stat.S_ISREG(there.st_mode):
        # The PDF is moved into place: a device or a pipe would be replaced by a file.
        raise PrintError(f"cannot write {path}: it is not a regular file")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise PrintError(f"cannot write {path}: the folder {folder} is not writable")


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path`` and move it into place, so that
    ``path`` is never half-written. :raises PrintError: when the file cannot be written."""
    check_writable(path)
    folder = path.parent
    # The name is cut so that a file name near the system's limit leaves room for the rest.
    temporary = folder / f".{path.name[:100]}.{secrets.token_hex(4)}.tmp"
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as error:
        with contextlib.suppress(OSError):  # a read-only place has nothing to clean up
            temporary.unlink(missing_ok=True)
        raise PrintError(f"cannot write {path}: {error.strerror or error}") from None


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(levelname)s %(name)s: %(message)s")
    if args.command == "print":
        if args.seat is not None and args.game is None:
            args.print_usage_error("--seat needs --game: blank sheets belong to no player")
        return print_sheets(args)
    from storage import StorageError
    from ui.lan import EVERY_INTERFACE, Lan, only_this_machine, served_address
    from ui.listening import CannotListen
    from ui.server import run_packaged, serve

    if os.environ.get("FLET_PLATFORM"):
        # The client of a packaged build (flet build) runs this file on the device.
        run_packaged(data_dir=args.data_dir)
        return 0

    host = args.host or (LAN_HOST if args.lan else DEFAULT_HOST)
    served = Lan(served_address(host), args.port)
    lan = served if args.lan else None

    def announce() -> None:
        sys.stdout.write(f"The table companion is at {served.address}/ (Ctrl+C stops it)\n")
        sys.stdout.flush()
        if lan is not None and only_this_machine(lan.ip):
            logging.getLogger("table-companion").warning(
                "phones cannot reach %s, this machine's own address: %s",
                lan.ip,
                "connect this machine to the network of the phones"
                if host in EVERY_INTERFACE
                else "start without --host (or with --host 0.0.0.0) to let phones join",
            )

    try:
        serve(host=host, port=args.port, data_dir=args.data_dir, lan=lan, announce=announce)
    except (CannotListen, StorageError) as error:
        logging.getLogger("table-companion").error("%s", error)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
