"""New game of Fury of Dracula: the players, who is Dracula (a player, or the app at a
strength), who runs which hunter, the hunters' start cities, basic or advanced rules and
who deals the encounter cards.

Each of the three decisions is drawn by the seeded randomiser or entered as the table
decided it. What results is shown as the checklist the table follows to lay out the
physical game, so that the screen and the table agree before the first move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from sheets.core.errors import InvalidSetup
from sheets.fury_of_dracula.checklist import setup_checklist
from sheets.fury_of_dracula.content import HUNTERS, HunterId, load_content
from sheets.fury_of_dracula.setup import (
    APP_SEAT_NAME,
    APP_STRENGTHS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Setup,
)
from sheets.i18n.collation import collation_key
from sheets.pdf.fury_of_dracula import aids_pdf
from ui.fury_of_dracula.board_panels import reminder_text
from ui.fury_of_dracula.draft import GameDraft
from ui.fury_of_dracula.names import describe_values, place_name
from ui.new_game import screen as new_game_screen
from ui.new_game.players import (
    NameRows,
    PlayerCount,
    first_names,
    names_problem,
    placeholder_name,
)
from ui.new_game.screen import start_buttons
from ui.printing import Progress
from ui.widgets.common import section_title, tick_box
from ui.widgets.panel import Panel

if TYPE_CHECKING:
    from ui.session import AppSession

KIND = "fury_of_dracula"
DEFAULT_PLAYERS = 3
WIDE = 900


class NewGameScreen(new_game_screen.NewGameScreen):
    kind = KIND
    title_key = "fod.new.title"
    refused_key = "fod.new.problem"
    pdf_name = "fury-of-dracula.pdf"

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.t = session.texts.with_seats(())
        self.t.extra.append(describe_values(self.t.language))
        self.player_count = PlayerCount(self.t, MIN_PLAYERS, MAX_PLAYERS, self._player_count)
        self.draft = GameDraft(
            names=first_names(session, self.t, DEFAULT_PLAYERS),
            house_rules=dict(session.store.house_rule_defaults(kind=KIND)),
            app_seat_name=self.t(APP_SEAT_NAME),
        )
        self.draft.keep_choices_valid()
        self.names = NameRows(
            self.t,
            lambda index: self.t("fod.new.name_label", number=index + 1),
            self._rename,
            self._redraw,
        )
        self.form = Panel(lambda: object(), self._form)
        self.checklist = Panel(lambda: object(), self._checklist)

    def view(self) -> ft.View:
        t = self.t
        width = self.session.page.width or 1024
        if width >= WIDE:
            body: list[ft.Control] = [
                ft.Row(
                    [
                        ft.Container(self.form, expand=True),
                        ft.Container(self.checklist, expand=True),
                    ],
                    vertical_alignment=ft.CrossAxisAlignment.START,
                    spacing=24,
                )
            ]
        else:
            body = [self.form, self.checklist]
        buttons = start_buttons(
            t("fod.new.start"), self.start, t("fod.new.print"), self.print_sheets
        )
        return self.screen([*body, self.problem, buttons])

    def _redraw(self) -> None:
        for panel in (self.form, self.checklist):
            panel.refresh()
            panel.update()

    def _redraw_checklist(self) -> None:
        self.checklist.refresh()
        self.checklist.update()

    # The form

    def _form(self) -> list[ft.Control]:
        return [
            *self._players(),
            *self._dracula(),
            *self._hunters(),
            *self._starts(),
            *self._rules(),
        ]

    def _players(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        count = len(draft.names)
        self.player_count.least, self.player_count.most = draft.player_range
        controls: list[ft.Control] = [
            section_title(t("fod.new.players")),
            self.player_count.show(count),
        ]
        controls.append(self.names.show(draft.names))
        return controls

    def _player_count(self, count: int) -> None:
        self.draft.set_player_count(count, placeholder_name(self.t, "{number}"))
        self._redraw()

    def _rename(self, index: int, name: str | None) -> None:
        # The checklist follows when the field is left: redrawing it at every key sent it
        # to the device while the name was being typed.
        self.draft.names[index] = name or ""

    def _segments(
        self, values: tuple[str, ...], selected: str, prefix: str, on_pick: object
    ) -> ft.Control:
        def changed(e: ft.Event[ft.SegmentedButton]) -> None:
            on_pick(e.control.selected[0])  # type: ignore[operator]
            self.draft.keep_choices_valid()
            self._redraw()

        return ft.SegmentedButton(
            segments=[ft.Segment(value=v, label=self.t(f"{prefix}.{v}")) for v in values],
            selected=[selected],
            on_change=changed,
        )

    def _name(self, seat: int) -> str:
        return self.draft.names[seat] or placeholder_name(self.t, seat + 1)

    def _dracula(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        controls: list[ft.Control] = [
            section_title(t("fod.role.dracula")),
            ft.Text(t("fod.new.played_by")),
            self._segments(
                ("player", "app"),
                "player" if draft.app_dracula is None else "app",
                "fod.new.played_by",
                self._play_dracula,
            ),
        ]
        if draft.app_dracula is not None:
            return [*controls, *self._app_dracula()]
        controls += [
            self._segments(
                ("random", "chosen"),
                draft.dracula_mode,
                "fod.new.decided",
                lambda v: setattr(draft, "dracula_mode", v),
            ),
        ]
        if draft.dracula_mode == "chosen":
            controls.append(
                ft.Dropdown(
                    label=t("fod.new.dracula_player"),
                    value=str(draft.dracula_seat),
                    options=[
                        ft.DropdownOption(key=str(s), text=self._name(s))
                        for s in range(len(draft.names))
                    ],
                    on_select=lambda e: self._choose_dracula(int(e.control.value)),
                )
            )
        else:
            controls.append(
                ft.Text(t("fod.new.drawn_dracula", name=self._name(draft.drawn().dracula_seat)))
            )
        return controls

    def _play_dracula(self, by: str) -> None:
        strength = None if by == "player" else (self.draft.app_dracula or "normal")
        self.draft.set_app_dracula(strength, placeholder_name(self.t, "{number}"))

    def _app_dracula(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        assert draft.app_dracula is not None
        return [
            ft.Text(t("fod.new.strength")),
            self._segments(
                APP_STRENGTHS,
                draft.app_dracula,
                "fod.new.strength",
                lambda v: setattr(draft, "app_dracula", v),
            ),
            ft.Text(t(f"fod.new.strength.{draft.app_dracula}.note"), italic=True),
            ft.Text(t("fod.new.app_players")),
        ]

    def _choose_dracula(self, seat: int) -> None:
        self.draft.dracula_seat = seat
        self.draft.keep_choices_valid()
        self._redraw()

    def _hunters(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        controls: list[ft.Control] = [
            section_title(t("fod.role.hunters")),
            self._segments(
                ("random", "chosen"),
                draft.hunters_mode,
                "fod.new.decided",
                lambda v: setattr(draft, "hunters_mode", v),
            ),
        ]
        drawn = draft.drawn()
        players = [s for s in range(len(draft.names)) if s != drawn.dracula_seat]
        for hunter in HUNTERS:
            name = t(f"fod.hunter.{hunter}")
            if draft.hunters_mode == "chosen":
                controls.append(
                    ft.Dropdown(
                        label=name,
                        value=str(draft.hunter_seats[hunter]),
                        options=[
                            ft.DropdownOption(key=str(s), text=self._name(s)) for s in players
                        ],
                        on_select=lambda e, h=hunter: self._choose_player(h, int(e.control.value)),
                    )
                )
            else:
                controls.append(ft.Text(f"{name}: {self._name(drawn.hunter_seats[hunter])}"))
        return controls

    def _choose_player(self, hunter: HunterId, seat: int) -> None:
        self.draft.hunter_seats[hunter] = seat
        self._redraw_checklist()

    def _starts(self) -> list[ft.Control]:
        t, draft = self.t, self.draft
        controls: list[ft.Control] = [
            section_title(t("fod.new.starts")),
            self._segments(
                ("rulebook", "random", "chosen"),
                draft.starts_mode,
                "fod.new.starts",
                lambda v: setattr(draft, "starts_mode", v),
            ),
        ]
        if draft.starts_mode == "chosen":
            rules = draft.drawn().rules()
            cities = sorted(
                (
                    p.code
                    for p in load_content().map.places
                    if not p.is_sea and p.code not in rules.advanced_start_forbidden
                ),
                key=lambda code: collation_key(place_name(code, t.language), t.language),
            )
            options = [
                ft.DropdownOption(key=code, text=place_name(code, t.language)) for code in cities
            ]
            for hunter in HUNTERS:
                controls.append(
                    ft.Dropdown(
                        label=t(f"fod.hunter.{hunter}"),
                        value=draft.starts[hunter],
                        options=options,
                        on_select=lambda e, h=hunter: self._choose_start(h, e.control.value),
                    )
                )
        else:
            starts = draft.drawn().starts
            controls += [
                ft.Text(
                    t(
                        "fod.new.start_of",
                        hunter=t.value("hunter", hunter),
                        place=t.value("place", starts[hunter]),
                    )
                )
                for hunter in HUNTERS
            ]
        return controls

    def _choose_start(self, hunter: HunterId, place: str) -> None:
        self.draft.starts[hunter] = place
        self._redraw_checklist()

    def _rules(self) -> list[ft.Control]:
        t, draft = self.t, self.draft

        def advanced(e: ft.Event[ft.Switch]) -> None:
            draft.advanced = bool(e.control.value)
            self._redraw_checklist()

        # The app's Dracula draws from the encounter deck the app deals him.
        encounters: list[ft.Control] = [
            ft.Text(t("fod.new.encounters")),
            self._segments(
                ("app", "physical"),
                draft.encounter_cards,
                "fod.new.encounters",
                lambda v: setattr(draft, "encounter_cards", v),
            ),
        ]
        return [
            section_title(t("fod.new.rules")),
            ft.Switch(label=t("fod.advanced"), value=draft.advanced, on_change=advanced),
            *(encounters if draft.app_dracula is None else []),
            ft.Row(
                [
                    ft.TextButton(
                        t("fod.new.reshuffle"), icon=ft.Icons.SHUFFLE, on_click=self._reshuffle
                    ),
                    ft.TextButton(
                        t("rules.title_defaults"),
                        icon=ft.Icons.TUNE,
                        on_click=lambda e: self.session.go(f"/house-rules/{KIND}"),
                    ),
                ],
                wrap=True,
            ),
        ]

    def _reshuffle(self, e: ft.Event[ft.TextButton]) -> None:
        self.draft.reshuffle()
        self.draft.keep_choices_valid()
        self._redraw()

    # The checklist

    def _checklist(self) -> list[ft.Control]:
        t = self.t
        controls: list[ft.Control] = [section_title(t("fod.new.checklist"))]
        try:
            setup = self.draft.to_setup()
        except InvalidSetup:
            return [*controls, ft.Text(t("fod.new.checklist_waits"), italic=True)]
        controls.append(ft.Text(t("fod.new.checklist_intro")))
        controls += [_check_row(reminder_text(t, item)) for item in setup_checklist(setup)]
        return controls

    # Start and print

    def form_problem(self) -> str | None:
        self.names.mark(self.draft.names)
        return names_problem(self.t, self.draft.names)

    def draft_setup(self) -> Setup:
        self.draft.names = [name.strip() for name in self.draft.names]
        return self.draft.to_setup()

    def seat_names(self, setup: Setup) -> list[str]:
        return [player.name for player in setup.players]

    def printed(self, setup: Setup, progress: Progress) -> bytes:
        return aids_pdf(language=self.t.language, paper="a4", setup=setup, progress=progress)


def _check_row(text: str) -> ft.Control:
    """A box to tick beside a step that wraps onto as many lines as it needs."""
    return ft.Row(
        [tick_box(semantics_label=text), ft.Text(text, expand=True)],
        vertical_alignment=ft.CrossAxisAlignment.CENTER,
    )
