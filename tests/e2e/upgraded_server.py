"""The app as a later version of it would serve it: its shell has another version, and its
page says it is the upgraded one (``UPGRADED_MARK``); ``tests.e2e.test_server_away``
serves it where the app was, to see that no device goes on with the old copy.

    python tests/e2e/upgraded_server.py --port 8551
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import main
import ui.web.app
import ui.web.page
from sheets.i18n import Language

UPGRADED_VERSION = "upgraded"
UPGRADED_MARK = '<meta name="table-companion-upgraded" content="yes">'


def _upgrade() -> None:
    away_head = ui.web.page.away_head

    def upgraded_head(language: Language) -> str:
        return UPGRADED_MARK + away_head(language)

    ui.web.page.away_head = upgraded_head
    ui.web.app.shell_version = lambda client: UPGRADED_VERSION


if __name__ == "__main__":
    _upgrade()
    sys.exit(main.main())
