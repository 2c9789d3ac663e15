"""The printed aids of Fury of Dracula as layout pages (see :mod:`sheets.layout`):
Dracula's trail log and the hunters' tracker, blank or prepared for a game's setup.

Both quote the game's house rules (hunters' health and bites, power costs) and mark the
values nobody has confirmed with ``*``, explained at the foot of the page.
"""

from __future__ import annotations

from sheets.fury_of_dracula.house_rules import default_house_rules, unverified_in_use
from sheets.fury_of_dracula.print_parts import AidInputs
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.tracker_sheet import tracker_page
from sheets.fury_of_dracula.trail_log import trail_log_page
from sheets.i18n import Language
from sheets.layout import Page


def _inputs(language: Language, setup: TableSetup | None) -> AidInputs:
    rules = default_house_rules() if setup is None else setup.rules()
    return AidInputs(
        language=language,
        rules=rules,
        unverified=frozenset(unverified_in_use(rules)),
        setup=setup,
    )


def trail_log(*, language: Language, paper: str = "a4", setup: TableSetup | None = None) -> Page:
    """Dracula's trail log. :raises ValueError: for an unknown paper."""
    return trail_log_page(_inputs(language, setup), paper)


def hunters_tracker(
    *, language: Language, paper: str = "a4", setup: TableSetup | None = None
) -> Page:
    """The hunters' tracker. :raises ValueError: for an unknown paper."""
    return tracker_page(_inputs(language, setup), paper)


def aid_pages(
    *, language: Language, paper: str = "a4", setup: TableSetup | None = None
) -> tuple[Page, Page]:
    """Both aids: the trail log, then the tracker."""
    return (
        trail_log(language=language, paper=paper, setup=setup),
        hunters_tracker(language=language, paper=paper, setup=setup),
    )
