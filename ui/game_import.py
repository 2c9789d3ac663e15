"""Import a game file, from the home screen: the browser's file picker, the file uploaded
to this server (``ui.web.uploads``) within the store's size limit, checked whole by the
store before anything is written, and the game opened on this device, which hosts it.

A refused file says why, in the device's language, and changes nothing. The size a
browser reports is checked before the upload starts; the upload itself is cut off at the
same limit, whatever the browser said.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import flet as ft

from storage import MAX_GAME_FILE_BYTES, ImportRefused, StorageError
from storage.errors import ImportMalformed
from ui.web.uploads import FileTooLarge
from ui.widgets.dialogs import show_closable

if TYPE_CHECKING:
    from ui.i18n import Texts
    from ui.session import AppSession

# Longer than a game file takes to send over the slowest table's network.
UPLOAD_TIMEOUT_S = 60


class FileNotReceived(Exception):
    """The browser could not send the file (it went away, or the upload failed)."""


def refusal_text(t: Texts, refusal: Exception) -> str:
    """Why a file was not imported, in the device's language."""
    if isinstance(refusal, FileTooLarge):
        return t("game_file.too_large", most=MAX_GAME_FILE_BYTES // 2**20)
    if isinstance(refusal, FileNotReceived):
        return t("game_file.not_received")
    if isinstance(refusal, ImportMalformed):
        return t("game_file.malformed")
    assert isinstance(refusal, StorageError)
    return t(f"storage.{refusal.code}", **refusal.params)


def show_refusal(session: AppSession, refusal: Exception) -> None:
    t = session.texts
    lines: list[ft.Control] = [ft.Text(refusal_text(t, refusal))]
    if isinstance(refusal, ImportMalformed):
        # What the check found, for whoever made the file: the checks' own (English) words.
        lines.append(
            ft.Text(
                t("game_file.details", problem=refusal.params["problem"]), size=12, selectable=True
            )
        )
    show_closable(session, t("game_file.refused_title"), ft.Column(lines, tight=True, width=440))


async def import_game_file(session: AppSession, data: bytes) -> None:
    """Store the game of ``data`` and open it on this device, which becomes its host; a
    refused file is told and changes nothing."""
    t = session.texts
    try:
        async with session.services.uploads.checking:
            imported = await asyncio.to_thread(session.store.import_game, data=data)
    except ImportRefused as refusal:
        show_refusal(session, refusal)
        return
    except StorageError as failure:
        session.notify(t(f"storage.{failure.code}", **failure.params))
        return
    await session.devices.become_host(imported.game_id)
    notes = [t(f"storage.import_note.{note}") for note in imported.notes]
    session.go(f"/game/{imported.game_id}", notice=" ".join([t("game_file.imported"), *notes]))


class GameFileImport:
    """The home screen's *Import a game file* button and what follows the pick: one file
    at a time."""

    def __init__(self, session: AppSession) -> None:
        self.session = session
        self.picker = ft.FilePicker(on_result=self._picked, on_upload=self._uploaded)
        self.busy = False
        self.address: str | None = None

    def button(self) -> ft.Control:
        return ft.OutlinedButton(
            self.session.texts("game_file.import"),
            icon=ft.Icons.UPLOAD_FILE,
            height=48,
            action=ft.PickFiles(
                self.picker,
                file_type=ft.FilePickerFileType.CUSTOM,
                allowed_extensions=["json"],
            ),
        )

    def _picked(self, event: ft.FilePickerResultEvent) -> None:
        if not event.files or self.busy:
            return  # the picker was closed, or the file picked before is still on its way
        picked = event.files[0]
        if picked.size > MAX_GAME_FILE_BYTES:
            show_refusal(self.session, FileTooLarge())
            return
        self.busy = True
        # Not awaited here: this device's events are handled one at a time, and the
        # upload's own events must get through while the file is on its way.
        self.session.page.run_task(self._import, picked)

    async def _import(self, picked: ft.FilePickerFile) -> None:
        try:
            data = await self._receive(picked)
            if data is not None:
                await import_game_file(self.session, data)
        finally:
            self.busy = False
            self.session.page.update()

    async def _receive(self, picked: ft.FilePickerFile) -> bytes | None:
        """The picked file's bytes, or ``None`` once the device is told why they did not
        come."""
        uploads = self.session.services.uploads
        address, arrival = uploads.expect()
        self.address = address
        try:
            await self.picker.upload(
                [ft.FilePickerUploadFile(upload_url=address, method="PUT", id=picked.id)]
            )
            return await asyncio.wait_for(arrival, UPLOAD_TIMEOUT_S)
        except FileTooLarge as refusal:
            show_refusal(self.session, refusal)
        except asyncio.CancelledError:
            if not arrival.cancelled():
                raise  # the session itself is closing
            show_refusal(self.session, FileNotReceived())
        except TimeoutError:
            uploads.forget(address)
            show_refusal(self.session, FileNotReceived())
        finally:
            self.address = None
        return None

    def _uploaded(self, event: ft.FilePickerUploadEvent) -> None:
        if event.error is not None and self.address is not None:
            self.session.services.uploads.forget(self.address)
