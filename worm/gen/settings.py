"""The generator's settings as a tester gives them: a TOML file, then ``worm gen`` flags.

Every key is a field of :class:`worm.gen.layout.LayoutSettings`, spelt the same in the file and,
with hyphens, as a flag (``loop_rate`` and ``--loop-rate``); a flag beats the file. A card list
is written in numbers or numerals (``3,7,12`` or ``III,VII,XII``) and a room range as
``LOW-HIGH``. Anything wrong — an unknown key, a value out of range, a card not in the major
arcana or laid twice — is one :class:`WormError` naming the flag or the file and key. They are
checked here by :class:`Checked`, the settings' pydantic twin, so that ``worm gen`` without
settings imports no pydantic."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from worm.arcana import NUMERALS
from worm.errors import WormError
from worm.gen.layout import MOST_ROOMS, LayoutSettings
from worm.gen.maps import Shape


class Checked(BaseModel):
    """:class:`LayoutSettings` with what a tester may give of each checked: the same fields,
    defaults and order (``tests/unit/gen/test_settings.py`` holds them to it)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    levels: int = Field(default=5, ge=3, le=21)  # p. 332: at least three; five is good
    one_divides_all: bool = False
    diagonal_adjacent: bool = False
    tier_width: int = Field(default=2, ge=1, le=21)
    secret_entrance_share: float = Field(default=0.5, ge=0, le=1)
    secret_connection_share: float = Field(default=0.2, ge=0, le=1)
    shape: Shape | None = None
    cards: tuple[int, ...] | None = None
    rooms: tuple[int, int] | None = None
    loop_rate: float | None = Field(default=None, ge=0, le=1)
    secret_share: float | None = Field(default=None, ge=0, le=1)

    @field_validator("cards")
    @classmethod
    def _major_cards(cls, cards: tuple[int, ...] | None) -> tuple[int, ...] | None:
        """p. 332: the table is laid with major cards I–XXI, each at most once."""
        if cards is None:
            return None
        for card in cards:
            if not 1 <= card <= 21:
                raise ValueError(f"card {card} is not a major card I–XXI (1–21)")
        for card in cards:
            if cards.count(card) > 1:
                raise ValueError(f"card {card} is laid twice: each major card is drawn once")
        if not 3 <= len(cards) <= 21:
            raise ValueError(f"{len(cards)} cards: the table takes 3 to 21 (p. 332)")
        return cards

    @field_validator("rooms")
    @classmethod
    def _room_range(cls, rooms: tuple[int, int] | None) -> tuple[int, int] | None:
        if rooms is not None and not 4 <= rooms[0] <= rooms[1] <= MOST_ROOMS:
            low, high = rooms
            raise ValueError(f"{low}-{high}: give LOW-HIGH with 4 ≤ LOW ≤ HIGH ≤ {MOST_ROOMS}")
        return rooms

    @model_validator(mode="after")
    def _as_many_levels_as_cards(self) -> Checked:
        if self.cards is not None and len(self.cards) != self.levels:
            raise ValueError(
                f"{len(self.cards)} cards for {self.levels} levels; give as many "
                "cards as levels, or leave levels out"
            )
        return self


KEYS = tuple(Checked.model_fields)
MOST_BYTES = 64 * 1024  # a settings file is a few lines; anything bigger is the wrong file


def read(path: Path) -> dict[str, Any]:
    """The settings in a TOML file, keys checked against :data:`KEYS` (values are not yet)."""
    try:
        if path.stat().st_size > MOST_BYTES:
            raise WormError(f"{path}: over {MOST_BYTES // 1024} KiB, not a settings file")
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise WormError(f"--settings {path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise WormError(f"--settings {path}: cannot be read ({error})") from None
    except tomllib.TOMLDecodeError as error:
        raise WormError(f"{path}: not TOML ({error})") from None
    for key, value in data.items():
        if key not in KEYS:
            raise WormError(f"{path} › {key}: unknown setting; the settings are {', '.join(KEYS)}")
        if isinstance(value, dict):
            raise WormError(f"{path} › {key}: a value, not a table")
    return data


def build(
    flags: Mapping[str, Any], file: Mapping[str, Any] | None = None, source: Path | None = None
) -> LayoutSettings:
    """The settings of ``file`` (read from ``source``) overridden by the ``flags`` given
    (a None flag was not given). ``levels`` follows the cards when only they are given."""
    given = {key: value for key, value in flags.items() if value is not None}
    merged = {**(file or {}), **given}
    where = {key: f"--{key.replace('_', '-')}" for key in given}
    for key in merged.keys() - where.keys():
        where[key] = f"{source} › {key}"
    for key, parse in (("cards", cards), ("rooms", room_range)):
        if key in merged:
            try:
                merged[key] = parse(merged[key])
            except ValueError as error:
                raise WormError(f"{where[key]}: {error}") from None
    if merged.get("cards") is not None and "levels" not in merged:
        merged["levels"] = len(merged["cards"])
    try:
        checked = Checked.model_validate(merged)
    except ValidationError as error:
        raise WormError(_one_line(error, where)) from None
    return LayoutSettings(**checked.model_dump())


def cards(value: object) -> tuple[int, ...]:
    """A card list: ``"3,7,12"``, ``"III, VII, XII"`` or a TOML list of either."""
    items = value.split(",") if isinstance(value, str) and value.strip() else value
    if not isinstance(items, list | tuple) or not items:
        raise ValueError(f"expected a list of cards like 3,7,12 or III,VII,XII, got {value!r}")
    found = []
    for item in items:
        text = str(item).strip().upper()
        if text.isascii() and text.isdigit() and len(text) <= 3:
            found.append(int(text))
        elif text in NUMERALS[1:]:
            found.append(NUMERALS.index(text))
        else:
            raise ValueError(f"card {text!r} is not a major card I–XXI (1–21)")
    return tuple(found)


def room_range(value: object) -> tuple[int, int]:
    """A room range: ``"12-18"``, ``"15"`` (exactly), or a TOML list ``[12, 18]``."""
    parts = value.split("-") if isinstance(value, str) else value
    if isinstance(parts, int) and not isinstance(parts, bool):
        parts = [parts, parts]
    if isinstance(parts, list | tuple) and len(parts) == 1:
        parts = [parts[0], parts[0]]
    if isinstance(parts, list | tuple) and len(parts) == 2:
        texts = [str(part).strip() for part in parts]
        if all(text.isascii() and text.isdigit() and len(text) <= 3 for text in texts):
            return int(texts[0]), int(texts[1])
    raise ValueError(f"expected rooms as LOW-HIGH like 12-18, got {value!r}")


def _one_line(error: ValidationError, where: Mapping[str, str]) -> str:
    """The first problem pydantic found, said as ``--flag: …`` or ``FILE › key: …``."""
    found = error.errors()
    # A bad card list also makes a bad level count: the cards are what the tester typed.
    first = next((e for e in found if e["loc"][:1] == ("cards",)), found[0])
    key = str(first["loc"][0]) if first["loc"] else "cards"
    message = str(first["msg"]).removeprefix("Value error, ")
    if first["type"] == "extra_forbidden":
        message = f"unknown setting; the settings are {', '.join(KEYS)}"
    elif first["type"] != "value_error":
        message = f"{message}, got {first['input']!r}"
    return f"{where.get(key, key)}: {message}"
