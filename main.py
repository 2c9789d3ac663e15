"""The table companion: entry point and composition root.

python main.py                  serve the app on http://127.0.0.1:8550
python main.py --help           every option and subcommand
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8550


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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(levelname)s %(name)s: %(message)s")
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
