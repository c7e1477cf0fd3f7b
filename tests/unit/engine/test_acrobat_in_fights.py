"""Acrobat in a Challenge (p. 74): an acrobat climbs as easily as walking to a new zone. A
piece of scenery climbed for its height is a zone of its own atop it (policy
``worm.gm.perches``, after the book's rigging, p. 110: reached by spending a Pentacles card
with both hands free, and missiles from up there have favor, p. 111); an acrobat goes up by a
plain Move, any card, hands full or not.

Seed 2's guild against three goblins (``test_challenge_actions.ready``), with a climbable idol
set by hand in the first zone; Gunhild acts first.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import fight
from tests.unit.engine.test_acrobat import acrobat
from tests.unit.engine.test_challenge_actions import (
    acts,
    fighter,
    gunhild_first,
    hand,
    hold,
    key,
    play,
    rulings,
    turn,
)
from worm.engine import commands as cmd
from worm.engine import scene
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand

IDOL = "climbable_idol"  # high ground, and a drop (assets/scenery.toml)


def with_idol(game: Game) -> int:
    """The first zone holds the climbable idol, and the perch atop it as scenes make it."""
    ch = game.challenge
    inside = sum(1 for z in ch.zones if not z.exit)
    rules = frozenset(game.pack.scenery[IDOL].rules)
    zones = list(ch.zones)
    zones[0] = replace(zones[0], scenery=(IDOL,), rules=rules)
    built = scene._perches(game, zones, inside)
    game.challenge = replace(ch, zones=tuple(built))
    return next(z.id for z in built if z.climb)


def test_a_piece_climbed_for_its_height_is_a_zone_of_its_own() -> None:
    """The height is had atop the idol, not on the floor beneath: the perch is beside the
    first zone alone, and takes the idol's rules with it."""
    game = gunhild_first()
    up = with_idol(game)
    ch = game.challenge
    perch, floor = ch.zone(up), ch.zone(0)
    assert perch.name == "atop the climbable idol" and perch.climb
    assert perch.neighbours == (0,) and up in floor.neighbours
    assert perch.rules == {"high_ground", "drop"} and not floor.rules
    across = next(z for z in floor.neighbours if z != up)
    assert fighters.near(ch, up, across), "from up there the shot reaches what the floor's does"


def test_scenes_make_perches_where_the_scenery_gives_a_height() -> None:
    """A scene whose zone holds a high-ground piece gets a perch atop it (searched for)."""
    for seed in range(1, 60):
        ch = fight(seed).challenge
        perches = [z for z in ch.zones if z.climb]
        if perches:
            break
    else:
        pytest.fail("no seed in 1–59 sets a fight among scenery that gives a height")
    for z in perches:
        (below,) = z.neighbours
        assert z.id in ch.zone(below).neighbours and "high_ground" in z.rules
        assert z.scenery[0] in ch.zone(below).scenery


def test_only_an_acrobat_walks_up_the_rest_dash_with_both_hands_free() -> None:
    game = gunhild_first()
    up = with_idol(game)
    acrobat(game, key(game, "Gunhild"), state=None)
    hand(game, "Gunhild", "Two of Swords", "Five of Pentacles")
    hold(game, "Gunhild", "blade")
    turn(game, "Gunhild")
    with pytest.raises(IllegalCommand, match="reached only by climbing"):
        play(game, "Gunhild", "Two of Swords", "Move", option=str(up))
    with pytest.raises(IllegalCommand, match="both hands free"):
        play(game, "Gunhild", "Five of Pentacles", "Dash", option=str(up))
    hold(game, "Gunhild")
    events = play(game, "Gunhild", "Five of Pentacles", "Dash", option=str(up))
    assert fighter(game, "Gunhild").zone == up
    assert rulings(events, "climbs up, both hands free")


def test_an_acrobat_climbs_up_by_a_move_with_any_card_and_hands_full() -> None:
    """p. 74: as easily as walking to a new zone; the talent is used (1 XP in training)."""
    game = gunhild_first()
    up = with_idol(game)
    who = key(game, "Gunhild")
    acrobat(game, who, state="in_training")
    game.set_adventurer(game.guild.adventurer(who).model_copy(update={"xp": 3}))
    hand(game, "Gunhild", "Two of Swords")
    hold(game, "Gunhild", "blade")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Two of Swords", "Move", option=str(up))
    assert fighter(game, "Gunhild").zone == up
    assert acts(events, "Move")
    assert rulings(events, "like walking (Acrobat)")
    assert game.guild.adventurer(who).xp == 2


def test_the_bot_acrobat_archer_climbs_before_shooting() -> None:
    game = gunhild_first()
    up = with_idol(game)
    who = key(game, "Gunhild")
    acrobat(game, who)
    hand(game, "Gunhild", "Two of Swords", "Nine of Swords")
    hold(game, "Gunhild", "bow")
    ch = game.challenge
    across = next(z for z in ch.zone(0).neighbours if z != up)
    game.challenge = replace(
        ch,
        fighters=tuple(replace(f, zone=across) if f.side == "foes" else f for f in ch.fighters),
    )
    turn(game, "Gunhild")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.who, command.action, command.option) == (who, "Move", str(up))
