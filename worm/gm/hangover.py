"""Policy (p. 157): which districts a carouser's dare burns down (Hangover XX).

The book says how many districts burn (one, two or three by the minor discard's suit) but not
which. worm rules: the fire starts where the carousing was done — the first district laid that
is a home for Carouse — and spreads to its nearest neighbours on the map (fewest steps, then
the order the City was laid in). The Ossuary, under which the Underworld opens (p. 293), is
spared: the guild must still be able to delve.
"""

from __future__ import annotations

from worm.model.city_map import CityMap, Quarter

PAGE = "p. 157"
SPARED = "ossuary"


def burnt(city: CityMap, start: Quarter | None, count: int) -> tuple[Quarter, ...]:
    """The ``count`` districts the fire takes, nearest to ``start`` first (this policy)."""
    quarters = [q for q in city.districts if q.id != SPARED]
    if not quarters:
        return ()
    origin = start if start is not None and start.id != SPARED else quarters[0]
    order = {q.id: i for i, q in enumerate(quarters)}

    def near(q: Quarter) -> tuple[int, int]:
        return abs(q.x - origin.x) + abs(q.y - origin.y), order[q.id]

    return tuple(sorted(quarters, key=near)[:count])


def why(names: tuple[str, ...]) -> str:
    """The ruling told when districts burn."""
    return (
        f"the fire of the dare takes {', '.join(names)} — starting where the carousing was done "
        "and spreading to the nearest districts; the Ossuary is spared (policy)"
    )


RUINS = (
    PAGE,
    "a district burnt down is shut for the rest of this City Phase, and rebuilt while the guild "
    "is below: whatever it hosted is done in another district of the City that hosts it, or "
    "nowhere",
)
"""Policy (p. 157): the book says districts burn but not for how long. worm rules: a burnt
district closes for the rest of the City Phase it burns in (its City Actions move to another
district hosting them, else they are refused) and stands again at the next City Phase."""
