"""House rules: the values a game's sources are unsure of, resolved for one game.

A game describes each unsure value in its data (a :class:`Setting`: default, the choices
when they are closed, how sure the source is, and why) and types them all in one pydantic
model. :class:`HouseRuleBook` ties the two together: it checks that data and model agree,
builds the defaults, applies a game's overrides and says which unverified values are
still in use. A game's setup stores only its overrides, so that a correction made "as
printed on your copy" travels with the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from sheets.core.errors import InvalidSetup
from sheets.core.validation import problems


class Setting(BaseModel):
    """One unsure value as a game's data gives it.

    A game subclasses it to name its statuses: those that come from the rulebook (or as
    good a source) and those that are guesses. A status of neither kind is a data error,
    so that every status the UI shows is one it has words for.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    VERIFIED_STATUSES: ClassVar[frozenset[str]] = frozenset()
    UNVERIFIED_STATUSES: ClassVar[frozenset[str]] = frozenset()

    default: Any
    options: tuple[Any, ...] | None = None
    status: str
    note: str

    @field_validator("status")
    @classmethod
    def _known_status(cls, status: str) -> str:
        known = cls.VERIFIED_STATUSES | cls.UNVERIFIED_STATUSES
        if status not in known:
            raise ValueError(f"unknown status {status!r}; known: {', '.join(sorted(known))}")
        return status

    @property
    def unverified(self) -> bool:
        return self.status in self.UNVERIFIED_STATUSES


class SharedStatusSetting(Setting):
    """A setting whose status is one of the words of the shared ``rule.status`` messages:
    "official" is the rulebook, "review" a published review of the full rules; the rest are
    guesses of some strength."""

    VERIFIED_STATUSES = frozenset({"official", "review"})
    UNVERIFIED_STATUSES = frozenset({"fan-data", "inferred", "assumed", "contested", "unknown"})


RulesT = TypeVar("RulesT", bound=BaseModel)


class HouseRuleBook(Generic[RulesT]):
    """One game's house rules: its model of the unsure values and the settings of its data.

    ``specs`` reads the settings when they are first needed, so that importing a game does
    not load its data. ``data_file`` names the file in messages about the data;
    ``content_error`` is the game's error for data that does not fit its types, and
    ``check_specs`` any further check of the settings that only the game knows.
    """

    def __init__(
        self,
        model: type[RulesT],
        specs: Callable[[], Mapping[str, Setting]],
        *,
        data_file: str,
        content_error: Callable[[str], Exception],
        check_specs: Callable[[Mapping[str, Setting]], None] | None = None,
    ) -> None:
        self._model = model
        self._specs = specs
        self._data_file = data_file
        self._content_error = content_error
        self._check_specs = check_specs
        self._defaults: RulesT | None = None

    def defaults(self) -> RulesT:
        """The data's defaults. :raises ContentError: (the game's) if data and types disagree."""
        if self._defaults is None:
            self._defaults = self._read_defaults()
        return self._defaults

    def _read_defaults(self) -> RulesT:
        specs = self._specs()
        fields = set(self._model.model_fields)
        if set(specs) != fields:
            raise self._content_error(
                f"{self._data_file} settings and {self._model.__name__} differ: "
                f"{sorted(set(specs) ^ fields)}"
            )
        if self._check_specs is not None:
            self._check_specs(specs)
        for name, spec in specs.items():
            if spec.options is not None and spec.default not in spec.options:
                raise self._content_error(
                    f"setting {name}: default {spec.default!r} is not among its options"
                )
        try:
            return self._model(**{name: spec.default for name, spec in specs.items()})
        except ValidationError as error:
            raise self._content_error(
                f"{self._data_file} settings do not validate: {error}"
            ) from None

    def resolve(self, overrides: Mapping[str, Any]) -> RulesT:
        """The defaults with ``overrides`` applied.

        :raises InvalidSetup: naming the unknown setting or the value that does not fit.
        """
        unknown = sorted(set(overrides) - set(self._model.model_fields))
        if unknown:
            raise InvalidSetup(f"unknown house rules: {', '.join(unknown)}")
        if not overrides:
            return self.defaults()
        specs = self._specs()
        for name, value in overrides.items():
            options = specs[name].options
            if options is not None and value not in options:
                raise InvalidSetup(
                    f"house rule {name} is one of {list(options)}: "
                    f"it must be one of these, not {value!r}"
                )
        merged = {**self.defaults().model_dump(), **overrides}
        try:
            return self._model(**merged)
        except ValidationError as error:
            raise InvalidSetup(
                f"house rules do not fit: {problems(error, 'house rules')}"
            ) from None

    def unverified_in_use(self, rules: RulesT) -> tuple[str, ...]:
        """The settings whose value is unverified: the defaults we could not confirm.

        A value the players changed is theirs and so no longer listed.
        """
        defaults = self.defaults()
        return tuple(
            name
            for name, spec in self._specs().items()
            if spec.unverified and getattr(rules, name) == getattr(defaults, name)
        )
