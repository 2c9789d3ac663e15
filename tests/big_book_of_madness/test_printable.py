"""The printable aid as a layout: the checklist of the rulebook's setup (blank, or the
game's own steps), and the round tracker, blank or filled in from a game."""

from __future__ import annotations

import random

import pytest

from sheets.big_book_of_madness import RULES
from sheets.big_book_of_madness.actions import BreakCurse, GainMadness
from sheets.big_book_of_madness.content import load_content
from sheets.big_book_of_madness.printable import aid_pages, checklist, round_tracker
from sheets.big_book_of_madness.reminders import checklist as checklist_reminders
from sheets.core.log import Game
from sheets.i18n import Language, translate
from sheets.layout import Area, Box, Page, Text
from sheets.pdf.fonts import text_width
from sheets.pdf.render import MM
from tests.big_book_of_madness.helpers import Table, setup
from tests.big_book_of_madness.play import example_setup
from tests.random_play import play_random


def boxes(area: Area, prefix: str) -> dict[str, Box]:
    return {
        element.id: element
        for element in area.elements
        if isinstance(element, Box) and element.id and element.id.startswith(prefix)
    }


def texts(pages: tuple[Page, ...] | list[Page]) -> list[str]:
    return [
        element.text
        for page in pages
        for area in page.areas
        for element in area.elements
        if isinstance(element, Text)
    ] + [
        element.text
        for page in pages
        for area in page.areas
        for element in area.elements
        if isinstance(element, Box) and element.text
    ]


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_aid_is_a_checklist_page_and_a_tracker_page_inside_the_margins(
    language, paper
) -> None:
    pages = aid_pages(language=language, paper=paper)
    assert [area.id for page in pages for area in page.areas] == ["checklist:1", "round_tracker"]
    for page in pages:
        for area in page.areas:
            assert area.x + area.w <= page.w and area.y + area.h <= page.h
            for element in area.elements:
                if isinstance(element, Text):
                    assert 0 <= element.y <= area.h, element
                    assert element.width is None or element.x + element.width <= area.w + 0.01
                if isinstance(element, Box):
                    assert element.x + element.w <= area.w + 0.01, element
                    assert element.y + element.h <= area.h, element
    assert not [text for text in texts(pages) if text.startswith("bbm.")]


def test_the_blank_checklist_gives_the_numbers_for_every_player_count() -> None:
    (page,) = checklist(language="en")
    words = " ".join(texts([page]))
    assert "2 players: 20, 3 players: 25, 4 players: 30, 5 players: 35" in words
    assert "Every player draws 6 cards." in words
    ticks = boxes(page.areas[0], "check:")
    assert list(ticks) == [f"check:{n}" for n in range(1, len(ticks) + 1)]


def test_a_games_checklist_is_the_checklist_the_screen_shows_with_what_the_seed_drew() -> None:
    game = example_setup(5, 3, difficulty="II", horror=True)
    pages = checklist(language="en", setup=game)
    ticks = [tick for page in pages for tick in boxes(page.areas[0], "check:")]
    assert len(ticks) == len(checklist_reminders(game))
    words = " ".join(texts(pages))
    assert "Ann plays" in words and "Eve plays" in words
    assert f"draw no. {game.seed}" in words
    assert "level-1 water spell" in words
    assert (
        f"1: page {game.grimoire.first_page}" in words or f"1: {game.grimoire.first_page}" in words
    )


def test_the_tracker_shows_the_round_tracker_cells_marked_unverified_and_the_games_column() -> None:
    game = setup(3, difficulty="III")
    area = round_tracker(language="en", setup=game).areas[0]
    cells = boxes(area, "multi:")
    table = game.rules().multi_curses_by_round
    for number in range(1, 7):
        for difficulty in ("I", "II", "III"):
            cell = cells[f"multi:{number}:{difficulty}"]
            assert cell.text == f"{table[difficulty][number - 1]}*"
            assert cell.fill == ("light" if difficulty == "III" else "none")
    assert any("Not confirmed by the rulebook" in text for text in texts([Page(1, 1, (area,))]))


def test_a_corrected_round_tracker_is_no_longer_marked() -> None:
    corrected = {"multi_curses_by_round": {"I": [0] * 6, "II": [1] * 6, "III": [2] * 6}}
    area = round_tracker(language="en", setup=setup(3, house_rules=corrected)).areas[0]
    assert boxes(area, "multi:")["multi:1:III"].text == "2"
    assert not any("Not confirmed" in text for text in texts([Page(1, 1, (area,))]))


def test_the_madness_deck_track_greys_the_cards_not_in_play_and_crosses_those_taken() -> None:
    table = Table(setup(3, horror=True))
    table.to(1, "actions")
    table.act(GainMadness(seat=0, player=1, count=2))
    area = round_tracker(language="en", state=table.state).areas[0]
    track = boxes(area, "madness:")
    start = table.state.rules.madness_deck_by_players[3]
    assert len(track) == load_content().madness_cards
    assert [n for n in range(1, 36) if track[f"madness:{n}"].fill == "medium"] == list(
        range(start + 1, 36)
    )
    crossed = [n for n in range(1, 36) if track[f"madness:{n}"].mark == "crossed"]
    assert crossed == list(range(table.state.madness_deck + 1, start + 1))
    assert len(crossed) == 3 + 2


def test_a_game_in_play_fills_in_its_round_curses_turns_and_players() -> None:
    table = Table(setup(3))
    table.to(1, "actions")
    table.act(BreakCurse(seat=0, place="A", reward="water"))
    area = round_tracker(language="en", state=table.state).areas[0]
    crossed = {key for key, box in boxes(area, "").items() if box.mark == "crossed"}
    assert "broken:1:A" in crossed and "broken:1:B" not in crossed
    assert {key for key in crossed if key.startswith("turn:")} == {"turn:1:1"}
    words = [element.text for element in area.elements if isinstance(element, Text)]
    assert "water" in words and "Ann" in words
    spells = boxes(area, "spell:0:")
    assert sum(box.mark == "filled" for box in spells.values()) == 4
    assert len(spells) == 5


def test_a_finished_game_marks_every_monster_beaten_or_not() -> None:
    game = play_random(RULES, example_setup(4, 9), random.Random(3))
    state = game.state
    area = round_tracker(language="cs", state=state).areas[0]
    crossed = {key for key, box in boxes(area, "beaten:").items() if box.mark == "crossed"}
    expected = {
        f"beaten:{monster.number}:{'yes' if monster.beaten else 'no'}"
        for monster in state.monsters
        if monster.beaten is not None
    }
    assert crossed == expected
    scared = {key for key, box in boxes(area, "scared:").items() if box.mark == "crossed"}
    assert scared == {f"scared:{seat}" for seat, p in enumerate(state.players) if p.eliminated}


def test_a_state_of_another_game_or_an_unknown_paper_is_refused() -> None:
    other = Game(RULES, setup(3)).state
    with pytest.raises(ValueError, match="another game"):
        aid_pages(language="en", setup=setup(4), state=other)
    with pytest.raises(ValueError, match="unknown paper"):
        aid_pages(language="en", paper="a3")


# What a pen needs: a box of 4 mm to mark, a label of 7 pt to read beside it.
PEN_BOX_MM = 4.0
PEN_LABEL_PT = 7.0
POINT_MM = 25.4 / 72


def drawn_size_pt(text: Text) -> float:
    """The font size the renderer prints ``text`` at, set smaller to fit its width."""
    size = text.size
    if text.width is not None:
        natural = text_width(text.text, bold=text.bold, size=size * MM) / MM
        size *= min(1.0, text.width / natural)
    return size / POINT_MM


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_trackers_boxes_and_their_labels_are_made_for_a_pen(
    language: Language, paper: str
) -> None:
    game = play_random(RULES, example_setup(4, 9), random.Random(3))
    labels = {translate(f"bbm.sheet.{key}", language) for key in ("broken", "yes", "no")}
    for state in (None, game.state):
        setup_ = None if state is None else game.state.setup
        area = round_tracker(language=language, paper=paper, setup=setup_, state=state).areas[0]
        marked = [
            box
            for prefix in ("broken:", "beaten:", "scared:", "spell:")
            for box in boxes(area, prefix).values()
        ]
        assert marked and all(min(box.w, box.h) >= PEN_BOX_MM for box in marked)
        labelling = [e for e in area.elements if isinstance(e, Text) and e.text in labels]
        assert labelling and all(drawn_size_pt(text) >= PEN_LABEL_PT for text in labelling)
