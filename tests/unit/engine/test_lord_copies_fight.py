"""An ordinary copy of a lord (Xania, p. 355) met away from the lord's room fights as one: the
minion's Health and Defense, attributes and GM hand throughout the Challenge — not a minion's
Health with the lord's Pentacles and the lord's three extra GM cards (found on seed 246 after
issue 21's stocking put the Hand of Xania's copies in rooms of their own)."""

from __future__ import annotations

import io

from tests.fixtures import seeds
from worm.engine import commands as cmd
from worm.engine.actions import fighters
from worm.engine.challenge import hand_size
from worm.engine.session import Game
from worm.gm import foes
from worm.text import fight, repl


def _beside_the_way_in(game: Game) -> str | None:
    """The key of a room beside level 1's way in holding an ordinary Xania alone, if any."""
    level = game.world.levels[0]
    for other, _ in level.map.neighbours()[level.keyed.entry]:
        here = level.stock[other]
        if here.denizens == ["xania"] and not here.lord:
            return level.keyed.keys[other]
    return None


def _fought(seed: int) -> Game | None:
    """Seed ``seed``'s guild gone down and into a room beside the way in holding an ordinary
    Xania, fighting her alone; None if the seed has no such room or no such fight."""
    game = Game.new(seed)
    key = _beside_the_way_in(game)
    if key is None:
        return None
    game.execute(cmd.Delve())
    # the guild starts the fight itself: a threat comes to one only as her disposition allows
    # (p. 100), and that card moved with every change to the stocking
    repl.play(game, [f"go {key}", "fight"], io.StringIO(), echo=False)
    ch = game.challenge
    return game if ch is not None and len(ch.side("foes")) == 1 else None


def _fighting_a_copy() -> Game:
    """The first seed (found by the property, seed 246's 102 was the first such room) with a
    fight against an ordinary Xania beside the way in."""
    seed = seeds.find(lambda s: _fought(s) is not None, "a fight with a copy of Xania by 101")
    game = _fought(seed)
    assert game is not None
    return game


def test_a_copy_of_xania_fights_as_a_minion_throughout() -> None:
    game = _fighting_a_copy()
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
