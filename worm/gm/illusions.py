"""Policy (p. 82): which small things Dwimmercraft's petty magic may make a false image of
(one that would fit in a single hand), and how a creature in a parley takes one offered.

The book says the sight of it is fairly convincing and that anyone who tries to handle it sees
through it. worm's GM plays it as a gift that only seems real: an offer that is a lie shown
rather than told, so never a step without a test. It is a test of Wands by the one who
conjures it, with favor when the thing shown is one the creature likes or wants (the sight
convinces), and a harmful step with no test when it is one the creature dislikes, or when the
creature hates being lied to. Nothing changes hands: the creature finds it out when it reaches
for it, after the step is won or lost.

What fits one hand: an item of the pack that is not oversized, needs at most one hand and
fills at most one slot, a handful of gold (read as a few coins, the taste for gold), or a jewel
(the taste for treasure)."""

from __future__ import annotations

from typing import Final

from worm import grammar
from worm.content.models import ContentPack
from worm.gm import parley
from worm.gm.parley import Verdict
from worm.model.meeting import Trait

PAGE: Final = "p. 82"
GOLD: Final = "gold"
"""The word that conjures a handful of coins."""
TREASURE: Final = "treasure"
"""The word that conjures a jewel, a piece of treasure small enough to hold."""
SHOWN: Final = (GOLD, TREASURE)
"""What the terminal offers to conjure: a few coins and a jewel."""


def held_in_one_hand(pack: ContentPack, item: str) -> bool:
    """Whether the item ``item`` fits in one hand (policy above)."""
    found = pack.items.get(item)
    return found is not None and not found.oversized and found.hands <= 1 and found.slots <= 1


def conjurable(pack: ContentPack, words: str) -> str | None:
    """The item id (or ``GOLD``, ``TREASURE``) ``words`` names that may be conjured, or None."""
    said = words.strip().lower()
    if said in (GOLD, "coins", "gold coins"):
        return GOLD
    if said in (TREASURE, "jewel", "gem"):
        return TREASURE
    for item in pack.items.values():
        if said in (item.id, item.name.lower(), item.id.replace("_", " ")):
            return item.id if held_in_one_hand(pack, item.id) else None
    return None


def tastes(pack: ContentPack, shown: str, kith: str | None) -> frozenset[str]:
    """The tastes the illusion carries: the thing shown's, as a gift would, and a lie's."""
    if shown == GOLD:
        thing = parley.carried(pack, "offer", gold=1)
    elif shown == TREASURE:
        thing = parley.carried(pack, "offer", treasure=True)
    else:
        thing = parley.carried(pack, "offer", items=(shown,))
    return thing | parley.carried(pack, "deceive", kith=kith)


def label(pack: ContentPack, shown: str) -> str:
    """The thing conjured, as a sentence names it."""
    if shown == GOLD:
        return "a handful of gold"
    if shown == TREASURE:
        return "a jewel"
    return grammar.a_thing(pack.items[shown].name)


def verdict(traits: tuple[Trait, ...], carried: frozenset[str], spent: frozenset[int]) -> Verdict:
    """How the creature takes the sight: a dislike touched is a harmful step; a like or want
    met is favor on the test, never a step without one (policy above)."""
    return parley.weigh(traits, carried, gift=False, spent=spent)


def for_the_bot(gold: bool, treasure: bool) -> str | None:
    """Policy for the autoplay guild: a known like of gold or treasure that it has none of to
    give is shown an illusion of it by one who knows Dwimmercraft (``GOLD`` or ``TREASURE``);
    a real gift, which meets the like with no test, always comes first."""
    if gold:
        return GOLD
    return TREASURE if treasure else None
