"""The table companion: entry point and composition root.

python main.py                  serve the app on http://127.0.0.1:8550
python main.py print paper-dungeons --out sheets.pdf    blank sheets to print
python main.py print big-book-of-madness --out aid.pdf  setup checklist and round tracker
python main.py --help           every option and subcommand
"""

from __future__ import annotations

import argparse
import logging
import os
import secrets
import sys
from collections.abc import Sequence
from pathlib import Path

from sheets.i18n import DEFAULT_LANGUAGE, LANGUAGES
from sheets.layout import PAPER_SIZES_MM

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8550
PRINTABLE_GAMES = ("paper-dungeons", "big-book-of-madness")
# As sheets.pdf.paper_dungeons.MAX_PAGES, which would import ReportLab just to parse options.
MAX_SHEETS = 200


class PrintError(Exception):
    """The print command cannot make the PDF; the message says why, for the user."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py",
        description=(
            "A companion for board games at a real table. Without a subcommand it serves "
            "the app to browsers (the web client is served from this machine, no internet)."
        ),
    )
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default {DEFAULT_HOST}: this machine only)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port to listen on (default {DEFAULT_PORT})"
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


def _sheet_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= count <= MAX_SHEETS:
        raise argparse.ArgumentTypeError(f"choose 1 to {MAX_SHEETS} sheets, not {count}")
    return count


def _add_print_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    printing = commands.add_parser(
        "print",
        help="write sheets to print as a PDF file",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=(
            "Write Paper Dungeons sheets to play on with pencils as a PDF: blank sheets,\n"
            "or the sheets of a stored game, prepared for its players or finished with\n"
            "every mark and the score. For The Big Book of Madness: the setup checklist\n"
            "and the round tracker to fill in. An existing file is replaced only once\n"
            "the new one is complete."
        ),
        epilog=(
            "examples:\n  python main.py print paper-dungeons --out pad.pdf --lang en --count 20\n"
            "  python main.py print big-book-of-madness --out aid.pdf --paper letter"
        ),
    )
    printing.set_defaults(print_usage_error=printing.error)
    printing.add_argument(
        "sheet_game",
        choices=PRINTABLE_GAMES,
        metavar="GAME",
        help="the game whose sheets to print: paper-dungeons or big-book-of-madness",
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


def print_sheets(args: argparse.Namespace) -> int:
    """The print command: make the PDF in memory, then write it in one step. Returns the
    exit status; a failure is explained on stderr and leaves any existing file as it was."""
    try:
        if args.game is not None:
            raise PrintError(
                "printing a stored game (--game) is not available yet; "
                "leave out --game and --seat to print blank sheets"
            )
        write_atomically(args.out, blank_pdf(args))
    except (PrintError, ValueError) as error:
        sys.stderr.write(f"python main.py print: error: {error}\n")
        return 1
    return 0


def blank_pdf(args: argparse.Namespace) -> bytes:
    """The blank sheets of the game the print command names."""
    if args.sheet_game == "big-book-of-madness":
        from sheets.pdf.big_book_of_madness import aid_pdf

        return aid_pdf(language=args.lang, paper=args.paper, copies=args.count)
    from sheets.pdf.paper_dungeons import blank_pad

    return blank_pad(language=args.lang, paper=args.paper, count=args.count)


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path`` and move it into place, so that
    ``path`` is never half-written. :raises PrintError: when the file cannot be written."""
    folder = path.parent
    if not folder.is_dir():
        raise PrintError(f"cannot write {path}: the folder {folder} does not exist")
    if path.is_dir():
        raise PrintError(f"cannot write {path}: it is a folder")
    temporary = folder / f".{path.name}.{secrets.token_hex(4)}.tmp"
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError as error:
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
    from ui.server import serve

    try:
        serve(host=args.host, port=args.port, data_dir=args.data_dir)
    except StorageError as error:
        logging.getLogger("table-companion").error("%s", error)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
