from pathlib import Path

import pytest

from sheets.i18n import LANGUAGES, message_ids, translate
from sheets.i18n.checks import problems


def test_every_message_has_czech_and_english_with_the_same_parameters() -> None:
    assert problems() == []
    assert len(message_ids("cs")) > 2000


def test_translate_fills_parameters() -> None:
    assert translate("app.title", "cs") == "Společník ke stolu"
    assert translate("app.title", "en") == "Table companion"


def test_czech_plurals_have_three_forms_and_english_two() -> None:
    assert [translate("profiles.stats", "cs", count=n, wins=n) for n in (0, 1, 2, 4, 5, 22)] == [
        "0 her, 0 výher",
        "1 hra, 1 výhra",
        "2 hry, 2 výhry",
        "4 hry, 4 výhry",
        "5 her, 5 výher",
        "22 her, 22 výher",
    ]
    assert [translate("profiles.stats", "en", count=n, wins=0) for n in (0, 1, 2)] == [
        "0 games, 0 won",
        "1 game, 0 won",
        "2 games, 0 won",
    ]


def test_numbers_are_written_without_grouping_and_with_the_language_decimal_mark() -> None:
    assert translate("profiles.stats", "cs", count=12345, wins=0) == "12345 her, 0 výher"
    assert translate("profiles.scores", "cs", best=3, average=2.5, last=1) == (
        "nejlépe 3, v průměru 2,5, naposledy 1"
    )


def test_no_text_carries_invisible_isolation_marks() -> None:
    for language in LANGUAGES:
        text = translate("profiles.stats", language, count=2, wins=1)
        assert "\u2068" not in text and "\u2069" not in text


def test_an_unknown_key_shows_itself_and_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    assert translate("no.such.key", "en") == "no.such.key"
    assert [record.getMessage() for record in caplog.records] == ["no message 'no.such.key'"]
    caplog.clear()


def test_every_message_the_interface_names_exists() -> None:
    """A key written out in the code (``t("pd.sheet.roll")``) must be in the catalog; keys
    built at run time are checked by the tests of their screens."""
    import re
    from pathlib import Path

    from sheets.i18n import has

    root = Path(__file__).resolve().parents[2]
    pattern = re.compile(
        r"""\b(?:t|texts|self\.t|translate)\(\s*["']([a-z_][a-z0-9_.]*[a-z0-9_])["']"""
    )
    missing = set()
    for folder in ("ui", "sheets", "scoring", "storage"):
        for path in (root / folder).rglob("*.py"):
            for key in pattern.findall(path.read_text("utf-8")):
                if "." in key and not has(key):
                    missing.add(f"{path.relative_to(root)}: {key}")
    assert sorted(missing) == []


def test_the_index_of_the_message_files_finds_what_the_parser_finds() -> None:
    """Files are parsed only when one of their messages is used, found through an index
    of the lines that start an entry: it must name exactly the entries the parser reads."""
    from sheets.i18n import _catalog, _entries

    for language in LANGUAGES:
        assert _catalog(language).ids() == frozenset(_entries(language))


def test_a_message_referring_to_another_file_is_resolved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A message may use a term or a message of another file; that file is parsed too."""
    from sheets import i18n

    (tmp_path / "a.ftl").write_text("greeting = { -brand } says { farewell }\n", "utf-8")
    (tmp_path / "b.ftl").write_text("-brand = Companion\nfarewell = bye\n", "utf-8")
    monkeypatch.setattr(i18n, "_locale_files", lambda language: sorted(tmp_path.iterdir()))
    catalog = i18n._Catalog("en")
    text, errors = catalog.bundle.format_pattern(catalog.message("greeting").value, {})
    assert (text, errors) == ("Companion says bye", [])


def test_an_entry_defined_in_two_files_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sheets import i18n

    (tmp_path / "a.ftl").write_text("twice = one\n", "utf-8")
    (tmp_path / "b.ftl").write_text("twice = two\n", "utf-8")
    monkeypatch.setattr(i18n, "_locale_files", lambda language: sorted(tmp_path.iterdir()))
    with pytest.raises(i18n.CatalogError, match="defined twice"):
        i18n._Catalog("en")
