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


# --- the lasting marks of the table (p. 157): what the book leaves to the GM -----------------

TOLD_ONLY = (PAGE, "a bruised morning and nothing worse: the book gives this row no cost")
"""Policy (p. 157): row II says the carouser is none the worse for it, so it costs nothing."""

COWBELL_GOLD = 10
COWBELL = (
    PAGE,
    "the cowbell comes off before the guild goes down: {how}",
)
"""Policy (p. 157): the bell stays until someone solves it. As the guild goes down, it is cut
off free if anyone in the guild carries a hammer, a hatchet or lockpicks; else a smith cuts it
for 10 gold from the belled one's purse. One who cannot pay goes down still clanging: Stressed
(mocked and sleepless), and the bell stays on for the next City Phase."""

CUTTERS = ("hammer_tool", "hatchet", "lockpicks")
"""What takes a cowbell's chain off for free (the items' ids)."""

SPOUSE_GOLD = 10
SPOUSE = (PAGE, "{name}'s spouse keeps house in the City: {gold} gold of the purse for the home")
"""Policy (p. 157, rows IV and VI leave the marriage to the GM): a spouse is for life; at the
start of every City Phase after the tax, the household takes 10 gold of the married one's purse
(all of it, if less)."""

BAN_PHASES = 3
BANNED = (
    PAGE,
    "{name} is barred from {district}, the favourite tavern's district, for this and the next "
    "two City Phases: nothing can be done there",
)
"""Policy (p. 157): the ban from the favourite tavern closes the district where the carousing
was done to the banned one for this City Phase and the next two (``ruins``); the action moves
to another district hosting it."""

DUEL = (
    PAGE,
    "the noble's duel comes due as the guild comes back up: {name} fights it with a Swords test; "
    "a failure costs a Wound",
)
"""Policy (p. 157): the guild is below for the days the duel is set in, so it is fought at the
next City Phase, a Swords test that may be pushed; a failure is one Wound (a great failure's
price besides, as any test's)."""

FINE = 50
WANTED = (
    PAGE,
    "the All-Watch knows {name}'s face from the posters: a fine of {fine} gold, or the cells "
    "for this City Phase",
)
"""Policy (p. 157, rows XIII and XV): at the next City Phase the All-Watch finds the wanted
one after the tax: they pay a fine of 50 gold from the purse, or, short of it, spend the phase
in the cells and take no City Action. Either way the posters come down."""

SOLD = (PAGE, "{name}'s soul was sold for a beer: nothing of them is left to pass on")
"""Policy (p. 157): the soul sold in row XIV is the buyer's. The mark stays for good, and a
funeral held for one who sold it keeps no XP (Hold a Funeral, p. 158)."""

TITHE_GOLD = 10
TITHE = (
    PAGE,
    "the cult of the dark pact calls on {name}: a tithe of {gold} gold, or its displeasure",
)
"""Policy (p. 157, row XVIII): the cult counts the carouser as sworn for good; at the start of
every City Phase after the tax it takes a tithe of 10 gold, and one who cannot pay it in full is
Stressed by the cult's threats."""

HAND = (
    PAGE,
    "{name}'s hand is gone crawling: whatever it held is lost, and the hand stays gone until "
    "the surgeons of a luxurious upkeep sew it back",
)
"""Policy (p. 157, row XIX): the missing hand drops what it held (the second hand slot, lost);
it is found and sewn back only by paying a luxurious upkeep (p. 154, the tier that fully heals)
before the guild goes down; until then each delve starts with that hand slot emptied."""

HAND_BACK = (PAGE, "the surgeons of {name}'s luxurious lodging find the hand and sew it back")

FIRE_SPIRIT = (
    PAGE,
    "the fire spirit the dare set loose finds {name}: a Swords test to drive it off, a Wound "
    "on a failure",
)
"""Policy (p. 157, row XX on Wands): the roaming fire spirit is met at once by the carouser,
a Swords test that may be pushed (p. 9); a failure is a Wound from its flames."""
