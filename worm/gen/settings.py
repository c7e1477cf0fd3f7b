"""The generator's settings as a tester gives them: a TOML file, then ``worm gen`` flags.

Every key is a field of :class:`worm.gen.layout.LayoutSettings`, spelt the same in the file and,
with hyphens, as a flag (``loop_rate`` and ``--loop-rate``); a flag beats the file. A card list
is written in numbers or numerals (``3,7,12`` or ``III,VII,XII``) and a room range as
``LOW-HIGH``. Anything wrong — an unknown key, a value out of range, a card not in the major
arcana or laid twice — is one :class:`WormError` naming the flag or the file and key.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from worm.arcana import NUMERALS
from worm.errors import WormError
from worm.gen.layout import LayoutSettings

KEYS = tuple(LayoutSettings.model_fields)
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
        return LayoutSettings.model_validate(merged)
    except ValidationError as error:
        raise WormError(_one_line(error, where)) from None


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
