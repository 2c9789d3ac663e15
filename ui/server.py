"""Serving the app: the Flet web client, offline, to every browser at the table."""

from __future__ import annotations

from pathlib import Path

import flet as ft


def app_main(page: ft.Page) -> None:
    page.title = "Table companion"
    page.add(ft.Text("Table companion", size=28), ft.Text("Paper Dungeons is coming soon."))


def serve(*, host: str, port: int, data_dir: Path | None) -> None:
    ft.run(app_main, view=ft.AppView.WEB_BROWSER, host=host, port=port, no_cdn=True)
