"""The vampire's Supernatural Grace (p. 282): it may keep any number of Dodges face down at
once, still playing one card a turn, and picks which one meets each blow, one Dodge per blow.

A graceful band's Dodges lie in ``Group.dodges``, beside the one ordinary face-down card
(``Group.facedown``), which they never displace nor are displaced by (p. 114's one-at-a-time
rule is what grace lifts). ``facedown.defend`` asks ``spend`` which Dodge answers a blow; the
pick is the policy ``worm.gm.supernatural_grace``.
"""

from __future__ import annotations

from collections.abc import Callable

from worm import grammar, tarot
from worm.engine.actions import fighters
from worm.engine.table import Table
from worm.gm import supernatural_grace as policy
from worm.model.challenge import Facedown, Group, evolve

DOOM = "Supernatural Grace"
PAGE = policy.PAGE


def graceful(game: Table, group: Group) -> bool:
    """Whether the band ``group`` has Supernatural Grace."""
    if group.side != "foes" or group.creature is None:
        return False
    return any(d.name == DOOM for d in fighters.block(game, group.key).lesser)


def lay(game: Table, group: Group, down: Facedown) -> bool:
    """Lay the Dodge ``down`` beside the graceful band's other face-down cards; False (nothing
    done) when ``down`` is no Dodge or the band has no grace, for the ordinary rule."""
    if down.action != "Dodge" or not graceful(game, group):
        return False
    ch = game.under_way()
    game.challenge = ch.with_group(evolve(group, dodges=(*group.dodges, down)))
    held = len(group.dodges) + 1
    if held > 1:
        game.ruling(
            f"p. {PAGE}",
            f"{DOOM}: {grammar.agree(group.name, 'hold')} {held} Dodges face down",
        )
    return True


def worth(down: Facedown) -> int:
    """What a Dodge adds to its owner's Initiative (p. 117)."""
    return down.card.value + down.bonus


def best(group: Group) -> int:
    """The most any of the band's spare Dodges would add, 0 with none."""
    return max((worth(d) for d in group.dodges), default=0)


def spend(game: Table, group: Group, turns: Callable[[int], bool]) -> Facedown:
    """The Dodge the band plays against a blow (policy), taken off the table and discarded;
    ``turns(worth)`` says whether a Dodge of that worth makes the blow miss. The band must hold
    a spare Dodge."""
    index, why = policy.pick([worth(d) for d in group.dodges], turns)
    down = group.dodges[index]
    kept = group.dodges[:index] + group.dodges[index + 1 :]
    game.challenge = game.under_way().with_group(evolve(group, dodges=kept))
    game.decks = tarot.discard_all(game.decks, (down.card,))
    if len(group.dodges) > 1:
        game.ruling(policy.CHOSEN, f"{DOOM}: {grammar.agree(group.name, 'play')} {why}")
    return down
