"""The editors house rules are made of, each with the function that reads its value back.

A reader raises ``ValueError`` for text that is not a value (a letter where a number
goes); whether the values are right is the rules' to say.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

import flet as ft

Reader = Callable[[], Any]
Editor = tuple[ft.Control, Reader]
Key = TypeVar("Key")
NUMBER_WIDTH = 110
# A field's label is laid out in one line of the field's width before it floats above the
# value; a field narrower than its label wraps it over the border.
LABEL_PX_PER_CHAR = 10
LABEL_PADDING_PX = 32


def number_field(value: Any, label: str | None = None, width: int = NUMBER_WIDTH) -> ft.TextField:
    if label:
        width = max(width, LABEL_PX_PER_CHAR * len(label) + LABEL_PADDING_PX)
    return ft.TextField(
        value=str(value), label=label, width=width, keyboard_type=ft.KeyboardType.NUMBER
    )


def whole_number(field: ft.TextField) -> int:
    """:raises ValueError:"""
    return int(field.value or "")


def number(value: int) -> Editor:
    field = number_field(value)
    return field, lambda: whole_number(field)


def numbers(
    values: Mapping[Key, Any], label: Callable[[Key], str], width: int = NUMBER_WIDTH
) -> Editor:
    """A number field per key, side by side; read back as ``{key: number}``."""
    fields = {key: number_field(value, label(key), width) for key, value in values.items()}
    return ft.Row(list(fields.values()), wrap=True), lambda: {
        key: whole_number(field) for key, field in fields.items()
    }


def switch(value: bool, label: str | None = None) -> Editor:
    control = ft.Switch(value=bool(value), label=label)
    return control, lambda: bool(control.value)


def choice(
    options: Sequence[Any], value: Any, describe: Callable[[Any], str], width: int | None = None
) -> Editor:
    """A dropdown of ``options``; read back as the option chosen."""
    by_key = {str(option): option for option in options}
    dropdown = ft.Dropdown(
        value=str(value),
        width=width,
        options=[ft.DropdownOption(key=key, text=describe(item)) for key, item in by_key.items()],
    )
    return dropdown, lambda: by_key[str(dropdown.value)]


def picks(
    values: Mapping[Key, str],
    label: Callable[[Key], str],
    options: Sequence[tuple[str, str]],
    width: int,
    *,
    stacked: bool = False,
) -> Editor:
    """A dropdown of the same ``(key, text)`` options per key, side by side (``stacked``:
    one under another); read back as ``{key: option key}``."""
    dropdowns = {
        key: ft.Dropdown(
            label=label(key),
            value=value,
            width=width,
            options=[ft.DropdownOption(key=option, text=text) for option, text in options],
        )
        for key, value in values.items()
    }
    controls: list[ft.Control] = list(dropdowns.values())
    layout = ft.Column(controls) if stacked else ft.Row(controls, wrap=True)
    return layout, lambda: {key: dropdown.value for key, dropdown in dropdowns.items()}


def parsed(text: str, helper: str, parse: Callable[[str], Any]) -> Editor:
    """A text field typed as people write the value (``"0, 1, 3"``), read by ``parse``."""
    field = ft.TextField(value=text, helper=helper)
    return field, lambda: parse(field.value or "")


def names(
    keys: Sequence[Key],
    values: Mapping[Key, str],
    label: Callable[[Key], str],
    *,
    width: int = 200,
    max_length: int | None = None,
) -> tuple[dict[Key, ft.TextField], Reader]:
    """A text field per key for the name the table gives it; read back as the names typed,
    an empty field left out. The fields are returned to be laid out by the caller."""
    fields = {
        key: ft.TextField(
            label=label(key), value=values.get(key, ""), width=width, max_length=max_length
        )
        for key in keys
    }
    return fields, lambda: {
        key: (field.value or "").strip()
        for key, field in fields.items()
        if (field.value or "").strip()
    }
