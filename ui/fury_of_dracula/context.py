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
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sheets.core.actions import Action
from sheets.core.authority import Actor
from sheets.core.errors import Illegal
from sheets.core.events import Event
from sheets.fury_of_dracula.actions import DamageDracula, DamageHunter, EndCombat, StartCombat
from sheets.fury_of_dracula.authority import by_table, owner
from sheets.fury_of_dracula.board import Board
from sheets.fury_of_dracula.content import HunterId
from sheets.fury_of_dracula.house_rules import HouseRules
from sheets.fury_of_dracula.options import SeatOptions, options, record_types, refusal
from sheets.fury_of_dracula.rules import table_records_refused
from sheets.fury_of_dracula.secrecy import events_for_seat, public_events
from sheets.fury_of_dracula.setup import TableSetup
from sheets.fury_of_dracula.state import GameState, Ticket
from sheets.fury_of_dracula.table_steps import TableToDo, table_to_do
from sheets.fury_of_dracula.view import PublicView, SeatView, view
from sheets.i18n import Language, Name
from ui.fury_of_dracula.names import describe_values
from ui.fury_of_dracula.shared_views import Seen, seen_by_all
from ui.i18n import Texts
from ui.once_per_version import once_per_version
from ui.play_shell import PlayShell
from ui.seats import app_names, said_state, shown_people

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


@dataclass(frozen=True, slots=True)
class Said:
    """An action of the history as one device may see it."""

    label: str
    events: tuple[Event, ...]


class PlayContext:
    def __init__(self, session: AppSession, game_id: str) -> None:
        self.session = session
        self.game_id = game_id
        self.table = session.tables.open(game_id)
        self.people = shown_people(session, game_id)
        self._app_names = app_names(session, self.table.kind)
        self.t = RememberingTexts(session.texts.language, self.people)
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
        # The seat the screen is built for: the one the device holds, as the shell says.
        self.seat = self.shell.own_seat()

    @property
    def actor(self) -> Actor:
        """This device at the table (the play shell's answer)."""
        return self.shell.actor()

    # What the screens know of the game. The whole state stays in this module and in the
    # shared public view: a screen gets the public view, the view of the seat its device
    # holds, the options of the seats it acts for and the rules' refusals, as a device
    # across the network would, so that no screen can show what its device may not see.

    @property
    def _state(self) -> GameState:
        state: GameState = said_state(self.table, self.t.language, self._app_names)
        return state

    def shared(self) -> Seen:
        """What every device at the table draws from, with the players named as this
        device says them."""
        return seen_by_all(self.table, self.t.language, self._app_names)

    @property
    def setup(self) -> TableSetup:
        """The table's setup, as every device may have it (without the seeds)."""
        return self.shared().setup

    @property
    def public(self) -> PublicView:
        return self.shared().public

    @property
    def house_rules(self) -> HouseRules:
        return self._state.rules

    @property
    def board(self) -> Board:
        return self._state.board

    def seen(self, seat: int) -> SeatView:
        """What the seat this device holds sees (Dracula's trail only on Dracula's own).

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        if seat != self.seat:
            raise Illegal("not_your_seat", seat=seat)
        return view(self._state, seat, public=self.public)

    def options(self, seat: int) -> SeatOptions:
        """What a seat this device acts for may do now.

        :raises Illegal: ``not_your_seat`` for any other seat.
        """
        if seat not in self.acting_seats:
            raise Illegal("not_your_seat", seat=seat)
        return options(self._state, seat)

    def refusal(self, action: Action) -> Illegal | None:
        """Why the rules would refuse ``action`` now (``None``: they would take it)."""
        return refusal(self._state, action)

    def offers(self, action: Action) -> bool:
        """Whether this device may send ``action`` and the rules would take it now."""
        return self.allows(action) and self.refusal(action) is None

    @property
    def table_records(self) -> tuple[str, ...]:
        """The bookkeeping types the rules take now in the seat this device records the
        table's records in (:meth:`table_seat`)."""
        return record_types(self._state, self.table_seat())

    def ticket_kinds(self) -> list[Ticket]:
        """The kinds of ticket left to draw, for a hunter to say which he drew at the table."""
        pool = set(self._state.ticket_pool)
        return sorted(pool, key=lambda kind: (kind[0], -1 if kind[1] is None else kind[1]))

    @property
    def is_dracula(self) -> bool:
        return self.seat is not None and self.seat == self.setup.dracula_seat

    @property
    def acting_seats(self) -> tuple[int, ...]:
        """The seats of those the play shell gives this device that its screen acts for:
        a seat's screen its own, the table's screen the hunter players' (never Dracula's
        secret choices)."""
        seats = self.shell.seats()
        if self.seat is not None:
            return tuple(seat for seat in seats if seat == self.seat)
        hunters = set(self.setup.hunter_seats.values())
        return tuple(seat for seat in seats if seat in hunters)

    def allows(self, action: Action) -> bool:
        """Whether this device may send ``action`` now: the game's contract decides
        (:mod:`sheets.fury_of_dracula.authority`), as the server will."""
        return not self._state.finished and self.shell.allows(action)

    @property
    def against_app(self) -> bool:
        """Whether the app plays Dracula."""
        return self.setup.app_dracula is not None

    @property
    def app_seats(self) -> frozenset[int]:
        """The seats the app plays, which no device may take or act for."""
        return self.session.tables.app_seats(self.table)

    @property
    def dracula_record_seat(self) -> int:
        """The seat Dracula's bookkeeping is recorded in: his own, or when it is no seat's
        own (the app plays him, and the hunters record it), the table's
        (:meth:`table_seat`)."""
        dracula = self.setup.dracula_seat
        seat = owner(self.setup, DamageDracula(seat=dracula, amount=1))
        return self.table_seat() if seat is None else seat

    def made_for_table(self, record: Action) -> bool:
        """Whether ``record``, made on this device, is the whole table's (the history names
        the table): the host playing no seat makes it, and it is no seat's own record."""
        return self.for_table and owner(self.setup, record) is None

    @property
    def records_open(self) -> bool:
        """Whether the rules take the records at this step (none before Dracula's start):
        who may make each is :attr:`records_dracula`, :meth:`records_hunter` and
        :attr:`records_table`."""
        return table_records_refused(self.public.step) is None

    def offers_hunter_records(self, hunter: HunterId) -> bool:
        """Whether this device shows the buttons of ``hunter``'s records: it makes them,
        and the rules take them now."""
        return self.records_open and self.records_hunter(hunter)

    @property
    def offers_dracula_records(self) -> bool:
        """Whether this device shows the buttons of Dracula's tracks: it makes them, and
        the rules take them now."""
        return self.records_open and self.records_dracula

    @property
    def records_dracula(self) -> bool:
        """Influence, Dracula's damage and events, his combat cards and the vampire."""
        return self.allows(DamageDracula(seat=self.dracula_record_seat, amount=1))

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
        """Whether the seat this device holds is no longer the one the screen was built for
        (another device took it, this one took another, or the finished game let it go)."""
        return self.shell.own_seat() != self.seat

    def may_act_for(self, hunter: HunterId) -> bool:
        return self.setup.hunter_seats[hunter] in self.acting_seats

    def table_seat(self) -> int:
        """The seat a record of the whole table goes in: this device's own, or on the host
        the seat of the hunter whose turn it is (else Dracula's), where it is recorded
        :attr:`for_table`. Against the app's Dracula, never his seat: the first hunter
        player's then."""
        if self.seat is not None:
            return self.seat
        hunter = self.public.current_hunter
        if hunter is not None:
            return self.setup.hunter_seats[hunter]
        if self.setup.dracula_seat in self.app_seats:
            return min(self.setup.hunter_seats.values())
        return self.setup.dracula_seat

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
        if seat not in self.shell.seats():
            raise Illegal("not_your_seat", seat=seat)
        return self._state.hunter(hunter).tickets

    def history(self, latest: int | None = None) -> list[tuple[int, Said]]:
        """The actions (the ``latest`` ones), oldest first and each with its place in the
        history, as this device may see them: who did what, and the events it may see
        (Dracula's device also his secret ones). A screen never gets an action itself,
        whose fields may hold Dracula's secrets."""
        history = self.table.game.history()
        first = 0 if latest is None else max(0, len(history) - latest)
        return [
            (index, Said(self.action_label(action), self._seen_events(events)))
            for index, (action, events) in enumerate(history[first:], start=first)
        ]

    def table_to_do(self) -> TableToDo | None:
        """What the table does with the pieces after the latest actions that call for
        any (``None`` when a player is Dracula: he handles his cards himself). Only the
        seat of each action is read, and its public events."""
        if not self.against_app:
            return None
        dracula = self.setup.dracula_seat
        # Asked twice a redraw by every device at the table, and read from the whole log.
        return once_per_version(
            self.table,
            "fury_of_dracula.table_to_do",
            lambda: table_to_do(
                [(action.seat, events) for action, events in self.table.game.history()], dracula
            ),
        )

    def _seen_events(self, events: tuple[Event, ...]) -> tuple[Event, ...]:
        if self.seat is None:
            return public_events(events)
        return events_for_seat(events, self.seat)

    def player(self, seat: int) -> str:
        return self.people[seat]

    def action_label(self, action: Action) -> str:
        """Who did what: the seat's player (and the hunter), or the table for a record the
        host made for the whole table."""
        t = self.t
        name = action.TYPE.removeprefix("fod.")
        label = t(f"fod.action.{'set_ally' if name == 'ally' else name}")
        who = t("common.the_table") if by_table(action) else self.player(action.seat)
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
        """Undo (or redo) the latest action of the seats this device acts for; on the
        table's device the latest hunter's action at the table, never Dracula's secret
        choices. An action a phone made for its own hunter is taken back where the
        contract says: a record on the table's device too, anything else on that phone
        (said so, rather than taking back an earlier action of the table's hunters)."""
        game = self.table.game
        index_of = game.last_undone_index if redo else game.last_index
        taken = game.undone if redo else game.actions
        found = [
            (index, seat) for seat in self._seats_stepped() if (index := index_of(seat)) is not None
        ]
        if not found:
            app_seats = self.session.tables.app_seats(self.table)
            players = [action for action in taken if action.seat not in app_seats]
            refused = players and self.session.tables.take_back_refusal(
                self.table, players[-1], self.actor, redo=redo
            )
            nothing = Illegal("nothing_to_redo" if redo else "nothing_to_undo")
            self.session.notify(self.t.reason(refused or nothing))
            return
        index, seat = max(found)
        refused = self.session.tables.take_back_refusal(
            self.table, taken[index], self.actor, redo=redo
        )
        if refused is not None:
            self.session.notify(self.t.reason(refused))
            return
        self.shell.step(seat, redo=redo)

    def _seats_stepped(self) -> tuple[int, ...]:
        """The seats whose latest action this device's Undo and Redo look at: on the
        host's table screen every hunter player's, wherever they play."""
        if self.seat is None and self.actor.host:
            return tuple(sorted(set(self.setup.hunter_seats.values())))
        return self.acting_seats

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
