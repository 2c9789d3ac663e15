"""Lists read in the reader's alphabetical order."""

from __future__ import annotations

from sheets.i18n.collation import collation_key
from ui.fury_of_dracula.pickers import PlacePicker

WORDS = ["Žatec", "Zadar", "Chrudim", "Hamburk", "Čáslav", "Cádiz", "Ústí", "Ulm", "Řím"]


def test_czech_puts_the_hacek_letters_and_ch_where_its_alphabet_has_them() -> None:
    assert sorted(WORDS, key=lambda word: collation_key(word, "cs")) == [
        "Cádiz",
        "Čáslav",
        "Hamburk",
        "Chrudim",
        "Řím",
        "Ulm",
        "Ústí",
        "Zadar",
        "Žatec",
    ]


def test_english_reads_accented_letters_as_their_own_letter() -> None:
    assert sorted(WORDS, key=lambda word: collation_key(word, "en")) == [
        "Cádiz",
        "Čáslav",
        "Chrudim",
        "Hamburk",
        "Řím",
        "Ulm",
        "Ústí",
        "Zadar",
        "Žatec",
    ]


def test_a_space_comes_before_any_letter_and_capitals_sort_with_small_letters() -> None:
    for language in ("cs", "en"):
        words = ["Santander", "San Marino", "sofia", "Rome"]
        ordered = sorted(words, key=lambda word: collation_key(word, language))  # type: ignore[arg-type]
        assert ordered == ["Rome", "San Marino", "Santander", "sofia"]


def test_the_place_picker_lists_cities_in_czech_order() -> None:
    codes = ["GE", "ST", "SW", "ZA", "SR", "ZU", "CF", "CG", "CA"]
    picker = PlacePicker(codes, "cs", print, label="", show_all=True)
    assert [str(button.content) for button in picker.matches.controls] == [
        "Cádiz",
        "Cagliari",
        "Clermont-Ferrand",
        "Curych",
        "Swansea",
        "Štrasburk",
        "Záhřeb",
        "Zaragoza",
        "Ženeva",
    ]
