"""Display names of SATOR's things in Czech or English, and reason, event and reminder
parameters turned into text, so that ``translate("illegal." + reason, language,
**display_params(params, language, rules))`` reads as a sentence on screen and paper.

Colours and materials the table renamed in its house rules keep the table's names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sheets.i18n import Language, joined, translate
from sheets.sator.content import STEPS, PieceId, load_content, piece_material, piece_shape
from sheets.sator.house_rules import HouseRules


def colour_name(colour: str, language: Language, rules: HouseRules) -> str:
    if colour not in load_content().colours:
        return str(colour)
    return rules.colour_name(colour) or translate(f"sator.colour.{colour}", language)


def material_name(material: str, language: Language, rules: HouseRules) -> str:
    return rules.material_name(material) or translate(f"sator.material.{material}", language)


def shape_name(shape: str, language: Language) -> str:
    return translate(f"sator.shape.{shape}", language)


def piece_name(piece: PieceId, language: Language, rules: HouseRules) -> str:
    """The walkway's shape and material; an id that is no walkway is shown as given."""
    if piece not in load_content().pieces:
        return str(piece)
    return translate(
        "sator.piece",
        language,
        shape=shape_name(piece_shape(piece), language),
        material=material_name(piece_material(piece), language, rules),
    )


def prayer_name(prayer: int) -> str:
    """The Latin title printed on the card, the same in every language."""
    if prayer not in load_content().prayer_numbers:
        return str(prayer)
    return f"{prayer}. {load_content().prayer(prayer).title}"


_WORDS = {
    "stage": "sator.phase",
    "phase": "sator.phase",
    "card": "sator.card",
    "kind": "sator.free_action",
    "took": "sator.pile",
    "where": "sator.gargoyle",
}


def display_params(
    params: Mapping[str, Any], language: Language, rules: HouseRules
) -> dict[str, Any]:
    """``params`` with ids replaced by their names; numbers and player names stay. A step
    is told by its name alone: the messages give its number (``step_number``) beside it."""
    shown = dict(params)
    for key, value in params.items():
        if key in ("step", "current") and value in STEPS:
            shown[key] = translate(f"sator.step_name.{value}", language)
        elif key in _WORDS and isinstance(value, str):
            shown[key] = translate(f"{_WORDS[key]}.{value}", language)
        elif key == "piece":
            shown[key] = piece_name(value, language, rules) if value else ""
        elif key == "pieces":
            shown[key] = joined((piece_name(piece, language, rules) for piece in value), language)
        elif key == "colour":
            shown[key] = colour_name(value, language, rules)
        elif key == "prayer":
            shown[key] = prayer_name(value)
        elif key == "prayers_discarded":
            shown[key] = joined(map(prayer_name, value), language)
        elif key == "prayers":
            shown[key] = joined(map(prayer_name, value), language) or "–"
        elif key == "levels":
            shown[key] = ", ".join(map(str, value))
    return shown
