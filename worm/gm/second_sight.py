"""The GM's judgement on what Dwimmercraft's second sight (p. 82) shows of a room's traps.

Policy (p. 82): the book says second sight sees the invisible, shows an illusion's true form
and tells what is enchanted, but our traps carry no mark of magic. The GM reads each by its
description: a way hidden by an illusion or made invisible is seen for what it is, so the guild
crosses it safely as the trap's own bypasses would; a thing plainly held by an enchantment (a
storm in a glass, a cursed cup, stone that watches, frost in warm air) shows its magic, so the
trap is spotted. Traps of plain mechanism, weather or beasts show nothing.

Policy (p. 82: "tell if somebody else is a sorcerer", "tell when things are magical", "see
invisible ... things"): our content marks these by what it already holds, not by a flag of
its own. A sorcerer is a creature whose stat block casts spells (a doom of
``worm.rules.incantations``: Sorcery, Day of Tears and Mourning, the Sleep Song, Natural
Sorcery); one that can pass unseen has a doom that takes it out of sight (``UNSEEN_DOOMS``);
a magical thing is a treasure that is an item of magic (``worm.rules.perception.magical``)."""

from __future__ import annotations

from worm.content.models import ContentPack
from worm.gm import foes
from worm.rules import incantations, perception

UNVEILED: dict[str, str] = {
    "invisible_path": "a pale ribbon of light winds across the chasm: the unseen bridge",
    "mirror_maze_path": "the false tiles thin to nothing, and the true ones stand out solid",
}
"""Traps an illusion or invisibility hides: second sight shows the safe way (policy)."""

ENCHANTED: dict[str, str] = {
    "lightning_orb": "the globe's little storm hums with bound magic",
    "cursed_chalice": "a curse coils in the wine like smoke",
    "gargoyle_mouth_arch": "an enchantment wakes the gargoyle's stone",
    "frost_casket": "the casket's frost is a spell, and it is waiting",
}
"""Traps whose enchantment second sight shows, so the guild knows them for traps (policy)."""


def shows(trap: str) -> tuple[str, bool] | None:
    """What second sight shows of ``trap`` and whether the safe way is seen, or None."""
    if trap in UNVEILED:
        return UNVEILED[trap], True
    if trap in ENCHANTED:
        return ENCHANTED[trap], False
    return None


def spell_in(trap: str) -> bool:
    """Policy (Counter-spell, p. 82): whether ``trap`` is a spell in play that the talent's
    second use may end: an illusion or an enchantment, the traps second sight knows for magic
    (``UNVEILED``, ``ENCHANTED``); mechanism, weather and beasts are no spell."""
    return trap in UNVEILED or trap in ENCHANTED


UNSEEN_DOOMS = frozenset({"Invisible", "Elemental Meld"})
"""The dooms by which a creature passes out of sight (the jinn's, p. 267; the nymph's, p. 274):
second sight sees it all the same."""


def _dooms(pack: ContentPack, creature: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    stats = foes.statblock(pack, creature)
    return tuple(d.name for d in stats.greater), tuple(d.name for d in stats.lesser)


def sorcerer(pack: ContentPack, creature: str) -> bool:
    """Whether second sight tells ``creature`` (a monster id) for a sorcerer: its stat block
    casts spells (policy above)."""
    greater, lesser = _dooms(pack, creature)
    return incantations.spell(greater) is not None or incantations.at_will(lesser) is not None


def unseen(pack: ContentPack, creature: str) -> bool:
    """Whether ``creature`` can pass out of sight, which second sight sees through (p. 82)."""
    greater, lesser = _dooms(pack, creature)
    return bool(UNSEEN_DOOMS & {*greater, *lesser})


def magical_treasure(pack: ContentPack, treasure: str) -> bool:
    """Whether the treasure ``treasure`` is a magical thing (policy above)."""
    found = pack.treasure.get(treasure)
    item = pack.items.get(found.item) if found is not None and found.item else None
    return item is not None and perception.magical(item.tags)


def feature(pack: ContentPack, feature_id: str) -> str | None:
    """What second sight shows of a room's feature (p. 82), as the content marks it; None for
    a feature with no magic in it."""
    found = pack.features.get(feature_id)
    return found.sight if found is not None and found.magic is not None else None
