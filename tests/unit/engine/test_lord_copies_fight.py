"""An ordinary copy of a lord (Xania, p. 355) met away from the lord's room fights as one: the
minion's Health and Defense, attributes and GM hand throughout the Challenge — not a minion's
Health with the lord's Pentacles and the lord's three extra GM cards (found on seed 246 after
issue 21's stocking put the Hand of Xania's copies in rooms of their own)."""

from __future__ import annotations

import io

from worm.engine import commands as cmd
from worm.engine.actions import fighters
from worm.engine.challenge import hand_size
from worm.engine.session import Game
from worm.gm import foes
from worm.text import fight, repl

SEED = 246


def _fighting_a_copy() -> Game:
    game = Game.new(SEED)
    level = game.world.levels[0]
    at = level.keyed.keys.index("102")
    assert level.stock[at].denizens == ["xania"] and not level.stock[at].lord, (
        f"seed {SEED}: 102 no longer holds an ordinary Xania; find a seed that does"
    )
    game.execute(cmd.Delve())
    # the guild starts the fight itself: a threat comes to one only as her disposition allows
    # (p. 100), and that card moved with every change to the stocking
    repl.play(game, ["go 102", "fight"], io.StringIO(), echo=False)
    assert game.challenge is not None, f"seed {SEED}: the guild no longer fights her in 102"
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
