"""A room of the dungeon in words, for screen readers and for a long press: what is
printed in it and what the party has done there."""

from __future__ import annotations

from sheets.paper_dungeons.view import SeatView
from ui.i18n import Texts


class RoomWords:
    """The rooms' words on one screen, made again only when what they tell of changed:
    every redraw asks for all of them, and most changes (a roll, another seat's action)
    leave the rooms of the shown sheet as they were."""

    def __init__(self, t: Texts) -> None:
        self.t = t
        self._told: tuple[object, ...] | None = None
        self._words: dict[str, str] = {}

    def __call__(self, seen: SeatView, element_id: str) -> str:
        told = told_of(seen)
        if told != self._told:
            self._told, self._words = told, {}
        words = self._words.get(element_id)
        if words is None:
            words = self._words[element_id] = describe_room(self.t, seen, element_id)
        return words


def told_of(seen: SeatView) -> tuple[object, ...]:
    """All that :func:`describe_room` reads of a view: the board (the same object all
    game long, so compared at once) and the marks of the sheet (a roll alone makes a new
    sheet)."""
    sheet = seen.sheet
    return (seen.board, sheet.explored, sheet.minions, sheet.treasures, sheet.position)


def describe_room(t: Texts, seen: SeatView, element_id: str) -> str:
    """``"B4: trap, orc (Warrior, level 3), gem B; explored"`` for ``room:B4`` (nothing
    for the other elements of the dungeon, which belong to their room)."""
    kind, _, name = element_id.partition(":")
    if kind != "room":
        return ""
    room, sheet = seen.board.rooms[name], seen.sheet
    parts: list[str] = []
    if room.entrance:
        parts.append(t("pd.room.entrance"))
    if room.trap:
        parts.append(t("pd.room.trap"))
    if room.minion is not None:
        minion = t(
            "pd.room.minion",
            hero=t(f"term.{room.minion.hero}"),
            level=room.minion.level,
        )
        parts.append(t("pd.room.defeated", what=minion) if name in sheet.minions else minion)
    if room.treasure is not None:
        treasure = room.treasure
        what = (
            t("pd.room.gem", letter=treasure.gem)
            if treasure.gem is not None
            else t(f"pd.room.treasure.{treasure.kind}", count=treasure.amount)
        )
        parts.append(t("pd.room.taken", what=what) if name in sheet.treasures else what)
    if room.teleport is not None:
        parts.append(t("pd.room.teleport", room=room.teleport))
    for number, circle in sorted(seen.board.villain_circles.items()):
        if circle == name:
            parts.append(t("pd.room.villain", villain=number))
    state_words = []
    if name in sheet.explored:
        state_words.append(t("pd.room.explored"))
    if sheet.position == name:
        state_words.append(t("pd.room.here"))
    text = f"{name}: {', '.join(parts) or t('pd.room.empty')}"
    return f"{text}; {', '.join(state_words)}" if state_words else text
