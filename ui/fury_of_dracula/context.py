"""What a Fury of Dracula play screen works with: the live table, this device's seat,
the session's texts, and the one way to change the game (try the action, persist it,
redraw, tell the other devices).

The device's seat decides what it may see and do. Dracula's seat is only ever the seat
its own device proved with its token. A device holding no seat is the table: as the host
(see :mod:`sheets.core.authority`) it acts for every hunter player without a device of his own
(pass and play), never for Dracula, and records the bookkeeping of every seat; a device
that is neither host nor seat only watches. A hunter player's device acts for the
hunters of its seat only and records their bookkeeping; Dracula's device records his.
The live table checks every action against the same :class:`~sheets.core.authority.Actor`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sheets.core.actions import Action
from sheets.core.errors import Illegal
from sheets.fury_of_dracula.actions import DamageDracula, DamageHunter, EndCombat, StartCombat
from sheets.fury_of_dracula.authority import by_table
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.setup import Setup
from sheets.fury_of_dracula.state import GameState, Ticket
from sheets.i18n import Language, Name
from ui.fury_of_dracula.names import describe_values
from ui.i18n import Texts
from ui.play_shell import PlayShell

if TYPE_CHECKING:
    from ui.session import AppSession


class RememberingTexts(Texts):
    """Texts that remember what they said: a screen redrawn at every change of the table
    says mostly the same things again, and a message takes longer to format than to look
    up."""

    LIMIT = 4096

    def __init__(self, language: Language, seat_names: Sequence[str | Name] = ()) -> None:
        super().__init__(language, seat_names)
        self._said: dict[tuple[str, frozenset[tuple[str, Any]]], str] = {}

    def __call__(self, key: str, /, **params: Any) -> str:
        try:
            memo = (key, frozenset(params.items()))
            said = self._said.get(memo)
        except TypeError:  # a parameter that is a list: formatted each time
            return super().__call__(key, **params)
        if said is None:
            if len(self._said) >= self.LIMIT:
                self._said.clear()
            said = self._said[memo] = super().__call__(key, **params)
        return said


class PlayContext:
    def __init__(self, session: AppSession, game_id: str, seat: int | None) -> None:
        self.session = session
        self.game_id = game_id
        self.table = session.tables.open(game_id)
        self.seat = seat
        self.actor = session.actor(game_id)
        self._seatings = self.table.seatings
        self.t = RememberingTexts(session.texts.language, self.table.people)
        self.t.extra.append(describe_values(self.t.language))
        self.on_change: Callable[[], None] = lambda: None
        # Whether the screen of this context is still the one the device shows.
        self.shown: Callable[[], bool] = lambda: True
        self.shell = PlayShell(
            session,
            game_id,
            refusal=self.t.reason,
            redraw=lambda: self.on_change(),
            step_refusal=self._undo_refusal,
        )

    @property
    def state(self) -> GameState:
        state: GameState = self.table.state
        return state

    @property
    def setup(self) -> Setup:
        return self.state.setup

    @property
    def is_dracula(self) -> bool:
        return self.seat is not None and self.seat == self.setup.dracula_seat

    @property
    def acting_seats(self) -> tuple[int, ...]:
        """The seats this device acts for: its own, or as the host the hunter players'
        seats no other device holds."""
        if self.seat is not None:
            return (self.seat,)
        held_elsewhere = self.table.held - self.actor.seats
        hunters = sorted(set(self.setup.hunter_seats.values()))
        return tuple(seat for seat in hunters if self.actor.plays(seat, held_elsewhere))

    def allows(self, action: Action) -> bool:
        """Whether this device may send ``action`` now: the game's contract decides
        (:mod:`sheets.fury_of_dracula.authority`), as the server will."""
        return not self.state.finished and self.session.tables.allows(
            self.table, action, self.actor
        )

    @property
    def records_dracula(self) -> bool:
        """Influence, Dracula's damage and events, his combat cards and the vampire."""
        return self.allows(DamageDracula(seat=self.setup.dracula_seat, amount=1))

    def records_hunter(self, hunter: HunterId) -> bool:
        """The hunter's damage, bites, hand, a move by a card and his escape."""
        seat = self.setup.hunter_seats[hunter]
        return self.allows(DamageHunter(seat=seat, hunter=hunter, amount=1))

    def sends_into_fight(self, hunter: HunterId) -> bool:
        """Whether a fight this device starts may name ``hunter``: his own player's phone,
        Dracula's and the host's may."""
        fight = StartCombat(seat=self.table_seat(), hunters=(hunter,), by_table=self.for_table)
        return self.allows(fight)

    @property
    def records_table(self) -> bool:
        """Tokens on the map, fights started and ended, the hunters' ally."""
        return self.allows(EndCombat(seat=self.table_seat(), by_table=self.for_table))

    def seat_changed(self) -> bool:
        """Whether this device's seat is no longer the one the screen was built for (another
        device took it, or this one took another); the actor is brought up to date. Asked
        of the store only when a seat was taken or given back at the table."""
        if self.table.seatings == self._seatings:
            return False
        self._seatings = self.table.seatings
        self.actor = self.session.actor(self.game_id)
        return self.session.devices.seat(self.game_id) != self.seat

    def may_act_for(self, hunter: HunterId) -> bool:
        return self.setup.hunter_seats[hunter] in self.acting_seats

    def table_seat(self) -> int:
        """The seat a record of the whole table goes in: this device's own, or on the host
        the seat of the hunter whose turn it is (else Dracula's), where it is recorded
        :attr:`for_table`."""
        if self.seat is not None:
            return self.seat
        hunter = self.state.current_hunter
        return self.setup.dracula_seat if hunter is None else self.setup.hunter_seats[hunter]

    @property
    def for_table(self) -> bool:
        """Whether the records of the whole table made here are the table's own (the host
        playing no seat), not its seat's player's: the history names the table."""
        return self.seat is None

    def tickets_of(self, hunter: HunterId) -> tuple[Ticket, ...]:
        """The values of the hunter's tickets, for a device that plays him only.

        :raises Illegal: ``not_your_seat`` on any other device.
        """
        seat = self.setup.hunter_seats[hunter]
        held_elsewhere = self.table.held - self.actor.seats
        if not self.actor.plays(seat, held_elsewhere):
            raise Illegal("not_your_seat", seat=seat)
        return self.state.hunter(hunter).tickets

    def player(self, seat: int) -> str:
        return self.table.seats[seat]

    def action_label(self, action: Action) -> str:
        """Who did what: the seat's player (and the hunter), or the table for a record the
        host made for the whole table."""
        t = self.t
        name = action.TYPE.removeprefix("fod.")
        label = t(f"fod.action.{'set_ally' if name == 'ally' else name}")
        who = t("fod.seat.table") if by_table(action) else self.player(action.seat)
        hunter = getattr(action, "hunter", None)
        if hunter is not None:
            who = f"{who} · {t(f'fod.hunter.{hunter}')}"
        return f"{who}: {label}"

    def commit(self, action: Action) -> bool:
        """Apply ``action``; a refusal is told in the rules' words. Whether it went through."""
        return self.shell.commit(action)

    def attempt(self, action: Action) -> Illegal | None:
        """Apply ``action`` and redraw; the refusal, for a form to show beside its fields."""
        return self.shell.attempt(action)

    def undo(self) -> None:
        self._step_back(redo=False)

    def redo(self) -> None:
        self._step_back(redo=True)

    def _step_back(self, *, redo: bool) -> None:
        """Undo (or redo) the latest action of the seats this device acts for: on the
        table the hunters' latest, never Dracula's secret choices."""
        game = self.table.game
        index_of = game.last_undone_index if redo else game.last_index
        found = [
            (index, seat) for seat in self.acting_seats if (index := index_of(seat)) is not None
        ]
        if not found:
            self.session.notify(
                self.t.reason(Illegal("nothing_to_redo" if redo else "nothing_to_undo"))
            )
            return
        _, seat = max(found)
        self.shell.step(seat, redo=redo)

    def _undo_refusal(self, illegal: Illegal, seat: int | None) -> str:
        """Why an undo is refused. When a later action depends on the one to undo, the
        refusal names both: what the rules would say of the later action in a game without
        the undone one (a step the table is not at) is no reason a player can act on."""
        game = self.table.game
        index = game.last_index(seat)
        if illegal.reason != "undo_blocked" or index is None:
            return self.t.reason(illegal)
        actions = [action for action, _ in game.history()]
        blocker = (illegal.params["blocked_by"], illegal.params["blocked_seat"])
        later = next(
            action for action in actions[index + 1 :] if (action.TYPE, action.seat) == blocker
        )
        return self.t(
            "fod.play.undo_blocked",
            action=self.action_label(actions[index]),
            later=self.action_label(later),
        )
