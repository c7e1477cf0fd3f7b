"""Policy (p. 32): what a lore bid may be about, given the bidder's motifs.

The book has a bid ask of something one of the bidder's motifs would know, and leaves whether
it does to the GM. Our rule: a motif reaches a subject when one of its words names the subject
(a "rat-catcher" knows of giant rats), or when its trade deals in that kind of subject:

- a *creature*: those who hunt, tame, heal, banish or study what lives below;
- a *room*: those who break into, build or spy out places;
- the *past* of a place: those who keep records, faiths, songs or old graves.

The talents that widen this (Bookworm, Read the Past, Uncanny Knowledge, Con Artist) are the
engine's (``worm.engine.lore_questions``); this module is only the motifs.
"""

from __future__ import annotations

import re
from typing import Literal

Kind = Literal["creature", "room", "past"]

TRADES: dict[Kind, tuple[str, ...]] = {
    "creature": (
        "hunter", "ranger", "rat-catcher", "witch", "cleric", "necromancer", "wizard",
        "inquisitor", "templar", "chirugeon", "explorer", "oracle", "jailer", "child-catcher",
    ),
    "room": (
        "burglar", "tomb robber", "grave robber", "engineer", "artificer", "smith", "spy",
        "scout", "explorer", "assassin", "raider", "soldier",
    ),
    "past": (
        "scribe", "bard", "cleric", "friar", "oracle", "wizard", "noble", "courtier", "senator",
        "baron", "tomb robber", "grave robber", "necromancer", "zealot", "illusionist",
    ),
}  # fmt: skip
WORD = re.compile(r"[a-z][a-z'-]*")


def stem(word: str) -> str:
    """``word`` without a plural's ending, so "rats" meets "rat"."""
    for end in ("ies", "es", "s"):
        if word.endswith(end) and len(word) > len(end) + 2:
            return word[: -len(end)] + ("y" if end == "ies" else "")
    return word


def reaches(motif: str, kind: Kind, words: str = "") -> bool:
    """Policy (p. 32): would one with ``motif`` know about a ``kind`` of subject named by
    ``words`` (a creature's name, say)?"""
    low = motif.lower()
    if any(trade in low for trade in TRADES[kind]):
        return True
    mine = {stem(w) for w in WORD.findall(low)}
    return bool(mine & {stem(w) for w in WORD.findall(words.lower())})


def motif_for(motifs: tuple[str, ...], kind: Kind, words: str = "") -> str | None:
    """The first of ``motifs`` that reaches the subject (p. 32), or None."""
    return next((m for m in motifs if reaches(m, kind, words)), None)
