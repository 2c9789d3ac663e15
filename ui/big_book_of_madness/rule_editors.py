"""An editor for each house rule of The Big Book of Madness, with the function that reads
the value back. The rules validate the values (``house_rules``); a reader only raises
``ValueError`` for text that is not a number."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from sheets.big_book_of_madness.content import (
    BASIC_SPELLS,
    ELEMENTS,
    PLACES,
    Element,
    load_content,
)
from sheets.big_book_of_madness.house_rules import DIFFICULTIES, LEVELS, HouseRules
from sheets.big_book_of_madness.setup import MAGICIANS
from ui.house_rules import fields
from ui.house_rules.fields import Editor, Reader
from ui.i18n import Texts
from ui.widgets.common import tick_box, ticked_line

UNKNOWN = ""


def editor(t: Texts, name: str, spec: Any, rules: HouseRules) -> Editor:
    """The editor of the setting ``name``, showing its value in ``rules``."""
    value = getattr(rules, name)
    if spec.options is not None:
        return fields.choice(spec.options, value, lambda option: t(f"bbm.rules.value.{option}"))
    if isinstance(value, bool):
        return fields.switch(value, t("bbm.rules.on"))
    if isinstance(value, int):
        return fields.number(value)
    builders: dict[str, Callable[[Texts, Any, HouseRules], Editor]] = {
        "madness_deck_by_players": _madness_decks,
        "multi_curses_by_round": _round_tracker,
        "magician_abilities": _abilities,
        "starting_decks": _starting_decks,
        "library_cards_per_level": _per_level,
        "basic_spell_elements": _basic_spell_elements,
        "curse_place_order": _place_order,
        "grimoire_pages": _grimoire_pages,
        "granting_spells": _granting_spells,
        "spell_names": _spell_names,
    }
    return builders[name](t, value, rules)


def _madness_decks(t: Texts, value: dict[int, int], rules: HouseRules) -> Editor:
    return fields.numbers(
        dict(sorted(value.items())), lambda players: t("bbm.rules.players", count=players)
    )


def _round_tracker(t: Texts, value: dict[str, tuple[int, ...]], rules: HouseRules) -> Editor:
    """The 18 cells of the round tracker: a row per difficulty, a cell per round."""
    cells: dict[str, list[ft.Dropdown]] = {}
    rows: list[ft.Control] = []
    for difficulty in DIFFICULTIES:
        cells[difficulty] = [
            ft.Dropdown(
                label=t("bbm.rules.round", round=round_number),
                value=str(count),
                width=92,
                options=[ft.DropdownOption(key=str(n), text=str(n)) for n in range(3)],
            )
            for round_number, count in enumerate(value[difficulty], start=1)
        ]
        rows.append(
            ft.Row(
                [ft.Text(difficulty, width=36, weight=ft.FontWeight.BOLD), *cells[difficulty]],
                wrap=True,
            )
        )
    return ft.Column(rows), lambda: {
        difficulty: [int(cell.value or "0") for cell in row] for difficulty, row in cells.items()
    }


def _abilities(t: Texts, value: dict[str, str], rules: HouseRules) -> Editor:
    abilities = [
        (ability.id, t(f"bbm.rules.ability.{ability.id}")) for ability in load_content().abilities
    ]
    return fields.picks(
        {magician: value[magician] for magician in MAGICIANS},
        lambda magician: t(f"bbm.magician.{magician}"),
        abilities,
        width=320,
        stacked=True,
    )


def _starting_decks(t: Texts, value: dict[str, Any], rules: HouseRules) -> Editor:
    """Per magician: entered or not, the value-1 cards of each element and the element of
    the value-2 card."""
    rows: list[ft.Control] = []
    readers: dict[str, Reader] = {}
    for magician in MAGICIANS:
        deck = value.get(magician)
        entered = ft.Switch(label=t(f"bbm.magician.{magician}"), value=deck is not None)
        counts = {
            element: fields.number_field(
                deck.value_1[element] if deck else 0, t(f"bbm.element.{element}")
            )
            for element in ELEMENTS
        }
        value_2 = ft.Dropdown(
            label=t("bbm.rules.value_2"),
            value=deck.value_2 if deck else ELEMENTS[0],
            width=150,
            options=[ft.DropdownOption(key=key, text=text) for key, text in _elements(t)],
        )
        rows.append(entered)
        rows.append(ft.Row([*counts.values(), value_2], wrap=True))

        def read(
            entered: ft.Switch = entered,
            counts: dict[Element, ft.TextField] = counts,
            value_2: ft.Dropdown = value_2,
        ) -> Any:
            if not entered.value:
                return None
            return {
                "value_1": {element: fields.whole_number(f) for element, f in counts.items()},
                "value_2": value_2.value,
            }

        readers[magician] = read

    def read_all() -> dict[str, Any]:
        decks = {magician: read() for magician, read in readers.items()}
        return {magician: deck for magician, deck in decks.items() if deck is not None}

    tile = ft.ExpansionTile(
        title=ft.Text(t("bbm.rules.decks_entered", count=len(value))),
        controls=[ft.Column(rows, spacing=4)],
    )
    return tile, read_all


def _per_level(t: Texts, value: dict[int, int], rules: HouseRules) -> Editor:
    return fields.numbers(
        {level: value[level] for level in LEVELS},
        lambda level: t("bbm.ui.level_label", level=level),
    )


def _basic_spell_elements(t: Texts, value: dict[str, str], rules: HouseRules) -> Editor:
    return fields.picks(
        {spell: value[spell] for spell in BASIC_SPELLS},
        lambda spell: t(f"bbm.spell.{spell}"),
        _elements(t),
        width=170,
    )


def _place_order(t: Texts, value: tuple[str, ...], rules: HouseRules) -> Editor:
    row, read = fields.picks(
        dict(enumerate(value)),
        lambda index: t("bbm.rules.nth", number=index + 1),
        [(place, place) for place in PLACES],
        width=90,
    )
    return row, lambda: list(read().values())


def _elements(t: Texts) -> list[tuple[str, str]]:
    return [(element, t(f"bbm.element.{element}")) for element in ELEMENTS]


def _grimoire_pages(t: Texts, value: dict[str, Any], rules: HouseRules) -> Editor:
    """A name and the monster's three curse elements (left, top, right) for each card."""
    content = load_content()
    rows: list[ft.Control] = []
    readers: dict[str, Reader] = {}
    element_options = [ft.DropdownOption(key=UNKNOWN, text=t("bbm.ui.element_unknown"))] + [
        ft.DropdownOption(key=e, text=t(f"bbm.element.{e}")) for e in ELEMENTS
    ]
    for page in content.first_page_ids + content.inner_page_ids:
        entry = value.get(page)
        name = ft.TextField(
            label=t("bbm.rules.page_name", page=page),
            value=entry.name if entry and entry.name else "",
            max_length=60,
            width=220,
        )
        elements = [
            ft.Dropdown(
                label=t(f"bbm.ui.position.{position}"),
                value=entry.elements[index] if entry and entry.elements else UNKNOWN,
                width=120,
                options=element_options,
            )
            for index, position in enumerate(("left", "top", "right"))
        ]
        rows.append(ft.Row([name, *elements], wrap=True))

        def read(name: ft.TextField = name, elements: list[ft.Dropdown] = elements) -> Any:
            chosen = [picker.value or UNKNOWN for picker in elements]
            typed = (name.value or "").strip()
            if not typed and not any(chosen):
                return None
            return {"name": typed or None, "elements": chosen if any(chosen) else None}

        readers[page] = read

    def read_all() -> dict[str, Any]:
        pages = {page: read() for page, read in readers.items()}
        return {page: entry for page, entry in pages.items() if entry is not None}

    tile = ft.ExpansionTile(
        title=ft.Text(t("bbm.rules.catalogue", count=len(value))), controls=rows
    )
    return tile, read_all


def _granting_spells(t: Texts, value: tuple[str, ...], rules: HouseRules) -> Editor:
    """A box for each library spell, ticked when its text lets another player act."""
    boxes: dict[str, ft.Checkbox] = {}
    tiles: list[ft.Control] = []
    for element in ELEMENTS:
        ids = rules.library_ids(element)
        lines: list[ft.Control] = []
        for spell in ids:
            name = rules.spell_names.get(spell)
            label = _library_card(t, rules, spell)
            text = f"{name} ({label})" if name else label
            boxes[spell] = tick_box(semantics_label=text, value=spell in value)
            lines.append(ticked_line(boxes[spell], text))
        tiles.append(ft.ExpansionTile(title=ft.Text(t(f"bbm.element.{element}")), controls=lines))
    return ft.Column(tiles, spacing=0), lambda: [s for s, box in boxes.items() if box.value]


def _library_card(t: Texts, rules: HouseRules, spell: str) -> str:
    """A library card as the table tells it apart: its element, level and letter
    ("voda, úroveň 1 (C)"), never its id."""
    return t(
        "bbm.rules.library_card",
        element=t(f"bbm.element.{rules.spell_element(spell)}"),
        level=rules.spell_level(spell),
        card=spell[-1].upper(),
    )


def _spell_names(t: Texts, value: dict[str, str], rules: HouseRules) -> Editor:
    tiles: list[ft.Control] = []
    readers: list[Reader] = []
    for element in ELEMENTS:
        typed, read = fields.names(
            rules.library_ids(element), value, lambda spell: _library_card(t, rules, spell)
        )
        tiles.append(
            ft.ExpansionTile(
                title=ft.Text(t(f"bbm.element.{element}")),
                controls=[ft.Row(list(typed.values()), wrap=True)],
            )
        )
        readers.append(read)
    return ft.Column(tiles, spacing=0), lambda: {
        spell: name for read in readers for spell, name in read().items()
    }
