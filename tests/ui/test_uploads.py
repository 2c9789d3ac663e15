"""Game files sent to the server: one upload per ticket, cut off at the size limit."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import HTTPException, Request

from ui.web.uploads import MOST_WAITING, FileTooLarge, Uploads


def request(chunks: list[bytes], declared: int | None = None) -> Request:
    parts = list(chunks)

    async def receive() -> dict[str, Any]:
        if not parts:
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": parts.pop(0), "more_body": bool(parts)}

    headers = [] if declared is None else [(b"content-length", str(declared).encode())]
    return Request({"type": "http", "method": "PUT", "headers": headers}, receive)


def ticket(address: str) -> str:
    return address.rsplit("/", 1)[-1]


@pytest.mark.asyncio
async def test_a_file_arrives_once_at_its_address() -> None:
    uploads = Uploads(limit=10)
    address, arrival = uploads.expect()
    response = await uploads.receive(ticket(address), request([b"{}", b"[]"]))
    assert response.status_code == 204 and await arrival == b"{}[]"
    with pytest.raises(HTTPException) as again:
        await uploads.receive(ticket(address), request([b"{}"]))
    assert again.value.status_code == 404


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "sent",
    [request([b"x"], declared=11), request([b"123456", b"789012"])],
    ids=["declared", "streamed"],
)
async def test_a_larger_file_is_cut_off_at_the_limit(sent: Request) -> None:
    uploads = Uploads(limit=10)
    address, arrival = uploads.expect()
    with pytest.raises(HTTPException) as refused:
        await uploads.receive(ticket(address), sent)
    assert refused.value.status_code == 413
    with pytest.raises(FileTooLarge):
        await arrival


@pytest.mark.asyncio
async def test_nobody_waits_at_a_guessed_or_forgotten_address() -> None:
    uploads = Uploads(limit=10)
    with pytest.raises(HTTPException) as guessed:
        await uploads.receive("guess", request([b"{}"]))
    assert guessed.value.status_code == 404
    address, arrival = uploads.expect()
    uploads.forget(address)
    assert arrival.cancelled()
    _, oldest = uploads.expect()
    for _ in range(MOST_WAITING):
        uploads.expect()
    assert oldest.cancelled()
