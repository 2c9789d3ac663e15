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

A change of the table that the device itself made sends more than the screen: the
message at the bottom that no longer holds is closed and the words about the change are
shown. :func:`one_message` joins what is sent while it lasts, by this module's diffs,
Flet's own or a dialog's, into one patch in the order it was sent.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import pairwise
from typing import Any

import flet as ft
import msgpack
from flet.controls.base_control import BaseControl
from flet.controls.object_patch import ObjectPatch, Operation
from flet.messaging.connection import Connection
from flet.messaging.protocol import (
    Message,
    MessageAction,
    PatchControlBody,
    configure_encode_object_for_msgpack,
)


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


@contextmanager
def one_message(page: ft.Page) -> Iterator[None]:
    """Send what goes to the device of ``page`` while this lasts as one message, when it
    ends: the patches, joined in the order they were sent. What cannot go in a patch
    (a call of a method on the device) and a patch whose control is not where the device
    has it (moved since it was last sent) go on their own, after what came before them."""
    connection = page.session.connection
    if connection is None or isinstance(vars(connection).get("send_message"), _Joined):
        # A device away is left to Flet; inside another, the outer one sends.
        yield
        return
    joined = _Joined(page.session, connection)
    # Flet's session sends every message through its connection's method: the messages
    # of this change are caught there, whoever made them (a method set on the connection
    # itself, a benchmark's clock, is put back after).
    own = vars(connection).get("send_message")
    connection.send_message = joined  # type: ignore[method-assign]
    try:
        yield
    finally:
        if own is None:
            del connection.send_message
        else:
            connection.send_message = own  # type: ignore[method-assign]
        joined.flush()


# Flet's own encoding of what it sends (which notes what it sent, for its next diffs);
# Flet leaves it unannotated.
_ENCODE = configure_encode_object_for_msgpack(BaseControl)  # type: ignore[no-untyped-call]


@dataclasses.dataclass(frozen=True)
class _Caught:
    """A patch caught on its way to the device."""

    # The controls from the page down to the one it is for, and the steps (a field, or
    # a field and a position in it) from each to the next.
    line: list[BaseControl]
    steps: list[list[Any]]
    # Encoded as Flet would have sent it then.
    patch: list[Any]


class _Joined:
    """The patches caught for one message, each as the device would have taken it then."""

    def __init__(self, session: Any, connection: Connection) -> None:
        self.session = session
        self.send = connection.send_message
        self.caught: list[_Caught] = []

    def __call__(self, message: Message) -> None:
        caught = self._catch(message) if message.action == MessageAction.PATCH_CONTROL else None
        if caught is None:
            self.flush()
            self.send(message)
            return
        self.caught.append(caught)

    def _catch(self, message: Message) -> _Caught | None:
        control = self.session.index.get(message.body.id)
        line = None if control is None else _ancestry(control)
        if line is None:
            return None
        steps = []
        for parent, child in pairwise(line):
            try:
                step = _step(parent, child)
            except LookupError:
                return None
            if not _as_sent(parent, step, child):
                return None
            steps.append(step)
        # Encoded now, as it would have been sent now: what it holds may change before the
        # message goes, and Flet's next diffs compare with what it encoded.
        patch = msgpack.unpackb(
            msgpack.packb(message.body.patch, default=_ENCODE), strict_map_key=False
        )
        return _Caught(line, steps, patch)

    def flush(self) -> None:
        caught, self.caught = self.caught, []
        if not caught:
            return
        if len(caught) == 1:
            [only] = caught
            body = PatchControlBody(only.line[-1]._i, only.patch)
            self.send(Message(MessageAction.PATCH_CONTROL, body))
            return
        lines = [each.line for each in caught]
        depth = _common_depth(lines)
        operations: list[dict[str, Any]] = []
        for each in caught:
            operations += _decoded(each.patch, [key for step in each.steps[depth:] for key in step])
        body = PatchControlBody(lines[0][depth]._i, ObjectPatch(operations).to_message())
        self.send(Message(MessageAction.PATCH_CONTROL, body))


def _as_sent(parent: BaseControl, step: list[Any], child: BaseControl) -> bool:
    """Whether ``child`` is where ``step`` leads from ``parent`` on the device too: where
    Flet last sent it (it notes what it sent of each control's lists and objects)."""
    if len(step) == 1:
        return getattr(parent, "__prev_classes", {}).get(step[0]) is child
    name, position = step
    sent = getattr(parent, "__prev_lists", {}).get(name)
    return sent is not None and position < len(sent) and sent[position] is child


def _decoded(patch: list[Any], prefix: list[Any]) -> list[dict[str, Any]]:
    """The operations of an encoded patch (``ObjectPatch.to_message``), their paths
    lengthened by ``prefix``: the way to the control it was sent for."""
    tree, *encoded = patch
    paths: dict[int, list[Any]] = {}

    def index(node: list[Any], path: list[Any]) -> None:
        paths[node[0]] = path
        for key, child in (node[1] if len(node) > 1 else {}).items():
            index(child, [*path, key])

    index(tree, prefix)
    operations: list[dict[str, Any]] = []
    for kind, node, key, *rest in encoded:
        path = [*paths[node], key]
        if kind == Operation.Move.value:
            to_node, to_key = rest
            operations.append({"op": "move", "from": path, "path": [*paths[to_node], to_key]})
        elif kind == Operation.Remove.value:
            operations.append({"op": "remove", "path": path})
        else:
            name = "replace" if kind == Operation.Replace.value else "add"
            operations.append({"op": name, "path": path, "value": rest[0]})
    return operations
