"""Up My Sleeve (p. 74): twice in a Crawl, once for each sleeve, an adventurer who knows the
talent spends 1 Resolve and brings out an ordinary one-slot thing they had on them all along
(a lockpick, a dagger, an empty vial). Which things are ordinary enough is the GM's policy
(``worm.gm.talents.sleeve_refuses``); a talent in training costs 1 XP a use (p. 33). The
sleeves are counted on the table (``sleeves``) and empty again at each delve.

Policy (p. 74): a declaration, not an action, so it may be made wherever the guild is below
ground: in the Crawl's own steps, in a fight (off one's turn too, as a thing one had all along
costs no time), while talking with creatures, and in the Camp. One knocked out in a fight
declares nothing. The City is no part of a Crawl: there the sleeves are put by."""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, training
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import talents as policy
from worm.model.adventurer import Adventurer

TALENT = "up_my_sleeve"
SLEEVES = 2  # one up each sleeve (p. 74)
RESOLVE = 1  # each (p. 74)
BELOW = ("crawl", "challenge", "parley", "camp")
"""The phases of a Crawl, where a thing may come out of a sleeve."""


def left(game: Table, who: str) -> int:
    """How many sleeves ``who`` has not yet used this Crawl."""
    return SLEEVES - game.sleeves.count(who)


def can(game: Table, a: Adventurer) -> bool:
    """Whether ``a`` could bring a thing out of a sleeve now (the talent usable, Resolve, a
    sleeve left)."""
    return a.active and training.usable(a, TALENT) and a.resolve >= RESOLVE and left(game, a.id) > 0


def _item(game: Table, word: str) -> str:
    wanted = word.strip().lower().replace(" ", "_")
    for item in game.pack.items.values():
        if wanted in (item.id, item.name.lower().replace(" ", "_")):
            return item.id
    raise IllegalCommand(f"there is no such thing as {word!r} to have up a sleeve")


def pull(game: Table, command: cmd.Sleeve) -> None:
    """``command.who`` brings ``command.item`` out of a sleeve (p. 74)."""
    if game.phase not in BELOW:
        raise IllegalCommand(
            "Up My Sleeve is twice a Crawl (p. 74): "
            + ("the game is over" if game.phase == "over" else "the guild is in the City")
        )
    a = training.user(game, command.who, TALENT, 74)
    if game.challenge is not None:
        fighter = next((f for f in game.challenge.fighters if f.key == a.id), None)
        if fighter is not None and "knockout" in fighter.effects:
            raise IllegalCommand(f"{a.name} is knocked out and brings nothing out (p. 74)")
    if left(game, a.id) < 1:
        raise IllegalCommand(f"{a.name} has used both sleeves this Crawl (p. 74)")
    if a.resolve < RESOLVE:
        raise IllegalCommand(f"{a.name} has no Resolve to spend on Up My Sleeve (p. 74)")
    item = game.pack.items[_item(game, command.item)]
    why = policy.sleeve_refuses(item)
    if why is not None:
        raise IllegalCommand(why)
    got, placed = kit.gain(a, item.id, 1, game.pack)
    if not placed:
        raise IllegalCommand(f"{a.name} has no room to stow {item.name} (p. 37)")
    game.set_adventurer(got.model_copy(update={"resolve": a.resolve - RESOLVE}))
    training.use(game, a.id, TALENT)
    game.sleeves = (*game.sleeves, a.id)
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve - RESOLVE}", cause="Up My Sleeve"
    )
    game.ruling(
        "p. 74",
        f"{a.name} had {item.name.lower()} up a sleeve all along "
        f"({left(game, a.id)} sleeve{'s' if left(game, a.id) != 1 else ''} left this Crawl)",
    )
