"""The app with one fault put into its home screen, named by ``INJECTED_FAULT``: the
tests of ``tests.e2e.guard`` serve it to prove that each guard sees its kind of fault.

    INJECTED_FAULT=unlayoutable python tests/e2e/faulty_server.py --port 8551
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import flet as ft

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import main
from ui.screens.home import HomeScreen

BUTTON = "Break the app"


def _unlayoutable(screen: HomeScreen) -> ft.Control:
    """A child that asks for the rest of a row that wraps: Flutter cannot lay it out."""
    return ft.Row([ft.Text("Who fights", expand=True), ft.Text("Lord Godalming")], wrap=True)


def _unbounded(screen: HomeScreen) -> ft.Control:
    """A responsive row given no width: Flet draws its own error for it."""
    return ft.Row([ft.ResponsiveRow([ft.Text("Who fights", col=6)])])


def _missing_text(screen: HomeScreen) -> ft.Control:
    return ft.Text(screen.t("guard.no_such_text"))


def _raising_handler(screen: HomeScreen) -> ft.Control:
    def fail(event: ft.Event[ft.Button]) -> None:
        raise RuntimeError("a handler that raised")

    return ft.Button(BUTTON, on_click=fail)


FAULTS: dict[str, Callable[[HomeScreen], ft.Control]] = {
    "unlayoutable": _unlayoutable,
    "unbounded": _unbounded,
    "missing_text": _missing_text,
    "raising_handler": _raising_handler,
}


def _with_fault(fault: Callable[[HomeScreen], ft.Control]) -> None:
    view = HomeScreen.view

    def faulty_view(screen: HomeScreen, rows: int | None = None) -> ft.View:
        built = view(screen, rows)
        built.controls.insert(0, fault(screen))
        return built

    HomeScreen.view = faulty_view  # type: ignore[method-assign]


if __name__ == "__main__":
    _with_fault(FAULTS[os.environ["INJECTED_FAULT"]])
    sys.exit(main.main())
