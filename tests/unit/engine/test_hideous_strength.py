"""That Hideous Strength in the Crawl (the ogre, p. 275): an ogre band the guild won as its
ally smashes down a locked door the guild would force, with no test drawn, and as loudly as
any door forced (p. 91). Seed ``locked_seed()`` (``test_crawl``): a locked door from 101 and no tool
to open it."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_allies_follow import parley_with
from tests.unit.engine.test_crawl import behind_room, below, door, locked_seed, of, stack
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import hideous_strength
from worm.engine.session import Game
from worm.gm import foes


def drew_fate(events: list[ev.Event]) -> bool:
    """Whether a test of fate drew its card (p. 8)."""
    return any(d.deck == "minor" for d in of(events, ev.Draw))


def with_ally(kind: str) -> tuple[Game, int]:
    game = below(locked_seed(), 6, 1, marked=frozenset({6}))
    edge, _ = door(game)
    name = game.pack.monsters[kind].name
    game.allies = (name,)
    game.ally_kinds = ((name, kind),)
    stack(game, minor=["Ace of Cups"])  # a Swords test drawn would fail
    return game, edge


def test_the_ogres_note_is_what_the_ally_needs() -> None:
    game = Game.new(locked_seed())
    assert any(n.name == "That Hideous Strength" for n in foes.statblock(game.pack, "ogres").notes)
    assert not any(
        n.name == "That Hideous Strength" for n in foes.statblock(game.pack, "goblins").notes
    )


@pytest.mark.parametrize("kind", ["ogres", "goblins"])
def test_an_ogre_ally_smashes_a_locked_door_with_no_test(kind: str) -> None:
    """p. 275: with an ogre ally the door is open at once, no Fate drawn, the noise drawing the
    Meatgrinder; with goblins the guild tests Swords itself (p. 88)."""
    game, edge = with_ally(kind)
    events = game.execute(cmd.ForceDoor(to=behind_room()))
    if kind == "ogres":
        assert not drew_fate(events)
        assert edge in game.state.unlocked
        assert any(
            g.rule == "p. 275" and "That Hideous Strength" in g.why for g in of(events, ev.Gm)
        )
        assert [m.trigger for m in of(events, ev.Meatgrinder)] == ["loud_noise"]
    else:
        assert drew_fate(events)
        assert edge not in game.state.unlocked


def test_an_ogre_that_has_left_the_guild_does_not_smash_it() -> None:
    """p. 100: allies leave at the next Camp (``worm.engine.recovery``); an ogre no longer
    among them forces nothing, and the guild tests Swords itself."""
    game, edge = with_ally("ogres")
    game.allies = ()
    events = game.execute(cmd.ForceDoor(to=behind_room()))
    assert drew_fate(events)
    assert edge not in game.state.unlocked


def test_ogres_won_in_a_parley_go_with_the_guild_as_ogres() -> None:
    """p. 100: a band asked for aid joins the guild; the parley keeps its kind beside its
    name, which is what tells the Crawl an ogre is there to smash a door (p. 275)."""
    game = parley_with("ogres")
    game.execute(cmd.Approach(approach="request", ask="aid"))
    assert game.allies and game.ally_kinds == ((game.allies[0], "ogres"),)
    assert hideous_strength.strongman(game) == game.allies[0]
