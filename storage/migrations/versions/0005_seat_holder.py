"""The device holding a seat: the address it connected from and when it took the seat.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-05
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seat", sa.Column("device_address", sa.String(64), nullable=True))
    op.add_column("seat", sa.Column("device_joined_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    # Not in batch mode, as in 0004: copying the table would drop its foreign keys' rows.
    op.drop_column("seat", "device_joined_at")
    op.drop_column("seat", "device_address")
