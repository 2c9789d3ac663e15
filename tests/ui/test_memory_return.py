"""Once a wave of devices has gone, the server gives its memory back."""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import sys
import weakref
from collections.abc import Iterator

import pytest
from flet.controls.base_control import BaseControl

from storage import Store
from tests.ui.conftest import Table
from tests.ui.harness import FakeClient
from ui.memory_return import GIVE_BACK_AFTER_S, MemoryReturn


def idle_connections(store: Store) -> int:
    return store._engine.pool.checkedin()  # type: ignore[attr-defined]


@pytest.fixture
def server(table: Table) -> Iterator[Table]:
    """The table's server as it serves: start-up objects frozen, and sessions once shown."""
    table.services.memory.freeze_start_up()
    yield table
    gc.unfreeze()  # the collector is the test process's: the next tests find it whole


async def phone_of(table: Table) -> FakeClient:
    """A device whose session begins in a task of its own, as each connection's does on
    a server: the page Flet binds to the task's context goes with the task."""
    return await asyncio.create_task(table.device())


async def end(client: FakeClient, table: Table, sessions_left: int) -> None:
    """The device's session expires as the server ends it (Flet tells the page)."""
    client.session.close()  # type: ignore[no-untyped-call]
    async with asyncio.timeout(5):
        while table.services.memory.open_sessions != sessions_left:
            await asyncio.sleep(0.01)
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.1)


@pytest.mark.asyncio
async def test_the_last_session_to_end_lets_the_idle_connections_go(
    table: Table, store: Store
) -> None:
    first = await table.device()
    second = await table.device()
    assert table.services.memory.open_sessions == 2

    await end(first, table, sessions_left=1)
    assert idle_connections(store) > 0, "a session is still open: its connection stays"

    await end(second, table, sessions_left=0)
    assert idle_connections(store) == 0


@pytest.mark.asyncio
async def test_the_hosts_tablet_staying_does_not_keep_a_waves_memory(
    table: Table, store: Store
) -> None:
    tablet = await table.device()
    phones = [await table.device() for _ in range(4)]

    await end(phones[0], table, sessions_left=4)
    assert idle_connections(store) > 0, "most of the table still plays"

    for left, phone in enumerate(phones[1:], start=1):
        await end(phone, table, sessions_left=4 - left)
    assert tablet.page.views, "the tablet still shows its screen"
    assert idle_connections(store) == 0


@pytest.mark.asyncio
async def test_a_session_begun_meanwhile_keeps_the_connections(table: Table, store: Store) -> None:
    first = await table.device()
    first.session.close()  # type: ignore[no-untyped-call]
    await table.device()
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.1)

    assert table.services.memory.open_sessions == 1
    assert idle_connections(store) > 0


@pytest.mark.asyncio
async def test_the_store_serves_again_after_giving_back(table: Table, store: Store) -> None:
    await end(await table.device(), table, sessions_left=0)

    later = await table.device()
    assert later.page.views, "a device that comes later is shown its first screen"
    assert idle_connections(store) > 0


class _Control:
    pass


def test_giving_back_lets_go_of_attribute_names_looked_up_meanwhile(store: Store) -> None:
    # Made at run time, as Flet makes an event handler's name: not interned, so only the
    # lookup's cache and this test hold it.
    name = "".join(["on_", "tap_of_a_phone_gone_home"])
    held = sys.getrefcount(name)
    getattr(_Control(), name, None)
    assert sys.getrefcount(name) > held, "the type attribute cache holds the name"

    MemoryReturn(store).give_back()

    assert sys.getrefcount(name) == held


@pytest.mark.asyncio
async def test_a_full_collection_leaves_out_the_controls_of_a_shown_session(server: Table) -> None:
    phone = await server.device()
    controls = phone.all()
    assert len(controls) > 20, "the home screen is shown"

    walked = {id(tracked) for tracked in gc.get_objects()}

    assert [c for c in controls if id(c) in walked] == []
    assert id(phone.page) not in walked


@pytest.mark.asyncio
async def test_the_sessions_of_a_wave_gone_are_freed_when_memory_is_given_back(
    server: Table,
) -> None:
    tablet = await server.device()
    phones = [await phone_of(server) for _ in range(4)]
    pages = [weakref.ref(phone.page) for phone in phones]
    controls = [weakref.ref(phone.all()[-1]) for phone in phones]
    sessions = [phone.session for phone in phones]
    del phones  # the harness keeps what each was sent; a server does not

    for session in sessions:
        session.close()  # type: ignore[no-untyped-call]
    del session, sessions
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.2)

    assert server.services.memory.open_sessions == 1
    assert [page() for page in pages] == [None] * 4
    assert [control() for control in controls] == [None] * 4
    assert tablet.page.views, "the tablet still shows its screen"


def values_marked_by_controls_gone() -> list[object]:
    """The values (styles, paddings, borders) on which Flet's mark of the control that
    held them outlived that control."""
    gc.collect()
    marked = []
    for value in gc.get_objects():
        if isinstance(value, BaseControl) or not dataclasses.is_dataclass(value):
            continue
        holder = getattr(value, "__dict__", {}).get("_parent")
        if isinstance(holder, weakref.ref) and holder() is None:
            marked.append(value)
    return marked


@pytest.mark.asyncio
async def test_values_shared_by_every_device_keep_no_mark_of_a_wave_gone(server: Table) -> None:
    tablet = await server.device()
    phones = [await phone_of(server) for _ in range(4)]
    sessions = [phone.session for phone in phones]
    del phones

    with server.services.memory._thawed():
        assert values_marked_by_controls_gone() == [], "every device is still here"
    for session in sessions:
        session.close()  # type: ignore[no-untyped-call]
    del session, sessions
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.2)

    with server.services.memory._thawed():
        assert values_marked_by_controls_gone() == []
    assert tablet.page.views, "the tablet still shows its screen"


@pytest.mark.asyncio
async def test_sessions_coming_and_going_are_freed_while_the_table_plays_on(
    server: Table, store: Store
) -> None:
    staying = [await server.device() for _ in range(3)]
    leaving = await phone_of(server)
    page = weakref.ref(leaving.page)
    session = leaving.session
    del leaving

    session.close()  # type: ignore[no-untyped-call]
    del session
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.2)
    assert page() is not None, "one ended among three open: collected later"

    for _ in range(2):
        came = await phone_of(server)
        came.session.close()  # type: ignore[no-untyped-call]
        del came
    await asyncio.sleep(GIVE_BACK_AFTER_S + 0.2)

    assert page() is None, "as many ended as are open: the frozen objects are collected"
    assert idle_connections(store) > 0, "no wave has gone: the connections stay"
    assert all(device.page.views for device in staying)
