"""The web app manifest: what a phone shows when it installs the app (its name in the
device's language, its icons and colours, full screen without the browser's bars)."""

from __future__ import annotations

from typing import Any

from sheets.i18n import Language, language_for, translate
from ui.theme import BACKGROUND_HEX, DARK_BACKGROUND_HEX, SEED_HEX

# The manifest's language when the device asks for none the app speaks.
MANIFEST_FALLBACK: Language = "en"
ICON_SIZES = (192, 512)


def manifest(language: Language) -> dict[str, Any]:
    icons = [
        {"src": f"icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
        for size in ICON_SIZES
    ] + [
        {
            "src": f"icons/icon-maskable-{size}.png",
            "sizes": f"{size}x{size}",
            "type": "image/png",
            "purpose": "maskable",
        }
        for size in ICON_SIZES
    ]
    return {
        "id": "/",
        "name": translate("app.title", language),
        "short_name": translate("app.short_name", language),
        "description": translate("app.description", language),
        "lang": language,
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND_HEX,
        "theme_color": SEED_HEX,
        "icons": icons,
        # Chromium's splash and window colours when the device is in dark mode.
        "user_preferences": {
            "color_scheme_dark": {"background_color": DARK_BACKGROUND_HEX, "theme_color": SEED_HEX}
        },
    }


def preferred_language(accept_language: str | None) -> Language:
    """The language the app speaks to the most wanted language of an ``Accept-Language``
    header it reads (``cs-CZ,cs;q=0.9,en;q=0.8``; Slovak is read in Czech), else English."""
    wanted: list[tuple[float, int, Language]] = []
    for order, part in enumerate((accept_language or "").split(",")):
        tag, _, parameters = part.strip().partition(";")
        quality = 1.0
        for parameter in parameters.split(";"):
            key, _, value = parameter.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        language = language_for(tag)
        if quality > 0 and language is not None:
            wanted.append((-quality, order, language))
    return min(wanted)[2] if wanted else MANIFEST_FALLBACK
