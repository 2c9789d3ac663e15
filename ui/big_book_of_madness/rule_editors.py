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
    load_content,
)
from sheets.big_book_of_madness.house_rules import DIFFICULTIES, LEVELS, HouseRules
from sheets.big_book_of_madness.setup import MAGICIANS
from ui.i18n import Texts

Reader = Callable[[], Any]
Editor = tuple[ft.Control, Reader]
UNKNOWN = ""
NUMBER_WIDTH = 110


def editor(t: Texts, name: str, rules: HouseRules) -> Editor:
    """The editor of the setting ``name``, showing its value in ``rules``."""
    value = getattr(rules, name)
    spec = load_content().settings[name]
    if spec.options is not None:
        return _choice(t, value, spec.options)
    if isinstance(value, bool):
        switch = ft.Switch(value=value, label=t("bbm.rules.on"))
        return switch, lambda: bool(switch.value)
    if isinstance(value, int):
        field = _number(str(value), "")
        return field, lambda: _int(field)
    builders: dict[str, Callable[[Texts, Any, HouseRules], Editor]] = {
        "madness_deck_by_players": _madness_decks,
        "multi_curses_by_round": _round_tracker,
        "magician_abilities": _abilities,
        "starting_decks": _starting_decks,
        "library_cards_per_level": _per_level,
        "basic_spell_elements": _basic_spell_elements,
        "curse_place_order": _place_order,
        "grimoire_pages": _grimoire_pages,
        "spell_names": _spell_names,
    }
    return builders[name](t, value, rules)


def _number(value: str, label: str) -> ft.TextField:
    return ft.TextField(
        value=value, label=label, width=NUMBER_WIDTH, keyboard_type=ft.KeyboardType.NUMBER
    )


def _int(field: ft.TextField) -> int:
    return int((field.value or "").strip())


def _choice(t: Texts, value: Any, options: tuple[Any, ...]) -> Editor:
    dropdown = ft.Dropdown(
        value=str(value),
        options=[
            ft.DropdownOption(key=str(option), text=t(f"bbm.rules.value.{option}"))
            for option in options
        ],
    )
    return dropdown, lambda: dropdown.value


def _madness_decks(t: Texts, value: dict[int, int], rules: HouseRules) -> Editor:
    fields = {
        players: _number(str(size), t("bbm.rules.players", count=players))
        for players, size in sorted(value.items())
    }
    return ft.Row(list(fields.values()), wrap=True), lambda: {
        players: _int(field) for players, field in fields.items()
    }


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
    abilities = [ability.id for ability in load_content().abilities]
    pickers = {
        magician: ft.Dropdown(
            label=t(f"bbm.magician.{magician}"),
            value=value[magician],
            width=320,
            options=[
                ft.DropdownOption(key=ability, text=t(f"bbm.rules.ability.{ability}"))
                for ability in abilities
            ],
        )
        for magician in MAGICIANS
    }
    return ft.Column(list(pickers.values())), lambda: {
        magician: picker.value for magician, picker in pickers.items()
    }


def _starting_decks(t: Texts, value: dict[str, Any], rules: HouseRules) -> Editor:
    """Per magician: entered or not, the value-1 cards of each element and the element of
    the value-2 card."""
    rows: list[ft.Control] = []
    readers: dict[str, Reader] = {}
    for magician in MAGICIANS:
        deck = value.get(magician)
        entered = ft.Switch(label=t(f"bbm.magician.{magician}"), value=deck is not None)
        counts = {
            element: _number(
                str(deck.value_1[element]) if deck else "0", t(f"bbm.element.{element}")
            )
            for element in ELEMENTS
        }
        value_2 = ft.Dropdown(
            label=t("bbm.rules.value_2"),
            value=deck.value_2 if deck else ELEMENTS[0],
            width=150,
            options=[ft.DropdownOption(key=e, text=t(f"bbm.element.{e}")) for e in ELEMENTS],
        )
        rows.append(entered)
        rows.append(ft.Row([*counts.values(), value_2], wrap=True))

        def read(
            entered: ft.Switch = entered,
            counts: dict[str, ft.TextField] = counts,
            value_2: ft.Dropdown = value_2,
        ) -> Any:
            if not entered.value:
                return None
            return {
                "value_1": {element: _int(field) for element, field in counts.items()},
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
    fields = {
        level: _number(str(value[level]), t("bbm.ui.level_label", level=level)) for level in LEVELS
    }
    return ft.Row(list(fields.values()), wrap=True), lambda: {
        level: _int(field) for level, field in fields.items()
    }


def _basic_spell_elements(t: Texts, value: dict[str, str], rules: HouseRules) -> Editor:
    pickers = {
        spell: ft.Dropdown(
            label=t(f"bbm.spell.{spell}"),
            value=value[spell],
            width=170,
            options=[ft.DropdownOption(key=e, text=t(f"bbm.element.{e}")) for e in ELEMENTS],
        )
        for spell in BASIC_SPELLS
    }
    return ft.Row(list(pickers.values()), wrap=True), lambda: {
        spell: picker.value for spell, picker in pickers.items()
    }


def _place_order(t: Texts, value: tuple[str, ...], rules: HouseRules) -> Editor:
    pickers = [
        ft.Dropdown(
            label=t("bbm.rules.nth", number=index + 1),
            value=place,
            width=90,
            options=[ft.DropdownOption(key=p, text=p) for p in PLACES],
        )
        for index, place in enumerate(value)
    ]
    return ft.Row(pickers, wrap=True), lambda: [picker.value for picker in pickers]


def _grimoire_pages(t: Texts, value: dict[str, Any], rules: HouseRules) -> Editor:
    """A name and the monster's three curse elements (left, top, right) for each card."""
    content = load_content()
    rows: list[ft.Control] = []
    readers: dict[str, Reader] = {}
    element_options = [ft.DropdownOption(key=UNKNOWN, text="—")] + [
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


def _spell_names(t: Texts, value: dict[str, str], rules: HouseRules) -> Editor:
    fields: dict[str, ft.TextField] = {}
    tiles: list[ft.Control] = []
    for element in ELEMENTS:
        row = []
        for spell in rules.library_ids(element):
            fields[spell] = ft.TextField(label=spell, value=value.get(spell, ""), width=200)
            row.append(fields[spell])
        tiles.append(
            ft.ExpansionTile(
                title=ft.Text(t(f"bbm.element.{element}")), controls=[ft.Row(row, wrap=True)]
            )
        )

    def read() -> dict[str, str]:
        return {
            spell: (field.value or "").strip()
            for spell, field in fields.items()
            if (field.value or "").strip()
        }

    return ft.Column(tiles, spacing=0), read
