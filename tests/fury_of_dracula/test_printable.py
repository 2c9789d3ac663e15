"""The printed aids as layout pages: they fit the paper, quote this game's house rules
with unverified values marked, and carry the setup's names when prepared for a game."""

from __future__ import annotations

from itertools import pairwise

import pytest

from sheets.fury_of_dracula.printable import aid_pages, hunters_tracker, trail_log
from sheets.fury_of_dracula.setup import Setup, randomise_setup
from sheets.layout import Area, Box, Page, Text
from sheets.pdf.fonts import text_width
from sheets.pdf.render import MM

SETUP = randomise_setup(["Anna", "Bohdan", "Cyril"], 4, dracula_seat=0, advanced=True)


def texts(page: Page) -> list[str]:
    return [e.text for area in page.areas for e in area.elements if isinstance(e, Text)]


def ids(area: Area, prefix: str) -> list[str]:
    return [
        e.id
        for e in area.elements
        if isinstance(e, Box) and e.id is not None and e.id.startswith(prefix)
    ]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_every_area_lies_on_the_paper(paper: str, language: str) -> None:
    for page in aid_pages(language=language, paper=paper):  # type: ignore[arg-type]
        for area in page.areas:
            assert area.x >= 5 and area.x + area.w <= page.w - 5, area.id
            assert area.y >= 5 and area.y + area.h <= page.h - 5, area.id
        spans = sorted((area.y, area.y + area.h) for area in page.areas)
        assert all(end <= start for (_, end), (start, _) in pairwise(spans))


def test_the_trail_log_has_a_row_per_round_and_the_weekdays() -> None:
    page = trail_log(language="en")
    log = page.area("log")
    assert len(ids(log, "log:")) == 29 * 8
    assert {"log:0:location", "log:28:left"} <= set(ids(log, "log:"))
    assert texts(page)[texts(page).index("1") + 1] == "Monday"
    assert "Sunday" in texts(page) and "Start" in texts(page)
    assert len(ids(page.area("lairs"), "lair:")) == 6


def test_the_power_costs_are_this_games_house_rules_marked_when_unverified() -> None:
    blank = texts(trail_log(language="en"))
    assert "Feed: instead of moving, without an encounter; heals 3*." in blank
    corrected = randomise_setup(
        ["Anna", "Bohdan"], 4, dracula_seat=0, house_rule_overrides={"feed_heal": 2}
    )
    prepared = texts(trail_log(language="en", setup=corrected))
    assert "Feed: instead of moving, without an encounter; heals 2." in prepared
    assert any(text.startswith("* unverified value") for text in prepared)


def test_the_tracker_gives_each_hunter_his_health_and_bite_spaces() -> None:
    page = hunters_tracker(language="en")
    hunters = page.area("hunters")
    assert len(ids(hunters, "godalming:damage:")) == 12
    assert len(ids(hunters, "mina:damage:")) == 8
    assert len(ids(hunters, "van_helsing:bites:")) == 2
    assert ids(hunters, "mina:bites:") == []
    assert "Bite spaces: 0*, the first bite defeats" in texts(page)
    tracks = page.area("tracks")
    assert ids(tracks, "influence:")[-1] == "influence:13"
    assert ids(tracks, "dracula_damage:")[-1] == "dracula_damage:15"
    assert len(ids(page.area("time"), "time:")) == 14
    assert len(ids(page.area("tokens"), "token:roadblock:")) == 8
    corrected = randomise_setup(
        ["Anna", "Bohdan"],
        4,
        dracula_seat=0,
        house_rule_overrides={
            "hunter_health": {"godalming": 11, "seward": 9, "van_helsing": 8, "mina": 9}
        },
    )
    prepared = hunters_tracker(language="en", setup=corrected).area("hunters")
    assert len(ids(prepared, "godalming:damage:")) == 11
    assert "Damage (health 11)" in texts(hunters_tracker(language="en", setup=corrected))


def test_a_prepared_tracker_names_the_players_and_start_cities_in_czech() -> None:
    found = texts(hunters_tracker(language="cs", setup=SETUP))
    assert "Anna" in found
    for seat in SETUP.hunter_seats.values():
        assert SETUP.players[seat].name in found
    assert "start: Konstanta" in found
    assert "Mína Harkerová" in " ".join(found)


def test_an_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper 'a3'"):
        trail_log(language="en", paper="a3")


# A label touching a box reads as written in it.
CLEARANCE = 0.8


def drawn_extent(text: Text) -> tuple[float, float, float, float]:
    """Left, top, right and bottom of a left-aligned text as printed (set smaller to fit its
    width as the renderer does, from the cap height down to the descenders), ``CLEARANCE``
    wider on every side."""
    natural = text_width(text.text, bold=text.bold, size=text.size * MM) / MM
    width = natural if text.width is None else min(natural, text.width)
    return (
        text.x - CLEARANCE,
        text.y - 0.75 * text.size - CLEARANCE,
        text.x + width + CLEARANCE,
        text.y + 0.25 * text.size + CLEARANCE,
    )


def crosses(text: tuple[float, float, float, float], box: Box) -> bool:
    """Whether the text's rectangle and the box's outline share any point, a frame the text
    lies wholly inside aside."""
    left, top, right, bottom = text
    inside = box.x < left and right < box.x + box.w and box.y < top and bottom < box.y + box.h
    apart = right <= box.x or box.x + box.w <= left or bottom <= box.y or box.y + box.h <= top
    return not (inside or apart)


@pytest.mark.parametrize("setup", [None, SETUP])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_no_label_of_the_tracker_runs_into_a_box(language: str, setup: Setup | None) -> None:
    page = hunters_tracker(language=language, setup=setup)  # type: ignore[arg-type]
    for area in page.areas:
        labels = [e for e in area.elements if isinstance(e, Text) and e.align == "left"]
        frames = [e for e in area.elements if isinstance(e, Box)]
        for label in labels:
            for box in frames:
                assert not crosses(drawn_extent(label), box), (area.id, label.text, box.id)
