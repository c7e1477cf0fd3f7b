"""Content problems, one line each: ``file › entry › field: what is wrong`` (STYLE, Errors).

Pydantic's ValidationErrors are turned into this form here, so every reader of the pack
(``worm assets check``, ``load()``, the tests) words a problem the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the pack: where (file, entry, field) and what, with the bad value."""

    file: str
    entry: str | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = " › ".join(part for part in (self.file, self.entry, self.field) if part)
        return f"{where}: {self.message}"


class EntryProblem(ValueError):
    """Raised by a model validator whose rule spans fields; ``field`` names the one to fix."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def from_validation_error(
    error: ValidationError, file: str, entry: str | None = None, prefix: tuple[Any, ...] = ()
) -> Iterator[Problem]:
    """Turn each error pydantic found into a Problem; ``prefix`` is prepended to each ``loc``."""
    for detail in error.errors(include_url=False):
        cause = detail.get("ctx", {}).get("error")
        field = dotted((*prefix, *detail["loc"]))
        if isinstance(cause, EntryProblem):
            field = ".".join(part for part in (field, cause.field) if part)
            yield Problem(file, entry, field or None, str(cause))
        else:
            yield Problem(file, entry, field or None, describe(detail))


def dotted(loc: tuple[Any, ...]) -> str:
    """A pydantic ``loc`` as a field path: ``("triggers", 0, "text")`` → ``triggers[0].text``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


_BOUNDS = {
    "greater_than_equal": ("ge", "≥"),
    "greater_than": ("gt", ">"),
    "less_than_equal": ("le", "≤"),
    "less_than": ("lt", "<"),
}


def shown(value: Any, width: int = 60) -> str:
    """``repr(value)``, cut short so a problem stays one readable line."""
    text = repr(value)
    return text if len(text) <= width else f"{text[: width - 1]}…"


def describe(detail: Any) -> str:
    """Say what is wrong with one pydantic error, showing the offending value with ``!r``."""
    kind, ctx = detail["type"], detail.get("ctx", {})
    value = shown(detail.get("input"))
    if kind == "missing":
        return "is missing: add it"
    if kind == "extra_forbidden":
        return f"{value} is set but is not a known field: remove it or fix its spelling"
    if kind in _BOUNDS:
        key, sign = _BOUNDS[kind]
        return f"{value} is not {sign} {ctx[key]}"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"{value} is not a whole number"
    if kind in ("bool_type", "bool_parsing"):
        return f"{value} is not true or false"
    if kind == "string_type":
        return f"{value} is not a string"
    if kind == "string_too_short":
        return f"{value} is empty: write something"
    if kind == "string_pattern_mismatch":
        return f"{value} is not a lower-case snake_case id"
    if kind == "literal_error":
        return f"{value} is not one of {ctx['expected']}"
    if kind == "too_short":
        return f"has {ctx['actual_length']} entries, needs at least {ctx['min_length']}"
    if kind == "too_long":
        return f"has {ctx['actual_length']} entries, allows at most {ctx['max_length']}"
    if kind in ("tuple_type", "list_type"):
        return f"{value} is not a list"
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return f"{value} is not a table"
    if kind == "value_error" and "error" in ctx:
        return str(ctx["error"])
    return f"{value}: {detail['msg']}"
