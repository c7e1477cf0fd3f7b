"""An ordinary copy of a lord (Xania, p. 355) met away from the lord's room fights as one: the
minion's Health and Defense, attributes and GM hand throughout the Challenge — not a minion's
Health with the lord's Pentacles and the lord's three extra GM cards (first found
after issue 21's stocking put the Hand of Xania's copies in rooms of their own; the test looks
for a seed with such a copy on level 1)."""

from __future__ import annotations

import functools
import io

from worm.engine import commands as cmd
from worm.engine.actions import fighters
from worm.engine.challenge import hand_size
from worm.engine.session import Game
from worm.gm import foes
from worm.text import fight, repl


def _copy_room(seed: int) -> str | None:
    """The key of a room of level 1 held by one ordinary Xania (not the lord), if any."""
    level = Game.new(seed).world.levels[0]
    for key, here in zip(level.keyed.keys, level.stock, strict=True):
        if here.denizens == ["xania"] and not here.lord:
            return key
    return None


@functools.cache
def _fighting_a_copy() -> tuple[int, str]:
    """The first seed whose guild can walk to such a room and fall on her there, alone."""
    for seed in range(1, 600):
        key = _copy_room(seed)
        if key is None:
            continue
        game = Game.new(seed)
        game.execute(cmd.Delve())
        # the guild starts the fight itself: a threat comes to one only as her disposition
        # allows (p. 100), and that card moves with every change to the stocking
        repl.play(game, [f"go {key}", "fight"], io.StringIO(), echo=False)
        if game.challenge is None:
            continue
        ch = game.under_way()
        if ch.group("foes").creature == "xania" and len(ch.side("foes")) == 1:  # she alone
            return seed, key
    raise AssertionError("no seed below 600 meets an ordinary Xania on level 1 to fight")


def _fight() -> Game:
    seed, key = _fighting_a_copy()
    game = Game.new(seed)
    game.execute(cmd.Delve())
    repl.play(game, [f"go {key}", "fight"], io.StringIO(), echo=False)
    return game


def test_a_copy_of_xania_fights_as_a_minion_throughout() -> None:
    game = _fight()
    ch = game.under_way()
    band = ch.group("foes")
    assert (band.creature, band.common) == ("xania", True)
    copy = foes.statblock(game.pack, "xania", common=True)
    assert fighters.block(game) == copy and not fighters.block(game).lord
    (her,) = ch.side("foes")
    assert [(p.health, p.defense) for p in her.parts] == [(2, 0)]
    assert fighters.attribute(game, her, "pentacles") == copy.attribute("pentacles", her.health)
    cards, counted = hand_size(game)
    assert (cards, counted["dungeon_lord"]) == (4, False), counted  # 3 + 1 kind of foe (p. 121)
    # the status shows her own pools, not the lord's Body of 6 and Defense of 8
    assert "  Xania (zone 1): Health 2/2, Defense 0/0" in fight.view(game).splitlines()
