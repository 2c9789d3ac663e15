"""Controls changed by one tap, sent to the device in one message.

Flet's ``page.update(a, b, c)`` sends a message per control. The web client takes each
message in as a task of its own, and the browser draws a frame between two tasks when
one is due: on a phone a frame of a whole sheet takes tens of milliseconds (Flutter on
the web draws every frame whole), so a tap whose change came in several messages was
drawn in several frames, and what the player waited for (the prompt, the marked box)
often came in the last. Here the same diffs Flet makes for each control are joined into
one patch, rooted at the nearest control that holds them all, and the client applies
it in one task and draws it in one frame.

Most taps only restyle: a property or two of controls already on the device, nothing
added, removed or moved. For those the patch is read off the properties Flet marked as
changed, the same operations its diff would make, without the diff's comparison of
every value, list and child of each control sent (most of the server's time for a tap).
Whatever else changed is left to Flet's diff.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

import flet as ft
from flet.controls.base_control import BaseControl
from flet.controls.object_patch import ObjectPatch
from flet.messaging.protocol import Message, MessageAction, PatchControlBody


def update_together(page: ft.Page, controls: Sequence[ft.Control]) -> None:
    """Send what changed in ``controls`` (mounted on ``page``) as one message."""
    session = page.session
    if session.connection is None:
        # A device away is left to Flet, which knows what to do with it.
        page.update(*controls)
        return
    # A control not on the page yet is new in a control sent with it, which carries it
    # whole: on its own it has nothing to send.
    placed = [(control, chain) for control in controls if (chain := _ancestry(control))]
    if not placed:
        # No message: ``page.update()`` with no control would send the whole page.
        return
    controls = [control for control, _ in placed]
    lines = [chain for _, chain in placed]
    depth = _common_depth(lines)
    root = lines[0][depth]
    operations: list[dict[str, Any]] = []
    added: list[BaseControl] = []
    removed: list[BaseControl] = []
    # The controls of one screen share most of their ancestors: the path to each is
    # found once.
    paths: dict[int, list[Any]] = {id(root): []}
    for control, line in zip(controls, lines, strict=True):
        path = _path(line[depth:], paths)
        restyled = _restyled(control, path)
        if restyled is not None:
            operations += restyled
            continue
        patch, new, gone = ObjectPatch.from_diff(
            control, control, control_cls=BaseControl, path=path
        )
        operations += patch.patch
        added += new
        removed += gone
    # As ``page.update`` does: the handler that called this has sent its update, and
    # Flet's update after each handler (a diff of the whole page) is not needed.
    ft.context.mark_update_called()  # type: ignore[no-untyped-call]
    if operations:
        session.connection.send_message(
            Message(
                MessageAction.PATCH_CONTROL,
                PatchControlBody(root._i, ObjectPatch(operations).to_message()),
            )
        )
    _index(session, added, removed)


def _restyled(control: BaseControl, path: list[Any]) -> list[dict[str, Any]] | None:
    """The operations that send what changed in ``control`` (at ``path``), when all that
    changed are properties of plain values in it and in the controls and values it holds;
    ``None`` when anything else changed (a child added, removed or replaced, a list or a
    value of its own), which only Flet's diff tells apart."""
    operations: list[dict[str, Any]] = []
    dirty: list[Any] = []
    if not _restyles(control, path, control, operations, dirty):
        return None
    for node in dirty:
        node._dirty.clear()
    return operations


def _restyles(
    node: Any,
    path: list[Any],
    root: BaseControl,
    operations: list[dict[str, Any]],
    dirty: list[Any],
) -> bool:
    """Note the operations of ``node`` and of what it holds, as Flet's diff of an object
    against itself would make them; whether only properties changed."""
    if isinstance(node, BaseControl):
        # As Flet's diff does, each control sent may set itself up first.
        node._before_update_safe()  # type: ignore[no-untyped-call]
    # What Flet kept of the node when it last sent it (none: it never did).
    lists = getattr(node, "__prev_lists", None)
    values = getattr(node, "__prev_classes", None)
    tables = getattr(node, "__prev_dicts", None)
    if lists is None or values is None or tables is None or getattr(node, "__changes", None):
        return False
    kind = type(node)
    for name in getattr(kind, "_structural_fields", ()):
        if name not in lists and name not in values and name not in tables:
            value = getattr(node, name, None)
            if (isinstance(value, list | dict) and value) or dataclasses.is_dataclass(value):
                return False  # filled since it was last sent
    for name, before in tables.items():
        now = getattr(node, name, None)
        if not isinstance(now, dict) or now.keys() != before.keys():
            return False
        if any(now[key] is not was or _holds_controls(was) for key, was in before.items()):
            return False
    changed = getattr(node, "_dirty", None)
    if changed:
        defaults = kind._prop_defaults
        events = kind._event_fields
        shown = node._values
        for name in changed:
            value = shown.get(name, defaults[name])
            if name in lists or name in values or name in tables or _holds_objects(value):
                return False
            if name in events:
                value = value is not None
            operations.append({"op": "replace", "path": [*path, name], "value": value})
        dirty.append(node)
    # What an isolated control holds is sent by its own update, not with the controls
    # around it; what it holds is still the same as sent, or Flet's diff says what not.
    isolated = isinstance(node, BaseControl) and node.is_isolated()  # type: ignore[no-untyped-call]
    inside = node is root or not isolated
    for name, before in lists.items():
        now = getattr(node, name, None)
        if not isinstance(now, list) or len(now) != len(before):
            return False
        for position, (was, item) in enumerate(zip(before, now, strict=True)):
            if item is not was:
                return False
            if (
                inside
                and _holds_objects(item)
                and not _restyles(item, [*path, name, position], root, operations, dirty)
            ):
                return False
    for name, before in values.items():
        now = getattr(node, name, None)
        if now is not before:
            return False
        if (
            inside
            and not hasattr(now, "_frozen")
            and not _restyles(now, [*path, name], root, operations, dirty)
        ):
            return False
    return True


def _holds_objects(value: Any) -> bool:
    return isinstance(value, list | dict) or dataclasses.is_dataclass(value)


def _holds_controls(value: Any) -> bool:
    """Whether ``value`` is or holds an object Flet looks into (a list of numbers, the
    same list as sent, has nothing new to send)."""
    if isinstance(value, list):
        return any(_holds_objects(item) for item in value)
    return isinstance(value, dict) or dataclasses.is_dataclass(value)


def _ancestry(control: BaseControl) -> list[BaseControl] | None:
    """``control`` and its ancestors, from the page down (``None``: not on a page)."""
    line = [control]
    while not isinstance(line[-1], ft.Page):
        parent = line[-1].parent
        if parent is None:
            return None
        line.append(parent)
    return line[::-1]


def _common_depth(lines: list[list[BaseControl]]) -> int:
    """How far down the deepest control that holds every line is."""
    common = 0
    for depth in range(min(len(line) for line in lines)):
        here = lines[0][depth]
        if any(line[depth] is not here for line in lines):
            break
        common = depth
    return common


def _path(line: list[BaseControl], known: dict[int, list[Any]]) -> list[Any]:
    """The fields (and list positions) that lead from ``line[0]`` down to ``line[-1]``,
    with ``known`` the paths found before (by the id of the control they lead to, that of
    ``line[0]`` among them)."""
    for parent, child in pairwise(line):
        if id(child) not in known:
            known[id(child)] = known[id(parent)] + _step(parent, child)
    return list(known[id(line[-1])])


# The field a control of one class was last found in under a parent of another: looked
# at first, as the search through every field of a parent (a container has some sixty)
# cost more than the diffs themselves.
_FIELD_FOUND_IN: dict[tuple[type, type], str] = {}


def _step(parent: BaseControl, child: BaseControl) -> list[Any]:
    classes = (type(parent), type(child))
    known = _FIELD_FOUND_IN.get(classes)
    if known is not None:
        found = _in_field(parent, known, child)
        if found is not None:
            return found
    for field in dataclasses.fields(parent):
        found = _in_field(parent, field.name, child)
        if found is not None:
            _FIELD_FOUND_IN[classes] = field.name
            return found
    raise LookupError(f"{child} is not a field of {parent}")


def _in_field(parent: BaseControl, name: str, child: BaseControl) -> list[Any] | None:
    """The step from ``parent`` to ``child`` through its field ``name``, if it holds it."""
    value = getattr(parent, name, None)
    if value is child:
        return [name]
    if isinstance(value, list):
        for position, item in enumerate(value):
            if item is child:
                return [name, position]
    return None


def _index(session: Any, added: list[BaseControl], removed: list[BaseControl]) -> None:
    """Keep the session's index of controls (which events find their control by) as
    ``Session.patch_control`` keeps it, mounting and unmounting in its order (Flet
    leaves these two methods unannotated)."""
    index = session.index
    for control in removed:
        index.pop(control._i, None)
    for control in added:
        index[control._i] = control
    added_ids = {control._i for control in added}
    for control in removed:
        if control._i not in added_ids:
            control.will_unmount()  # type: ignore[no-untyped-call]
    removed_ids = {control._i for control in removed}
    for control in added:
        if control._i not in removed_ids:
            control.did_mount()  # type: ignore[no-untyped-call]
