"""A device is a table's host only by the token it holds, checked against the hash the
server keeps; a device holding none is answered without asking the store."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from storage import Store, open_store
from ui.devices import HOST_SETTING, DeviceSeats


class CountingStore:
    """The store, counting the settings read through it."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.settings_read = 0

    def get_setting(self, *, key: str) -> Any:
        self.settings_read += 1
        return self.store.get_setting(key=key)


def test_only_the_device_holding_the_host_token_hosts(tmp_path: Path) -> None:
    store = open_store(data_dir=tmp_path)
    token = "the-host-device-token"
    store.set_setting(
        key=HOST_SETTING.format(game_id="g1"), value=hashlib.sha256(token.encode()).hexdigest()
    )
    host, impostor = DeviceSeats(store), DeviceSeats(store)
    host.host_tokens = {"g1": token}
    impostor.host_tokens = {"g1": "a-guessed-token"}
    assert host.is_host("g1")
    assert not impostor.is_host("g1")
    assert not host.is_host("g2")
    store.close()


def test_a_device_without_a_host_token_is_not_the_host_and_the_store_is_not_asked(
    tmp_path: Path,
) -> None:
    store = open_store(data_dir=tmp_path)
    store.set_setting(key=HOST_SETTING.format(game_id="g1"), value="a hash")
    counting = CountingStore(store)
    phone = DeviceSeats(counting)  # type: ignore[arg-type]
    assert not phone.is_host("g1")
    assert counting.settings_read == 0
    store.close()
