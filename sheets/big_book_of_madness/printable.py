"""The printable aid of The Big Book of Madness as a layout model (see :mod:`sheets.layout`):
the setup checklist and a round tracker sheet, in Czech or English.

``aid_pages(language=..., paper=...)`` is the blank aid, filled in with a pencil; with a
game's ``setup`` it is the checklist of that game (its numbers, names and draws) and a
tracker with its players and difficulty; with the game's ``state`` too the tracker shows
how far the table got.

Areas: ``checklist:1`` (``checklist:2``... when the checklist runs on) and
``round_tracker``. Element ids::

    check:3             the box of checklist step 3
    phase:grimoire      the box of a phase of the turn
    madness:17          card 17 of the madness deck ("crossed": taken; filled grey:
                        not in this game's deck)
    multi:4:II          multi-element curses of round 4 at difficulty II (text)
    monster:4           round 4's monster
    curse:4:C           curse place C of round 4; broken:4:C its box ("crossed": broken)
    turn:4:2            turn 2 of round 4 ("crossed": played)
    beaten:4:yes        round 4's monster beaten (beaten:4:no: not beaten)
    player:1:0          column 0-5 of the row of seat 1; spell:1:3 its third spell box
                        ("filled": known); scared:1 ("crossed": scared to death)

A value that is an unverified default of the house rules ends with ``*``, explained in
a footnote.
"""

from __future__ import annotations

from sheets.big_book_of_madness.house_rules import default_house_rules
from sheets.big_book_of_madness.printable_checklist import checklist_pages
from sheets.big_book_of_madness.printable_parts import PrintInputs
from sheets.big_book_of_madness.printable_tracker import tracker_page
from sheets.big_book_of_madness.rules import initial
from sheets.big_book_of_madness.setup import Setup
from sheets.big_book_of_madness.state import TableState
from sheets.i18n import Language
from sheets.layout import PAPER_SIZES_MM, Page


def print_inputs(
    *,
    language: Language,
    paper: str = "a4",
    setup: Setup | None = None,
    state: TableState | None = None,
) -> PrintInputs:
    """The inputs of a document. :raises ValueError: for an unknown paper or a state
    without its setup."""
    if paper not in PAPER_SIZES_MM:
        raise ValueError(f"unknown paper {paper!r}; choose one of {sorted(PAPER_SIZES_MM)}")
    if state is not None and setup is None:
        setup = state.setup
    if state is not None and state.setup != setup:
        raise ValueError("the state belongs to another game")
    if setup is None:
        return PrintInputs(language=language, paper=paper, rules=default_house_rules())
    return PrintInputs(
        language=language,
        paper=paper,
        rules=setup.rules(),
        setup=setup,
        state=state or initial(setup),
    )


def checklist(
    *, language: Language, paper: str = "a4", setup: Setup | None = None
) -> tuple[Page, ...]:
    """The setup checklist: one page, or more when a game's names run it on."""
    return checklist_pages(print_inputs(language=language, paper=paper, setup=setup))


def round_tracker(
    *,
    language: Language,
    paper: str = "a4",
    setup: Setup | None = None,
    state: TableState | None = None,
) -> Page:
    """The round tracker sheet, blank, for a game, or filled in from its state."""
    return tracker_page(print_inputs(language=language, paper=paper, setup=setup, state=state))


def aid_pages(
    *,
    language: Language,
    paper: str = "a4",
    setup: Setup | None = None,
    state: TableState | None = None,
) -> tuple[Page, ...]:
    """The whole aid: the checklist, then the round tracker."""
    inputs = print_inputs(language=language, paper=paper, setup=setup, state=state)
    return (*checklist_pages(inputs), tracker_page(inputs))


__all__ = ["aid_pages", "checklist", "print_inputs", "round_tracker"]
