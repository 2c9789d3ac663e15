"""The buttons of a turn, grouped by step in the rules' fixed order, each with its price.

A button is lit when the rules' options offer it to the seat this device acts for; a grey
one says why underneath, in the rules' own words. Pressing one names an intent
(``"rotas"``, ``"end_turn"``, ``"collect:2"``...) that the play screen turns into an action
or a form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.sator.content import load_content
from sheets.sator.house_rules import HouseRules
from sheets.sator.options import Refusal, SeatOptions
from ui.i18n import Texts

Intent = Callable[[str], None]


@dataclass(frozen=True, slots=True)
class ActionsShown:
    """``options`` are those of the seat this device acts for (``None``: it only watches);
    ``collectors`` the other seats it may take a book for, by name."""

    options: SeatOptions | None
    step: str
    active_name: str
    rules: HouseRules
    gargoyle_on_board: bool
    over: bool = False
    collectors: tuple[tuple[int, str], ...] = ()


def refusal_text(t: Texts, refusal: Refusal) -> str:
    return t(f"illegal.{refusal.reason}", **t.params(refusal.params))


@ft.control(isolated=True)
class ActionsPanel(ft.Column):
    def __init__(self, texts: Texts, on_intent: Intent, **kwargs: object) -> None:
        super().__init__(spacing=8, **kwargs)
        self.t = texts
        self.on_intent = on_intent
        self.shown: ActionsShown | None = None

    def show(self, shown: ActionsShown) -> bool:
        if shown == self.shown:
            return False
        self.shown = shown
        self.controls = [] if shown.over else self._controls(shown)
        return True

    def _controls(self, shown: ActionsShown) -> list[ft.Control]:
        t, options = self.t, shown.options
        controls: list[ft.Control] = []
        if options is None:
            controls.append(ft.Text(t("sator.act.watching", player=shown.active_name), italic=True))
        elif options.my_turn:
            controls += self._turn(shown, options)
        else:
            controls.append(ft.Text(t("sator.act.not_your_turn", player=shown.active_name)))
            if options.collect_book:
                controls.append(self._button("collect_book", options, "collect_book"))
        for seat, name in shown.collectors:
            controls.append(
                ft.OutlinedButton(
                    t("sator.act.collect_for", player=name),
                    icon=ft.Icons.MENU_BOOK,
                    height=48,
                    on_click=lambda e, s=seat: self.on_intent(f"collect:{s}"),
                )
            )
        return controls

    def _turn(self, shown: ActionsShown, options: SeatOptions) -> list[ft.Control]:
        t, rules = self.t, shown.rules
        exchange = load_content().rules.exchange
        steps = load_content().rules.turn.steps
        following = steps[min(steps.index(shown.step) + 1, len(steps) - 1)]
        controls: list[ft.Control] = [
            self._button(
                "next_step",
                options,
                "next_step",
                label=t("sator.act.next_step", step=t(f"sator.step.{following}")),
                icon=ft.Icons.ARROW_FORWARD,
                primary=True,
            )
        ]
        groups: list[tuple[str, list[ft.Control]]] = [
            (
                "exchange",
                [
                    self._button(
                        "exchange",
                        options,
                        "exchange",
                        label=t("sator.act.exchange", ap=exchange.simple.ap),
                        icon=ft.Icons.SWAP_HORIZ,
                    ),
                    self._button(
                        "search_exchange",
                        options,
                        "search_exchange",
                        label=t("sator.act.search_exchange", ap=exchange.search.ap),
                        icon=ft.Icons.MANAGE_SEARCH,
                    ),
                ],
            ),
            (
                "play",
                [
                    self._button(
                        "rotas",
                        options,
                        "rotas",
                        label=t("sator.act.rotas", ap=rules.rotas_ap_per_rotation),
                        icon=ft.Icons.ROTATE_RIGHT,
                    ),
                    self._button(
                        "moves",
                        options,
                        "moves",
                        label=t("sator.act.moves", ap=rules.moves_ap_per_square),
                        icon=ft.Icons.OPEN_WITH,
                    ),
                    self._button(
                        "prayer",
                        options,
                        "prayers",
                        label=t("sator.act.prayer"),
                        icon=ft.Icons.MENU_BOOK,
                    ),
                ],
            ),
            ("move", [self._button("collect_book", options, "collect_book")]),
            (
                "draw",
                [
                    self._button(
                        "draw",
                        options,
                        "draw_incertus",
                        offered=bool(options.draw_incertus or options.drawable_prayers),
                        icon=ft.Icons.STYLE,
                    ),
                    self._button("end_turn", options, "end_turn", icon=ft.Icons.SKIP_NEXT),
                ],
            ),
        ]
        for step, buttons in groups:
            now = step == shown.step
            title = t(f"sator.step.{step}")
            controls.append(
                ft.Text(
                    t("sator.act.now", step=title) if now else title,
                    weight=ft.FontWeight.BOLD,
                    color=ft.Colors.PRIMARY if now else None,
                )
            )
            controls.append(ft.ResponsiveRow(buttons, spacing=8, run_spacing=8))
        anytime = [self._button("free_action", options, "free_actions", icon=ft.Icons.BOLT)]
        if shown.gargoyle_on_board:
            anytime.append(
                self._button(
                    "remove_gargoyle",
                    options,
                    "remove_gargoyle",
                    label=t(
                        "sator.act.remove_gargoyle",
                        cards=load_content().rules.gargoyle_removal_discard,
                    ),
                    icon=ft.Icons.DELETE_SWEEP,
                )
            )
        controls.append(ft.Text(t("sator.act.anytime"), weight=ft.FontWeight.BOLD))
        controls.append(ft.ResponsiveRow(anytime, spacing=8, run_spacing=8))
        return controls

    def _button(
        self,
        intent: str,
        options: SeatOptions,
        field: str,
        *,
        label: str | None = None,
        icon: ft.IconData | None = None,
        offered: bool | None = None,
        primary: bool = False,
    ) -> ft.Control:
        """A button for ``intent``, lit when the option ``field`` offers something, grey
        with the rules' reason under it otherwise."""
        t = self.t
        lit = bool(getattr(options, field)) if offered is None else offered
        text = label or t(f"sator.act.{intent}")
        kind = ft.FilledButton if primary else ft.FilledTonalButton
        button = kind(
            text,
            icon=icon,
            height=48,
            disabled=not lit,
            on_click=lambda e: self.on_intent(intent),
            expand=True,
        )
        parts: list[ft.Control] = [ft.Row([button])]
        why = options.refused.get(field)
        if not lit and why is not None:
            parts.append(
                ft.Row(
                    [
                        ft.Icon(ft.Icons.INFO_OUTLINE, size=16),
                        ft.Text(refusal_text(t, why), size=12, expand=True),
                    ],
                    spacing=4,
                    vertical_alignment=ft.CrossAxisAlignment.START,
                )
            )
        return ft.Column(parts, spacing=2, col={"xs": 12, "md": 6})
