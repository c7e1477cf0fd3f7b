"""Policy: when a band spends a greater doom on a snare with its Attack — the brain spider's
Web (p. 256), the face rat's Steal Face (p. 262); the rules are ``worm.rules.snares``.

The book leaves the moment to the GM. worm's GM snares the Attack's first target when the
snare would lay something new on it (a web on one not yet Rooted, a stolen face on one
neither Blind nor Silenced), and prefers the snare to the band's other greater riders:
an adventurer who cannot move or see is worth more to a lurking hunter than one more Wound.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm.rules import snares

CHOSEN = "p. 114"
"""The page of the GM's choice: which doom to spend, among those a Challenge allows."""


def choose(dooms: Iterable[str], suffered: Iterable[str]) -> str | None:
    """The snare among the band's greater ``dooms`` to lay on a target that already suffers
    ``suffered``, or None: the first whose effects are all new to the target."""
    have = set(suffered)
    for doom in dooms:
        if snares.snares(doom) and not have & set(snares.laid(doom)):
            return doom
    return None
