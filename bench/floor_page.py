"""The floor of the Chromium tap benchmarks: the smallest Flet page a tap can change, served
the way ``main.py`` serves the app (Flet's FastAPI behind the app's own middleware, so
without the isolation headers, on the same uvicorn settings).

A prompt and six bordered boxes; a tap on box N says "Box N tapped (K)", K counting the
taps, so every tap changes the text. What a tap on the app costs beyond a tap on this
page is the app's own; what both cost is the browser's, the framework's and the load's.

    python bench/floor_page.py --port 8551 [--data-dir IGNORED]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import flet as ft
import flet_web.fastapi as flet_fastapi
import uvicorn

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ui.compression import CompressedClient
from ui.web.isolation import WithoutIsolation

BOXES = 6
BOX_SIZE = 58
PROMPT = "Tap a box."


def tapped_text(box: int, taps: int) -> str:
    return f"Box {box} tapped ({taps})"


async def floor_main(page: ft.Page) -> None:
    prompt = ft.Text(PROMPT, size=16)
    taps = 0

    def tap(box: int) -> None:
        nonlocal taps
        taps += 1
        prompt.value = tapped_text(box, taps)

    boxes: list[ft.Control] = [
        ft.Container(
            ft.Text(f"Box {box}"),
            width=BOX_SIZE,
            height=BOX_SIZE,
            border=ft.Border.all(2, ft.Colors.OUTLINE),
            border_radius=ft.BorderRadius.all(10),
            alignment=ft.Alignment.CENTER,
            on_click=lambda e, box=box: tap(box),
        )
        for box in range(1, BOXES + 1)
    ]
    page.add(prompt, ft.Row(boxes, wrap=True, spacing=8))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    # Taken for the app's servers' command line; the floor stores nothing.
    parser.add_argument("--data-dir")
    args = parser.parse_args()
    api = flet_fastapi.FastAPI(docs_url=None, redoc_url=None, openapi_url=None)
    api.mount("/", flet_fastapi.app(floor_main, no_cdn=True))
    uvicorn.run(
        CompressedClient(WithoutIsolation(api)),
        host=args.host,
        port=args.port,
        ws="websockets-sansio",
        loop="asyncio",
        log_level="warning",
    )


if __name__ == "__main__":
    main()
