"""Policy: how high a room is, for a fall from its upper air (p. 96 counts a fall by its feet).

The griffin's entry has its victim fall "based on the height of the room" (p. 264), and worm's
levels draw rooms from above with no ceilings. worm's GM reads the height off the fight's
ground: a room the scene divides into two or more zones inside has room to circle under a
20-foot roof, two Wounds before the Pentacles test; a room too small to divide (one zone
inside) is 10 feet, one Wound. Either way it is a fall that can hurt, which is why a flier
takes its victim up at all.
"""

from __future__ import annotations

PAGE = "p. 264"
"""The rule that asks for the height: the griffin's drop."""
LOW = 10
HIGH = 20


def room_feet(inside: int) -> int:
    """The feet from a room's upper air to its floor, for a room of ``inside`` zones that are
    not ways out."""
    if inside < 1:
        raise ValueError(f"a room of {inside!r} zones inside: a fight has one at least")
    return LOW if inside == 1 else HIGH
