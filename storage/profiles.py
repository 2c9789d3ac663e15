"""Player profiles: the people who come back to the table, so that their games add up."""

from __future__ import annotations

from sqlalchemy import update
from sqlmodel import Session, col, select

from sheets.core.names import checked_name
from sheets.i18n import ADDRESSES
from storage.clock import as_utc, new_id, now
from storage.errors import AddressUnknown, ProfileNameTaken, ProfileNotFound
from storage.records import Profile
from storage.tables import ProfileRow, SeatRow


def name_key(name: str) -> str:
    """How profile names are compared: "Eva" and " eva" are one name."""
    return name.strip().casefold()


def _record(row: ProfileRow) -> Profile:
    return Profile(
        profile_id=row.id, name=row.name, created_at=as_utc(row.created_at), address=row.address
    )


def checked_address(address: str | None) -> str | None:
    """:raises AddressUnknown: for anything but feminine, masculine, neutral or ``None``."""
    if address is not None and address not in ADDRESSES:
        raise AddressUnknown(address=address)
    return address


def _refuse_taken(session: Session, name: str, *, other_than: str | None = None) -> None:
    row = session.exec(select(ProfileRow).where(ProfileRow.name_key == name_key(name))).first()
    if row is not None and row.id != other_than:
        raise ProfileNameTaken(name=name.strip())


def create_profile(session: Session, *, name: str, address: str | None = None) -> Profile:
    """:raises NameRefused: for what :func:`checked_name` refuses.
    :raises ProfileNameTaken: if a profile has this name in any case.
    :raises AddressUnknown:"""
    name = checked_name(name)
    _refuse_taken(session, name)
    row = ProfileRow(
        id=new_id(),
        name=name,
        name_key=name_key(name),
        address=checked_address(address),
        created_at=now(),
    )
    session.add(row)
    return _record(row)


def rename_profile(session: Session, *, profile_id: str, name: str) -> Profile:
    """:raises NameRefused: :raises ProfileNotFound: :raises ProfileNameTaken:"""
    name = checked_name(name)
    row = session.get(ProfileRow, profile_id)
    if row is None:
        raise ProfileNotFound(profile_id=profile_id)
    _refuse_taken(session, name, other_than=profile_id)
    row.name, row.name_key = name, name_key(name)
    session.add(row)
    return _record(row)


def address_profile(session: Session, *, profile_id: str, address: str | None) -> Profile:
    """Say how the person wants to be addressed in games set up from now on.

    :raises ProfileNotFound: :raises AddressUnknown:"""
    row = session.get(ProfileRow, profile_id)
    if row is None:
        raise ProfileNotFound(profile_id=profile_id)
    row.address = checked_address(address)
    session.add(row)
    return _record(row)


def list_profiles(session: Session) -> list[Profile]:
    return [
        _record(row) for row in session.exec(select(ProfileRow).order_by(col(ProfileRow.name_key)))
    ]


def profile_named(session: Session, name: str) -> Profile | None:
    row = session.exec(select(ProfileRow).where(ProfileRow.name_key == name_key(name))).first()
    return None if row is None else _record(row)


def delete_profile(session: Session, *, profile_id: str) -> None:
    """Forget a profile; its seats keep their names, so its games stay in the history."""
    row = session.get(ProfileRow, profile_id)
    if row is None:
        raise ProfileNotFound(profile_id=profile_id)
    session.exec(
        update(SeatRow).where(col(SeatRow.profile_id) == profile_id).values(profile_id=None)
    )
    session.delete(row)
