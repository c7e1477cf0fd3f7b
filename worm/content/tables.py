"""The pack's tables as ``ContentPack`` declares them: each one's file, how it is read, and the
view of a pack read so far that the integrity rules run on.

Nothing here names a table: adding one to the pack is one field of ``ContentPack``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, get_args

from worm.content.fields import Entry
from worm.content.models import ContentPack, Rows


def _rows(name: str) -> Rows | None:
    found = [m for m in ContentPack.model_fields[name].metadata if isinstance(m, Rows)]
    return found[0] if found else None


def _model(name: str) -> type[Entry]:
    """The entry model of table ``name``: the value type of a ``Rows`` field, else the field's."""
    annotation = ContentPack.model_fields[name].annotation
    model = get_args(annotation)[1] if _rows(name) else annotation
    if not (isinstance(model, type) and issubclass(model, Entry)):
        raise TypeError(f"ContentPack.{name} holds {model!r}, not content entries")
    return model


FILE: Mapping[str, str] = MappingProxyType(
    {name: f"{name}.toml" for name in ContentPack.model_fields}
)
"""The file each ContentPack field is read from."""

ROWS: Mapping[str, tuple[str, type[Entry]]] = MappingProxyType(
    {name: (rows.key, _model(name)) for name in FILE if (rows := _rows(name))}
)
"""Files holding an array of tables: pack field → (the TOML array's name, entry model)."""

DOCUMENTS: Mapping[str, type[Entry]] = MappingProxyType(
    {name: _model(name) for name in FILE if name not in ROWS}
)
"""Files read whole as one model."""


class Tables(ContentPack):
    """A pack as read so far, with what could not be read: what the integrity rules check.

    It is built without validation (``partial``), so a table may be empty or lack the entries
    that failed, and a document that could not be read is None. ``broken`` maps a table to the
    ids of entries that failed their own validation; ``unreadable`` holds tables whose file
    could not be read at all.
    """

    broken: Mapping[str, frozenset[str]] = MappingProxyType({})
    unreadable: frozenset[str] = frozenset()

    @classmethod
    def partial(
        cls,
        broken: Mapping[str, frozenset[str]] | None = None,
        unreadable: frozenset[str] = frozenset(),
        **tables: Any,
    ) -> Tables:
        """The tables read so far: a table not given is empty, a document not given is None."""
        unknown = sorted(set(tables) - set(FILE))
        if unknown:
            raise TypeError(f"{unknown} are not tables of the pack: {sorted(FILE)}")
        given: dict[str, Any] = {name: {} for name in ROWS} | dict.fromkeys(DOCUMENTS) | tables
        given |= {"broken": MappingProxyType(dict(broken or {})), "unreadable": unreadable}
        return cls.model_construct(None, **given)

    @classmethod
    def of(cls, pack: ContentPack) -> Tables:
        """A complete pack's tables: nothing broken, nothing unreadable."""
        return cls.partial(**{name: getattr(pack, name) for name in FILE})

    def whole(self, table: str) -> bool:
        """Whether every entry of ``table`` was read and validated."""
        return table not in self.unreadable and not self.broken.get(table)

    def knows(self, table: str, entry_id: str) -> bool:
        """Whether ``entry_id`` exists in ``table``, or might (its file or entry is broken)."""
        return (
            entry_id in self.table(table)
            or entry_id in self.broken.get(table, frozenset())
            or table in self.unreadable
        )

    def missing(self, table: str, entry_id: str) -> str | None:
        """The message for a reference to an entry that does not exist, else None."""
        if self.knows(table, entry_id):
            return None
        return f"{entry_id!r} is not an id in {FILE[table]}"

    def table(self, table: str) -> Any:
        """The table (or whole-file document) read for the pack field ``table``."""
        return getattr(self, table)
