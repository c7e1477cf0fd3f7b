"""The GM's judgement on Monster Hunter (p. 70): which of the book's six hated foes a creature
belongs to, the foe and specialization quick creation names, and the kind the bot's hunters name.

Policy (p. 70): our creatures carry a theme, not the book's categories; the GM reads each theme
as the foe it is nearest: beasts to the Beast Hunter, elementals to the Elemental Hunter, people
(the theme "man") to the Man Hunter, spirits to the Spirit Hunter, the undead to the Undead
Hunter, and sorcerous things (a wizard did it) to the Witch Hunter.

The book lets the categories overlap (its GM's note: a giant beetle may be a beast hunter's and
a witch hunter's). Policy: a creature counts for the foe of its own theme and, when it is a
bestiary creature made over (``base``, p. 381), for the foe of that creature's theme too: the
skeletons of dragons are the Undead Hunter's and the Beast Hunter's, an ember cockerel made from
a cockatrice the Elemental Hunter's and the Beast Hunter's."""

from __future__ import annotations

import re

from worm.content.models import ContentPack
from worm.content.monsters import Monster
from worm.gm import specializations

FOES: dict[str, str] = {
    "beast": "Beast Hunter",
    "elemental": "Elemental Hunter",
    "man": "Man Hunter",
    "spirit": "Spirit Hunter",
    "undead": "Undead Hunter",
    "sorcerous": "Witch Hunter",
}
"""The hated foe (its motif's name, p. 70) each creature theme belongs to (policy)."""

WORDS: dict[str, tuple[str, ...]] = {
    "beast": ("hunter", "ranger", "scout", "explorer", "feral", "catcher"),
    "elemental": ("smith", "engineer", "artificer", "pirate", "wanderer"),
    "man": (
        "assassin",
        "bodyguard",
        "bounty",
        "duelist",
        "gladiator",
        "highwayman",
        "jailer",
        "knight",
        "soldier",
        "spy",
        "raider",
        "baron",
        "noble",
        "senator",
        "courtier",
    ),
    "spirit": ("cleric", "friar", "oracle", "templar", "zealot", "heretical", "penitent"),
    "undead": ("grave", "tomb", "necromancer", "dying", "chirugeon"),
    "sorcerous": ("wizard", "witch", "illusionist", "inquisitor", "apprentice", "scribe"),
}
"""Words of a motif that lean its bearer towards a foe (policy for quick creation): the trades
and ways of life that would have brought them up against it. A tie, or motifs with none of
these words, goes to the first in ``FOES``."""


def foe(theme: str) -> str:
    """The hated foe a creature of ``theme`` belongs to (``FOES``)."""
    return FOES.get(theme, "Beast Hunter")


def foes(pack: ContentPack, kind: str) -> tuple[str, ...]:
    """Every hated foe the creature ``kind`` (a monster or bestiary id) counts for: its own
    theme's, then its bestiary stock's where that differs (the book's overlap, p. 70); a kith
    or far realm specialization (``worm.gm.specializations``) is the Man or Spirit Hunter's."""
    group = specializations.foe(kind)
    if group is not None:
        return (group,)
    monster = pack.monsters.get(kind)
    if monster is None:
        creature = pack.bestiary.get(kind)
        return (foe(creature.theme),) if creature is not None else ()
    found = [foe(monster.theme)]
    stock = pack.bestiary.get(monster.base) if monster.base else None
    if stock is not None and foe(stock.theme) not in found:
        found.append(foe(stock.theme))
    return tuple(found)


def foe_named(words: str, among: tuple[str, ...]) -> str | None:
    """The foe of ``among`` that ``words`` names ("beast" or "Beast Hunter"), or None."""
    said = words.strip().lower().removesuffix(" hunter")
    return next((f for f in among if f.lower().removesuffix(" hunter") == said), None)


def _met(monster: Monster) -> tuple[int, bool]:
    """How likely a guild is to meet ``monster`` anywhere: the number of seeds that name it,
    a common creature before a lord or a one-of-a-kind."""
    return len(monster.seeds), not (monster.lord or monster.singular)


def sworn(pack: ContentPack, motifs: tuple[str, ...]) -> tuple[str, str] | None:
    """The specialization and hated foe the GM names for a Monster Hunter at creation
    (p. 70: chosen when the talent is trained or mastered), read off the adventurer's motifs:
    a common creature a motif names (a rat-catcher hunts rats), else the commonest creature of
    the foe the motifs' words lean to (``WORDS``; a tie goes to the first in ``FOES``). None
    in a pack with no creatures. Returns ``(monster id, foe)``."""
    said = " ".join(motifs).lower()
    kinds = sorted(pack.monsters.values(), key=_met, reverse=True)  # stable: pack order on ties
    for monster in (m for m in kinds if _met(m)[1]):
        noun = monster.name.lower().split()[-1].removesuffix("s")
        if re.search(rf"\b{re.escape(noun)}s?\b", said):
            return monster.id, foe(monster.theme)
    leaning = sorted(FOES, key=lambda t: -sum(w in said for w in WORDS[t]))
    for theme in leaning:
        found = next((m for m in kinds if m.theme == theme), None)
        if found is not None:
            return found.id, foe(theme)
    return None


def bots_quarry(slain: tuple[str, ...], known: set[str]) -> str | None:
    """Policy for the autoplay guild (p. 70: the foe may be changed when a new kind of creature
    gives the hunter reason): a hunter whose quarry the guild has never slain names the kind it
    slew last, the foe the Underworld is throwing at it now, as its own theme's hunter; None
    before it has slain any kind there is."""
    return next((kind for kind in reversed(slain) if kind in known), None)


def kinds(pack: ContentPack, hated: str) -> tuple[str, ...]:
    """Every creature a hunter of ``hated`` may name as the specialization (p. 70): those that
    count for that foe (``foes``), the commonest first as the GM would meet them."""
    ranked = sorted(pack.monsters.values(), key=_met, reverse=True)  # stable on ties
    return tuple(m.id for m in ranked if hated in foes(pack, m.id))


def suggested(pack: ContentPack, motifs: tuple[str, ...], hated: str) -> str | None:
    """The kind the GM puts first for a hunter who hates ``hated`` (p. 70): the one ``sworn``
    names when it is of that foe, else the commonest creature of it; None when none is."""
    named = sworn(pack, motifs)
    if named is not None and hated in foes(pack, named[0]):
        return named[0]
    return next(iter(kinds(pack, hated)), None)
