"""The event log: numbered events, written as JSON Lines exactly as CONTRACTS §3 says."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from worm.engine import events
from worm.errors import WormError

MAX_LINE = 1_000_000  # a line longer than this is not an event worm wrote
BY_TYPE = {kind.model_fields["type"].default: kind for kind in events.KNOWN}


class EventLog:
    """Events in order; :meth:`emit` gives each the next ``seq``."""

    def __init__(self) -> None:
        self.events: list[events.Event] = []

    strict = False
    """Validate every event as it is made. The engine builds its events from checked values,
    so play skips the check (it is a tenth of a Challenge's time); the tests turn it on
    (tests/conftest.py), so a wrong field still fails there."""

    def emit(self, kind: type[events.Event], **fields: Any) -> events.Event:
        seq = len(self.events) + 1
        event = kind(seq=seq, **fields) if self.strict else _unchecked(kind, seq, fields)
        self.events.append(event)
        return event

    def since(self, seq: int) -> list[events.Event]:
        """Events after ``seq`` (what a command just produced)."""
        return self.events[seq:]

    def to_jsonl(self) -> str:
        return "".join(line(event) + "\n" for event in self.events)


_REQUIRED = object()


@dataclass(frozen=True, slots=True)
class _Fill:
    """How ``_unchecked`` fills an event of one type from one set of field names: every
    field in declared order with its default (those given are written over), whether every
    required field is given, whether all the names given are the event's, and the names set
    (``__pydantic_fields_set__``)."""

    defaults: dict[str, Any]
    complete: bool
    exact: bool
    given: frozenset[str]

    @classmethod
    def of(cls, kind: type[events.Event], names: tuple[str, ...]) -> _Fill:
        defaults = {
            name: _REQUIRED if info.is_required() else info.default
            for name, info in kind.model_fields.items()
        }
        required = {n for n, d in defaults.items() if d is _REQUIRED and n != "seq"}
        complete = required <= set(names)
        return cls(defaults, complete, set(names) <= defaults.keys(), frozenset((*names, "seq")))


_FILLS: dict[tuple[Any, ...], _Fill] = {}
"""By event type and the names of the fields given, in the order given (a handful of ways
per type: each call site passes its own)."""

# Pydantic keeps a model's fields and bookkeeping in slots of BaseModel; their descriptors
# set them directly (``object.__setattr__`` looks each up anew).
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__


def _unchecked(kind: type[events.Event], seq: int, fields: dict[str, Any]) -> events.Event:
    """The event built as pydantic would build it from already-checked values, without the
    checking (``model_construct`` is slower than validation itself). Fields keep their
    declared order, which is the order of the JSON object."""
    key = (kind, *fields)
    fill = _FILLS.get(key)
    if fill is None:
        fill = _FILLS[key] = _Fill.of(kind, tuple(fields))
    if not fill.complete:
        return kind(seq=seq, **fields)  # a field is missing: let validation say which
    state = fill.defaults.copy()  # declared order; the fields given take their places
    if fill.exact:
        state.update(fields)
    else:  # a field the event does not have is left out, as model_construct leaves it
        state.update((name, value) for name, value in fields.items() if name in state)
    state["seq"] = seq
    event = object.__new__(kind)
    _SET_DICT(event, state)
    _SET_FIELDS_SET(event, set(fill.given))
    _SET_EXTRA(event, None)
    _SET_PRIVATE(event, None)
    return event


def line(event: events.Event) -> str:
    """One compact JSON object, fields in declaration order."""
    return event.model_dump_json()


def read(path: Path) -> Iterator[dict[str, Any]]:
    """Read a log as plain dicts, checking ``seq`` runs 1, 2, 3 … (unknown types pass)."""
    with path.open(encoding="utf-8") as handle:
        yield from parse(handle, str(path))


def parse(lines: Iterable[str], source: str = "<log>") -> Iterator[dict[str, Any]]:
    expected = 1
    for number, text in enumerate(lines, start=1):
        if len(text) > MAX_LINE:
            raise WormError(f"{source}:{number}: line is longer than {MAX_LINE} characters")
        try:
            record = json.loads(text)
        except json.JSONDecodeError as error:
            raise WormError(f"{source}:{number}: not JSON ({error.msg})") from None
        if not isinstance(record, dict) or "type" not in record:
            raise WormError(f"{source}:{number}: an event is a JSON object with a 'type'")
        if record.get("seq") != expected:
            raise WormError(f"{source}:{number}: seq is {record.get('seq')!r}, expected {expected}")
        expected += 1
        yield record


def validate(record: dict[str, Any]) -> events.Event | None:
    """The typed event for a known ``type`` (unknown fields ignored), or None for new types."""
    kind = BY_TYPE.get(record["type"])
    if kind is None:
        return None
    # Readers ignore fields they do not know (CONTRACTS: adding a field is always safe).
    known = _NAMES.get(kind)
    if known is None:  # a field's JSON name is its alias where it has one ("with", "for")
        known = _NAMES[kind] = frozenset(f.alias or n for n, f in kind.model_fields.items())
    return kind.model_validate({k: v for k, v in record.items() if k in known})


_NAMES: dict[type[events.Event], frozenset[str]] = {}
