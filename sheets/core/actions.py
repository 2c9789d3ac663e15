"""Actions: small frozen dataclasses with a seat, stored and sent as JSON by type name."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any, ClassVar, TypeVar

from pydantic import ConfigDict, TypeAdapter, ValidationError

from sheets.core.errors import InvalidAction
from sheets.core.validation import problems


@dataclass(frozen=True, slots=True, kw_only=True)
class Action:
    """Something a seat does. ``TYPE`` is the registered name used in the JSON form."""

    TYPE: ClassVar[str] = ""
    __pydantic_config__: ClassVar[ConfigDict] = ConfigDict(extra="forbid")

    seat: int


A = TypeVar("A", bound=type[Action])

_ACTION_TYPES: dict[str, type[Action]] = {}


def register_action(type_name: str) -> Callable[[A], A]:
    """Class decorator: make an action type readable from JSON under ``type_name``."""

    def register(cls: A) -> A:
        if type_name in _ACTION_TYPES:
            raise ValueError(f"action type {type_name!r} is registered twice")
        cls.TYPE = type_name
        _ACTION_TYPES[type_name] = cls
        return cls

    return register


def action_types_in(module: ModuleType) -> tuple[type[Action], ...]:
    """The action types a game's module defines, in the order of their definition."""
    return tuple(
        value
        for value in vars(module).values()
        if isinstance(value, type)
        and issubclass(value, Action)
        and value.__module__ == module.__name__
        and value.TYPE
    )


def registered_action_types() -> tuple[type[Action], ...]:
    """Every action type registered so far (a game's registers as its package loads)."""
    return tuple(_ACTION_TYPES.values())


_ADAPTERS: dict[str, TypeAdapter[Any]] = {}


def _adapter(cls: type[Action]) -> TypeAdapter[Any]:
    adapter = _ADAPTERS.get(cls.TYPE)
    if adapter is None:
        adapter = _ADAPTERS[cls.TYPE] = TypeAdapter(cls)
    return adapter


def action_to_json(action: Action) -> dict[str, Any]:
    """The JSON-ready form: ``{"type": ..., "seat": ..., <fields>}``."""
    payload: dict[str, Any] = _adapter(type(action)).dump_python(action, mode="json")
    return {"type": action.TYPE, **payload}


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action back from its JSON form.

    :raises InvalidAction: if the type is unknown or a field is missing, extra or malformed.
    """
    if not isinstance(data, Mapping):
        raise InvalidAction(f"an action must be a JSON object, not {type(data).__name__}")
    type_name = data.get("type")
    cls = _ACTION_TYPES.get(type_name) if isinstance(type_name, str) else None
    if cls is None:
        raise InvalidAction(f"unknown action type {type_name!r}")
    fields = {key: value for key, value in data.items() if key != "type"}
    try:
        action: Action = _adapter(cls).validate_python(fields)
    except ValidationError as error:
        raise InvalidAction(f"malformed {cls.TYPE} action: {problems(error, cls.TYPE)}") from None
    return action
