"""The book's core numbers, read once from ``assets/constants.toml`` (each line cites its page).

The file is the one place these numbers are written: the model's bounds, the rules' thresholds
and the pack's cross-checks all read ``BOOK``. It is read when this module is first imported,
because pydantic field bounds (``Field(le=…)``) are fixed when their class is defined.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import ValidationError

from worm.content.fields import Count, Durability, Entry, Positive
from worm.content.problems import from_validation_error
from worm.errors import ContentError

ASSETS = Path(__file__).resolve().parents[2] / "assets"
"""The repository's own content pack."""

FILE = "constants.toml"


class Notches(Entry):
    """How many Notches an item of each durability takes; the last Destroys it (p. 12)."""

    fragile: Positive
    durable: Positive
    tempered: Positive

    def __getitem__(self, durability: Durability) -> int:
        return int(getattr(self, durability))


class Constants(Entry):
    """The book's core numbers; constants.toml gives each one's page."""

    success_at: Positive
    favor: Positive
    resolve_max: Positive
    resolve_war_stories_max: Positive
    lore_bids: Positive
    motifs: Positive
    wounded_talents_max: Positive
    xp_to_master: Positive
    belt_slots: Positive
    pack_slots: Positive
    hands: Positive
    gold_per_slot: Positive
    fame_max: Positive
    deeds_max: Positive
    starting_luxurious: Count
    starting_common: Count
    notches: Notches


def read(path: Path) -> Constants:
    """The constants in ``path``, validated.

    Raises:
        ContentError: one line, ``constants.toml › field: …``, naming the first problem.
    """
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ContentError(f"{path.name}: cannot be read: {error}") from error
    try:
        return Constants.model_validate(document)
    except ValidationError as error:
        first, *rest = from_validation_error(error, path.name)
        more = f" (and {len(rest)} more)" if rest else ""
        raise ContentError(f"{first}{more}") from error


BOOK = read(ASSETS / FILE)
"""The numbers the game plays by."""
