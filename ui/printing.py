"""Making a PDF off the event loop, with progress for long pads, and handing it to the
browser as a download."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import flet as ft

from ui.widgets.dialogs import show_named

if TYPE_CHECKING:
    from ui.session import AppSession

Progress = Callable[[int, int], None]

log = logging.getLogger(__name__)


async def download_pdf(
    session: AppSession, make: Callable[[Progress], bytes], file_name: str
) -> None:
    """Run ``make(progress)`` in a worker thread while a dialog shows how far it got, then
    offer the PDF to the browser. A failure is reported, never left silent."""
    t = session.texts
    loop = asyncio.get_running_loop()
    bar = ft.ProgressBar(value=0, width=280)
    label = ft.Text(t("print.making"))
    show_named(
        session,
        ft.AlertDialog(
            title=ft.Text(t("common.print")),
            content=ft.Column([label, bar], tight=True),
            modal=True,
        ),
    )

    def show(done: int, total: int) -> None:
        bar.value = done / total if total else 1.0
        label.value = t("print.progress", done=done, total=total)
        bar.update()
        label.update()

    def progress(done: int, total: int) -> None:
        loop.call_soon_threadsafe(show, done, total)

    try:
        pdf = await asyncio.to_thread(make, progress)
    except ValueError as problem:
        session.dialogs.pop()
        session.notify(t("print.failed", problem=str(problem)))
        return
    session.dialogs.pop()
    await ft.FilePicker().save_file(file_name=file_name, src_bytes=pdf)
