"""Policy for the autoplay guild on a Jarl's goblins as porters (p. 65): every Wound on the horde
kills a goblin, and what a fallen goblin carried is lost, so the bot keeps its things in its own
belt and pack. The horde carries only what its jarl found and had no room for (the engine's
``worm.engine.porters.overflow``), and the jarl takes each thing back once there is room for it,
in the City, after the Market (``worm.engine.autocity.take_back``)."""

from __future__ import annotations


def takes_back(fits: bool) -> bool:
    """Whether the bot's jarl takes a thing back from the horde: whenever it fits (``fits``)."""
    return fits
