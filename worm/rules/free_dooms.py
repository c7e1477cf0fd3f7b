"""Dooms a creature plays outside the one card a turn (p. 113), at the start of its band's
turn: Resilient (the questing beast, p. 276) discards a greater doom to Recover from every
effect on it at once; Supernatural Speed (the vampire, p. 282) discards lesser dooms, one
zone of Move for each.

The engine is ``worm.engine.free_dooms``; when the GM spends its cards, the policy
``worm.gm.free_dooms``.
"""

from __future__ import annotations

RESILIENT = "Resilient"
SPEED = "Supernatural Speed"
PAGE = {RESILIENT: 276, SPEED: 282}
