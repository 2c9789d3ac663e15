"""Controls changed by one tap, sent to the device in one message.

Flet's ``page.update(a, b, c)`` sends a message per control. The web client takes each
message in as a task of its own, and the browser draws a frame between two tasks when
one is due: on a phone a frame of a whole sheet takes tens of milliseconds (Flutter on
the web draws every frame whole), so a tap whose change came in several messages was
drawn in several frames, and what the player waited for (the prompt, the marked box)
often came in the last. Here the same diffs Flet makes for each control are joined into
one patch, rooted at the nearest control that holds them all, and the client applies
it in one task and draws it in one frame.
"""

from __future__ import annotations

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
    if len(placed) < 2:
        # One control is one message anyway (and none, no message: ``page.update()``
        # with none would send the whole page).
        if placed:
            page.update(placed[0][0])
        return
    controls = [control for control, _ in placed]
    lines = [chain for _, chain in placed]
    depth = _common_depth(lines)
    root = lines[0][depth]
    operations: list[dict[str, Any]] = []
    added: list[BaseControl] = []
    removed: list[BaseControl] = []
    for control, line in zip(controls, lines, strict=True):
        patch, new, gone = ObjectPatch.from_diff(
            control,
            control,
            control_cls=BaseControl,
            path=_path(line[depth:]),
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


# The step from its parent down to a control sent before, by the control's id: a screen
# sends the same controls tap after tap, and a step is checked before it is taken (so a
# control moved, or an id taken by a new control, is looked for again). Forgotten when
# it grows past ``STEPS_KEPT``.
_steps: dict[int, list[Any]] = {}
STEPS_KEPT = 4096


def _path(line: list[BaseControl]) -> list[Any]:
    """The fields (and list positions) that lead from ``line[0]`` down to ``line[-1]``."""
    path: list[Any] = []
    for parent, child in pairwise(line):
        step = _steps.get(id(child))
        if step is None or not _leads(parent, step, child):
            if len(_steps) >= STEPS_KEPT:
                _steps.clear()
            step = _steps[id(child)] = _step(parent, child)
        path += step
    return path


def _leads(parent: BaseControl, step: list[Any], child: BaseControl) -> bool:
    value = getattr(parent, step[0], None)
    if len(step) == 1:
        return value is child
    return isinstance(value, list) and step[1] < len(value) and value[step[1]] is child


def _step(parent: BaseControl, child: BaseControl) -> list[Any]:
    # A control holds its children in the properties set on it (Flet keeps those that
    # differ from their defaults, as a child does, in ``_values``) or in its structural
    # fields (lists of controls): looking there alone spares reading every property of
    # every control on the way down.
    structural: frozenset[str] = getattr(type(parent), "_structural_fields", frozenset())
    fields = [*parent._values.items(), *((name, getattr(parent, name)) for name in structural)]
    for name, value in fields:
        if value is child:
            return [name]
        if isinstance(value, list):
            for position, item in enumerate(value):
                if item is child:
                    return [name, position]
    raise LookupError(f"{child} is not a field of {parent}")


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
