"""Policy (p. 70): the Monster Hunter specializations that are not one kind of creature, the
Man Hunter's kith and the Spirit Hunter's far realm, and which creatures each covers.

The book lets a Man Hunter specialize in a kith (fay, humans, underfolk, orcs) and a Spirit
Hunter in the spirits of one far realm (Wastes, Weald, Weird, Welkin). Our creatures carry no
kith: worm's GM reads a people-theme creature's kith from the words of its id and name
(``WORDS``: the kith's own name and its kins', and the peoples the book counts among them);
a people-theme creature naming none (ratmen, scorpion men) is of no kith, so no kith hunter's.
A spirit's realm is the one the GM gives it for Natural Sorcery (``worm.gm.far_realms``).

A specialization of this sort is kept as ``kith:<kith id>`` or ``realm:<realm>``."""

from __future__ import annotations

import re
from typing import Final

from worm.content.models import ContentPack
from worm.gm import far_realms
from worm.gm.incantations import REALMS

PAGE: Final = "p. 70"
KITH: Final = "kith:"
REALM: Final = "realm:"
WORDS: Final[dict[str, tuple[str, ...]]] = {
    "humans": ("human", "knight", "crusader"),
    "fay": ("fay", "elf", "elves", "gnome"),
    "underfolk": ("underfolk", "dwarf", "dwarves", "halfling", "troll"),
    "orcs": ("orc", "goblin"),
}
"""Words in a people-theme creature's id or name, and the kith each names (policy above)."""


def kith_of(pack: ContentPack, creature: str) -> str | None:
    """The kith of the people-theme creature ``creature`` (policy above), or None."""
    monster = pack.monsters.get(creature)
    if monster is None or monster.theme != "man":
        return None
    words = f"{monster.id.replace('_', ' ')} {monster.name}".lower()
    return next(
        (k for k, said in WORDS.items() if any(re.search(rf"\b{w}", words) for w in said)),
        None,
    )


def realm_of(pack: ContentPack, creature: str) -> str | None:
    """The far realm of the spirit ``creature`` (``worm.gm.far_realms``), or None."""
    monster = pack.monsters.get(creature)
    if monster is None or monster.theme != "spirit":
        return None
    return far_realms.realm(monster.id, monster.name)


def named(pack: ContentPack, words: str) -> str | None:
    """The kith or realm specialization ``words`` names ("orcs", "kith orcs", "the Weald",
    "realm weald", or as kept: "kith:orcs"), or None."""
    said = words.strip().lower().removeprefix("the ")
    for prefix in ("kith ", "realm ", KITH, REALM):
        said = said.removeprefix(prefix).removeprefix("the ")
    said = said.strip()
    for kith in pack.kiths:
        if said in (kith, kith.removesuffix("s")):
            return KITH + kith
    for realm in REALMS:
        if said in (realm, realm.removesuffix("s")):
            return REALM + realm
    return None


def foe(quarry: str) -> str | None:
    """The hated foe a kith or realm specialization is of (p. 70), or None for a kind."""
    if quarry.startswith(KITH):
        return "Man Hunter"
    if quarry.startswith(REALM):
        return "Spirit Hunter"
    return None


def label(pack: ContentPack, quarry: str) -> str:
    """How the specialization reads: "the orcs", "spirits of the Weald", or the kind's name."""
    if quarry.startswith(KITH):
        return f"the {quarry.removeprefix(KITH)}"
    if quarry.startswith(REALM):
        return f"spirits of the {quarry.removeprefix(REALM).capitalize()}"
    monster = pack.monsters.get(quarry)
    return monster.name if monster is not None else quarry


def covers(pack: ContentPack, quarry: str, creature: str) -> bool:
    """Whether the kith or realm specialization ``quarry`` takes in ``creature``."""
    if quarry.startswith(KITH):
        return kith_of(pack, creature) == quarry.removeprefix(KITH)
    if quarry.startswith(REALM):
        return realm_of(pack, creature) == quarry.removeprefix(REALM)
    return False


def choices(pack: ContentPack) -> tuple[str, ...]:
    """Every kith and realm specialization (p. 70), kiths first."""
    return tuple(KITH + k for k in pack.kiths) + tuple(REALM + r for r in REALMS)


def group_of(pack: ContentPack, creature: str) -> str | None:
    """The kith or realm specialization that takes in ``creature``, or None."""
    kith = kith_of(pack, creature)
    if kith is not None:
        return KITH + kith
    realm = realm_of(pack, creature)
    return REALM + realm if realm is not None else None


def reach(pack: ContentPack, quarry: str) -> int:
    """How many of the pack's creatures the specialization ``quarry`` takes in: a kith's or
    realm's, or the kind and those made from the same stock (``worm.rules.monster_hunter``)."""
    if foe(quarry) is not None:
        return sum(covers(pack, quarry, m) for m in pack.monsters)
    stock = pack.monsters[quarry].base if quarry in pack.monsters else None
    return sum(
        m.id == quarry or (stock is not None and m.base == stock) for m in pack.monsters.values()
    )


def widest(pack: ContentPack, creature: str) -> str:
    """Policy for the autoplay guild (p. 70): the kind ``creature`` itself, or its kith or far
    realm when that takes in more of the pack's creatures (``reach``); a tie keeps the kind."""
    group = group_of(pack, creature)
    if group is None or reach(pack, group) <= reach(pack, creature):
        return creature
    return group


def slain(pack: ContentPack, quarry: str, kinds: tuple[str, ...]) -> bool:
    """Whether the guild has slain any creature the specialization ``quarry`` takes in."""
    return quarry in kinds or any(covers(pack, quarry, k) for k in kinds)
