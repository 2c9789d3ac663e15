"""The Paper Dungeons screens on a 390 px phone and for screen readers: the route being
built says it all and keeps its way back in reach, the fight dialog adds up the party's
strength, the new game form reads whole, and every room of the dungeon names itself."""

from __future__ import annotations

import re

import flet as ft
import pytest

from sheets.core.names import said_in
from sheets.i18n import translate
from sheets.paper_dungeons.actions import Move, RollDice
from sheets.paper_dungeons.content import room_names
from sheets.paper_dungeons.round_end import strength_against
from tests.paper_dungeons.play import example_setup
from tests.text_fit import lines_needed, text_width
from tests.ui.harness import label_of, walk
from tests.ui.helpers import choose, dialog, stored_game, texts_in
from tests.ui.pd_sheet import PLAIN, switch_to
from tests.ui.test_paper_dungeons import to_villain_fight
from ui.i18n import Texts
from ui.paper_dungeons.action_bar import (
    BUTTON_LINES,
    BUTTONS,
    BUTTONS_H,
    PHONE_BUTTON_PADDING,
    PROMPT_LINE_H,
    ActionBar,
    BarLook,
)
from ui.paper_dungeons.controller import RoutePreview
from ui.paper_dungeons.dialogs import route_text
from ui.paper_dungeons.dice_tray import DiceTray
from ui.widgets.area_view import AreaView

PHONE = {"width": 390, "height": 844}
LANGUAGES = ("cs", "en")
# A touch target is at least this high (px).
TOUCH_PX = 44
# The longest a route's summary gets: three rooms (through a teleport), each with a
# minion and a treasure, two of them with a villain's circle.
LONGEST_ROUTE = RoutePreview(
    rooms=("A2", "F2", "F3"),
    wounds=12,
    minions=3,
    gems=("B",),
    potions=2,
    halves=1,
    villains=(1, 2),
)


def bar_of(client) -> ft.Container:  # type: ignore[no-untyped-def]
    return next(c for c in client.all(ft.Container) if c.bgcolor == ft.Colors.SURFACE_CONTAINER)


def fits(label: str, width: float, size: int = 14) -> bool:
    """Whether ``label`` reads whole in ``width`` px: no word broken, no line cut."""
    return all(text_width(word, size) <= width for word in label.split()) and (
        lines_needed(label, width, size) <= BUTTON_LINES
    )


async def tap_room(client, room: str) -> None:  # type: ignore[no-untyped-def]
    view = client.one(AreaView)
    index = next(i for i, e in enumerate(view.placed) if getattr(e, "id", None) == f"room:{room}")
    await client.fire(view.placed_controls[index])


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_route_on_a_phone_says_it_all_and_keeps_its_way_back(table, language) -> None:
    """With a route built, the prompt reads whole and the three buttons (walk, one room
    back, put the die back) share the phone's width, each label whole on its lines."""
    setup = example_setup(1, seed=3)
    actions = [RollDice(seat=0, symbols=PLAIN), Move(seat=0, die=2, path=("C1",))]
    game_id = stored_game(table, "paper_dungeons", setup, ["Eva"], actions)
    client = await table.device(**PHONE, route=f"/game/{game_id}", language=language)
    await client.fire(client.one(DiceTray).faces[3])  # the boots: three steps
    await tap_room(client, "C2")
    await tap_room(client, "C3")
    bar = bar_of(client)
    inside_bar = PHONE["width"] - bar.padding.left - bar.padding.right
    prompt_row = next(r for r in client.all(ft.Row) if r.height and r.height % PROMPT_LINE_H == 0)
    prompt, total = prompt_row.controls
    assert prompt.value.startswith("C1 → C2 → C3:") or prompt.value.startswith("C2 → C3:")
    width = inside_bar - prompt_row.spacing - text_width(total.value, total.size, bold=True)
    assert lines_needed(prompt.value, width, prompt.size) <= prompt.max_lines
    assert prompt.max_lines * PROMPT_LINE_H <= prompt_row.height
    row = client.one(ft.Row, height=BUTTONS_H)
    shown = [b for b in row.controls if b.visible]
    wanted = {translate(f"pd.route.{k}", language) for k in ("walk", "back", "cancel")}
    assert {label_of(b) for b in shown} == wanted
    assert row.scroll is None, "a button beyond the phone's edge is out of reach"
    share = (inside_bar - row.spacing * (len(shown) - 1)) / len(shown)
    for button in shown:
        assert button.expand and button.icon is None
        assert button.height >= TOUCH_PX
        assert fits(label_of(button), share - 2 * PHONE_BUTTON_PADDING), label_of(button)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width", [390, 768, 1024])
def test_the_longest_route_summary_fits_the_prompt(language, width: int) -> None:
    t = Texts(language, ())
    bar = ActionBar(
        t,
        seats=["Eva"],
        phones=frozenset(),
        show_seats=False,
        width=width,
        on_seat=lambda seat: None,
        on_pick=lambda die: None,
        handlers={},
    )
    text = route_text(t, LONGEST_ROUTE)
    bar.show(BarLook(seat=0, done=(False,), prompt=text, total="", buttons=frozenset()))
    total = t("pd.screen.total", glory=-123)
    width_left = width - 16 - 10 - text_width(total, 15, bold=True)
    assert lines_needed(text, width_left, bar.prompt.control.size) <= bar.prompt.control.max_lines


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_button_of_the_bar_reads_whole_on_a_phone(language) -> None:
    """Three buttons at most share the phone's bar; any label reads whole in a third."""
    share = (390 - 16 - 2 * 6) / 3 - 2 * PHONE_BUTTON_PADDING
    for _, key, _, _ in BUTTONS:
        label = translate(key, language)
        assert fits(label, share), label
        assert not re.search(r"\s{2,}", label)


def room_words(client) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """What each room of the dungeon says to a screen reader, by room."""
    view = client.one(AreaView)
    return {
        element.id.removeprefix("room:"): control.tooltip
        for element, control in zip(view.placed, view.placed_controls, strict=True)
        if (getattr(element, "id", None) or "").startswith("room:")
    }


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_only_the_room_the_party_is_in_says_so(table, language: str) -> None:
    """The party walks C1, then C2: C1 no longer says the party is there. Every room
    names itself first and reads as its own; the other seat's sheet speaks of its own
    party."""
    setup = example_setup(2, seed=3)
    names = [seat.name for seat in setup.seats]
    game_id = stored_game(table, "paper_dungeons", setup, names, [RollDice(seat=0, symbols=PLAIN)])
    client = await table.device(**PHONE, route=f"/game/{game_id}", language=language)
    here = translate("pd.room.here", language)
    table.act(game_id, Move(seat=0, die=3, path=("C1",)))
    await client.settle()
    table.act(game_id, Move(seat=0, die=4, path=("C2",)))
    await client.settle()
    words = room_words(client)
    assert sorted(words) == sorted(room_names())
    assert [room for room, said in words.items() if here in said] == ["C2"]
    assert all(said.startswith(f"{room}: ") for room, said in words.items())
    assert len(set(words.values())) == len(words)
    await switch_to(client, said_in(names[1], language))
    assert [room for room, said in room_words(client).items() if here in said] == []


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_new_game_form_reads_whole_on_a_phone(table, language) -> None:
    """The variants share the phone's width, each name whole on its lines and no tick
    taking its room; an objective to choose shows its name and thresholds whole."""
    from ui.paper_dungeons.new_game import SEGMENT_LINES

    client = await table.device(**PHONE, route="/new/paper_dungeons", language=language)
    inside = PHONE["width"] - 2 * 8
    variant = next(
        s for s in client.all(ft.SegmentedButton) if s.selected in (["vanishing"], ["normal"])
    )
    assert variant.show_selected_icon is False
    # A segment's label has 16 px on each side, and a segment a third of the width.
    share = inside / len(variant.segments) - 2 * 16
    for segment in variant.segments:
        label = label_of(segment)
        assert label and all(text_width(word, 14) <= share for word in label.split()), label
        assert lines_needed(label, share, 14) <= SEGMENT_LINES, label
    choices = [c for c in client.all(ft.ListTile) if "(" in label_of(c)]
    assert len(choices) == 2, "the two objectives dealt are offered side by side"
    for choice in choices:
        # A tile's title wraps onto as many lines as it needs.
        assert isinstance(choice.title, ft.Text) and not choice.title.max_lines
        assert not choice.title.no_wrap and choice.min_height >= TOUCH_PX
    assert sum(choice.selected for choice in choices) == 1
    other = next(label_of(c) for c in choices if not c.selected)
    await client.fire(next(c for c in choices if not c.selected))
    [chosen] = [c for c in client.all(ft.ListTile) if "(" in label_of(c) and c.selected]
    assert label_of(chosen) == other


# A text field's label has 16 px of padding on each side, and rests at 16 px with half a
# pixel between letters.
FIELD_PADDING = 16
LABEL_SIZE = 16
LETTER_SPACING = 0.5


def cut_labels(form) -> list[str]:  # type: ignore[no-untyped-def]
    """The labels of ``form``'s fields of a fixed width that would wrap over their field."""
    return [
        field.label
        for field in walk(form)
        if isinstance(field, ft.TextField | ft.Dropdown)
        and field.width
        and text_width(field.label, LABEL_SIZE) + LETTER_SPACING * len(field.label)
        > field.width - 2 * FIELD_PADDING
    ]


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_fight_dialog_adds_up_the_strength_with_the_weak_hero(table, language) -> None:
    """The table keeps the villain's card: the dialog adds up the levels and bonuses, asks
    which hero the villain is weak against and then tells the total; no label runs over
    its field."""
    setup = example_setup(1, 8, manual_villains=True)
    game_id = stored_game(table, "paper_dungeons", setup, ["Ada"], to_villain_fight(setup, 8))
    client = await table.device(**PHONE, route=f"/game/{game_id}", language=language)
    await client.fire(
        next(
            b
            for b in client.all(ft.FilledButton)
            if label_of(b) == translate("pd.fight.open", language)
        )
    )
    form = dialog(client)
    state = table.services.tables.open(game_id).state
    sheet, power = state.sheets[0], state.setup.seats[0].power
    known = strength_against(sheet, None, state.rules, power)
    unknown = translate("pd.fight.total_unknown", language, total=known.total)
    assert unknown in texts_in(form)
    assert cut_labels(form) == []
    [weakness] = [c for c in walk(form) if isinstance(c, ft.Dropdown)]
    assert [o.key for o in weakness.options] == ["warrior", "wizard", "cleric", "rogue"]
    await choose(client, weakness, "cleric")
    strength = strength_against(sheet, "cleric", state.rules, power)
    assert strength.total == known.total + sheet.level("cleric")
    total = translate(
        "pd.fight.total",
        language,
        total=strength.total,
        hero=translate("term.cleric", language),
        level=sheet.level("cleric"),
    )
    assert total in texts_in(form)


@pytest.mark.asyncio
@pytest.mark.parametrize("language", LANGUAGES)
async def test_no_label_of_the_villain_card_runs_over_its_field(table, language) -> None:
    client = await table.device(**PHONE, route="/new/paper_dungeons", language=language)
    enter = translate("pd.new.enter_villain", language)
    await client.fire(next(b for b in client.all(ft.OutlinedButton) if label_of(b) == enter))
    form = dialog(client)
    assert label_of(form.title) == translate("pd.villain.title", language)
    fields = [c for c in walk(form) if isinstance(c, ft.TextField) and c.width]
    assert len(fields) >= 11  # three ranges of three numbers, the flee glory, the amount
    assert cut_labels(form) == []
