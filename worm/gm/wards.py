"""Policy (pp. 164–169): which creatures a ward keeps off, which ones salt burns, and which
ones caltrops hurt.

The book says garlic and religious paraphernalia drive off "certain" undead and impure spirits,
wolfsbane wolves and lycanthropes, and salt hurts oozes and jellies; which creatures count is left
to the GM. Our reading, from what the content says of each creature:

- **garlic, religious paraphernalia**: every creature of the undead or spirit theme
  (pp. 247–249), the themes the book's words name;
- **wolfsbane**: a creature whose name or bestiary base names a wolf or a werewolf (the winter
  wolf, p. 285; the pacifist werewolves);
- **salt**: the slime (p. 278) and every creature built on it, or named an ooze, jelly or slime;
- **caltrops** (p. 164): see ``unshod``.

A creature the content does not know (a stand-in of a test, a person of the City) is warded by
nothing and is no ooze.
"""

from __future__ import annotations

from worm.content.models import ContentPack

WARDS = ("garlic", "religious_paraphernalia", "wolfsbane")
"""The items a guild may brandish (the page of each rule is the item's own, items.toml)."""

_HALLOWED = frozenset({"undead", "spirit"})
_WOLF_WORDS = ("wolf", "wolves", "werewol")
_OOZE_WORDS = ("ooze", "jelly", "jellies", "slime")


def _facts(pack: ContentPack, creature: str) -> tuple[str, str, str | None] | None:
    """(theme, name, bestiary base) of a creature the content knows, or None."""
    if creature in pack.monsters:
        monster = pack.monsters[creature]
        return monster.theme, monster.name, monster.base
    if creature in pack.bestiary:
        entry = pack.bestiary[creature]
        return entry.theme, entry.name, entry.id
    return None


def warded(pack: ContentPack, item: str, creature: str | None) -> bool:
    """Whether brandishing ``item`` can drive ``creature`` off (policy above)."""
    facts = None if creature is None else _facts(pack, creature)
    if facts is None or item not in WARDS:
        return False
    theme, name, base = facts
    if item == "wolfsbane":
        words = f"{name} {base or ''}".lower()
        return any(w in words for w in _WOLF_WORDS)
    return theme in _HALLOWED


def why_warded(item: str) -> str:
    """The ruling's words for a ward that works."""
    if item == "wolfsbane":
        return "wolfsbane keeps off wolves and werewolves"
    return "it keeps off the undead and the spirits"


def ooze(pack: ContentPack, creature: str | None) -> bool:
    """Whether thrown salt burns ``creature`` (policy above)."""
    facts = None if creature is None else _facts(pack, creature)
    if facts is None:
        return False
    _, name, base = facts
    return base == "slime" or any(w in name.lower() for w in _OOZE_WORDS)


def unshod(pack: ContentPack, creature: str | None) -> bool:
    """Whether caltrops (p. 164) hurt ``creature``. Policy: people go shod — a creature of the
    ``man`` theme, or one the content does not know (a person of the City, a stand-in) — and
    everything else treads barefoot: beasts, spirits, the undead, elementals, sorcerous things.
    """
    facts = None if creature is None else _facts(pack, creature)
    return facts is not None and facts[0] != "man"
