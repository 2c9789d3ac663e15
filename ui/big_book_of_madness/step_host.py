"""What the step panel and its Actions section ask of the screen they are on."""

from __future__ import annotations

from typing import Protocol

from sheets.big_book_of_madness.options import LearnOption
from ui.big_book_of_madness.buttons import Doers


class StepHost(Protocol):
    @property
    def doers(self) -> Doers: ...

    def ask_cast(self, seat: int, spell: str) -> None: ...

    def ask_learn(self, seat: int, option: LearnOption) -> None: ...

    def ask_reward(self, seat: int, place: str) -> None: ...

    def ask_acquire(self, seat: int) -> None: ...

    def ask_destroy(self) -> None: ...

    def act_as(self, seat: int) -> None: ...

    def open_results(self) -> None: ...
