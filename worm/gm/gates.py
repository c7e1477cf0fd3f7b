"""Policy (pp. 291, 293): the gate of the City a guild comes back in by.

The book names fourteen gates on the City's outer ring (p. 291) and puts the Underworld's
first known way in under the Ossuary, whose ivory door opened on it (p. 293); it leaves to the
GM which gate a guild climbing out walks through. worm rules:

- by the main entrance (level 1): the gate nearest the Ossuary — one on the Ossuary itself if
  it has any, else the one whose district lies fewest steps from it, the lower numeral first;
- by another surface entrance (a level of I–V laid beside the first, p. 332): that level's own
  way up opens elsewhere, so the gate five places clockwise on for each level past the first
  (five and fourteen share no factor, so the levels land on different gates).
"""

from __future__ import annotations

from worm.model.city_map import CityMap, Gate

PAGE = "p. 291"
STRIDE = 5


def nearest_ossuary(city: CityMap) -> Gate:
    """The gate nearest the Ossuary (p. 293)."""
    ossuary = city.quarter("ossuary")
    assert ossuary is not None  # every City has it (p. 293)

    def steps(gate: Gate) -> tuple[int, int]:
        quarter = city.quarter(gate.district)
        assert quarter is not None
        return abs(quarter.x - ossuary.x) + abs(quarter.y - ossuary.y), gate.number

    return min(city.gates, key=steps)


def returning(city: CityMap, level: int) -> tuple[Gate, str]:
    """The gate a guild coming up out of ``level`` walks in by, and why (the ruling's text)."""
    first = nearest_ossuary(city)
    if level <= 1:
        return (
            first,
            f"the main entrance lies under the Ossuary: the guild comes in by {first.name}",
        )
    number = (first.number - 1 + STRIDE * (level - 1)) % len(city.gates) + 1
    gate = city.gate(number)
    return gate, f"level {level}'s own way to the surface opens by {gate.name}"
