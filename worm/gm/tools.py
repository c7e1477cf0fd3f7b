"""The GM's rulings on tools the book gives no procedure for (pp. 166–167): what a hammer or a
hatchet does at a locked door, and what a quarry needs to be led out alive. Each returns its
decision and the words of the ruling; the engine logs them with the page."""

from __future__ import annotations

from collections.abc import Collection

from worm.content.models import ContentPack
from worm.gm import wards

SMASHERS = ("hatchet", "hammer_tool")
"""Policy (p. 167): the tools that smash a door: the hatchet (it smashes doors) and the hammer
(it breaks things), in the order they are reached for."""


def smasher(carried: Collection[str]) -> str | None:
    """A hammer or hatchet lends its weight to forcing a door (p. 167): the Swords test of p. 88
    is taken with favor, as with a crowbar, and the door is broken for good. The tool's id, or
    None when the guild carries neither."""
    return next((t for t in SMASHERS if t in carried), None)


def manacled(carried: Collection[str], quarry: str) -> tuple[bool, str]:
    """A quarry who gave up is led up alive only in manacles (p. 167): without a pair the guild
    cannot hold a person on the long road out, and the capture waits until someone carries
    one. Whether the quarry is held, and why."""
    if "manacles" in carried:
        return True, f"{quarry} is put in manacles to be led up alive"
    return False, f"{quarry} gave up, but nobody carries manacles to hold them on the way up"


def person(pack: ContentPack, creature: str) -> bool:
    """Whether a quarry is a person, whom manacles hold (p. 167). Policy: as for caltrops
    (``worm.gm.wards.unshod``), a creature of the ``man`` theme or one the content does not
    know; a beast, a spirit or a thing is led along on a rope, as before."""
    return not wards.unshod(pack, creature)


def barred(doors_shut: Collection[bool], stairs: int) -> bool:
    """Whether wandering creatures can reach a camp (p. 167, spikes; p. 140, the night's
    trouble). Policy: a spiked door counts as locked for whatever would come through it, so
    the night's random encounter is turned away when every door of the room is spiked or
    still locked and no stair, shaft or way out opens into it; one open way lets them in."""
    return stairs == 0 and bool(doors_shut) and all(doors_shut)


def fishes(carries_gear: bool, water: bool) -> bool:
    """Whether a Hunt may be fished (p. 166): fishing gear is what fishing on a body of water
    needs. Policy: one who carries it, camped on a level with deep water, may take the Hunt of
    p. 137 without a missile weapon, testing Swords as any hunter does; the catch is game like
    any other (cooked or salted, or it spoils)."""
    return carries_gear and water


def spyglass_sees(lit: bool, door_shut: bool) -> str | None:
    """What stops a spyglass (p. 168) showing the next room at a glance, or None when nothing
    does. Policy: it magnifies what the eye can already reach: down an open way (not through a
    locked or spiked door), by the guild's own light; the far room is seen as on entering it,
    at no cost in time, without walking in (no watch, nothing met)."""
    if not lit:
        return "it is too dark to see anything through a spyglass (p. 94)"
    if door_shut:
        return "a shut door stands in the way: the spyglass sees only the door"
    return None


RANKS = ("king", "queen", "prince", "princess", "duke", "duchess", "baron", "count", "lord")
"""Policy (p. 166): the words of rank in a name that mark a noble; a knight too (``noble``)."""


def noble(name: str) -> bool:
    """Whether a being met below is of noble standing, for finery (p. 166). Policy: the content
    marks no nobles, so the GM reads the name: a king or queen, a prince, a duke, a baron, a
    count, a lord or a knight (the First Knights, the Rat King, the Yellow King) is noble."""
    words = name.lower().replace(",", " ").split()
    return any(w.rstrip("s") in RANKS or w in RANKS for w in words) or any(
        w.startswith("knight") for w in words
    )


def finery_favors(wears_finery: bool, name: str, first: bool) -> bool:
    """Finery sets its wearer apart among nobles (p. 166). Policy: it gives favor on the first
    Wands test of a parley with a noble (``noble``), the first impression; after that the
    words must carry the day."""
    return wears_finery and first and noble(name)
