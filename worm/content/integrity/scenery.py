"""Scenery for Challenge zones as a table (p. 184): the book's pieces, and enough in every
column."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from worm.content import book, scenery
from worm.content.problems import Problem
from worm.content.tables import Tables


def book_pieces(tables: Tables) -> Iterator[Problem]:
    """The book's twenty-four pieces are present, marked ``book``, in their own column."""
    for scenery_id, column in book.SCENERY.items():
        piece = tables.scenery.get(scenery_id)
        if piece is None:
            if not tables.knows("scenery", scenery_id):
                yield Problem(
                    scenery.FILE, scenery_id, "id", f"is missing: the book's {column} piece"
                )
            continue
        if not piece.book:
            yield Problem(
                scenery.FILE, scenery_id, "book", "false, but the piece is the book's (p. 184)"
            )
        if piece.column != column:
            yield Problem(
                scenery.FILE,
                scenery_id,
                "column",
                f"{piece.column!r}, but the book has it as {column!r}",
            )
    for piece in tables.scenery.values():
        if piece.book and piece.id not in book.SCENERY:
            yield Problem(
                scenery.FILE, piece.id, "book", "true, but the book's table has no such piece"
            )


def full_columns(tables: Tables) -> Iterator[Problem]:
    """Each column holds at least eight pieces, one per row of the book's table."""
    if not tables.whole("scenery"):
        return
    counts = Counter(piece.column for piece in tables.scenery.values())
    for column in ("terrain", "sensory", "object"):
        if counts[column] < scenery.COLUMN_MINIMUM:
            yield Problem(
                scenery.FILE,
                None,
                "column",
                f"{counts[column]} {column} pieces: "
                f"each column needs at least {scenery.COLUMN_MINIMUM}",
            )


RULES = (book_pieces, full_columns)
"""The rules ``worm.content.integrity`` runs for scenery.toml."""
