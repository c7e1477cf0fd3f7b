"""Policy (p. 53): the byname a human earns with the arête talent Byname, and the tests it
fits. At the table the others invent it in secret from the adventurer's proudest moment; the
GM here names it for what the adventurer does best (their highest attribute, the path's suit
first on a tie), and a byname fits a test as a motif would (``worm.gm.motifs.relevant``) or
when the task is one its deeds are known for (``DEEDS``)."""

from __future__ import annotations

from worm.gm import motifs
from worm.model.adventurer import Adventurer
from worm.tarot import SUITS, Suit

BYNAMES: dict[Suit, str] = {
    "swords": "the Unbending",
    "pentacles": "the Light-Footed",
    "cups": "the Far-Seeing",
    "wands": "the Honey-Tongued",
}
"""The byname given for each attribute: words of our own."""

DEEDS: dict[Suit, tuple[str, ...]] = {
    "swords": ("fight", "force", "break", "hold", "endure", "lift", "smash", "strike", "brave"),
    "pentacles": ("sneak", "climb", "leap", "dodge", "hide", "slip", "pick", "balance", "run"),
    "cups": ("notice", "spot", "search", "recall", "read", "heal", "tend", "sense", "track"),
    "wands": ("talk", "persuade", "flatter", "bargain", "charm", "deceive", "sing", "speak"),
}
"""What each byname is known for: the words of a task it fits."""


def name_for(adventurer: Adventurer) -> str:
    """The byname the GM gives ``adventurer`` (p. 53)."""
    order = sorted(
        SUITS,
        key=lambda s: (-getattr(adventurer.attributes, s), s != adventurer.path, SUITS.index(s)),
    )
    return BYNAMES[order[0]]


def fits(byname: str, task: str, attribute: Suit) -> bool:
    """Whether ``byname`` bears on ``task`` (p. 53: like a motif)."""
    if not byname or not task:
        return False
    if motifs.relevant(byname.removeprefix("the "), task, attribute):
        return True
    suit = next((s for s, name in BYNAMES.items() if name == byname), None)
    low = task.lower()
    return suit is not None and any(word in low for word in DEEDS[suit])
