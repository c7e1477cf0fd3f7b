"""Iron and steel armor (p. 164): what the wearer cannot do, and what cannot be done to them.

Both keep the wearer from swimming and sneaking; iron also turns aside any spell aimed at the
wearer, though a spell's effects on the place still reach them. (That neither lets its wearer
cast is ``worm.engine.actions.wands.spell_named``.) Armor is worn on the belt (p. 37). The
sets below are the items tagged ``no_swim_or_sneak`` and ``blocks_spell_targeting`` in
items.toml; a content test keeps them the same.
"""

from __future__ import annotations

from worm.model.adventurer import Adventurer

HEAVY = frozenset({"armor_iron", "armor_steel"})
"""Armor nobody swims or sneaks in (p. 164)."""

SPELL_PROOF = frozenset({"armor_iron"})
"""Armor no spell can be aimed at the wearer through (p. 164)."""


def _worn(adventurer: Adventurer, kinds: frozenset[str]) -> str | None:
    return next(
        (c.item for c in adventurer.inventory.belt if c is not None and c.item in kinds), None
    )


def heavy(adventurer: Adventurer) -> str | None:
    """The iron or steel armor ``adventurer`` wears, if any: no sneaking, no swimming."""
    return _worn(adventurer, HEAVY)


def spell_proof(adventurer: Adventurer) -> str | None:
    """The iron armor ``adventurer`` wears, if any: no spell can target them."""
    return _worn(adventurer, SPELL_PROOF)
