"""What the house-rules screen needs of one game kind: its settings and the model that
checks them, an editor for each setting, and its words for them.

A game subclasses :class:`GameHouseRules` and fills in what is abstract; the screen
(:mod:`ui.house_rules.screen`) does the rest the same way for every game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sheets.core.errors import Illegal, InvalidSetup
from ui.house_rules.fields import Editor
from ui.i18n import Texts


@dataclass(frozen=True)
class HouseRulesModel:
    """A game's house rules as its rules define them (its ``house_rules`` module)."""

    # The house rules when nothing is overridden.
    defaults: Callable[[], Any]
    # The house rules with some values overridden. :raises InvalidSetup:
    rules: Callable[[Mapping[str, Any]], Any]
    # The settings the screen offers, in order, each with its ``status``.
    specs: Callable[[], Mapping[str, Any]]
    # The settings of some house rules that still hold a value the sources are unsure of.
    unverified: Callable[[Any], Sequence[str]]


class GameHouseRules(ABC):
    kind: str
    model: HouseRulesModel
    # The prefix of the screen's messages: ``<prefix>.title`` (of one game),
    # ``.title_defaults`` (for new games), ``.intro``, ``.reset`` and ``.saved``.
    messages: str
    # Where the screen leads once the defaults for new games are saved.
    after_defaults = "/settings"

    # The screen

    @abstractmethod
    def editor(self, t: Texts, name: str, spec: Any, rules: Any) -> Editor:
        """The control that edits the setting ``name``, showing its value in ``rules``."""

    def texts(self, texts: Texts, rules: Callable[[], Any]) -> Texts:
        """``texts`` able to name this game's values in the rules' reasons; ``rules`` gives
        the house rules on screen."""
        return texts

    # The words

    @abstractmethod
    def label(self, t: Texts, name: str) -> str:
        """The name of the setting ``name``."""

    @abstractmethod
    def status(self, t: Texts, spec: Any) -> str:
        """Where the value of a setting comes from (the rulebook, a guess...)."""

    def note(self, t: Texts, name: str) -> str | None:
        """What to know about the setting before changing it."""
        return None

    @abstractmethod
    def bad_value(self, t: Texts, name: str) -> str:
        """The setting ``name`` holds text that is not a value."""

    def unfit(self, t: Texts, error: InvalidSetup) -> str:
        """The values do not go together."""
        return str(error)

    @abstractmethod
    def refused(self, t: Texts, illegal: Illegal, state: Any) -> str:
        """The game so far (``state``) does not fit the new values, or this device may not
        change them."""
