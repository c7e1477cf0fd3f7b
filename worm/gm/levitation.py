"""The GM's judgement on Dwimmercraft's levitation (p. 82): the seer may lift a thing of about
10 lbs. that sits in one hand, in their own zone, bringing it to them with no fine control.

Policy (p. 82): below ground that is a way to take a small prize that hands would have to go
in after, from a place a body would rather not reach into. The rooms' features that offer
such a prize, and the interaction the lift stands in for, are listed here (``SERVES``): the
lift takes the prize with no test of fate and no tool, at will, and the talent is used (1 XP
in training, p. 33). It takes as long as the interaction it stands in for. Anything that needs
fingers (prying, reading, breaking glass) or more than one hand's weight is not served."""

from __future__ import annotations

SERVES: dict[tuple[str, str], str] = {
    (
        "idol_of_the_many_hands",
        "take the bead, the bone and the hair",
    ): "float the bead, the bone and the hair out of the idol's palms with Dwimmercraft",
    (
        "dry_cistern_pit",
        "climb down on a rope and search the heap",
    ): "lift the purse and the knife up out of the cistern with Dwimmercraft",
}
"""(feature id, the interaction's verb) -> the lift that stands in for it (policy)."""


def lift(feature: str, verb: str) -> str | None:
    """The words of the lift that stands in for ``verb`` at ``feature``, or None."""
    return SERVES.get((feature, verb))
