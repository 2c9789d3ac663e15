"""The order of words in a list a person reads, as their language orders them.

Python orders text by code point: "Č" and "Ž" after "Z", capitals before small letters.
A Czech reader looks for "Č" after "C", "Ch" after "H", "Ř" after "R", and finds "Á" with
"A"; an English reader finds "é" with "e". The order here is the alphabet's, with the
marks that are not letters of their own (á, ď, é, ě, í, ň, ó, ť, ú, ů, ý) breaking ties
only.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from sheets.i18n import Language

# The Czech alphabet's letters, in order; "ch" is one letter, after "h".
_CZECH = (
    "a", "b", "c", "č", "d", "e", "f", "g", "h", "ch", "i", "j", "k", "l", "m", "n", "o",
    "p", "q", "r", "ř", "s", "š", "t", "u", "v", "w", "x", "y", "z", "ž",
)  # fmt: skip
_CZECH_RANK = {letter: rank for rank, letter in enumerate(_CZECH)}
# Letters with a háček that are letters of their own, kept apart from their base letter.
_OWN_LETTERS = frozenset("čřšž")


def _base(character: str) -> str:
    """``character`` without its accent (é → e)."""
    decomposed = unicodedata.normalize("NFD", character)
    return "".join(part for part in decomposed if not unicodedata.combining(part))


Position = tuple[int, int | str]


@lru_cache(maxsize=8192)
def collation_key(text: str, language: Language) -> tuple[tuple[Position, ...], str]:
    """What ``sorted`` orders ``text`` by for a reader of ``language``: the letters of the
    alphabet first (a space or a digit before any letter, as in a dictionary), then the
    accents and the capitals, then the text itself."""
    folded = unicodedata.normalize("NFC", text.casefold())
    positions: list[Position] = []
    index = 0
    while index < len(folded):
        step = 2 if language == "cs" and folded.startswith("ch", index) else 1
        letter = folded[index : index + step]
        if step == 1 and not (language == "cs" and letter in _OWN_LETTERS):
            letter = _base(letter)
        if not letter.isalpha():
            positions.append((0, letter))
        elif language == "cs" and letter in _CZECH_RANK:
            positions.append((1, _CZECH_RANK[letter]))
        else:
            # A letter of no alphabet of ours (or any letter in English): by its own order,
            # after the Czech ones.
            positions.append((1, len(_CZECH) + ord(letter[0])))
        index += step
    return tuple(positions), folded + "\x00" + text
