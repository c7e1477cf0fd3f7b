"""The GM's side of growth and loss (pp. 33, 38–39): whether a quest is done, which gift a
newcomer takes, which path a newcomer follows, and who is worn out enough to retire."""

from __future__ import annotations

from collections import Counter

from worm.content.models import ContentPack
from worm.model.adventurer import Adventurer, Talent
from worm.model.guild import Guild
from worm.rules import arete
from worm.tarot import SUITS, Suit


def quest_done(quest: str) -> str:
    """Policy (p. 33): the engine cannot judge a quest's end in the fiction, so the GM takes
    the players' word that the guild has done it; the ruling says so."""
    return f"the players say the quest is done ({quest}); the GM takes their word"


def gift(newcomer: Adventurer, pack: ContentPack) -> tuple[Adventurer, str]:
    """Policy (p. 38): a retiree's gift masters the newcomer's first path talent still in
    training (the one they would pay XP for first); with none left, it checks an arête box."""
    training = next((t for t in newcomer.talents if t.state == "in_training"), None)
    if training is not None:
        mastered = Talent(id=training.id, state="mastered", xp_spent=training.xp_spent)
        talents = tuple(mastered if t.id == training.id else t for t in newcomer.talents)
        name = pack.talents[training.id].name if training.id in pack.talents else training.id
        return newcomer.model_copy(update={"talents": talents}), f"{name} mastered"
    if arete.marks(newcomer) < 3:
        return arete.check(newcomer, pack), "an arête mark"
    return newcomer, "nothing more to give"


def newcomer_path(guild: Guild) -> Suit:
    """Policy (p. 39): a newcomer follows the path fewest living guild-mates follow (the first
    in the book's order on a tie), so the guild keeps its four kinds of skill."""
    followed = Counter(a.path for a in guild.adventurers if not a.conditions.dead)
    return min(SUITS, key=lambda s: followed[s])


def worn_out(a: Adventurer) -> bool:
    """Policy for the autoplay guild (p. 38): an adventurer still Injured after upkeep with a
    Wounded talent besides is too broken to go down again, and retires."""
    c = a.conditions
    return not c.dead and c.injured and bool(c.wounded_talents)
