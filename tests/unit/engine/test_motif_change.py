"""Changing a motif in the City (p. 25), with the GM's agreement (policy
``worm.gm.motifs.refuses``): one change each City Phase for each adventurer, two to five words,
never a motif they already have; refused below ground, and a refusal changes nothing."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import motifs as policy
from worm.model.level import LevelState

from .test_city import surfaced
from .test_crawl import EVERY_EVENT, WALK, below, stack


def refused(game: Game, command: cmd.Command, match: str) -> None:
    """Refused with ``match`` in the reason, leaving nothing but its ``refused`` event."""
    before, state = len(game.log.events), game.snapshot()
    with pytest.raises(IllegalCommand, match=match):
        game.execute(command)
    assert game.snapshot() == state
    assert [e.type for e in game.log.events[before:]] == ["refused"]


def test_in_the_city_a_motif_is_rewritten_with_a_ruling() -> None:
    game = surfaced()
    old = game.guild.adventurer("a1").motifs
    events = game.execute(cmd.Motif(who="a1", number=2, words="  Penitent   grave robber "))
    now = game.guild.adventurer("a1").motifs
    assert now == (old[0], "Penitent grave robber", old[2])
    (ruling,) = [e for e in events if isinstance(e, ev.Gm)]
    assert ruling.rule == "p. 25" and "becomes 'Penitent grave robber'" in ruling.why
    assert old[1] in ruling.why


def test_below_ground_no_motif_changes() -> None:
    game = below(WALK)
    refused(game, cmd.Motif(who="a1", number=1, words="Veteran witch-hunter"), "City Phase")


def test_one_change_each_city_phase_for_each_adventurer() -> None:
    game = surfaced()
    game.execute(cmd.Motif(who="a1", number=1, words="Veteran witch-hunter"))
    refused(game, cmd.Motif(who="a1", number=3, words="Drunken knight"), "one motif changed")
    game.execute(cmd.Motif(who="a2", number=3, words="Drunken knight"))  # another may


@pytest.mark.parametrize(
    ("number", "words", "match"),
    [
        (4, "Drunken knight", "motif 4 does not exist"),
        (0, "Drunken knight", "motif 0 does not exist"),
        (1, "Knight", "1 word"),
        (1, "a very old and very drunken knight", "7 word"),
    ],
)
def test_the_gm_says_no_to_a_motif_out_of_bounds(number: int, words: str, match: str) -> None:
    refused(surfaced(), cmd.Motif(who="a1", number=number, words=words), match)


def test_the_gm_says_no_to_a_motif_already_held() -> None:
    game = surfaced()
    held = game.guild.adventurer("a1").motifs[0]
    refused(game, cmd.Motif(who="a1", number=2, words=held.upper()), "already one of")


def test_the_dead_change_no_motif() -> None:
    game = surfaced()
    a = game.guild.adventurer("a3")
    dead = a.model_copy(update={"conditions": a.conditions.model_copy(update={"dead": True})})
    game.guild = game.guild.with_adventurer(dead)
    refused(game, cmd.Motif(who="a3", number=1, words="Veteran witch-hunter"), "dead")


def test_the_next_city_phase_allows_another_change() -> None:
    game = surfaced()
    game.execute(cmd.Motif(who="a1", number=1, words="Veteran witch-hunter"))
    game.states[1] = LevelState(marked=EVERY_EVENT)
    stack(game, major=[6])
    game.execute(cmd.Delve())
    assert game.phase == "crawl"
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    game.execute(cmd.Motif(who="a1", number=1, words="Fallen templar"))
    assert game.guild.adventurer("a1").motifs[0] == "Fallen templar"


def test_the_same_change_gives_the_same_log() -> None:
    logs = []
    for _ in range(2):
        game = surfaced()
        game.execute(cmd.Motif(who="a1", number=1, words="Veteran witch-hunter"))
        logs.append([e.model_dump_json() for e in game.log.events])
    assert logs[0] == logs[1]


def test_the_policy_agrees_within_its_bounds() -> None:
    motifs = ("Jinxed rat-catcher", "Veteran soldier", "Old scribe")
    assert policy.refuses(motifs, 2, "Quiet engineer", changed=False) is None
    assert policy.refuses(motifs, 2, "Quiet engineer", changed=True) is not None
