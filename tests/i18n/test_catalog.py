from sheets.i18n import catalog, plural_form, problems, translate


def test_every_message_has_czech_and_english_with_the_same_parameters() -> None:
    assert problems() == []
    assert catalog()


def test_translate_fills_parameters() -> None:
    assert translate("app.title", "cs") == "Společník ke stolu"
    assert translate("app.title", "en") == "Table companion"


def test_czech_plurals_have_three_forms() -> None:
    assert [plural_form("cs", n) for n in (0, 1, 2, 4, 5, 22)] == [
        "other",
        "one",
        "few",
        "few",
        "other",
        "other",
    ]
    assert [plural_form("en", n) for n in (0, 1, 2)] == ["other", "one", "other"]


def test_an_unknown_key_shows_itself() -> None:
    assert translate("no.such.key", "en") == "no.such.key"


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
