"""Policy (p. 249): which far realm a spirit comes from, and the one or two spells of that
realm it casts by Natural Sorcery.

The book places devils in the Waste, daemons in the Weald, jinni in the Weird and angels in
the Welkin, and no monster entry says which its spirits are. worm's GM reads the spirit's id
and name for those kinds (``KINDS``: their names and kin, the hell-born with the devils, dream
things in the Weird, which the book calls a dream); a spirit that names none is given a realm
by the SHA-256 digest of its id, so it is the same one in every game and process.

Its spells are those of its realm, in the order the GM's sorcerers want them
(``worm.gm.incantations.HARMFUL``), that hurt or hamper one foe in a fight, two at most: the
Waste's Withering, the Weald's Gust of Wind, the Weird's Sleep, the Welkin's Heavenfire and
Binding. Natural Sorcery needs no component and spends no Resolve, so no greater doom rides
with the cast.
"""

from __future__ import annotations

import hashlib
from typing import Final

from worm.content.fields import FarRealm
from worm.content.models import ContentPack
from worm.gm.incantations import HARMFUL, REALMS

PAGE: Final = "p. 249"
KINDS: Final[tuple[tuple[str, FarRealm], ...]] = (
    ("devil", "wastes"),
    ("hell", "wastes"),
    ("daemon", "weald"),
    ("jinn", "weird"),
    ("djinn", "weird"),
    ("genie", "weird"),
    ("genii", "weird"),
    ("dream", "weird"),
    ("angel", "welkin"),
)
"""Words in a spirit's id or name, and the realm each names (policy above)."""
MOST: Final = 2
"""The spells a spirit knows at most (p. 249: one or two)."""


def realm(creature: str, name: str) -> FarRealm:
    """The far realm of the spirit ``creature`` called ``name`` (policy above)."""
    words = f"{creature} {name}".lower()
    found = next((r for word, r in KINDS if word in words), None)
    if found is not None:
        return found
    digest = hashlib.sha256(f"{creature}/far realm".encode()).digest()
    return REALMS[digest[0] % len(REALMS)]


def spells(pack: ContentPack, creature: str, name: str) -> tuple[str, ...]:
    """The spell ids the spirit casts by Natural Sorcery (policy above)."""
    home = realm(creature, name)
    return tuple(s for s in HARMFUL if s in pack.spells and pack.spells[s].tradition == home)[:MOST]
