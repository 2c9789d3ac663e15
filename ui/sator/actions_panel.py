"""The buttons of a turn, grouped by step in the rules' fixed order, each with its price.

A button is lit when the rules' options offer it to the seat this device acts for; a grey
one says why underneath, in the rules' own words. Pressing one names an intent
(``"rotas"``, ``"end_turn"``, ``"collect:2"``...) that the play screen turns into an action
or a form. The buttons are built once and then only relit and relabelled, so that a
button press sends what changed on them, not the panel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import flet as ft

from sheets.sator.content import STEPS, load_content
from sheets.sator.house_rules import HouseRules
from sheets.sator.options import Refusal, SeatOptions
from ui.i18n import Texts
from ui.widgets.isolated import isolated
from ui.widgets.redraw import Redrawn

Intent = Callable[[str], None]

# Each button: its intent, the option field that lights it, its icon; grouped by step.
GROUPS: tuple[tuple[str, tuple[tuple[str, str, ft.IconData], ...]], ...] = (
    (
        "exchange",
        (
            ("exchange", "exchange", ft.Icons.SWAP_HORIZ),
            ("search_exchange", "search_exchange", ft.Icons.MANAGE_SEARCH),
        ),
    ),
    (
        "play",
        (
            ("rotas", "rotas", ft.Icons.ROTATE_RIGHT),
            ("moves", "moves", ft.Icons.OPEN_WITH),
            ("prayer", "prayers", ft.Icons.MENU_BOOK),
        ),
    ),
    ("move", (("collect_book", "collect_book", ft.Icons.MENU_BOOK),)),
    (
        "draw",
        (
            ("draw", "draw_incertus", ft.Icons.STYLE),
            ("end_turn", "end_turn", ft.Icons.SKIP_NEXT),
        ),
    ),
    (
        "anytime",
        (
            ("free_action", "free_actions", ft.Icons.BOLT),
            ("remove_gargoyle", "remove_gargoyle", ft.Icons.DELETE_SWEEP),
        ),
    ),
)


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
    # Whether the active player plays on a device of their own (else on the host's).
    active_on_own_device: bool = True


def refusal_text(t: Texts, refusal: Refusal) -> str:
    return t.refusal(refusal.reason, refusal.params)


class _Slot(Redrawn[str]):
    """A button and, under it when it is grey, the rules' reason.

    What a tap says (its intent) is drawn as a new button whenever it changes: a tap the
    device aimed at the button before (a second tap on "Next step" landing after the
    first moved the turn on) then finds no control, instead of skipping the next step
    too."""

    def __init__(self, intent: str, icon: ft.IconData, on_intent: Intent, primary: bool) -> None:
        self.icon, self.on_intent, self.primary = icon, on_intent, primary
        self.place = ft.Row()
        self.reason = ft.Text(size=12, expand=True)
        self.why = ft.Row(
            [ft.Icon(ft.Icons.INFO_OUTLINE, size=16), self.reason],
            spacing=4,
            vertical_alignment=ft.CrossAxisAlignment.START,
        )
        self.column = ft.Column([self.place, self.why], spacing=2, col={"xs": 12, "md": 6})
        self.show(intent)

    def draw(self, value: str) -> None:
        kind = ft.FilledButton if self.primary else ft.FilledTonalButton
        self.button = kind(
            "", icon=self.icon, height=48, expand=True, on_click=lambda e: self.on_intent(value)
        )
        self.place.controls = [self.button]

    def light(self, label: str, lit: bool, why: str | None) -> None:
        self.button.content = label
        self.button.disabled = not lit
        self.why.visible = not lit and why is not None
        self.reason.value = why or ""


@isolated
class ActionsPanel(Redrawn[ActionsShown], ft.Column):
    def __init__(self, texts: Texts, on_intent: Intent) -> None:
        super().__init__(spacing=8)
        self.t = texts
        self.on_intent = on_intent
        self.next_step = _Slot("next_step", ft.Icons.ARROW_FORWARD, on_intent, primary=True)
        self.slots = {
            intent: _Slot(intent, icon, on_intent, primary=False)
            for _, buttons in GROUPS
            for intent, _, icon in buttons
        }
        # Out of turn, a book taken after an opponent's Nihil pensi moved the monk.
        self.own_book = _Slot("collect_book", ft.Icons.MENU_BOOK, on_intent, primary=False)
        self.headers = {group: ft.Text(weight=ft.FontWeight.BOLD) for group, _ in GROUPS}
        self.note = ft.Text()
        self.turn_controls: list[ft.Control] = [self.next_step.column]
        for group, buttons in GROUPS:
            self.turn_controls.append(self.headers[group])
            self.turn_controls.append(
                ft.ResponsiveRow(
                    [self.slots[intent].column for intent, _, _ in buttons],
                    spacing=8,
                    run_spacing=8,
                )
            )

    def draw(self, value: ActionsShown) -> None:
        self.controls = [] if value.over else self._controls(value)

    def _controls(self, shown: ActionsShown) -> list[ft.Control]:
        t, options = self.t, shown.options
        controls: list[ft.Control] = []
        if options is None:
            watching = "watching" if shown.active_on_own_device else "watching_host"
            self.note.value = t(f"sator.act.{watching}", player=shown.active_name)
            controls.append(self.note)
        elif options.my_turn:
            self._turn(shown, options)
            controls += self.turn_controls
        else:
            self.note.value = t("sator.act.not_your_turn", player=shown.active_name)
            controls.append(self.note)
            if options.collect_book:
                self.own_book.light(_label(t, "collect_book", shown.rules), True, None)
                controls.append(self.own_book.column)
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

    def _turn(self, shown: ActionsShown, options: SeatOptions) -> None:
        t = self.t
        following = STEPS[min(STEPS.index(shown.step) + 1, len(STEPS) - 1)]
        self.next_step.show(f"next_step:{shown.step}")
        self.next_step.light(
            t("sator.act.next_step", step=t(f"sator.step.{following}")),
            options.next_step,
            _why(t, options, "next_step"),
        )
        for group, buttons in GROUPS:
            title = t("sator.act.anytime") if group == "anytime" else t(f"sator.step.{group}")
            now = group == shown.step
            self.headers[group].value = t("sator.act.now", step=title) if now else title
            self.headers[group].color = ft.Colors.PRIMARY if now else None
            for intent, _, _ in buttons:
                self._relight(intent, options, shown)
        self.slots["remove_gargoyle"].column.visible = shown.gargoyle_on_board

    def _relight(self, intent: str, options: SeatOptions, shown: ActionsShown) -> None:
        field = next(f for _, buttons in GROUPS for i, f, _ in buttons if i == intent)
        lit = bool(getattr(options, field))
        if intent == "draw":
            lit = bool(options.draw_incertus or options.drawable_prayers)
        self.slots[intent].light(
            _label(self.t, intent, shown.rules), lit, _why(self.t, options, field)
        )


def _why(t: Texts, options: SeatOptions, field: str) -> str | None:
    refusal = options.refused.get(field)
    return None if refusal is None else refusal_text(t, refusal)


def _label(t: Texts, intent: str, rules: HouseRules) -> str:
    """A button's words, with the price the rules (and house rules) set."""
    exchange = load_content().rules.exchange
    match intent:
        case "exchange":
            return t("sator.act.exchange", ap=exchange.simple.ap)
        case "search_exchange":
            return t("sator.act.search_exchange", ap=exchange.search.ap)
        case "rotas":
            return t("sator.act.rotas", ap=rules.rotas_ap_per_rotation)
        case "moves":
            return t("sator.act.moves", ap=rules.moves_ap_per_square)
        case "remove_gargoyle":
            return t(
                "sator.act.remove_gargoyle", cards=load_content().rules.gargoyle_removal_discard
            )
    return t(f"sator.act.{intent}")
