"""Something blessed by the Welkin fed to the gluttony devil (p. 258): the smart idea the
book names, which makes it throw up everyone it has swallowed, with no test.

A blessed thing is one whose item carries the tag ``blessed`` (``assets/items.toml``: the
religious paraphernalia of Mythrys, p. 168). It is fed with Use Item (Cups, p. 118) from hand
or belt to a devil in one's own zone that holds someone swallowed, and it is used up.
"""

from __future__ import annotations

from collections.abc import Iterator

from worm import grammar
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.actions import fighters, totals
from worm.engine.actions.holds import release
from worm.engine.actions.spec import Offer, at
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter
from worm.rules import holds

BLESSED = "blessed"
"""The item tag of a thing blessed by the Welkin."""
PAGE = "p. 258"


def blessed(game: Table, item: str) -> bool:
    return BLESSED in game.pack.items[item].tags


def swallowed_by(ch: Challenge, devil: Fighter) -> list[str]:
    """Whom the band of ``devil`` holds swallowed (p. 258)."""
    return [
        key
        for key, (holder, hold) in ch.held.items()
        if hold == holds.SWALLOW and ch.fighter(holder).group == devil.group
    ]


def edible(ch: Challenge, me: Fighter, target: Fighter | None, name: str) -> None:
    """A blessed thing is fed to a devil standing beside the feeder that has swallowed
    someone; anything else is refused, naming why."""
    if target is None or target.side != "foes":
        raise IllegalCommand(f"feed the {name.lower()} to whom? Name the devil (p. 258)")
    if not swallowed_by(ch, target):
        raise IllegalCommand(f"{target.name} has swallowed no one: there is nothing to bring up")
    if target.zone != me.zone:
        raise IllegalCommand(f"{target.name} must stand in the feeder's zone to be fed (p. 258)")


def feed(game: Table, fighter: Fighter, d: Declared) -> None:
    """Feed the blessed thing (used up) to the devil: it retches up everyone it swallowed."""
    item = game.pack.items[d.option or ""]
    ch = game.under_way()
    devil = ch.fighter(d.targets[0][0])
    gulped = swallowed_by(ch, devil) if devil.fighting else []
    if not gulped:
        game.ruling("p. 115", f"the {item.name.lower()} is not fed: no one is swallowed now")
        return
    a = fighters.adventurer(game, fighter.key)
    after, _ = kit.lose(a, item.id, 1)
    game.set_adventurer(after)
    game.log.emit(ev.Item, who=a.name, item=item.name, change="used", cause="fed to the devil")
    totals.act(game, fighter.name, d, None, None, f"{item.name.lower()} fed", target=devil.key)
    game.ruling(
        PAGE,
        f"{grammar.agree(devil.name, 'choke')} on the blessed {item.name.lower()} and "
        "retches up everyone swallowed",
    )
    for key in gulped:
        release(game, key, f"{devil.name} throws them up", PAGE)


def offers(game: Table, ch: Challenge, me: Fighter, a: Adventurer) -> Iterator[Offer]:
    """A blessed thing at hand, for each devil in the zone that has swallowed someone."""
    at_hand = {c.item for c in (*a.inventory.hands, *a.inventory.belt) if c is not None}
    for item in sorted(i for i in at_hand if blessed(game, i)):
        name = game.pack.items[item].name
        for devil in ch.side("foes"):
            if devil.zone == me.zone and swallowed_by(ch, devil):
                yield Offer(devil.key, item, f"Feed {name} to {at(ch, me, devil)} (p. 258)")
