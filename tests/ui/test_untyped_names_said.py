"""A seat whose player left the name untyped is called by its placeholder ("Player 1") in
the language of the device that made the game; every device says it in its own language
("Hráč 1" on a Czech phone), on every screen of every game and on paper, and never in
both.

The screens are those the screen sweep of ``tests.ui.test_every_screen_drawable`` reaches
(each button, tile and menu item tapped, what it opens read too) on the host's tablet, a
seat's phone and a watcher's phone, of a game made on a device of the other language.
A failure names the game and the languages: ``pytest tests/ui/test_untyped_names_said.py
-k "<kind> and <made>-<device>"``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from sheets.core.names import PLACEHOLDER_KEY
from sheets.fury_of_dracula.setup import APP_SEAT_NAME
from sheets.i18n import Language, translate
from tests.fury_of_dracula.play import example_setup
from tests.pdf.pdf_tools import page_texts
from tests.ui.harness import FakeClient
from tests.ui.helpers import stored_game
from tests.ui.readable import shown_texts
from tests.ui.test_every_screen_drawable import GAMES, Sweep, _devices, play_and_sweep
from tests.untyped_names import names_of, untyped
from ui.big_book_of_madness.context import TableContext as MadnessContext
from ui.paper_dungeons.context import TableContext as DungeonContext
from ui.printables import PRINTABLES, PrintRequest
from ui.sator.context import TableContext as SatorContext

# The language of the device that made the game, and of the devices that show it.
TABLES = [("en", "cs"), ("cs", "en")]
SEED = 5
ACTIONS = 120
CHECK_EVERY = 40


def placeholders(language: Language) -> re.Pattern[str]:
    """Any seat's placeholder in ``language`` ("Player 12")."""
    before, after = translate(PLACEHOLDER_KEY, language, number=0).split("0")
    return re.compile(rf"{re.escape(before)}\d+{re.escape(after)}")


class NameSweep(Sweep):
    """What the sweep read: every text with a placeholder of the language that made the
    game, and whether the first seat was named in the device's language anywhere."""

    def __init__(self, where: str, made: Language, device: Language) -> None:
        super().__init__(where)
        self.foreign = placeholders(made)
        self.first_seat = translate(PLACEHOLDER_KEY, device, number=1)
        self.said = False

    def check(self, client: FakeClient, when: str, allowed: set[str], root: Any = None) -> None:
        for text in shown_texts(client, root):
            if self.foreign.search(text):
                self.faults.append(f"{self.where}, {when}: {text!r}")
            self.said = self.said or self.first_seat in text


@pytest.mark.asyncio
@pytest.mark.parametrize(("made", "device"), TABLES, ids=[f"{m}-{d}" for m, d in TABLES])
@pytest.mark.parametrize("kind", GAMES)
async def test_every_screen_says_an_untyped_name_in_its_devices_language(
    lan_table: Any, kind: str, made: Language, device: Language
) -> None:
    game = GAMES[kind]
    setup = untyped(game.setup(SEED), made)
    game_id = stored_game(lan_table, kind, setup, names_of(setup), game.actions_before(setup))
    route = f"/game/{game_id}"
    devices = await _devices(lan_table, kind, game_id, setup, device)
    sweeps = {
        name: NameSweep(f"{kind} made in {made} on {name} in {device}", made, device)
        for name in devices
    }
    await play_and_sweep(
        lan_table, kind, game_id, devices, sweeps, set(), SEED, ACTIONS, CHECK_EVERY
    )
    for name, client in devices.items():
        await client.go(f"{route}/results")
        sweeps[name].check(client, "on the results", set())
    faults = [fault for sweep in sweeps.values() for fault in sweep.faults]
    assert faults == [], "\n".join(dict.fromkeys(faults))
    assert all(sweep.said for sweep in sweeps.values()), "a device never named the first seat"


PRINTED = {
    "paper_dungeons": "paper-dungeons",
    "sator": "sator",
    "big_book_of_madness": "big-book-of-madness",
    "fury_of_dracula": "fury-of-dracula",
}


def _printed_here(live: Any, kind: str, language: Language) -> bytes | None:
    """What a device in ``language`` prints of the game (``None``: it prints nothing of
    it)."""
    if kind == "paper_dungeons":
        return DungeonContext(live, language).printed_sheets(language, lambda done, total: None)
    if kind == "sator":
        return SatorContext(live, language).aid(language, "a4")(None)
    if kind == "big_book_of_madness":
        return MadnessContext(live, language).aid(language, "a4")(None)
    return None


@pytest.mark.parametrize(("made", "printed_in"), TABLES, ids=[f"{m}-{p}" for m, p in TABLES])
@pytest.mark.parametrize("kind", GAMES)
def test_paper_says_an_untyped_name_in_its_language(
    table: Any, kind: str, made: Language, printed_in: Language
) -> None:
    game = GAMES[kind]
    setup = untyped(game.setup(SEED), made)
    game_id = stored_game(table, kind, setup, names_of(setup), game.actions_before(setup))
    stored = table.services.store.load_game(game_id=game_id)
    request = PrintRequest(language=printed_in, paper="a4", count=1, game=stored)
    pdfs = {"the command line": PRINTABLES[PRINTED[kind]].make(request)}
    here = _printed_here(table.services.tables.open(game_id), kind, printed_in)
    if here is not None:
        pdfs["a device"] = here
    for source, pdf in pdfs.items():
        text = "\n".join(page_texts(pdf))
        assert not placeholders(made).search(text), source
        assert placeholders(printed_in).search(text), source


def test_the_seat_the_app_plays_is_printed_in_the_papers_language(table: Any) -> None:
    """Dracula's seat in a game against the app is named by the app ("Dracula (the app)",
    stored as the English device that made the game said it); a Czech sheet printed from
    the command line names it in Czech."""
    setup = example_setup(4, players=2, app_dracula="normal")
    players = list(setup.players)
    players[setup.dracula_seat] = players[setup.dracula_seat].model_copy(
        update={"name": translate(APP_SEAT_NAME, "en")}
    )
    setup = setup.model_copy(update={"players": tuple(players)})
    game_id = stored_game(table, "fury_of_dracula", setup, [p.name for p in players])
    stored = table.services.store.load_game(game_id=game_id)
    request = PrintRequest(language="cs", paper="a4", count=1, game=stored)
    text = "\n".join(page_texts(PRINTABLES["fury-of-dracula"].make(request)))
    assert translate(APP_SEAT_NAME, "cs") in text
    assert translate(APP_SEAT_NAME, "en") not in text
