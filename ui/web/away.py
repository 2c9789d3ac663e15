"""What a device shows while the table's server is away, and the installed app's copy of
its shell that lets it open and say so (``away.js`` and ``service-worker.js`` beside
this module say how)."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from importlib.metadata import version
from pathlib import Path

from sheets.i18n import LANGUAGES, Language, translate
from ui.theme import BACKGROUND_HEX, DARK_BACKGROUND_HEX, SEED_HEX

WEB = Path(__file__).parent
SOCKET_PATH = "/ws"
# Answers as soon as the server is there; no service worker keeps it.
PROBE_PATH = "/answering"
WORKER_PATH = "/service-worker.js"
AWAY_SCRIPT = WEB / "away.js"
WORKER_SCRIPT = WEB / "service-worker.js"
MESSAGES = ("title", "address", "advice", "retrying")
# The address stands in the messages as this, and the page writes in the one it uses.
ADDRESS = "{address}"
FONTS = {"normal": "assets/fonts/DejaVuSans.ttf", "bold": "assets/fonts/DejaVuSans-Bold.ttf"}
LIGHT_INK = "#3e2723"
DARK_INK = "#f1dfda"

_FACES = "".join(
    f'@font-face {{ font-family: "Table companion"; font-weight: {weight}; src: url("{path}"); }}\n'
    for weight, path in FONTS.items()
)
_STYLE = (
    _FACES
    + f"""
#table-away {{
  position: fixed; inset: 0; z-index: 2147483647; overflow: auto;
  display: flex; align-items: center; justify-content: center;
  background: {BACKGROUND_HEX}; color: {LIGHT_INK};
  font: 16px/1.5 "Table companion", "DejaVu Sans", sans-serif;
}}
#table-away[data-theme="dark"] {{ background: {DARK_BACKGROUND_HEX}; color: {DARK_INK}; }}
@media (prefers-color-scheme: dark) {{
  #table-away[data-theme="system"] {{ background: {DARK_BACKGROUND_HEX}; color: {DARK_INK}; }}
}}
#table-away .table-away-box {{ max-width: 28rem; padding: 24px; }}
#table-away h1 {{ font-size: 22px; line-height: 1.3; margin: 0 0 16px; }}
#table-away p {{ margin: 0 0 12px; }}
#table-away .table-away-address {{ font-weight: bold; overflow-wrap: anywhere; }}
#table-away .table-away-retrying {{ display: flex; gap: 12px; align-items: flex-start; }}
#table-away .table-away-spinner {{
  flex: none; width: 20px; height: 20px; margin-top: 2px; border-radius: 50%;
  border: 3px solid {SEED_HEX}; border-right-color: transparent;
  animation: table-away-turn 1s linear infinite;
}}
@keyframes table-away-turn {{ to {{ transform: rotate(360deg); }} }}
"""
)


def away_texts(language: Language) -> dict[str, str]:
    return {part: translate(f"away.{part}", language, address=ADDRESS) for part in MESSAGES}


@cache
def away_head(language: Language) -> str:
    """What the page's head gets: the message's look, its texts in every language (the
    device may have chosen another than its browser's) and the script that shows it."""
    settings = {
        "language": language,
        # The service worker's copy of the page says ``true`` here (service-worker.js).
        "servedFromCache": False,
        "socket": SOCKET_PATH,
        "probe": PROBE_PATH,
        "worker": WORKER_PATH,
        "texts": {each: away_texts(each) for each in LANGUAGES},
    }
    # Compact, as the service worker looks for it; "<" escaped, so no text ends the script.
    data = json.dumps(settings, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    return (
        f"<style>{_STYLE}</style>\n"
        f"<script>window.tableAway = {data};</script>\n"
        f"<script>{AWAY_SCRIPT.read_text('utf-8')}</script>\n"
    )


def shell_version(client: Path) -> str:
    """A name for the shell this server sends: it changes with Flet's client, the app's
    files beside it (fonts), the page's script and texts, and the worker itself."""
    digest = hashlib.sha256(version("flet-web").encode())
    for path in sorted(client.rglob("*")):
        if path.is_file():
            digest.update(f"{path.relative_to(client)}:{path.stat().st_size}\n".encode())
    for script in (AWAY_SCRIPT, WORKER_SCRIPT):
        digest.update(script.read_bytes())
    for language in LANGUAGES:
        digest.update(json.dumps(away_texts(language)).encode())
    return digest.hexdigest()[:16]


def worker_script(shell: str) -> str:
    return WORKER_SCRIPT.read_text("utf-8").replace("__VERSION__", shell)
