"""The event log: numbered events, written as JSON Lines exactly as CONTRACTS §3 says."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from worm.engine import events
from worm.errors import WormError

MAX_LINE = 1_000_000  # a line longer than this is not an event worm wrote
BY_TYPE = {kind.model_fields["type"].default: kind for kind in events.KNOWN}


class EventLog:
    """Events in order; :meth:`emit` gives each the next ``seq``."""

    def __init__(self) -> None:
        self.events: list[events.Event] = []

    def emit(self, kind: type[events.Event], **fields: Any) -> events.Event:
        event = kind(seq=len(self.events) + 1, **fields)
        self.events.append(event)
        return event

    def since(self, seq: int) -> list[events.Event]:
        """Events after ``seq`` (what a command just produced)."""
        return self.events[seq:]

    def to_jsonl(self) -> str:
        return "".join(line(event) + "\n" for event in self.events)

    def write(self, path: Path) -> None:
        path.write_text(self.to_jsonl(), encoding="utf-8")


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
    return kind.model_validate({k: v for k, v in record.items() if k in kind.model_fields})
